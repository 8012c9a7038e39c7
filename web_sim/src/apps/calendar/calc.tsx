/** The date calculator: days between two dates, and a date plus or minus N days. */
import type { ScreenProps } from "../../os/types";
import { AppBar, Button, ListItem, ScrollView, Tabs, TextField } from "../../os/ui/kit";
import { addDays, daysBetween } from "../../../world/calendar";
import { longDate } from "./month";
import { DatePickerSheet, openDatePicker } from "./pickers";
import { today, type CalendarState } from "./logic";

const TABS = ["Interval", "Add or subtract"];

export function CalcScreen({ route, app }: ScreenProps<CalendarState>) {
  const tab = String(route.data.tab ?? TABS[0]);
  const now = today(app.os);
  const from = String(route.data.from ?? now);
  const to = String(route.data.to ?? now);
  const base = String(route.data.base ?? now);
  const sign = Number(route.data.sign ?? 1);
  const daysText = String(route.data.days ?? "");
  const n = /^\d{1,5}$/.test(daysText) ? Number(daysText) : null;
  const o = route.overlay;
  const interval = daysBetween(from, to);
  return (
    <>
      <AppBar title="Date calculator" onBack={app.pop} />
      <Tabs tabs={TABS} active={tab} testId="cal-calc-tab" onSelect={(t) => app.setData({ tab: t })} />
      <ScrollView id="cal-calc">
        {tab === TABS[0] ? (
          <>
            <ListItem testId="cal-calc-from" title="Start date" trailing={longDate(from)} onClick={() => openDatePicker(app, "from", from)} />
            <ListItem testId="cal-calc-to" title="End date" trailing={longDate(to)} onClick={() => openDatePicker(app, "to", to)} />
            <div class="cal-calc-result" data-testid="cal-calc-interval">{`${Math.abs(interval)} day${Math.abs(interval) === 1 ? "" : "s"}${interval < 0 ? " earlier" : ""}`}</div>
          </>
        ) : (
          <>
            <ListItem testId="cal-calc-base" title="Start date" trailing={longDate(base)} onClick={() => openDatePicker(app, "base", base)} />
            <div class="cal-calc-sign">
              <Button variant={sign > 0 ? "filled" : "outlined"} testId="cal-calc-after" onClick={() => app.setData({ sign: 1 })}>Days after</Button>
              <Button variant={sign < 0 ? "filled" : "outlined"} testId="cal-calc-before" onClick={() => app.setData({ sign: -1 })}>Days before</Button>
            </div>
            <div class="cal-calc-days">
              <TextField id="calendar.calc.days" label="Number of days" value={daysText} maxLength={5} onChange={(v) => app.setData({ days: v })} />
            </div>
            <div class="cal-calc-result" data-testid="cal-calc-result">{n === null ? "Enter a number of days" : longDate(addDays(base, sign * n))}</div>
          </>
        )}
      </ScrollView>
      {o?.name === "date-picker" && <DatePickerSheet app={app} data={o.data} onPick={(target, iso) => app.setData({ [target]: iso })} />}
    </>
  );
}
