/** The date and time pickers Calendar's forms open as bottom sheets (grids of taps, no wheels). */
import type { AppHandle, Json } from "../../os/types";
import { MONTHS } from "../../os/time";
import { BottomSheet, Button } from "../../os/ui/kit";
import { daysInMonth, isoDate } from "../../../world/calendar";
import { hmOf, minutesOf, type CalendarState } from "./logic";

const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3));

/** Open the date picker on `value`; `target` names what the picked date is for. */
export function openDatePicker(app: AppHandle<CalendarState>, target: string, value: string): void {
  app.openOverlay("sheet", "date-picker", { target, value });
}

export function openTimePicker(app: AppHandle<CalendarState>, target: string, value: string): void {
  app.openOverlay("sheet", "time-picker", { target, value });
}

/** Year, month and day grids; `onPick` gets the ISO date when OK is tapped. */
export function DatePickerSheet({ app, data, onPick }: { app: AppHandle<CalendarState>; data: Record<string, Json>; onPick: (target: string, iso: string) => void }) {
  const value = String(data.value);
  const [y, m, d] = value.split("-").map(Number);
  const set = (ny: number, nm: number, nd: number) => app.openOverlay("sheet", "date-picker", { ...data, value: isoDate(ny, nm, Math.min(nd, daysInMonth(ny, nm))) });
  const thisYear = Number(value.slice(0, 4));
  const years = [thisYear - 1, thisYear, thisYear + 1];
  return (
    <BottomSheet title="Select date" testId="cal-date-picker" onDismiss={app.closeOverlay}>
      <div class="cal-pick-preview" data-testid="cal-dp-preview">{`${MONTHS[m - 1]} ${d}, ${y}`}</div>
      <div class="cal-pick-grid years">
        {years.map((yy) => (
          <button key={yy} class={`cal-pick-cell ${yy === y ? "on" : ""}`} data-testid={`cal-dp-year-${yy}`} onClick={() => set(yy, m, d)}>{yy}</button>
        ))}
      </div>
      <div class="cal-pick-grid months">
        {SHORT_MONTHS.map((name, i) => (
          <button key={name} class={`cal-pick-cell ${i + 1 === m ? "on" : ""}`} data-testid={`cal-dp-month-${i + 1}`} onClick={() => set(y, i + 1, d)}>{name}</button>
        ))}
      </div>
      <div class="cal-pick-grid days">
        {Array.from({ length: daysInMonth(y, m) }, (_, i) => i + 1).map((dd) => (
          <button key={dd} class={`cal-pick-cell ${dd === d ? "on" : ""}`} data-testid={`cal-dp-day-${dd}`} onClick={() => set(y, m, dd)}>{dd}</button>
        ))}
      </div>
      <div class="cal-pick-actions">
        <Button variant="text" testId="cal-dp-cancel" onClick={app.closeOverlay}>Cancel</Button>
        <Button testId="cal-dp-ok" onClick={() => (app.closeOverlay(), onPick(String(data.target), value))}>OK</Button>
      </div>
    </BottomSheet>
  );
}

/** Hour and five-minute grids; `onPick` gets "HH:MM". */
export function TimePickerSheet({ app, data, onPick }: { app: AppHandle<CalendarState>; data: Record<string, Json>; onPick: (target: string, hm: string) => void }) {
  const value = String(data.value);
  const total = minutesOf(value);
  const h = Math.floor(total / 60);
  const m = total % 60;
  const set = (nh: number, nm: number) => app.openOverlay("sheet", "time-picker", { ...data, value: hmOf(nh * 60 + nm) });
  return (
    <BottomSheet title="Select time" testId="cal-time-picker" onDismiss={app.closeOverlay}>
      <div class="cal-pick-preview" data-testid="cal-tp-preview">{value}</div>
      <div class="cal-pick-label">Hour</div>
      <div class="cal-pick-grid hours">
        {Array.from({ length: 24 }, (_, i) => i).map((hh) => (
          <button key={hh} class={`cal-pick-cell ${hh === h ? "on" : ""}`} data-testid={`cal-tp-hour-${hh}`} onClick={() => set(hh, m)}>{String(hh).padStart(2, "0")}</button>
        ))}
      </div>
      <div class="cal-pick-label">Minute</div>
      <div class="cal-pick-grid minutes">
        {Array.from({ length: 12 }, (_, i) => i * 5).map((mm) => (
          <button key={mm} class={`cal-pick-cell ${mm === m ? "on" : ""}`} data-testid={`cal-tp-min-${mm}`} onClick={() => set(h, mm)}>{String(mm).padStart(2, "0")}</button>
        ))}
      </div>
      <div class="cal-pick-actions">
        <Button variant="text" testId="cal-tp-cancel" onClick={app.closeOverlay}>Cancel</Button>
        <Button testId="cal-tp-ok" onClick={() => (app.closeOverlay(), onPick(String(data.target), value))}>OK</Button>
      </div>
    </BottomSheet>
  );
}
