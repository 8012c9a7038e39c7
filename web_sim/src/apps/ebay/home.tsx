/** The main screen (Home, My eBay, Inbox, Selling tabs), the category list and the settings. */
import { mdiAccountCircleOutline, mdiBellOutline, mdiCartOutline, mdiCheck, mdiChevronRight, mdiCogOutline, mdiEmailOutline, mdiHeartOutline, mdiHomeOutline, mdiMagnify, mdiShapeOutline, mdiTagOutline, mdiPaletteOutline } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { AppBar, BottomNav, BottomSheet, Icon, IconButton, ListItem, ScrollView } from "../../os/ui/kit";
import { EBAY_CATEGORIES, EBAY_HOME_PICKS, EBAY_INBOX, EMPTY_SEARCH } from "../../../world/ebay";
import { THEMES, listing, money, type EbayState } from "./logic";
import { EbayLogo, EbayRoot, ProductArt, categoryIcon, type App } from "./parts";
import { search } from "./search";

const NAV = [
  { id: "home", label: "Home", icon: mdiHomeOutline },
  { id: "me", label: "My eBay", icon: mdiAccountCircleOutline },
  { id: "search", label: "Search", icon: mdiMagnify },
  { id: "inbox", label: "Inbox", icon: mdiBellOutline },
  { id: "selling", label: "Selling", icon: mdiTagOutline },
];

function openCategory(app: App, id: string): void {
  search(app, { ...EMPTY_SEARCH, category: id });
  app.push("results");
}

function HomeTab({ app }: { app: App }) {
  return (
    <ScrollView id="ebay-home">
      <div class="ebay-hometop">
        <EbayLogo size={34} />
        <span class="grow" />
        <IconButton path={mdiCartOutline} label="Cart" testId="ebay-cart" onClick={() => app.push("cart")} />
      </div>
      <div class="ebay-searchbox ebay-searchbox-home mg-clickable" data-testid="ebay-search" onClick={() => app.push("searchInput")}>
        <Icon path={mdiMagnify} size={20} />
        <span>Search for anything</span>
      </div>
      <div class="ebay-chiprow">
        <button class="ebay-pill" data-testid="ebay-home-saved" onClick={() => app.push("watchlist")}>
          <Icon path={mdiHeartOutline} size={16} /> Saved
        </button>
        <button class="ebay-pill" data-testid="ebay-home-categories" onClick={() => app.push("categories")}>
          <Icon path={mdiShapeOutline} size={16} /> Categories
        </button>
      </div>
      <div class="ebay-banner">
        <div class="ebay-banner-title">Deals made easy</div>
        <div>All the savings, none of the searching.</div>
      </div>
      <div class="ebay-section-title">Shop by category</div>
      <div class="ebay-cat-grid">
        {EBAY_CATEGORIES.map((c) => (
          <button key={c.id} class="ebay-cat" data-testid={`ebay-home-cat-${c.id}`} onClick={() => openCategory(app, c.id)}>
            <span class="ebay-cat-icon">
              <Icon path={categoryIcon(c.id)} size={26} />
            </span>
            <span>{c.name}</span>
          </button>
        ))}
      </div>
      <div class="ebay-section-title">Daily Deals</div>
      <div class="ebay-picks">
        {EBAY_HOME_PICKS.map((id) => {
          const l = listing(id)!;
          return (
            <div key={id} class="ebay-pick mg-clickable" data-testid={`ebay-pick-${id}`} onClick={() => app.push("item", { id })}>
              <ProductArt l={l} size={148} />
              <div class="ebay-pick-title">{l.title}</div>
              <div class="ebay-result-price">{money(l.price)}</div>
              <div class="ebay-result-meta">{l.shipping === 0 ? "Free shipping" : `+${money(l.shipping)} shipping`}</div>
            </div>
          );
        })}
      </div>
    </ScrollView>
  );
}

function MeTab({ app }: { app: App }) {
  const s = app.state;
  return (
    <ScrollView id="ebay-me">
      <div class="ebay-me-head">
        <Icon path={mdiAccountCircleOutline} size={48} />
        <div>
          <div class="ebay-me-name">{s.user}</div>
          <div class="ebay-result-meta">Member since 2019 · 100% positive feedback</div>
        </div>
      </div>
      <ListItem testId="ebay-me-saved" leading={<Icon path={mdiHeartOutline} />} title="Saved" subtitle={`${s.saved.length} items`} trailing={<Icon path={mdiChevronRight} />} onClick={() => app.push("watchlist")} />
      <ListItem testId="ebay-me-cart" leading={<Icon path={mdiCartOutline} />} title="Cart" subtitle={`${s.cart.reduce((n, c) => n + c.qty, 0)} items`} trailing={<Icon path={mdiChevronRight} />} onClick={() => app.push("cart")} />
      <ListItem testId="ebay-me-categories" leading={<Icon path={mdiShapeOutline} />} title="Categories" trailing={<Icon path={mdiChevronRight} />} onClick={() => app.push("categories")} />
      <ListItem testId="ebay-me-settings" leading={<Icon path={mdiCogOutline} />} title="Settings" trailing={<Icon path={mdiChevronRight} />} onClick={() => app.push("settings")} />
    </ScrollView>
  );
}

