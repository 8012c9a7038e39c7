/** The month view: lunar dates, holiday and make-up workday marks, week numbers, the selected day's events. */
import { mdiCalendarToday, mdiChevronLeft, mdiChevronRight, mdiDotsVertical, mdiMagnify, mdiPlus } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { MONTHS, WEEKDAYS } from "../../os/time";
import { Fab, IconButton, Menu, ScrollView } from "../../os/ui/kit";
import { addDays, dayMark, daysInMonth, isoDate, isoWeek, lunarDate, lunarLabel, LUNAR_MONTHS, weekdayOf } from "../../../world/calendar";
import { DatePickerSheet, openDatePicker } from "./pickers";
import { eventsOn, today, TYPE_LABELS, type CalendarState } from "./logic";

const START_INDEX = { sunday: 0, monday: 1, saturday: 6 } as const;

export function longDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${WEEKDAYS[weekdayOf(iso)]}, ${MONTHS[m - 1]} ${d}, ${y}`;
}

export function MonthScreen({ route, app }: ScreenProps<CalendarState>) {
  const now = today(app.os);
  const sel = String(route.data.sel ?? now);
  const y = Number(route.data.y ?? sel.slice(0, 4));
  const m = Number(route.data.m ?? sel.slice(5, 7));
  const s = app.state.settings;
  const first = isoDate(y, m, 1);
  const lead = (weekdayOf(first) - START_INDEX[s.weekStartDay] + 7) % 7;
  const cells = Math.ceil((lead + daysInMonth(y, m)) / 7) * 7;
  const days = Array.from({ length: cells }, (_, i) => addDays(first, i - lead));
  const weeks = Array.from({ length: cells / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  const go = (dm: number) => {
    const t = y * 12 + (m - 1) + dm;
    app.setData({ y: Math.floor(t / 12), m: (t % 12) + 1 });
  };
  const select = (iso: string) => app.setData({ sel: iso, y: Number(iso.slice(0, 4)), m: Number(iso.slice(5, 7)) });
  const header = Array.from({ length: 7 }, (_, i) => WEEKDAYS[(START_INDEX[s.weekStartDay] + i) % 7].slice(0, 3));
  const o = route.overlay;
  const selMark = s.subscriptions.holidays ? dayMark(sel) : null;
  const lunar = lunarDate(sel);
  const list = eventsOn(app.state, sel);
  return (
    <>
      <div class="cal-top">
        <IconButton path={mdiChevronLeft} label="Previous month" testId="cal-prev" onClick={() => go(-1)} />
        <div class="cal-title" data-testid="cal-month-title">{`${MONTHS[m - 1]} ${y}`}</div>
        <IconButton path={mdiChevronRight} label="Next month" testId="cal-next" onClick={() => go(1)} />
        <div class="cal-top-space" />
        <IconButton path={mdiCalendarToday} label="Today" testId="cal-today" onClick={() => select(now)} />
        <IconButton path={mdiMagnify} label="Search" testId="cal-search" onClick={() => app.push("search")} />
        <IconButton path={mdiDotsVertical} label="More options" testId="cal-more" onClick={() => app.openOverlay("menu", "more")} />
      </div>
      <ScrollView id="cal-month">
        <div class={`cal-grid ${s.showWeekNumber ? "weeks" : ""}`}>
          {s.showWeekNumber && <div class="cal-wk-head">Wk</div>}
          {header.map((h) => <div key={h} class="cal-wd">{h}</div>)}
          {weeks.map((week) => [
            s.showWeekNumber ? <div key={`w${week[0]}`} class="cal-wk" data-testid={`cal-week-${week[0]}`}>{isoWeek(week[Math.min(6, (8 - START_INDEX[s.weekStartDay]) % 7)])}</div> : null,
            ...week.map((iso) => {
              const mark = s.subscriptions.holidays ? dayMark(iso) : null;
              const count = eventsOn(app.state, iso).length;
              const cls = ["cal-day", iso.slice(5, 7) !== String(m).padStart(2, "0") ? "other" : "", iso === sel ? "sel" : "", iso === now ? "today" : "", mark?.kind === "off" ? "off" : "", weekdayOf(iso) % 6 === 0 ? "weekend" : ""].join(" ");
              const sub = mark?.kind === "off" && mark.holiday.start === iso ? mark.holiday.name.split(" ")[0] : lunarLabel(iso);
              return (
                <button key={iso} class={cls} data-testid={`cal-day-${iso}`} onClick={() => select(iso)}>
                  {mark && <span class={`cal-badge ${mark.kind}`}>{mark.kind === "off" ? "Off" : "Work"}</span>}
                  <span class="cal-num">{Number(iso.slice(8))}</span>
                  <span class="cal-lunar">{sub}</span>
                  {count > 0 && <span class="cal-dot" />}
                </button>
              );
            }),
          ])}
        </div>
        <div class="cal-selected">
          <div class="cal-sel-date" data-testid="cal-sel-date">{longDate(sel)}</div>
          <div class="cal-sel-lunar" data-testid="cal-sel-lunar">
            {`Lunar ${lunar.leap ? "leap " : ""}${LUNAR_MONTHS[lunar.month]} ${lunar.day}`}
            {s.almanac && ` · Week ${isoWeek(sel)}`}
          </div>
          {selMark && (
            <div class={`cal-sel-holiday ${selMark.kind}`} data-testid="cal-sel-holiday">
              {selMark.kind === "off" ? `${selMark.holiday.name}: day off (${selMark.holiday.days} days, ${shortRange(selMark.holiday.start, selMark.holiday.end)})` : `Make-up workday for ${selMark.holiday.name}`}
            </div>
          )}
          {list.length === 0 && <div class="cal-none">No events</div>}
          {list.map((e) => (
            <div key={e.id} class={`cal-event ${e.type}`} role="button" data-testid={`cal-event-${e.id}`} onClick={() => app.push("detail", { id: e.id })}>
              <div class="cal-event-time">{e.allDay ? "All day" : `${e.start}\n${e.end}`}</div>
              <div class="cal-event-text">
                <div class="cal-event-title">{e.title}</div>
                {e.type !== "event" && <div class="cal-event-sub">{TYPE_LABELS[e.type]}</div>}
              </div>
            </div>
          ))}
        </div>
      </ScrollView>
      <Fab icon={mdiPlus} label="New event" testId="cal-add" onClick={() => app.push("edit", { date: sel })} />
      {o?.name === "more" && (
        <Menu
          testId="cal-more-menu"
          onDismiss={app.closeOverlay}
          items={[
            { label: "Go to date", testId: "cal-goto", onClick: () => openDatePicker(app, "goto", sel) },
            { label: "Public holidays", testId: "cal-open-holidays", onClick: () => (app.closeOverlay(), app.push("holidays")) },
            { label: "Date calculator", testId: "cal-open-calc", onClick: () => (app.closeOverlay(), app.push("calc")) },
            { label: "Settings", testId: "cal-open-settings", onClick: () => (app.closeOverlay(), app.push("settings")) },
          ]}
        />
      )}
      {o?.name === "date-picker" && <DatePickerSheet app={app} data={o.data} onPick={(_, iso) => select(iso)} />}
    </>
  );
}

function shortRange(a: string, b: string): string {
  const f = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1].slice(0, 3)} ${Number(iso.slice(8))}`;
  return a === b ? f(a) : `${f(a)} – ${f(b)}`;
}
