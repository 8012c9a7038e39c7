/**
 * Search events by a keyword in the title or notes, earliest first. A long press on a result
 * starts selecting (tap to add or remove, Select all), and the selection can be deleted at once.
 */
import { mdiCalendarSearch, mdiCheckboxBlankOutline, mdiCheckboxMarked, mdiClose, mdiDeleteOutline, mdiSelectAll } from "@mdi/js";
import type { AppHandle, Route, ScreenProps } from "../../os/types";
import { AppBar, Dialog, Empty, Icon, IconButton, ListItem, ScrollView, TextField } from "../../os/ui/kit";
import { longDate } from "./month";
import { searchEvents, type CalendarState } from "./logic";

export function SearchScreen({ route, app }: ScreenProps<CalendarState>) {
  const query = String(route.data.query ?? "");
  const hits = searchEvents(app.state, query);
  const selected = Array.isArray(route.data.selected) ? (route.data.selected as string[]).filter((id) => hits.some((e) => e.id === id)) : null;
  const toggle = (id: string) => selected && app.setData({ selected: selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id] });
  const remove = () => {
    const ids = new Set(selected ?? []);
    app.closeOverlay();
    app.update((d) => void (d.events = d.events.filter((e) => !ids.has(e.id))));
    app.setData({ selected: null });
    app.toast(`${ids.size} event${ids.size === 1 ? "" : "s"} deleted`);
  };
  return (
    <>
      {selected ? (
        <div class="cal-select-bar">
          <IconButton path={mdiClose} label="Cancel selection" testId="cal-select-cancel" onClick={() => app.setData({ selected: null })} />
          <div class="cal-select-count" data-testid="cal-select-count">{`${selected.length} selected`}</div>
          <IconButton path={mdiSelectAll} label="Select all" testId="cal-select-all" onClick={() => app.setData({ selected: hits.map((e) => e.id) })} />
          <IconButton path={mdiDeleteOutline} label="Delete" testId="cal-select-delete" onClick={() => selected.length > 0 && app.openOverlay("dialog", "delete-selected")} />
        </div>
      ) : (
        <AppBar title="Search" onBack={app.pop} />
      )}
      <div class="cal-search-field">
        <TextField id="calendar.search" search value={query} placeholder="Search events" onChange={(v) => app.setData({ query: v })} />
      </div>
      <ScrollView id="cal-search">
        {query.trim() !== "" && hits.length === 0 && <Empty icon={mdiCalendarSearch} text="No matching events" />}
        {query.trim() !== "" && hits.length > 0 && <div class="cal-search-count" data-testid="cal-search-count">{`${hits.length} event${hits.length === 1 ? "" : "s"}`}</div>}
        {hits.map((e) => (
          <ListItem
            key={e.id}
            testId={`cal-hit-${e.id}`}
            leading={selected ? <Icon path={selected.includes(e.id) ? mdiCheckboxMarked : mdiCheckboxBlankOutline} color="var(--primary)" /> : undefined}
            title={e.title}
            subtitle={`${longDate(e.date)} · ${e.allDay ? "All day" : `${e.start} – ${e.end}`}`}
            onClick={() => (selected ? toggle(e.id) : app.push("detail", { id: e.id }))}
            longPress={() => app.setData({ selected: selected ?? [e.id] })}
          />
        ))}
      </ScrollView>
      {route.overlay?.name === "delete-selected" && selected && (
        <Dialog
          title={`Delete ${selected.length} event${selected.length === 1 ? "" : "s"}?`}
          testId="cal-select-delete-dialog"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", testId: "cal-select-delete-cancel", onClick: app.closeOverlay },
            { label: "Delete", testId: "cal-select-delete-ok", onClick: remove },
          ]}
        />
      )}
    </>
  );
}

/** BACK while selecting ends the selection instead of leaving the search. */
export function searchBack(app: AppHandle<CalendarState>, route: Route): boolean {
  if (!Array.isArray(route.data.selected)) return false;
  app.setData({ selected: null });
  return true;
}
