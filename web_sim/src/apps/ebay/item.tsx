/** Item detail (price, shipping, total, seller, location; add to cart, watch), the cart and the watchlist. */
import { mdiCartOutline, mdiHeart, mdiHeartOutline, mdiDeleteOutline, mdiMapMarkerOutline, mdiTruckFastOutline } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { AppBar, Button, Empty, Icon, IconButton, ListItem, ScrollView } from "../../os/ui/kit";
import { addToCart, categoryName, listing, money, toggleSaved, type EbayState } from "./logic";
import { EbayRoot, ProductArt } from "./parts";

export function ItemScreen({ route, app }: ScreenProps<EbayState>) {
  const l = listing(String(route.params.id));
  if (!l) return <EbayRoot app={app}><AppBar title="Item" onBack={app.pop} /><Empty icon={mdiCartOutline} text="This listing has ended" /></EbayRoot>;
  const saved = app.state.saved.includes(l.id);
  return (
    <EbayRoot app={app}>
      <AppBar
        title=""
        onBack={app.pop}
        actions={
          <>
            <IconButton path={saved ? mdiHeart : mdiHeartOutline} label={saved ? "Unwatch" : "Watch"} testId="ebay-item-watch" color={saved ? "#e53238" : undefined} onClick={() => app.update((d) => toggleSaved(d, l.id))} />
            <IconButton path={mdiCartOutline} label="Cart" testId="ebay-item-cart" onClick={() => app.push("cart")} />
          </>
        }
      />
      <div class="ebay-body">
        <ScrollView id="ebay-item">
          <div class="ebay-item-art">
            <ProductArt l={l} size={240} />
          </div>
          <div class="ebay-item">
            <h1 class="ebay-item-title" data-testid="ebay-item-title">{l.title}</h1>
            <div class="ebay-result-meta">{l.seller} · {l.sold} sold</div>
            <div class="ebay-item-price" data-testid="ebay-item-price">{money(l.price)}</div>
            <div class="ebay-result-meta">{l.format === "Auction" ? `${l.bids} bids · ends in ${l.endsInHours}h` : "Buy It Now"}</div>
            <div class="ebay-item-row"><b>Condition:</b> {l.condition}</div>
            <div class="ebay-item-row"><Icon path={mdiTruckFastOutline} size={18} /> {l.shipping === 0 ? "Free shipping" : `Shipping ${money(l.shipping)}`}</div>
            <div class="ebay-item-row"><Icon path={mdiMapMarkerOutline} size={18} /> Located in: {l.country} ({l.region})</div>
            <div class="ebay-item-row ebay-item-total" data-testid="ebay-item-total">Total {money(l.total)}</div>
            <div class="ebay-item-actions">
              <Button testId="ebay-item-add" onClick={() => { app.update((d) => addToCart(d, l.id)); app.toast("Added to cart"); }}>Add to cart</Button>
              <Button variant="outlined" testId="ebay-item-watch-btn" onClick={() => app.update((d) => toggleSaved(d, l.id))}>{saved ? "Watching" : "Add to Watchlist"}</Button>
            </div>
            <div class="ebay-section-title">Item specifics</div>
            <div class="ebay-item-row">Brand: {l.brand}</div>
            <div class="ebay-item-row">Category: {categoryName(l.category)}</div>
            <div class="ebay-item-row">Item number: {l.id}</div>
          </div>
        </ScrollView>
      </div>
    </EbayRoot>
  );
}

export function CartScreen({ app }: ScreenProps<EbayState>) {
  const lines = app.state.cart.map((c) => ({ ...c, l: listing(c.id)! })).filter((c) => c.l);
  const subtotal = lines.reduce((s, c) => s + c.l.price * c.qty, 0);
  const shipping = lines.reduce((s, c) => s + c.l.shipping * c.qty, 0);
  return (
    <EbayRoot app={app}>
      <AppBar title="Cart" onBack={app.pop} />
      <div class="ebay-body">
        <ScrollView id="ebay-cart">
          {lines.length === 0 && <Empty icon={mdiCartOutline} text="You don't have any items in your cart." />}
          {lines.map((c) => (
            <ListItem
              key={c.id}
              testId={`ebay-cart-${c.id}`}
              leading={<ProductArt l={c.l} size={56} />}
              title={c.l.title}
              subtitle={`Qty ${c.qty} · ${money(c.l.total)}`}
              onClick={() => app.push("item", { id: c.id })}
              trailing={<IconButton path={mdiDeleteOutline} label="Remove" testId={`ebay-cart-${c.id}-remove`} onClick={() => app.update((d) => void (d.cart = d.cart.filter((x) => x.id !== c.id)))} />}
            />
          ))}
          {lines.length > 0 && (
            <div class="ebay-cart-summary">
              <div>Items ({lines.reduce((n, c) => n + c.qty, 0)}): {money(subtotal)}</div>
              <div>Shipping: {money(shipping)}</div>
              <div class="ebay-item-total">Subtotal {money(subtotal + shipping)}</div>
            </div>
          )}
        </ScrollView>
      </div>
    </EbayRoot>
  );
}

export function WatchlistScreen({ app }: ScreenProps<EbayState>) {
  const items = app.state.saved.map((id) => listing(id)).filter((l) => l !== undefined);
  return (
    <EbayRoot app={app}>
      <AppBar title="Saved" onBack={app.pop} />
      <div class="ebay-body">
        <ScrollView id="ebay-watchlist">
          {items.length === 0 && <Empty icon={mdiHeartOutline} text="Items you save show up here." />}
          {items.map((l) => (
            <ListItem key={l.id} testId={`ebay-saved-${l.id}`} leading={<ProductArt l={l} size={56} />} title={l.title} subtitle={`${money(l.total)} total`} onClick={() => app.push("item", { id: l.id })}
              trailing={<IconButton path={mdiHeart} label="Unwatch" color="#e53238" testId={`ebay-saved-${l.id}-remove`} onClick={() => app.update((d) => toggleSaved(d, l.id))} />} />
          ))}
        </ScrollView>
      </div>
    </EbayRoot>
  );
}
