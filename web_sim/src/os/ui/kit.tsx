/**
 * The UI kit every app draws with: Material-like widgets wired to the phone's input model
 * (taps are clicks, long presses and swipes are custom events from input.ts, text goes through
 * the field registry). Apps never use native inputs, native scrolling or CSS animations, so a
 * screenshot depends only on the state.
 */
import type { ComponentChildren, JSX } from "preact";
import { useContext, useLayoutEffect, useRef } from "preact/hooks";
import { mdiArrowLeft, mdiCheck, mdiMagnify } from "@mdi/js";
import { phoneRoot } from "../phones";
import { getState, requestRender, stateLoads, update } from "../store";
import { fields } from "./fields";
import { ScrollContext, lazyCount, lazyReach, scrollSetters } from "./scroll";

export const LONG_PRESS_EVENT = "mg-longpress";
const STATUS_BAR_H = 28;
export const SWIPE_EVENT = "mg-swipe";
export const DRAG_EVENT = "mg-drag";

/** Detail of a swipe or drag, in phone CSS px. Handlers call preventDefault() to consume it. */
export interface GestureDetail { x1: number; y1: number; x2: number; y2: number; durationMs: number }

/** Props that make an element react to a long press (input.ts dispatches `mg-longpress`). */
export function onLongPress(handler: () => void): Record<string, (e: Event) => void> {
  return {
    ["on" + LONG_PRESS_EVENT]: (e: Event) => {
      e.preventDefault();
      e.stopPropagation();
      handler();
    },
  };
}

/** Props that make an element consume swipes (handler returns false to let them through). */
export function onSwipe(handler: (g: GestureDetail) => boolean | void): Record<string, (e: Event) => void> {
  return {
    ["on" + SWIPE_EVENT]: (e: Event) => {
      if (handler((e as CustomEvent<GestureDetail>).detail) !== false) {
        e.preventDefault();
        e.stopPropagation();
      }
    },
  };
}

export function Icon({ path, size = 24, color = "currentColor", class: cls }: { path: string; size?: number; color?: string; class?: string }) {
  return (
    <svg class={cls} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={path} fill={color} />
    </svg>
  );
}

export function AppBar({ title, onBack, actions, testId }: { title: string; onBack?: () => void; actions?: ComponentChildren; testId?: string }) {
  return (
    <header class="mg-appbar" data-testid={testId}>
      {onBack && (
        <button class="mg-iconbtn" data-testid="appbar-back" aria-label="Navigate up" onClick={onBack}>
          <Icon path={mdiArrowLeft} />
        </button>
      )}
      <h1 class="mg-appbar-title">{title}</h1>
      <div class="mg-appbar-actions">{actions}</div>
    </header>
  );
}

export function IconButton({ path, label, onClick, testId, color }: { path: string; label: string; onClick: () => void; testId?: string; color?: string }) {
  return (
    <button class="mg-iconbtn" aria-label={label} data-testid={testId} onClick={onClick}>
      <Icon path={path} color={color} />
    </button>
  );
}

/**
 * A vertical (or horizontal) scroll container. `id` is unique within the screen; its offset is
 * kept in the route, so it survives app switches and snapshots.
 */
export function ScrollView({ id, children, class: cls, horizontal = false }: { id: string; children: ComponentChildren; class?: string; horizontal?: boolean }) {
  const scope = useContext(ScrollContext);
  const offset = scope.get(id);
  const transform = horizontal ? `translateX(${-offset}px)` : `translateY(${-offset}px)`;
  return (
    <div
      class={`mg-scroll ${horizontal ? "mg-scroll-h" : ""} ${cls ?? ""}`}
      data-scroll={horizontal ? "x" : "y"}
      data-offset={offset}
      ref={(el) => {
        if (el) scrollSetters.set(el, (v) => scope.set(id, v));
      }}
    >
      <div class="mg-scroll-content" style={{ transform }}>
        {children}
      </div>
    </div>
  );
}

/**
 * The first items of a long list inside the ScrollView `scrollId` that reach far enough below
 * its offset to fill the screen, or as far as a gesture in progress reaches (see lazyCount and
 * drawnReachFor); `minItemHeight` must bound every item's height from below.
 */
