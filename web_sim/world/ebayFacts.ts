/**
 * What eBay's search (`searchListings` of web_sim/world/ebay.ts, the function the page runs)
 * returns for the searches the templates ask for: counts, cheapest and dearest totals, first
 * results by sort. Built at build time for Python (`world.ebay_search_facts`,
 * `world.ebay_query_facts`), never by a page: it runs a thousand searches.
 */
import { EBAY_CATEGORIES, EBAY_REGIONS, EBAY_SORTS, EMPTY_SEARCH, searchListings, type EbayCondition, type EbayListing, type EbayRegion, type EbaySearchParams, type EbaySort } from "./ebay";

/** A filtered search a template may ask for, with what `searchListings` returns for it. */
export interface EbaySearchFact {
  id: string;
  query: string;
  brand: string;
  category: string;
  condition: EbayCondition;
  location: EbayRegion;
  minPrice: number | null;
  maxPrice: number | null;
  count: number;
  cheapest: { id: string; title: string; total: number };
  dearest: { id: string; title: string; total: number };
}

const BANDS: Record<string, Array<[number, number]>> = {
  headphones: [[200, 800], [500, 1500], [1000, 2500]],
  sneakers: [[300, 800], [500, 1200], [800, 1800]],
  phones: [[1000, 4000], [3000, 7000]],
  laptops: [[2000, 6000], [5000, 12000]],
  cameras: [[1500, 6000], [5000, 12000]],
  watches: [[300, 1500], [1000, 4000]],
  kitchen: [[200, 1200], [1000, 3000]],
  jackets: [[200, 900], [600, 2000]],
};

/**
 * Every (category query, brand, condition, location) search, with and without a price band,
 * that has at least 2 results: the searches the templates draw, with counts and the cheapest
 * and dearest totals as the app computes them.
 */
export function buildSearchFacts(): EbaySearchFact[] {
  const out: EbaySearchFact[] = [];
  for (const c of EBAY_CATEGORIES) {
    const query = c.query;
    for (const brand of c.brands) {
      for (const condition of ["New", "Used"] as EbayCondition[]) {
        for (const location of EBAY_REGIONS) {
          for (const band of [null, ...BANDS[c.id]]) {
            const params: EbaySearchParams = { ...EMPTY_SEARCH, query: query === "" ? brand.toLowerCase() : query, brand, conditions: [condition], location, minPrice: band?.[0] ?? null, maxPrice: band?.[1] ?? null, sort: "price_asc" };
            const hits = searchListings(params);
            if (hits.length < 2) continue;
            const [lo, hi] = [hits[0], hits[hits.length - 1]];
            if (hits.length > 1 && hits[1].total === lo.total) continue;
            out.push({
              id: `${c.id}:${brand}:${condition}:${location}:${band ? band.join("-") : "any"}`,
              query: params.query, brand, category: c.id, condition, location, minPrice: params.minPrice, maxPrice: params.maxPrice, count: hits.length,
              cheapest: { id: lo.id, title: lo.title, total: lo.total },
              dearest: { id: hi.id, title: hi.title, total: hi.total },
            });
          }
        }
      }
    }
  }
  return out;
}

export const EBAY_SEARCH_FACTS: EbaySearchFact[] = buildSearchFacts();

type Top = { id: string; title: string; total: number; price: number; shipping: number };
/** Plain queries the templates search for: the first result under every sort, and the cheapest new listing (condition New, lowest total). */
export interface EbayQueryFact { query: string; count: number; first: Record<EbaySort, Top>; cheapestNew: Top }

function top(l: EbayListing): Top {
  return { id: l.id, title: l.title, total: l.total, price: l.price, shipping: l.shipping };
}

const PLAIN_QUERIES = ["sony headphones", "bose headphones", "airpods", "nike sneakers", "adidas samba", "new balance 550", "iphone", "galaxy s24", "pixel 8", "macbook air", "thinkpad", "canon camera", "fujifilm x100v", "garmin watch", "casio g-shock", "air fryer", "espresso machine", "north face jacket", "patagonia fleece"];

export function buildQueryFacts(): EbayQueryFact[] {
  return PLAIN_QUERIES.map((query) => {
    const first = Object.fromEntries(
      EBAY_SORTS.map((s) => {
        return [s.id, top(searchListings({ ...EMPTY_SEARCH, query, sort: s.id })[0])];
      }),
    ) as EbayQueryFact["first"];
    const cheapestNew = top(searchListings({ ...EMPTY_SEARCH, query, conditions: ["New"], sort: "price_asc" })[0]);
    return { query, count: searchListings({ ...EMPTY_SEARCH, query }).length, first, cheapestNew };
  });
}

export const EBAY_QUERY_FACTS: EbayQueryFact[] = buildQueryFacts();
