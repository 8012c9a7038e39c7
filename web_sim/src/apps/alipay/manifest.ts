/**
 * Alipay: wallet, bills (filters, search, detail, analysis), transfers confirmed with the
 * payment password, chats with contacts, bank cards and settings. The world (bills, contacts,
 * conversations, cards) is read-only data from web_sim/world/alipay.ts; `apps.alipay` holds
 * what the user changes. Intents: `pay` {merchant, item, amount, requestId, returnApp} opens the
 * cashier, `refund` {requestId, amount, reason?, returnApp?} refunds a paid request (cashier.ts).
 */
import { mdiAlphaACircle } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import { type AlipayScreenParams, alipayIntents } from "./params";
import { APP_ID, type AlipayState, initialAlipayState } from "./state";

const manifest: AppManifest<AlipayState, AlipayScreenParams> = {
  id: APP_ID,
  label: "Alipay",
  icon: mdiAlphaACircle,
  color: "#1677ff",
  initialState: initialAlipayState,
  ui: () => import("./screens"),
  home: "home",
  autofocus: { billSearch: "alipay.billSearch", transferAmount: "alipay.amount", recharge: "alipay.rechargeAmount", changePassword: "alipay.pin" },
  navigation: {
    home: ["bills", "billDetail", "analysis", "balance", "assets", "yuebao", "receiveQr", "payQr", "scan", "cards", "transfer", "chat", "contacts", "settings"],
    bills: ["billSearch", "billDetail"],
    billSearch: ["billDetail"],
    billDetail: [],
    analysis: [],
    balance: ["balanceRecords", "recharge", "rechargeCards"],
    balanceRecords: ["billDetail"],
    recharge: [],
    rechargeCards: [],
    payQr: ["rechargeCards"],
    assets: [],
    yuebao: [],
    receiveQr: [],
    scan: [],
    cards: ["addCard", "cardDetail"],
    addCard: ["verifyCard"],
    verifyCard: [],
    cardDetail: [],
    transfer: ["transferAmount"],
    transferAmount: ["receipt"],
    receipt: [],
    chat: [],
    contacts: ["contact"],
    contact: ["chat", "transferAmount"],
    settings: ["paySettings", "notifySettings", "generalSettings"],
    paySettings: ["payOrder", "changePassword"],
    changePassword: [],
    payOrder: [],
    notifySettings: [],
    generalSettings: ["language", "fontSize", "darkMode"],
    language: [],
    fontSize: [],
    darkMode: [],
    pay: [],
    refund: [],
  },
  intents: alipayIntents,
  // Reading a chat clears its unread count; searching bills records the query.
  incidental: ["/apps/alipay/unread/*", "/apps/alipay/billSearchHistory", "/apps/alipay/billSearchHistory/**"],
};

export default manifest;