function InboxTab() {
  return (
    <ScrollView id="ebay-inbox">
      {EBAY_INBOX.map((m) => (
        <ListItem key={m.id} testId={`ebay-inbox-${m.id}`} leading={<Icon path={mdiEmailOutline} />} title={`${m.from}: ${m.subject}`} subtitle={m.text} />
      ))}
    </ScrollView>
  );
}

function SellingTab() {
  return (
    <ScrollView id="ebay-selling">
      <div class="ebay-sell">
        <Icon path={mdiTagOutline} size={56} color="var(--primary)" />
        <div class="ebay-sell-title">Sell on eBay</div>
        <div class="ebay-result-meta">You have no active listings. Turn the things you don't use into cash.</div>
        <div class="ebay-sell-stats">
          <div><b>0</b> Active</div>
          <div><b>0</b> Sold</div>
          <div><b>0</b> Unsold</div>
        </div>
      </div>
    </ScrollView>
  );
}

export function HomeScreen({ route, app }: ScreenProps<EbayState>) {
  const tab = (route.data.tab as string | undefined) ?? "home";
  const title: Record<string, string> = { me: "My eBay", inbox: "Inbox", selling: "Selling" };
  return (
    <EbayRoot app={app}>
      {tab !== "home" && <AppBar title={title[tab]} actions={<IconButton path={mdiCartOutline} label="Cart" testId="ebay-cart" onClick={() => app.push("cart")} />} />}
      <div class="ebay-body">
        {tab === "home" && <HomeTab app={app} />}
        {tab === "me" && <MeTab app={app} />}
        {tab === "inbox" && <InboxTab />}
        {tab === "selling" && <SellingTab />}
      </div>
      <BottomNav items={NAV} active={tab} onSelect={(id) => (id === "search" ? app.push("searchInput") : app.setData({ tab: id }))} />
    </EbayRoot>
  );
}

export function CategoriesScreen({ app }: ScreenProps<EbayState>) {
  return (
    <EbayRoot app={app}>
      <AppBar title="Categories" onBack={app.pop} />
      <div class="ebay-body">
        <ScrollView id="ebay-categories">
          {EBAY_CATEGORIES.map((c) => (
            <ListItem key={c.id} testId={`ebay-category-${c.id}`} leading={<Icon path={categoryIcon(c.id)} />} title={c.name} subtitle={`${c.parent} · ${c.brands.join(", ")}`} trailing={<Icon path={mdiChevronRight} />} onClick={() => openCategory(app, c.id)} />
          ))}
        </ScrollView>
      </div>
    </EbayRoot>
  );
}

export function SettingsScreen({ route, app }: ScreenProps<EbayState>) {
  const theme = app.state.settings.theme;
  return (
    <EbayRoot app={app}>
      <AppBar title="Settings" onBack={app.pop} />
      <div class="ebay-body">
        <ScrollView id="ebay-settings">
          <div class="ebay-section-title">General</div>
          <ListItem testId="ebay-settings-theme" leading={<Icon path={mdiPaletteOutline} />} title="Theme" subtitle={THEMES.find((t) => t.id === theme)!.label} onClick={() => app.openOverlay("sheet", "theme")} />
          <ListItem testId="ebay-settings-account" leading={<Icon path={mdiAccountCircleOutline} />} title="Account" subtitle={app.state.user} />
          <div class="ebay-section-title">About</div>
          <ListItem title="Version" subtitle="6.142.0" />
        </ScrollView>
      </div>
      {route.overlay?.name === "theme" && (
        <BottomSheet title="Theme" onDismiss={app.closeOverlay} testId="ebay-theme-sheet">
            {THEMES.map((t) => (
              <ListItem
                key={t.id}
                testId={`ebay-theme-${t.id}`}
                title={t.label}
                trailing={t.id === theme ? <Icon path={mdiCheck} color="var(--primary)" /> : undefined}
                onClick={() => {
                  app.update((d) => void (d.settings.theme = t.id));
                  app.closeOverlay();
                }}
              />
            ))}
        </BottomSheet>
      )}
    </EbayRoot>
  );
}

