/** New and edit event: title, date, all-day, start/end, type, reminder, alarm-style reminder, notes. */
import { mdiAlarm, mdiBellOutline, mdiCakeVariant, mdiCalendar, mdiClockOutline, mdiClose, mdiCheck, mdiNoteTextOutline } from "@mdi/js";
import type { Json, ScreenProps } from "../../os/types";
import { BottomSheet, Icon, IconButton, ListItem, Menu, ScrollView, Switch, TextField } from "../../os/ui/kit";
import { longDate } from "./month";
import { DatePickerSheet, openDatePicker, openTimePicker, TimePickerSheet } from "./pickers";
import { ALL_DAY_REMINDER_CHOICES, hmOf, minutesOf, REMINDER_CHOICES, reminderLabel, today, TYPE_LABELS, type CalendarEvent, type CalendarState, type EventType } from "./logic";

type Draft = Omit<CalendarEvent, "id">;

export function EditScreen({ route, app }: ScreenProps<CalendarState>) {
  const id = route.params.id ? String(route.params.id) : null;
  const existing = id ? app.state.events.find((e) => e.id === id) : undefined;
  const s = app.state.settings;
  const fresh: Draft = { title: "", date: String(route.params.date ?? today(app.os)), allDay: false, start: "09:00", end: "10:00", type: "event", reminder: s.defaultReminder, alarm: false, notes: "" };
  const base: Draft = existing ? { ...existing } : fresh;
  const draft: Draft = { ...base, ...((route.data.draft as Partial<Draft> | undefined) ?? {}) };
  const set = (patch: Partial<Draft>) => app.setData({ draft: { ...draft, ...patch } as unknown as Json });
  const o = route.overlay;
  const save = () => {
    const title = draft.title.trim();
    if (!title) return app.toast("Enter a title");
    if (!draft.allDay && minutesOf(draft.end) <= minutesOf(draft.start)) return app.toast("The end time must be after the start time");
    const value: Draft = { ...draft, title, ...(draft.allDay ? { start: "00:00", end: "23:59" } : {}) };
    app.update((d) => {
      if (existing) {
        const e = d.events.find((x) => x.id === existing.id);
        if (e) Object.assign(e, value);
      } else {
        d.events.push({ id: `e${d.nextId}`, ...value });
        d.nextId += 1;
      }
    });
    app.toast(existing ? "Event updated" : "Event saved");
    app.pop();
  };
  // Moving the start keeps the event's length, as calendar apps do.
  const pickTime = (target: string, hm: string) => {
    if (target === "start") {
      const length = Math.max(5, minutesOf(draft.end) - minutesOf(draft.start));
      const end = Math.min(minutesOf(hm) + length, 23 * 60 + 55);
      set({ start: hm, end: hmOf(end) });
    } else set({ end: hm });
  };
  const choices = draft.allDay ? ALL_DAY_REMINDER_CHOICES : REMINDER_CHOICES;
  return (
    <>
      <div class="cal-edit-bar">
        <IconButton path={mdiClose} label="Cancel" testId="cal-edit-cancel" onClick={app.pop} />
        <div class="cal-edit-heading">{existing ? "Edit event" : "New event"}</div>
        <IconButton path={mdiCheck} label="Save" testId="cal-edit-save" onClick={save} />
      </div>
      <ScrollView id="cal-edit">
        <div class="cal-edit-title">
          <TextField id="calendar.title" value={draft.title} placeholder="Title" onChange={(v) => set({ title: v })} />
        </div>
        <ListItem testId="cal-edit-date" leading={<Icon path={mdiCalendar} />} title="Date" trailing={longDate(draft.date)} onClick={() => openDatePicker(app, "date", draft.date)} />
        <div class="cal-edit-row">
          <span>All day</span>
          <Switch checked={draft.allDay} testId="cal-edit-allday" onChange={(v) => set({ allDay: v, reminder: v ? s.defaultAllDayReminder : s.defaultReminder })} />
        </div>
        {!draft.allDay && (
          <>
            <ListItem testId="cal-edit-start" leading={<Icon path={mdiClockOutline} />} title="Starts" trailing={draft.start} onClick={() => openTimePicker(app, "start", draft.start)} />
            <ListItem testId="cal-edit-end" leading={<span class="cal-icon-space" />} title="Ends" trailing={draft.end} onClick={() => openTimePicker(app, "end", draft.end)} />
          </>
        )}
        <ListItem testId="cal-edit-type" leading={<Icon path={mdiCakeVariant} />} title="Type" trailing={TYPE_LABELS[draft.type]} onClick={() => app.openOverlay("menu", "type")} />
        <ListItem testId="cal-edit-reminder" leading={<Icon path={mdiBellOutline} />} title="Reminder" trailing={reminderLabel(draft.reminder, draft.allDay)} onClick={() => app.openOverlay("sheet", "reminder")} />
        <div class="cal-edit-row">
          <Icon path={mdiAlarm} />
          <span class="cal-edit-row-text">
            Alarm-style reminder
            <small>Rings full screen like an alarm</small>
          </span>
          <Switch checked={draft.alarm} testId="cal-edit-alarm" onChange={(v) => set({ alarm: v })} />
        </div>
        <div class="cal-edit-notes">
          <Icon path={mdiNoteTextOutline} />
          <TextField id="calendar.notes" value={draft.notes} placeholder="Notes" multiline onChange={(v) => set({ notes: v })} />
        </div>
      </ScrollView>
      {o?.name === "date-picker" && <DatePickerSheet app={app} data={o.data} onPick={(_, iso) => set({ date: iso })} />}
      {o?.name === "time-picker" && <TimePickerSheet app={app} data={o.data} onPick={pickTime} />}
      {o?.name === "type" && (
        <Menu testId="cal-type-menu" onDismiss={app.closeOverlay} items={(Object.keys(TYPE_LABELS) as EventType[]).map((t) => ({ label: TYPE_LABELS[t], testId: `cal-type-${t}`, onClick: () => (app.closeOverlay(), set({ type: t })) }))} />
      )}
      {o?.name === "reminder" && (
        <BottomSheet title="Reminder" testId="cal-reminder-sheet" onDismiss={app.closeOverlay}>
          {choices.map((c) => (
            <ListItem key={c} dense testId={`cal-rem-${c}`} title={reminderLabel(c, draft.allDay)} trailing={c === draft.reminder ? <Icon path={mdiCheck} color="var(--primary)" /> : undefined} onClick={() => (app.closeOverlay(), set({ reminder: c }))} />
          ))}
        </BottomSheet>
      )}
    </>
  );
}
