/** Bills: the list with month, type and counterparty filters, bill search (with its history), the detail, the analysis. */
import { mdiMagnify } from "@mdi/js";
import type { OsState, ScreenProps } from "../../os/types";
import { BottomSheet, Icon, ScrollView, TextField, useLazyItems } from "../../os/ui/kit";
import { pad2, wallTime } from "../../os/time";
import { ALIPAY_BILL_TYPES, type AlipayBill, alipayStats, billHasType } from "../../../world/alipay";
import { allBills, type AlipayState, type AlipayTransfer, searchBills, yuan } from "./state";
import { type App, Cell, Group, Page, RadioCell, TopBar } from "./ui";

/** "05-12 14:30" this year, "2025-11-03" before. */
export function billDate(os: OsState, t: number): string {
  const w = wallTime(t, os.clock.tzOffsetMinutes);
  const now = wallTime(os.clock.now, os.clock.tzOffsetMinutes);
  return w.year === now.year ? `${pad2(w.month)}-${pad2(w.day)} ${pad2(w.hour)}:${pad2(w.minute)}` : `${w.year}-${pad2(w.month)}-${pad2(w.day)}`;
}

/** The Type filter: the world's bill types (the same rule the judges' facts count by), after "All". */
const TYPES: Array<[string, string]> = [["all", "All types"], ...ALIPAY_BILL_TYPES];
const BILL_ROW_MIN_HEIGHT = 56;

export function BillRow({ app, b }: { app: App; b: AlipayBill }) {
  return (
    <div class="ap-bill mg-clickable" role="button" data-testid={`alipay-bill-${b.id}`} onClick={() => app.push("billDetail", { id: b.id })}>
      <div class="ap-bill-main">
        <div class="ap-bill-title">{b.title}</div>
        <div class="ap-sub">{b.counterparty} · {billDate(app.os, b.time)}</div>
      </div>
      <div class={`ap-bill-amount ${b.amount > 0 ? "ap-income" : ""}`}>{yuan(b.amount, true)}</div>
    </div>
  );
}

function filterBills(s: AlipayState, month: string, type: string, party: string): AlipayBill[] {
  return allBills(s).filter((b) =>
    (month === "all" || b.month === month) &&
    (party === "all" || b.counterparty === party) &&
    billHasType(b, type));
}

export function BillsScreen({ route, app }: ScreenProps<AlipayState>) {
  const month = (route.data.month as string | undefined) ?? "all";
  const type = (route.data.type as string | undefined) ?? "all";
  const party = (route.data.party as string | undefined) ?? "all";
  const bills = filterBills(app.state, month, type, party);
  const shown = useLazyItems("alipay-bills", bills, BILL_ROW_MIN_HEIGHT);
  const out = bills.filter((b) => b.amount < 0).reduce((s, b) => s - b.amount, 0);
  const inc = bills.filter((b) => b.amount > 0).reduce((s, b) => s + b.amount, 0);
  const months = [...new Set(allBills(app.state).map((b) => b.month))];
  // The counterparties the month and type filters leave, as the real filter offers.
  const parties = [...new Set(filterBills(app.state, month, type, "all").map((b) => b.counterparty))].sort();
  const sheet = route.overlay?.name;
  const pick = (key: string, v: string) => { app.closeOverlay(); app.setData({ [key]: v }); };
  return (
    <Page app={app} testId="alipay-bills-page">
      <TopBar title="Bills" onBack={app.pop} right={<button class="ap-iconbtn" data-testid="alipay-bill-search" aria-label="Search" onClick={() => app.push("billSearch")}><Icon path={mdiMagnify} size={24} /></button>} />
      <div class="ap-filters">
        <button class="ap-filter" data-testid="alipay-filter-month" onClick={() => app.openOverlay("sheet", "month")}>{month === "all" ? "All months" : month} ▾</button>
        <button class="ap-filter" data-testid="alipay-filter-type" onClick={() => app.openOverlay("sheet", "type")}>{TYPES.find((t) => t[0] === type)![1]} ▾</button>
        <button class="ap-filter" data-testid="alipay-filter-party" onClick={() => app.openOverlay("sheet", "party")}>{party === "all" ? "All counterparties" : party} ▾</button>
      </div>
      <div class="ap-summary" data-testid="alipay-bills-summary">
        <span>Expense ¥<b data-testid="alipay-bills-expense">{yuan(out)}</b></span>
        <span>Income ¥<b data-testid="alipay-bills-income">{yuan(inc)}</b></span>
        <span data-testid="alipay-bills-count">{bills.length} bills</span>
      </div>
      <ScrollView id="alipay-bills">
        <div class="ap-group">{shown.map((b) => <BillRow key={b.id} app={app} b={b} />)}</div>
      </ScrollView>
      {sheet === "month" && (
        <BottomSheet title="Month" onDismiss={app.closeOverlay} testId="alipay-sheet-month">
          <ScrollView id="alipay-month-list" class="ap-sheet-list">
            <RadioCell label="All months" checked={month === "all"} testId="alipay-month-all" onClick={() => pick("month", "all")} />
            {months.map((m) => <RadioCell key={m} label={m} checked={month === m} testId={`alipay-month-${m}`} onClick={() => pick("month", m)} />)}
            <div class="ap-sheet-spacer" />
          </ScrollView>
        </BottomSheet>
      )}
      {sheet === "type" && (
        <BottomSheet title="Type" onDismiss={app.closeOverlay} testId="alipay-sheet-type">
          {TYPES.map(([id, label]) => <RadioCell key={id} label={label} checked={type === id} testId={`alipay-type-${id}`} onClick={() => pick("type", id)} />)}
        </BottomSheet>
      )}
      {sheet === "party" && (
        <BottomSheet title="Counterparty" onDismiss={app.closeOverlay} testId="alipay-sheet-party">
          <ScrollView id="alipay-party-list" class="ap-sheet-list">
            <RadioCell label="All counterparties" checked={party === "all"} testId="alipay-party-all" onClick={() => pick("party", "all")} />
            {parties.map((p) => <RadioCell key={p} label={p} checked={party === p} testId={`alipay-party-${p}`} onClick={() => pick("party", p)} />)}
            <div class="ap-sheet-spacer" />
          </ScrollView>
        </BottomSheet>
      )}
    </Page>
  );
}

