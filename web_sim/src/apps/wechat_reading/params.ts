/**
 * What each WeChat Reading screen takes as route parameters (the control API's `intent` checks a
 * payload against these types), and the intent checks of the screens whose ids must exist:
 * books, categories and readers of the world.
 */
import { WR_BOOKS, WR_CATEGORIES, WR_USERS } from "../../../world/wechat_reading";
import { idIn } from "../../os/intentChecks";
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

const book = idIn<WechatReadingState, { id: string }>("id", "book", () => WR_BOOKS.map((b) => b.id));

export const wechatReadingIntents: AppManifest<WechatReadingState, WechatReadingScreenParams>["intents"] = {
  category: idIn("id", "category", () => WR_CATEGORIES.map((c) => c.id)),
  book,
  reader: book,
  user: idIn("id", "reader", () => WR_USERS.map((u) => u.id)),
};
