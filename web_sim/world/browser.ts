/**
 * The Browser's offline web: a few made-up sites (a news site, a recipe site, a shop's help
 * pages, a city transport timetable), hand-written here and rendered by the Browser from its own
 * chunk, never fetched. Python reads the same pages (`browser_pages`) and the facts its
 * templates ask about (`browser_recipes`, `browser_articles`, `browser_timetable`) from the
 * build's phone.json.
 */

/** One block of a page: a heading, a paragraph, a link to another page, a list or a table. */
export type WebBlock =
  | { kind: "h"; text: string }
  | { kind: "p"; text: string }
  | { kind: "link"; text: string; url: string }
  | { kind: "list"; items: string[] }
  | { kind: "table"; head: string[]; rows: string[][] };

export interface WebPage { url: string; site: string; title: string; blocks: WebBlock[] }

/** The Browser's home page shortcuts: a site's name and its front page. */
export const BROWSER_SHORTCUTS: Array<{ name: string; url: string }> = [
  { name: "Harbor Daily", url: "https://harbordaily.news/" },
  { name: "Panfresh", url: "https://panfresh.recipes/" },
  { name: "Luma Help", url: "https://help.lumashop.com/" },
  { name: "River Transit", url: "https://transit.rivercity.gov/" },
];

const NEWS = "Harbor Daily";
const RECIPES = "Panfresh";
const SHOP = "Luma Help";
const TRANSIT = "River Transit";

/** A news article: its page and the facts a template may ask. */
export interface ArticleFact { id: string; url: string; headline: string; date: string }

export const BROWSER_ARTICLES: ArticleFact[] = [
  { id: "a1", url: "https://harbordaily.news/2026/05/night-market-reopens", headline: "Riverside night market reopens with 80 stalls", date: "2026-05-13" },
  { id: "a2", url: "https://harbordaily.news/2026/05/library-extends-hours", headline: "City library extends weekend opening hours", date: "2026-05-12" },
  { id: "a3", url: "https://harbordaily.news/2026/05/marathon-road-closures", headline: "Road closures announced for Sunday's half marathon", date: "2026-05-11" },
  { id: "a4", url: "https://harbordaily.news/2026/05/ferry-line-trial", headline: "New harbor ferry line starts a summer trial", date: "2026-05-10" },
];

const ARTICLE_BODY: Record<string, string[]> = {
  a1: [
    "The riverside night market opens again this Friday after a two-month renovation, now with 80 stalls under a new canopy.",
    "Stalls open from 18:00 to 23:30 every Friday and Saturday. The market office asks visitors to come by metro: Riverside station is a two-minute walk away.",
  ],
  a2: [
    "From June, the central library stays open until 21:00 on Saturdays and Sundays, three hours later than today.",
    "The reading rooms on the third floor get 60 new seats, and the self-service lockers are free for members.",
  ],
  a3: [
    "Harbor Road and East Bridge close to traffic from 06:00 to 12:30 on Sunday for the city half marathon.",
    "Bus routes 30 and 42 take a detour along Park Avenue during the closure; metro lines run as usual from 06:00.",
  ],
  a4: [
    "A new ferry line between Pier 3 and Lantern Island starts a summer trial on 1 June, with a boat every 40 minutes.",
    "A single ticket costs ¥12; transit cards are accepted on board.",
  ],
};

/** A recipe page's facts: the dish, its total time in minutes and how many it serves. */
export interface RecipeFact { id: string; url: string; title: string; totalMin: number; serves: number }

export const BROWSER_RECIPES: RecipeFact[] = [
  { id: "r1", url: "https://panfresh.recipes/tomato-egg-noodles", title: "Tomato egg noodles", totalMin: 25, serves: 2 },
  { id: "r2", url: "https://panfresh.recipes/braised-pork-belly", title: "Braised pork belly", totalMin: 95, serves: 4 },
  { id: "r3", url: "https://panfresh.recipes/garlic-broccoli", title: "Garlic broccoli", totalMin: 15, serves: 3 },
  { id: "r4", url: "https://panfresh.recipes/mapo-tofu", title: "Mapo tofu", totalMin: 35, serves: 3 },
  { id: "r5", url: "https://panfresh.recipes/scallion-pancakes", title: "Scallion pancakes", totalMin: 50, serves: 5 },
];

