import { describe, expect, it } from "vitest";
import { DEFAULT_START_MS } from "../world/device";
import { ALIPAY_BILLS, ALIPAY_CONTACTS, ALIPAY_CONVERSATIONS, alipayMonth, alipayStats, matchesBillQuery } from "../world/alipay";
import { checkTransfer, initialAlipayState, searchBills } from "../src/apps/alipay/state";

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
