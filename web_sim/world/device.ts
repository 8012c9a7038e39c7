/**
 * World data of the device itself: nearby networks and devices, the phone's contacts provider,
 * the default launcher layout. Fixed data (generated once, by hand), shared by every instance.
 */
import type { BluetoothDevice, CallLogEntry, Contact, DeviceLocation, DeviceSensors, SimCard, VpnProfile, WifiNetwork } from "../src/os/types";

/** Episode start when nothing else is configured: Thursday 14 May 2026, 09:00 in Beijing (UTC+8). */
export const DEFAULT_START_MS = Date.UTC(2026, 4, 14, 1, 0, 0);
export const DEFAULT_TZ_OFFSET_MIN = 480;

export const WIFI_NETWORKS: WifiNetwork[] = [
  { id: "wifi-home", ssid: "HomeNet-5G", strength: 4, secured: true, password: "maple-street-42", saved: true },
  { id: "wifi-office", ssid: "Office-Guest", strength: 3, secured: true, password: "Guest@Office2026", saved: true },
  { id: "wifi-cafe", ssid: "Cafe Lumen", strength: 2, secured: false, password: "", saved: false },
  { id: "wifi-lib", ssid: "CityLibrary", strength: 2, secured: false, password: "", saved: false },
  { id: "wifi-neighbor", ssid: "TP-Link_7A3C", strength: 1, secured: true, password: "7a3c-Kx29-tplink", saved: false },
  { id: "wifi-metro", ssid: "Metro Free WiFi", strength: 1, secured: false, password: "", saved: false },
];

export const BLUETOOTH_DEVICES: BluetoothDevice[] = [
  { id: "bt-buds", name: "Galaxy Buds Pro", kind: "headphones", paired: true, connected: false },
  { id: "bt-car", name: "Car Audio", kind: "car", paired: true, connected: false },
  { id: "bt-watch", name: "Mi Watch S1", kind: "watch", paired: false, connected: false },
  { id: "bt-speaker", name: "JBL Flip 6", kind: "speaker", paired: false, connected: false },
  { id: "bt-keyboard", name: "Logi K380", kind: "keyboard", paired: false, connected: false },
];

const PEOPLE: Array<[string, string, string]> = [
  ["Alice Chen", "Northwind Labs", "+86 138 0013 8001"],
  ["Ben Carter", "Blue Harbor", "+86 139 1024 5521"],
  ["Chloe Wang", "Sunrise Media", "+86 137 5566 1290"],
  ["David Li", "Northwind Labs", "+86 136 8899 2044"],
  ["Emma Zhang", "Greenfield School", "+86 135 2233 7788"],
  ["Frank Liu", "City Hospital", "+86 158 6677 4321"],
  ["Grace Zhou", "Maple Bank", "+86 159 3344 9087"],
  ["Henry Wu", "Blue Harbor", "+86 186 1122 6655"],
  ["Mom", "", "+86 188 0000 1111"],
  ["Dad", "", "+86 188 0000 2222"],
  ["Ivy Sun", "Sunrise Media", "+86 150 7788 3366"],
  ["Jack Ma", "Riverside Cafe", "+86 151 4455 9900"],
];

export function defaultContacts(): Contact[] {
  return PEOPLE.map(([name, company, phone], i) => ({
    id: `c${String(i + 1).padStart(2, "0")}`,
    name,
    phone,
    email: company ? `${name.split(" ")[0].toLowerCase()}@${company.toLowerCase().replace(/[^a-z]/g, "")}.com` : "",
    company,
    starred: i === 8 || i === 9,
    lastContacted: DEFAULT_START_MS - (i + 1) * 86_400_000,
  }));
}

/**
 * The home screen's layout: the hotseat, then the grid's icons in this order. An installed app
 * not listed here (a new one) takes the first free slot after them, so adding an app never moves
 * an icon of the home screen that tasks start from.
 */
export const HOTSEAT = ["contacts", "settings", "clock", "calculator"];
export const LAUNCHER_ORDER = ["answer_sheet", "gallery", "sms", "notes", "reddit", "wechat", "calendar", "weather", "alipay", "ebay", "map", "spotify", "railway12306", "x", "wechat_reading", "bilibili", "redbook", "file_manager", "tencent_meeting", "theme_store", "calculator2", "compass", "browser"];
/** The simulated GPS fix (catalog §4): Haidian, Beijing. */
export const DEVICE_LOCATION: DeviceLocation = { latitude: 39.979, longitude: 116.332, city: "Beijing", district: "Haidian" };
/** The phone at rest on a desk, facing north-east and tilted a little: what the Compass shows until a task turns it. */
export const DEVICE_SENSORS: DeviceSensors = { heading: 37, pitch: 2, roll: -1 };

export const SIM_CARDS: SimCard[] = [
  { id: "sim1", slot: 1, carrier: "China Mobile", number: "+86 138 1234 5678", enabled: true },
  { id: "sim2", slot: 2, carrier: "China Unicom", number: "+86 186 8765 4321", enabled: true },
];

export const VPN_PROFILES: VpnProfile[] = [
  { id: "vpn-work", name: "Northwind Office", server: "vpn.northwindlabs.com", type: "IKEv2/IPSec PSK" },
  { id: "vpn-home", name: "Home NAS", server: "nas.example.net", type: "L2TP/IPSec PSK" },
];

/** [contact id or null, number when no contact, direction, hours before the start, seconds]. */
const CALLS: Array<[string | null, string, CallLogEntry["direction"], number, number]> = [
  ["c09", "", "in", 2, 312],
  ["c01", "", "out", 5, 95],
  [null, "+86 10 9558 8000", "missed", 20, 0],
  ["c04", "", "missed", 26, 0],
  ["c10", "", "out", 49, 640],
  ["c07", "", "in", 74, 48],
];

/** The call log before the episode: times relative to its start, so no call is from the future. */
export function defaultCallLog(startMs: number): CallLogEntry[] {
  const people = defaultContacts();
  return CALLS.map(([contactId, number, direction, hours, durationSec], i) => ({
    id: `call${i + 1}`,
    number: contactId ? people.find((c) => c.id === contactId)!.phone : number,
    contactId,
    direction,
    time: startMs - hours * 3_600_000,
    durationSec,
  }));
}
