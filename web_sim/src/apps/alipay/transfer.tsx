/**
 * Transfer to a contact or to an Alipay account (its account name or phone): type the amount and
 * a note, choose what pays (the balance or a debit card), confirm with the 6-digit payment
 * password on Alipay's keypad. A correct password adds a transfer record (a bill), takes the
 * amount off the balance (a card pays from the bank) and shows the receipt; a wrong password, an
 * amount over the balance or a credit card is refused with the app's message and changes nothing.
 */
import { mdiCheckCircle, mdiCreditCardOutline, mdiWalletOutline } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { BottomSheet, Icon, ScrollView, TextField } from "../../os/ui/kit";
import { Keypad, openKeypad } from "./keypad";
import { ALIPAY_CONTACTS, alipayMonth, findAccount, maskPhone } from "../../../world/alipay";
import { type AlipayState, cardLabel, checkTransfer, methodLabel, newId, round2, yuan } from "./state";
import { Avatar, BlueButton, Cell, Group, Page, TopBar } from "./ui";

export function TransferScreen({ route, app }: ScreenProps<AlipayState>) {
  const account = (route.data.account as string | undefined) ?? "";
  const error = (route.data.error as string | undefined) ?? null;
  // The latest distinct payees, newest first, as the transfer page offers them again.
  const recentIds = [...new Set([...app.state.transfers].sort((a, b) => b.time - a.time).map((t) => t.to))].slice(0, 3);
  const recent = recentIds.map((id) => ALIPAY_CONTACTS.find((c) => c.id === id)!).filter(Boolean);
  const next = () => {
    const contact = findAccount(account);
    if (!contact) return app.setData({ error: "No Alipay account found for this account name or phone number" });
    app.setData({ error: null });
    app.push("transferAmount", { contact: contact.id });
  };
  return (
    <Page app={app} testId="alipay-transfer-page">
      <TopBar title="Transfer" onBack={app.pop} />
      <ScrollView id="alipay-transfer-contacts">
        <Group title="Transfer to an Alipay account">
          <div class="ap-searchbar">
            <TextField id="alipay.transferAccount" placeholder="Account name or phone number" value={account} onChange={(v) => app.setData({ account: v, error: null })} onSubmit={next} />
            <button class="ap-searchgo" data-testid="alipay-transfer-account-next" onClick={next}>Next</button>
          </div>
          {error && <div class="ap-error ap-pad" data-testid="alipay-transfer-account-error">{error}</div>}
        </Group>
        {recent.length > 0 && (
          <Group title="Recent">
            {recent.map((c) => (
              <div key={c.id} class="ap-conv mg-clickable" role="button" data-testid={`alipay-transfer-recent-${c.id}`} onClick={() => app.push("transferAmount", { contact: c.id })}>
                <Avatar name={c.name} color={c.color} size={40} />
                <div class="ap-conv-main">
                  <div class="ap-conv-name">{c.name}</div>
                  <div class="ap-conv-last">{c.account}</div>
                </div>
              </div>
            ))}
          </Group>
        )}
        <Group title="Transfer to an Alipay contact">
          {ALIPAY_CONTACTS.map((c) => (
            <div key={c.id} class="ap-conv mg-clickable" role="button" data-testid={`alipay-transfer-to-${c.id}`} onClick={() => app.push("transferAmount", { contact: c.id })}>
              <Avatar name={c.name} color={c.color} size={40} />
              <div class="ap-conv-main">
                <div class="ap-conv-name">{c.name}</div>
                <div class="ap-conv-last">{maskPhone(c.phone)}</div>
              </div>
            </div>
          ))}
        </Group>
      </ScrollView>
    </Page>
  );
}

