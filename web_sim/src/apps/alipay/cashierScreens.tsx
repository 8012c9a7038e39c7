/**
 * The cashier other apps open to be paid (cashier.ts has the contract): the order, the payment
 * method (the balance or a bound card), Pay, then the 6-digit password on the keypad. Cancelling
 * (the close arrow, system BACK) records "cancelled"; Done after paying, or after a refund,
 * returns to the app that asked.
 */
import { mdiCheckCircle, mdiClose, mdiCreditCardOutline, mdiWalletOutline } from "@mdi/js";
import type { Route, ScreenProps } from "../../os/types";
import { returnToCaller } from "../../os/nav";
import { BottomSheet, Icon } from "../../os/ui/kit";
import { cancel, cashierRecord, pay } from "./cashier";
import { Keypad, openKeypad } from "./keypad";
import { type AlipayState, cardLabel, methodLabel, round2, yuan } from "./state";
import { type App, BlueButton, Cell, Group, Page, TopBar } from "./ui";

const INSUFFICIENT = "Insufficient balance. Please choose another payment method.";

/** Leave for the caller: this page closes, the caller comes back. */
export function leave(app: App, route: Route): void {
  const returnApp = route.params.returnApp;
  app.pop();
  if (typeof returnApp === "string" && returnApp !== app.id) returnToCaller(returnApp);
}

function request(route: Route) {
  const p = route.params;
  return { merchant: String(p.merchant), item: String(p.item), amount: round2(Number(p.amount)), requestId: String(p.requestId) };
}

/** Cancel an unpaid request (close arrow, system BACK) and return to the caller. */
export function cancelPay(app: App, route: Route): boolean {
  const req = request(route);
  const method = (route.data.method as string | undefined) ?? "balance";
  const status = cashierRecord(app.state, req.requestId)?.status;
  if (status === undefined || status === "cancelled") app.update((d) => cancel(d, req, method, app.os));
  leave(app, route);
  return true;
}

export function PayScreen({ route, app }: ScreenProps<AlipayState>) {
  const req = request(route);
  const method = (route.data.method as string | undefined) ?? "balance";
  const pin = (route.data.pin as string | undefined) ?? "";
  const pinError = (route.data.pinError as string | undefined) ?? null;
  const error = (route.data.error as string | undefined) ?? null;
  const record = cashierRecord(app.state, req.requestId);
  const balance = app.state.wallet.balance;
  if (record?.status === "paid" || record?.status === "refunded") {
    return (
      <Page app={app} testId="alipay-pay-success">
        <div class="ap-detail-head">
          <Icon path={mdiCheckCircle} size={64} color="#1677ff" />
          <div class="ap-conv-name">Payment successful</div>
          <div class="ap-big" data-testid="alipay-pay-paid">{yuan(record.amount)}</div>
          <div class="ap-sub">{record.merchant} · {record.item}</div>
        </div>
        <Group>
          <Cell label="Paid with" value={methodLabel(app.state, record.method)} />
        </Group>
        <div class="ap-btnrow"><BlueButton testId="alipay-pay-done" onClick={() => leave(app, route)}>Done</BlueButton></div>
      </Page>
    );
  }
  const confirm = () => {
    if (method === "balance" && req.amount > balance) return app.setData({ error: INSUFFICIENT });
    app.setData({ error: null, pin: "", pinError: null });
    openKeypad(app);
  };
  const enter = (next: string) => {
    if (next.length < 6) return app.setData({ pin: next, pinError: null });
    if (next !== app.state.user.paymentPassword) return app.setData({ pin: "", pinError: "Incorrect payment password. Please try again." });
    app.update((s) => void pay(s, req, method, app.os));
    app.closeOverlay();
  };
  return (
    <Page app={app} testId="alipay-pay-page">
      <TopBar title="Alipay Cashier" onBack={() => cancelPay(app, route)} />
      <div class="ap-detail-head" data-testid="alipay-pay-order">
        <div class="ap-sub">{req.merchant}</div>
        <div class="ap-big" data-testid="alipay-pay-amount">¥{yuan(req.amount)}</div>
        <div class="ap-sub">{req.item}</div>
      </div>
      <Group>
        <Cell label="Order" value={req.item} />
        <Cell label="Merchant" value={req.merchant} />
        <Cell label="Payment method" value={method === "balance" ? `Balance (¥${yuan(balance)})` : methodLabel(app.state, method)} testId="alipay-pay-method" onClick={() => app.openOverlay("sheet", "methods")} />
      </Group>
      {error && <div class="ap-error ap-center" data-testid="alipay-pay-error">{error}</div>}
      <div class="ap-btnrow">
        <button class="ap-btn ap-btn-ghost" data-testid="alipay-pay-cancel" onClick={() => cancelPay(app, route)}>
          <Icon path={mdiClose} size={18} /> Cancel
        </button>
        <BlueButton testId="alipay-pay-confirm" onClick={confirm}>Pay ¥{yuan(req.amount)}</BlueButton>
      </div>
      {route.overlay?.name === "methods" && (
        <BottomSheet title="Choose payment method" onDismiss={app.closeOverlay} testId="alipay-pay-methods">
          <Cell icon={mdiWalletOutline} label="Balance" sub={`¥${yuan(balance)} available`} value={method === "balance" ? "✓" : ""} testId="alipay-method-balance" onClick={() => (app.setData({ method: "balance", error: null }), app.closeOverlay())} />
          {app.state.cards.map((c) => (
            <Cell key={c.id} icon={mdiCreditCardOutline} label={cardLabel(c)} sub={c.bank} value={method === c.id ? "✓" : ""} testId={`alipay-method-${c.id}`} onClick={() => (app.setData({ method: c.id, error: null }), app.closeOverlay())} />
          ))}
        </BottomSheet>
      )}
      {route.overlay?.name === "keypad" && (
        <Keypad app={app} pin={pin} error={pinError} onPin={enter}>
          <div class="ap-center ap-big" data-testid="alipay-keypad-amount">¥{yuan(req.amount)}</div>
        </Keypad>
      )}
    </Page>
  );
}

/** What a refund request did (it was applied when the intent arrived): amount, where it went. */
export function RefundScreen({ route, app }: ScreenProps<AlipayState>) {
  const record = cashierRecord(app.state, String(route.params.requestId));
  return (
    <Page app={app} testId="alipay-refund-page">
      <TopBar title="Refund" onBack={() => leave(app, route)} />
      {record?.refund && (
        <>
          <div class="ap-detail-head">
            <Icon path={mdiCheckCircle} size={64} color="#1677ff" />
            <div class="ap-conv-name">Refund successful</div>
            <div class="ap-big ap-income" data-testid="alipay-refund-amount">+{yuan(record.refund.amount)}</div>
            <div class="ap-sub">{record.merchant} · {record.item}</div>
          </div>
          <Group>
            <Cell label="Refunded to" value={methodLabel(app.state, record.method)} />
            <Cell label="Reason" value={record.refund.reason || "—"} />
          </Group>
        </>
      )}
      <div class="ap-btnrow"><BlueButton testId="alipay-refund-done" onClick={() => leave(app, route)}>Done</BlueButton></div>
    </Page>
  );
}
