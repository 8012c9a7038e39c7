import { describe, expect, it } from "vitest";
import { CITIES } from "../world/clock";
import {
  addMinute,
  alarmSetText,
  cityRelation,
  countdownText,
  entryPush,
  entryToMs,
  gmtLabel,
  initialClockState,
  msToEntry,
  msUntil,
  offsetDiffText,
  pauseTimer,
  repeatOf,
  repeatSummary,
  resetTimer,
  searchKey,
  sortedAlarms,
  startStopwatch,
  startTimer,
  stopStopwatch,
  stopwatchElapsed,
  timerPhase,
  timerRemaining,
  type TimerState,
} from "../src/apps/clock/logic";

// Thursday 14 May 2026, 09:00:00 at UTC+8 (the default episode start).
const NOW = Date.UTC(2026, 4, 14, 1, 0, 0);
const TZ = 480;

describe("clock seed and catalogue", () => {
  it("is deterministic, with unique ids and canonical repeats", () => {
    const s = initialClockState();
    expect(JSON.stringify(s)).toBe(JSON.stringify(initialClockState()));
    expect(s.alarms).toHaveLength(7);
    expect(new Set(s.alarms.map((a) => a.id)).size).toBe(7);
    for (const a of s.alarms) expect(repeatOf(a.days)).toBe(a.repeat);
    expect(s.alarms.some((a) => a.enabled) && s.alarms.some((a) => !a.enabled)).toBe(true);
    expect(s.worldClock.cities).toHaveLength(3);
  });

  it("has 15 cities with unique ids, including a half-hour zone", () => {
    expect(CITIES).toHaveLength(15);
    expect(new Set(CITIES.map((c) => c.id)).size).toBe(15);
    for (const id of initialClockState().worldClock.cities) expect(CITIES.some((c) => c.id === id)).toBe(true);
    expect(CITIES.find((c) => c.id === "mumbai")?.offsetMinutes).toBe(330);
  });
});

describe("alarm repeat", () => {
  it("names day sets and normalises custom choices", () => {
    expect(repeatOf([])).toBe("once");
    expect(repeatOf([6, 5, 4, 3, 2, 1, 0])).toBe("daily");
    expect(repeatOf([5, 1, 2, 3, 4])).toBe("weekdays");
    expect(repeatOf([6, 0])).toBe("weekends");
    expect(repeatOf([1, 3])).toBe("custom");
    expect(repeatSummary([3, 1, 5])).toBe("Mon, Wed, Fri");
    expect(repeatSummary([0, 1, 2, 3, 4, 5, 6])).toBe("Every day");
  });

  it("sorts alarms by time of day", () => {
    const ids = sortedAlarms(initialClockState().alarms.reverse()).map((a) => a.hour * 60 + a.minute);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it("computes the time until the next ring", () => {
    expect(msUntil({ hour: 10, minute: 30, days: [] }, NOW, TZ)).toBe(90 * 60_000);
    // Already past today: tomorrow.
    expect(msUntil({ hour: 8, minute: 0, days: [] }, NOW, TZ)).toBe(23 * 3_600_000);
    // Thursday now; a Saturday-only alarm at 09:00 is two days away.
    expect(msUntil({ hour: 9, minute: 0, days: [6] }, NOW, TZ)).toBe(2 * 86_400_000);
    expect(alarmSetText(90 * 60_000)).toBe("Alarm set for 1 hour and 30 minutes from now");
    expect(alarmSetText(86_400_000 + 2 * 3_600_000 + 60_000)).toBe("Alarm set for 1 day, 2 hours and 1 minute from now");
    expect(alarmSetText(30_000)).toBe("Alarm set for less than 1 minute from now");
  });
});

describe("world clock", () => {
  it("describes offsets and date changes", () => {
    expect(offsetDiffText(0)).toBe("Same time");
    expect(offsetDiffText(-420)).toBe("7 h behind");
    expect(offsetDiffText(150)).toBe("2:30 h ahead");
    // 09:00 in Beijing is 20:00 the day before in New York.
    expect(cityRelation(NOW, TZ, -300)).toBe("Yesterday, 13 h behind");
    expect(cityRelation(NOW, TZ, 540)).toBe("1 h ahead");
    expect(cityRelation(Date.UTC(2026, 4, 14, 15, 30), TZ, 600)).toBe("Tomorrow, 2 h ahead");
    expect(cityRelation(NOW, TZ, 330)).toBe("2:30 h behind");
    expect(gmtLabel(330)).toBe("GMT+5:30");
    expect(gmtLabel(-180)).toBe("GMT-3");
    expect(searchKey("São Paulo")).toBe("sao paulo");
  });
});

describe("timer", () => {
  const fresh = (): TimerState => ({ durationMs: 10_000, running: false, endsAt: null, remainingMs: 0 });

  it("counts down from endsAt, pauses, resumes and ends", () => {
    const t = fresh();
    expect(timerPhase(t, NOW)).toBe("setup");
    startTimer(t, NOW);
    expect(t).toMatchObject({ running: true, endsAt: NOW + 10_000 });
    expect(timerRemaining(t, NOW + 4_000)).toBe(6_000);
    pauseTimer(t, NOW + 4_000);
    expect(t).toMatchObject({ running: false, endsAt: null, remainingMs: 6_000 });
    expect(timerRemaining(t, NOW + 60_000)).toBe(6_000);
    startTimer(t, NOW + 60_000);
    expect(timerPhase(t, NOW + 66_000)).toBe("done");
    expect(timerRemaining(t, NOW + 70_000)).toBe(0);
    addMinute(t, NOW + 70_000);
    expect(timerRemaining(t, NOW + 70_000)).toBe(60_000);
    resetTimer(t);
    expect(timerPhase(t, NOW)).toBe("setup");
    expect(t.durationMs).toBe(10_000);
  });

  it("reads keypad entries as hhmmss", () => {
    expect(entryToMs("130")).toBe(90_000);
    expect(entryToMs("10000")).toBe(3_600_000);
    expect(entryPush("", "00")).toBe("");
    expect(entryPush("5", "00")).toBe("500");
    expect(entryPush("123456", "7")).toBe("123456");
    expect(msToEntry(90_000)).toBe("130");
    expect(countdownText(4_001)).toBe("00:05");
    expect(countdownText(3_600_000)).toBe("01:00:00");
  });
});

describe("stopwatch", () => {
  it("accumulates time across start and stop", () => {
    const sw = { running: false, startedAt: null as number | null, elapsedMs: 0, laps: [] };
    startStopwatch(sw, NOW);
    expect(stopwatchElapsed(sw, NOW + 5_000)).toBe(5_000);
    stopStopwatch(sw, NOW + 5_000);
    expect(stopwatchElapsed(sw, NOW + 99_000)).toBe(5_000);
    startStopwatch(sw, NOW + 100_000);
    expect(stopwatchElapsed(sw, NOW + 102_500)).toBe(7_500);
  });
});
