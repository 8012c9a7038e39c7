/**
 * The notification service: apps and the system post here; the shade lists what is posted, the
 * newest one shows as a heads-up banner for a few simulated seconds, tapping one opens its app at
 * the item (an intent), swiping one away or "Clear all" dismisses. The per-app switch
 * (`os.permissions[app].notifications`, Settings > Apps) is honoured when posting: an app that
 * is turned off posts nothing. Do not disturb keeps notifications out of the banner, not the shade.
 *
 * The draft-level functions (`postNotification`, `showFullScreen`) run inside an update recipe
 * (an event handler's); the others are whole updates for the shell's gestures (opening one is
 * in views.tsx: it sends an intent, and this module, which apps import, stays clear of nav.ts).
 */
import { update } from "../store";
import type { Json, NotificationTarget, PhoneState } from "../types";

/** How long a heads-up banner stays over the screen (simulated ms). */
export const HEADS_UP_MS = 5000;

export interface NewNotification {
  title: string;
  text: string;
  /** Where a tap goes: a screen of the posting app and its payload; null opens the app. */
  open?: NotificationTarget | null;
}

/** Whether the user lets `app` post notifications (Settings > Apps > the app). */
export function notificationsAllowed(s: PhoneState, app: string): boolean {
  return s.os.permissions[app]?.notifications !== false;
}

/** Post from `app` inside an update recipe; returns the notification's id, or null when the app's notifications are off. */
export function postNotification(d: PhoneState, app: string, n: NewNotification): string | null {
  if (!notificationsAllowed(d, app)) return null;
  const id = `n${d.os.nextId++}`;
  d.os.notifications.push({ id, app, title: n.title, text: n.text, time: d.os.clock.now, open: n.open ?? null });
  if (!d.os.settings.dnd) d.ui.headsUp = { id, until: d.os.clock.now + HEADS_UP_MS };
  return id;
}

/** Post from `app` (a whole update); see `postNotification`. */
export function notify(app: string, n: NewNotification): string | null {
  let id: string | null = null;
  update((d) => {
    id = postNotification(d, app, n);
  });
  return id;
}

export function removeNotification(d: PhoneState, id: string): void {
  d.os.notifications = d.os.notifications.filter((n) => n.id !== id);
  if (d.ui.headsUp?.id === id) d.ui.headsUp = null;
}

/** Swipe one away. */
export function dismissNotification(id: string): void {
  update((d) => removeNotification(d, id));
}

/** The shade's "Clear all". */
export function clearAllNotifications(): void {
  update((d) => {
    d.os.notifications = [];
    d.ui.headsUp = null;
  });
}

/** Hide the banner (swiped up); the notification stays in the shade. */
export function hideHeadsUp(): void {
  update((d) => {
    d.ui.headsUp = null;
  });
}

/** Draw `app`'s `screen` over everything (Android's full-screen intent: a ringing alarm). */
export function showFullScreen(d: PhoneState, app: string, screen: string, params: Record<string, Json>): void {
  d.ui.fullScreen = { app, screen, params };
}

export function closeFullScreen(): void {
  update((d) => {
    d.ui.fullScreen = null;
  });
}
