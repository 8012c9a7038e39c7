/** The search: the station and date pickers, results, the order confirmation and adding a passenger. */
import { mdiPlus } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { Icon, ScrollView, TextField } from "../../os/ui/kit";
import { RAIL_CITIES, RAIL_STATIONS, SEAT_LABELS, city, dayOfIso, duration, hm, isoOfDay, searchDirect, searchTransfers, seatsText, station, type Leg, type SeatClass } from "../../../world/railway12306";
import { makeOrder, newPassengerError, ticketPrice, withMyOrders } from "./logic";
import type { RailwayState } from "./state";
import { BlueButton, Card, Check, Page, TopBar, dateLabel, money, today } from "./ui";

export function StationPickerScreen({ route, app }: ScreenProps<RailwayState>) {
  const field = route.params.field === "to" ? "to" : "from";
  const q = ((route.data.q as string | undefined) ?? "").trim().toLowerCase();
  const cities = RAIL_CITIES.filter((c) => q === "" || c.name.toLowerCase().includes(q) || RAIL_STATIONS.some((s) => s.city === c.id && s.name.toLowerCase().includes(q)));
  const pick = (id: string) => {
    app.update((d) => void (d.search[field] = id));
    app.pop();
  };
  return (
    <Page>
      <TopBar title={field === "from" ? "Departure" : "Arrival"} onBack={app.pop} />
      <div class="rw-form">
        <TextField id="rw.stationQuery" search placeholder="City or station" value={(route.data.q as string | undefined) ?? ""} onChange={(v) => app.setData({ q: v })} />
      </div>
      <ScrollView id="rw-stations">
        {cities.map((c) => (
          <div key={c.id} class="rw-city mg-clickable" role="button" data-testid={`rw-city-${c.id}`} onClick={() => pick(c.id)}>
            <span class="rw-city-name">{c.name}</span>
            <span class="rw-muted">{RAIL_STATIONS.filter((s) => s.city === c.id).map((s) => s.name).join(" · ")}</span>
          </div>
        ))}
      </ScrollView>
    </Page>
  );
}

export function DatePickerScreen({ app }: ScreenProps<RailwayState>) {
  const d0 = today(app);
  const days = Array.from({ length: 15 }, (_, i) => d0 + i);
  return (
    <Page>
      <TopBar title="Travel date" onBack={app.pop} />
      <ScrollView id="rw-dates">
        {days.map((d, i) => (
          <div key={d} class="rw-city mg-clickable" role="button" data-testid={`rw-day-${isoOfDay(d)}`} onClick={() => (app.update((s) => void (s.search.date = isoOfDay(d))), app.pop())}>
            <span class="rw-city-name">{dateLabel(isoOfDay(d))}</span>
            <span class="rw-muted">{isoOfDay(d)} {i === 0 ? "Today" : i === 1 ? "Tomorrow" : i === 2 ? "Day after tomorrow" : ""}</span>
          </div>
        ))}
      </ScrollView>
    </Page>
  );
}

const plusDay = (m: number): string => (m >= 1440 ? " +1" : "");

export function TrainCard({ leg, onClick, testId }: { leg: Leg; onClick?: () => void; testId: string }) {
  return (
    <div class={`rw-train ${onClick ? "mg-clickable" : ""}`} role={onClick ? "button" : undefined} data-testid={testId} onClick={onClick}>
      <div class="rw-train-top">
        <span class="rw-train-time">{hm(leg.dep)}</span>
        <span class="rw-train-mid">
          <div class="rw-train-no">{leg.train}</div>
          <div class="rw-muted">{duration(leg.minutes)}</div>
        </span>
        <span class="rw-train-time">{hm(leg.arr)}{plusDay(leg.arr)}</span>
      </div>
      <div class="rw-train-stations">
        <span>{station(leg.from).name}</span>
        <span>Origin {station(leg.origin).name}</span>
        <span>{station(leg.to).name}</span>
      </div>
      <div class="rw-seats">
        {leg.fares.map((f) => (
          <span key={f.cls} class={f.left === 0 ? "rw-seat-none" : ""} data-testid={`rw-seat-${leg.train}-${f.cls}`}>
            {SEAT_LABELS[f.cls]} <span class="rw-orange">{money(f.price)}</span> {seatsText(f.left)}
          </span>
        ))}
      </div>
    </div>
  );
}