export function useLazyItems<T>(scrollId: string, items: readonly T[], minItemHeight: number): readonly T[] {
  const offset = useContext(ScrollContext).get(scrollId);
  const count = lazyCount(offset, minItemHeight);
  return count >= items.length ? items : items.slice(0, count);
}

/** What a LazyList measured of the items it drew, for as long as it stays on screen. */
interface Measured {
  scrollId: string;
  loads: number;
  /** The list's top below the scroll content's top, px; unknown (Infinity) until first drawn. */
  listTop: number;
  heights: Map<string, number>;
}

/**
 * The items to draw at scroll `offset`: [first, last), after `before` px of items scrolled past.
 * An item is skipped above only when its measured height puts it wholly above the screen's top;
 * the drawn ones reach as far below as useLazyItems' would, counting an item not yet measured
 * as `minItemHeight` tall.
 */
function windowOf<T>(m: Measured, items: readonly T[], keyOf: (item: T) => string, minItemHeight: number, offset: number): { first: number; last: number; before: number } {
  const above = offset - m.listTop;
  let first = 0;
  let before = 0;
  for (; first < items.length; first++) {
    const h = m.heights.get(keyOf(items[first]));
    if (h === undefined || before + h > above) break;
    before += h;
  }
  const reach = lazyReach(offset) - (Number.isFinite(m.listTop) ? m.listTop : 0);
  let last = first;
  for (let bottom = before; last < items.length && bottom < reach; last++) bottom += m.heights.get(keyOf(items[last])) ?? minItemHeight;
  return { first, last, before };
}

/**
 * A long list inside the ScrollView `scrollId`, drawn only where it can be seen. The items below
 * the screen are not drawn (as with useLazyItems), and the items scrolled past are replaced by
 * one spacer of their exact measured height, so a feed read through costs the renderer the DOM,
 * layout and paint of about a screen of items, not of everything passed. The screen shows the
 * same pixels as the whole list would: an item is replaced only once it was drawn and measured
 * (a list restored far down draws its items once, measures them, and draws again), and the
 * heights are forgotten when the list leaves the screen or a state is loaded or patched.
 *
 * Each item is drawn in a block of its own (`display: flow-root`), one under the other: the
 * items' spacing must come from their own margins or padding, not from a gap of `class`.
 * `minItemHeight` must bound every item's height from below; `end` follows the list (after
 * `class`'s box) once its last item is drawn.
 */
export function LazyList<T>({
  scrollId,
  items,
  keyOf,
  minItemHeight,
  children: draw,
  end,
  class: cls,
}: {
  scrollId: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  minItemHeight: number;
  children: (item: T) => ComponentChildren;
  end?: ComponentChildren;
  class?: string;
}) {
  const offset = useContext(ScrollContext).get(scrollId);
  const ref = useRef<HTMLDivElement>(null);
  const memo = useRef<Measured | null>(null);
  if (memo.current === null || memo.current.scrollId !== scrollId || memo.current.loads !== stateLoads())
    memo.current = { scrollId, loads: stateLoads(), listTop: Infinity, heights: new Map() };
  const m = memo.current;
  const { first, last, before } = windowOf(m, items, keyOf, minItemHeight, offset);
  useLayoutEffect(() => {
    const list = ref.current;
    const content = list?.closest(".mg-scroll-content");
    if (!list || !content) return;
    const box = list.getBoundingClientRect();
    // Drawn scaled (the recents view): lengths on screen are not the list's own; measure later.
    if (Math.abs(box.width - list.offsetWidth) > 0.5) return;
    m.listTop = box.top - content.getBoundingClientRect().top;
    for (const child of list.children) {
      const key = (child as HTMLElement).dataset.lazyKey;
      if (key !== undefined) m.heights.set(key, child.getBoundingClientRect().height);
    }
    // Restored far down, nothing was measured: draw again without the items now measured above.
    if (windowOf(m, items, keyOf, minItemHeight, offset).first !== first) requestRender();
  });
  return (
    <>
      <div class={cls} ref={ref}>
        {before > 0 && <div style={{ height: `${before}px` }} />}
        {items.slice(first, last).map((item) => {
          const key = keyOf(item);
          return (
            <div key={key} class="mg-lazy-item" data-lazy-key={key}>
              {draw(item)}
            </div>
          );
        })}
      </div>
      {last === items.length && end}
    </>
  );
}

