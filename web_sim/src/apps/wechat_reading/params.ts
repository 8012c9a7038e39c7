/**
 * What each WeChat Reading screen takes as route parameters (the control API's `intent` checks a
 * payload against these types), and the intent checks of the screens whose ids must exist:
 * books, categories and readers of the world.
 */
import { worldIdIn } from "../../os/intentChecks";
import type { AppManifest, NoParams } from "../../os/types";
import type { WechatReadingState } from "./state";

export interface WechatReadingScreenParams {
  main: NoParams; search: NoParams; hot: NoParams; categories: NoParams;
  /** `id`: a category of books. */
  category: { id: string };
  /** `id`: a book of the world (`WR_BOOKS`). */
  book: { id: string };
  reader: { id: string };
  stats: NoParams; following: NoParams; friends: NoParams;
  /** `id`: a reader of the world (`WR_USERS`). */
  user: { id: string };
  wallet: NoParams; profileEdit: NoParams; settings: NoParams;
}

/** The world's books and readers: loaded with the screens, and for a check of them. */
const world = () => import("../../../world/wechat_reading");
const book = worldIdIn<WechatReadingState, { id: string }, typeof import("../../../world/wechat_reading")>("id", "book", world, (w) => w.WR_BOOKS.map((b) => b.id));

export const wechatReadingIntents: AppManifest<WechatReadingState, WechatReadingScreenParams>["intents"] = {
  category: worldIdIn("id", "category", world, (w) => w.WR_CATEGORIES.map((c) => c.id)),
  book,
  reader: book,
  user: worldIdIn("id", "reader", world, (w) => w.WR_USERS.map((u) => u.id)),
};