const RECIPE_STEPS: Record<string, { ingredients: string[]; steps: string[] }> = {
  r1: { ingredients: ["200 g wheat noodles", "2 tomatoes", "2 eggs", "1 spring onion", "Salt and sugar"], steps: ["Scramble the eggs and set them aside.", "Cook the tomatoes until soft, add the eggs back.", "Boil the noodles and pour the sauce over them."] },
  r2: { ingredients: ["600 g pork belly", "3 tbsp rock sugar", "2 tbsp light soy sauce", "1 tbsp dark soy sauce", "Ginger and star anise"], steps: ["Blanch the pork for 5 minutes.", "Melt the sugar, brown the pork in it.", "Add soy sauces, spices and water; simmer for 75 minutes."] },
  r3: { ingredients: ["1 head of broccoli", "4 cloves of garlic", "1 tbsp oyster sauce"], steps: ["Blanch the florets for 1 minute.", "Fry the garlic, add the broccoli and the oyster sauce."] },
  r4: { ingredients: ["400 g soft tofu", "100 g minced beef", "2 tbsp doubanjiang", "1 tsp Sichuan pepper"], steps: ["Cut the tofu into cubes and blanch it.", "Fry the beef with the doubanjiang.", "Simmer the tofu in the sauce, thicken, sprinkle the pepper."] },
  r5: { ingredients: ["300 g flour", "180 ml warm water", "4 spring onions", "Oil and salt"], steps: ["Knead the dough and let it rest for 30 minutes.", "Roll, oil, salt and scatter the spring onions; roll up and flatten.", "Pan-fry each pancake for 3 minutes a side."] },
};

/** A station's first and last train of one metro line, on weekdays ("HH:MM"). */
export interface TimetableFact { line: string; url: string; station: string; first: string; last: string }

const LINES: Array<{ line: string; slug: string; stations: string[]; firstStart: number; lastStart: number; gaps: number[] }> = [
  { line: "Line 1", slug: "line-1", stations: ["West Gate", "Old Town", "Riverside", "City Hall", "Harbor Road", "East Bridge", "Airport"], firstStart: 5 * 60 + 30, lastStart: 22 * 60 + 45, gaps: [3, 4, 2, 5, 3, 6] },
  { line: "Line 2", slug: "line-2", stations: ["North Park", "University", "Library", "City Hall", "Lantern Pier", "South Station"], firstStart: 5 * 60 + 50, lastStart: 23 * 60 + 5, gaps: [4, 3, 5, 2, 6] },
  { line: "Line 3", slug: "line-3", stations: ["Hill Gardens", "Stadium", "Riverside", "Market Street", "Tech Park"], firstStart: 6 * 60 + 10, lastStart: 22 * 60 + 20, gaps: [5, 4, 3, 7] },
];

const hhmm = (min: number) => `${String(Math.floor(min / 60) % 24).padStart(2, "0")}:${String(min % 60).padStart(2, "0")}`;

/** Every line's stations with their first and last weekday trains, from the line's first stop and the minutes between stops. */
export const BROWSER_TIMETABLE: TimetableFact[] = LINES.flatMap((l) => {
  let at = 0;
  return l.stations.map((station, i) => {
    if (i > 0) at += l.gaps[i - 1];
    return { line: l.line, url: `https://transit.rivercity.gov/metro/${l.slug}`, station, first: hhmm(l.firstStart + at), last: hhmm(l.lastStart + at) };
  });
});

const p = (text: string): WebBlock => ({ kind: "p", text });
const h = (text: string): WebBlock => ({ kind: "h", text });
const link = (text: string, url: string): WebBlock => ({ kind: "link", text, url });

