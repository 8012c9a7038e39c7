/**
 * OS setting changes with Android's invariants, shared by the shade and the Settings app:
 * airplane mode turns the radios off (and remembers nothing: turning it off leaves them off,
 * except cellular which comes back), the hotspot is off in airplane mode, values are clamped, DND and
 * volumes stay consistent. SIM cards, VPN and the default data SIM have their own writes below.
 */
import { update } from "./store";
import type { OsState } from "./types";

type Settings = OsState["settings"];

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

export function setSetting<K extends keyof Settings>(key: K, value: Settings[K]): void {
  update((d) => {
    const s = d.os.settings;
    switch (key) {
      case "airplane":
        s.airplane = value as boolean;
        if (s.airplane) {
          s.wifi = false;
          s.wifiConnected = null;
          s.bluetooth = false;
          s.cellular = false;
          s.hotspot = false;
          for (const dev of d.os.networks.bluetooth) dev.connected = false;
        } else {
          s.cellular = true;
        }
        break;
      case "wifi":
        s.wifi = value as boolean;
        if (s.wifi) {
          const saved = d.os.networks.wifi.filter((n) => n.saved).sort((a, b) => b.strength - a.strength)[0];
          s.wifiConnected = saved ? saved.id : null;
        } else s.wifiConnected = null;
        break;
      case "bluetooth":
        s.bluetooth = value as boolean;
        if (!s.bluetooth) for (const dev of d.os.networks.bluetooth) dev.connected = false;
        break;
      case "brightness":
      case "mediaVolume":
      case "ringVolume":
        s[key] = clamp(Math.round(value as number), 0, 100) as Settings[K];
        break;
      case "fontScale":
        s.fontScale = clamp(value as number, 0.85, 1.3);
        break;
      case "displayScale":
        s.displayScale = clamp(value as number, 0.85, 1.3);
        break;
      case "hotspot":
        // Airplane mode has no radio to share: the hotspot stays off (Android greys it out).
        s.hotspot = (value as boolean) && !s.airplane;
        break;
      default:
        s[key] = value;
    }
  });
}

/** Connect to a Wi-Fi network (turning Wi-Fi on, which airplane mode allows on Android). */
export function connectWifi(id: string): void {
  update((d) => {
    d.os.settings.wifi = true;
    d.os.settings.wifiConnected = id;
    const net = d.os.networks.wifi.find((n) => n.id === id);
    if (net) net.saved = true;
  });
}

export function forgetWifi(id: string): void {
  update((d) => {
    const net = d.os.networks.wifi.find((n) => n.id === id);
    if (net) net.saved = false;
    if (d.os.settings.wifiConnected === id) d.os.settings.wifiConnected = null;
  });
}

/** Pair (if needed) and toggle the connection of a Bluetooth device. */
export function toggleBluetoothDevice(id: string): void {
  update((d) => {
    d.os.settings.bluetooth = true;
    const dev = d.os.networks.bluetooth.find((n) => n.id === id);
    if (!dev) return;
    dev.paired = true;
    dev.connected = !dev.connected;
  });
}

export function unpairBluetoothDevice(id: string): void {
  update((d) => {
    const dev = d.os.networks.bluetooth.find((n) => n.id === id);
    if (dev) {
      dev.paired = false;
      dev.connected = false;
    }
  });
}

/**
 * Turn a SIM card on or off. The default data SIM moves to another enabled card when its card
 * is turned off (none left: no default), and a card turned on becomes the default when there
 * was none.
 */
export function setSimEnabled(id: string, enabled: boolean): void {
  update((d) => {
    const t = d.os.telephony;
    const sim = t.sims.find((x) => x.id === id);
    if (!sim) return;
    sim.enabled = enabled;
    if (!enabled && t.defaultDataSim === id) t.defaultDataSim = t.sims.find((x) => x.enabled)?.id ?? null;
    if (enabled && t.defaultDataSim === null) t.defaultDataSim = id;
  });
}

/** Mobile data goes through this SIM (it must be enabled; a disabled card is turned on). */
export function setDefaultDataSim(id: string): void {
  update((d) => {
    const sim = d.os.telephony.sims.find((x) => x.id === id);
    if (!sim) return;
    sim.enabled = true;
    d.os.telephony.defaultDataSim = id;
  });
}

/** Connect a VPN profile (null: disconnect). Only one VPN is connected at a time. */
export function connectVpn(id: string | null): void {
  update((d) => {
    d.os.vpn.connected = id !== null && d.os.vpn.profiles.some((p) => p.id === id) ? id : null;
  });
}
