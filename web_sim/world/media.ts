/**
 * World data of the media provider: the phone's photos, hand-written so every image-understanding
 * question has one true answer in the photo's `scene`. Capture times are given as (days before
 * the fresh clock's local day, local time) and resolved against the episode start, so the photos
 * are always in the past and group into the same days.
 */
import type { AlbumId, FridgeItem, Photo, Scene } from "../src/os/media/types";
import { DEFAULT_START_MS, DEFAULT_TZ_OFFSET_MIN } from "./device";

const DAY = 86_400_000;

interface Spec {
  id: string;
  album: AlbumId;
  daysAgo: number;
  /** Local "HH:MM:SS". */
  at: string;
  place: string;
  caption: string;
  scene: Scene;
  favorite?: boolean;
  /** "landscape" 4:3, "portrait" 3:4, "screen" phone screenshot, "square". */
  shape?: "landscape" | "portrait" | "screen" | "square";
  /** File name for downloads (camera, screenshots and WeChat names are derived). */
  file?: string;
}

const item = (name: string, container: FridgeItem["container"], opened: boolean, color: string): FridgeItem => ({ name, container, opened, color });

const SPECS: Spec[] = [
  // ---- Scenic trips: water scenery (lake, sea, river) ----
  { id: "p01", album: "camera", daysAgo: 12, at: "10:12:08", place: "West Lake, Hangzhou", caption: "West Lake with Leifeng Pagoda on the far shore", scene: { kind: "landscape", sky: "clear", terrain: "hills", water: "lake", landmark: "pagoda", seed: 11 } },
  { id: "p02", album: "camera", daysAgo: 24, at: "16:30:41", place: "Sanya Bay, Sanya", caption: "Sea and beach at Sanya Bay", scene: { kind: "landscape", sky: "clear", terrain: "plain", water: "sea", landmark: "none", seed: 23 } },
  { id: "p03", album: "camera", daysAgo: 17, at: "09:40:15", place: "Li River, Guilin", caption: "A bamboo raft on the Li River between karst peaks", scene: { kind: "landscape", sky: "overcast", terrain: "karst", water: "river", landmark: "boat", seed: 37 } },
  { id: "p04", album: "camera", daysAgo: 30, at: "12:05:52", place: "Qinghai Lake, Xining", caption: "Qinghai Lake under a clear sky", scene: { kind: "landscape", sky: "clear", terrain: "plain", water: "lake", landmark: "none", seed: 41 } },
  { id: "p05", album: "camera", daysAgo: 5, at: "18:45:03", place: "Erhai Lake, Dali", caption: "Sunset over Erhai Lake below the Cangshan mountains", scene: { kind: "landscape", sky: "sunset", terrain: "mountains", water: "lake", landmark: "none", seed: 53 } },
  // ---- Scenic trips without water ----
  { id: "p06", album: "camera", daysAgo: 11, at: "17:55:20", place: "The Bund, Shanghai", caption: "Historic buildings along the Bund at sunset", scene: { kind: "landscape", sky: "sunset", terrain: "city", water: "none", landmark: "bund", seed: 61 } },
  { id: "p07", album: "camera", daysAgo: 28, at: "08:20:37", place: "Mingsha Dunes, Dunhuang", caption: "Sand dunes in the desert", scene: { kind: "landscape", sky: "clear", terrain: "desert", water: "none", landmark: "none", seed: 71 } },
  { id: "p08", album: "camera", daysAgo: 16, at: "14:02:11", place: "Zhangjiajie Forest Park", caption: "Dense forest and stone pillars", scene: { kind: "landscape", sky: "overcast", terrain: "forest", water: "none", landmark: "none", seed: 83 } },
  { id: "p09", album: "camera", daysAgo: 3, at: "11:20:46", place: "Badaling Great Wall, Beijing", caption: "The Great Wall over the mountains", scene: { kind: "landscape", sky: "clear", terrain: "mountains", water: "none", landmark: "great_wall", seed: 97 } },
  { id: "p10", album: "camera", daysAgo: 11, at: "20:31:09", place: "Lujiazui, Shanghai", caption: "Oriental Pearl TV Tower and skyscrapers at night", scene: { kind: "landscape", sky: "night", terrain: "city", water: "none", landmark: "tv_tower", seed: 101 } },
  { id: "p11", album: "camera", daysAgo: 8, at: "15:12:30", place: "The Palace Museum, Beijing", caption: "A hall of the Forbidden City", scene: { kind: "landscape", sky: "clear", terrain: "plain", water: "none", landmark: "palace", seed: 113 } },
  // ---- Fridge ----
  {
    id: "p12", album: "camera", daysAgo: 0, at: "07:50:12", place: "Home", caption: "Fridge, upper shelves", shape: "portrait",
    scene: { kind: "fridge", shelves: [
      [item("Milk", "carton", true, "#4a90d9"), item("Strawberry jam", "jar", false, "#c62839"), item("Yogurt", "tub", false, "#8e6bbf")],
      [item("Cheesecake", "cake", true, "#f2c14e"), item("Eggs", "box", false, "#d9a441"), item("Orange juice", "bottle", true, "#f28c28")],
    ] },
  },
  {
    id: "p13", album: "camera", daysAgo: 0, at: "07:50:40", place: "Home", caption: "Fridge, lower shelves", shape: "portrait",
    scene: { kind: "fridge", shelves: [
      [item("Pickles", "jar", true, "#6b8e23"), item("Butter", "box", false, "#e8c547"), item("Cola", "can", false, "#c0392b")],
      [item("Sliced ham", "bag", true, "#e07a8a"), item("Tofu", "tub", false, "#9fb7c9"), item("Chocolate", "bag", false, "#6d4c41")],
    ] },
  },
  // ---- Restaurant menu ----
  {
    id: "p14", album: "camera", daysAgo: 1, at: "19:05:27", place: "Sichuan Garden, Chaoyang, Beijing", caption: "Menu of Sichuan Garden (chili marks = spicy)", shape: "portrait",
    scene: { kind: "menu", restaurant: "Sichuan Garden", sections: [
      { title: "Cold dishes", dishes: [
        { name: "Smashed Cucumber", price: 18, spicy: 1 },
        { name: "Mouthwatering Chicken", price: 42, spicy: 3 },
        { name: "Century Egg Tofu", price: 22, spicy: 0 },
      ] },
      { title: "Hot dishes", dishes: [
        { name: "Kung Pao Chicken", price: 48, spicy: 2 },
        { name: "Mapo Tofu", price: 32, spicy: 3 },
        { name: "Steamed Sea Bass", price: 88, spicy: 0 },
        { name: "Twice-Cooked Pork", price: 52, spicy: 2 },
        { name: "Tomato and Egg Stir-fry", price: 28, spicy: 0 },
        { name: "Dry-Fried Green Beans", price: 30, spicy: 1 },
      ] },
      { title: "Soups and staples", dishes: [
        { name: "Corn and Pork Rib Soup", price: 46, spicy: 0 },
        { name: "Dan Dan Noodles", price: 22, spicy: 2 },
        { name: "Egg Fried Rice", price: 20, spicy: 0 },
      ] },
    ] },
  },
  // ---- Work-order site photos (tag on the equipment: OPEN / COMPLETED / CANCELLED) ----
  // Building A: open WO-3101, WO-3103; completed WO-3102 (photographed twice), WO-3104; cancelled WO-3105.
  // Building B: open WO-3202 (photographed twice); completed WO-3201; cancelled WO-3203.
  { id: "p15", album: "camera", daysAgo: 3, at: "09:14:05", place: "Building A, Tech Park", caption: "Site photo of work order WO-3101", scene: { kind: "workorder", orderNo: "WO-3101", site: "Building A", equipment: "valve", issue: "Leaking valve", status: "open" } },
  { id: "p16", album: "camera", daysAgo: 3, at: "09:31:44", place: "Building A, Tech Park", caption: "Site photo of work order WO-3102", scene: { kind: "workorder", orderNo: "WO-3102", site: "Building A", equipment: "cabinet", issue: "Tripped breaker", status: "completed" } },
  { id: "p17", album: "camera", daysAgo: 2, at: "10:02:19", place: "Building A, Tech Park", caption: "Site photo of work order WO-3103", scene: { kind: "workorder", orderNo: "WO-3103", site: "Building A", equipment: "light", issue: "Flickering light", status: "open" } },
  { id: "p18", album: "camera", daysAgo: 2, at: "10:40:58", place: "Building A, Tech Park", caption: "Site photo of work order WO-3104", scene: { kind: "workorder", orderNo: "WO-3104", site: "Building A", equipment: "duct", issue: "Noisy air duct", status: "completed" } },
  { id: "p36", album: "camera", daysAgo: 2, at: "11:05:31", place: "Building A, Tech Park", caption: "Site photo of work order WO-3102", scene: { kind: "workorder", orderNo: "WO-3102", site: "Building A", equipment: "cabinet", issue: "Tripped breaker", status: "completed" } },
  { id: "p37", album: "camera", daysAgo: 2, at: "11:20:12", place: "Building A, Tech Park", caption: "Site photo of work order WO-3105", scene: { kind: "workorder", orderNo: "WO-3105", site: "Building A", equipment: "valve", issue: "Valve check", status: "cancelled" } },
  { id: "p19", album: "camera", daysAgo: 2, at: "14:22:33", place: "Building B, Tech Park", caption: "Site photo of work order WO-3201", scene: { kind: "workorder", orderNo: "WO-3201", site: "Building B", equipment: "valve", issue: "Stuck valve", status: "completed" } },
  { id: "p20", album: "camera", daysAgo: 1, at: "15:08:10", place: "Building B, Tech Park", caption: "Site photo of work order WO-3202", scene: { kind: "workorder", orderNo: "WO-3202", site: "Building B", equipment: "cabinet", issue: "Burnt fuse", status: "open" } },
  { id: "p21", album: "camera", daysAgo: 1, at: "15:36:57", place: "Building B, Tech Park", caption: "Site photo of work order WO-3203", scene: { kind: "workorder", orderNo: "WO-3203", site: "Building B", equipment: "light", issue: "Broken lamp", status: "cancelled" } },
  { id: "p38", album: "camera", daysAgo: 1, at: "16:02:44", place: "Building B, Tech Park", caption: "Site photo of work order WO-3202", scene: { kind: "workorder", orderNo: "WO-3202", site: "Building B", equipment: "cabinet", issue: "Burnt fuse", status: "open" } },
  // ---- Receipts ----
  { id: "p22", album: "downloads", daysAgo: 4, at: "19:42:00", place: "", caption: "Taxi receipt, 46.50", shape: "portrait", file: "taxi_receipt_0510.jpg", scene: { kind: "receipt", merchant: "DiDi Taxi", category: "taxi", printed: "2026-05-10 19:40", items: [{ name: "Fare 18.2 km", amount: 42.5 }, { name: "Toll", amount: 4 }], total: 46.5 } },
  { id: "p23", album: "wechat", daysAgo: 6, at: "13:15:22", place: "", caption: "Restaurant receipt, 128.00", shape: "portrait", scene: { kind: "receipt", merchant: "Lao Wang Noodle House", category: "meal", printed: "2026-05-08 13:12", items: [{ name: "Beef noodles x2", amount: 56 }, { name: "Dumplings x2", amount: 48 }, { name: "Drinks", amount: 24 }], total: 128 } },
  { id: "p24", album: "wechat", daysAgo: 7, at: "09:03:48", place: "", caption: "Hotel receipt, 560.00", shape: "portrait", scene: { kind: "receipt", merchant: "Hanting Hotel Hangzhou", category: "hotel", printed: "2026-05-07 09:01", items: [{ name: "Room, 2 nights", amount: 520 }, { name: "Breakfast", amount: 40 }], total: 560 } },
  { id: "p25", album: "downloads", daysAgo: 9, at: "16:27:31", place: "", caption: "Office supplies receipt, 89.90", shape: "portrait", file: "office_supplies_0505.jpg", scene: { kind: "receipt", merchant: "Office Depot", category: "office", printed: "2026-05-05 16:25", items: [{ name: "A4 paper", amount: 35 }, { name: "Pens x10", amount: 24.9 }, { name: "Folders", amount: 30 }], total: 89.9 } },
  { id: "p26", album: "camera", daysAgo: 1, at: "08:31:16", place: "Luckin Coffee, Zhongguancun", caption: "Coffee receipt, 32.00", shape: "portrait", scene: { kind: "receipt", merchant: "Luckin Coffee", category: "coffee", printed: "2026-05-13 08:30", items: [{ name: "Latte x2", amount: 32 }], total: 32 } },
  // ---- Screenshots ----
  { id: "p27", album: "screenshots", daysAgo: 2, at: "21:10:05", place: "", caption: "Screenshot of a group chat about lunch", shape: "screen", scene: { kind: "screenshot", app: "chat", title: "Project Team (6)", lines: ["Alice: Lunch at 12:30?", "Ben: Sichuan Garden again?", "Me: OK, I'll book a table", "Alice: 6 people"] } },
  { id: "p28", album: "screenshots", daysAgo: 4, at: "08:12:44", place: "", caption: "Screenshot of a walking route", shape: "screen", scene: { kind: "screenshot", app: "map", title: "Route to Tech Park", lines: ["Walk 18 min · 1.3 km", "via Danling St"] } },
  { id: "p29", album: "screenshots", daysAgo: 10, at: "18:03:29", place: "", caption: "Screenshot of a train ticket", shape: "screen", scene: { kind: "screenshot", app: "ticket", title: "G7 Beijing South → Shanghai Hongqiao", lines: ["May 2 · 08:00 → 12:28", "Car 05 · Seat 12F", "Second class · ¥553.0"] } },
  { id: "p30", album: "screenshots", daysAgo: 14, at: "22:45:13", place: "", caption: "Screenshot of Wi-Fi settings", shape: "screen", scene: { kind: "screenshot", app: "settings", title: "Wi-Fi", lines: ["HomeNet-5G · Connected", "Office-Guest · Saved", "Cafe Lumen", "CityLibrary"] } },
  // ---- Everyday photos ----
  { id: "p31", album: "camera", daysAgo: 6, at: "20:14:51", place: "Home", caption: "The cat on the sofa", favorite: true, scene: { kind: "still", subject: "cat", seed: 131 } },
  { id: "p32", album: "camera", daysAgo: 1, at: "08:33:02", place: "Luckin Coffee, Zhongguancun", caption: "A latte on the table", scene: { kind: "still", subject: "coffee", seed: 137 } },
  { id: "p33", album: "camera", daysAgo: 9, at: "11:47:25", place: "Olympic Forest Park, Beijing", caption: "Tulips in the park", scene: { kind: "still", subject: "flowers", seed: 139 } },
  { id: "p34", album: "camera", daysAgo: 20, at: "19:58:40", place: "Home", caption: "Birthday cake with candles", favorite: true, scene: { kind: "still", subject: "cake", seed: 149 } },
  { id: "p35", album: "wechat", daysAgo: 2, at: "12:26:09", place: "", caption: "A friend's dog", shape: "portrait", scene: { kind: "still", subject: "dog", seed: 151 } },
];

