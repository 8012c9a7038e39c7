/**
 * Browser: a home page with a search box and shortcuts, tabs, an address bar, history,
 * bookmarks, find in page and sharing a link, over a small offline web of made-up sites
 * (world/browser.ts) drawn from the app's own chunk; any other address shows the "no
 * connection" page. Intents: `main` {url, from?} opens a link from another app in a new tab.
 */
import { mdiWeb } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import { type BrowserScreenParams, browserIntents } from "./params";
import { type BrowserState, initialBrowserState } from "./state";

const manifest: AppManifest<BrowserState, BrowserScreenParams> = {
  id: "browser",
  label: "Browser",
  icon: mdiWeb,
  color: "#1e88e5",
  initialState: initialBrowserState,
  ui: () => import("./screens"),
  home: "main",
  navigation: { main: ["tabs", "bookmarks", "history"], tabs: [], bookmarks: [], history: [] },
  intents: browserIntents,
  // Browsing itself (the tabs, where each is, the history, the find bar) is what looking leaves
  // behind; the bookmarks are what the user keeps.
  incidental: ["/apps/browser/tabs", "/apps/browser/tabs/**", "/apps/browser/currentTab", "/apps/browser/history", "/apps/browser/history/**", "/apps/browser/find", "/apps/browser/find/**"],
};

export default manifest;
