/**
 * The payment confirmation other apps open:
 *   sendIntent("wechat", "pay", {merchant, item, amount, requestId, returnApp?, subscription?})
 * vetted before it opens (payRequest.ts), so it draws and pays exactly what was asked. It shows the order; Pay opens a keypad for the 6-digit payment password. A correct password
 * debits the balance, records the payment in `wallet.payments` (with the requestId), and for
 * `subscription: true` adds a subscription with auto-renew on. "Done" (or cancelling) returns to
 * `returnApp`; the caller finds the outcome by its requestId in `apps.wechat.wallet.payments`.
 */
import { mdiBackspaceOutline, mdiCheckCircle, mdiClose } from "@mdi/js";
import type { AppHandle, Route, ScreenProps } from "../../os/types";
import { Icon } from "../../os/ui/kit";
import type { PayRequest } from "./payRequest";
import { formatYuan, newId, round2, type WechatState } from "./state";
import { GreenButton, Page, TopBar } from "./ui";
import { returnToCaller } from "../../os/nav";

/**
 * Leave the payment screen for the app that asked for the payment (Done, the close arrow and
 * system BACK alike, as WeChat's payment sheet returns to its caller).
 */
export function leavePay(app: AppHandle<WechatState>, route: Route): void {
  const returnApp = route.params.returnApp;
  app.pop();
  if (typeof returnApp === "string" && returnApp !== app.id) returnToCaller(returnApp);
}

export function PayScreen({ route, app }: ScreenProps<WechatState>) {
  const p = route.params as unknown as PayRequest;
  const { merchant, item, amount, requestId } = p;
  const pin = (route.data.pin as string | undefined) ?? "";
  const error = route.data.error as string | undefined;
  const paid = route.data.paid as string | undefined;
  const w = app.state.wallet;
  const leave = () => leavePay(app, route);
  const press = (digit: string) => {
    const next = (pin + digit).slice(0, 6);
    if (next.length < 6) return app.setData({ pin: next, error: null });
    if (next !== w.paymentPassword) return app.setData({ pin: "", error: "Incorrect payment password. Try again." });
    if (w.balance < amount) return app.setData({ pin: "", error: "Insufficient balance" });
    let payId = "";
    app.update((d) => {
      payId = newId(d, "pay");
      d.wallet.balance = round2(d.wallet.balance - amount);
      d.wallet.payments.push({ id: payId, merchant, item, amount, time: app.os.clock.now, requestId });
      if (p.subscription === true) d.subscriptions.push({ id: newId(d, "sub"), name: item, merchant, amount, autoRenew: true });
    });
    app.closeOverlay();
    app.setData({ pin: "", paid: payId, error: null });
  };
  if (paid) {
    return (
      <Page app={app} class="wx-page-white" testId="wechat-pay-success">
        <div class="wx-paydone">
          <Icon path={mdiCheckCircle} size={72} color="#07c160" />
          <div class="wx-paydone-title">Payment Successful</div>
          <div class="wx-paydone-amount">{formatYuan(amount)}</div>
          <div class="wx-note">
            {merchant} · {item}
          </div>
        </div>
        <div class="wx-btnrow">
          <GreenButton testId="wechat-pay-done" onClick={leave}>
            Done
          </GreenButton>
        </div>
      </Page>
    );
  }
  return (
    <Page app={app} class="wx-page-white" testId="wechat-pay-page">
      <TopBar title="Confirm Payment" onBack={leave} />
      <div class="wx-order" data-testid="wechat-pay-order">
        <div class="wx-order-merchant">{merchant}</div>
        <div class="wx-order-amount" data-testid="wechat-pay-amount">
          {formatYuan(amount)}
        </div>
        <div class="wx-order-row">
          <span>Item</span>
          <span>{item}</span>
        </div>
        <div class="wx-order-row">
          <span>Payment method</span>
          <span>Balance ({formatYuan(w.balance)})</span>
        </div>
        {p.subscription === true && (
          <div class="wx-order-row">
            <span>Auto-renew</span>
            <span>Monthly, cancel anytime</span>
          </div>
        )}
      </div>
      <div class="wx-btnrow">
        <GreenButton testId="wechat-pay-confirm" onClick={() => app.openOverlay("sheet", "pin")}>
          Pay
        </GreenButton>
      </div>
      {route.overlay?.name === "pin" && (
        <div class="mg-scrim mg-scrim-bottom" data-testid="scrim" onClick={(e) => e.target === e.currentTarget && app.closeOverlay()}>
          <div class="wx-pinpad" data-testid="wechat-pinpad">
            <div class="wx-pinpad-head">
              <button class="wx-iconbtn" data-testid="wechat-pin-close" aria-label="Close" onClick={app.closeOverlay}>
                <Icon path={mdiClose} size={22} />
              </button>
              <span>Enter Payment Password</span>
            </div>
            <div class="wx-pinpad-amount">{formatYuan(amount)}</div>
            <PinBoxes n={pin.length} />
            {error && (
              <div class="wx-pin-error" data-testid="wechat-pin-error">
                {error}
              </div>
            )}
            <Keypad onDigit={press} onDelete={() => app.setData({ pin: pin.slice(0, -1) })} />
          </div>
        </div>
      )}
    </Page>
  );
}

