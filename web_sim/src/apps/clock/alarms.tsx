/** Alarm tab (list, switches, context and overflow menus) and the alarm editor screen. */
import { mdiAlarmOff, mdiDotsVertical, mdiPlus } from "@mdi/js";
import { AppBar, Button, Chips, Empty, Fab, IconButton, Menu, ScrollView, SectionHeader, Switch, SwitchItem, TextField, onLongPress } from "../../os/ui/kit";
import { formatHm, localTime, pad2, WEEKDAYS } from "../../os/time";
import type { AppHandle, Json, ScreenProps } from "../../os/types";
import { alarmSetText, msUntil, normalizeDays, PRESET_DAYS, repeatOf, repeatSummary, sortedAlarms, type Alarm, type ClockState, type Repeat } from "./logic";

type App = AppHandle<ClockState>;

function announce(app: App, alarm: Pick<Alarm, "hour" | "minute" | "days">): void {
  app.toast(alarmSetText(msUntil(alarm, app.os.clock.now, app.os.clock.tzOffsetMinutes)));
}

/** "07:15", or "7:15" with a small "AM" in 12-hour mode. */
function AlarmTime({ hour, minute, use24h }: { hour: number; minute: number; use24h: boolean }) {
  const [hm, ampm] = formatHm(hour, minute, use24h).split(" ");
  return (
    <>
      {hm}
      {ampm && <span class="clock-ampm">{ampm}</span>}
    </>
  );
}

function AlarmRow({ alarm, app, selected }: { alarm: Alarm; app: App; selected: boolean }) {
  const use24h = app.os.clock.use24h;
  const toggle = (on: boolean) => {
    app.update((s) => {
      const a = s.alarms.find((x) => x.id === alarm.id);
      if (a) a.enabled = on;
    });
    if (on) announce(app, alarm);
  };
  return (
    <div
      class={`clock-alarm mg-clickable ${alarm.enabled ? "on" : ""} ${selected ? "selected" : ""}`}
      role="button"
      data-testid={`clock-alarm-${alarm.id}`}
      onClick={() => app.push("alarm", { id: alarm.id })}
      {...onLongPress(() => app.openOverlay("menu", "alarm-actions", { id: alarm.id }))}
    >
      <div class="clock-alarm-text">
        {alarm.label && <div class="clock-alarm-label">{alarm.label}</div>}
        <div class="clock-alarm-time">
          <AlarmTime hour={alarm.hour} minute={alarm.minute} use24h={use24h} />
        </div>
        <div class="clock-alarm-repeat">{repeatSummary(alarm.days)}</div>
      </div>
      <Switch checked={alarm.enabled} onChange={toggle} testId={`clock-alarm-switch-${alarm.id}`} label={`Alarm ${formatHm(alarm.hour, alarm.minute, use24h)}`} />
    </div>
  );
}

export function AlarmTab({ route, app }: ScreenProps<ClockState>) {
  const overlay = route.overlay;
  const setAll = (on: boolean) => {
    app.update((s) => {
      for (const a of s.alarms) a.enabled = on;
    });
    app.closeOverlay();
  };
  const deleteAlarm = (id: string) => {
    app.update((s) => {
      s.alarms = s.alarms.filter((a) => a.id !== id);
    });
    app.closeOverlay();
    app.toast("Alarm deleted");
  };
  const t = localTime(app.os);
  return (
    <>
      <AppBar title="Alarm" actions={<IconButton path={mdiDotsVertical} label="More options" testId="clock-alarm-overflow" onClick={() => app.openOverlay("menu", "alarm-overflow")} />} />
      <div class="clock-body">
        <ScrollView id="alarms">
          {app.state.alarms.length === 0 ? <Empty icon={mdiAlarmOff} text="No alarms" /> : sortedAlarms(app.state.alarms).map((a) => <AlarmRow key={a.id} alarm={a} app={app} selected={overlay?.name === "alarm-actions" && overlay.data.id === a.id} />)}
          <div class="clock-fab-space" />
        </ScrollView>
        <div class="clock-fab-center">
          {/* A new alarm starts at the current time, fixed when the editor opens. */}
          <Fab icon={mdiPlus} label="Add alarm" testId="clock-alarm-add" onClick={() => app.push("alarm", { hour: t.hour, minute: t.minute })} />
        </div>
      </div>
      {overlay?.name === "alarm-overflow" && (
        <Menu
          testId="clock-alarm-overflow-menu"
          onDismiss={app.closeOverlay}
          items={[
            { label: "Turn on all", testId: "clock-alarm-all-on", onClick: () => setAll(true) },
            { label: "Turn off all", testId: "clock-alarm-all-off", onClick: () => setAll(false) },
          ]}
        />
      )}
      {overlay?.name === "alarm-actions" && (
        <Menu testId="clock-alarm-menu" onDismiss={app.closeOverlay} items={[{ label: "Delete", testId: "clock-alarm-delete", onClick: () => deleteAlarm(overlay.data.id as string) }]} />
      )}
    </>
  );
}

