/** 12306's own look: a blue title bar, white cards on a light grey page, orange prices. */
import type { ComponentChildren } from "preact";
import { mdiCheck, mdiChevronLeft, mdiChevronRight } from "@mdi/js";
import { WEEKDAYS } from "../../os/time";
import { Icon } from "../../os/ui/kit";
import type { AppHandle } from "../../os/types";
import { dayAt } from "../../../world/railway12306";
import type { RailwayState } from "./state";

export type App = AppHandle<RailwayState>;

export function Page({ children, testId }: { children: ComponentChildren; testId?: string }) {
  return (
    <div class="rw-page" data-testid={testId}>
      {children}
    </div>
  );
}

export function TopBar({ title, onBack, right }: { title: ComponentChildren; onBack?: () => void; right?: ComponentChildren }) {
  return (
    <header class="rw-topbar">
      <div class="rw-topbar-side">
        {onBack && (
          <button class="rw-iconbtn" data-testid="rw-back" aria-label="Back" onClick={onBack}>
            <Icon path={mdiChevronLeft} size={28} color="#fff" />
          </button>
        )}
      </div>
      <div class="rw-topbar-title">{title}</div>
      <div class="rw-topbar-side rw-right">{right}</div>
    </header>
  );
}

export function Card({ children, title }: { children: ComponentChildren; title?: string }) {
  return (
    <div class="rw-card">
      {title && <div class="rw-card-title">{title}</div>}
      {children}
    </div>
  );
}

export function Cell({ label, value, onClick, testId, icon }: { label: ComponentChildren; value?: ComponentChildren; onClick?: () => void; testId?: string; icon?: string }) {
  return (
    <div class={`rw-cell ${onClick ? "mg-clickable" : ""}`} role={onClick ? "button" : undefined} data-testid={testId} onClick={onClick}>
      {icon && <Icon path={icon} size={22} color="#3b7ddd" />}
      <span class="rw-cell-label">{label}</span>
      {value !== undefined && <span class="rw-cell-value">{value}</span>}
      {onClick && <Icon path={mdiChevronRight} size={20} color="#aaa" />}
    </div>
  );
}

export function BlueButton({ children, onClick, testId, disabled = false, plain = false }: { children: ComponentChildren; onClick: () => void; testId: string; disabled?: boolean; plain?: boolean }) {
  return (
    <button class={`rw-btn ${plain ? "rw-btn-plain" : ""} ${disabled ? "mg-disabled" : ""}`} data-testid={testId} aria-disabled={disabled} onClick={() => !disabled && onClick()}>
      {children}
    </button>
  );
}

export const money = (x: number): string => `¥${x % 1 === 0 ? x.toFixed(0) : x.toFixed(1)}`;

/** "May 15 Fri". */
export function dateLabel(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()]} ${d.getUTCDate()} ${WEEKDAYS[d.getUTCDay()].slice(0, 3)}`;
}
/** Today as a day number on the phone's clock, for the date picker and the search form. */
export const today = (app: App): number => dayAt(app.os.clock.now, app.os.clock.tzOffsetMinutes);

/** A round tick box with its label (search options, passenger options). */
export function Check({ on, label, onClick, testId }: { on: boolean; label: string; onClick: () => void; testId: string }) {
  return (
    <span class="rw-check mg-clickable" role="checkbox" aria-checked={on} data-testid={testId} onClick={onClick}>
      <span class={`rw-box ${on ? "on" : ""}`}>{on && <Icon path={mdiCheck} size={14} color="#fff" />}</span>
      {label}
    </span>
  );
}
