import { describe, expect, it } from "vitest";
import { DEFAULT_START_MS, DEFAULT_TZ_OFFSET_MIN } from "../world/device";
import { TM_NEW_IDS, TM_TODAY, formatMeetingId, historyMinutes, initialHistory, initialMeetings, meetingEnd, meetingStatus, myMinutes, newMeetingId } from "../world/tencent_meeting";
import { durationLabel } from "../src/apps/tencent_meeting/logic";
import { initialTencentMeetingState } from "../src/apps/tencent_meeting/state";

describe("Tencent Meeting world", () => {
  it("dates its rows from the episode's default day", () => {
    expect(TM_TODAY).toBe("2026-05-14");
    const h = initialHistory();
    expect(h).toHaveLength(13);
    expect(h.every((x) => x.date < TM_TODAY)).toBe(true);
  });

  it("formats IDs as three groups and hands out new ones by the counter", () => {
    expect(formatMeetingId("123456789")).toBe("123 456 789");
    expect(TM_NEW_IDS).toHaveLength(64);
    expect(newMeetingId(3)).toBe(TM_NEW_IDS[3]);
    expect(newMeetingId(67)).toBe(TM_NEW_IDS[3]);
    const taken = new Set([...initialMeetings().map((m) => m.meetingId), ...initialHistory().map((x) => x.meetingId), initialTencentMeetingState().personalRoom.meetingId]);
    expect(taken.size).toBe(8 + 13 + 1);
    expect(TM_NEW_IDS.some((id) => taken.has(id))).toBe(false);
  });

  it("says upcoming before a meeting's start on the clock and ongoing from then", () => {
    const m4 = initialMeetings().find((m) => m.id === "m4")!; // today 15:00
    expect(meetingStatus(m4, DEFAULT_START_MS, DEFAULT_TZ_OFFSET_MIN)).toBe("upcoming");
    expect(meetingStatus(m4, DEFAULT_START_MS + 6 * 3_600_000 - 1, DEFAULT_TZ_OFFSET_MIN)).toBe("upcoming");
    expect(meetingStatus(m4, DEFAULT_START_MS + 6 * 3_600_000, DEFAULT_TZ_OFFSET_MIN)).toBe("ongoing");
    expect(meetingEnd(m4)).toEqual({ date: "2026-05-14", time: "16:00" });
    expect(meetingEnd({ ...m4, start: "23:30", duration: 90 })).toEqual({ date: "2026-05-15", time: "01:00" });
  });

  it("measures a meeting from start to end and my time by my joins", () => {
    const h = initialHistory().find((x) => x.title === "Product requirements review")!;
    expect([historyMinutes(h), myMinutes(h), h.plannedMinutes]).toEqual([95, 85, 90]);
  });

  it("writes lengths in one style, the one hooks.py's duration_label writes", () => {
    expect([95, 45, 120, 60].map(durationLabel)).toEqual(["1 h 35 min", "45 min", "2 h", "1 h"]);
  });
});
