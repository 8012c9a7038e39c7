/** Alipay's own look: a blue accent, white cell groups on a light grey page, centred title bars. */
import type { ComponentChildren } from "preact";
import { mdiChevronLeft, mdiChevronRight } from "@mdi/js";
import { Icon, Switch } from "../../os/ui/kit";
import type { AppHandle } from "../../os/types";
import type { AlipayState } from "./state";

export type App = AppHandle<AlipayState>;

/** Alipay's dark mode: its own setting, or the system's when it follows the system. */
export function isDark(app: App): boolean {
  const m = app.state.settings.darkMode;
  return m === "system" ? app.os.settings.darkMode : m === "dark";
}

export function Page({ app, children, testId, class: cls = "" }: { app: App; children: ComponentChildren; testId?: string; class?: string }) {
  return (
    <div class={`ap-page ${isDark(app) ? "ap-dark" : "ap-light"} ap-font-${app.state.settings.fontSize} ${cls}`} data-testid={testId}>
      {children}
    </div>
  );
}

export function TopBar({ title, onBack, right, testId }: { title: ComponentChildren; onBack?: () => void; right?: ComponentChildren; testId?: string }) {
  return (
    <header class="ap-topbar" data-testid={testId}>
      <div class="ap-topbar-side">
        {onBack && (
          <button class="ap-iconbtn" data-testid="alipay-back" aria-label="Back" onClick={onBack}>
            <Icon path={mdiChevronLeft} size={28} />
          </button>
        )}
      </div>
      <div class="ap-topbar-title">{title}</div>
      <div class="ap-topbar-side ap-topbar-right">{right}</div>
    </header>
  );
}

export function Group({ children, title }: { children: ComponentChildren; title?: string }) {
  return (
    <>
      {title && <div class="ap-group-title">{title}</div>}
      <div class="ap-group">{children}</div>
    </>
  );
}

export function Cell({ label, value, icon, iconColor, onClick, testId, sub }: { label: ComponentChildren; value?: ComponentChildren; icon?: string; iconColor?: string; onClick?: () => void; testId?: string; sub?: string }) {
  return (
    <div class={`ap-cell ${onClick ? "mg-clickable" : ""}`} role={onClick ? "button" : undefined} data-testid={testId} onClick={onClick}>
      {icon && <span class="ap-cell-icon"><Icon path={icon} size={22} color={iconColor ?? "var(--ap-blue)"} /></span>}
      <span class="ap-cell-label">
        {label}
        {sub && <span class="ap-cell-sub">{sub}</span>}
      </span>
      {value !== undefined && <span class="ap-cell-value">{value}</span>}
      {onClick && <Icon path={mdiChevronRight} size={20} class="ap-cell-arrow" />}
    </div>
  );
}

export function SwitchCell({ label, checked, onChange, testId, sub }: { label: string; checked: boolean; onChange: (v: boolean) => void; testId: string; sub?: string }) {
  return (
    <div class="ap-cell mg-clickable" role="button" data-testid={testId} onClick={() => onChange(!checked)}>
      <span class="ap-cell-label">
        {label}
        {sub && <span class="ap-cell-sub">{sub}</span>}
      </span>
      <Switch checked={checked} label={label} />
    </div>
  );
}

/** A choice among options, with a check on the chosen one (font size, language, dark mode). */
export function RadioCell({ label, checked, onClick, testId }: { label: string; checked: boolean; onClick: () => void; testId: string }) {
  return (
    <div class="ap-cell mg-clickable" role="button" aria-checked={checked} data-testid={testId} onClick={onClick}>
      <span class="ap-cell-label">{label}</span>
      {checked && <span class="ap-check">✓</span>}
    </div>
  );
}

export function BlueButton({ children, onClick, testId, disabled = false }: { children: ComponentChildren; onClick: () => void; testId: string; disabled?: boolean }) {
  return (
    <button class={`ap-btn ${disabled ? "ap-btn-disabled" : ""}`} data-testid={testId} aria-disabled={disabled} onClick={() => !disabled && onClick()}>
      {children}
    </button>
  );
}

/** A round avatar: the name's initial on the contact's colour. */
export function Avatar({ name, color, size = 44 }: { name: string; color: string; size?: number }) {
  return (
    <span class="ap-avatar" style={{ width: size, height: size, background: color, fontSize: size * 0.42 }}>
      {[...name.trim()][0]?.toUpperCase() ?? "?"}
    </span>
  );
}

export function Badge({ n }: { n: number }) {
  return n > 0 ? <span class="ap-badge">{n > 99 ? "99+" : n}</span> : null;
}
