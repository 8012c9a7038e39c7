/**
 * How an app (or an OS service) adds a one-shot event to the OS queue (`os.events`, fired by
 * os/events.ts). Kept apart from the queue itself, which reads the app registry, so that apps
 * can import it without an import circle.
 */
import type { Json, PhoneState } from "./types";

/** Schedule handler `kind` of `app` to run with `data` `delayMs` from now (inside an update recipe); returns the event's id. */
export function schedule(d: PhoneState, delayMs: number, app: string, kind: string, data: Record<string, Json>): string {
  const id = `e${d.os.nextId++}`;
  d.os.events.push({ id, at: d.os.clock.now + delayMs, app, kind, data });
  return id;
}
