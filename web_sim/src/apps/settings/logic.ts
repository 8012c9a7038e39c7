/** Pure logic of the Settings app: the search catalogue, summaries and list orderings. */
import type { BluetoothDevice, Json, OsState, WifiNetwork } from "../../os/types";

/** The app keeps no data of its own: everything it edits is OS state. */
export type SettingsState = Record<string, never>;

export type Screen = "network" | "wifi" | "bluetooth" | "display" | "sound" | "apps" | "appInfo" | "about" | "location" | "sims" | "vpn";

/** One searchable preference: where it lives and the words that find it. */
export interface SearchEntry {
  id: string;
  title: string;
  /** Breadcrumb shown under the title ("" for top-level entries). */
  path: string;
  screen: Screen;
  params: Record<string, Json>;
  keywords: string[];
}

const NET = "Network & internet";
const DEV = "Connected devices";
const DISP = "Display";
const SOUND = "Sound & vibration";
const ABOUT = "About phone";

const entry = (id: string, title: string, path: string, screen: Screen, keywords: string[] = []): SearchEntry => ({ id, title, path, screen, params: {}, keywords });

export const CATALOGUE: SearchEntry[] = [
  entry("network", NET, "", "network", ["internet", "wifi", "mobile", "data", "airplane"]),
  entry("wifi", "Wi-Fi", NET, "wifi", ["wifi", "wireless", "wlan", "internet", "network", "hotspot"]),
  entry("airplane", "Airplane mode", NET, "network", ["flight", "plane", "radio"]),
  entry("mobile-data", "Mobile data", NET, "network", ["cellular", "sim", "4g", "5g", "lte"]),
  entry("sims", "SIM cards", NET, "sims", ["sim", "dual sim", "default data", "carrier", "mobile data"]),
  entry("hotspot", "Hotspot", NET, "network", ["tethering", "share", "hotspot", "portable"]),
  entry("vpn", "VPN", NET, "vpn", ["private network", "tunnel", "proxy"]),
  entry("connected", DEV, "", "bluetooth", ["bluetooth", "pair", "devices"]),
  entry("bluetooth", "Bluetooth", DEV, "bluetooth", ["pair", "headphones", "speaker", "watch", "car"]),
  entry("display", DISP, "", "display", ["screen", "brightness", "theme", "font"]),
  entry("brightness", "Brightness level", DISP, "display", ["screen", "dim", "bright"]),
  entry("dark-theme", "Dark theme", DISP, "display", ["night", "dark mode", "black"]),
  entry("font-size", "Font size", DISP, "display", ["text", "large", "small", "zoom"]),
  entry("display-size", "Display size", DISP, "display", ["zoom", "scale", "larger", "smaller"]),
  entry("eye-comfort", "Eye comfort", DISP, "display", ["night light", "blue light", "warm", "reading"]),
  entry("location", "Location", "", "location", ["gps", "position", "where", "place"]),
  entry("sound", SOUND, "", "sound", ["volume", "audio", "vibration", "mute"]),
  entry("media-volume", "Media volume", SOUND, "sound", ["music", "video", "volume"]),
  entry("ring-volume", "Ring volume", SOUND, "sound", ["ringtone", "call", "volume"]),
  entry("dnd", "Do Not Disturb", SOUND, "sound", ["dnd", "silence", "quiet", "mute"]),
  entry("apps", "Apps", "", "apps", ["applications", "permissions", "notifications"]),
  entry("about", ABOUT, "", "about", ["phone", "device", "information", "version"]),
  entry("device-name", "Device name", ABOUT, "about", ["rename", "phone name"]),
  entry("model", "Model", ABOUT, "about", ["hardware"]),
  entry("android-version", "Android version", ABOUT, "about", ["os", "software", "update"]),
  entry("build-number", "Build number", ABOUT, "about", ["software"]),
  entry("storage", "Storage", ABOUT, "about", ["space", "memory", "disk"]),
];

/** The catalogue plus one "App info" entry per installed app. */
export function searchCatalogue(apps: Array<{ id: string; label: string }>): SearchEntry[] {
  const perApp = apps.map((a) => ({ id: `app-${a.id}`, title: a.label, path: "Apps", screen: "appInfo" as const, params: { appId: a.id }, keywords: ["app info", "permissions"] }));
  return [...CATALOGUE, ...perApp];
}

/**
 * Entries matching `query` (case-insensitive): titles starting with it first, then titles
 * containing it, then keyword matches; catalogue order within each rank.
 */
export function searchEntries(query: string, catalogue: SearchEntry[]): SearchEntry[] {
  const q = query.trim().toLowerCase();
  if (q === "") return [];
  const rank = (e: SearchEntry): number => {
    const t = e.title.toLowerCase();
    if (t.startsWith(q) || t.split(/[\s&-]+/).some((w) => w.startsWith(q))) return 0;
    if (t.includes(q)) return 1;
    if (e.keywords.some((k) => k.includes(q))) return 2;
    return 3;
  };
  return catalogue
    .map((e, i) => ({ e, i, r: rank(e) }))
    .filter((x) => x.r < 3)
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.e);
}

