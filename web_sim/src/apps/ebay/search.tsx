/** Search: the query screen, the results (count, sort, each with price + shipping = total) and the filters. */
import { mdiArrowLeft, mdiCartOutline, mdiCheck, mdiClose, mdiFilterVariant, mdiHistory, mdiMagnify, mdiSortVariant } from "@mdi/js";
import type { Json, ScreenProps } from "../../os/types";
import { BottomSheet, Button, Chips, Empty, Icon, IconButton, ListItem, ScrollView, Switch, TextField, useLazyItems } from "../../os/ui/kit";
import { EBAY_CATEGORIES, EBAY_CONDITIONS, EBAY_FORMATS, EBAY_REGIONS, EBAY_SORTS, EMPTY_SEARCH, searchListings, type EbayListing, type EbaySearchParams, type EbaySort } from "../../../world/ebay";
import { activeFilters, categoryName, money, paramsOf, parsePrice, runSearch, type EbayState } from "./logic";
import { EbayRoot, ProductArt, type App } from "./parts";

/** A lower bound of a result card's height (px), for the lazily drawn list. */
export const RESULT_CARD_MIN_HEIGHT = 118;

/** Run a search from a screen and show its results. */
export function search(app: App, params: EbaySearchParams): void {
  app.update((d) => void runSearch(d, params));
}

export function SearchInputScreen({ route, app }: ScreenProps<EbayState>) {
  const q = (route.data.q as string | undefined) ?? String(route.params.q ?? "");
  const go = (query: string) => {
    if (query.trim() === "") return;
    search(app, { ...EMPTY_SEARCH, query, category: String(route.params.category ?? "") });
    app.push("results");
  };
  return (
    <EbayRoot app={app}>
      <div class="ebay-searchtop">
        <IconButton path={mdiArrowLeft} label="Back" testId="ebay-search-back" onClick={app.pop} />
        <div class="ebay-searchfield grow">
          <TextField id="ebay.query" search placeholder="Search for anything" value={q} onChange={(v) => app.setData({ q: v })} onSubmit={() => go(q)} />
        </div>
        {q !== "" && <IconButton path={mdiClose} label="Clear" testId="ebay-search-clear" onClick={() => app.setData({ q: "" })} />}
        <IconButton path={mdiMagnify} label="Search" testId="ebay-search-go" onClick={() => go(q)} />
      </div>
      <ScrollView id="ebay-search-recent">
        {app.state.recentSearches.length > 0 && <div class="ebay-section-title">Recent searches</div>}
        {app.state.recentSearches.map((r) => (
          <ListItem key={r} dense testId={`ebay-recent-${r}`} leading={<Icon path={mdiHistory} />} title={r} onClick={() => go(r)} />
        ))}
      </ScrollView>
    </EbayRoot>
  );
}

function ResultCard({ app, l }: { app: App; l: EbayListing }) {
  return (
    <div class="ebay-result mg-clickable" data-testid={`ebay-result-${l.id}`} onClick={() => app.push("item", { id: l.id })}>
      <ProductArt l={l} size={96} />
      <div class="ebay-result-body">
        <div class="ebay-result-title">{l.title}</div>
        <div class="ebay-result-cond">{l.condition} · {l.brand}</div>
        <div class="ebay-result-price" data-testid={`ebay-result-${l.id}-price`}>{money(l.price)}</div>
        <div class="ebay-result-meta">
          {l.format === "Auction" ? `${l.bids} bids · ${l.endsInHours}h left` : "Buy It Now"}
        </div>
        <div class="ebay-result-meta">{l.shipping === 0 ? <b class="ebay-free">Free shipping</b> : `+${money(l.shipping)} shipping`} · from {l.country}</div>
        <div class="ebay-result-total" data-testid={`ebay-result-${l.id}-total`}>Total {money(l.total)}</div>
      </div>
    </div>
  );
}

export function ResultsScreen({ route, app }: ScreenProps<EbayState>) {
  const current = app.state.search;
  const params = paramsOf(current);
  const hits = current ? searchListings(params) : [];
  const shown = useLazyItems("ebay-results", hits, RESULT_CARD_MIN_HEIGHT);
  const nFilters = activeFilters(params);
  const sortLabel = EBAY_SORTS.find((s) => s.id === params.sort)!.short;
  return (
    <EbayRoot app={app}>
      <div class="ebay-searchtop">
        <IconButton path={mdiArrowLeft} label="Back" testId="ebay-results-back" onClick={app.pop} />
        <div class="ebay-searchbox grow mg-clickable" data-testid="ebay-results-query" onClick={() => app.push("searchInput", { q: params.query, category: params.category })}>
          <Icon path={mdiMagnify} size={20} />
          <span>{params.query || (params.category ? categoryName(params.category) : "Search for anything")}</span>
        </div>
        <IconButton path={mdiCartOutline} label="Cart" testId="ebay-results-cart" onClick={() => app.push("cart")} />
      </div>
      <div class="ebay-toolbar">
        <button class="ebay-pill" data-testid="ebay-sort" onClick={() => app.openOverlay("sheet", "sort")}>
          <Icon path={mdiSortVariant} size={18} /> Sort: {sortLabel}
        </button>
        <button class={`ebay-pill ${nFilters ? "on" : ""}`} data-testid="ebay-filter" onClick={() => app.push("filters")}>
          <Icon path={mdiFilterVariant} size={18} /> Filter{nFilters ? ` (${nFilters})` : ""}
        </button>
      </div>
      <div class="ebay-count" data-testid="ebay-result-count">{hits.length.toLocaleString("en-US")} results</div>
      <div class="ebay-body">
        <ScrollView id="ebay-results">
          {hits.length === 0 && <Empty icon={mdiMagnify} text="No exact matches found" />}
          {shown.map((l) => (
            <ResultCard key={l.id} app={app} l={l} />
          ))}
          {shown === hits && hits.length > 0 && <div class="ebay-end">End of results</div>}
        </ScrollView>
      </div>
      {route.overlay?.name === "sort" && (
        <BottomSheet title="Sort" onDismiss={app.closeOverlay} testId="ebay-sort-sheet">
          {EBAY_SORTS.map((s) => (
            <ListItem
              key={s.id}
              testId={`ebay-sort-${s.id}`}
              title={s.label}
              trailing={s.id === params.sort ? <Icon path={mdiCheck} color="var(--primary)" /> : undefined}
              onClick={() => {
                app.closeOverlay();
                search(app, { ...params, sort: s.id as EbaySort });
              }}
            />
          ))}
        </BottomSheet>
      )}
    </EbayRoot>
  );
}

