/**
 * World data of Tencent Meeting, in one place for the page and for Python (the sampler
 * and the judges read the same rows through `phone.json`): the user, the meeting contacts, the
 * booked and invited meetings, the history of 13 meetings of the last days with my joins, the
 * pool of meeting IDs new meetings take, and the rules the screens and the judges share (a
 * meeting's status on the simulated clock, a history meeting's length, the displayed ID).
 *
 * Everything is relative to the episode's default start (world/device.ts: Thursday 2026-05-14,
 * 09:00 local), so "May 12" is a definite day. Times are local, written the way the app shows
 * them: a date "YYYY-MM-DD" and "HH:MM" times. The fresh state holds these rows (a few kB); the
 * judges read their plain fields (start, end, plannedMinutes, joins) directly.
 */
import { addDays, isoOfDay } from "./calendarDates";
import { DEFAULT_START_MS, DEFAULT_TZ_OFFSET_MIN } from "./device";

export type TmRepeat = "none" | "daily" | "weekdays" | "weekly" | "biweekly" | "monthly";

export interface TmContact { id: string; name: string; company: string; phone: string }

/** A booked meeting (mine, hostId "me") or one I am invited to; upcoming or ongoing by the clock. */
export interface TmMeeting {
  id: string;
  /** Nine digits, shown as "xxx xxx xxx". */
  meetingId: string;
  title: string;
  hostId: string;
  hostName: string;
  date: string;
  start: string;
  /** Planned minutes. */
  duration: number;
  /** "" when the meeting has none. */
  password: string;
  repeat: TmRepeat;
  /** Who is in the meeting now (an ongoing meeting's members, host first); empty otherwise. */
  participants: string[];
}

export interface TmJoin {
  /** "HH:MM" on the meeting's date. */
  at: string;
  minutes: number;
}

export interface TmHistory {
  id: string;
  meetingId: string;
  title: string;
  hostId: string;
  hostName: string;
  date: string;
  start: string;
  end: string;
  plannedMinutes: number;
  /** Everyone who attended, host first, me included. */
  participants: string[];
  /** My joins in time order. */
  joins: TmJoin[];
}

export const TM_ME = { id: "me", name: "Lin Xiao" };

export const TM_PEOPLE: Record<string, string> = {
  me: "Lin Xiao",
  zhangwei: "Zhang Wei",
  lina: "Li Na",
  wangfang: "Wang Fang",
  liuyang: "Liu Yang",
  chenjing: "Chen Jing",
  zhaolei: "Zhao Lei",
  sunli: "Sun Li",
  zhoujie: "Zhou Jie",
};

const pad = (n: number) => String(n).padStart(2, "0");

/** The local date of the default episode start: the day the rows are relative to. */
export const TM_TODAY = isoOfDay(Math.floor((DEFAULT_START_MS + DEFAULT_TZ_OFFSET_MIN * 60_000) / 86_400_000));
const day = (offset: number) => addDays(TM_TODAY, offset);

/** A seeded generator (mulberry32): the meeting IDs are the same on every build. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 96 distinct nine-digit meeting IDs: the first 32 are the world's, the rest new meetings'. */
const ID_POOL: string[] = (() => {
  const r = rng(20260514);
  const seen = new Set<string>();
  while (seen.size < 96) seen.add(String(100_000_000 + Math.floor(r() * 899_999_999)));
  return [...seen];
})();

/** IDs a meeting booked or started on the phone takes, by the state's counter: `TM_NEW_IDS[nextId % 64]`. */
export const TM_NEW_IDS: string[] = ID_POOL.slice(32);

/** The ID a new meeting gets when the counter is `nextId`. */
export function newMeetingId(nextId: number): string {
  return TM_NEW_IDS[((nextId % TM_NEW_IDS.length) + TM_NEW_IDS.length) % TM_NEW_IDS.length];
}

/** "123 456 789". */
export function formatMeetingId(id: string): string {
  return id.replace(/\D/g, "").replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3");
}

export function minutesOf(hm: string): number {
  const [h, m] = hm.split(":").map(Number);
  return h * 60 + m;
}