export function connectedNetwork(os: OsState): WifiNetwork | null {
  const id = os.settings.wifi ? os.settings.wifiConnected : null;
  return os.networks.wifi.find((n) => n.id === id) ?? null;
}

/** Summary of "Network & internet" and of the Wi-Fi row: the network's name or why there is none. */
export function wifiSummary(os: OsState): string {
  const net = connectedNetwork(os);
  if (net) return net.ssid;
  if (!os.settings.wifi) return os.settings.airplane ? "Airplane mode" : "Off";
  return "Not connected";
}

export function connectedDevicesSummary(os: OsState): string {
  if (!os.settings.bluetooth) return "Bluetooth off";
  const connected = os.networks.bluetooth.filter((d) => d.connected);
  if (connected.length === 0) return "Bluetooth on";
  return `Connected to ${connected.map((d) => d.name).join(", ")}`;
}

export function soundSummary(os: OsState): string {
  if (os.settings.dnd) return "Do Not Disturb is on";
  return `Ring volume at ${os.settings.ringVolume}%`;
}

/** The Wi-Fi list: the connected network, then the others by signal (strongest first), then name. */
export function wifiList(os: OsState): { connected: WifiNetwork | null; others: WifiNetwork[] } {
  const connected = connectedNetwork(os);
  const others = os.networks.wifi.filter((n) => n !== connected).sort((a, b) => b.strength - a.strength || a.ssid.localeCompare(b.ssid, "en"));
  return { connected, others };
}

/** What tapping a network does: open its details, connect directly, or ask for the password. */
export function wifiTapAction(net: WifiNetwork, connectedId: string | null): "details" | "connect" | "password" {
  if (net.id === connectedId) return "details";
  if (net.secured && !net.saved) return "password";
  return "connect";
}

/**
 * What the password dialog makes of the typed password: nothing typed, not the one the access
 * point accepts (the network's `password`, compared exactly), or right.
 */
export function checkWifiPassword(net: WifiNetwork, typed: string): "empty" | "incorrect" | "ok" {
  if (typed === "") return "empty";
  return typed === net.password ? "ok" : "incorrect";
}

/**
 * The field shows dots; edits arrive as the dotted text plus what was typed (or minus what was
 * deleted), so the real password is rebuilt from the length kept and the new characters.
 */
export function unmask(password: string, masked: string): string {
  const chars = [...masked];
  const kept = chars.findIndex((c) => c !== "•");
  const keep = kept === -1 ? chars.length : kept;
  return [...password].slice(0, keep).join("") + chars.slice(keep).join("");
}

export function signalLabel(strength: number): string {
  return ["No signal", "Weak", "Fair", "Good", "Excellent"][Math.min(4, Math.max(0, strength))];
}

export function pairedDevices(os: OsState): BluetoothDevice[] {
  return os.networks.bluetooth.filter((d) => d.paired);
}

export function availableDevices(os: OsState): BluetoothDevice[] {
  return os.networks.bluetooth.filter((d) => !d.paired);
}

export interface FontSize { key: string; label: string; scale: number }

export const FONT_SIZES: FontSize[] = [
  { key: "small", label: "Small", scale: 0.85 },
  { key: "default", label: "Default", scale: 1.0 },
  { key: "large", label: "Large", scale: 1.15 },
  { key: "largest", label: "Largest", scale: 1.3 },
];

/** The choice closest to `scale` (a patched state may hold an in-between value). */
export function fontSizeOf(scale: number): FontSize {
  return FONT_SIZES.reduce((best, f) => (Math.abs(f.scale - scale) < Math.abs(best.scale - scale) ? f : best));
}

/** Android's display size steps (`os.settings.displayScale`). */
export const DISPLAY_SIZES: FontSize[] = [
  { key: "small", label: "Small", scale: 0.9 },
  { key: "default", label: "Default", scale: 1.0 },
  { key: "large", label: "Large", scale: 1.1 },
  { key: "larger", label: "Larger", scale: 1.2 },
];

export function displaySizeOf(scale: number): FontSize {
  return DISPLAY_SIZES.reduce((best, f) => (Math.abs(f.scale - scale) < Math.abs(best.scale - scale) ? f : best));
}

export function storageText(device: OsState["device"]): string {
  return `${device.storageUsedGb} GB used of ${device.storageTotalGb} GB`;
}

export function storagePercent(device: OsState["device"]): number {
  if (device.storageTotalGb <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((device.storageUsedGb / device.storageTotalGb) * 100)));
}

export const DEVICE_NAME_MAX = 32;

/** A device name as saved: trimmed; null when nothing is left. */
export function cleanDeviceName(raw: string): string | null {
  const name = raw.trim().replace(/\s+/g, " ");
  return name === "" ? null : [...name].slice(0, DEVICE_NAME_MAX).join("");
}

export const PERMISSIONS = [
  { key: "camera", label: "Camera" },
  { key: "location", label: "Location" },
  { key: "microphone", label: "Microphone" },
  { key: "contacts", label: "Contacts" },
] as const;
