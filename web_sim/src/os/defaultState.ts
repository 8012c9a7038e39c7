/**
 * A fresh phone: the OS baseline of a new device, every installed app's initial state, the home
 * screen in front. Deterministic: the same options give the same document, byte for byte.
 */
import { BLUETOOTH_DEVICES, DEFAULT_START_MS, DEFAULT_TZ_OFFSET_MIN, DEVICE_LOCATION, DEVICE_SENSORS, HOTSEAT, LAUNCHER_ORDER, SIM_CARDS, VPN_PROFILES, WIFI_NETWORKS, defaultCallLog, defaultContacts } from "../../world/device";
import { defaultFiles } from "../../world/files";
import { ICONS_PER_PAGE } from "./launcher";
import { defaultPhotos } from "../../world/media";
import { defaultSmsThreads } from "../../world/sms";
import { APPS, compareLabels } from "./registry";
import type { AppManifest, AppPermissions, Json, LauncherItem, PhoneState } from "./types";

export interface FreshPhoneOptions {
  /** Seeds `ui.rng` (Math.random inside the page). */
  seed?: number;
  /** Episode start instant, epoch ms. */
  startMs?: number;
  tzOffsetMinutes?: number;
}

/** The grid's icons in slot order: the listed layout first, then apps it does not list (new ones), by label. */
export function launcherGrid(apps: readonly AppManifest[], order: readonly string[] = LAUNCHER_ORDER, hotseat: readonly string[] = HOTSEAT): string[] {
  const shown = apps.filter((a) => !a.hidden && !hotseat.includes(a.id));
  const listed = order.filter((id) => shown.some((a) => a.id === id));
  const added = shown.filter((a) => !order.includes(a.id)).sort((a, b) => compareLabels(a.label, b.label)).map((a) => a.id);
  return [...listed, ...added];
}

export function freshPhone(opts: FreshPhoneOptions = {}): PhoneState {
  const grid = launcherGrid(APPS);
  const pages: LauncherItem[][] = [];
  for (let i = 0; i < grid.length; i += ICONS_PER_PAGE) pages.push(grid.slice(i, i + ICONS_PER_PAGE));
  if (pages.length === 0) pages.push([]);
  const permissions: Record<string, AppPermissions> = {};
  const apps: Record<string, Json> = {};
  for (const app of APPS) {
    permissions[app.id] = { notifications: true, camera: "ask", location: "ask", microphone: "ask", contacts: "ask" };
    apps[app.id] = app.initialState() as Json;
  }
  const startMs = opts.startMs ?? DEFAULT_START_MS;
  const tzOffsetMinutes = opts.tzOffsetMinutes ?? DEFAULT_TZ_OFFSET_MIN;
  return {
    os: {
      clock: {
        now: startMs,
        tzOffsetMinutes,
        timezone: "Asia/Shanghai",
        use24h: true,
      },
      device: {
        model: "MobileGym Phone 1",
        name: "My Phone",
        android: "14",
        build: "MG1.260514.001",
        serial: "MG2026A0001",
        storageTotalGb: 256,
        storageUsedGb: 61.4,
      },
      battery: { level: 82, charging: false, since: startMs },
      location: structuredClone(DEVICE_LOCATION),
      sensors: structuredClone(DEVICE_SENSORS),
      telephony: { sims: structuredClone(SIM_CARDS), defaultDataSim: "sim1" },
      hotspot: { ssid: "My Phone Hotspot", password: "mgphone-2026" },
      vpn: { profiles: structuredClone(VPN_PROFILES), connected: null },
      settings: {
        wifi: true,
        wifiConnected: "wifi-home",
        bluetooth: true,
        airplane: false,
        cellular: true,
        dnd: false,
        flashlight: false,
        darkMode: false,
        brightness: 60,
        fontScale: 1,
        displayScale: 1,
        eyeComfort: false,
        location: true,
        hotspot: false,
        mediaVolume: 50,
        ringVolume: 70,
        language: "en",
      },
      networks: { wifi: structuredClone(WIFI_NETWORKS), bluetooth: structuredClone(BLUETOOTH_DEVICES) },
      permissions,
      notifications: [],
      events: [],
      verification: [],
      nextId: 1,
      clipboard: "",
      launcher: { wallpaper: "dawn", pages, widgets: [], hotseat: HOTSEAT.filter((id) => APPS.some((a) => a.id === id)) },
      providers: { contacts: defaultContacts(), media: { photos: defaultPhotos(startMs, tzOffsetMinutes) }, sms: defaultSmsThreads(), files: defaultFiles(startMs), calls: defaultCallLog(startMs) },
    },
    apps,
    ui: {
      foreground: null,
      stacks: {},
      recents: [],
      recentsOpen: false,
      shadeOpen: false,
      launcherPage: 0,
      launcherFolder: null,
      launcherSheet: null,
      focus: null,
      toast: null,
      nextRouteId: 1,
      rng: (opts.seed ?? 0) | 0,
      lastAnswer: null,
      pressPoint: null,
      headsUp: null,
      fullScreen: null,
      permissionRequest: null,
    },
  };
}
