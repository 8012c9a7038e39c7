/**
 * Bank cards: the bound cards, adding one (bank, type, card number, holder, reserved phone), the
 * SMS verification code that confirms it (sent to Messages by the OS code service), a card's page
 * and unbinding it. A wrong or expired code is refused on screen and binds nothing.
 */
import { mdiBankOutline, mdiCreditCardOutline, mdiPlus } from "@mdi/js";
import { checkCode, lastCodeSentAt, requestCode } from "../../os/codes";
import { update } from "../../os/store";
import type { ScreenProps } from "../../os/types";
import { BottomSheet, Dialog, ScrollView, TextField } from "../../os/ui/kit";
import { arrivedCode, BANKS, bindCard, bindCodeRequest, CODE_SERVICE, type NewCard, newCardProblem } from "./bankCards";
import { maskPhone } from "../../../world/alipay";
import { type AlipayState, cardLabel } from "./state";
import { BlueButton, Cell, Group, Page, RadioCell, TopBar } from "./ui";

const RESEND_MS = 60_000;

export function CardsScreen({ app }: ScreenProps<AlipayState>) {
  return (
    <Page app={app} testId="alipay-cards-page">
      <TopBar title="Bank cards" onBack={app.pop} />
      <ScrollView id="alipay-cards">
        <Group>
          {app.state.cards.map((c) => (
            <Cell key={c.id} icon={mdiCreditCardOutline} label={c.bank} sub={`${c.type === "debit" ? "Debit" : "Credit"} card`} value={`**** ${c.last4}`} testId={`alipay-card-${c.id}`} onClick={() => app.push("cardDetail", { id: c.id })} />
          ))}
          {app.state.cards.length === 0 && <div class="ap-sub ap-center ap-pad">No bank cards bound yet</div>}
        </Group>
        <Group>
          <Cell icon={mdiPlus} label="Add bank card" testId="alipay-card-add" onClick={() => app.push("addCard")} />
        </Group>
      </ScrollView>
    </Page>
  );
}

/** The card form's draft; holder and reserved phone start as the account's verified name and phone. */
function draftOf(data: Record<string, unknown>, holder = "", phone = ""): NewCard {
  return {
    short: (data.short as string | undefined) ?? "",
    type: (data.type as "debit" | "credit" | undefined) ?? "debit",
    number: (data.number as string | undefined) ?? "",
    holder: (data.holder as string | undefined) ?? holder,
    phone: (data.phone as string | undefined) ?? phone,
  };
}

export function AddCardScreen({ route, app }: ScreenProps<AlipayState>) {
  const card = draftOf(route.data, app.state.user.name, app.state.user.phone);
  const error = (route.data.error as string | undefined) ?? null;
  const bank = BANKS.find((b) => b.short === card.short);
  const next = () => {
    const problem = newCardProblem(app.state, card);
    if (problem) return app.setData({ error: problem });
    app.setData({ error: null });
    update((d) => requestCode(d, bindCodeRequest(card)));
    app.push("verifyCard", { ...card });
  };
  return (
    <Page app={app} testId="alipay-addcard-page">
      <TopBar title="Add bank card" onBack={app.pop} />
      <ScrollView id="alipay-addcard">
        <div class="ap-sub ap-pad">Bind a card in your own name. A verification code will be sent to the phone number reserved with the bank.</div>
        <Group>
          <Cell icon={mdiBankOutline} label="Bank" value={bank ? bank.bank : "Choose"} testId="alipay-addcard-bank" onClick={() => app.openOverlay("sheet", "banks")} />
          <Cell label="Card type" value={card.type === "debit" ? "Debit card" : "Credit card"} testId="alipay-addcard-type" onClick={() => app.openOverlay("sheet", "types")} />
        </Group>
        <div class="ap-amountbox">
          <TextField id="alipay.cardNumber" label="Card number" value={card.number} maxLength={23} onChange={(v) => app.setData({ number: v, error: null })} />
          <TextField id="alipay.cardHolder" label="Cardholder" value={card.holder} maxLength={40} onChange={(v) => app.setData({ holder: v, error: null })} />
          <TextField id="alipay.cardPhone" label="Phone reserved with the bank" value={card.phone} maxLength={11} onChange={(v) => app.setData({ phone: v, error: null })} />
          {error && <div class="ap-error" data-testid="alipay-addcard-error">{error}</div>}
        </div>
        <div class="ap-btnrow"><BlueButton testId="alipay-addcard-next" onClick={next}>Next</BlueButton></div>
      </ScrollView>
      {route.overlay?.name === "banks" && (
        <BottomSheet title="Choose a bank" onDismiss={app.closeOverlay} testId="alipay-banks">
          <ScrollView id="alipay-banks" class="ap-sheet-list">
            {BANKS.map((b) => <RadioCell key={b.short} label={b.bank} checked={b.short === card.short} testId={`alipay-bank-${b.short}`} onClick={() => (app.setData({ short: b.short, error: null }), app.closeOverlay())} />)}
          </ScrollView>
        </BottomSheet>
      )}
      {route.overlay?.name === "types" && (
        <BottomSheet title="Card type" onDismiss={app.closeOverlay} testId="alipay-cardtypes">
          <RadioCell label="Debit card" checked={card.type === "debit"} testId="alipay-cardtype-debit" onClick={() => (app.setData({ type: "debit" }), app.closeOverlay())} />
          <RadioCell label="Credit card" checked={card.type === "credit"} testId="alipay-cardtype-credit" onClick={() => (app.setData({ type: "credit" }), app.closeOverlay())} />
        </BottomSheet>
      )}
    </Page>
  );
}

