/**
 * Home-screen widgets, drawn from a spec of world/themes.ts (a kind and a palette) and the
 * simulated clock: the launcher draws the placed ones, the theme store its previews, with the
 * same component. Inline SVG and CSS only, so a widget's pixels follow its markup.
 */
import type { WidgetSpec } from "../../world/themes";
import { MONTHS, WEEKDAYS, formatHm, formatLongDate, localTime } from "./time";
import type { OsState } from "./types";

/** An analog face: hour marks, the hands at the simulated time, a centre dot. */
function AnalogFace({ hour, minute, fg, accent, size }: { hour: number; minute: number; fg: string; accent: string; size: number }) {
  const hand = (turns: number, length: number) => {
    const a = turns * 2 * Math.PI;
    return { x2: 50 + length * Math.sin(a), y2: 50 - length * Math.cos(a) };
  };
  const h = hand(((hour % 12) + minute / 60) / 12, 24);
  const m = hand(minute / 60, 36);
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" aria-hidden="true">
      <circle cx="50" cy="50" r="46" fill="none" stroke={fg} stroke-width="3" />
      {Array.from({ length: 12 }, (_, k) => {
        const p = hand(k / 12, 40);
        const q = hand(k / 12, k % 3 === 0 ? 32 : 36);
        return <line key={k} x1={p.x2} y1={p.y2} x2={q.x2} y2={q.y2} stroke={fg} stroke-width={k % 3 === 0 ? 3 : 1.5} />;
      })}
      <line x1="50" y1="50" {...h} stroke={fg} stroke-width="5" stroke-linecap="round" />
      <line x1="50" y1="50" {...m} stroke={accent} stroke-width="3" stroke-linecap="round" />
      <circle cx="50" cy="50" r="4" fill={accent} />
    </svg>
  );
}

/** The Tangerine Grove theme's art: two tangerines on a leafy bough. */
function Tangerines({ accent }: { accent: string }) {
  return (
    <svg width="112" height="112" viewBox="0 0 100 100" aria-hidden="true">
      <path d="M10 22 C35 10 60 14 92 8" stroke="#5b3a1a" stroke-width="3" fill="none" />
      <ellipse cx="30" cy="20" rx="12" ry="6" fill="#3f8f3a" transform="rotate(-25 30 20)" />
      <ellipse cx="66" cy="13" rx="12" ry="5" fill="#4fa446" transform="rotate(15 66 13)" />
      <circle cx="38" cy="56" r="24" fill={accent} />
      <circle cx="74" cy="66" r="18" fill="#f7a440" />
      <circle cx="31" cy="47" r="6" fill="#ffd9a0" opacity="0.7" />
      <circle cx="69" cy="59" r="4" fill="#ffd9a0" opacity="0.7" />
      <path d="M38 32 L38 24 M74 48 L72 30" stroke="#5b3a1a" stroke-width="2.5" />
    </svg>
  );
}

/** One widget, `rows` grid rows high, at the phone's simulated time. */
export function WidgetView({ spec, os }: { spec: WidgetSpec; os: OsState }) {
  const t = localTime(os);
  const time = formatHm(t.hour, t.minute, os.clock.use24h);
  const { bg, fg, accent } = spec.palette;
  const style = { background: bg, color: fg };
  switch (spec.kind) {
    case "digital":
      return (
        <div class="mg-widget mg-widget-digital" style={style}>
          <div class="mg-widget-time">{time}</div>
          <div class="mg-widget-date" style={{ color: accent }}>
            {formatLongDate(t)}
          </div>
        </div>
      );
    case "analog":
      return (
        <div class="mg-widget mg-widget-analog" style={style}>
          <AnalogFace hour={t.hour} minute={t.minute} fg={fg} accent={accent} size={132} />
          <div class="mg-widget-side">
            <div class="mg-widget-weekday">{WEEKDAYS[t.weekday]}</div>
            <div class="mg-widget-date">
              {MONTHS[t.month - 1]} {t.day}
            </div>
          </div>
        </div>
      );
    case "calendar":
      return (
        <div class="mg-widget mg-widget-calendar" style={style}>
          <div class="mg-widget-day" style={{ color: accent }}>
            {t.day}
          </div>
          <div class="mg-widget-side">
            <div class="mg-widget-weekday">{WEEKDAYS[t.weekday]}</div>
            <div class="mg-widget-date">
              {MONTHS[t.month - 1]} {t.year}
            </div>
          </div>
        </div>
      );
    case "tangerine":
      return (
        <div class="mg-widget mg-widget-tangerine" style={style}>
          <Tangerines accent={accent} />
          <div class="mg-widget-side">
            <div class="mg-widget-time">{time}</div>
            <div class="mg-widget-date">{formatLongDate(t)}</div>
            <div class="mg-widget-motto" style={{ color: accent }}>
              Good luck, every day
            </div>
          </div>
        </div>
      );
  }
}