/** The payment keypad: digits 0-9 and delete (test ids `wechat-key-<d>`, `wechat-key-del`). */
export function Keypad({ onDigit, onDelete }: { onDigit: (d: string) => void; onDelete: () => void }) {
  return (
    <div class="wx-keypad">
      {["1", "2", "3", "4", "5", "6", "7", "8", "9", "", "0", "del"].map((k) =>
        k === "" ? (
          <span key="blank" class="wx-key blank" />
        ) : (
          <button key={k} class="wx-key" data-testid={`wechat-key-${k}`} onClick={() => (k === "del" ? onDelete() : onDigit(k))}>
            {k === "del" ? <Icon path={mdiBackspaceOutline} size={22} /> : k}
          </button>
        ),
      )}
    </div>
  );
}

export function PinBoxes({ n }: { n: number }) {
  return (
    <div class="wx-pin-dots" data-testid="wechat-pin-dots">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <span key={i} class="wx-pin-box">
          {i < n ? "●" : ""}
        </span>
      ))}
    </div>
  );
}

const STEPS = ["Enter your current payment password", "Set a new 6-digit payment password", "Enter the new password again"];

/** Change the payment password: current, new, new again (Pay Settings). */
export function ChangePinScreen({ route, app }: ScreenProps<WechatState>) {
  const step = (route.data.step as number | undefined) ?? 0;
  const pin = (route.data.pin as string | undefined) ?? "";
  const fresh = (route.data.fresh as string | undefined) ?? "";
  const error = route.data.error as string | undefined;
  const press = (d: string) => {
    const next = pin + d;
    if (next.length < 6) return app.setData({ pin: next, error: null });
    if (step === 0) {
      if (next !== app.state.wallet.paymentPassword) return app.setData({ pin: "", error: "Incorrect payment password" });
      return app.setData({ pin: "", step: 1, error: null });
    }
    if (step === 1) return app.setData({ pin: "", fresh: next, step: 2, error: null });
    if (next !== fresh) return app.setData({ pin: "", fresh: "", step: 1, error: "The passwords don't match. Set the new password again." });
    app.update((dr) => void (dr.wallet.paymentPassword = next));
    app.pop();
    app.toast("Payment password changed");
  };
  return (
    <Page app={app} class="wx-page-white" testId="wechat-changepin">
      <TopBar title="Change Payment Password" onBack={app.pop} />
      <div class="wx-changepin">
        <div class="wx-changepin-title" data-testid="wechat-changepin-step">
          {STEPS[step]}
        </div>
        <PinBoxes n={pin.length} />
        {error && (
          <div class="wx-pin-error" data-testid="wechat-pin-error">
            {error}
          </div>
        )}
      </div>
      <div class="wx-changepin-pad">
        <Keypad onDigit={press} onDelete={() => app.setData({ pin: pin.slice(0, -1) })} />
      </div>
    </Page>
  );
}