export function TransferAmountScreen({ route, app }: ScreenProps<AlipayState>) {
  const contact = ALIPAY_CONTACTS.find((c) => c.id === route.params.contact);
  const amountText = (route.data.amount as string | undefined) ?? "";
  const note = (route.data.note as string | undefined) ?? "";
  const error = (route.data.error as string | undefined) ?? null;
  const pin = (route.data.pin as string | undefined) ?? "";
  const pinError = (route.data.pinError as string | undefined) ?? null;
  const source = (route.data.source as string | undefined) ?? "balance";
  if (!contact) return <Page app={app}><TopBar title="Transfer" onBack={app.pop} /></Page>;
  const amount = Number(amountText);
  const confirm = () => {
    const check = checkTransfer(app.state, amountText.trim() === "" ? NaN : amount, source);
    if (!check.ok) return app.setData({ error: check.error });
    app.setData({ error: null, pin: "", pinError: null });
    openKeypad(app);
  };
  const enter = (next: string) => {
    if (next.length < 6) return app.setData({ pin: next, pinError: null });
    if (next !== app.state.user.paymentPassword) return app.setData({ pin: "", pinError: "Incorrect payment password. Please try again." });
    let id = "";
    app.update((s) => {
      id = newId(s, "t");
      const time = app.os.clock.now;
      if (source === "balance") s.wallet.balance = round2(s.wallet.balance - amount);
      s.transfers.push({
        id, counterparty: contact.name, to: contact.id, amount: -round2(amount), time, month: alipayMonth(time), title: `Transfer to ${contact.name}`,
        category: "Transfer", kind: "transfer", method: methodLabel(s, source), source, orderId: `T${time}`, note: note.trim(),
      });
    });
    app.closeOverlay();
    app.pop();
    app.push("receipt", { id });
  };
  return (
    <Page app={app} testId="alipay-transferamount-page">
      <TopBar title="Transfer" onBack={app.pop} />
      <div class="ap-transfer-to">
        <Avatar name={contact.name} color={contact.color} size={48} />
        <div>
          <div class="ap-conv-name">{contact.name}</div>
          <div class="ap-sub">{maskPhone(contact.phone)}</div>
        </div>
      </div>
      <div class="ap-amountbox">
        <div class="ap-sub">Amount (¥)</div>
        <TextField id="alipay.amount" placeholder="0.00" value={amountText} onChange={(v) => app.setData({ amount: v, error: null })} />
        <TextField id="alipay.note" placeholder="Add a note (optional)" value={note} maxLength={50} onChange={(v) => app.setData({ note: v })} />
        <div class="ap-sub">Balance available: ¥{yuan(app.state.wallet.balance)}</div>
      </div>
      <Group>
        <Cell label="Pay with" value={methodLabel(app.state, source)} testId="alipay-transfer-method" onClick={() => app.openOverlay("sheet", "methods")} />
      </Group>
      {error && <div class="ap-error ap-pad" data-testid="alipay-transfer-error">{error}</div>}
      <div class="ap-btnrow"><BlueButton testId="alipay-transfer-confirm" onClick={confirm}>Transfer</BlueButton></div>
      {route.overlay?.name === "methods" && (
        <BottomSheet title="Choose payment method" onDismiss={app.closeOverlay} testId="alipay-transfer-methods">
          <ScrollView id="alipay-transfer-methods" class="ap-sheet-methods">
            <Cell icon={mdiWalletOutline} label="Balance" sub={`¥${yuan(app.state.wallet.balance)} available`} value={source === "balance" ? "✓" : ""} testId="alipay-method-balance" onClick={() => (app.setData({ source: "balance", error: null }), app.closeOverlay())} />
            {app.state.cards.map((c) => (
              <Cell key={c.id} icon={mdiCreditCardOutline} label={cardLabel(c)} sub={c.bank} value={source === c.id ? "✓" : ""} testId={`alipay-method-${c.id}`} onClick={() => (app.setData({ source: c.id, error: null }), app.closeOverlay())} />
            ))}
          </ScrollView>
        </BottomSheet>
      )}
      {route.overlay?.name === "keypad" && <Keypad app={app} pin={pin} error={pinError} onPin={enter} />}
    </Page>
  );
}

export function ReceiptScreen({ route, app }: ScreenProps<AlipayState>) {
  const t = app.state.transfers.find((x) => x.id === route.params.id);
  return (
    <Page app={app} testId="alipay-receipt-page">
      <TopBar title="Transfer receipt" onBack={app.pop} />
      {t && (
        <>
          <div class="ap-detail-head">
            <Icon path={mdiCheckCircle} size={64} color="#1677ff" />
            <div class="ap-conv-name">Transfer successful</div>
            <div class="ap-big" data-testid="alipay-receipt-amount">{yuan(-t.amount)}</div>
          </div>
          <Group>
            <Cell label="To" value={t.counterparty} />
            <Cell label="Note" value={t.note || "—"} />
            <Cell label="Paid with" value={t.method} />
          </Group>
          <div class="ap-btnrow"><BlueButton testId="alipay-receipt-done" onClick={app.pop}>Done</BlueButton></div>
        </>
      )}
    </Page>
  );
}
