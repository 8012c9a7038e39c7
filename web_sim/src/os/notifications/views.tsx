/**
 * The notifications as the shell draws them: the shade's list (newest first, grouped by app:
 * the group with the newest notification on top) and the heads-up banner. Tap opens, a
 * sideways swipe dismisses, a swipe up on the banner hides it.
 */
import { intentRefusal, openApp, sendIntent } from "../nav";
import { getApp } from "../registry";
import { getState, update } from "../store";
import { formatHm, wallTime } from "../time";
import type { Json, Notification, PhoneState } from "../types";
import { onSwipe } from "../ui/kit";
import { clearAllNotifications, dismissNotification, hideHeadsUp, removeNotification } from "./service";

/**
 * Tap: the notification goes (auto-cancel, as Android's messaging apps set it) and its app opens
 * at the item; at its current screen when the item is gone since (the app's intent check refuses
 * it: a deleted note's reminder).
 */
function openNotification(id: string): void {
  const n = getState().os.notifications.find((x) => x.id === id);
  if (!n) return;
  update((d) => removeNotification(d, id));
  const params = (n.open?.params ?? {}) as Record<string, Json>;
  if (n.open && intentRefusal(n.app, n.open.screen, params) === null) sendIntent(n.app, n.open.screen, params);
  else openApp(n.app);
}

const seq = (n: Notification): number => Number(n.id.replace(/\D/g, "")) || 0;
const newestFirst = (a: Notification, b: Notification): number => b.time - a.time || seq(b) - seq(a);

/** Notifications by app, each group newest first, groups by their newest. */
export function groupedNotifications(list: readonly Notification[]): Array<{ app: string; items: Notification[] }> {
  const groups = new Map<string, Notification[]>();
  for (const n of [...list].sort(newestFirst)) {
    if (!groups.has(n.app)) groups.set(n.app, []);
    groups.get(n.app)!.push(n);
  }
  return [...groups].map(([app, items]) => ({ app, items }));
}

/** A sideways swipe dismisses; anything else is left to the shade (a swipe up closes it). */
const swipeAway = (id: string) =>
  onSwipe((g) => {
    const dx = g.x2 - g.x1;
    if (Math.abs(dx) < 60 || Math.abs(dx) < Math.abs(g.y2 - g.y1)) return false;
    dismissNotification(id);
  });

function Card({ s, n, testId }: { s: PhoneState; n: Notification; testId: string }) {
  const t = wallTime(n.time, s.os.clock.tzOffsetMinutes);
  return (
    <div class="mg-notif mg-clickable" role="button" data-testid={testId} onClick={() => openNotification(n.id)} {...swipeAway(n.id)}>
      <div class="mg-notif-app">
        {getApp(n.app).label} · {formatHm(t.hour, t.minute, s.os.clock.use24h)}
      </div>
      <div class="mg-notif-title">{n.title}</div>
      <div class="mg-notif-text">{n.text}</div>
    </div>
  );
}

export function ShadeNotifications({ s }: { s: PhoneState }) {
  const list = s.os.notifications;
  return (
    <div class="mg-shade-notifs" data-testid="notifications">
      {list.length === 0 ? (
        <div class="mg-shade-empty">No notifications</div>
      ) : (
        groupedNotifications(list).map((g) => (
          <div key={g.app} class="mg-notif-group" data-testid={`notif-group-${g.app}`}>
            {g.items.map((n) => (
              <Card key={n.id} s={s} n={n} testId={`notif-${n.id}`} />
            ))}
          </div>
        ))
      )}
      {list.length > 0 && (
        <button class="mg-btn mg-btn-tonal" data-testid="notif-clear" onClick={clearAllNotifications}>
          Clear all
        </button>
      )}
    </div>
  );
}

/** The banner over the current screen while `ui.headsUp` lasts (not over the open shade). */
export function HeadsUp({ s }: { s: PhoneState }) {
  const h = s.ui.headsUp;
  const n = h && h.until > s.os.clock.now && !s.ui.shadeOpen ? s.os.notifications.find((x) => x.id === h.id) : undefined;
  if (!n) return null;
  return (
    <div
      class="mg-headsup"
      data-testid="headsup"
      {...onSwipe((g) => {
        if (g.y2 - g.y1 < -30) hideHeadsUp();
        else return false;
      })}
    >
      <Card s={s} n={n} testId={`headsup-${n.id}`} />
    </div>
  );
}
