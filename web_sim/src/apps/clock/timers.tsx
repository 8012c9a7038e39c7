/**
 * Timer and stopwatch tabs. Both are drawn from their start instants and the simulated clock
 * (`os.clock.now`), so they "run" only as the clock advances (1 s per action, WAIT's duration).
 */
import type { ComponentChildren } from "preact";
import { mdiBackspaceOutline, mdiFlagOutline, mdiPause, mdiPlay, mdiRestore, mdiStop } from "@mdi/js";
import { AppBar, Icon, ScrollView } from "../../os/ui/kit";
import { formatDuration, pad2 } from "../../os/time";
import type { ScreenProps } from "../../os/types";
import {
  addMinute,
  countdownText,
  entryParts,
  entryPush,
  entryToMs,
  msToEntry,
  pauseTimer,
  resetStopwatch,
  resetTimer,
  startStopwatch,
  startTimer,
  stopStopwatch,
  stopwatchElapsed,
  timerPhase,
  timerRemaining,
  type ClockState,
} from "./logic";

function ActionButton({ icon, label, onClick, testId, primary = false }: { icon?: string; label: string; onClick: () => void; testId: string; primary?: boolean }) {
  return (
    <button class={`clock-action ${primary ? "primary" : ""}`} data-testid={testId} aria-label={label} onClick={onClick}>
      {icon && <Icon path={icon} size={primary ? 28 : 22} />}
      <span>{label}</span>
    </button>
  );
}

/** A progress ring around the big number (fraction 0..1 of the circle drawn). */
function Ring({ fraction, children }: { fraction: number; children: ComponentChildren }) {
  const r = 116;
  const c = 2 * Math.PI * r;
  return (
    <div class="clock-ring">
      <svg width="256" height="256" viewBox="0 0 256 256" aria-hidden="true">
        <circle cx="128" cy="128" r={r} class="clock-ring-track" />
        <circle cx="128" cy="128" r={r} class="clock-ring-fill" stroke-dasharray={`${c * Math.min(1, Math.max(0, fraction))} ${c}`} transform="rotate(-90 128 128)" />
      </svg>
      <div class="clock-ring-content">{children}</div>
    </div>
  );
}

const KEYPAD = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0", "back"];

/**
 * Timer set-up: the keypad edits the route's `entry` draft and mirrors it into `durationMs`.
 * Without a draft (a fresh screen, or after Start) the keypad shows the stored duration and the
 * first digit starts a new entry, so a new time never gets appended to an old one.
 */
function TimerSetup({ route, app }: ScreenProps<ClockState>) {
  const draft = route.data.entry as string | null | undefined;
  const entry = typeof draft === "string" ? draft : msToEntry(app.state.timer.durationMs);
  const setEntry = (next: string) => {
    app.setData({ entry: next });
    app.update((s) => {
      s.timer.durationMs = entryToMs(next);
    });
  };
  const press = (key: string) => {
    if (key === "back") return setEntry(entry.slice(0, -1));
    setEntry(entryPush(typeof draft === "string" ? entry : "", key));
  };
  const { h, m, s } = entryParts(entry);
  const typed = entry.length;
  // Digits typed so far are highlighted from the right, as on Android's keypad.
  const unit = (v: number, u: string, from: number) => (
    <span class={`clock-entry-unit ${typed > from ? "set" : ""}`}>
      {pad2(v)}
      <small>{u}</small>
    </span>
  );
  return (
    <div class="clock-timer-setup">
      <div class="clock-entry" data-testid="clock-timer-entry">
        {unit(h, "h", 4)}
        {unit(m, "m", 2)}
        {unit(s, "s", 0)}
      </div>
      <div class="clock-keypad">
        {KEYPAD.map((k) => (
          <button key={k} class={`clock-key ${k === "back" ? "back" : ""}`} data-testid={`clock-key-${k}`} aria-label={k === "back" ? "Backspace" : k} onClick={() => press(k)}>
            {k === "back" ? <Icon path={mdiBackspaceOutline} size={26} /> : k}
          </button>
        ))}
      </div>
      <div class="clock-actions">
        {app.state.timer.durationMs > 0 && (
          <ActionButton
            primary
            icon={mdiPlay}
            label="Start"
            testId="clock-timer-start"
            onClick={() => {
              app.update((st) => startTimer(st.timer, app.os.clock.now));
              app.setData({ entry: null });
            }}
          />
        )}
      </div>
    </div>
  );
}

