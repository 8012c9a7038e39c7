/** Search events by a keyword in the title or notes, earliest first. */
import { mdiCalendarSearch } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { AppBar, Empty, ListItem, ScrollView, TextField } from "../../os/ui/kit";
import { longDate } from "./month";
import { searchEvents, type CalendarState } from "./logic";

export function SearchScreen({ route, app }: ScreenProps<CalendarState>) {
  const query = String(route.data.query ?? "");
  const hits = searchEvents(app.state, query);
  return (
    <>
      <AppBar title="Search" onBack={app.pop} />
      <div class="cal-search-field">
        <TextField id="calendar.search" search value={query} placeholder="Search events" onChange={(v) => app.setData({ query: v })} />
      </div>
      <ScrollView id="cal-search">
        {query.trim() !== "" && hits.length === 0 && <Empty icon={mdiCalendarSearch} text="No matching events" />}
        {query.trim() !== "" && hits.length > 0 && <div class="cal-search-count" data-testid="cal-search-count">{`${hits.length} event${hits.length === 1 ? "" : "s"}`}</div>}
        {hits.map((e) => (
          <ListItem key={e.id} testId={`cal-hit-${e.id}`} title={e.title} subtitle={`${longDate(e.date)} · ${e.allDay ? "All day" : `${e.start} – ${e.end}`}`} onClick={() => app.push("detail", { id: e.id })} />
        ))}
      </ScrollView>
    </>
  );
}
