/** Shared pieces of the eBay screens: the themed root, the eBay wordmark, product pictures. */
import { mdiCamera, mdiCellphone, mdiCoffeeMaker, mdiHanger, mdiHeadphones, mdiLaptop, mdiShoeSneaker, mdiWatch } from "@mdi/js";
import type { ComponentChildren } from "preact";
import type { AppHandle } from "../../os/types";
import { Icon } from "../../os/ui/kit";
import type { EbayListing } from "../../../world/ebay";
import { isDark, type EbayState } from "./logic";

export type App = AppHandle<EbayState>;

const CATEGORY_ICONS: Record<string, string> = {
  headphones: mdiHeadphones,
  sneakers: mdiShoeSneaker,
  phones: mdiCellphone,
  laptops: mdiLaptop,
  cameras: mdiCamera,
  watches: mdiWatch,
  kitchen: mdiCoffeeMaker,
  jackets: mdiHanger,
};
const TINTS = ["#e8f0fe", "#fdeee0", "#e6f4ea", "#fce8f3", "#f1ecfd", "#fff6d6"];

export function categoryIcon(id: string): string {
  return CATEGORY_ICONS[id] ?? mdiCamera;
}

/** The app's root: eBay's own theme (light, dark or the system's) over the phone's. */
export function EbayRoot({ app, children }: { app: App; children: ComponentChildren }) {
  const dark = isDark(app.state.settings.theme, app.os.settings.darkMode);
  return <div class={`ebay-root ${dark ? "ebay-dark" : ""}`} data-testid="ebay-root" data-theme={dark ? "dark" : "light"}>{children}</div>;
}

/** The four-colour eBay wordmark. */
export function EbayLogo({ size = 28 }: { size?: number }) {
  return (
    <span class="ebay-logo" style={{ fontSize: `${size}px` }} aria-label="eBay">
      <span style={{ color: "#e53238" }}>e</span>
      <span style={{ color: "#0064d2" }}>b</span>
      <span style={{ color: "#f5af02" }}>a</span>
      <span style={{ color: "#86b817" }}>y</span>
    </span>
  );
}

/** A product picture drawn by us: the category's glyph on a tile tinted by the listing. */
export function ProductArt({ l, size }: { l: EbayListing; size: number }) {
  const n = Number(l.id.slice(-3));
  return (
    <div class="ebay-art" style={{ width: `${size}px`, height: `${size}px`, background: TINTS[n % TINTS.length] }}>
      <Icon path={categoryIcon(l.category)} size={Math.round(size * 0.55)} color="#5f6368" />
    </div>
  );
}