const newsPages: WebPage[] = [
  {
    url: "https://harbordaily.news/", site: NEWS, title: "Harbor Daily: news of River City",
    blocks: [h("Latest news"), ...BROWSER_ARTICLES.map((a) => link(a.headline, a.url)), p("Harbor Daily is River City's independent newspaper since 1998.")],
  },
  ...BROWSER_ARTICLES.map((a): WebPage => ({
    url: a.url, site: NEWS, title: a.headline,
    blocks: [h(a.headline), p(`Published ${a.date} · City desk`), ...ARTICLE_BODY[a.id].map(p), link("More news from Harbor Daily", "https://harbordaily.news/")],
  })),
];

const recipePages: WebPage[] = [
  {
    url: "https://panfresh.recipes/", site: RECIPES, title: "Panfresh: home cooking recipes",
    blocks: [h("This week's recipes"), ...BROWSER_RECIPES.map((r) => link(r.title, r.url))],
  },
  ...BROWSER_RECIPES.map((r): WebPage => ({
    url: r.url, site: RECIPES, title: `${r.title} - Panfresh`,
    blocks: [
      h(r.title), p(`Total time: ${r.totalMin} min · Serves ${r.serves}`),
      h("Ingredients"), { kind: "list", items: RECIPE_STEPS[r.id].ingredients },
      h("Steps"), { kind: "list", items: RECIPE_STEPS[r.id].steps },
      link("All recipes", "https://panfresh.recipes/"),
    ],
  })),
];

const shopPages: WebPage[] = [
  {
    url: "https://help.lumashop.com/", site: SHOP, title: "Luma Shop Help Center",
    blocks: [h("How can we help?"), link("Returns and refunds", "https://help.lumashop.com/returns"), link("Shipping times and fees", "https://help.lumashop.com/shipping"), link("Warranty and repairs", "https://help.lumashop.com/warranty")],
  },
  {
    url: "https://help.lumashop.com/returns", site: SHOP, title: "Returns and refunds - Luma Help",
    blocks: [h("Returns and refunds"), p("You can return most items within 15 days of delivery, unused and in their original box."), p("Refunds reach your original payment method within 3 working days after we receive the item."), link("Back to the Help Center", "https://help.lumashop.com/")],
  },
  {
    url: "https://help.lumashop.com/shipping", site: SHOP, title: "Shipping times and fees - Luma Help",
    blocks: [h("Shipping times and fees"), { kind: "table", head: ["Service", "Time", "Fee"], rows: [["Standard", "3-5 days", "¥8"], ["Express", "1-2 days", "¥18"], ["Same day (River City)", "Same day", "¥25"]] }, p("Orders over ¥199 ship free with Standard."), link("Back to the Help Center", "https://help.lumashop.com/")],
  },
  {
    url: "https://help.lumashop.com/warranty", site: SHOP, title: "Warranty and repairs - Luma Help",
    blocks: [h("Warranty and repairs"), p("Electronics carry a 12-month warranty; small appliances carry 24 months."), p("Book a repair through the app or call the service line 400-820-5566."), link("Back to the Help Center", "https://help.lumashop.com/")],
  },
];

const transitPages: WebPage[] = [
  {
    url: "https://transit.rivercity.gov/", site: TRANSIT, title: "River City Transit",
    blocks: [h("Metro timetables"), ...LINES.map((l) => link(`${l.line} timetable`, `https://transit.rivercity.gov/metro/${l.slug}`)), p("Trains run every 4 to 8 minutes during the day. Weekend timetables start 30 minutes later.")],
  },
  ...LINES.map((l): WebPage => ({
    url: `https://transit.rivercity.gov/metro/${l.slug}`, site: TRANSIT, title: `${l.line} timetable - River City Transit`,
    blocks: [
      h(`${l.line}: ${l.stations[0]} - ${l.stations[l.stations.length - 1]}`), p("Weekday first and last trains, towards " + l.stations[l.stations.length - 1] + "."),
      { kind: "table", head: ["Station", "First train", "Last train"], rows: BROWSER_TIMETABLE.filter((t) => t.line === l.line).map((t) => [t.station, t.first, t.last]) },
      link("All timetables", "https://transit.rivercity.gov/"),
    ],
  })),
];

/** Every page of the offline web, by its address. */
export const BROWSER_PAGES: WebPage[] = [...newsPages, ...recipePages, ...shopPages, ...transitPages];
