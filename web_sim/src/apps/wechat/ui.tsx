/** WeChat's own look: pages on a grey background, white cell groups, a centred title bar, green accent. */
import type { ComponentChildren, JSX } from "preact";
import { mdiChevronLeft, mdiChevronRight } from "@mdi/js";
import { Icon, Switch } from "../../os/ui/kit";
import { pad2, wallTime } from "../../os/time";
import type { AppHandle, OsState } from "../../os/types";
import type { WechatState } from "./state";

export type App = AppHandle<WechatState>;

/** WeChat's own dark mode: its switch, or the system's when "Follow system" is on. */
export function isDark(app: App): boolean {
  const g = app.state.settings.general;
  return g.followSystem ? app.os.settings.darkMode : g.darkMode;
}

export function Page({ app, children, class: cls = "", testId }: { app: App; children: ComponentChildren; class?: string; testId?: string }) {
  return (
    <div class={`wx-page ${isDark(app) ? "wx-dark" : "wx-light"} ${cls}`} data-testid={testId}>
      {children}
    </div>
  );
}

export function TopBar({ title, onBack, right, sub, testId }: { title: ComponentChildren; onBack?: () => void; right?: ComponentChildren; sub?: string; testId?: string }) {
  return (
    <header class="wx-topbar" data-testid={testId}>
      <div class="wx-topbar-side">
        {onBack && (
          <button class="wx-iconbtn" data-testid="wechat-back" aria-label="Back" onClick={onBack}>
            <Icon path={mdiChevronLeft} size={30} />
          </button>
        )}
      </div>
      <div class="wx-topbar-title">
        {title}
        {sub && <span class="wx-topbar-sub">{sub}</span>}
      </div>
      <div class="wx-topbar-side wx-topbar-right">{right}</div>
    </header>
  );
}

export function Group({ children, title }: { children: ComponentChildren; title?: string }) {
  return (
    <>
      {title && <div class="wx-group-title">{title}</div>}
      <div class="wx-group">{children}</div>
    </>
  );
}

export function Cell({
  label,
  value,
  icon,
  iconColor,
  onClick,
  testId,
  arrow = true,
  extra,
  center = false,
  danger = false,
}: {
  label: ComponentChildren;
  value?: ComponentChildren;
  icon?: string;
  iconColor?: string;
  onClick?: () => void;
  testId?: string;
  arrow?: boolean;
  extra?: ComponentChildren;
  center?: boolean;
  danger?: boolean;
}) {
  return (
    <div class={`wx-cell ${onClick ? "mg-clickable" : ""} ${center ? "wx-cell-center" : ""} ${danger ? "wx-danger" : ""}`} role={onClick ? "button" : undefined} data-testid={testId} onClick={onClick}>
      {icon && (
        <span class="wx-cell-icon">
          <Icon path={icon} size={22} color={iconColor ?? "var(--wx-green)"} />
        </span>
      )}
      <span class="wx-cell-label">{label}</span>
      {extra}
      {value !== undefined && <span class="wx-cell-value">{value}</span>}
      {onClick && arrow && !center && <Icon path={mdiChevronRight} size={20} class="wx-cell-arrow" />}
    </div>
  );
}

export function SwitchCell({ label, checked, onChange, testId, sub }: { label: string; checked: boolean; onChange: (v: boolean) => void; testId: string; sub?: string }) {
  return (
    <div class="wx-cell mg-clickable" role="button" data-testid={testId} onClick={() => onChange(!checked)}>
      <span class="wx-cell-label">
        {label}
        {sub && <span class="wx-cell-sub">{sub}</span>}
      </span>
      <span class="wx-switch">
        <Switch checked={checked} label={label} />
      </span>
    </div>
  );
}

export function Note({ children }: { children: ComponentChildren }) {
  return <div class="wx-note">{children}</div>;
}

export function GreenButton({ children, onClick, testId, disabled = false, plain = false }: { children: ComponentChildren; onClick: () => void; testId: string; disabled?: boolean; plain?: boolean }) {
  return (
    <button class={`wx-btn ${plain ? "wx-btn-plain" : ""} ${disabled ? "wx-btn-disabled" : ""}`} data-testid={testId} aria-disabled={disabled} onClick={() => !disabled && onClick()}>
      {children}
    </button>
  );
}

const AVATAR_COLORS = ["#5b8def", "#f2a541", "#58b368", "#e4655f", "#8e6ccf", "#3fb5b0", "#d27aa8", "#7a8b99"];

