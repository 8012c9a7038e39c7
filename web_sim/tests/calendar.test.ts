import { describe, expect, it } from "vitest";
import { addDays, CALENDAR_HOLIDAYS, dayMark, daysBetween, isoWeek, lunarDate, lunarLabel, weekdayOf } from "../world/calendar";
import { eventsOn, reminderInstant, searchEvents, initialCalendarState, type CalendarEvent } from "../src/apps/calendar/logic";
import type { OsState } from "../src/os/types";

const ev = (id: string, title: string, date: string, start: string, extra: Partial<CalendarEvent> = {}): CalendarEvent => ({ id, title, date, allDay: false, start, end: "23:00", type: "event", reminder: 15, alarm: false, notes: "", ...extra });

describe("lunar dates", () => {
  it("matches known Chinese calendar dates", () => {
    expect(lunarDate("2026-02-17")).toEqual({ year: 2026, month: 1, leap: false, day: 1 }); // Chinese New Year 2026
    expect(lunarDate("2025-01-29")).toEqual({ year: 2025, month: 1, leap: false, day: 1 }); // Chinese New Year 2025
    expect(lunarDate("2026-09-25")).toEqual({ year: 2026, month: 8, leap: false, day: 15 }); // Mid-Autumn 2026
    expect(lunarDate("2026-06-19")).toEqual({ year: 2026, month: 5, leap: false, day: 5 }); // Dragon Boat 2026
    expect(lunarDate("2025-07-25")).toEqual({ year: 2025, month: 6, leap: true, day: 1 }); // leap sixth month of 2025
    expect(lunarLabel("2025-07-25")).toBe("Leap Liuyue");
    expect(lunarLabel("2026-05-14")).toBe("3/28");
  });
});

describe("holiday table", () => {
  it("marks days off and make-up workdays", () => {
    expect(dayMark("2026-10-03")?.kind).toBe("off");
    expect(dayMark("2026-10-10")).toMatchObject({ kind: "work", holiday: { id: "national-day-2026" } });
    expect(dayMark("2026-05-14")).toBeNull();
    const spring = CALENDAR_HOLIDAYS.find((h) => h.id === "spring-festival-2026")!;
    expect(spring.days).toBe(9);
    // Make-up workdays are weekend days.
    for (const h of CALENDAR_HOLIDAYS) for (const w of h.makeupDays) expect([0, 6]).toContain(weekdayOf(w));
  });
});

describe("date arithmetic", () => {
  it("adds days, counts intervals and numbers ISO weeks", () => {
    expect(addDays("2026-05-14", 100)).toBe("2026-08-22");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-05-14", "2026-10-01")).toBe(140);
    expect(weekdayOf("2026-05-14")).toBe(4);
    expect(isoWeek("2026-01-01")).toBe(1);
    expect(isoWeek("2027-01-01")).toBe(53); // a Friday: the last week of 2026
    expect(isoWeek("2026-05-14")).toBe(20);
  });
});

describe("events", () => {
  const os = { clock: { now: Date.UTC(2026, 4, 14, 1), tzOffsetMinutes: 480 } } as unknown as OsState;
  it("orders a day's events all-day first, then by start; searches titles and notes", () => {
    const s = { ...initialCalendarState(), events: [ev("e1", "Yoga class", "2026-05-20", "18:00"), ev("e2", "Lunch", "2026-05-20", "12:00", { notes: "bring yoga mat" }), ev("e3", "Holiday", "2026-05-20", "00:00", { allDay: true })] };
    expect(eventsOn(s, "2026-05-20").map((e) => e.id)).toEqual(["e3", "e2", "e1"]);
    expect(searchEvents(s, "YOGA").map((e) => e.id)).toEqual(["e2", "e1"]);
    expect(searchEvents(s, "  ")).toEqual([]);
  });
  it("reminds the lead time before the start, all-day events before 09:00, none at -1", () => {
    expect(reminderInstant(ev("e1", "x", "2026-05-14", "09:20", { reminder: 10 }), os)).toBe(Date.UTC(2026, 4, 14, 1, 10));
    expect(reminderInstant(ev("e1", "x", "2026-05-15", "00:00", { allDay: true, reminder: 1440 }), os)).toBe(Date.UTC(2026, 4, 14, 1));
    expect(reminderInstant(ev("e1", "x", "2026-05-15", "10:00", { reminder: -1 }), os)).toBeNull();
  });
});
