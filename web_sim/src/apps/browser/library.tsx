/** Bookmarks and history: each entry opens in the current tab; bookmarks are renamed or deleted, history entries removed. */
import { mdiBookmarkOutline, mdiClose, mdiDotsVertical, mdiHistory } from "@mdi/js";
import type { ComponentChildren } from "preact";
import type { ScreenProps } from "../../os/types";
import { AppBar, Button, Empty, Icon, IconButton, ListItem, Menu, ScrollView } from "../../os/ui/kit";
import { formatHm, wallTime } from "../../os/time";
import { BookmarkDialog, go } from "./main";
import { type BrowserState, deleteBookmark, deleteHistoryEntry, isOwnPage } from "./state";
import { hostOf, titleOf } from "./web";

/** A button inside a tappable row: its tap stays its own, the row does not open. */
export function Own({ children }: { children: ComponentChildren }) {
  return <span onClick={(e) => e.stopPropagation()}>{children}</span>;
}

export function BookmarksScreen({ app, route }: ScreenProps<BrowserState>) {
  const open = (url: string) => (go(app, url), app.pop());
  const o = route.overlay;
  const menuFor = o?.name === "bookmark-menu" ? app.state.bookmarks.find((b) => b.id === o.data.id) : undefined;
  return (
    <div class="browser-screen">
      <AppBar title="Bookmarks" onBack={app.pop} />
      <ScrollView id="bookmarks" class="browser-content">
        {app.state.bookmarks.length === 0 && <Empty icon={mdiBookmarkOutline} text="No bookmarks yet" />}
        {app.state.bookmarks.map((b) => (
          <ListItem
            key={b.id}
            testId={`browser-bookmark-${b.id}`}
            leading={<Icon path={mdiBookmarkOutline} />}
            title={b.title}
            subtitle={hostOf(b.url)}
            onClick={() => open(b.url)}
            longPress={() => app.openOverlay("menu", "bookmark-menu", { id: b.id })}
            trailing={<Own><IconButton path={mdiDotsVertical} label="Bookmark options" testId={`browser-bookmark-more-${b.id}`} onClick={() => app.openOverlay("menu", "bookmark-menu", { id: b.id })} /></Own>}
          />
        ))}
      </ScrollView>
      {menuFor && (
        <Menu
          testId="browser-bookmark-menu"
          onDismiss={app.closeOverlay}
          items={[
            { label: "Open", testId: "browser-bookmark-open", onClick: () => (app.closeOverlay(), open(menuFor.url)) },
            { label: "Edit", testId: "browser-bookmark-edit", onClick: () => app.openOverlay("dialog", "bookmark", { id: menuFor.id, name: menuFor.title }) },
            { label: "Delete", testId: "browser-bookmark-remove", onClick: () => (app.closeOverlay(), app.update((d) => deleteBookmark(d, menuFor.id)), app.toast("Bookmark deleted")) },
          ]}
        />
      )}
      <BookmarkDialog app={app} route={route} />
    </div>
  );
}

export function HistoryScreen({ app }: ScreenProps<BrowserState>) {
  const tz = app.os.clock.tzOffsetMinutes;
  const entries = [...app.state.history].reverse();
  let lastDay = "";
  return (
    <div class="browser-screen">
      <AppBar title="History" onBack={app.pop} />
      <ScrollView id="history" class="browser-content">
        {entries.length === 0 && <Empty icon={mdiHistory} text="Pages you visit appear here" />}
        {entries.map((h) => {
          const t = wallTime(h.at, tz);
          const day = `${t.year}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;
          const header = day !== lastDay;
          lastDay = day;
          return (
            <div key={h.id}>
              {header && <div class="browser-day">{day}</div>}
              <ListItem
                dense
                testId={`browser-history-${h.id}`}
                title={h.title === h.url ? titleOf(h.url) : h.title}
                subtitle={`${formatHm(t.hour, t.minute)} · ${isOwnPage(h.url) ? "Search" : hostOf(h.url)}`}
                onClick={() => (go(app, h.url), app.pop())}
                trailing={<Own><IconButton path={mdiClose} label="Remove from history" testId={`browser-history-remove-${h.id}`} onClick={() => app.update((d) => deleteHistoryEntry(d, h.id))} /></Own>}
              />
            </div>
          );
        })}
        {entries.length > 0 && (
          <div class="browser-clear">
            <Button variant="outlined" testId="browser-history-clear" onClick={() => app.update((d) => void (d.history = []))}>Clear history</Button>
          </div>
        )}
      </ScrollView>
    </div>
  );
}
