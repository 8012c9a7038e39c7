import { describe, expect, it } from "vitest";
import {
  CATALOGUE,
  checkWifiPassword,
  cleanDeviceName,
  connectedDevicesSummary,
  fontSizeOf,
  searchCatalogue,
  searchEntries,
  storagePercent,
  storageText,
  unmask,
  wifiList,
  wifiSummary,
  wifiTapAction,
} from "../src/apps/settings/logic";
import { freshPhone } from "../src/os/defaultState";
import type { OsState } from "../src/os/types";

function os(patch: (o: OsState) => void = () => {}): OsState {
  const o = structuredClone(freshPhone().os);
  patch(o);
  return o;
}

describe("search", () => {
  const cat = searchCatalogue([{ id: "clock", label: "Clock" }]);

  it("has unique ids", () => {
    expect(new Set(cat.map((e) => e.id)).size).toBe(cat.length);
  });

  it("finds Bluetooth by a prefix, title matches first", () => {
    const ids = searchEntries("blue", cat).map((e) => e.id);
    expect(ids[0]).toBe("bluetooth");
    expect(ids).toContain("connected");
    expect(ids).not.toContain("display");
  });

  it("matches words inside titles and keywords, case-insensitively", () => {
    expect(searchEntries("THEME", cat)[0].id).toBe("dark-theme");
    expect(searchEntries("flight", cat).map((e) => e.id)).toEqual(["airplane"]);
    expect(searchEntries("clock", cat).map((e) => e.id)).toEqual(["app-clock"]);
    expect(searchEntries("clock", cat)[0].params).toEqual({ appId: "clock" });
  });

  it("returns nothing for an empty or unknown query", () => {
    expect(searchEntries("  ", cat)).toEqual([]);
    expect(searchEntries("zzzz", cat)).toEqual([]);
  });

  it("only points at screens that exist", () => {
    for (const e of CATALOGUE) expect(["network", "wifi", "bluetooth", "display", "sound", "apps", "appInfo", "about", "location", "sims", "vpn"]).toContain(e.screen);
  });
});

describe("summaries", () => {
  it("names the connected Wi-Fi, or says why there is none", () => {
    expect(wifiSummary(os())).toBe("HomeNet-5G");
    expect(wifiSummary(os((o) => void (o.settings.wifi = false)))).toBe("Off");
    expect(wifiSummary(os((o) => Object.assign(o.settings, { wifi: false, wifiConnected: null, airplane: true })))).toBe("Airplane mode");
    expect(wifiSummary(os((o) => void (o.settings.wifiConnected = null)))).toBe("Not connected");
  });

  it("describes Bluetooth", () => {
    expect(connectedDevicesSummary(os())).toBe("Bluetooth on");
    expect(connectedDevicesSummary(os((o) => void (o.settings.bluetooth = false)))).toBe("Bluetooth off");
    expect(connectedDevicesSummary(os((o) => void (o.networks.bluetooth[0].connected = true)))).toBe("Connected to Galaxy Buds Pro");
  });
});

describe("wifi", () => {
  it("lists the connected network first, then by signal and name", () => {
    const { connected, others } = wifiList(os());
    expect(connected?.id).toBe("wifi-home");
    expect(others.map((n) => n.id)).toEqual(["wifi-office", "wifi-cafe", "wifi-lib", "wifi-metro", "wifi-neighbor"]);
  });

  it("has no connected network while Wi-Fi is off", () => {
    const { connected, others } = wifiList(os((o) => void (o.settings.wifi = false)));
    expect(connected).toBeNull();
    expect(others).toHaveLength(6);
  });

  it("asks a password only for secured networks that are not saved", () => {
    const nets = os().networks.wifi;
    const byId = (id: string) => nets.find((n) => n.id === id)!;
    expect(wifiTapAction(byId("wifi-home"), "wifi-home")).toBe("details");
    expect(wifiTapAction(byId("wifi-office"), "wifi-home")).toBe("connect");
    expect(wifiTapAction(byId("wifi-cafe"), "wifi-home")).toBe("connect");
    expect(wifiTapAction(byId("wifi-neighbor"), "wifi-home")).toBe("password");
  });

  it("every secured network has a password, open ones none", () => {
    for (const n of os().networks.wifi) expect(n.password === "").toBe(!n.secured);
  });

  it("accepts exactly the network's password", () => {
    const net = os().networks.wifi.find((n) => n.id === "wifi-neighbor")!;
    expect(checkWifiPassword(net, "")).toBe("empty");
    expect(checkWifiPassword(net, net.password)).toBe("ok");
    expect(checkWifiPassword(net, net.password.toUpperCase())).toBe("incorrect");
    expect(checkWifiPassword(net, `${net.password} `)).toBe("incorrect");
    expect(checkWifiPassword(net, "hunter22")).toBe("incorrect");
  });

  it("rebuilds the password behind the dots", () => {
    expect(unmask("", "abc")).toBe("abc");
    expect(unmask("abc", "•••de")).toBe("abcde");
    expect(unmask("abcde", "••••")).toBe("abcd");
    expect(unmask("abc", "xyz")).toBe("xyz");
  });
});

describe("display and device", () => {
  it("maps font scales to the nearest choice", () => {
    expect(fontSizeOf(1).key).toBe("default");
    expect(fontSizeOf(0.85).key).toBe("small");
    expect(fontSizeOf(1.3).key).toBe("largest");
    expect(fontSizeOf(1.2).key).toBe("large");
  });

  it("cleans device names", () => {
    expect(cleanDeviceName("  Ada   phone ")).toBe("Ada phone");
    expect(cleanDeviceName("   ")).toBeNull();
    expect([...cleanDeviceName("x".repeat(50))!]).toHaveLength(32);
  });

  it("formats storage", () => {
    const d = os().device;
    expect(storageText(d)).toBe("61.4 GB used of 256 GB");
    expect(storagePercent(d)).toBe(24);
  });
});
