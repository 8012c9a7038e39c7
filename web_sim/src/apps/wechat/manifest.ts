/**
 * WeChat: chats, contacts, Discover (Moments, Sports), Me (profile, wallet, settings).
 * Intents: `pay` {merchant, item, amount, requestId, returnApp?, subscription?} (payRequest.ts),
 * `share` {photoId | text, returnApp?} (choose a chat, confirm Send), `chat` {id}, `main` {tab};
 * every screen's params and checks in params.ts.
 */
import { mdiWechat } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import { wechatEvents } from "./events";
import { initialWechatState, type WechatState } from "./state";
import { type WechatScreenParams, wechatIntents } from "./params";

const manifest: AppManifest<WechatState, WechatScreenParams> = {
  id: "wechat",
  label: "WeChat",
  icon: mdiWechat,
  color: "#07c160",
  initialState: initialWechatState,
  ui: () => import("./screens"),
  home: "main",
  intents: wechatIntents,
  autofocus: { search: "wechat.globalSearch", chatSearch: "wechat.chatSearch" },
  // Read receipts: opening a chat to read it is never a side effect.
  incidental: ["/apps/wechat/chats/[id=*]/unread"],
  // Incoming messages (a set-up's scheduled ones) arrive through the OS queue.
  events: wechatEvents,
  // Sending your location in a chat (chat.tsx).
  permissionActions: { shareLocation: "location" },
  navigation: {
    main: ["chat", "search", "pickChat", "addFriend", "scan", "wallet", "profile", "newFriends", "groups", "tags", "moments", "nearby", "placeholder", "sports", "myProfile", "qr", "userMoments", "settings"],
    chat: ["chatInfo", "profile", "pickPhoto", "pickFile", "pickChat"],
    chatInfo: ["chatSearch", "profile", "pickChat"],
    chatSearch: [],
    search: ["chat", "chatSearch"],
    pickChat: ["chat"],
    share: [],
    pickPhoto: [],
    pickFile: [],
    profile: ["friendSettings", "remark", "friendPerms", "userMoments", "chat"],
    friendSettings: ["remark", "friendPerms", "pickChat"],
    friendPerms: [],
    remark: [],
    newFriends: ["addFriend"],
    addFriend: ["radar", "placeholder", "scan", "mobileContacts"],
    radar: [],
    mobileContacts: [],
    groups: ["chat"],
    tags: [],
    blacklist: ["profile"],
    nearby: [],
    scan: [],
    placeholder: [],
    moments: ["postMoment", "pickPhoto", "profile", "userMoments"],
    userMoments: ["postMoment", "profile", "userMoments"],
    postMoment: ["pickPhoto", "location"],
    location: [],
    sports: [],
    myProfile: ["editText", "region", "qr"],
    editText: [],
    region: [],
    qr: [],
    wallet: ["balance", "transactions", "subscriptions", "paySettings"],
    balance: [],
    transactions: [],
    paySettings: ["subscriptions", "changePin"],
    changePin: [],
    subscriptions: ["subscription"],
    subscription: [],
    pay: [],
    settings: ["accountSecurity", "placeholder", "notifSettings", "general", "privacy"],
    accountSecurity: ["placeholder", "securityCenter", "passwordVerify"],
    passwordVerify: ["newPassword"],
    newPassword: [],
    securityCenter: ["placeholder", "cancelAccount"],
    cancelAccount: [],
    notifSettings: [],
    general: ["darkMode", "placeholder", "mediaSettings", "discoverManage", "plugins"],
    darkMode: [],
    mediaSettings: [],
    discoverManage: [],
    plugins: ["sportsPlugin"],
    sportsPlugin: ["sports"],
    privacy: ["addMeMethods", "blacklist", "momentsPrivacy", "authorizedApps"],
    addMeMethods: [],
    momentsPrivacy: [],
    authorizedApps: ["authApp"],
    authApp: [],
  },
};

export default manifest;
