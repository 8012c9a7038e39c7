import { describe, expect, it } from "vitest";
import { DEFAULT_START_MS } from "../world/device";
import { ALIPAY_BILLS, ALIPAY_CONTACTS, ALIPAY_CONVERSATIONS, alipayMonth, alipayStats, matchesBillQuery } from "../world/alipay";
import { type AlipayState, checkTransfer, initialAlipayState, searchBills } from "../src/apps/alipay/state";
import { pay } from "../src/apps/alipay/cashier";
import { newPasswordProblem } from "../src/apps/alipay/password";
import { newCardProblem } from "../src/apps/alipay/bankCards";
import { freshPhone } from "../src/os/defaultState";
import { sendIntent } from "../src/os/nav";
import { getState, replaceState, update } from "../src/os/store";

describe("Alipay world", () => {
  it("dates every bill and message before the episode start, over this month, last month, this year and last year", () => {
    expect(ALIPAY_BILLS).toHaveLength(60);
    expect(ALIPAY_BILLS.every((b) => b.time < DEFAULT_START_MS)).toBe(true);
    expect(ALIPAY_CONVERSATIONS.every((c) => c.messages.every((m) => m.time < DEFAULT_START_MS))).toBe(true);
    const months = new Set(ALIPAY_BILLS.map((b) => b.month));
    expect(months.has(alipayMonth(DEFAULT_START_MS))).toBe(true);
    expect(months.has("2026-04")).toBe(true);
    expect([...months].some((m) => m.startsWith("2025"))).toBe(true);
  });

  it("has 30 contacts with distinct phones and 18 conversations", () => {
    expect(ALIPAY_CONTACTS).toHaveLength(30);
    expect(new Set(ALIPAY_CONTACTS.map((c) => c.phone)).size).toBe(30);
    expect(ALIPAY_CONVERSATIONS).toHaveLength(18);
  });

  it("computes the aggregates from the bills it is given", () => {
    const bills = [
      { ...ALIPAY_BILLS[0], id: "x1", counterparty: "A", amount: -10, month: "2026-05", kind: "payment" as const },
      { ...ALIPAY_BILLS[0], id: "x2", counterparty: "A", amount: 30.5, month: "2026-04", kind: "transfer" as const },
      { ...ALIPAY_BILLS[0], id: "x3", counterparty: "B", amount: -25, month: "2026-05", kind: "payment" as const },
    ];
    const s = alipayStats(bills);
    expect(s.byMonth.find((m) => m.month === "2026-05")!.expense).toBe(35);
    expect(s.byCounterparty[0]).toMatchObject({ counterparty: "A", total: 40.5 });
    expect(s.largestExpense.id).toBe("x3");
    expect(s.incomingTransfersOver.find((r) => r.threshold === 100)!.count).toBe(0);
    expect(s.totalIncome).toBe(30.5);
  });
});

describe("Alipay logic", () => {
  it("searches bills by counterparty, title or category, any case", () => {
    const s = initialAlipayState();
    expect(searchBills(s, "HEMA").every((b) => matchesBillQuery(b, "hema"))).toBe(true);
    expect(searchBills(s, "   ")).toEqual([]);
  });

  it("refuses a transfer over the balance or of no valid amount", () => {
    const s = initialAlipayState();
    expect(checkTransfer(s, s.wallet.balance + 1)).toEqual({ ok: false, error: "Insufficient balance. Please choose another payment method." });
    expect(checkTransfer(s, 0).ok).toBe(false);
    expect(checkTransfer(s, 1.234).ok).toBe(false);
    expect(checkTransfer(s, 10).ok).toBe(true);
  });
});

const alipay = (): AlipayState => getState().apps.alipay as unknown as AlipayState;
const ORDER = { merchant: "12306", item: "G101", amount: 553.5, requestId: "r1", returnApp: "clock" };

describe("Alipay's intents (the manifest's `intents`, vetted by os/nav.ts before the screen opens)", () => {
  it("refuses a malformed payment request naming the field, changing nothing", () => {
    replaceState(freshPhone({ seed: 1 }));
    const before = getState();
    expect(() => sendIntent("alipay", "pay", { ...ORDER, amount: 0 })).toThrow(/^amount: must be a positive number/);
    expect(() => sendIntent("alipay", "pay", { ...ORDER, item: "" })).toThrow(/^item: must be a non-empty string/);
    expect(getState()).toBe(before);
    sendIntent("alipay", "pay", ORDER);
    expect(getState().ui.foreground).toBe("alipay");
  });

  it("refunds a paid request once, to where the money came from", () => {
    replaceState(freshPhone({ seed: 1 }));
    const balance = alipay().wallet.balance;
    update((d) => void pay(d.apps.alipay as unknown as AlipayState, ORDER, "balance", d.os));
    expect(alipay().wallet.balance).toBeCloseTo(balance - 553.5, 2);
    expect(() => sendIntent("alipay", "refund", { requestId: "r1", amount: 600 })).toThrow(/^amount: 600 is more than the 553.5 paid/);
    sendIntent("alipay", "refund", { requestId: "r1", amount: 553.5, reason: "Cancelled" });
    expect(alipay().wallet.balance).toBeCloseTo(balance, 2);
    expect(alipay().cashier[0]).toMatchObject({ status: "refunded", refund: { amount: 553.5, reason: "Cancelled" } });
    expect(alipay().bills.map((b) => [b.kind, b.amount])).toEqual([["payment", -553.5], ["refund", 553.5]]);
    const after = getState();
    expect(() => sendIntent("alipay", "refund", { requestId: "r1", amount: 1 })).toThrow(/already refunded/);
    expect(getState()).toBe(after);
  });
});

describe("Alipay's card and password rules", () => {
  it("refuses a guessable or unchanged new password", () => {
    expect(newPasswordProblem("135790", "135790")).toMatch(/different/);
    for (const p of ["111111", "123456", "987654"]) expect(newPasswordProblem(p, "135790")).toMatch(/too simple/);
    expect(newPasswordProblem("482916", "135790")).toBeNull();
  });

  it("refuses a card already bound and a malformed one, and transfers from a credit card", () => {
    const s = initialAlipayState();
    const card = { short: "ICBC", type: "debit" as const, number: "6222 0000 0000 3302", holder: "Amber Lin", phone: "13800138000" };
    expect(newCardProblem(s, card)).toBe("This card is already bound to your account");
    expect(newCardProblem(s, { ...card, number: "6222 0000 0000 1111" })).toBeNull();
    expect(newCardProblem(s, { ...card, short: "XYZ" })).toBe("Please choose the card's bank");
    expect(checkTransfer(s, 10, "card-cmb").ok).toBe(false);
    expect(checkTransfer(s, s.wallet.balance + 1, "card-ccb").ok).toBe(true);
  });
});
