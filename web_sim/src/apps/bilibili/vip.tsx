/**
 * The VIP centre: pick a plan, pay with WeChat Pay (intent `pay` of WeChat, pay.tsx) and, back
 * from WeChat, tap "Payment completed": VIP turns on only when WeChat's record for the request
 * (`apps.wechat.wallet.payments[].requestId`) says it was paid. The monthly auto-renew plan asks
 * WeChat for a subscription, which WeChat > Me > Wallet > Subscriptions can cancel.
 */
import { mdiCrown } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { getState } from "../../os/store";
import { Dialog, Icon, ScrollView } from "../../os/ui/kit";
import { Header } from "./parts";
import type { App } from "./logic";
import type { BilibiliState } from "./state";

export const MERCHANT = "Bilibili";
export const VIP_PLANS = [
  { id: "monthly-auto", name: "Monthly (auto-renew)", price: 15, note: "Renews every month, cancel anytime", subscription: true },
  { id: "monthly", name: "1 month", price: 25, note: "One month, no renewal", subscription: false },
  { id: "yearly", name: "12 months", price: 148, note: "Best value", subscription: false },
] as const;

/** Did WeChat record a payment for `requestId`? */
export function wechatPaid(requestId: string): boolean {
  const wechat = getState().apps.wechat as { wallet?: { payments?: Array<{ requestId: string }> } } | undefined;
  return Boolean(wechat?.wallet?.payments?.some((p) => p.requestId === requestId));
}

function startPayment(app: App, planId: string): void {
  const plan = VIP_PLANS.find((p) => p.id === planId) ?? VIP_PLANS[0];
  const requestId = `bili-vip-${plan.id}-${app.os.clock.now}`;
  app.openOverlay("dialog", "payResult", { requestId, plan: plan.id });
  app.sendIntent("wechat", "pay", { merchant: MERCHANT, item: `Bilibili VIP ${plan.name}`, amount: plan.price, requestId, returnApp: app.id, subscription: plan.subscription });
}

function confirmPayment(app: App, requestId: string, planId: string): void {
  app.closeOverlay();
  if (!wechatPaid(requestId)) return app.toast("Payment not completed. VIP is not active.");
  app.update((d) => {
    d.user.isVip = true;
    d.user.vipPlan = planId;
    d.user.vipRequestId = requestId;
  });
  app.toast("Welcome, VIP!");
}

export function VipScreen({ route, app }: ScreenProps<BilibiliState>) {
  const u = app.state.user;
  const sel = (route.data.plan as string | undefined) ?? "monthly-auto";
  const plan = VIP_PLANS.find((p) => p.id === sel) ?? VIP_PLANS[0];
  const ov = route.overlay;
  return (
    <div class="bili-root bili-page">
      <Header app={app} title="VIP centre" />
      <ScrollView id="bili-vip">
        <div class="bili-viphero">
          <Icon path={mdiCrown} size={40} color="#ffd36b" />
          <div>
            <div class="bili-animetitle">{u.isVip ? "You are a VIP" : "Bilibili VIP"}</div>
            <div class="bili-animemeta" data-testid="bilibili-vip-status">{u.isVip ? `Active · ${VIP_PLANS.find((p) => p.id === u.vipPlan)?.name ?? ""}` : "Not a member"}</div>
          </div>
        </div>
        <div class="bili-plans">
          {VIP_PLANS.map((p) => (
            <div key={p.id} class={`bili-plan ${p.id === sel ? "on" : ""}`} role="button" data-testid={`bilibili-vip-plan-${p.id}`} onClick={() => app.setData({ plan: p.id })}>
              <div class="bili-plan-name">{p.name}</div>
              <div class="bili-plan-price">¥{p.price}</div>
              <div class="bili-row-sub">{p.note}</div>
            </div>
          ))}
        </div>
        <div class="bili-pad">
          <button class="bili-pill wide" data-testid="bilibili-vip-pay" onClick={() => startPayment(app, plan.id)}>Pay ¥{plan.price} with WeChat Pay</button>
        </div>
        <div class="bili-row-sub bili-pad">Ad-free, 4K and early episodes of member-only anime.</div>
      </ScrollView>
      {ov?.name === "payResult" && (
        <Dialog
          title="Payment result"
          testId="bilibili-payresult"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", testId: "bilibili-vip-paycancel", onClick: app.closeOverlay },
            { label: "Payment completed", testId: "bilibili-vip-paid", onClick: () => confirmPayment(app, String(ov.data.requestId), String(ov.data.plan)) },
          ]}
        >
          Did you complete the payment in WeChat?
        </Dialog>
      )}
    </div>
  );
}