/** WeChat's rounded-square avatar: an initial on a colour derived from the id. */
export function Avatar({ id, name, size = 44 }: { id: string; name: string; size?: number }) {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  const style: JSX.CSSProperties = { width: size, height: size, background: AVATAR_COLORS[h % AVATAR_COLORS.length], fontSize: size * 0.42, borderRadius: Math.round(size / 9) };
  return (
    <span class="wx-avatar" style={style}>
      {[...name.trim()][0]?.toUpperCase() ?? "?"}
    </span>
  );
}

export function Badge({ n, dot = false }: { n: number; dot?: boolean }) {
  if (n <= 0) return null;
  return dot ? <span class="wx-dot" /> : <span class="wx-badge">{n > 99 ? "99+" : n}</span>;
}

/** Chat-list style time: "09:05" today, "Yesterday", a weekday within a week, else "5/10/26". */
export function chatTime(os: OsState, t: number): string {
  const off = os.clock.tzOffsetMinutes;
  const w = wallTime(t, off);
  const dayIndex = (x: number) => Math.floor((x + off * 60_000) / 86_400_000);
  const diff = dayIndex(os.clock.now) - dayIndex(t);
  if (diff <= 0) return `${pad2(w.hour)}:${pad2(w.minute)}`;
  if (diff === 1) return "Yesterday";
  if (diff < 7) return ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][w.weekday];
  return `${w.month}/${w.day}/${String(w.year).slice(2)}`;
}

/** Longer stamp used inside a chat and on Moments: "Yesterday 17:40". */
export function stampTime(os: OsState, t: number): string {
  const w = wallTime(t, os.clock.tzOffsetMinutes);
  const d = chatTime(os, t);
  const hm = `${pad2(w.hour)}:${pad2(w.minute)}`;
  return d === hm ? hm : `${d} ${hm}`;
}

/** "3 hours ago" style, for Moments. */
export function agoTime(os: OsState, t: number): string {
  const mins = Math.max(0, Math.floor((os.clock.now - t) / 60_000));
  if (mins < 1) return "Just now";
  if (mins < 60) return `${mins} min ago`;
  const off = os.clock.tzOffsetMinutes * 60_000;
  const days = Math.floor((os.clock.now + off) / 86_400_000) - Math.floor((t + off) / 86_400_000);
  if (days === 0) return `${Math.floor(mins / 60)} hr ago`;
  return days === 1 ? "Yesterday" : `${days} days ago`;
}

const SCENES: Record<string, [string, string, string]> = {
  flower: ["#fbe3a1", "#f6b26b", "#e69138"],
  sunset: ["#ff9a5a", "#d45087", "#2f4b7c"],
  track: ["#a6d6f2", "#5fa8d3", "#c0392b"],
  pudding: ["#fff3c4", "#ffd166", "#f4a261"],
  mountain: ["#cde8d0", "#6aa57a", "#2e6b47"],
};

/**
 * A picture drawn from data (no image files): WeChat's built-in sample scenes, or any other id as
 * an abstract scene coloured from the id. The Gallery's own photos are drawn by its component.
 */
export function Scene({ id, size = 80 }: { id: string; size?: number }) {
  let colors = SCENES[id];
  if (!colors) {
    let h = 0;
    for (const ch of id) h = (h * 131 + ch.codePointAt(0)!) >>> 0;
    const hue = h % 360;
    colors = [`hsl(${hue} 70% 82%)`, `hsl(${(hue + 40) % 360} 55% 60%)`, `hsl(${(hue + 80) % 360} 45% 38%)`];
  }
  const [sky, mid, ground] = colors;
  return (
    <svg class="wx-scene" width={size} height={size} viewBox="0 0 100 100" aria-label={`photo ${id}`}>
      <rect width="100" height="100" fill={sky} />
      <circle cx="72" cy="28" r="12" fill="#fff" opacity="0.7" />
      <path d="M0 70 L30 42 L55 66 L75 50 L100 72 L100 100 L0 100 Z" fill={mid} />
      <path d="M0 85 Q50 70 100 88 L100 100 L0 100 Z" fill={ground} />
    </svg>
  );
}

/** A group's avatar: its members' avatars in a grid (up to 9), on a light tile, as WeChat draws it. */
export function GroupAvatar({ members, size = 48 }: { members: Array<{ id: string; name: string }>; size?: number }) {
  const shown = members.slice(0, 9);
  const cols = shown.length <= 1 ? 1 : shown.length <= 4 ? 2 : 3;
  const gap = 2;
  const cell = Math.floor((size - gap * (cols + 1)) / cols);
  return (
    <span class="wx-groupavatar" style={{ width: size, height: size, borderRadius: Math.round(size / 9), gap: `${gap}px`, padding: `${gap}px`, gridTemplateColumns: `repeat(${cols}, ${cell}px)` }}>
      {shown.map((m) => (
        <Avatar key={m.id} id={m.id} name={m.name} size={cell} />
      ))}
    </span>
  );
}
