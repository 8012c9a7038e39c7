/**
 * What each RedNote screen takes as route parameters (the control API's `intent` checks a
 * payload against these types), and the intent checks of the screens whose ids must exist:
 * notes and users of the world (and the user's own notes).
 */
import { idIn, worldIdIn } from "../../os/intentChecks";
import type { AppManifest, NoParams } from "../../os/types";
import { ME, type RedbookState } from "./state";

/** The settings pages (me.tsx's SETTINGS_PAGES); main is the first. */
export type RbSettingsPage =
  | "main" | "account" | "bindings" | "deactivate" | "security" | "devices" | "general" | "language" | "display" | "media" | "notifications"
  | "notifyInteractions" | "privacy" | "interactions" | "blocked" | "personalization" | "storage" | "teen" | "permissions" | "help" | "about";

export interface RedbookScreenParams {
  home: NoParams;
  /** Which notices are listed. */
  notices: { kind: "likes" | "follows" | "comments" };
  /** `id`: a note of the world's or one of the user's own. */
  note: { id: string };
  /** `user`: a user of the world, or "me". */
  user: { user: string };
  /** The user's own fans or following (`user` is "me"). */
  userList: { user: string; kind: "following" | "fans" };
  /** `user`: the other side of the chat, a user of the world. */
  chat: { user: string };
  chatSettings: { user: string };
  /** `users`: open on the users tab. */
  search: { users?: boolean };
  publish: NoParams; publishText: NoParams;
  /** The card's text, as the text step pushes it. */
  publishTemplate: { text: string };
  /** The card's text and the template picked (publish.tsx's TEMPLATES). */
  publishFinal: { text: string; template: "Simple" | "Diary" | "Memo" | "Bold" | "Gradient" | "Polaroid" };
  history: NoParams; editProfile: NoParams;
  /** `page`: a settings page (default main). */
  settings: { page?: RbSettingsPage };
}

/** The world's notes and users: loaded with the screens, and for a check of them. */
const world = () => import("../../../world/redbook");
type World = typeof import("../../../world/redbook");
const userIds = (w: World): string[] => w.RB_USERS.map((u) => u.id);

export const redbookIntents: AppManifest<RedbookState, RedbookScreenParams>["intents"] = {
  note: worldIdIn("id", "note", world, (w, s: RedbookState) => [...s.notes.map((n) => n.id), ...w.RB_NOTES.map((n) => n.id)]),
  user: worldIdIn("user", "user", world, (w) => [ME, ...userIds(w)]),
  userList: idIn("user", "user whose lists are shown", () => [ME]),
  chat: worldIdIn("user", "user", world, userIds),
  chatSettings: worldIdIn("user", "user", world, userIds),
};
