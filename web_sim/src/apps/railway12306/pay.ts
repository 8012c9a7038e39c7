/**
 * Paying an unpaid order through Alipay's cashier (web_sim/src/apps/alipay/cashier.ts): Pay sends
 * the request and leaves a "payment result" dialog on the order; back from Alipay, the user taps
 * "Payment completed" and the order is paid only if Alipay's record for the request says paid
 * (as 12306 asks after a third-party payment). A cancelled payment leaves the order unpaid.
 * Refunding an order paid there asks Alipay for the money back (its `refund` intent, delivered
 * in the background: the user stays in 12306).
 */
import { getState } from "../../os/store";
import { station } from "../../../world/railway12306";
import type { RailOrder } from "./state";
import { money, type App } from "./ui";

export const MERCHANT = "China Railway 12306";

/** The cashier request id of an order (one per order: a cancelled one may be sent again). */
export const requestIdOf = (o: RailOrder): string => `12306-${o.id}`;

export function startPayment(app: App, o: RailOrder): void {
  app.openOverlay("dialog", "payResult", { id: o.id });
  app.sendIntent("alipay", "pay", { merchant: MERCHANT, item: `${o.trainNo} ${station(o.from).name} → ${station(o.to).name} ${o.date}`, amount: o.total, requestId: requestIdOf(o), returnApp: app.id });
}

/** What Alipay recorded for the order's request: "paid", "cancelled", "refunded" or null. */
export function cashierStatus(o: RailOrder): string | null {
  const alipay = getState().apps.alipay as { cashier?: Array<{ requestId: string; status: string }> } | undefined;
  return alipay?.cashier?.find((r) => r.requestId === requestIdOf(o))?.status ?? null;
}

/** "Payment completed": the order is paid when Alipay says so; otherwise it stays unpaid. */
export function confirmPayment(app: App, o: RailOrder): void {
  app.closeOverlay();
  if (cashierStatus(o) !== "paid") return app.toast("Payment not completed. The order is still unpaid.");
  app.update((d) => void ((d.orders.find((x) => x.id === o.id) as RailOrder).status = "paid"));
  app.push("paySuccess", { id: o.id });
}

/** Refund a paid order: the money back through Alipay when Alipay took it, then the order "refunded". */
export function refundOrder(app: App, o: RailOrder): void {
  app.closeOverlay();
  if (cashierStatus(o) === "paid") {
    app.deliverIntent("alipay", "refund", { requestId: requestIdOf(o), amount: o.total, reason: `12306 refund: ${o.trainNo} ${o.date}` });
    app.toast(`${money(o.total)} refunded to Alipay`);
  }
  app.update((d) => void ((d.orders.find((x) => x.id === o.id) as RailOrder).status = "refunded"));
}
