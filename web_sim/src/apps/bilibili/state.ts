/**
 * Bilibili's persisted state (`apps.bilibili`): only what the user changes over the read-only
 * world (web_sim/world/bilibili.ts), keyed by world ids (uploaders `u07`, videos `v123`, anime
 * `ss03`). Small and free of the world, so the manifest stays light. Times are absolute epoch ms.
 */
import { DEFAULT_START_MS } from "../../../world/device";

export const APP_ID = "bilibili";

export type BiliSex = "male" | "female" | "secret";
export interface BiliDated { id: string; at: number }
export interface BiliCoinGift { id: string; count: number; at: number }
export interface BiliFolder { id: string; title: string; isPublic: boolean; isDefault: boolean; videoIds: string[] }
export interface BiliFan { id: string; name: string; uid: string }
export interface BiliSearchEntry { id: string; text: string }
/** A comment I posted under a video. */
export interface BiliMyComment { id: string; video: string; text: string; at: number }
export interface BiliUser {
  name: string;
  uid: string;
  level: number;
  coins: number;
  bCoins: number;
  sex: BiliSex;
  /** ISO date YYYY-MM-DD. */
  birthday: string;
  sign: string;
  school: string;
  isVip: boolean;
  /** The VIP plan bought ("monthly-auto", "monthly", "yearly") and the WeChat Pay request that paid it. */
  vipPlan: string | null;
  vipRequestId: string | null;
}
export interface BiliSettings {
  autoplay: boolean;
  danmaku: boolean;
  pictureInPicture: boolean;
  pushNotifications: boolean;
  dataSaver: boolean;
  hdOnWifi: boolean;
}
export interface BilibiliState {
  nextId: number;
  user: BiliUser;
  /** Uploaders I follow, when followed. */
  following: BiliDated[];
  fans: BiliFan[];
  liked: BiliDated[];
  disliked: BiliDated[];
  /** Coins I gave, by video (at most 2 per video). */
  coinsGiven: BiliCoinGift[];
  folders: BiliFolder[];
  animeSubs: BiliDated[];
  myComments: BiliMyComment[];
  /** Videos I opened, newest first: the watch history (incidental). */
  history: BiliDated[];
  searchHistory: BiliSearchEntry[];
  settings: BiliSettings;
}

const DAY = 86_400_000;
const ago = (days: number): number => DEFAULT_START_MS - days * DAY;

const FAN_NAMES = ["MangoCat", "quietreader", "LuckyKoi", "InkBrush", "TofuLover", "snowpea_88", "MoonRabbit", "JadeRiver", "kiwi_wang", "PeachSoda", "bamboo_bear", "WindChime", "FlyingFish", "SunnyZhou", "RedBeanBun", "cookie_crumb", "ZenGarden", "CoffeeBean", "nimbus_ray"];

export function initialBilibiliState(): BilibiliState {
  return {
    nextId: 100,
    user: {
      name: "Alex_Chen", uid: "402917365", level: 5, coins: 128, bCoins: 6, sex: "secret", birthday: "2000-01-01", sign: "Watching everything, making nothing (yet).", school: "",
      isVip: false, vipPlan: null, vipRequestId: null,
    },
    following: ["u01", "u04", "u08", "u15", "u20", "u26", "u33", "u39", "u44", "u52", "u57"].map((id, i) => ({ id, at: ago(200 - i * 15) })),
    fans: FAN_NAMES.map((name, i) => ({ id: `fan${i + 1}`, name, uid: String(510_000_000 + i * 3_141_593) })),
    liked: ["v003", "v027", "v058", "v101", "v144", "v190", "v233"].map((id, i) => ({ id, at: ago(30 - i * 4) })),
    disliked: [],
    coinsGiven: [{ id: "v027", count: 2, at: ago(22) }, { id: "v101", count: 1, at: ago(14) }],
    folders: [
      { id: "f1", title: "Default folder", isPublic: false, isDefault: true, videoIds: ["v012", "v027", "v064", "v101", "v150"] },
      { id: "f2", title: "Recipes to try", isPublic: true, isDefault: false, videoIds: ["v121", "v126", "v133", "v139"] },
      { id: "f3", title: "Study later", isPublic: false, isDefault: false, videoIds: ["v211", "v215", "v220", "v224", "v230", "v236", "v241"] },
      { id: "f4", title: "Dance practice", isPublic: true, isDefault: false, videoIds: ["v181", "v188", "v195"] },
    ],
    animeSubs: [{ id: "ss02", at: ago(90) }, { id: "ss05", at: ago(40) }],
    myComments: [],
    history: [{ id: "v101", at: ago(1) }, { id: "v144", at: ago(2) }, { id: "v027", at: ago(3) }],
    searchHistory: [{ id: "s1", text: "hot pot" }, { id: "s2", text: "piano cover" }, { id: "s3", text: "speedrun" }, { id: "s4", text: "Chef Wang Gang" }],
    settings: { autoplay: true, danmaku: true, pictureInPicture: false, pushNotifications: true, dataSaver: false, hdOnWifi: true },
  };
}
