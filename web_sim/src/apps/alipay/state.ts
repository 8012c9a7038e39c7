/**
 * Alipay's persisted state and its pure logic. The world (bills, contacts, cards, conversation
 * seeds) is read-only data in web_sim/world/alipay.ts; `apps.alipay` holds the wallet, what the
 * user adds (transfers, messages), read state, search history and settings.
 */
import { ALIPAY_BILLS, ALIPAY_CARDS, ALIPAY_CONVERSATIONS, ALIPAY_WALLET, type AlipayBill, type AlipayCard, type AlipayChatMessage, matchesBillQuery, yuanText } from "../../../world/alipay";

export const APP_ID = "alipay";

export type PayOrderMode = "smart" | "custom";
export type FontSizeLevel = "small" | "standard" | "large" | "extraLarge";
export const FONT_LEVELS: Array<[FontSizeLevel, string]> = [["small", "Small"], ["standard", "Standard"], ["large", "Large"], ["extraLarge", "Extra large"]];
export const LANGUAGES: Array<[string, string]> = [["zh-CN", "简体中文"], ["en", "English"], ["zh-TW", "繁體中文"]];
/** The 10 new-message notification toggles, in the order the settings page lists them. */
export const NOTIFICATION_TOGGLES: Array<[string, string]> = [
  ["newMessage", "New message alerts"],
  ["transfer", "Transfers and payments"],
  ["redPacket", "Red packets"],
  ["bill", "Bill reminders"],
  ["wealth", "Wealth and Yu'e Bao income"],
  ["friend", "Friend requests"],
  ["promotions", "Offers and promotions"],
  ["service", "Service messages"],
  ["security", "Account security"],
  ["sound", "Sound and vibration"],
];

export interface AlipaySettings {
  payOrder: { mode: PayOrderMode; custom: string[] };
  fastPay: boolean;
  noPassword: boolean;
  easterEgg: boolean;
  notifications: Record<string, boolean>;
  language: string;
  fontSize: FontSizeLevel;
  darkMode: "light" | "dark" | "system";
  speedMode: boolean;
  refreshSound: boolean;
}

/** A transfer the user made: money to a contact, from the balance or a card (`source`), with its receipt. */
export interface AlipayTransfer extends AlipayBill { note: string; to: string; source: string }

/** A bank card bound to the account (the seed's, then the user's in binding order). */
export interface BoundCard extends AlipayCard { holder: string; phone: string }

/** The outcome of one payment request from another app (the cashier), found by its requestId. */
export interface CashierRecord {
  requestId: string;
  merchant: string;
  item: string;
  amount: number;
  /** "balance" or a bank card's id. */
  method: string;
  status: "paid" | "cancelled" | "refunded";
  /** The expense bill of a payment (null when cancelled). */
  billId: string | null;
  time: number;
  refund?: { amount: number; reason: string; billId: string; time: number };
}

export interface AlipayState {
  user: { name: string; phone: string; account: string; paymentPassword: string };
  wallet: { balance: number; yuebao: number; yesterdayIncome: number; funds: number; fixedTerm: number };
  transfers: AlipayTransfer[];
  /** Bills the user's actions add besides transfers: cashier payments and refunds. */
  bills: AlipayBill[];
  /** The bound bank cards (the seed's 8 to start with). */
  cards: BoundCard[];
  /** Prepaid recharge cards the user holds; each is redeemed once into the balance. */
  rechargeCards: Array<{ id: string; name: string; code: string; value: number; redeemed: boolean }>;
  /** Payment requests from other apps and their outcomes, one per requestId. */
  cashier: CashierRecord[];
  /** Messages the user sent, by conversation id (every conversation has its list; the seed's history is world data). */
  sent: Record<string, AlipayChatMessage[]>;
  /** Unread counts by conversation id (from the seed; opening a chat clears it). */
  unread: Record<string, number>;
  billSearchHistory: string[];
  settings: AlipaySettings;
  nextId: number;
}

const USER = { name: "Amber Lin", phone: "13800138000", account: "amber.lin@mail.com", paymentPassword: "135790" };