// ---------- editor ----------

interface Draft { hour: number; minute: number; repeat: Repeat; days: number[]; label: string; vibrate: boolean; autoDelete: boolean; mode: "hour" | "minute" }

const REPEAT_CHIPS: Array<[string, Repeat]> = [
  ["Once", "once"],
  ["Daily", "daily"],
  ["Weekdays", "weekdays"],
  ["Weekends", "weekends"],
  ["Custom", "custom"],
];

/** The form: route drafts over the edited alarm (or the new alarm's defaults from the params). */
function draftOf(route: ScreenProps["route"], existing: Alarm | undefined): Draft {
  const base: Draft = existing
    ? { hour: existing.hour, minute: existing.minute, repeat: existing.repeat, days: existing.days, label: existing.label, vibrate: existing.vibrate, autoDelete: existing.autoDelete, mode: "hour" }
    : { hour: Number(route.params.hour ?? 7), minute: Number(route.params.minute ?? 0), repeat: "once", days: [], label: String(route.params.label ?? ""), vibrate: true, autoDelete: false, mode: "hour" };
  return { ...base, ...(route.data as Partial<Draft>) };
}

function hourLabel(h: number, use24h: boolean): string {
  return use24h ? pad2(h) : `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? "AM" : "PM"}`;
}

function TimePicker({ d, use24h, set }: { d: Draft; use24h: boolean; set: (patch: Partial<Draft>) => void }) {
  const [hm, ampm] = formatHm(d.hour, d.minute, use24h).split(" ");
  const [hh, mm] = hm.split(":");
  return (
    <>
      <div class="clock-picker-display" data-testid="clock-edit-time">
        <button class={`clock-seg ${d.mode === "hour" ? "active" : ""}`} data-testid="clock-edit-hour" aria-label="Hour" onClick={() => set({ mode: "hour" })}>
          {hh}
        </button>
        <span class="clock-seg-colon">:</span>
        <button class={`clock-seg ${d.mode === "minute" ? "active" : ""}`} data-testid="clock-edit-minute" aria-label="Minute" onClick={() => set({ mode: "minute" })}>
          {mm}
        </button>
        {ampm && <span class="clock-picker-ampm">{ampm}</span>}
      </div>
      {d.mode === "hour" ? (
        <div class="clock-grid clock-grid-hours" role="group" aria-label="Hours">
          {Array.from({ length: 24 }, (_, h) => (
            <button key={h} class={`clock-cell ${h === d.hour ? "selected" : ""}`} data-testid={`clock-hour-${h}`} onClick={() => set({ hour: h, mode: "minute" })}>
              {hourLabel(h, use24h)}
            </button>
          ))}
        </div>
      ) : (
        <div class="clock-grid clock-grid-minutes" role="group" aria-label="Minutes">
          {Array.from({ length: 12 }, (_, i) => i * 5).map((m) => (
            <button key={m} class={`clock-cell ${m === d.minute ? "selected" : ""}`} data-testid={`clock-minute-${m}`} onClick={() => set({ minute: m })}>
              {pad2(m)}
            </button>
          ))}
          <button class="clock-cell clock-cell-step" data-testid="clock-minute-minus" aria-label="Minus one minute" onClick={() => set({ minute: (d.minute + 59) % 60 })}>
            −1 min
          </button>
          <button class="clock-cell clock-cell-step" data-testid="clock-minute-plus" aria-label="Plus one minute" onClick={() => set({ minute: (d.minute + 1) % 60 })}>
            +1 min
          </button>
        </div>
      )}
    </>
  );
}