const SORTS = ["Departure", "Duration", "Price"];

export function ResultsScreen({ route, app }: ScreenProps<RailwayState>) {
  const { from, to, date } = route.params as { from: string; to: string; date: string };
  const tab = (route.data.tab as string | undefined) ?? "direct";
  const sort = (route.data.sort as string | undefined) ?? "Departure";
  const day = dayOfIso(date);
  let legs = searchDirect(from, to, day, Boolean(route.params.highSpeed)).map((l) => withMyOrders(app.state, l, date));
  if (sort === "Duration") legs = [...legs].sort((a, b) => a.minutes - b.minutes || a.dep - b.dep);
  if (sort === "Price") legs = [...legs].sort((a, b) => Math.min(...a.fares.map((f) => f.price)) - Math.min(...b.fares.map((f) => f.price)) || a.dep - b.dep);
  const book = (l: Leg) => app.push("confirm", { train: l.train, from: l.from, to: l.to, date, student: Boolean(route.params.student) });
  return (
    <Page>
      <TopBar title={`${city(from).name} → ${city(to).name}`} onBack={app.pop} />
      <div class="rw-tabs">
        <button class={`rw-tab ${tab === "direct" ? "on" : ""}`} data-testid="rw-results-direct" onClick={() => app.setData({ tab: "direct" })}>Direct</button>
        <button class={`rw-tab ${tab === "transfer" ? "on" : ""}`} data-testid="rw-results-transfer" onClick={() => app.setData({ tab: "transfer" })}>Transfer</button>
      </div>
      <div class="rw-notice" data-testid="rw-results-date">
        {dateLabel(date)} · {tab === "direct" ? `${legs.length} trains` : "one change"}
        {tab === "direct" && (
          <span class="rw-chiprow" style={{ marginTop: "6px" }}>
            {SORTS.map((s) => (
              <button key={s} class={`rw-chip ${s === sort ? "on" : ""}`} data-testid={`rw-sort-${s}`} onClick={() => app.setData({ sort: s })}>{s}</button>
            ))}
          </span>
        )}
      </div>
      <ScrollView id="rw-results">
        {tab === "direct" && (legs.length ? legs.map((l) => <TrainCard key={l.train} leg={l} testId={`rw-train-${l.train}`} onClick={() => book(l)} />) : <div class="rw-notice">No direct trains on this date. Try a transfer.</div>)}
        {tab === "transfer" &&
          searchTransfers(from, to, day).map((plan) => ({ ...plan, first: withMyOrders(app.state, plan.first, date), second: withMyOrders(app.state, plan.second, date) })).map((p) => (
            <div key={p.id} class="rw-card" data-testid={`rw-plan-${p.id}`}>
              <div class="rw-card-title">
                Change at {city(p.via).name} · {duration(p.minutes)} · wait {duration(p.wait)}
              </div>
              <TrainCard leg={p.first} testId={`rw-plan-leg-${p.first.train}`} onClick={() => book(p.first)} />
              <TrainCard leg={p.second} testId={`rw-plan-leg-${p.second.train}`} onClick={() => book(p.second)} />
            </div>
          ))}
      </ScrollView>
    </Page>
  );
}

