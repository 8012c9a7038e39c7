/**
 * Tencent Meeting's state (`apps.tencent_meeting`): the user, the personal room, the contacts,
 * booked and invited meetings, history, messages, settings and the meeting I am in. The rows are
 * the world's (web_sim/world/tencent_meeting.ts); this file only assembles them and names the
 * rules of the in-meeting state.
 */
import { TM_CONTACTS, TM_ME, TM_PERSONAL_ROOM_ID, TM_TODAY, initialHistory, initialMeetings, type TmContact, type TmHistory, type TmMeeting } from "../../../world/tencent_meeting";

export const APP_ID = "tencent_meeting";

export interface TmSettings {
  micOnJoin: boolean;
  speakerOnJoin: boolean;
  videoOnJoin: boolean;
  messageNotifications: boolean;
  meetingReminder: boolean;
  showVerifiedIdentity: boolean;
  hideNonVideo: boolean;
  hideSelf: boolean;
  showJoinDuration: boolean;
  mirrorVideo: boolean;
  beauty: boolean;
  noiseSuppression: boolean;
  hdVideo: boolean;
  joinLeaveTone: boolean;
  autoCopyInvite: boolean;
  floatingWindow: boolean;
  liveCaptions: boolean;
  autoCloudRecord: boolean;
}

export interface TmChatMessage {
  id: string;
  /** "me" for mine, else the sender's name. */
  from: string;
  /** "all" (Everyone) or the name of the one participant it was sent to privately. */
  to: string;
  text: string;
  /** "HH:MM" local. */
  at: string;
}

/** The meeting I am in. */
export interface TmActive {
  /** The booked meeting's id (`meetings[].id`), "" for a quick meeting or one joined by number only. */
  ref: string;
  meetingId: string;
  title: string;
  hostName: string;
  /** I started it (a quick meeting). */
  isHost: boolean;
  /** A quick meeting held in my personal room. */
  personalRoom: boolean;
  /** My display name in this meeting. */
  myName: string;
  muted: boolean;
  video: boolean;
  speaker: boolean;
  sharing: boolean;
  /** Everyone else in the meeting. */
  participants: string[];
  chat: TmChatMessage[];
  joinedAt: string;
}

export interface TmMessage { id: string; title: string; text: string; at: string }
export interface TmDevice { id: string; name: string; lastActive: string }

export interface TencentMeetingState {
  user: { name: string; phone: string; verifiedName: string; company: string };
  personalRoom: { meetingId: string; password: string; waitingRoom: boolean };
  contacts: TmContact[];
  meetings: TmMeeting[];
  history: TmHistory[];
  messages: TmMessage[];
  devices: TmDevice[];
  settings: TmSettings;
  active: TmActive | null;
  nextId: number;
}

export const DEFAULT_SETTINGS: TmSettings = {
  micOnJoin: false,
  speakerOnJoin: true,
  videoOnJoin: false,
  messageNotifications: true,
  meetingReminder: true,
  showVerifiedIdentity: false,
  hideNonVideo: false,
  hideSelf: false,
  showJoinDuration: true,
  mirrorVideo: true,
  beauty: false,
  noiseSuppression: true,
  hdVideo: false,
  joinLeaveTone: true,
  autoCopyInvite: false,
  floatingWindow: true,
  liveCaptions: false,
  autoCloudRecord: false,
};

export const initialTencentMeetingState = (): TencentMeetingState => ({
  user: { name: TM_ME.name, phone: "138****6721", verifiedName: "*Xiao", company: "Xinghe Tech" },
  personalRoom: { meetingId: TM_PERSONAL_ROOM_ID, password: "", waitingRoom: false },
  contacts: TM_CONTACTS.map((c) => ({ ...c })),
  meetings: initialMeetings(),
  history: initialHistory(),
  messages: [
    { id: "n1", title: "Meeting reminder", text: "Your meeting \"Requirements review meeting\" starts today at 15:00", at: `${TM_TODAY} 08:00` },
    { id: "n2", title: "Meeting invitation", text: "Liu Yang invited you to \"Client requirements call\"", at: `${TM_TODAY} 07:42` },
    { id: "n3", title: "Tencent Meeting Team", text: "New version: in-meeting chat now supports private messages", at: "2026-05-10 10:00" },
  ],
  devices: [
    { id: "d1", name: "MacBook Pro", lastActive: "2026-05-13 18:20" },
    { id: "d2", name: "iPad Air", lastActive: "2026-05-09 21:05" },
  ],
  settings: { ...DEFAULT_SETTINGS },
  active: null,
  nextId: 1,
});
