/**
 * The OS chrome: status bar, launcher (Launcher.tsx), the foreground app, notification shade with quick
 * settings, recents, on-screen keyboard (Keyboard.tsx) and toasts. Everything drawn here is a function of the
 * state; nothing animates.
 */
import {
  mdiAirplane,
  mdiBattery,
  mdiBattery10,
  mdiBattery20,
  mdiBattery30,
  mdiBattery40,
  mdiBattery50,
  mdiBattery60,
  mdiBattery70,
  mdiBattery80,
  mdiBattery90,
  mdiBatteryCharging,
  mdiBatteryOutline,
  mdiBluetooth,
  mdiBrightness6,
  mdiClose,
  mdiFlashlight,
  mdiKey,
  mdiMapMarker,
  mdiWifiStar,
  mdiMinusCircle,
  mdiSignalCellular3,
  mdiSignalOff,
  mdiThemeLightDark,
  mdiWifi,
  mdiWifiOff,
} from "@mdi/js";
import { appHandle } from "./appHandle";
import { drawnUi } from "./appUi";
import { AppIcon, Launcher } from "./Launcher";
import { closeAllApps, closeApp, openApp, toggleRecents } from "./nav";
import { PermissionDialog } from "./permissions/PermissionDialog";
import { getApp } from "./registry";
import { setRouteScroll } from "./routeOps";
import { setSetting } from "./settings";
import { formatHm, formatLongDate, localTime } from "./time";
import type { PhoneState, Route } from "./types";
import { Icon, Slider, onSwipe } from "./ui/kit";
import { fields } from "./ui/fields";
import { KeyboardSlot } from "./Keyboard";
import { SCREEN_H, SCREEN_W } from "./screen";
import { ScrollContext } from "./ui/scroll";
import { update } from "./store";
import { HeadsUp, ShadeNotifications } from "./notifications/views";

const BATTERY_ICONS = [mdiBatteryOutline, mdiBattery10, mdiBattery20, mdiBattery30, mdiBattery40, mdiBattery50, mdiBattery60, mdiBattery70, mdiBattery80, mdiBattery90, mdiBattery];

/** The battery glyph of a level (0-100) in tenths, as Android's status bar draws it. */
function batteryIcon(level: number, charging: boolean): string {
  return charging ? mdiBatteryCharging : BATTERY_ICONS[Math.min(10, Math.max(0, Math.round(level / 10)))];
}

function StatusBar({ s, overlay }: { s: PhoneState; overlay: boolean }) {
  const t = localTime(s.os);
  const st = s.os.settings;
  return (
    <div class={`mg-statusbar ${overlay ? "overlay" : ""}`} data-testid="statusbar">
      <span class="mg-status-time" data-testid="status-time">
        {formatHm(t.hour, t.minute, s.os.clock.use24h)}
      </span>
      <span class="mg-status-icons">
        {st.dnd && <Icon path={mdiMinusCircle} size={15} />}
        {st.bluetooth && <Icon path={mdiBluetooth} size={15} />}
        {st.airplane && <Icon path={mdiAirplane} size={15} />}
        {st.hotspot && <Icon path={mdiWifiStar} size={15} />}
        {s.os.vpn.connected && <Icon path={mdiKey} size={15} />}
        {st.wifi && st.wifiConnected && <Icon path={mdiWifi} size={15} />}
        {!st.airplane && <Icon path={st.cellular ? mdiSignalCellular3 : mdiSignalOff} size={15} />}
        <Icon path={batteryIcon(s.os.battery.level, s.os.battery.charging)} size={15} />
        <span data-testid="status-battery">{s.os.battery.level}%</span>
      </span>
    </div>
  );
}

/** Draws an app's top route with its handle and scroll scope (its UI has arrived: `appsDrawn`). */
function AppScreen({ s, appId, route }: { s: PhoneState; appId: string; route: Route }) {
  const Screen = drawnUi(appId).screens[route.screen];
  const scope = { get: (k: string) => route.scroll[k] ?? 0, set: (k: string, v: number) => setRouteScroll(appId, route.id, k, v) };
  return (
    <ScrollContext.Provider value={scope}>
      <div class="mg-app" data-app={appId} data-screen={route.screen} data-testid={`screen-${appId}-${route.screen}`}>
        <Screen route={route} app={appHandle(s, appId, route)} />
      </div>
    </ScrollContext.Provider>
  );
}