export function ConfirmScreen({ route, app }: ScreenProps<RailwayState>) {
  const { train, from, to, date } = route.params as { train: string; from: string; to: string; date: string };
  const student = Boolean(route.params.student);
  const found = searchDirect(station(from).city, station(to).city, dayOfIso(date)).find((l) => l.train === train && l.from === from && l.to === to);
  const leg = found && withMyOrders(app.state, found, date);
  const picked = (route.data.picked as string[] | undefined) ?? [];
  if (!leg) return <Page><TopBar title="Order" onBack={app.pop} /><div class="rw-notice">This train does not run on {date}.</div></Page>;
  const firstOpen = leg.fares.find((f) => f.cls === "second" && f.left > 0) ?? leg.fares.find((f) => f.left > 0) ?? leg.fares[0];
  const cls = ((route.data.cls as string | undefined) ?? firstOpen.cls) as SeatClass;
  const f = leg.fares.find((x) => x.cls === cls) ?? firstOpen;
  const toggle = (id: string) => app.setData({ picked: picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id] });
  const submit = () => {
    if (app.state.session === null) return app.toast("Log in to buy tickets");
    const o = makeOrder(app.state, train, from, to, date, cls, picked, student, app.os.clock.now);
    if (typeof o === "string") return app.toast(o);
    app.update((d) => {
      d.orders.push(o);
      d.nextId++;
    });
    app.pop();
    app.push("orderDetail", { id: o.id });
    app.toast("Order submitted. Please pay within 30 minutes.");
  };
  const total = picked.reduce((a, id) => {
    const p = app.state.passengers.find((x) => x.id === id);
    return a + ticketPrice(f.price, f.cls, student && p?.ticketType === "student");
  }, 0);
  return (
    <Page>
      <TopBar title="Confirm order" onBack={app.pop} />
      <ScrollView id="rw-confirm">
        <div class="rw-card">
          <div class="rw-muted">{dateLabel(date)}</div>
          <TrainCard leg={leg} testId="rw-confirm-train" />
        </div>
        <Card title="Seat class">
          <div class="rw-chiprow">
            {leg.fares.map((x) => (
              <button key={x.cls} class={`rw-chip ${x.cls === f.cls ? "on" : ""} ${x.left === 0 ? "off" : ""}`} data-testid={`rw-class-${x.cls}`} onClick={() => app.setData({ cls: x.cls })}>
                {SEAT_LABELS[x.cls]} {money(x.price)}<br /><span class="rw-muted">{seatsText(x.left)}</span>
              </button>
            ))}
          </div>
        </Card>
        <Card title="Passengers">
          <div class="rw-chiprow">
            {app.state.passengers.map((p) => (
              <button key={p.id} class={`rw-chip ${picked.includes(p.id) ? "on" : ""}`} data-testid={`rw-pick-${p.id}`} onClick={() => toggle(p.id)}>
                {p.name}{p.ticketType === "student" ? " (student)" : ""}
              </button>
            ))}
            <button class="rw-chip" data-testid="rw-add-passenger" onClick={() => app.push("addPassenger")}>
              <Icon path={mdiPlus} size={14} /> Add
            </button>
          </div>
        </Card>
        <div class="rw-notice">
          Total <span class="rw-orange" data-testid="rw-confirm-total">{money(total)}</span> · {picked.length} passenger{picked.length === 1 ? "" : "s"}
        </div>
        <BlueButton testId="rw-submit" onClick={submit}>Submit order</BlueButton>
      </ScrollView>
    </Page>
  );
}

export function AddPassengerScreen({ route, app }: ScreenProps<RailwayState>) {
  const v = (k: string): string => (route.data[k] as string | undefined) ?? "";
  const student = Boolean(route.data.student);
  const save = () => {
    const err = newPassengerError(v("name"), v("idNo"), v("phone"));
    if (err) return app.toast(err);
    if (app.state.passengers.some((p) => p.idNo === v("idNo").trim())) return app.toast("This passenger is already saved");
    app.update((d) => {
      d.passengers.push({ id: `p${d.nextId++}`, name: v("name").trim(), idType: /^[A-Z]/.test(v("idNo").trim()) ? "Passport" : "ID card", idNo: v("idNo").trim().toUpperCase(), phone: v("phone").trim(), ticketType: student ? "student" : "adult", isDefault: false, special: Boolean(route.data.special) });
    });
    app.pop();
    app.toast("Passenger added");
  };
  return (
    <Page>
      <TopBar title="Add passenger" onBack={app.pop} />
      <ScrollView id="rw-addp">
        <div class="rw-form">
          <TextField id="rw.pName" label="Name" value={v("name")} onChange={(x) => app.setData({ name: x })} />
          <TextField id="rw.pId" label="ID no." value={v("idNo")} onChange={(x) => app.setData({ idNo: x })} />
          <TextField id="rw.pPhone" label="Mobile" value={v("phone")} onChange={(x) => app.setData({ phone: x })} />
          <div class="rw-optrow">
            <Check testId="rw-p-student" on={student} label="Student ticket" onClick={() => app.setData({ student: !student })} />
            <Check testId="rw-p-special" on={Boolean(route.data.special)} label="Needs assistance" onClick={() => app.setData({ special: !route.data.special })} />
          </div>
        </div>
        <BlueButton testId="rw-p-save" onClick={save}>Save</BlueButton>
      </ScrollView>
    </Page>
  );
}
