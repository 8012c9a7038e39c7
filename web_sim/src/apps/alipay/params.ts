/**
 * What each Alipay screen takes as route parameters (the control API's `intent` checks a payload
 * against these types), and the intent checks of the screens whose ids must exist.
 */
import { ALIPAY_CONTACTS, ALIPAY_CONVERSATIONS } from "../../../world/alipay";
import { idIn } from "../../os/intentChecks";
import type { AppManifest, IntentHandler, NoParams } from "../../os/types";
import { BANKS, type NewCard, newCardProblem } from "./bankCards";
import { payIntent, refundIntent } from "./cashier";
import { type AlipayState, allBills } from "./state";

export interface AlipayScreenParams {
  home: NoParams; bills: NoParams; billSearch: NoParams;
  /** A bill of `allBills` (the world's, transfers and cashier bills). */
  billDetail: { id: string };
  analysis: NoParams; balance: NoParams; balanceRecords: NoParams; recharge: NoParams; rechargeCards: NoParams;
  payQr: NoParams; assets: NoParams; yuebao: NoParams; receiveQr: NoParams; scan: NoParams; cards: NoParams; addCard: NoParams;
  /** The card being bound, as the add-card form pushes it. */
  verifyCard: { short: string; type: "debit" | "credit"; number: string; holder: string; phone: string };
  cardDetail: { id: string };
  transfer: NoParams;
  /** `contact`: an Alipay contact's id. */
  transferAmount: { contact: string };
  /** `id`: a transfer's id. */
  receipt: { id: string };
  /** `id`: a conversation's id (`conv-<contact>`). */
  chat: { id: string };
  contacts: NoParams;
  contact: { id: string };
  settings: NoParams; paySettings: NoParams; changePassword: NoParams; payOrder: NoParams; notifySettings: NoParams;
  generalSettings: NoParams; language: NoParams; fontSize: NoParams; darkMode: NoParams;
  /** A payment request from another app (cashier.ts). */
  pay: {
    merchant: string;
    item: string;
    /**
     * Yuan, at most 2 decimals.
     * @exclusiveMinimum 0
     */
    amount: number;
    requestId: string;
    returnApp: string;
  };
  /** A refund of a paid request (cashier.ts). */
  refund: {
    requestId: string;
    /**
     * Yuan, at most the amount paid.
     * @exclusiveMinimum 0
     */
    amount: number;
    reason?: string;
    returnApp?: string;
  };
}

const contactIds = (): string[] => ALIPAY_CONTACTS.map((c) => c.id);

/** The card form's own checks, each naming its field. */
const verifyCard: IntentHandler<AlipayState, NewCard> = {
  check(p, s) {
    if (!BANKS.some((b) => b.short === p.short)) return `short: no bank '${String(p.short)}'; banks: ${BANKS.map((b) => b.short).join(", ")}`;
    const problem = newCardProblem(s, p);
    if (problem === null) return null;
    const field = /number/.test(problem) ? "number" : /name/.test(problem) ? "holder" : /phone/.test(problem) ? "phone" : "number";
    return `${field}: ${problem}`;
  },
};

export const alipayIntents: AppManifest<AlipayState, AlipayScreenParams>["intents"] = {
  billDetail: idIn("id", "bill", (s: AlipayState) => allBills(s).map((b) => b.id)),
  verifyCard,
  cardDetail: idIn("id", "card", (s: AlipayState) => s.cards.map((c) => c.id)),
  transferAmount: idIn("contact", "contact", contactIds),
  receipt: idIn("id", "transfer", (s: AlipayState) => s.transfers.map((t) => t.id)),
  chat: idIn("id", "conversation", () => ALIPAY_CONVERSATIONS.map((c) => c.id)),
  contact: idIn("id", "contact", contactIds),
  pay: payIntent,
  refund: refundIntent,
};