export function VerifyCardScreen({ route, app }: ScreenProps<AlipayState>) {
  const card = draftOf(route.params);
  const code = (route.data.code as string | undefined) ?? "";
  const error = (route.data.error as string | undefined) ?? null;
  const sentAt = lastCodeSentAt(app.os, CODE_SERVICE, card.phone);
  const wait = sentAt === null ? 0 : Math.max(0, sentAt + RESEND_MS - app.os.clock.now);
  const suggested = sentAt === null ? null : arrivedCode(app.os, sentAt);
  const resend = () => update((d) => requestCode(d, bindCodeRequest(card)));
  const confirm = () => {
    let ok = false;
    update((d) => {
      ok = checkCode(d, CODE_SERVICE, card.phone, code);
    });
    if (!ok) return app.setData({ error: "Incorrect or expired verification code" });
    let label = "";
    app.update((d) => void (label = cardLabel(bindCard(d, card))));
    app.pop(); // this screen
    app.pop(); // the card form
    app.toast(`${label} bound`);
  };
  return (
    <Page app={app} testId="alipay-verifycard-page">
      <TopBar title="Verify phone number" onBack={app.pop} />
      <div class="ap-sub ap-pad" data-testid="alipay-verifycard-sent">A verification code was sent to {maskPhone(card.phone)}.</div>
      <div class="ap-amountbox">
        <TextField id="alipay.cardCode" label="Verification code" value={code} maxLength={6} onChange={(v) => app.setData({ code: v, error: null })} onSubmit={confirm} />
        {suggested && suggested !== code && (
          <button class="ap-autofill" data-testid="alipay-code-autofill" onClick={() => app.setData({ code: suggested, error: null })}>
            From Messages: {suggested}
          </button>
        )}
        {error && <div class="ap-error" data-testid="alipay-verifycard-error">{error}</div>}
      </div>
      <div class="ap-btnrow">
        <button class="ap-btn ap-btn-ghost" data-testid="alipay-verifycard-resend" aria-disabled={wait > 0} onClick={() => wait === 0 && resend()}>
          {wait > 0 ? `Resend (${Math.ceil(wait / 1000)}s)` : "Resend"}
        </button>
        <BlueButton testId="alipay-verifycard-confirm" disabled={code.trim() === ""} onClick={confirm}>Confirm</BlueButton>
      </div>
    </Page>
  );
}

export function CardDetailScreen({ route, app }: ScreenProps<AlipayState>) {
  const card = app.state.cards.find((c) => c.id === route.params.id);
  if (!card) return <Page app={app}><TopBar title="Bank card" onBack={app.pop} /></Page>;
  const unbind = () => {
    app.update((d) => void (d.cards = d.cards.filter((c) => c.id !== card.id)));
    app.closeOverlay();
    app.pop();
    app.toast("Card unbound");
  };
  return (
    <Page app={app} testId="alipay-carddetail-page">
      <TopBar title="Bank card" onBack={app.pop} />
      <div class="ap-bankcard" data-testid="alipay-carddetail">
        <div class="ap-conv-name">{card.bank}</div>
        <div class="ap-sub-light">{card.type === "debit" ? "Debit card" : "Credit card"}</div>
        <div class="ap-bankcard-no">**** **** **** {card.last4}</div>
      </div>
      <Group>
        <Cell label="Cardholder" value={card.holder} />
        <Cell label="Reserved phone" value={maskPhone(card.phone)} />
      </Group>
      <div class="ap-btnrow"><button class="ap-btn ap-btn-ghost ap-danger" data-testid="alipay-card-unbind" onClick={() => app.openOverlay("dialog", "unbind")}>Unbind card</button></div>
      {route.overlay?.name === "unbind" && (
        <Dialog title="Unbind this card?" onDismiss={app.closeOverlay} testId="alipay-unbind-dialog" actions={[
          { label: "Cancel", onClick: app.closeOverlay, testId: "alipay-unbind-cancel" },
          { label: "Unbind", onClick: unbind, testId: "alipay-unbind-confirm" },
        ]}>
          {cardLabel(card)} will no longer be available for payments in Alipay.
        </Dialog>
      )}
    </Page>
  );
}
