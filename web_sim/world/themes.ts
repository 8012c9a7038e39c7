/**
 * World data of the looks a phone can wear: wallpapers, home-screen widgets and the themes that
 * bundle them (catalog §6.15 ThemeStore, §7 Launcher). The launcher draws a wallpaper and its
 * widgets from here without opening the theme store, so this module is small and part of the
 * main chunk; the store's own screens (lists, details, search) load with its app. Python reads the
 * same rows as `world.theme_*`. Every picture is drawn by us: wallpapers are layered CSS
 * gradients, widgets are drawn by os/widgets.tsx from a kind and a palette.
 */

export interface Wallpaper {
  id: string;
  name: string;
  designer: string;
  category: "Nature" | "Abstract" | "City" | "Minimal" | "Art";
  /** A CSS `background` value: gradients only (no images, see web_sim/tests/drawing.test.ts). */
  background: string;
  downloads: number;
}

/** What a widget shows: the simulated time (digital or analog), the date, or a theme's art with the time. */
export type WidgetKind = "digital" | "analog" | "calendar" | "tangerine";

export interface WidgetSpec {
  id: string;
  name: string;
  kind: WidgetKind;
  /** Height in grid rows; every widget is the grid's full width (4 columns). */
  rows: 1 | 2;
  palette: { bg: string; fg: string; accent: string };
  /** The theme it belongs to, or null for the system's own widgets (offered on the home screen). */
  theme: string | null;
  designer: string;
  downloads: number;
}

export interface Theme {
  id: string;
  name: string;
  designer: string;
  description: string;
  wallpaper: string;
  widgets: string[];
  accent: string;
  rating: number;
  downloads: number;
}

/** The designer of the phone's own wallpapers and widgets (the rest are the theme store's). */
export const SYSTEM = "System";

