/** Reading stats: today and recent days, the last 7 days (a bar per day), and a month calendar of reading days. */
import { mdiChevronLeft, mdiChevronRight } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { Icon, ScrollView, Tabs } from "../../os/ui/kit";
import { MONTH_NAMES, formatMinutes, monthFact, weekDays } from "../../../world/wechat_readingStats";
import { todayIso, type App } from "./logic";
import { Frame, Header } from "./parts";
import type { WechatReadingState } from "./state";

const TABS = ["Day", "Week", "Month"];

function DayTab({ app }: { app: App }) {
  const today = todayIso(app.os);
  const recs = app.state.records;
  const t = recs.find((r) => r.date === today)?.minutes ?? 0;
  const recent = [...recs].filter((r) => r.date <= today).reverse().slice(0, 14);
  return (
    <>
      <div class="wr-card" style={{ textAlign: "center" }}>
        <div class="wr-muted">Read today</div>
        <div class="wr-big" data-testid="wr-stats-today">{formatMinutes(t)}</div>
      </div>
      <div class="wr-section"><span>Recent reading days</span></div>
      <div class="wr-week-list">
        {recent.map((r) => <div key={r.date} class="wr-day" data-testid={`wr-day-${r.date}`}><span>{r.date}</span><span>{formatMinutes(r.minutes)}</span></div>)}
      </div>
    </>
  );
}

function WeekTab({ app }: { app: App }) {
  const days = weekDays(app.state.records, todayIso(app.os));
  const max = Math.max(1, ...days.map((d) => d.minutes));
  const total = days.reduce((a, d) => a + d.minutes, 0);
  return (
    <>
      <div class="wr-card" style={{ textAlign: "center" }}>
        <div class="wr-muted">Last 7 days</div>
        <div class="wr-big" data-testid="wr-stats-week-total">{formatMinutes(total)}</div>
      </div>
      <div class="wr-bars">
        {days.map((d) => (
          <div key={d.date} class={`wr-bar ${d.minutes === max ? "max" : ""}`}>
            <span>{d.minutes}</span>
            <i style={{ height: `${Math.round((d.minutes / max) * 100)}px` }} />
            <span>{d.weekday.slice(0, 3)}</span>
          </div>
        ))}
      </div>
      <div class="wr-week-list">
        {days.map((d) => (
          <div key={d.date} class="wr-day" data-testid={`wr-week-${d.date}`}><span>{d.weekday} · {d.date.slice(5)}</span><span>{formatMinutes(d.minutes)}</span></div>
        ))}
      </div>
    </>
  );
}

function MonthTab({ app, back }: { app: App; back: number }) {
  const today = todayIso(app.os);
  let y = Number(today.slice(0, 4));
  let m = Number(today.slice(5, 7)) - back;
  while (m < 1) { m += 12; y -= 1; }
  const f = monthFact(app.state.records, y, m);
  const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const read = new Set(app.state.records.filter((r) => r.minutes > 0 && r.date.startsWith(`${y}-${String(m).padStart(2, "0")}-`)).map((r) => Number(r.date.slice(8))));
  return (
    <>
      <div class="wr-top" style={{ justifyContent: "space-between" }}>
        <button class="wr-icon-btn" aria-label="Previous month" data-testid="wr-month-prev" onClick={() => app.setData({ back: back + 1 })}><Icon path={mdiChevronLeft} /></button>
        <b data-testid="wr-month-title">{MONTH_NAMES[m - 1]} {y}</b>
        <button class="wr-icon-btn" aria-label="Next month" data-testid="wr-month-next" onClick={() => back > 0 && app.setData({ back: back - 1 })}><Icon path={mdiChevronRight} /></button>
      </div>
      <div class="wr-card" style={{ display: "flex", justifyContent: "space-around", textAlign: "center" }}>
        <div><div class="wr-big" data-testid="wr-month-days">{f.days}</div><div class="wr-muted">Reading days</div></div>
        <div><div class="wr-big" data-testid="wr-month-time">{formatMinutes(f.minutes)}</div><div class="wr-muted">Time read</div></div>
      </div>
      <div class="wr-cal">
        {["S", "M", "T", "W", "T", "F", "S"].map((w, i) => <div key={i} class="wd">{w}</div>)}
        {Array.from({ length: first }, (_, i) => <div key={`e${i}`} />)}
        {Array.from({ length: days }, (_, i) => <div key={i} class={`d ${read.has(i + 1) ? "read" : ""}`}>{i + 1}</div>)}
      </div>
    </>
  );
}

export function StatsScreen({ app, route }: ScreenProps<WechatReadingState>) {
  const tab = TABS.includes(String(route.data.tab)) ? String(route.data.tab) : "Day";
  const back = typeof route.data.back === "number" ? route.data.back : 0;
  return (
    <Frame app={app}>
      <Header app={app} title="Reading stats" />
      <Tabs tabs={TABS} active={tab} onSelect={(t) => app.setData({ tab: t })} testId="wr-stats-tab" />
      <div class="wr-body">
        <ScrollView id={`wr-stats-${tab}`}>
          {tab === "Day" && <DayTab app={app} />}
          {tab === "Week" && <WeekTab app={app} />}
          {tab === "Month" && <MonthTab app={app} back={back} />}
          <div class="wr-bottom-space" />
        </ScrollView>
      </div>
    </Frame>
  );
}