export function initialAlipayState(): AlipayState {
  return {
    user: { ...USER },
    wallet: { ...ALIPAY_WALLET },
    transfers: [],
    bills: [],
    cards: ALIPAY_CARDS.map((c) => ({ ...c, holder: USER.name, phone: USER.phone })),
    rechargeCards: [
      { id: "rc1", name: "Alipay gift card", code: "8816 2040 5317", value: 50, redeemed: false },
      { id: "rc2", name: "Hema Fresh recharge card", code: "6029 7713 0482", value: 100, redeemed: false },
      { id: "rc3", name: "Alipay gift card", code: "8816 1187 9046", value: 20, redeemed: true },
    ],
    cashier: [],
    sent: Object.fromEntries(ALIPAY_CONVERSATIONS.map((c) => [c.id, []])),
    unread: Object.fromEntries(ALIPAY_CONVERSATIONS.map((c) => [c.id, c.unread])),
    billSearchHistory: ["Hema", "Didi"],
    settings: {
      payOrder: { mode: "smart", custom: [] },
      fastPay: false,
      noPassword: false,
      easterEgg: true,
      notifications: Object.fromEntries(NOTIFICATION_TOGGLES.map(([k]) => [k, true])),
      language: "zh-CN",
      fontSize: "standard",
      darkMode: "light",
      speedMode: false,
      refreshSound: false,
    },
    nextId: 1,
  };
}

export const round2 = (x: number): number => Math.round(x * 100) / 100;

/** ¥1,234.50 (signed amounts keep their sign: -12.00, +30.00). */
export function yuan(x: number, signed = false): string {
  return signed ? `${x < 0 ? "-" : "+"}${yuanText(x)}` : yuanText(x);
}

/** The world's bills and the user's transfers, newest first. */
export function allBills(s: AlipayState): AlipayBill[] {
  return [...s.transfers, ...s.bills, ...ALIPAY_BILLS].sort((a, b) => b.time - a.time);
}

/** Bills whose counterparty, title, category or note contains the query (any case). */
export function searchBills(s: AlipayState, query: string): AlipayBill[] {
  return allBills(s).filter((b) => matchesBillQuery(b, query));
}

export function newId(d: AlipayState, prefix: string): string {
  return `${prefix}${d.nextId++}`;
}

/** How a payment method is shown and written on bills: "Balance", "CCB Debit Card (6217)". */
export function methodLabel(s: AlipayState, method: string): string {
  if (method === "balance") return "Balance";
  const c = s.cards.find((x) => x.id === method);
  return c ? cardLabel(c) : method;
}

export function cardLabel(c: AlipayCard): string {
  return `${c.short} ${c.type === "debit" ? "Debit" : "Credit"} Card (${c.last4})`;
}

export type TransferCheck = { ok: true } | { ok: false; error: string };

/** Why a transfer of `amount` from `source` (the balance or a card) cannot go, before the password: the app's own messages. */
export function checkTransfer(s: AlipayState, amount: number, source = "balance"): TransferCheck {
  if (!Number.isFinite(amount) || amount <= 0) return { ok: false, error: "Please enter a valid amount" };
  if (round2(amount) !== amount) return { ok: false, error: "Please enter a valid amount" };
  if (source !== "balance") {
    const card = s.cards.find((c) => c.id === source);
    if (!card) return { ok: false, error: "Please choose a payment method" };
    if (card.type === "credit") return { ok: false, error: "Credit cards can't be used for transfers. Please choose another payment method." };
    return { ok: true };
  }
  if (amount > s.wallet.balance) return { ok: false, error: "Insufficient balance. Please choose another payment method." };
  return { ok: true };
}

/** Balance, Yu'e Bao, funds and fixed-term together: the Wealth tab's total assets. */
export function totalAssets(s: AlipayState): number {
  const w = s.wallet;
  return round2(w.balance + w.yuebao + w.funds + w.fixedTerm);
}

/** A conversation's messages in time order: the seed's history and what the user sent. */
export function conversationMessages(s: AlipayState, id: string): AlipayChatMessage[] {
  const seed = ALIPAY_CONVERSATIONS.find((c) => c.id === id)?.messages ?? [];
  return [...seed, ...(s.sent[id] ?? [])].sort((a, b) => a.time - b.time);
}