export function ListItem({
  title,
  subtitle,
  leading,
  trailing,
  onClick,
  testId,
  longPress,
  dense = false,
}: {
  title: ComponentChildren;
  subtitle?: ComponentChildren;
  leading?: ComponentChildren;
  trailing?: ComponentChildren;
  onClick?: () => void;
  testId?: string;
  longPress?: () => void;
  dense?: boolean;
}) {
  return (
    <div
      class={`mg-item ${onClick ? "mg-clickable" : ""} ${dense ? "mg-item-dense" : ""}`}
      role={onClick ? "button" : undefined}
      data-testid={testId}
      onClick={onClick}
      {...(longPress ? onLongPress(longPress) : {})}
    >
      {leading && <div class="mg-item-leading">{leading}</div>}
      <div class="mg-item-text">
        <div class="mg-item-title">{title}</div>
        {subtitle !== undefined && subtitle !== "" && <div class="mg-item-subtitle">{subtitle}</div>}
      </div>
      {trailing !== undefined && <div class="mg-item-trailing">{trailing}</div>}
    </div>
  );
}

export function Switch({ checked, onChange, testId, label }: { checked: boolean; onChange?: (v: boolean) => void; testId?: string; label?: string }) {
  return (
    <span
      class={`mg-switch ${checked ? "on" : ""}`}
      role="switch"
      aria-checked={checked}
      aria-label={label}
      data-testid={testId}
      onClick={
        onChange &&
        ((e: Event) => {
          e.stopPropagation();
          onChange(!checked);
        })
      }
    >
      <span class="mg-switch-thumb" />
    </span>
  );
}

/** A list row with a switch; tapping anywhere on the row toggles it, as on Android. */
export function SwitchItem({ title, subtitle, checked, onChange, testId, disabled = false }: { title: string; subtitle?: string; checked: boolean; onChange: (v: boolean) => void; testId?: string; disabled?: boolean }) {
  return (
    <div class={`mg-item mg-clickable ${disabled ? "mg-disabled" : ""}`} role="button" data-testid={testId} onClick={() => !disabled && onChange(!checked)}>
      <div class="mg-item-text">
        <div class="mg-item-title">{title}</div>
        {subtitle && <div class="mg-item-subtitle">{subtitle}</div>}
      </div>
      <div class="mg-item-trailing">
        <Switch checked={checked} label={title} />
      </div>
    </div>
  );
}

export function Button({ children, onClick, variant = "filled", testId, disabled = false }: { children: ComponentChildren; onClick: () => void; variant?: "filled" | "text" | "outlined" | "tonal"; testId?: string; disabled?: boolean }) {
  return (
    <button class={`mg-btn mg-btn-${variant} ${disabled ? "mg-disabled" : ""}`} data-testid={testId} aria-disabled={disabled} onClick={() => !disabled && onClick()}>
      {children}
    </button>
  );
}

export function Fab({ icon, label, onClick, testId }: { icon: string; label: string; onClick: () => void; testId?: string }) {
  return (
    <button class="mg-fab" aria-label={label} data-testid={testId} onClick={onClick}>
      <Icon path={icon} color="var(--on-primary)" />
    </button>
  );
}

/**
 * A text field drawn by us (no native <input>: no blinking caret, no IME). Tapping it focuses
 * it and raises the on-screen keyboard; TYPE writes into it.
 */
