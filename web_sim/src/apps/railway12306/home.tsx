/** The home screen: the search form and shortcuts, and its Orders and Me tabs. */
import { mdiAccountCircleOutline, mdiAccountMultipleOutline, mdiApps, mdiCalendarMonthOutline, mdiCardAccountDetailsOutline, mdiClipboardTextOutline, mdiHomeOutline, mdiPhoneOutline, mdiSchoolOutline, mdiSwapHorizontal, mdiTicketConfirmationOutline, mdiTrain, mdiTimetable } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { BottomNav, Icon, ScrollView } from "../../os/ui/kit";
import { city, dayOfIso } from "../../../world/railway12306";
import { MeTab } from "./me";
import { OrdersTab } from "./orders";
import type { RailwayState } from "./state";
import { BlueButton, Card, Check, Page, dateLabel, today, type App } from "./ui";

const NAV = [
  { id: "home", label: "Home", icon: mdiHomeOutline },
  { id: "orders", label: "Orders", icon: mdiClipboardTextOutline },
  { id: "me", label: "Me", icon: mdiAccountCircleOutline },
];

export const SHORTCUTS: Array<{ id: string; label: string; icon: string; screen: string }> = [
  { id: "tickets", label: "My tickets", icon: mdiTicketConfirmationOutline, screen: "tickets" },
  { id: "passengers", label: "Passengers", icon: mdiAccountMultipleOutline, screen: "passengers" },
  { id: "timetable", label: "Timetable", icon: mdiTimetable, screen: "timetable" },
  { id: "board", label: "Station board", icon: mdiTrain, screen: "stationBoard" },
  { id: "student", label: "Student", icon: mdiSchoolOutline, screen: "studentVerify" },
  { id: "invoice", label: "Invoices", icon: mdiCardAccountDetailsOutline, screen: "invoices" },
  { id: "phones", label: "Service phones", icon: mdiPhoneOutline, screen: "servicePhones" },
  { id: "all", label: "All services", icon: mdiApps, screen: "allServices" },
];

function HomeTab({ app }: { app: App }) {
  const s = app.state.search;
  const search = () => {
    app.update((d) => {
      const key = `${s.from}-${s.to}`;
      d.recentSearches = [key, ...d.recentSearches.filter((k) => k !== key)].slice(0, 5);
    });
    app.push("results", { from: s.from, to: s.to, date: s.date, student: s.student, highSpeed: s.highSpeed });
  };
  return (
    <ScrollView id="rw-home">
      <div class="rw-hero">
        <div class="rw-hero-title">China Railway 12306</div>
        <div>Tickets for every train in China</div>
      </div>
      <div class="rw-search">
        <div class="rw-odrow">
          <span class="rw-odcity mg-clickable" data-testid="rw-from" onClick={() => app.push("stationPicker", { field: "from" })}>{city(s.from).name}</span>
          <button class="rw-swap" data-testid="rw-swap" aria-label="Swap" onClick={() => app.update((d) => void ([d.search.from, d.search.to] = [d.search.to, d.search.from]))}>
            <Icon path={mdiSwapHorizontal} size={22} color="#3b7ddd" />
          </button>
          <span class="rw-odcity to mg-clickable" data-testid="rw-to" onClick={() => app.push("stationPicker", { field: "to" })}>{city(s.to).name}</span>
        </div>
        <div class="rw-daterow mg-clickable" data-testid="rw-date" onClick={() => app.push("datePicker")}>
          <Icon path={mdiCalendarMonthOutline} size={20} color="#3b7ddd" />
          {dateLabel(s.date)}
          {dayOfIso(s.date) === today(app) && <span class="rw-muted">Today</span>}
          {dayOfIso(s.date) === today(app) + 1 && <span class="rw-muted">Tomorrow</span>}
        </div>
        <div class="rw-optrow">
          <Check testId="rw-student" on={s.student} label="Student" onClick={() => app.update((d) => void (d.search.student = !d.search.student))} />
          <Check testId="rw-highspeed" on={s.highSpeed} label="High-speed (G/D) only" onClick={() => app.update((d) => void (d.search.highSpeed = !d.search.highSpeed))} />
        </div>
        <BlueButton testId="rw-search" onClick={search}>Search</BlueButton>
      </div>
      <Card>
        <div class="rw-grid">
          {SHORTCUTS.map((c) => (
            <button key={c.id} class="rw-grid-item" data-testid={`rw-shortcut-${c.id}`} onClick={() => app.push(c.screen)}>
              <span class="rw-grid-icon"><Icon path={c.icon} size={24} color="#3b7ddd" /></span>
              {c.label}
            </button>
          ))}
        </div>
      </Card>
      <div class="rw-notice">Tickets go on sale 15 days before departure. Refunds more than 8 days before departure are free.</div>
    </ScrollView>
  );
}

export function HomeScreen({ route, app }: ScreenProps<RailwayState>) {
  const tab = (route.data.tab as string | undefined) ?? "home";
  return (
    <Page testId={`rw-tab-${tab}`}>
      {tab === "home" && <HomeTab app={app} />}
      {tab === "orders" && <OrdersTab app={app} route={route} />}
      {tab === "me" && <MeTab app={app} />}
      <BottomNav items={NAV} active={tab} onSelect={(t) => app.setData({ tab: t })} />
    </Page>
  );
}