function Tile({ icon, label, on, onToggle, testId }: { icon: string; label: string; on: boolean; onToggle: () => void; testId: string }) {
  return (
    <div class={`mg-tile mg-clickable ${on ? "on" : ""}`} role="switch" aria-checked={on} data-testid={testId} onClick={onToggle}>
      <Icon path={icon} size={22} />
      <span class="mg-tile-label">{label}</span>
    </div>
  );
}

function Shade({ s }: { s: PhoneState }) {
  const st = s.os.settings;
  const t = localTime(s.os);
  const wifiName = s.os.networks.wifi.find((n) => n.id === st.wifiConnected)?.ssid;
  return (
    <div class="mg-shade" data-testid="shade" {...onSwipe((g) => { if (g.y2 < g.y1) update((d) => { d.ui.shadeOpen = false; }); })}>
      <div class="mg-shade-head">
        <span class="mg-shade-time">{formatHm(t.hour, t.minute, s.os.clock.use24h)}</span>
        <span class="mg-shade-date">{formatLongDate(t)}</span>
      </div>
      <div class="mg-tiles">
        <Tile icon={st.wifi ? mdiWifi : mdiWifiOff} label={st.wifi ? (wifiName ?? "Wi-Fi") : "Wi-Fi"} on={st.wifi} testId="qs-wifi" onToggle={() => setSetting("wifi", !st.wifi)} />
        <Tile icon={mdiBluetooth} label="Bluetooth" on={st.bluetooth} testId="qs-bluetooth" onToggle={() => setSetting("bluetooth", !st.bluetooth)} />
        <Tile icon={mdiAirplane} label="Airplane mode" on={st.airplane} testId="qs-airplane" onToggle={() => setSetting("airplane", !st.airplane)} />
        <Tile icon={mdiMinusCircle} label="Do not disturb" on={st.dnd} testId="qs-dnd" onToggle={() => setSetting("dnd", !st.dnd)} />
        <Tile icon={mdiFlashlight} label="Flashlight" on={st.flashlight} testId="qs-flashlight" onToggle={() => setSetting("flashlight", !st.flashlight)} />
        <Tile icon={mdiThemeLightDark} label="Dark theme" on={st.darkMode} testId="qs-dark" onToggle={() => setSetting("darkMode", !st.darkMode)} />
        <Tile icon={mdiMapMarker} label="Location" on={st.location} testId="qs-location" onToggle={() => setSetting("location", !st.location)} />
        <Tile icon={mdiWifiStar} label="Hotspot" on={st.hotspot} testId="qs-hotspot" onToggle={() => setSetting("hotspot", !st.hotspot)} />
      </div>
      <div class="mg-shade-brightness">
        <Icon path={mdiBrightness6} size={20} />
        <Slider value={st.brightness} onChange={(v) => setSetting("brightness", v)} testId="qs-brightness" label="Brightness" />
      </div>
      <ShadeNotifications s={s} />
    </div>
  );
}

/**
 * Recents draws a live, scaled copy of each app's screen; two 200 px cards fit the 360 px screen
 * (16 + 200 + 12 + 200 px: the second one cut off) and the list does not scroll, so a third
 * card would be drawn off-screen, never seen nor tapped, at the cost of a whole app screen.
 */
const RECENT_CARDS_SHOWN = 2;