export function TextField({
  id,
  value,
  onChange,
  label,
  placeholder,
  multiline = false,
  onSubmit,
  maxLength,
  search = false,
  class: cls,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  label?: string;
  placeholder?: string;
  multiline?: boolean;
  onSubmit?: () => void;
  maxLength?: number;
  search?: boolean;
  class?: string;
}) {
  fields().set(id, { value, onChange, onSubmit, multiline, maxLength });
  const focused = getState().ui.focus === id;
  return (
    <div
      class={`mg-field ${focused ? "focused" : ""} ${multiline ? "multiline" : ""} ${search ? "search" : ""} ${cls ?? ""}`}
      role="textbox"
      aria-label={label ?? placeholder}
      data-testid={`field-${id}`}
      data-field={id}
      onClick={() => focusField(id)}
    >
      {search && <Icon path={mdiMagnify} size={20} class="mg-field-icon" />}
      {label && !search && <span class="mg-field-label">{label}</span>}
      <span class="mg-field-value">
        {value === "" && !focused ? <span class="mg-field-placeholder">{placeholder ?? ""}</span> : value}
        {focused && <span class="mg-caret" />}
      </span>
    </div>
  );
}

/**
 * A field its app draws with its own keypad (a payment password): tapping `children` focuses
 * it, TYPE writes into it, and no system keyboard comes up.
 */
export function KeypadField({ id, value, onChange, maxLength, label = "Password", onSubmit, children }: { id: string; value: string; onChange: (v: string) => void; maxLength?: number; label?: string; onSubmit?: () => void; children: ComponentChildren }) {
  fields().set(id, { value, onChange, onSubmit, multiline: false, maxLength, ownKeyboard: true });
  return (
    <div role="textbox" aria-label={label} data-testid={`field-${id}`} data-field={id} onClick={() => focusField(id)}>
      {children}
    </div>
  );
}

export function focusField(id: string | null): void {
  update((d) => {
    d.ui.focus = id;
  });
}

export function Slider({ value, min = 0, max = 100, onChange, testId, label }: { value: number; min?: number; max?: number; onChange: (v: number) => void; testId?: string; label?: string }) {
  const frac = (value - min) / (max - min);
  const setFromX = (el: Element, clientX: number) => {
    const rect = el.getBoundingClientRect();
    const f = Math.min(1, Math.max(0, (clientX - rect.left) / rect.width));
    onChange(Math.round(min + f * (max - min)));
  };
  return (
    <div
      class="mg-slider"
      role="slider"
      aria-label={label}
      aria-valuenow={value}
      data-testid={testId}
      onClick={(e) => setFromX(e.currentTarget as Element, (e as MouseEvent).clientX)}
      {...onSwipe((g) => {
        const el = phoneRoot().querySelector(`[data-testid="${testId}"]`);
        if (el) setFromX(el, g.x2);
      })}
      {...{
        ["on" + DRAG_EVENT]: (e: CustomEvent<GestureDetail>) => {
          e.preventDefault();
          e.stopPropagation();
          setFromX(e.currentTarget as Element, e.detail.x2);
        },
      }}
    >
      <div class="mg-slider-track">
        <div class="mg-slider-fill" style={{ width: `${frac * 100}%` }} />
      </div>
      <div class="mg-slider-thumb" style={{ left: `${frac * 100}%` }} />
    </div>
  );
}

export function Tabs({ tabs, active, onSelect, testId = "tab" }: { tabs: string[]; active: string; onSelect: (t: string) => void; testId?: string }) {
  return (
    <div class="mg-tabs" role="tablist">
      {tabs.map((t) => (
        <button key={t} role="tab" aria-selected={t === active} class={`mg-tab ${t === active ? "active" : ""}`} data-testid={`${testId}-${t}`} onClick={() => onSelect(t)}>
          {t}
        </button>
      ))}
    </div>
  );
}

export function BottomNav({ items, active, onSelect }: { items: Array<{ id: string; label: string; icon: string }>; active: string; onSelect: (id: string) => void }) {
  return (
    <nav class="mg-bottomnav">
      {items.map((it) => (
        <button key={it.id} class={`mg-bottomnav-item ${it.id === active ? "active" : ""}`} data-testid={`nav-${it.id}`} onClick={() => onSelect(it.id)}>
          <span class="mg-bottomnav-pill">
            <Icon path={it.icon} size={22} />
          </span>
          <span>{it.label}</span>
        </button>
      ))}
    </nav>
  );
}

