/**
 * The balance's own screens: balance records (the bills that moved the balance), recharge from a
 * debit card with the payment password, recharge cards (prepaid gift cards redeemed into the
 * balance) and the pay code a merchant scans.
 */
import { mdiCreditCardOutline, mdiGiftOutline } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { BottomSheet, ScrollView, TextField, useLazyItems } from "../../os/ui/kit";
import { alipayMonth } from "../../../world/alipay";
import { BillRow } from "./bills";
import { Keypad, openKeypad } from "./keypad";
import { QrPicture } from "./money";
import { type AlipayState, allBills, cardLabel, checkTransfer, methodLabel, newId, round2, yuan } from "./state";
import { BlueButton, Cell, Group, Page, TopBar } from "./ui";

/** Bills paid from or into the balance, newest first. */
export function BalanceRecordsScreen({ app }: ScreenProps<AlipayState>) {
  const bills = allBills(app.state).filter((b) => b.method === "Balance");
  const shown = useLazyItems("alipay-balance-records", bills, 56);
  return (
    <Page app={app} testId="alipay-balancerecords-page">
      <TopBar title="Balance records" onBack={app.pop} />
      <ScrollView id="alipay-balance-records">
        <div class="ap-group">{shown.map((b) => <BillRow key={b.id} app={app} b={b} />)}</div>
      </ScrollView>
    </Page>
  );
}

/** Recharge the balance from a debit card (credit cards cannot fund the balance). */
export function RechargeScreen({ route, app }: ScreenProps<AlipayState>) {
  const debit = app.state.cards.filter((c) => c.type === "debit");
  const source = (route.data.source as string | undefined) ?? debit[0]?.id ?? "";
  const amountText = (route.data.amount as string | undefined) ?? "";
  const error = (route.data.error as string | undefined) ?? null;
  const pin = (route.data.pin as string | undefined) ?? "";
  const pinError = (route.data.pinError as string | undefined) ?? null;
  const amount = Number(amountText);
  const confirm = () => {
    if (!debit.some((c) => c.id === source)) return app.setData({ error: "Please add a debit card first" });
    const check = checkTransfer(app.state, amountText.trim() === "" ? NaN : amount, source);
    if (!check.ok) return app.setData({ error: check.error });
    app.setData({ error: null, pin: "", pinError: null });
    openKeypad(app);
  };
  const enter = (next: string) => {
    if (next.length < 6) return app.setData({ pin: next, pinError: null });
    if (next !== app.state.user.paymentPassword) return app.setData({ pin: "", pinError: "Incorrect payment password. Please try again." });
    app.update((s) => {
      const time = app.os.clock.now;
      s.wallet.balance = round2(s.wallet.balance + amount);
      s.bills.push({ id: newId(s, "c"), counterparty: "Alipay Balance", amount: round2(amount), time, month: alipayMonth(time), title: "Balance recharge", category: "Recharge", kind: "transfer", method: methodLabel(s, source), orderId: `R${time}` });
    });
    app.closeOverlay();
    app.pop();
    app.toast(`¥${yuan(amount)} added to your balance`);
  };
  return (
    <Page app={app} testId="alipay-recharge-page">
      <TopBar title="Recharge" onBack={app.pop} />
      <Group>
        <Cell icon={mdiCreditCardOutline} label="From" value={source ? methodLabel(app.state, source) : "No debit card"} testId="alipay-recharge-card" onClick={() => app.openOverlay("sheet", "cards")} />
      </Group>
      <div class="ap-amountbox">
        <div class="ap-sub">Amount (¥)</div>
        <TextField id="alipay.rechargeAmount" placeholder="0.00" value={amountText} onChange={(v) => app.setData({ amount: v, error: null })} />
        {error && <div class="ap-error" data-testid="alipay-recharge-error">{error}</div>}
      </div>
      <div class="ap-btnrow"><BlueButton testId="alipay-recharge-confirm" onClick={confirm}>Recharge</BlueButton></div>
      {route.overlay?.name === "cards" && (
        <BottomSheet title="Recharge from" onDismiss={app.closeOverlay} testId="alipay-recharge-cards">
          {debit.map((c) => <Cell key={c.id} icon={mdiCreditCardOutline} label={cardLabel(c)} value={c.id === source ? "✓" : ""} testId={`alipay-recharge-from-${c.id}`} onClick={() => (app.setData({ source: c.id, error: null }), app.closeOverlay())} />)}
        </BottomSheet>
      )}
      {route.overlay?.name === "keypad" && (
        <Keypad app={app} pin={pin} error={pinError} onPin={enter}>
          <div class="ap-center ap-big">¥{yuan(amount)}</div>
        </Keypad>
      )}
    </Page>
  );
}

