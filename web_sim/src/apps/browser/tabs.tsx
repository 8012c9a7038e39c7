/** The tab switcher: every tab as a card (tap to switch, X to close) and a new tab. */
import { mdiClose, mdiPlus } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { AppBar, IconButton, ScrollView } from "../../os/ui/kit";
import { Own } from "./library";
import { type BrowserState, closeTab, isOwnPage, openTab, switchTab } from "./state";
import { hostOf, titleOf } from "./web";

export function TabsScreen({ app }: ScreenProps<BrowserState>) {
  const now = app.os.clock.now;
  const count = app.state.tabs.length;
  return (
    <div class="browser-screen">
      <AppBar
        title={count === 1 ? "1 tab" : `${count} tabs`}
        onBack={app.pop}
        actions={<IconButton path={mdiPlus} label="New tab" testId="browser-newtab" onClick={() => (app.update((d) => void openTab(d, now)), app.pop())} />}
      />
      <ScrollView id="tabs" class="browser-content">
        <div class="browser-tabgrid">
          {app.state.tabs.map((t) => (
            <div key={t.id} class={`browser-tabcard ${t.id === app.state.currentTab ? "current" : ""}`} role="button" data-testid={`browser-tab-${t.id}`} onClick={() => (app.update((d) => switchTab(d, t.id)), app.pop())}>
              <div class="browser-tabcard-head">
                <span class="browser-tabcard-title">{titleOf(t.url)}</span>
                <Own><IconButton path={mdiClose} label="Close tab" testId={`browser-tab-close-${t.id}`} onClick={() => app.update((d) => closeTab(d, t.id, now))} /></Own>
              </div>
              <div class="browser-tabcard-url">{isOwnPage(t.url) ? "" : hostOf(t.url)}</div>
            </div>
          ))}
        </div>
      </ScrollView>
    </div>
  );
}