export function TimerTab(props: ScreenProps<ClockState>) {
  const { app } = props;
  const t = app.state.timer;
  const now = app.os.clock.now;
  const phase = timerPhase(t, now);
  const remaining = timerRemaining(t, now);
  const act = (fn: (timer: ClockState["timer"], now: number) => void) => () => app.update((s) => fn(s.timer, now));
  return (
    <>
      <AppBar title="Timer" />
      <div class="clock-body">
        {phase === "setup" ? (
          <TimerSetup {...props} />
        ) : (
          <div class="clock-timer-run">
            <Ring fraction={t.durationMs > 0 ? remaining / Math.max(t.durationMs, remaining) : 0}>
              <div class={`clock-countdown ${phase === "done" ? "done" : ""}`} data-testid="clock-timer-remaining">
                {countdownText(remaining)}
              </div>
              <div class="clock-timer-status" data-testid="clock-timer-status">
                {phase === "done" ? "Time's up" : phase === "paused" ? "Paused" : `${countdownText(t.durationMs)} timer`}
              </div>
            </Ring>
            <div class="clock-actions">
              <ActionButton icon={mdiRestore} label="Reset" testId="clock-timer-reset" onClick={act(resetTimer)} />
              {phase === "running" && <ActionButton primary icon={mdiPause} label="Pause" testId="clock-timer-pause" onClick={act(pauseTimer)} />}
              {phase === "paused" && <ActionButton primary icon={mdiPlay} label="Resume" testId="clock-timer-start" onClick={act(startTimer)} />}
              {phase === "done" && <ActionButton primary icon={mdiStop} label="Stop" testId="clock-timer-stop" onClick={act(resetTimer)} />}
              <ActionButton label="+1:00" testId="clock-timer-add" onClick={act(addMinute)} />
            </div>
          </div>
        )}
      </div>
    </>
  );
}

export function StopwatchTab({ app }: ScreenProps<ClockState>) {
  const sw = app.state.stopwatch;
  const now = app.os.clock.now;
  const elapsed = stopwatchElapsed(sw, now);
  const act = (fn: (s: ClockState["stopwatch"], now: number) => void) => () => app.update((s) => fn(s.stopwatch, now));
  const lap = () =>
    app.update((s) => {
      s.stopwatch.laps.push({ id: `lap${s.nextId++}`, elapsedMs: stopwatchElapsed(s.stopwatch, now) });
    });
  return (
    <>
      <AppBar title="Stopwatch" />
      <div class="clock-body clock-sw">
        {/* One turn of the ring is one minute, like the second hand of Android's stopwatch. */}
        <Ring fraction={(elapsed % 60_000) / 60_000}>
          <div class="clock-sw-time" data-testid="clock-sw-elapsed">
            {formatDuration(elapsed, true)}
          </div>
        </Ring>
        <ScrollView id="laps" class="clock-laps">
          {[...sw.laps].reverse().map((l) => {
            const i = sw.laps.indexOf(l);
            const split = l.elapsedMs - (i > 0 ? sw.laps[i - 1].elapsedMs : 0);
            return (
              <div key={l.id} class="clock-lap" data-testid={`clock-lap-${l.id}`}>
                <span class="clock-lap-n"># {i + 1}</span>
                <span class="clock-lap-split">{formatDuration(split, true)}</span>
                <span class="clock-lap-total">{formatDuration(l.elapsedMs, true)}</span>
              </div>
            );
          })}
        </ScrollView>
        <div class="clock-actions">
          {sw.running ? (
            <ActionButton icon={mdiFlagOutline} label="Lap" testId="clock-sw-lap" onClick={lap} />
          ) : (
            elapsed > 0 && <ActionButton icon={mdiRestore} label="Reset" testId="clock-sw-reset" onClick={act(resetStopwatch)} />
          )}
          {sw.running ? (
            <ActionButton primary icon={mdiPause} label="Stop" testId="clock-sw-stop" onClick={act(stopStopwatch)} />
          ) : (
            <ActionButton primary icon={mdiPlay} label="Start" testId="clock-sw-start" onClick={act(startStopwatch)} />
          )}
        </div>
      </div>
    </>
  );
}