export const WALLPAPERS: Wallpaper[] = [
  { id: "dawn", name: "Dawn", designer: SYSTEM, category: "Minimal", background: "linear-gradient(160deg, #3a4f8c 0%, #7b6bb0 45%, #e59a8a 100%)", downloads: 0 },
  { id: "ocean", name: "Ocean", designer: SYSTEM, category: "Nature", background: "linear-gradient(170deg, #0f3b5f 0%, #1f7a8c 55%, #9fd8cb 100%)", downloads: 0 },
  { id: "forest", name: "Forest", designer: SYSTEM, category: "Nature", background: "linear-gradient(165deg, #1d3b2a 0%, #3f6e4a 50%, #b5c99a 100%)", downloads: 0 },
  { id: "night", name: "Night", designer: SYSTEM, category: "Minimal", background: "linear-gradient(180deg, #0b0f1f 0%, #1b2340 60%, #39306b 100%)", downloads: 0 },
  {
    id: "tangerine_grove",
    name: "Tangerine Grove",
    designer: "Studio Juzi",
    category: "Art",
    background: "radial-gradient(circle at 72% 22%, #ffd27a 0 9%, transparent 10%), radial-gradient(circle at 30% 78%, #f08a24 0 14%, transparent 15%), radial-gradient(circle at 78% 70%, #f7a440 0 10%, transparent 11%), linear-gradient(170deg, #2f6b3a 0%, #5f9a45 50%, #f3c86b 100%)",
    downloads: 412_800,
  },
  {
    id: "tangerine_dream",
    name: "Tangerine Dream",
    designer: "Mori Lab",
    category: "Abstract",
    background: "radial-gradient(circle at 20% 25%, #ffb347 0 18%, transparent 40%), radial-gradient(circle at 85% 80%, #ff6f3c 0 15%, transparent 45%), linear-gradient(200deg, #ffe3b3 0%, #ff9f5a 60%, #d9534f 100%)",
    downloads: 268_300,
  },
  {
    id: "ink_mountains",
    name: "Ink Mountains",
    designer: "Qing Atelier",
    category: "Art",
    background: "linear-gradient(168deg, transparent 55%, #2e3a3f 55.5% 62%, transparent 62.5%), linear-gradient(192deg, transparent 60%, #4b5a5f 60.5% 70%, transparent 70.5%), linear-gradient(180deg, #eef0ea 0%, #c9d0c8 55%, #7d8b86 100%)",
    downloads: 198_450,
  },
  {
    id: "sakura",
    name: "Sakura Breeze",
    designer: "Hana Design",
    category: "Nature",
    background: "radial-gradient(circle at 25% 30%, #ffd1dc 0 6%, transparent 7%), radial-gradient(circle at 70% 45%, #ffc0cf 0 5%, transparent 6%), radial-gradient(circle at 40% 70%, #ffdbe4 0 7%, transparent 8%), linear-gradient(180deg, #9fc7e8 0%, #f6d5e0 70%, #f9e7ee 100%)",
    downloads: 356_020,
  },
  {
    id: "neon_city",
    name: "Neon City",
    designer: "Pixel Harbor",
    category: "City",
    background: "linear-gradient(180deg, transparent 62%, #10101c 62% 100%), repeating-linear-gradient(90deg, #1d1840 0 22px, #2a2160 22px 30px), linear-gradient(180deg, #ff3cac 0%, #784ba0 45%, #2b86c5 100%)",
    downloads: 301_770,
  },
  {
    id: "mint_waves",
    name: "Mint Waves",
    designer: "Calm Studio",
    category: "Minimal",
    background: "repeating-radial-gradient(circle at 50% 120%, #b8f0d8 0 18px, #9fe3c6 18px 36px), linear-gradient(180deg, #e9fbf3, #9fe3c6)",
    downloads: 154_900,
  },
  {
    id: "starry_night",
    name: "Starry Night",
    designer: "Nova Works",
    category: "Nature",
    background: "radial-gradient(circle at 20% 15%, #fff 0 0.6%, transparent 0.8%), radial-gradient(circle at 65% 25%, #fff 0 0.5%, transparent 0.7%), radial-gradient(circle at 80% 10%, #fff 0 0.7%, transparent 0.9%), radial-gradient(circle at 40% 40%, #fff 0 0.4%, transparent 0.6%), linear-gradient(180deg, #050a24 0%, #17245a 60%, #3c3f8f 100%)",
    downloads: 389_560,
  },
  {
    id: "autumn_maple",
    name: "Autumn Maple",
    designer: "Hana Design",
    category: "Nature",
    background: "radial-gradient(circle at 30% 20%, #e85d2a 0 8%, transparent 9%), radial-gradient(circle at 75% 35%, #c73e1d 0 6%, transparent 7%), linear-gradient(175deg, #f6c177 0%, #d9822b 55%, #7a2e12 100%)",
    downloads: 176_340,
  },
  {
    id: "desert_dune",
    name: "Desert Dune",
    designer: "Mori Lab",
    category: "Nature",
    background: "linear-gradient(160deg, transparent 58%, #c98b4f 58.5% 100%), linear-gradient(200deg, transparent 66%, #a86a36 66.5% 100%), linear-gradient(180deg, #f9d9a8 0%, #efb97a 100%)",
    downloads: 121_880,
  },
  {
    id: "paper_cranes",
    name: "Paper Cranes",
    designer: "Qing Atelier",
    category: "Art",
    background: "conic-gradient(from 200deg at 30% 40%, #f4efe6 0 40deg, transparent 40deg), conic-gradient(from 20deg at 70% 65%, #e7ded0 0 40deg, transparent 40deg), linear-gradient(180deg, #8fb3c9 0%, #d7e3ea 100%)",
    downloads: 98_210,
  },
  {
    id: "aurora",
    name: "Aurora",
    designer: "Nova Works",
    category: "Nature",
    background: "radial-gradient(ellipse at 30% 30%, rgba(80, 255, 170, 0.7) 0%, transparent 45%), radial-gradient(ellipse at 70% 20%, rgba(120, 140, 255, 0.6) 0%, transparent 40%), linear-gradient(180deg, #021326 0%, #0b2e4f 100%)",
    downloads: 287_640,
  },
  {
    id: "citrus_pop",
    name: "Citrus Pop",
    designer: "Pixel Harbor",
    category: "Abstract",
    background: "radial-gradient(circle at 50% 50%, #fff3b0 0 12%, #ffd23f 12% 24%, #ff9f1c 24% 36%, #ff6b35 36% 48%, #2ec4b6 48% 100%)",
    downloads: 143_090,
  },
  {
    id: "golden_hour",
    name: "Golden Hour",
    designer: "Calm Studio",
    category: "City",
    background: "linear-gradient(180deg, transparent 70%, #3b2b3a 70% 100%), linear-gradient(180deg, #ffb56b 0%, #f77f5c 45%, #7b4b94 100%)",
    downloads: 205_330,
  },
];

