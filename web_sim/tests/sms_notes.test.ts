import { describe, expect, it } from "vitest";
import { defaultContacts, DEFAULT_START_MS } from "../world/device";
import { defaultSmsThreads } from "../world/sms";
import { dayLabel, lastMessage, looksLikeNumber, sameNumber, searchMessages, sortThreads, threadName, unreadCount } from "../src/apps/sms/logic";
import { shortTime } from "../src/os/time";
import { countIn, defaultReminder, displayTitle, initialNotesState, reminderInstant, reminderLabel, visibleNotes, wordCount } from "../src/apps/notes/logic";
import { freshPhone } from "../src/os/defaultState";
import smsManifest from "../src/apps/sms/manifest";
import smsManifestUi from "../src/apps/sms/screens";
import notesManifest from "../src/apps/notes/manifest";
import notesManifestUi from "../src/apps/notes/screens";

const os = freshPhone().os;

describe("sms seed and logic", () => {
  const threads = defaultSmsThreads();
  const contacts = defaultContacts();

  it("is deterministic, with unique ids and five unread threads", () => {
    expect(defaultSmsThreads()).toEqual(threads);
    const ids = threads.flatMap((t) => [t.id, ...t.messages.map((m) => m.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(threads.filter((t) => unreadCount(t) > 0).map((t) => t.id)).toEqual(["t1", "t2", "t4", "t5", "t8"]);
    expect(threads.every((t) => t.messages.every((m) => m.time < DEFAULT_START_MS))).toBe(true);
    expect(os.providers.sms).toEqual(threads);
  });

  it("names threads by contact, else by number, and sorts newest first", () => {
    expect(threadName(threads[0], contacts)).toBe("Mom");
    expect(threadName(threads[1], contacts)).toBe("95528");
    expect(threadName(threads[0], [])).toBe("+86 188 0000 1111");
    expect(sortThreads(threads).map((t) => t.id).slice(0, 3)).toEqual(["t2", "t1", "t4"]);
    expect(lastMessage(threads[4])!.text).toContain("invite Henry");
  });

  it("searches names and message text, any case", () => {
    const hits = searchMessages(threads, contacts, "MEETING");
    expect(hits.map((h) => h.message?.id)).toEqual(["m20", "m17", "m15"]);
    expect(searchMessages(threads, contacts, "mom").map((h) => h.thread.id)).toEqual(["t1"]);
    expect(searchMessages(threads, contacts, "  ")).toEqual([]);
  });

  it("formats times against the simulated clock", () => {
    expect(shortTime(threads[0].messages[2].time, os)).toBe("08:12");
    expect(shortTime(threads[4].messages[4].time, os)).toBe("Yesterday");
    expect(dayLabel(threads[0].messages[2].time, os)).toBe("Today · 08:12");
    expect(sameNumber("+86 188 0000 1111", "+8618800001111")).toBe(true);
    expect(looksLikeNumber("+86 131 0000")).toBe(true);
    expect(looksLikeNumber("grace")).toBe(false);
  });

  it("declares its screens", () => {
    for (const [from, to] of Object.entries(smsManifest.navigation)) for (const s of [from, ...to]) expect(smsManifestUi.screens[s]).toBeDefined();
  });
});

describe("notes logic", () => {
  const s = initialNotesState();

  it("scopes: all hides private and trashed, pinned first", () => {
    const all = visibleNotes(s.notes, "all", "", "modified");
    expect(all.length).toBe(10);
    expect(all.slice(0, 2).map((n) => n.id)).toEqual(["n1", "n9"]);
    expect(countIn(s.notes, "private")).toBe(3);
    expect(countIn(s.notes, "trash")).toBe(2);
    expect(visibleNotes(s.notes, "folder:f1", "", "modified").map((n) => n.id).sort()).toEqual(["n2", "n9"]);
    expect(visibleNotes(s.notes, "all", "piano", "modified")).toEqual([]);
    expect(visibleNotes(s.notes, "private", "piano", "modified").map((n) => n.id)).toEqual(["n12"]);
  });

  it("counts words and names untitled notes by their first line", () => {
    expect(wordCount("Hello  world\nagain")).toBe(3);
    expect(wordCount("充电器 ok")).toBe(4);
    expect(wordCount("")).toBe(0);
    expect(displayTitle({ title: " ", body: "\nFirst line\nsecond" })).toBe("First line");
    expect(displayTitle({ title: "", body: "" })).toBe("Untitled note");
  });

  it("computes reminders on the simulated clock", () => {
    expect(defaultReminder(os)).toEqual({ day: 0, hour: 10, minute: 0 });
    const at = reminderInstant(os, 1, 7, 30);
    expect(at - os.clock.now).toBe(22.5 * 3_600_000);
    expect(reminderLabel(at, os)).toBe("Tomorrow 07:30");
    expect(reminderLabel(reminderInstant(os, 2, 9, 5), os)).toBe("Sat 16 09:05");
  });

  it("declares its screens", () => {
    for (const [from, to] of Object.entries(notesManifest.navigation)) for (const s of [from, ...to]) expect(notesManifestUi.screens[s]).toBeDefined();
  });
});
