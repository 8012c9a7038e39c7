import { describe, expect, it } from "vitest";
import { DEFAULT_START_MS } from "../world/device";
import { ALIPAY_BILLS, alipayTaskFacts, billHasType } from "../world/alipay";

const DAY = 86_400_000;
const bill = (id: string, amount: number, daysAgo: number, kind: "payment" | "transfer" | "refund" = "payment", month = "2026-05") =>
  ({ ...ALIPAY_BILLS[0], id, title: `Bill ${id}`, counterparty: `P${id}`, amount, time: DEFAULT_START_MS - daysAgo * DAY, month, kind });

describe("Alipay task facts", () => {
  it("ranks only the last 30 days' expenses, largest first", () => {
    const f = alipayTaskFacts([bill("a", -50, 2), bill("b", -900, 40, "payment", "2026-04"), bill("c", -70, 29), bill("d", 300, 1, "transfer"), bill("e", -10, 5)]);
    expect(f.last30Largest.map((b) => [b.id, b.amount])).toEqual([["c", 70], ["a", 50], ["e", 10]]);
  });

  it("counts and totals each type filter per year, as the bill list filters them", () => {
    const bills = [bill("a", -50, 2), bill("b", 20, 3, "refund"), bill("c", 35.5, 400, "refund", "2025-04"), bill("d", 300, 1, "transfer"), bill("e", -40, 6, "transfer")];
    const f = alipayTaskFacts(bills);
    const row = (type: string, year: string) => f.byTypeYear.find((g) => g.type === type && g.year === year);
    expect(row("refund", "2026")).toMatchObject({ count: 1, income: 20, expense: 0, ids: ["b"] });
    expect(row("refund", "2025")).toMatchObject({ count: 1, income: 35.5 });
    expect(row("transfer", "2026")).toMatchObject({ count: 2, income: 300, expense: 40 });
    expect(row("expense", "2026")).toMatchObject({ count: 2, expense: 90 });
    expect(row("income", "2026")).toMatchObject({ count: 2, income: 320 });
    for (const g of f.byTypeYear) expect(g.ids.every((id) => billHasType(bills.find((b) => b.id === id)!, g.type))).toBe(true);
  });

  it("counts received transfers and finds the largest, leaving out red packets and transfers out", () => {
    const f = alipayTaskFacts([bill("a", 120, 2, "transfer"), bill("b", -800, 3, "transfer"), bill("c", 450, 9, "transfer"), { ...bill("d", 999, 4), kind: "redPacket" as const }]);
    expect(f.incomingTransfers).toEqual({ count: 2, ids: ["a", "c"], largest: { id: "c", counterparty: "Pc", amount: 450 } });
  });
});
