/** The app's root: Maps' own light or dark theme (its setting, or the system's). */
import type { ComponentChildren } from "preact";
import { isDark, type App } from "./logic";

export function MapRoot({ app, children }: { app: App; children: ComponentChildren }) {
  const dark = isDark(app.state, app.os);
  return <div class={`map-root ${dark ? "map-dark" : ""}`} data-testid="map-root" data-theme={dark ? "dark" : "light"}>{children}</div>;
}