export function hmOf(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** A history meeting's length in minutes (start to end). */
export function historyMinutes(h: TmHistory): number {
  return minutesOf(h.end) - minutesOf(h.start);
}

/** My time in a history meeting: the sum of my joins. */
export function myMinutes(h: TmHistory): number {
  return h.joins.reduce((s, j) => s + j.minutes, 0);
}

/** A booked meeting's end, as its date and "HH:MM" (a meeting past midnight ends the next day). */
export function meetingEnd(m: TmMeeting): { date: string; time: string } {
  const total = minutesOf(m.start) + m.duration;
  return { date: addDays(m.date, Math.floor(total / 1440)), time: hmOf(total) };
}

/** The instant a meeting starts, epoch ms, at the phone's UTC offset. */
export function meetingStartMs(m: TmMeeting, tzOffsetMinutes: number): number {
  const [y, mo, d] = m.date.split("-").map(Number);
  return Date.UTC(y, mo - 1, d) + minutesOf(m.start) * 60_000 - tzOffsetMinutes * 60_000;
}

/** "upcoming" until its start, then "ongoing" ("In progress") until the host ends it. */
export function meetingStatus(m: TmMeeting, now: number, tzOffsetMinutes: number): "upcoming" | "ongoing" {
  return now < meetingStartMs(m, tzOffsetMinutes) ? "upcoming" : "ongoing";
}

const ids = ID_POOL.slice(0, 32);

type MeetingRow = [id: string, title: string, host: string, dayOffset: number, start: string, duration: number, password: string, repeat: TmRepeat, participants: string[]];

const MEETING_ROWS: MeetingRow[] = [
  ["m1", "Project progress sync", "zhangwei", 0, "08:50", 60, "", "none", ["zhangwei", "lina", "zhaolei", "sunli"]],
  ["m2", "Tech sharing session", "lina", 0, "08:30", 120, "", "none", ["lina", "liuyang", "zhoujie", "chenjing", "wangfang"]],
  ["m3", "Marketing morning meeting", "wangfang", 0, "09:00", 30, "", "none", ["wangfang", "chenjing", "sunli"]],
  ["m4", "Requirements review meeting", "me", 0, "15:00", 60, "3721", "none", []],
  ["m5", "Client requirements call", "liuyang", 0, "16:00", 45, "", "none", []],
  ["m6", "Product weekly meeting", "me", 1, "10:00", 60, "", "weekly", []],
  ["m7", "Quarterly retrospective", "me", 4, "14:00", 90, "2468", "none", []],
  ["m8", "Training Q&A session", "chenjing", 5, "19:30", 45, "", "none", []],
];

type HistoryRow = [title: string, host: string, dayOffset: number, start: string, end: string, planned: number, participants: string[], joins: Array<[string, number]>];

const HISTORY_ROWS: HistoryRow[] = [
  ["Data analysis sharing", "lina", -8, "16:00", "17:55", 120, ["lina", "me", "zhangwei", "liuyang", "chenjing"], [["16:00", 60], ["17:05", 50]]],
  ["Marketing promotion discussion", "chenjing", -7, "11:00", "11:50", 60, ["chenjing", "me", "wangfang"], [["11:00", 25], ["11:30", 20]]],
  ["Supplier alignment", "zhoujie", -7, "14:00", "15:20", 90, ["zhoujie", "me", "sunli", "zhaolei"], [["14:10", 70]]],
  ["Project kickoff meeting", "liuyang", -6, "10:00", "12:30", 120, ["liuyang", "me", "zhangwei", "lina", "wangfang", "chenjing", "zhaolei"], [["10:00", 60], ["11:10", 80]]],
  ["Release retrospective", "me", -6, "15:00", "16:10", 60, ["me", "zhangwei", "liuyang", "sunli"], [["15:00", 70]]],
  ["Monday weekly meeting", "me", -3, "09:00", "09:45", 60, ["me", "zhangwei", "lina", "wangfang", "liuyang"], [["09:00", 45]]],
  ["Product requirements review", "zhangwei", -3, "14:00", "15:35", 90, ["zhangwei", "me", "zhaolei", "sunli"], [["14:02", 40], ["14:50", 45]]],
  ["Client proposal call", "zhaolei", -3, "16:00", "16:50", 60, ["zhaolei", "me", "zhoujie"], [["16:05", 45]]],
  ["Tech architecture discussion", "me", -2, "10:00", "12:10", 120, ["me", "zhangwei", "liuyang", "zhoujie", "sunli", "chenjing"], [["10:00", 130]]],
  ["Design walkthrough", "lina", -2, "15:00", "15:40", 30, ["lina", "me", "wangfang"], [["15:00", 20], ["15:25", 15]]],
  ["Quarterly budget meeting", "sunli", -1, "09:30", "11:15", 90, ["sunli", "me", "zhangwei", "chenjing", "zhaolei"], [["09:30", 105]]],
  ["Hiring interviews", "me", -1, "14:00", "14:55", 60, ["me", "chenjing", "zhoujie"], [["14:00", 55]]],
  ["Operations weekly report", "wangfang", -1, "16:30", "17:10", 45, ["wangfang", "me", "lina", "liuyang"], [["16:35", 10], ["16:50", 20]]],
];

export const TM_CONTACTS: TmContact[] = [
  { id: "zhangwei", name: "Zhang Wei", company: "Xinghe Tech · Product", phone: "138 1024 5521" },
  { id: "lina", name: "Li Na", company: "Xinghe Tech · Design", phone: "139 2233 8410" },
  { id: "wangfang", name: "Wang Fang", company: "Xinghe Tech · Marketing", phone: "137 6610 2398" },
  { id: "liuyang", name: "Liu Yang", company: "Yunfan Consulting", phone: "136 5501 7723" },
  { id: "chenjing", name: "Chen Jing", company: "Xinghe Tech · HR", phone: "135 8812 0046" },
];

export function initialMeetings(): TmMeeting[] {
  return MEETING_ROWS.map(([id, title, host, off, start, duration, password, repeat, people], i) => ({
    id,
    meetingId: ids[i],
    title,
    hostId: host,
    hostName: TM_PEOPLE[host],
    date: day(off),
    start,
    duration,
    password,
    repeat,
    participants: people.map((p) => TM_PEOPLE[p]),
  }));
}

export function initialHistory(): TmHistory[] {
  return HISTORY_ROWS.map(([title, host, off, start, end, planned, people, joins], i) => ({
    id: `h${i + 1}`,
    meetingId: ids[16 + i],
    title,
    hostId: host,
    hostName: TM_PEOPLE[host],
    date: day(off),
    start,
    end,
    plannedMinutes: planned,
    participants: people.map((p) => TM_PEOPLE[p]),
    joins: joins.map(([at, minutes]) => ({ at, minutes })),
  }));
}

/** My Personal Meeting ID (the personal meeting room's). */
export const TM_PERSONAL_ROOM_ID = ids[30];

export const REPEAT_LABELS: Record<TmRepeat, string> = { none: "Does not repeat", daily: "Every day", weekdays: "Every weekday", weekly: "Every week", biweekly: "Every two weeks", monthly: "Every month" };

/** What Python reads (`world("tencent_meeting")`): the IDs new meetings take, in counter order. */
export const TM_WORLD = { today: TM_TODAY, newIds: TM_NEW_IDS, people: TM_PEOPLE };