const SIZES = {
  landscape: [4000, 3000, 3100],
  portrait: [3000, 4000, 2900],
  screen: [1080, 2400, 640],
  square: [1440, 1440, 420],
} as const;

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** The photos of a fresh phone whose clock starts at `startMs` (local time at `tzOffsetMinutes`). */
export function defaultPhotos(startMs: number = DEFAULT_START_MS, tzOffsetMinutes: number = DEFAULT_TZ_OFFSET_MIN): Photo[] {
  const tz = tzOffsetMinutes * 60_000;
  const midnight = Math.floor((startMs + tz) / DAY) * DAY - tz;
  return SPECS.map((s, i) => {
    const [h, m, sec] = s.at.split(":").map(Number);
    const takenAt = midnight - s.daysAgo * DAY + ((h * 60 + m) * 60 + sec) * 1000;
    const d = new Date(takenAt + tz);
    const ymd = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
    const hms = `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
    const shape = s.shape ?? (s.album === "wechat" ? "portrait" : "landscape");
    const [width, height, kb] = SIZES[shape];
    const title =
      s.file ??
      (s.album === "screenshots"
        ? `Screenshot_${ymd}_${hms}.png`
        : s.album === "wechat"
          ? `mmexport${takenAt}.jpg`
          : `IMG_${ymd}_${hms}.jpg`);
    // A little size variety, deterministic per photo.
    const sizeKb = s.album === "wechat" ? 180 + ((i * 37) % 120) : kb + ((i * 97) % 700);
    return {
      id: s.id,
      album: s.album,
      title,
      takenAt,
      place: s.place,
      width: s.album === "wechat" ? Math.round(width * 0.36) : width,
      height: s.album === "wechat" ? Math.round(height * 0.36) : height,
      sizeKb,
      favorite: s.favorite ?? false,
      deletedAt: 0,
      caption: s.caption,
      scene: s.scene,
    };
  });
}