export function AlarmEditScreen({ route, app }: ScreenProps<ClockState>) {
  const id = route.params.id as string | undefined;
  const existing = id ? app.state.alarms.find((a) => a.id === id) : undefined;
  if (id && !existing) {
    return (
      <>
        <AppBar title="Edit alarm" onBack={app.pop} />
        <Empty icon={mdiAlarmOff} text="This alarm no longer exists" />
      </>
    );
  }
  const d = draftOf(route, existing);
  const set = (patch: Partial<Draft>) => app.setData(patch as Record<string, Json>);
  const toggleDay = (day: number) => {
    const days = d.days.includes(day) ? d.days.filter((x) => x !== day) : [...d.days, day];
    set({ days: normalizeDays(days), repeat: "custom" });
  };
  const save = () => {
    const days = normalizeDays(d.days);
    const fields = { hour: d.hour, minute: d.minute, repeat: repeatOf(days), days, label: d.label.trim(), vibrate: d.vibrate, autoDelete: d.autoDelete };
    let enabled = true;
    app.update((s) => {
      const a = existing && s.alarms.find((x) => x.id === existing.id);
      if (a) {
        // As on Android, changing the time arms the alarm; other edits keep its switch.
        if (a.hour !== fields.hour || a.minute !== fields.minute) a.enabled = true;
        Object.assign(a, fields);
        enabled = a.enabled;
      } else {
        s.alarms.push({ id: `a${s.nextId++}`, enabled: true, ...fields });
      }
    });
    if (enabled) announce(app, fields);
    app.pop();
  };
  const remove = () => {
    app.update((s) => {
      s.alarms = s.alarms.filter((a) => a.id !== id);
    });
    app.toast("Alarm deleted");
    app.pop();
  };
  const selectedChip = REPEAT_CHIPS.find(([, r]) => r === d.repeat)?.[0] ?? "Custom";
  return (
    <>
      <AppBar title={existing ? "Edit alarm" : "Add alarm"} onBack={app.pop} />
      <ScrollView id="edit">
        <TimePicker d={d} use24h={app.os.clock.use24h} set={set} />
        {/* Right under the picker, so the field stays above the on-screen keyboard. */}
        <TextField id="clock.label" label="Label" placeholder="Label" value={d.label} maxLength={40} onChange={(v) => set({ label: v })} />
        <SectionHeader>Repeat</SectionHeader>
        <Chips
          options={REPEAT_CHIPS.map(([label]) => label)}
          selected={[selectedChip]}
          testId="clock-repeat"
          onSelect={(label) => {
            const r = REPEAT_CHIPS.find(([l]) => l === label)![1];
            set(r === "custom" ? { repeat: r } : { repeat: r, days: PRESET_DAYS[r] });
          }}
        />
        <div class="clock-days" role="group" aria-label="Days">
          {WEEKDAYS.map((name, day) => (
            <button key={name} class={`clock-day ${d.days.includes(day) ? "selected" : ""}`} data-testid={`clock-day-${day}`} aria-label={name} aria-pressed={d.days.includes(day)} onClick={() => toggleDay(day)}>
              {name[0]}
            </button>
          ))}
        </div>
        <SwitchItem title="Vibrate" checked={d.vibrate} testId="clock-edit-vibrate" onChange={(v) => set({ vibrate: v })} />
        <SwitchItem title="Delete after dismissing" subtitle="For one-time alarms" checked={d.autoDelete} testId="clock-edit-autodelete" onChange={(v) => set({ autoDelete: v })} />
      </ScrollView>
      <div class="clock-edit-actions">
        {existing && (
          <Button variant="text" testId="clock-edit-delete" onClick={remove}>
            <span class="clock-danger">Delete</span>
          </Button>
        )}
        <span class="clock-spacer" />
        <Button variant="text" testId="clock-edit-cancel" onClick={app.pop}>
          Cancel
        </Button>
        <Button testId="clock-edit-save" onClick={save}>
          Save
        </Button>
      </div>
    </>
  );
}
