import { describe, expect, it } from "vitest";
import { buildEbayListings, EBAY_CATEGORIES, EBAY_LISTINGS, EMPTY_SEARCH, searchListings } from "../world/ebay";
import { buildSearchFacts, EBAY_QUERY_FACTS, EBAY_SEARCH_FACTS } from "../world/ebayFacts";
import { activeFilters, addToCart, MAX_SEARCH_RECORDS, parsePrice, runSearch, toggleSaved } from "../src/apps/ebay/logic";
import { initialEbayState, type EbayState } from "../src/apps/ebay/state";

const initialEbay = (): EbayState => structuredClone(initialEbayState());

describe("ebay world", () => {
  it("is generated deterministically, with unique ids and totals = price + shipping", () => {
    expect(buildEbayListings()).toEqual(EBAY_LISTINGS);
    expect(new Set(EBAY_LISTINGS.map((l) => l.id)).size).toBe(EBAY_LISTINGS.length);
    expect(EBAY_LISTINGS.length).toBe(1200);
    for (const l of EBAY_LISTINGS) expect(l.total).toBeCloseTo(l.price + l.shipping, 6);
    expect(new Set(EBAY_LISTINGS.map((l) => l.category))).toEqual(new Set(EBAY_CATEGORIES.map((c) => c.id)));
  });

  it("has free shipping, auctions and every condition and region", () => {
    expect(EBAY_LISTINGS.some((l) => l.shipping === 0) && EBAY_LISTINGS.some((l) => l.shipping > 0)).toBe(true);
    expect(new Set(EBAY_LISTINGS.map((l) => l.format)).size).toBe(2);
    expect(new Set(EBAY_LISTINGS.map((l) => l.condition)).size).toBe(5);
    expect(new Set(EBAY_LISTINGS.map((l) => l.region)).size).toBe(4);
  });
});

describe("ebay search", () => {
  it("matches every query word and applies every filter", () => {
    const p = { ...EMPTY_SEARCH, query: "sony headphones", brand: "Sony", conditions: ["New" as const], location: "Europe", minPrice: 500, maxPrice: 1500, freeShipping: true, format: "Buy It Now" };
    const hits = searchListings(p);
    const byHand = EBAY_LISTINGS.filter((l) => l.category === "headphones" && l.brand === "Sony" && l.condition === "New" && l.region === "Europe" && l.price >= 500 && l.price <= 1500 && l.shipping === 0 && l.format === "Buy It Now");
    expect(hits.map((l) => l.id).sort()).toEqual(byHand.map((l) => l.id).sort());
    expect(searchListings({ ...EMPTY_SEARCH, query: "headphones" }).every((l) => l.category === "headphones")).toBe(true);
    expect(searchListings({ ...EMPTY_SEARCH, query: "zzz nothing" })).toEqual([]);
  });

  it("sorts by total, newest and ending", () => {
    const q = { ...EMPTY_SEARCH, query: "iphone" };
    const asc = searchListings({ ...q, sort: "price_asc" }).map((l) => l.total);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = searchListings({ ...q, sort: "price_desc" }).map((l) => l.total);
    expect(desc).toEqual([...asc].reverse());
    const newest = searchListings({ ...q, sort: "newest" }).map((l) => l.listedHoursAgo);
    expect(newest).toEqual([...newest].sort((a, b) => a - b));
  });

  it("exports the facts of the searches templates ask for, as the search computes them", () => {
    expect(buildSearchFacts()).toEqual(EBAY_SEARCH_FACTS);
    const f = EBAY_SEARCH_FACTS.find((x) => x.minPrice !== null)!;
    const hits = searchListings({ ...EMPTY_SEARCH, query: f.query, brand: f.brand, conditions: [f.condition], location: f.location, minPrice: f.minPrice, maxPrice: f.maxPrice, sort: "price_asc" });
    expect(f.count).toBe(hits.length);
    expect(f.cheapest.id).toBe(hits[0].id);
    expect(f.dearest.id).toBe(hits[hits.length - 1].id);
    for (const q of EBAY_QUERY_FACTS) expect(q.cheapestNew.id).toBe(searchListings({ ...EMPTY_SEARCH, query: q.query, conditions: ["New"], sort: "price_asc" })[0].id);
  }, 30_000); // a thousand searches: slow on a loaded machine
});

describe("ebay state", () => {
  it("records every executed search with its filters, sort and count, keeping the last 40", () => {
    const s = initialEbay();
    const hits = runSearch(s, { ...EMPTY_SEARCH, query: "  nike sneakers ", location: "Asia", sort: "price_asc" });
    expect(s.search).toMatchObject({ id: "s1", query: "nike sneakers", location: "Asia", sort: "price_asc", count: hits.length, firstTitle: hits[0].title, firstTotal: hits[0].total });
    expect(s.recentSearches).toEqual(["nike sneakers"]);
    for (let i = 0; i < 50; i++) runSearch(s, { ...EMPTY_SEARCH, query: "iphone" });
    expect(s.searches.length).toBe(MAX_SEARCH_RECORDS);
    expect(s.searches[s.searches.length - 1].id).toBe("s51");
    expect(s.recentSearches).toEqual(["iphone", "nike sneakers"]);
  });

  it("keeps cart quantities and the watchlist, parses typed prices and counts filters", () => {
    const s = initialEbay();
    addToCart(s, "phones-001");
    addToCart(s, "phones-001");
    expect(s.cart).toEqual([{ id: "phones-001", qty: 2 }]);
    toggleSaved(s, "phones-002");
    toggleSaved(s, "phones-003");
    expect(s.saved).toEqual(["phones-003", "phones-002"]);
    toggleSaved(s, "phones-003");
    expect(s.saved).toEqual(["phones-002"]);
    expect([parsePrice(""), parsePrice("1,200"), parsePrice("¥99.5"), parsePrice("abc"), parsePrice("1.234")]).toEqual([null, 1200, 99.5, null, null]);
    expect(activeFilters({ ...EMPTY_SEARCH, brand: "Sony", minPrice: 1, conditions: ["New"] })).toBe(3);
  });
});
