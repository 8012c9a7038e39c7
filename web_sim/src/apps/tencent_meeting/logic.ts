/** What the screens do to Tencent Meeting's state: join, start, leave, book, cancel, chat. */
import { addDays } from "../../../world/calendarDates";
import { newMeetingId, type TmMeeting } from "../../../world/tencent_meeting";
import { MONTHS, WEEKDAYS, localTime, pad2 } from "../../os/time";
import type { AppHandle, OsState } from "../../os/types";
import type { TencentMeetingState, TmActive } from "./state";

export type App = AppHandle<TencentMeetingState>;

export function todayIso(os: OsState): string {
  const t = localTime(os);
  return `${t.year}-${pad2(t.month)}-${pad2(t.day)}`;
}

export function nowHm(os: OsState): string {
  const t = localTime(os);
  return `${pad2(t.hour)}:${pad2(t.minute)}`;
}

/** "Today, May 14", "Tomorrow, May 15", "Mon, May 18". */
export function dayLabel(iso: string, os: OsState): string {
  const [, m, d] = iso.split("-").map(Number);
  const today = todayIso(os);
  const base = `${MONTHS[m - 1].slice(0, 3)} ${d}`;
  if (iso === today) return `Today, ${base}`;
  if (iso === addDays(today, 1)) return `Tomorrow, ${base}`;
  if (iso === addDays(today, -1)) return `Yesterday, ${base}`;
  const wd = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return `${WEEKDAYS[wd].slice(0, 3)}, ${base}`;
}

/** "1 h 30 min", "45 min", "2 h": the one style of every length the app shows (hooks.py writes the same). */
export function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** The personal room's name, on its page and as the title of a quick meeting held in it. */
export function personalRoomTitle(name: string): string {
  return `${name}'s Personal Meeting Room`;
}

function enter(app: App, active: TmActive): void {
  app.update((d) => void (d.active = active));
  app.push("meeting");
}

/** Join a booked or invited meeting with the options given (the join page's) or the settings' defaults. */
export function joinMeeting(app: App, m: TmMeeting, opts?: { mic: boolean; speaker: boolean; video: boolean; name: string }): void {
  const s = app.state.settings;
  if (app.state.active) {
    if (app.state.active.meetingId === m.meetingId) return app.push("meeting");
    return app.toast("You are already in a meeting. Leave it first.");
  }
  const mine = m.hostId === "me";
  enter(app, {
    ref: m.id,
    meetingId: m.meetingId,
    title: m.title,
    hostName: m.hostName,
    isHost: mine,
    personalRoom: false,
    myName: (opts?.name ?? app.state.user.name).trim() || app.state.user.name,
    muted: !(opts ? opts.mic : s.micOnJoin),
    video: opts ? opts.video : s.videoOnJoin,
    speaker: opts ? opts.speaker : s.speakerOnJoin,
    sharing: false,
    participants: m.participants.filter((p) => p !== app.state.user.name),
    chat: [],
    joinedAt: nowHm(app.os),
  });
}

/** A quick meeting: mine, in my personal room or under a new meeting ID. */
export function startQuickMeeting(app: App, opts: { video: boolean; mic: boolean; personalRoom: boolean }): void {
  if (app.state.active) return app.toast("You are already in a meeting. Leave it first.");
  const st = app.state;
  const id = opts.personalRoom ? st.personalRoom.meetingId : newMeetingId(st.nextId);
  app.update((d) => {
    if (!opts.personalRoom) d.nextId += 1;
    d.active = {
      ref: "",
      meetingId: id,
      title: opts.personalRoom ? personalRoomTitle(st.user.name) : `${st.user.name}'s quick meeting`,
      hostName: st.user.name,
      isHost: true,
      personalRoom: opts.personalRoom,
      myName: st.user.name,
      muted: !opts.mic,
      video: opts.video,
      speaker: st.settings.speakerOnJoin,
      sharing: false,
      participants: [],
      chat: [],
      joinedAt: nowHm(app.os),
    };
  });
  app.push("meeting");
}

export function leaveMeeting(app: App): void {
  app.update((d) => void (d.active = null));
  app.pop();
}

export function findByNumber(s: TencentMeetingState, typed: string): TmMeeting | undefined {
  const digits = typed.replace(/\D/g, "");
  return s.meetings.find((m) => m.meetingId === digits);
}
