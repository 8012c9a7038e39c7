/**
 * The Clock's events on the OS queue: enabled alarms ring at their next time, snoozed ones when
 * the snooze ends (a full-screen alarm with Snooze and Dismiss), a running timer posts "Time's
 * up" when it ends. All derived from `apps.clock`, so editing an alarm reschedules it.
 */
import { mdiAlarm } from "@mdi/js";
import { closeFullScreen, postNotification, showFullScreen } from "../../os/notifications/service";
import { formatHm, localTime } from "../../os/time";
import type { AppEvent, AppEvents, OsState, PhoneState, ScreenProps } from "../../os/types";
import { Button, Icon } from "../../os/ui/kit";
import { nextRing, SNOOZE_MS, type ClockState } from "./logic";

const own = (d: PhoneState): ClockState => d.apps.clock as unknown as ClockState;

function upcoming(s: ClockState, os: OsState): AppEvent[] {
  const now = os.clock.now;
  const out: AppEvent[] = [];
  for (const a of s.alarms) if (a.enabled) out.push({ at: nextRing(a, now, os.clock.tzOffsetMinutes), kind: "alarm", data: { id: a.id } });
  for (const z of s.snoozes) if (z.until >= now) out.push({ at: z.until, kind: "snooze", data: { id: z.id } });
  if (s.timer.running && s.timer.endsAt !== null && s.timer.endsAt >= now) out.push({ at: s.timer.endsAt, kind: "timer", data: {} });
  return out;
}

function ring(d: PhoneState, id: string): void {
  const c = own(d);
  if (!c.alarms.some((a) => a.id === id)) return;
  c.snoozes = c.snoozes.filter((z) => z.id !== id);
  showFullScreen(d, "clock", "ringing", { id });
}

export const clockEvents: AppEvents<ClockState> = {
  upcoming,
  handlers: {
    alarm: { fire: (d, data) => ring(d, String(data.id)) },
    snooze: { fire: (d, data) => ring(d, String(data.id)) },
    timer: { fire: (d) => void postNotification(d, "clock", { title: "Timer", text: "Time's up", open: { screen: "main", params: { tab: "timer" } } }) },
  },
};

/** The ringing alarm, drawn over everything until it is snoozed or dismissed. */
export function RingingScreen({ route, app }: ScreenProps<ClockState>) {
  const id = String(route.params.id);
  const alarm = app.state.alarms.find((a) => a.id === id);
  const t = localTime(app.os);
  const snooze = () => {
    const until = app.os.clock.now + SNOOZE_MS;
    app.update((s) => {
      s.snoozes = [...s.snoozes.filter((z) => z.id !== id), { id, until }];
    });
    closeFullScreen();
    const u = localTime({ ...app.os, clock: { ...app.os.clock, now: until } });
    app.toast(`Snoozed until ${formatHm(u.hour, u.minute, app.os.clock.use24h)}`);
  };
  // Dismissing ends a one-time alarm: off, or gone when it deletes itself after dismissing.
  const dismiss = () => {
    app.update((s) => {
      s.snoozes = s.snoozes.filter((z) => z.id !== id);
      const a = s.alarms.find((x) => x.id === id);
      if (a && a.days.length === 0) {
        if (a.autoDelete) s.alarms = s.alarms.filter((x) => x.id !== id);
        else a.enabled = false;
      }
    });
    closeFullScreen();
  };
  return (
    <div class="clock-ringing" data-testid="clock-ringing">
      <Icon path={mdiAlarm} size={48} />
      <div class="clock-ringing-time">{formatHm(t.hour, t.minute, app.os.clock.use24h)}</div>
      <div class="clock-ringing-label" data-testid="clock-ringing-label">
        {alarm?.label || "Alarm"}
      </div>
      <div class="clock-ringing-actions">
        <Button variant="tonal" testId="clock-ring-snooze" onClick={snooze}>
          Snooze
        </Button>
        <Button testId="clock-ring-dismiss" onClick={dismiss}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}
