/**
 * What each WeChat screen takes as route parameters (the control API's `intent` checks a payload
 * against these types), and the intent checks of the screens whose ids must exist: chats,
 * friends, groups, subscriptions, authorized apps; and the payment request (payRequest.ts).
 */
import { allOf, idIn, installedAppProblem } from "../../os/intentChecks";
import type { AppManifest, NoParams, OsState } from "../../os/types";
import { type PayRequest, payIntent } from "./payRequest";
import type { Tab } from "./main";
import type { WechatState } from "./state";

export interface WechatScreenParams {
  /** `tab`: the tab it opens on (default chats). */
  main: { tab?: Tab };
  /** `id`: a friend's or a group's id (its chat, existing or not). */
  chat: { id: string };
  chatInfo: { id: string };
  chatSearch: { id: string };
  search: NoParams;
  /**
   * Choose a chat: to start one (`new`), to forward message `msgId` of chat `chatId`, or to
   * share a photo or a text (default; `returnApp`: where to go back after sending).
   */
  pickChat: { mode: "new" } | { mode: "forward"; chatId: string; msgId: string } | { mode?: "share"; photoId?: string; text?: string; returnApp?: string };
  /** Another app's share: a photo of the gallery or a text, sent to the chat the user picks. */
  share: { photoId?: string; text?: string; returnApp?: string };
  /** Pick photos to send to chat `chatId`, or for the Moment being written. */
  pickPhoto: { mode: "chat"; chatId: string } | { mode: "moment" };
  /** Pick a file to send to chat `chatId`. */
  pickFile: { chatId: string };
  /** `id`: a friend's id. */
  profile: { id: string };
  friendSettings: { id: string };
  friendPerms: { id: string };
  remark: { id: string };
  newFriends: NoParams; addFriend: NoParams; radar: NoParams; mobileContacts: NoParams; groups: NoParams; tags: NoParams;
  blacklist: NoParams; nearby: NoParams; scan: NoParams;
  /** A page not built: its title. */
  placeholder: { title: string };
  moments: NoParams;
  /** `id`: a friend's id, or "me". */
  userMoments: { id: string };
  postMoment: NoParams; location: NoParams; sports: NoParams; myProfile: NoParams;
  /** Which of my profile's texts is edited. */
  editText: { field: "name" | "signature" | "pat" };
  region: NoParams; qr: NoParams; wallet: NoParams; balance: NoParams; transactions: NoParams; paySettings: NoParams;
  changePin: NoParams; subscriptions: NoParams;
  /** `id`: a subscription's id. */
  subscription: { id: string };
  pay: PayRequest;
  settings: NoParams; accountSecurity: NoParams; passwordVerify: NoParams; newPassword: NoParams; securityCenter: NoParams;
  cancelAccount: NoParams; notifSettings: NoParams; general: NoParams; darkMode: NoParams; mediaSettings: NoParams;
  discoverManage: NoParams; plugins: NoParams; sportsPlugin: NoParams; privacy: NoParams; addMeMethods: NoParams;
  momentsPrivacy: NoParams; authorizedApps: NoParams;
  /** `id`: an authorized app's id. */
  authApp: { id: string };
}

type P = WechatScreenParams;
const friendIds = (s: WechatState): string[] => s.contacts.map((c) => c.id);
/** Whom one can chat with: friends and groups (a chat starts with the first message), and the chats there are. */
const chatIds = (s: WechatState): string[] => [...new Set([...s.contacts.map((c) => c.id), ...s.groups.map((g) => g.id), ...s.chats.map((c) => c.id)])];
const chat = idIn<WechatState, { id: string }>("id", "friend or group", chatIds);
const friend = idIn<WechatState, { id: string }>("id", "friend", friendIds);
const photoIds = (_: WechatState, os: OsState): string[] => os.providers.media.photos.map((p) => p.id);

/** A share: a photo that exists or a non-empty text, and an installed app to return to. */
const share = allOf<WechatState, P["share"]>(
  { check: (p) => (p.photoId === undefined && (p.text ?? "").trim() === "" ? "params: give a 'photoId' or a non-empty 'text' to share" : null) },
  idIn("photoId", "photo", photoIds, true),
  { check: (p) => installedAppProblem("returnApp", p.returnApp, true) },
);

export const wechatIntents: AppManifest<WechatState, P>["intents"] = {
  chat,
  chatInfo: chat,
  chatSearch: chat,
  pickChat: {
    check(p, s, os) {
      if (p.mode === "new") return null;
      if (p.mode === "forward") {
        const source = s.chats.find((c) => c.id === p.chatId);
        if (!source) return idIn<WechatState, { chatId: string }>("chatId", "chat", (x) => x.chats.map((c) => c.id)).check(p, s, os);
        return idIn<WechatState, { msgId: string }>("msgId", "message of that chat", () => source.messages.map((m) => m.id)).check(p, s, os);
      }
      return share.check(p, s, os);
    },
  },
  share,
  pickPhoto: { check: (p, s, os) => (p.mode === "chat" ? idIn<WechatState, { chatId: string }>("chatId", "friend or group", chatIds).check(p, s, os) : null) },
  pickFile: idIn("chatId", "friend or group", chatIds),
  profile: friend,
  friendSettings: friend,
  friendPerms: friend,
  remark: friend,
  userMoments: idIn("id", "friend", (s: WechatState) => ["me", ...friendIds(s)]),
  subscription: idIn("id", "subscription", (s: WechatState) => s.subscriptions.map((x) => x.id)),
  pay: payIntent,
  authApp: idIn("id", "authorized app", (s: WechatState) => s.authorizedApps.map((a) => a.id)),
};
