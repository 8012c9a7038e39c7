/**
 * WeChat Reading: discover (recommendations, hot search, categories), search, book detail, the
 * reader (go to P%, font size, colour theme, page-turn style) over generated book texts, the
 * bookshelf (remove, private, progress), audiobooks, reading stats by day, week and month,
 * following, friends, user pages, the coin wallet, profile edit and settings. The catalogue and
 * texts are read-only (web_sim/world/wechat_reading*.ts), loaded with the screens;
 * `apps.wechat_reading` holds what the user changes.
 */
import { mdiBookOpenPageVariant } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import { APP_ID, initialWechatReadingState, type WechatReadingState } from "./state";
import { type WechatReadingScreenParams, wechatReadingIntents } from "./params";

const manifest: AppManifest<WechatReadingState, WechatReadingScreenParams> = {
  id: APP_ID,
  label: "WeChat Reading",
  icon: mdiBookOpenPageVariant,
  color: "#1b88ee",
  initialState: initialWechatReadingState,
  ui: () => import("./screens"),
  home: "main",
  intents: wechatReadingIntents,
  autofocus: { search: "wr.search", profileEdit: "wr.nickname" },
  navigation: {
    main: ["search", "hot", "categories", "category", "book", "reader", "stats", "following", "friends", "user", "wallet", "profileEdit", "settings"],
    search: ["book"],
    hot: ["book"],
    categories: ["category"],
    category: ["book"],
    book: ["reader", "user"],
    reader: [],
    stats: [],
    following: ["user"],
    friends: ["user"],
    user: ["book"],
    wallet: [],
    profileEdit: [],
    settings: [],
  },
  // Searching leaves a history: never a side effect.
  incidental: ["/apps/wechat_reading/searchHistory", "/apps/wechat_reading/searchHistory/**"],
};

export default manifest;
