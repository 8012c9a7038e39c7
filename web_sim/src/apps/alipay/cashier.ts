/**
 * Alipay's cashier, the payment and refund requests other apps send (their intents):
 *   sendIntent("alipay", "pay", {merchant, item, amount, requestId, returnApp})
 *   sendIntent("alipay", "refund", {requestId, amount, reason?, returnApp?})
 * A payment is decided on the cashier screen (cashierScreens.tsx); its outcome is one record per request
 * in `apps.alipay.cashier`, which the caller reads by requestId. A refund moves the money back at
 * once (where it came from) when the intent arrives. Malformed payloads are refused before
 * anything changes, with a message naming the field.
 */
import { amountProblem, installedAppProblem, textProblem } from "../../os/intentChecks";
import type { IntentHandler, OsState } from "../../os/types";
import { alipayMonth } from "../../../world/alipay";
import { type AlipayState, type CashierRecord, methodLabel, newId, round2 } from "./state";

/** The record of a request, or undefined. */
export function cashierRecord(s: AlipayState, requestId: string): CashierRecord | undefined {
  return s.cashier.find((r) => r.requestId === requestId);
}

/** A payment request: its fields present and typed, its requestId not already paid. */
export const payIntent: IntentHandler<AlipayState> = {
  check(p, s) {
    const problem = textProblem("merchant", p.merchant) ?? textProblem("item", p.item) ?? amountProblem("amount", p.amount)
      ?? textProblem("requestId", p.requestId) ?? installedAppProblem("returnApp", p.returnApp);
    if (problem) return problem;
    const known = cashierRecord(s, p.requestId as string);
    if (known && known.status !== "cancelled") return `requestId: '${p.requestId as string}' is already ${known.status}`;
    return null;
  },
};

/** A refund of a paid request: at most the amount paid, once. */
export const refundIntent: IntentHandler<AlipayState> = {
  check(p, s) {
    const problem = textProblem("requestId", p.requestId) ?? amountProblem("amount", p.amount) ?? textProblem("reason", p.reason, true) ?? installedAppProblem("returnApp", p.returnApp, true);
    if (problem) return problem;
    const record = cashierRecord(s, p.requestId as string);
    if (!record) return `requestId: no payment '${p.requestId as string}'`;
    if (record.status === "refunded") return `requestId: '${record.requestId}' was already refunded`;
    if (record.status !== "paid") return `requestId: '${record.requestId}' was not paid (${record.status})`;
    if ((p.amount as number) > record.amount) return `amount: ${p.amount as number} is more than the ${record.amount} paid`;
    return null;
  },
  apply(d, p, os) {
    refund(d, p.requestId as string, p.amount as number, (p.reason as string | undefined) ?? "", os);
  },
};

/**
 * Pay a request (the password was right): the balance is debited, or the card recorded as the
 * method; an expense bill to the merchant; the request's record says "paid".
 */
export function pay(d: AlipayState, req: { merchant: string; item: string; amount: number; requestId: string }, method: string, os: OsState): string {
  const time = os.clock.now;
  const billId = newId(d, "p");
  if (method === "balance") d.wallet.balance = round2(d.wallet.balance - req.amount);
  d.bills.push({
    id: billId, counterparty: req.merchant, amount: -req.amount, time, month: alipayMonth(time), title: req.item,
    category: "Shopping", kind: "payment", method: methodLabel(d, method), orderId: `C${time}`,
  });
  record(d, { requestId: req.requestId, merchant: req.merchant, item: req.item, amount: req.amount, method, status: "paid", billId, time });
  return billId;
}

/** The payer left the cashier without paying: recorded, no money moves. */
export function cancel(d: AlipayState, req: { merchant: string; item: string; amount: number; requestId: string }, method: string, os: OsState): void {
  record(d, { requestId: req.requestId, merchant: req.merchant, item: req.item, amount: req.amount, method, status: "cancelled", billId: null, time: os.clock.now });
}

function record(d: AlipayState, r: CashierRecord): void {
  const i = d.cashier.findIndex((x) => x.requestId === r.requestId);
  if (i >= 0) d.cashier[i] = r;
  else d.cashier.push(r);
}

/** Money back to where it came from (the balance, or the card), a refund bill, status "refunded". */
function refund(d: AlipayState, requestId: string, amount: number, reason: string, os: OsState): void {
  const r = cashierRecord(d, requestId)!;
  const time = os.clock.now;
  const billId = newId(d, "r");
  if (r.method === "balance") d.wallet.balance = round2(d.wallet.balance + amount);
  d.bills.push({
    id: billId, counterparty: r.merchant, amount, time, month: alipayMonth(time), title: `Refund: ${r.item}`,
    category: "Refund", kind: "refund", method: methodLabel(d, r.method), orderId: `R${time}`,
  });
  Object.assign(r, { status: "refunded", refund: { amount, reason, billId, time } });
}