function Recents({ s }: { s: PhoneState }) {
  return (
    <div class="mg-recents" data-testid="recents" onClick={(e) => e.target === e.currentTarget && toggleRecents()}>
      {s.ui.recents.length === 0 ? (
        <div class="mg-recents-empty">No recent items</div>
      ) : (
        <div class="mg-recents-list">
          {s.ui.recents.slice(0, RECENT_CARDS_SHOWN).map((id) => {
            const route = s.ui.stacks[id]?.at(-1);
            return (
              <div key={id} class="mg-recent-card" data-testid={`recent-${id}`}>
                <div class="mg-recent-head">
                  <AppIcon appId={id} size={22} />
                  <span>{getApp(id).label}</span>
                  <button class="mg-iconbtn mg-recent-close" aria-label={`Close ${getApp(id).label}`} data-testid={`recent-close-${id}`} onClick={() => closeApp(id)}>
                    <Icon path={mdiClose} size={18} />
                  </button>
                </div>
                <div
                  class="mg-recent-thumb mg-clickable"
                  role="button"
                  data-testid={`recent-open-${id}`}
                  onClick={() => openApp(id)}
                  {...onSwipe((g) => {
                    if (g.y2 - g.y1 < -60) closeApp(id);
                    else return false;
                  })}
                >
                  <div class="mg-recent-scale">{route && <AppScreen s={s} appId={id} route={route} />}</div>
                </div>
              </div>
            );
          })}
        </div>
      )}
      {s.ui.recents.length > 0 && (
        <button class="mg-btn mg-btn-tonal mg-recents-clear" data-testid="recents-clear" onClick={closeAllApps}>
          Clear all
        </button>
      )}
    </div>
  );
}

/**
 * The apps whose screens `Phone` draws for a state: the foreground app, the apps of the recents
 * cards shown, the full-screen app. The renderer (main.tsx) waits for their UI chunks before it
 * draws, so a first visit changes the page once, not once for an empty screen and again.
 */
export function appsDrawn(s: PhoneState): string[] {
  const fg = s.ui.foreground;
  const drawn = fg && s.ui.stacks[fg]?.at(-1) ? [fg] : [];
  if (s.ui.recentsOpen) drawn.push(...s.ui.recents.slice(0, RECENT_CARDS_SHOWN).filter((id) => s.ui.stacks[id]?.at(-1)));
  if (s.ui.fullScreen) drawn.push(s.ui.fullScreen.app);
  return drawn;
}

/** `ui.fullScreen`: an app's screen over everything, with a route of its own that no stack holds. */
function FullScreen({ s }: { s: PhoneState }) {
  const f = s.ui.fullScreen;
  if (!f) return null;
  const route: Route = { id: -1, screen: f.screen, params: f.params, data: {}, scroll: {}, overlay: null };
  return (
    <div class="mg-fullscreen" data-testid="fullscreen">
      <AppScreen s={s} appId={f.app} route={route} />
    </div>
  );
}

export function Phone({ s }: { s: PhoneState }) {
  fields().clear();
  const fg = s.ui.foreground;
  const route = fg ? s.ui.stacks[fg]?.at(-1) : undefined;
  const dark = s.os.settings.darkMode;
  const showToast = s.ui.toast && s.ui.toast.until > s.os.clock.now;
  const permission = fg && s.ui.permissionRequest?.app === fg ? s.ui.permissionRequest : null;
  // Display size scales everything drawn (CSS zoom); the phone keeps its physical screen size.
  const zoom = s.os.settings.displayScale;
  const size = zoom === 1 ? {} : { zoom, width: `${SCREEN_W / zoom}px`, height: `${SCREEN_H / zoom}px` };
  return (
    <div class={`mg-phone ${dark ? "theme-dark" : "theme-light"}`} style={{ fontSize: `${14 * s.os.settings.fontScale}px`, ...size }} data-testid="phone">
      <StatusBar s={s} overlay={!fg} />
      <div class="mg-content">
        {fg && route ? <AppScreen s={s} appId={fg} route={route} /> : <Launcher s={s} />}
      </div>
      <KeyboardSlot s={s} />
      {permission && <PermissionDialog req={permission} />}
      {showToast && (
        <div class="mg-toast" role="status" data-testid="toast">
          {s.ui.toast!.text}
        </div>
      )}
      <HeadsUp s={s} />
      {s.ui.recentsOpen && <Recents s={s} />}
      {s.ui.shadeOpen && <Shade s={s} />}
      <FullScreen s={s} />
      <div class="mg-gesture-bar" />
      {s.os.settings.eyeComfort && <div class="mg-eye-comfort" data-testid="eye-comfort" />}
    </div>
  );
}
