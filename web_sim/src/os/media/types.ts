/**
 * The shared media provider (`os.providers.media`): the phone's photos. Gallery owns the writes;
 * other apps (WeChat) read photos, pick them and show them. Every photo carries `scene`: what the
 * image shows, as structured data. The renderer draws it (`PhotoImage`), and judges read it as the
 * ground truth of image-understanding tasks.
 */

export type AlbumId = "camera" | "screenshots" | "downloads" | "wechat";

/** Sky of an outdoor photo. */
export type Sky = "clear" | "sunset" | "overcast" | "night";
/** Water in a landscape: "none" means the photo shows no water at all. */
export type Water = "lake" | "sea" | "river" | "none";
export type Terrain = "mountains" | "karst" | "hills" | "desert" | "forest" | "city" | "plain";
export type Landmark = "pagoda" | "bund" | "great_wall" | "tv_tower" | "palace" | "boat" | "none";

export interface LandscapeScene {
  kind: "landscape";
  sky: Sky;
  terrain: Terrain;
  water: Water;
  landmark: Landmark;
  /** Shapes (peak heights, buildings) are drawn from this seed: same seed, same picture. */
  seed: number;
}

export type Container = "carton" | "bottle" | "jar" | "cake" | "box" | "tub" | "can" | "bag";
export interface FridgeItem {
  name: string;
  container: Container;
  /** Opened and not finished (partly used: lid off, slice missing, level down) vs sealed. */
  opened: boolean;
  color: string;
}
export interface FridgeScene {
  kind: "fridge";
  /** Shelves from top to bottom, items from left to right. */
  shelves: FridgeItem[][];
}

export interface MenuDish {
  name: string;
  price: number;
  /** Chili marks printed next to the dish: 0 = not spicy. */
  spicy: 0 | 1 | 2 | 3;
}
export interface MenuScene {
  kind: "menu";
  restaurant: string;
  sections: Array<{ title: string; dishes: MenuDish[] }>;
}

export type WorkOrderStatus = "open" | "completed" | "cancelled";
export type Equipment = "valve" | "cabinet" | "light" | "duct";
export interface WorkOrderScene {
  kind: "workorder";
  orderNo: string;
  site: string;
  equipment: Equipment;
  issue: string;
  /** Printed on the tag hanging on the equipment: OPEN (red), COMPLETED (green, with a tick) or CANCELLED (grey, struck through). */
  status: WorkOrderStatus;
}

export interface ReceiptScene {
  kind: "receipt";
  merchant: string;
  category: "taxi" | "meal" | "hotel" | "coffee" | "office";
  /** Local date and time printed on the receipt, "2026-05-11 19:42". */
  printed: string;
  items: Array<{ name: string; amount: number }>;
  total: number;
}

export interface ScreenshotScene {
  kind: "screenshot";
  app: "chat" | "map" | "ticket" | "settings";
  title: string;
  lines: string[];
}

export type StillSubject = "cat" | "dog" | "coffee" | "flowers" | "cake";
export interface StillScene {
  kind: "still";
  subject: StillSubject;
  seed: number;
}

export type Scene = LandscapeScene | FridgeScene | MenuScene | WorkOrderScene | ReceiptScene | ScreenshotScene | StillScene;

export interface Photo {
  /** Stable id, "p01"... */
  id: string;
  album: AlbumId;
  /** File name, as the details sheet shows it. */
  title: string;
  /** Capture instant, epoch ms (before the fresh clock's `now`). */
  takenAt: number;
  /** Where it was taken ("" when the photo has no location). */
  place: string;
  /** Pixel size of the file (the drawing keeps its aspect ratio). */
  width: number;
  height: number;
  sizeKb: number;
  favorite: boolean;
  /** When it was moved to Recently deleted (epoch ms); 0 = not deleted. */
  deletedAt: number;
  /** One-line description of the content, for people and docs (the judge reads `scene`). */
  caption: string;
  scene: Scene;
}

export interface MediaProvider {
  photos: Photo[];
}
