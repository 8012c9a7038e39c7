/** This year's public holidays: days off, their length and the make-up workdays each one brings. */
import { mdiChevronLeft, mdiChevronRight, mdiPartyPopper } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { MONTHS, WEEKDAYS } from "../../os/time";
import { AppBar, Empty, IconButton, ListItem, ScrollView } from "../../os/ui/kit";
import { CALENDAR_HOLIDAYS, weekdayOf } from "../../../world/calendar";
import { today, type CalendarState } from "./logic";

export function dayShort(iso: string): string {
  return `${WEEKDAYS[weekdayOf(iso)].slice(0, 3)}, ${MONTHS[Number(iso.slice(5, 7)) - 1].slice(0, 3)} ${Number(iso.slice(8))}`;
}

export function HolidaysScreen({ route, app }: ScreenProps<CalendarState>) {
  const year = Number(route.data.year ?? today(app.os).slice(0, 4));
  const list = CALENDAR_HOLIDAYS.filter((h) => h.year === year);
  return (
    <>
      <AppBar title="Public holidays" onBack={app.pop} />
      <div class="cal-hol-year">
        <IconButton path={mdiChevronLeft} label="Previous year" testId="cal-hol-prev" onClick={() => app.setData({ year: year - 1 })} />
        <span data-testid="cal-hol-year">{year}</span>
        <IconButton path={mdiChevronRight} label="Next year" testId="cal-hol-next" onClick={() => app.setData({ year: year + 1 })} />
      </div>
      <ScrollView id="cal-holidays">
        {list.length === 0 && <Empty icon={mdiPartyPopper} text="No holiday schedule published for this year yet" />}
        {list.map((h) => (
          <ListItem
            key={h.id}
            testId={`cal-hol-${h.id}`}
            title={h.name}
            subtitle={
              <>
                <div>{`${h.start === h.end ? dayShort(h.start) : `${dayShort(h.start)} – ${dayShort(h.end)}`} · ${h.days} day${h.days === 1 ? "" : "s"} off`}</div>
                <div class="cal-hol-work">{h.makeupDays.length ? `Make-up workdays: ${h.makeupDays.map(dayShort).join("; ")}` : "No make-up workdays"}</div>
              </>
            }
          />
        ))}
      </ScrollView>
    </>
  );
}