export const WIDGETS: WidgetSpec[] = [
  { id: "clock", name: "Clock", kind: "digital", rows: 2, palette: { bg: "rgba(255, 255, 255, 0.18)", fg: "#ffffff", accent: "#ffffff" }, theme: null, designer: SYSTEM, downloads: 0 },
  { id: "analog_clock", name: "Analog clock", kind: "analog", rows: 2, palette: { bg: "rgba(255, 255, 255, 0.9)", fg: "#1c1b1f", accent: "#d93025" }, theme: null, designer: SYSTEM, downloads: 0 },
  { id: "calendar", name: "Calendar", kind: "calendar", rows: 1, palette: { bg: "rgba(255, 255, 255, 0.9)", fg: "#1c1b1f", accent: "#1a73e8" }, theme: null, designer: SYSTEM, downloads: 0 },
  { id: "tangerine_grove", name: "Tangerine Grove", kind: "tangerine", rows: 2, palette: { bg: "#fff4df", fg: "#5a3410", accent: "#f08a24" }, theme: "tangerine_grove", designer: "Studio Juzi", downloads: 236_400 },
  { id: "ink_clock", name: "Ink Mountains clock", kind: "analog", rows: 2, palette: { bg: "#eef0ea", fg: "#2e3a3f", accent: "#8b2e2e" }, theme: "ink_mountains", designer: "Qing Atelier", downloads: 88_120 },
  { id: "sakura_calendar", name: "Sakura calendar", kind: "calendar", rows: 1, palette: { bg: "#fde4ec", fg: "#6b2b3d", accent: "#e75480" }, theme: "sakura", designer: "Hana Design", downloads: 131_770 },
  { id: "neon_clock", name: "Neon City clock", kind: "digital", rows: 2, palette: { bg: "#1d1840", fg: "#ff3cac", accent: "#2b86c5" }, theme: "neon_city", designer: "Pixel Harbor", downloads: 152_600 },
  { id: "starry_clock", name: "Starry Night clock", kind: "digital", rows: 2, palette: { bg: "#17245a", fg: "#f5f3ff", accent: "#ffd166" }, theme: "starry_night", designer: "Nova Works", downloads: 174_980 },
  { id: "maple_calendar", name: "Autumn Maple calendar", kind: "calendar", rows: 1, palette: { bg: "#f6c177", fg: "#5b1f0b", accent: "#c73e1d" }, theme: "autumn_maple", designer: "Hana Design", downloads: 67_450 },
  { id: "citrus_clock", name: "Citrus Pop clock", kind: "digital", rows: 2, palette: { bg: "#ffd23f", fg: "#5a2a00", accent: "#ff6b35" }, theme: null, designer: "Pixel Harbor", downloads: 94_310 },
];

export const THEMES: Theme[] = [
  { id: "tangerine_grove", name: "Tangerine Grove", designer: "Studio Juzi", description: "Sun-warmed tangerines on green boughs: a wish of good luck on every screen.", wallpaper: "tangerine_grove", widgets: ["tangerine_grove"], accent: "#f08a24", rating: 4.8, downloads: 512_300 },
  { id: "ink_mountains", name: "Ink Mountains", designer: "Qing Atelier", description: "Misty peaks in washes of ink, with a clock of brush strokes.", wallpaper: "ink_mountains", widgets: ["ink_clock"], accent: "#2e3a3f", rating: 4.7, downloads: 233_100 },
  { id: "sakura", name: "Sakura Breeze", designer: "Hana Design", description: "Cherry blossoms drifting over a spring sky.", wallpaper: "sakura", widgets: ["sakura_calendar"], accent: "#e75480", rating: 4.6, downloads: 401_880 },
  { id: "neon_city", name: "Neon City", designer: "Pixel Harbor", description: "A skyline that never sleeps, in pink and blue neon.", wallpaper: "neon_city", widgets: ["neon_clock"], accent: "#ff3cac", rating: 4.5, downloads: 344_020 },
  { id: "starry_night", name: "Starry Night", designer: "Nova Works", description: "A deep sky full of stars for quiet evenings.", wallpaper: "starry_night", widgets: ["starry_clock"], accent: "#ffd166", rating: 4.8, downloads: 455_760 },
  { id: "autumn_maple", name: "Autumn Maple", designer: "Hana Design", description: "Red and gold maple leaves, and a calendar to match.", wallpaper: "autumn_maple", widgets: ["maple_calendar"], accent: "#c73e1d", rating: 4.4, downloads: 190_530 },
  { id: "mint_fresh", name: "Mint Fresh", designer: "Calm Studio", description: "Soft mint ripples: calm, clean, uncluttered.", wallpaper: "mint_waves", widgets: [], accent: "#2a9d8f", rating: 4.3, downloads: 162_410 },
];

/** The system's own widgets: the home screen's widget picker offers these; the rest come from the theme store. */
export const SYSTEM_WIDGETS: WidgetSpec[] = WIDGETS.filter((w) => w.designer === SYSTEM);
export const STORE_WIDGETS: WidgetSpec[] = WIDGETS.filter((w) => w.designer !== SYSTEM);
export const SYSTEM_WALLPAPERS: Wallpaper[] = WALLPAPERS.filter((w) => w.designer === SYSTEM);
export const STORE_WALLPAPERS: Wallpaper[] = WALLPAPERS.filter((w) => w.designer !== SYSTEM);

const WALLPAPER_BY_ID = new Map(WALLPAPERS.map((w) => [w.id, w]));
const WIDGET_BY_ID = new Map(WIDGETS.map((w) => [w.id, w]));

export function findWallpaper(id: string): Wallpaper | undefined {
  return WALLPAPER_BY_ID.get(id);
}

export function findWidget(id: string): WidgetSpec | undefined {
  return WIDGET_BY_ID.get(id);
}