/** A modal dialog drawn over the screen (the screen renders it when its route overlay says so). */
export function Dialog({ title, children, actions, onDismiss, testId = "dialog" }: { title?: string; children?: ComponentChildren; actions: Array<{ label: string; onClick: () => void; testId?: string }>; onDismiss: () => void; testId?: string }) {
  return (
    <div class="mg-scrim" data-testid="scrim" onClick={(e) => e.target === e.currentTarget && onDismiss()}>
      <div class="mg-dialog" role="dialog" data-testid={testId}>
        {title && <h2 class="mg-dialog-title">{title}</h2>}
        <div class="mg-dialog-body">{children}</div>
        <div class="mg-dialog-actions">
          {actions.map((a) => (
            <button key={a.label} class="mg-btn mg-btn-text" data-testid={a.testId} onClick={a.onClick}>
              {a.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

export function BottomSheet({ title, children, onDismiss, testId = "sheet" }: { title?: string; children: ComponentChildren; onDismiss: () => void; testId?: string }) {
  return (
    <div class="mg-scrim mg-scrim-bottom" data-testid="scrim" onClick={(e) => e.target === e.currentTarget && onDismiss()}>
      <div class="mg-sheet" role="dialog" data-testid={testId}>
        <div class="mg-sheet-handle" />
        {title && <h2 class="mg-sheet-title">{title}</h2>}
        {children}
      </div>
    </div>
  );
}

const MENU_ITEM_H = 48;
const MENU_W = 188;

/**
 * A context menu listing labelled actions. Opened by a long press, it appears at the pressed
 * point (`ui.pressPoint`, kept in the state so a snapshot restores it), kept on screen;
 * otherwise at the top right, as an overflow menu.
 */
export function Menu({ items, onDismiss, testId = "menu" }: { items: Array<{ label: string; onClick: () => void; testId?: string }>; onDismiss: () => void; testId?: string }) {
  const at = getState().ui.pressPoint;
  const height = items.length * MENU_ITEM_H + 16;
  const style: JSX.CSSProperties | undefined = at
    ? { position: "absolute", margin: 0, left: Math.min(Math.max(8, at.x), 360 - MENU_W - 8), top: Math.max(8, Math.min(at.y - STATUS_BAR_H, 800 - STATUS_BAR_H - height - 24)) }
    : undefined;
  return (
    <div class="mg-scrim mg-scrim-clear" data-testid="scrim" onClick={(e) => e.target === e.currentTarget && onDismiss()}>
      <div class="mg-menu" role="menu" data-testid={testId} style={style}>
        {items.map((it) => (
          <div key={it.label} class="mg-menu-item mg-clickable" role="menuitem" data-testid={it.testId} onClick={it.onClick}>
            {it.label}
          </div>
        ))}
      </div>
    </div>
  );
}

/** A row of selectable chips (single choice). */
export function Chips({ options, selected, onSelect, testId = "chip" }: { options: string[]; selected: string[]; onSelect: (o: string) => void; testId?: string }) {
  return (
    <div class="mg-chips">
      {options.map((o) => (
        <button key={o} class={`mg-chip ${selected.includes(o) ? "selected" : ""}`} data-testid={`${testId}-${o}`} onClick={() => onSelect(o)}>
          {selected.includes(o) && <Icon path={mdiCheck} size={16} />}
          {o}
        </button>
      ))}
    </div>
  );
}

export function SectionHeader({ children }: { children: ComponentChildren }) {
  return <div class="mg-section">{children}</div>;
}

export function Empty({ icon, text }: { icon: string; text: string }) {
  return (
    <div class="mg-empty">
      <Icon path={icon} size={56} color="var(--outline)" />
      <div>{text}</div>
    </div>
  );
}

export function Avatar({ name, size = 40, color }: { name: string; size?: number; color?: string }) {
  const initial = [...name.trim()][0]?.toUpperCase() ?? "?";
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  const bg = color ?? `hsl(${h % 360} 45% 55%)`;
  const style: JSX.CSSProperties = { width: size, height: size, background: bg, fontSize: size * 0.45 };
  return (
    <span class="mg-avatar" style={style}>
      {initial}
    </span>
  );
}
