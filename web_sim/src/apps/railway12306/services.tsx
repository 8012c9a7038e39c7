/** All services, customer-service phones by region, a train's timetable and a station's departures board. */
import type { ScreenProps } from "../../os/types";
import { Icon, ScrollView, TextField } from "../../os/ui/kit";
import { RAIL_SERVICE_PHONES, RAIL_STATIONS, RAIL_TRAINS, dayAt, hm, runsOn, station, trainByNo } from "../../../world/railway12306";
import type { RailwayState } from "./state";
import { SHORTCUTS } from "./home";
import { Card, Cell, Page, TopBar } from "./ui";

const MORE = [
  { id: "orders", label: "Orders", screen: "home" },
  { id: "account", label: "Account & security", screen: "account" },
  { id: "idverify", label: "ID verification", screen: "idVerify" },
];

export function AllServicesScreen({ app }: ScreenProps<RailwayState>) {
  return (
    <Page testId="rw-all-services">
      <TopBar title="All services" onBack={app.pop} />
      <ScrollView id="rw-all">
        <Card title="Travel">
          <div class="rw-grid">
            {SHORTCUTS.filter((c) => c.id !== "all").map((c) => (
              <button key={c.id} class="rw-grid-item" data-testid={`rw-all-${c.id}`} onClick={() => app.push(c.screen)}>
                <span class="rw-grid-icon"><Icon path={c.icon} size={24} color="#3b7ddd" /></span>
                {c.label}
              </button>
            ))}
          </div>
        </Card>
        <div class="rw-group">
          {MORE.map((m) => <Cell key={m.id} label={m.label} testId={`rw-all-${m.id}`} onClick={() => (m.screen === "home" ? app.pop() : app.push(m.screen))} />)}
        </div>
      </ScrollView>
    </Page>
  );
}

export function ServicePhonesScreen({ app }: ScreenProps<RailwayState>) {
  return (
    <Page>
      <TopBar title="Customer service" onBack={app.pop} />
      <div class="rw-notice">Dial the area code of the railway region, then 12306.</div>
      <ScrollView id="rw-phones">
        {RAIL_SERVICE_PHONES.map((p) => <Cell key={p.id} label={p.region} value={p.number} testId={`rw-phone-${p.id}`} />)}
      </ScrollView>
    </Page>
  );
}

export function TimetableScreen({ route, app }: ScreenProps<RailwayState>) {
  const q = ((route.data.q as string | undefined) ?? "").trim().toUpperCase();
  const t = q ? trainByNo(q) : undefined;
  return (
    <Page>
      <TopBar title="Timetable" onBack={app.pop} />
      <div class="rw-form">
        <TextField id="rw.timetable" search placeholder="Train number, e.g. G1" value={(route.data.q as string | undefined) ?? ""} onChange={(v) => app.setData({ q: v })} />
      </div>
      <ScrollView id="rw-timetable">
        {t ? t.stops.map((s, i) => <Cell key={s.station} testId={`rw-stop-${i}`} label={station(s.station).name} value={`${i === 0 ? "--" : hm(s.arr)} / ${i === t.stops.length - 1 ? "--" : hm(s.dep)} · ${s.km} km`} />) : <div class="rw-notice">{q ? "No such train" : "Enter a train number"}</div>}
      </ScrollView>
    </Page>
  );
}

export function StationBoardScreen({ route, app }: ScreenProps<RailwayState>) {
  const id = (route.data.station as string | undefined) ?? "BJS";
  const day = dayAt(app.os.clock.now, app.os.clock.tzOffsetMinutes);
  const rows = RAIL_TRAINS.flatMap((t) => {
    const i = t.stops.findIndex((s) => s.station === id);
    return i >= 0 && i < t.stops.length - 1 && runsOn(t, day) ? [{ no: t.no, dep: t.stops[i].dep, to: t.stops[t.stops.length - 1].station }] : [];
  }).sort((a, b) => a.dep - b.dep);
  return (
    <Page>
      <TopBar title={`${station(id).name} departures`} onBack={app.pop} />
      <div class="rw-chiprow" style={{ padding: "8px 10px" }}>
        {RAIL_STATIONS.map((s) => (
          <button key={s.id} class={`rw-chip ${s.id === id ? "on" : ""}`} data-testid={`rw-board-${s.id}`} onClick={() => app.setData({ station: s.id })}>{s.name}</button>
        ))}
      </div>
      <ScrollView id="rw-board">
        {rows.map((r) => <Cell key={r.no} label={`${hm(r.dep)}  ${r.no}`} value={`to ${station(r.to).name}`} />)}
      </ScrollView>
    </Page>
  );
}
