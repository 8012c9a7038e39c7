/** Orders (unpaid, paid, all), an order's detail with refund, cancel and return trip, and my tickets. */
import type { Route, ScreenProps } from "../../os/types";
import { Dialog, ScrollView } from "../../os/ui/kit";
import { dayAt, dayOfIso, station } from "../../../world/railway12306";
import type { RailOrder, RailwayState } from "./state";
import { confirmPayment, refundOrder, startPayment } from "./pay";
import { BlueButton, Card, Cell, Page, TopBar, dateLabel, money, type App } from "./ui";

const STATUS: Record<RailOrder["status"], string> = { unpaid: "Unpaid", paid: "Paid", refunded: "Refunded", cancelled: "Cancelled" };
const newestFirst = (a: RailOrder, b: RailOrder): number => b.date.localeCompare(a.date) || b.dep.localeCompare(a.dep) || b.createdAt - a.createdAt;

function OrderCard({ o, app }: { o: RailOrder; app: App }) {
  return (
    <div class="rw-card mg-clickable" role="button" data-testid={`rw-order-${o.id}`} onClick={() => app.push("orderDetail", { id: o.id })}>
      <div class="rw-train-top">
        <span class="rw-train-no">{o.trainNo}</span>
        <span class="rw-train-mid rw-muted">{dateLabel(o.date)} · {o.date}</span>
        <span class={`rw-status ${o.status}`}>{STATUS[o.status]}</span>
      </div>
      <div class="rw-train-top">
        <span>{station(o.from).name} {o.dep}</span>
        <span class="rw-train-mid">→</span>
        <span>{station(o.to).name} {o.arr}</span>
      </div>
      <div class="rw-muted">{o.tickets.map((t) => t.passengerName).join(", ")} · {money(o.total)}</div>
    </div>
  );
}

export function OrdersTab({ app, route }: { app: App; route: Route }) {
  const sub = (route.data.orders as string | undefined) ?? "paid";
  const list = app.state.orders.filter((o) => sub === "all" || o.status === sub).sort(newestFirst);
  return (
    <>
      <div class="rw-topbar"><div class="rw-topbar-title">Orders</div></div>
      <div class="rw-tabs">
        {(["unpaid", "paid", "all"] as const).map((t) => (
          <button key={t} class={`rw-tab ${t === sub ? "on" : ""}`} data-testid={`rw-orders-${t}`} onClick={() => app.setData({ orders: t })}>
            {t === "unpaid" ? "Unpaid" : t === "paid" ? "Paid" : "All"}
          </button>
        ))}
      </div>
      <ScrollView id="rw-orders">
        {list.length ? list.map((o) => <OrderCard key={o.id} o={o} app={app} />) : <div class="rw-notice">No orders</div>}
      </ScrollView>
    </>
  );
}

export function OrderDetailScreen({ route, app }: ScreenProps<RailwayState>) {
  const o = app.state.orders.find((x) => x.id === route.params.id);
  if (!o) return <Page><TopBar title="Order" onBack={app.pop} /></Page>;
  const upcoming = dayOfIso(o.date) >= dayAt(app.os.clock.now, app.os.clock.tzOffsetMinutes);
  const dialog = route.overlay?.name;
  const returnTrip = () => {
    app.update((d) => {
      d.search.from = station(o.to).city;
      d.search.to = station(o.from).city;
    });
    app.pop();
    app.toast("Return trip: choose a date and search");
  };
  const setStatus = (status: RailOrder["status"]) => {
    app.update((d) => void ((d.orders.find((x) => x.id === o.id) as RailOrder).status = status));
    app.closeOverlay();
  };
  return (
    <Page>
      <TopBar title="Order detail" onBack={app.pop} />
      <ScrollView id="rw-order">
        <OrderCard o={o} app={app} />
        <Card title="Tickets">
          {o.tickets.map((t, i) => (
            <div key={i} class="rw-cell" data-testid={`rw-ticket-${o.id}-${i}`}>
              <span class="rw-cell-label">{t.passengerName} <span class="rw-muted">{t.ticketType}</span></span>
              <span>{t.seatClass} · {t.seatNo} · <span class="rw-orange">{money(t.price)}</span></span>
            </div>
          ))}
        </Card>
        <Cell label="Order no." value={`E${String(o.createdAt).slice(-9)}`} />
        {o.status === "unpaid" && <BlueButton testId="rw-order-pay" onClick={() => startPayment(app, o)}>Pay {money(o.total)} with Alipay</BlueButton>}
        {o.status === "unpaid" && <BlueButton plain testId="rw-order-cancel" onClick={() => app.openOverlay("dialog", "cancel")}>Cancel order</BlueButton>}
        {o.status === "paid" && upcoming && <BlueButton plain testId="rw-order-refund" onClick={() => app.openOverlay("dialog", "refund")}>Refund</BlueButton>}
        {o.status === "paid" && <BlueButton testId="rw-order-return" onClick={returnTrip}>Book return trip</BlueButton>}
      </ScrollView>
      {dialog === "refund" && (
        <Dialog title="Refund tickets?" onDismiss={() => app.closeOverlay()} actions={[{ label: "Keep", onClick: () => app.closeOverlay(), testId: "rw-dialog-no" }, { label: "Refund", onClick: () => refundOrder(app, o), testId: "rw-dialog-yes" }]}>
          {money(o.total)} will be returned to the original payment method.
        </Dialog>
      )}
      {dialog === "payResult" && (
        <Dialog title="Payment result" onDismiss={() => app.closeOverlay()} actions={[{ label: "Pay again", onClick: () => startPayment(app, o), testId: "rw-pay-again" }, { label: "Payment completed", onClick: () => confirmPayment(app, o), testId: "rw-pay-completed" }]}>
          Did you complete the payment in Alipay?
        </Dialog>
      )}
      {dialog === "cancel" && (
        <Dialog title="Cancel this order?" onDismiss={() => app.closeOverlay()} actions={[{ label: "Keep", onClick: () => app.closeOverlay(), testId: "rw-dialog-no" }, { label: "Cancel order", onClick: () => setStatus("cancelled"), testId: "rw-dialog-yes" }]}>
          Seats held for this order will be released.
        </Dialog>
      )}
    </Page>
  );
}

/** Every paid ticket, newest trip first. */
export function TicketsScreen({ app }: ScreenProps<RailwayState>) {
  const paid = app.state.orders.filter((o) => o.status === "paid").sort(newestFirst);
  return (
    <Page>
      <TopBar title="My tickets" onBack={app.pop} />
      <ScrollView id="rw-tickets">
        {paid.length ? paid.map((o) => <OrderCard key={o.id} o={o} app={app} />) : <div class="rw-notice">No tickets</div>}
      </ScrollView>
    </Page>
  );
}

/** Payment success: the tickets are issued. */
export function PaySuccessScreen({ route, app }: ScreenProps<RailwayState>) {
  const o = app.state.orders.find((x) => x.id === route.params.id);
  return (
    <Page testId="rw-pay-success">
      <TopBar title="Payment successful" onBack={app.pop} />
      <Card title="Tickets issued">
        {o && <div>{o.trainNo} · {dateLabel(o.date)} {o.dep} · {station(o.from).name} → {station(o.to).name}</div>}
        {o && <div class="rw-orange">{money(o.total)}</div>}
      </Card>
      <BlueButton testId="rw-pay-done" onClick={app.pop}>Done</BlueButton>
    </Page>
  );
}