export function BillSearchScreen({ route, app }: ScreenProps<AlipayState>) {
  const q = (route.data.q as string | undefined) ?? "";
  const done = (route.data.done as string | undefined) ?? null;
  const results = done ? searchBills(app.state, done) : [];
  const run = (text: string) => {
    const t = text.trim();
    if (!t) return;
    app.update((d) => void (d.billSearchHistory = [t, ...d.billSearchHistory.filter((h) => h !== t)].slice(0, 10)));
    app.setData({ q: t, done: t });
  };
  return (
    <Page app={app} testId="alipay-billsearch-page">
      <TopBar title="Search bills" onBack={app.pop} />
      <div class="ap-searchbar">
        <TextField id="alipay.billSearch" search placeholder="Counterparty, item or note" value={q} onChange={(v) => app.setData({ q: v })} onSubmit={() => run(q)} />
        <button class="ap-searchgo" data-testid="alipay-billsearch-go" onClick={() => run(q)}>Search</button>
      </div>
      <ScrollView id="alipay-billsearch">
        {done === null ? (
          <Group title="Search history">
            {app.state.billSearchHistory.map((h) => <Cell key={h} label={h} testId={`alipay-history-${h}`} onClick={() => run(h)} />)}
          </Group>
        ) : (
          <>
            <div class="ap-group-title" data-testid="alipay-billsearch-count">{results.length} results for "{done}"</div>
            <div class="ap-group">{results.map((b) => <BillRow key={b.id} app={app} b={b} />)}</div>
          </>
        )}
      </ScrollView>
    </Page>
  );
}

const KIND_LABEL: Record<string, string> = { payment: "Payment", transfer: "Transfer", refund: "Refund", redPacket: "Red packet", income: "Income" };

export function BillDetailScreen({ route, app }: ScreenProps<AlipayState>) {
  const b = allBills(app.state).find((x) => x.id === route.params.id);
  if (!b) return <Page app={app}><TopBar title="Bill details" onBack={app.pop} /></Page>;
  const note = (b as Partial<AlipayTransfer>).note;
  return (
    <Page app={app} testId="alipay-billdetail-page">
      <TopBar title="Bill details" onBack={app.pop} />
      <ScrollView id="alipay-billdetail">
        <div class="ap-detail-head">
          <div class="ap-sub">{b.counterparty}</div>
          <div class={`ap-big ${b.amount > 0 ? "ap-income" : ""}`} data-testid="alipay-billdetail-amount">{yuan(b.amount, true)}</div>
          <div class="ap-sub">Completed</div>
        </div>
        <Group>
          <Cell label="Item" value={b.title} />
          <Cell label="Type" value={KIND_LABEL[b.kind]} />
          <Cell label="Category" value={b.category} />
          <Cell label="Payment method" value={b.method} />
          {note !== undefined && <Cell label="Note" value={note || "—"} />}
          <Cell label="Time" value={billDate(app.os, b.time)} />
          <Cell label="Order no." value={b.orderId} />
        </Group>
      </ScrollView>
    </Page>
  );
}

/** The analysis sums the bills in the state (the world's, the seeded and the user's), by the
 * same function the world's aggregates come from, so bills a task sets up reach it. */
export function AnalysisScreen({ app }: ScreenProps<AlipayState>) {
  const s = alipayStats(allBills(app.state));
  return (
    <Page app={app} testId="alipay-analysis-page">
      <TopBar title="Income & expense" onBack={app.pop} />
      <ScrollView id="alipay-analysis">
        <Group title="By month">
          {s.byMonth.map((m) => <Cell key={m.month} label={m.month} sub={`${m.count} bills`} value={`Out ${yuan(m.expense)} · In ${yuan(m.income)}`} testId={`alipay-analysis-${m.month}`} />)}
        </Group>
        <Group title="Top counterparties">
          {s.byCounterparty.slice(0, 8).map((p) => <Cell key={p.counterparty} label={p.counterparty} value={yuan(p.total)} />)}
        </Group>
      </ScrollView>
    </Page>
  );
}
