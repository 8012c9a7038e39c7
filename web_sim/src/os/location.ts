/**
 * The device location as apps read it: the GPS fix of `os.location` (a task's setup may move
 * it), given only when the location switch (`os.settings.location`, in Settings and quick
 * settings) is on and the app holds the location permission (os/permissions). Apps never read `os.location` directly.
 */
import { grantOf, isGranted } from "./permissions/grants";
import type { DeviceLocation, OsState } from "./types";

export type LocationRead = { ok: true; location: DeviceLocation } | { ok: false; reason: "permission" | "off" };

export function readLocation(os: OsState, appId: string): LocationRead {
  if (!isGranted(grantOf(os, appId, "location"))) return { ok: false, reason: "permission" };
  if (!os.settings.location) return { ok: false, reason: "off" };
  return { ok: true, location: os.location };
}

/** "39.979° N, 116.332° E". */
export function formatCoordinates(loc: DeviceLocation): string {
  const lat = `${Math.abs(loc.latitude).toFixed(3)}° ${loc.latitude >= 0 ? "N" : "S"}`;
  const lon = `${Math.abs(loc.longitude).toFixed(3)}° ${loc.longitude >= 0 ? "E" : "W"}`;
  return `${lat}, ${lon}`;
}