/** The filter page's draft (route data): what "Show results" searches for. */
interface Draft { category: string; brand: string; conditions: string[]; format: string; location: string; minText: string; maxText: string; freeShipping: boolean }

function draftOf(p: EbaySearchParams): Draft {
  return { category: p.category, brand: p.brand, conditions: [...p.conditions], format: p.format, location: p.location, minText: p.minPrice === null ? "" : String(p.minPrice), maxText: p.maxPrice === null ? "" : String(p.maxPrice), freeShipping: p.freeShipping };
}

function FilterSection({ title, children }: { title: string; children: preact.ComponentChildren }) {
  return (
    <section class="ebay-filter-section">
      <div class="ebay-filter-title">{title}</div>
      {children}
    </section>
  );
}

export function FiltersScreen({ route, app }: ScreenProps<EbayState>) {
  const base = paramsOf(app.state.search);
  const draft: Draft = { ...draftOf(base), ...((route.data.draft as unknown as Draft | undefined) ?? {}) };
  const set = (patch: Partial<Draft>) => app.setData({ draft: { ...draft, ...patch } as unknown as Json });
  const params: EbaySearchParams = {
    ...base,
    category: draft.category,
    brand: draft.brand,
    conditions: draft.conditions as EbaySearchParams["conditions"],
    format: draft.format,
    location: draft.location,
    minPrice: parsePrice(draft.minText),
    maxPrice: parsePrice(draft.maxText),
    freeShipping: draft.freeShipping,
  };
  const count = searchListings(params).length;
  const brands = [...new Set((draft.category ? EBAY_CATEGORIES.filter((c) => c.id === draft.category) : EBAY_CATEGORIES).flatMap((c) => c.brands))].sort();
  const one = (value: string, current: string) => (current === value ? "" : value);
  return (
    <EbayRoot app={app}>
      <div class="ebay-searchtop">
        <IconButton path={mdiClose} label="Close" testId="ebay-filters-close" onClick={app.pop} />
        <h1 class="ebay-title grow">Filter</h1>
        <Button variant="text" testId="ebay-filters-reset" onClick={() => app.setData({ draft: draftOf({ ...EMPTY_SEARCH }) as unknown as Json })}>
          Reset
        </Button>
      </div>
      <div class="ebay-body">
        <ScrollView id="ebay-filters">
          <FilterSection title="Buying format">
            <Chips options={["All", ...EBAY_FORMATS]} selected={[draft.format || "All"]} onSelect={(o) => set({ format: o === "All" ? "" : o })} testId="ebay-filter-format" />
          </FilterSection>
          <FilterSection title="Condition">
            <Chips options={EBAY_CONDITIONS} selected={draft.conditions} onSelect={(o) => set({ conditions: draft.conditions.includes(o) ? draft.conditions.filter((c) => c !== o) : [...draft.conditions, o] })} testId="ebay-filter-condition" />
          </FilterSection>
          <FilterSection title="Item location">
            <Chips options={["Any", ...EBAY_REGIONS]} selected={[draft.location || "Any"]} onSelect={(o) => set({ location: o === "Any" ? "" : o })} testId="ebay-filter-location" />
          </FilterSection>
          <FilterSection title="Price">
            <div class="ebay-price-row">
              <TextField id="ebay.minPrice" label="Min ¥" value={draft.minText} onChange={(v) => set({ minText: v })} />
              <span>to</span>
              <TextField id="ebay.maxPrice" label="Max ¥" value={draft.maxText} onChange={(v) => set({ maxText: v })} />
            </div>
          </FilterSection>
          <FilterSection title="Shipping">
            <div class="ebay-switch-row">
              <span>Free shipping</span>
              <Switch checked={draft.freeShipping} onChange={(v) => set({ freeShipping: v })} testId="ebay-filter-freeship" label="Free shipping" />
            </div>
          </FilterSection>
          <FilterSection title="Category">
            <div class="mg-chips">
              {EBAY_CATEGORIES.map((c) => (
                <button key={c.id} class={`mg-chip ${draft.category === c.id ? "selected" : ""}`} data-testid={`ebay-filter-category-${c.id}`} onClick={() => set({ category: one(c.id, draft.category), brand: "" })}>
                  {c.name}
                </button>
              ))}
            </div>
          </FilterSection>
          <FilterSection title="Brand">
            <Chips options={brands} selected={[draft.brand]} onSelect={(o) => set({ brand: one(o, draft.brand) })} testId="ebay-filter-brand" />
          </FilterSection>
          <div class="ebay-end" />
        </ScrollView>
      </div>
      <div class="ebay-apply">
        <Button
          testId="ebay-filter-apply"
          onClick={() => {
            search(app, params);
            app.pop();
          }}
        >
          {`Show ${count.toLocaleString("en-US")} results`}
        </Button>
      </div>
    </EbayRoot>
  );
}

