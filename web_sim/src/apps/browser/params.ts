/**
 * What each Browser screen takes as route parameters, and the intent that opens a link from
 * another app (a link in a WeChat or SMS message): `main` with `{url}` opens the address in a
 * new tab, in the same action, before the screen shows.
 */
import type { AppManifest, NoParams } from "../../os/types";
import { type BrowserState, openTab } from "./state";

export interface BrowserScreenParams {
  /**
   * The current tab. `url`: an address another app asks to open (a new tab); `from`: that app,
   * where BACK on the tab's first page returns.
   */
  main: NoParams | {
    /** @pattern ^https?://\S+$ */
    url: string;
    from?: string;
  };
  tabs: NoParams;
  bookmarks: NoParams;
  history: NoParams;
}

export const browserIntents: AppManifest<BrowserState, BrowserScreenParams>["intents"] = {
  main: {
    check: (p) => ("url" in p && !/^https?:\/\/\S+$/i.test(String(p.url)) ? `url: '${String(p.url)}' is no web address; give one starting with http:// or https://` : null),
    // The title is the address until the page is drawn: the offline web loads with the screens.
    apply: (d, p, os) => void ("url" in p && openTab(d, os.clock.now, { url: p.url, title: p.url }, p.from ?? null)),
  },
};
