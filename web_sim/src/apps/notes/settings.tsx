/** Notes settings: view mode, word count, sort order. */
import { mdiCheck } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { AppBar, Icon, ListItem, ScrollView, SectionHeader, SwitchItem } from "../../os/ui/kit";
import type { NotesSettings, NotesState } from "./logic";

export function SettingsScreen({ app }: ScreenProps<NotesState>) {
  const s = app.state.settings;
  const set = <K extends keyof NotesSettings>(k: K, v: NotesSettings[K]) => app.update((d) => void (d.settings[k] = v));
  const tick = (on: boolean) => (on ? <Icon path={mdiCheck} color="var(--notes-accent)" /> : undefined);
  return (
    <>
      <AppBar title="Settings" onBack={app.pop} />
      <ScrollView id="notes-settings">
        <SectionHeader>View mode</SectionHeader>
        <ListItem testId="notes-set-view-list" title="List" subtitle="One note per row" trailing={tick(s.viewMode === "list")} onClick={() => set("viewMode", "list")} />
        <ListItem testId="notes-set-view-grid" title="Grid" subtitle="Notes as cards in two columns" trailing={tick(s.viewMode === "grid")} onClick={() => set("viewMode", "grid")} />
        <SectionHeader>Sort by</SectionHeader>
        <ListItem testId="notes-set-sort-modified" title="Date modified" trailing={tick(s.sortBy === "modified")} onClick={() => set("sortBy", "modified")} />
        <ListItem testId="notes-set-sort-created" title="Date created" trailing={tick(s.sortBy === "created")} onClick={() => set("sortBy", "created")} />
        <SectionHeader>Editor</SectionHeader>
        <SwitchItem title="Show word count" subtitle="In the editor and on each note" checked={s.showWordCount} testId="notes-set-wordcount" onChange={(v) => set("showWordCount", v)} />
      </ScrollView>
    </>
  );
}