/** Prepaid recharge cards: each is redeemed once into the balance. */
export function RechargeCardsScreen({ app }: ScreenProps<AlipayState>) {
  const redeem = (id: string) => {
    let value = 0;
    app.update((s) => {
      const card = s.rechargeCards.find((c) => c.id === id);
      if (!card || card.redeemed) return;
      const time = app.os.clock.now;
      card.redeemed = true;
      value = card.value;
      s.wallet.balance = round2(s.wallet.balance + card.value);
      s.bills.push({ id: newId(s, "c"), counterparty: "Alipay Balance", amount: card.value, time, month: alipayMonth(time), title: `${card.name} redeemed`, category: "Recharge", kind: "transfer", method: "Balance", orderId: `G${time}` });
    });
    if (value) app.toast(`¥${yuan(value)} added to your balance`);
  };
  return (
    <Page app={app} testId="alipay-rechargecards-page">
      <TopBar title="Recharge cards" onBack={app.pop} />
      <ScrollView id="alipay-rechargecards">
        <Group>
          {app.state.rechargeCards.map((c) => (
            <div key={c.id} class="ap-cell" data-testid={`alipay-rcard-${c.id}`}>
              <span class="ap-cell-label">{c.name}<span class="ap-cell-sub">Card no. {c.code} · ¥{yuan(c.value)}</span></span>
              {c.redeemed
                ? <span class="ap-cell-value">Redeemed</span>
                : <button class="ap-textbtn" data-testid={`alipay-rcard-redeem-${c.id}`} onClick={() => redeem(c.id)}>Redeem</button>}
            </div>
          ))}
        </Group>
      </ScrollView>
    </Page>
  );
}

/** A barcode-like row of bars from the account (a picture, as the QR is). */
function Barcode({ text }: { text: string }) {
  let h = 5381;
  const bars: Array<[number, number]> = [];
  for (let x = 0; x < 96; ) {
    h = (Math.imul(h, 33) ^ text.charCodeAt(x % text.length)) >>> 0;
    const w = 1 + (h % 3);
    bars.push([x, w]);
    x += w + 1 + ((h >> 3) % 2);
  }
  return (
    <svg viewBox="0 0 100 24" width="280" height="68" shape-rendering="crispEdges">
      {bars.map(([x, w]) => <rect key={x} x={x + 2} y={0} width={w} height={24} fill="#000" />)}
    </svg>
  );
}

/** Pay: the code a merchant scans, with the method it charges first. */
export function PayQrScreen({ app }: ScreenProps<AlipayState>) {
  const order = app.state.settings.payOrder;
  const first = order.mode === "custom" && order.custom.length ? order.custom[0] : "balance";
  return (
    <Page app={app} testId="alipay-payqr-page" class="ap-page-blue">
      <TopBar title="Pay" onBack={app.pop} />
      <div class="ap-qrcard">
        <div class="ap-qrcard-title">Show this code to the cashier</div>
        <Barcode text={`pay:${app.state.user.account}`} />
        <QrPicture text={`pay:${app.state.user.account}`} />
        <div class="ap-sub" data-testid="alipay-payqr-method">Pay with: {first === "yuebao" ? "Yu'e Bao" : first === "huabei" ? "Huabei" : methodLabel(app.state, first)}</div>
      </div>
      <div class="ap-center ap-sub-light"><Cell icon={mdiGiftOutline} label="Recharge cards" testId="alipay-payqr-rcards" onClick={() => app.push("rechargeCards")} /></div>
    </Page>
  );
}
