/** Calendar settings: week start, week numbers, reminders, almanac, subscriptions, widget theme. */
import { mdiCheck } from "@mdi/js";
import type { Json, ScreenProps } from "../../os/types";
import { AppBar, BottomSheet, Icon, ListItem, ScrollView, SectionHeader, SwitchItem } from "../../os/ui/kit";
import { ALL_DAY_REMINDER_CHOICES, REMIND_LATER_CHOICES, REMINDER_CHOICES, reminderLabel, type CalendarSettings, type CalendarState } from "./logic";

const WEEK_STARTS = { sunday: "Sunday", monday: "Monday", saturday: "Saturday" } as const;
const THEMES = { light: "Light", dark: "Dark", system: "Follow system" } as const;

type Choice = { value: Json; label: string };

const laterLabel = (m: number) => (m < 60 ? `${m} minutes` : "1 hour");

export function SettingsScreen({ route, app }: ScreenProps<CalendarState>) {
  const s = app.state.settings;
  const set = <K extends keyof CalendarSettings>(k: K, v: CalendarSettings[K]) => app.update((d) => void (d.settings[k] = v));
  const sheets: Record<string, { title: string; key: keyof CalendarSettings; choices: Choice[] }> = {
    weekStartDay: { title: "Start week on", key: "weekStartDay", choices: Object.entries(WEEK_STARTS).map(([value, label]) => ({ value, label })) },
    defaultReminder: { title: "Default reminder", key: "defaultReminder", choices: REMINDER_CHOICES.map((v) => ({ value: v, label: reminderLabel(v) })) },
    defaultAllDayReminder: { title: "All-day event reminder", key: "defaultAllDayReminder", choices: ALL_DAY_REMINDER_CHOICES.map((v) => ({ value: v, label: reminderLabel(v, true) })) },
    remindLaterTime: { title: "Remind me later", key: "remindLaterTime", choices: REMIND_LATER_CHOICES.map((v) => ({ value: v, label: laterLabel(v) })) },
    widgetTheme: { title: "Widget theme", key: "widgetTheme", choices: Object.entries(THEMES).map(([value, label]) => ({ value, label })) },
  };
  const open = route.overlay?.name ? sheets[route.overlay.name] : undefined;
  const item = (name: string, title: string, value: string) => <ListItem testId={`cal-set-${name}`} title={title} subtitle={value} onClick={() => app.openOverlay("sheet", name)} />;
  return (
    <>
      <AppBar title="Calendar settings" onBack={app.pop} />
      <ScrollView id="cal-settings">
        <SectionHeader>View</SectionHeader>
        {item("weekStartDay", "Start week on", WEEK_STARTS[s.weekStartDay])}
        <SwitchItem title="Show week numbers" checked={s.showWeekNumber} testId="cal-set-weeknumbers" onChange={(v) => set("showWeekNumber", v)} />
        <SwitchItem title="Almanac" subtitle="Lunar date and week of the year for the selected day" checked={s.almanac} testId="cal-set-almanac" onChange={(v) => set("almanac", v)} />
        <SectionHeader>Reminders</SectionHeader>
        {item("defaultReminder", "Default reminder", reminderLabel(s.defaultReminder))}
        {item("defaultAllDayReminder", "All-day event reminder", reminderLabel(s.defaultAllDayReminder, true))}
        {item("remindLaterTime", "Remind me later", laterLabel(s.remindLaterTime))}
        <SectionHeader>Subscriptions</SectionHeader>
        <SwitchItem title="Public holidays" subtitle="Days off and make-up workdays" checked={s.subscriptions.holidays} testId="cal-set-sub-holidays" onChange={(v) => app.update((d) => void (d.settings.subscriptions.holidays = v))} />
        <SwitchItem title="Contacts' birthdays" checked={s.subscriptions.birthdays} testId="cal-set-sub-birthdays" onChange={(v) => app.update((d) => void (d.settings.subscriptions.birthdays = v))} />
        <SectionHeader>Widget</SectionHeader>
        {item("widgetTheme", "Widget theme", THEMES[s.widgetTheme])}
      </ScrollView>
      {open && (
        <BottomSheet title={open.title} testId={`cal-sheet-${open.key}`} onDismiss={app.closeOverlay}>
          {open.choices.map((c) => (
            <ListItem
              key={String(c.value)}
              dense
              testId={`cal-opt-${open.key}-${String(c.value)}`}
              title={c.label}
              trailing={s[open.key] === c.value ? <Icon path={mdiCheck} color="var(--primary)" /> : undefined}
              onClick={() => (app.closeOverlay(), app.update((d) => void ((d.settings as unknown as Record<string, Json>)[open.key] = c.value)))}
            />
          ))}
        </BottomSheet>
      )}
    </>
  );
}
