/** The Compass's screens: the chunk the page loads when the app is first drawn (see manifest.ts). */
import { mdiCrosshairsGps, mdiMapMarkerOffOutline, mdiShieldLockOutline, mdiSpiritLevel } from "@mdi/js";
import "./compass.css";
import { grantOf } from "../../os/permissions";
import { readLocation } from "../../os/location";
import type { AppHandle, AppUi, Json, ScreenProps } from "../../os/types";
import { AppBar, Button, Icon, IconButton, onSwipe, ScrollView } from "../../os/ui/kit";
import { direction, dms, tilt, wholeDegrees } from "./format";
import type { CompassState } from "./state";

type App = AppHandle<CompassState>;

const CARDINALS: Array<[number, string]> = [[0, "N"], [90, "E"], [180, "S"], [270, "W"]];

/** The first launch: nothing but the notice until the user agrees. */
function PrivacyNotice({ app }: { app: App }) {
  return (
    <div class="compass-notice" data-testid="compass-notice">
      <Icon path={mdiShieldLockOutline} size={48} />
      <h2>Before you use Compass</h2>
      <p>Compass reads the phone's motion sensors to show the heading and the level. With your permission it also reads your location, only to show its latitude and longitude. Nothing leaves this phone.</p>
      <div class="compass-notice-actions">
        <Button variant="text" testId="compass-privacy-disagree" onClick={() => app.toast("Compass needs your agreement to run")}>Disagree</Button>
        <Button testId="compass-privacy-agree" onClick={() => app.update((d) => void (d.privacyAccepted = true))}>Agree</Button>
      </div>
    </div>
  );
}

/** Latitude and longitude, or why they cannot be shown and the way to fix it. */
function Coordinates({ app }: { app: App }) {
  const read = readLocation(app.os, app.id);
  if (read.ok) {
    return (
      <div class="compass-coords" data-testid="compass-coordinates">
        <span data-testid="compass-latitude">{dms(read.location.latitude, "N", "S")}</span>
        <span data-testid="compass-longitude">{dms(read.location.longitude, "E", "W")}</span>
      </div>
    );
  }
  if (read.reason === "off") {
    return (
      <div class="compass-coords-card" data-testid="compass-location-off">
        <Icon path={mdiMapMarkerOffOutline} />
        <span>Location is off: Compass can't get your location</span>
        <Button variant="tonal" testId="compass-location-settings" onClick={() => app.sendIntent("settings", "location")}>Turn on in Settings</Button>
      </div>
    );
  }
  const denied = grantOf(app.os, app.id, "location") === "denied";
  return (
    <div class="compass-coords-card" data-testid="compass-location-permission">
      <Icon path={mdiCrosshairsGps} />
      <span>{denied ? "Location access is not allowed" : "Allow location access to show latitude and longitude"}</span>
      {denied ? (
        <Button variant="tonal" testId="compass-permission-settings" onClick={() => app.sendIntent("settings", "appInfo", { appId: app.id })}>Open Settings</Button>
      ) : (
        <Button variant="tonal" testId="compass-location-allow" onClick={() => app.requestPermission("location", "showCoordinates", {})}>Allow</Button>
      )}
    </div>
  );
}

function CompassScreen({ app }: ScreenProps<CompassState>) {
  if (!app.state.privacyAccepted) return <PrivacyNotice app={app} />;
  const heading = app.os.sensors.heading;
  const toLevel = () => app.push("level");
  return (
    <>
      <AppBar title="Compass" actions={<><IconButton path={mdiSpiritLevel} label="Level" testId="compass-open-level" onClick={toLevel} /><IconButton path={mdiShieldLockOutline} label="Privacy" testId="compass-open-privacy" onClick={() => app.push("privacy")} /></>} />
      <div class="compass-main" {...onSwipe((g) => (g.x2 < g.x1 - 40 ? toLevel() : undefined))}>
        <div class="compass-readout">
          <span class="compass-degrees" data-testid="compass-heading">{`${wholeDegrees(heading)}°`}</span>
          <span class="compass-direction" data-testid="compass-direction">{direction(heading)}</span>
        </div>
        <svg class="compass-dial" viewBox="-150 -150 300 300" width="280" height="280" aria-label="Compass dial">
          <path class="compass-lubber" d="M0 -146 L-8 -130 L8 -130 Z" />
          <g transform={`rotate(${-heading})`}>
            <circle r="128" class="compass-ring" />
            {Array.from({ length: 72 }, (_, i) => (
              <line key={i} x1="0" y1={-128} x2="0" y2={i % 6 === 0 ? -112 : -120} transform={`rotate(${i * 5})`} class={i % 18 === 0 ? "compass-tick-major" : "compass-tick"} />
            ))}
            {CARDINALS.map(([deg, label]) => (
              <text key={label} transform={`rotate(${deg}) translate(0 -92)`} class={label === "N" ? "compass-north" : "compass-cardinal"} text-anchor="middle" dominant-baseline="middle">{label}</text>
            ))}
          </g>
        </svg>
        <Coordinates app={app} />
      </div>
    </>
  );
}

function LevelScreen({ app }: ScreenProps<CompassState>) {
  const { pitch, roll } = app.os.sensors;
  const level = tilt(pitch) === "0°" && tilt(roll) === "0°";
  // The bubble floats to the raised side, 3 px a degree, kept inside the vial.
  const clamp = (v: number) => Math.max(-100, Math.min(100, v * 3));
  return (
    <>
      <AppBar title="Level" onBack={app.pop} />
      <div class="compass-level">
        <svg viewBox="-130 -130 260 260" width="260" height="260" aria-label="Spirit level">
          <circle r="120" class="compass-vial" />
          <circle r="24" class="compass-target" />
          <circle r="20" cx={clamp(roll)} cy={clamp(-pitch)} class={level ? "compass-bubble compass-bubble-level" : "compass-bubble"} data-testid="compass-bubble" />
        </svg>
        <div class="compass-tilts">
          <div>Front/back <b data-testid="compass-pitch">{tilt(pitch)}</b></div>
          <div>Side to side <b data-testid="compass-roll">{tilt(roll)}</b></div>
        </div>
        <div class="compass-level-state" data-testid="compass-level-state">{level ? "Level" : "Not level"}</div>
      </div>
    </>
  );
}

const GRANT_TEXT = { whileUsing: "Allowed while using the app", once: "Allowed this time", ask: "Ask every time", denied: "Not allowed" } as const;

function PrivacyScreen({ app }: ScreenProps<CompassState>) {
  return (
    <>
      <AppBar title="Privacy" onBack={app.pop} />
      <ScrollView id="privacy">
        <div class="compass-privacy">
          <h3>What Compass uses</h3>
          <p><b>Motion sensors</b>: the heading and the level. Android asks no permission for them.</p>
          <p><b>Location</b>: only to show your latitude and longitude, never stored or sent.</p>
          <div class="compass-privacy-row">
            <span>Location permission</span>
            <b data-testid="compass-privacy-grant">{GRANT_TEXT[grantOf(app.os, app.id, "location")]}</b>
          </div>
          <Button variant="outlined" testId="compass-privacy-manage" onClick={() => app.sendIntent("settings", "appInfo", { appId: app.id })}>Manage in Settings</Button>
          <Button variant="text" testId="compass-privacy-withdraw" onClick={() => (app.update((d) => void (d.privacyAccepted = false)), app.pop())}>Withdraw agreement</Button>
        </div>
      </ScrollView>
    </>
  );
}

/** The answer to "Allow Compass to access this device's location?": the screen reads the fix itself. */
export function showCoordinates(app: App, granted: boolean, _payload: Record<string, Json>): void {
  if (!granted) return app.toast("Compass can't show coordinates without location access");
  if (!readLocation(app.os, app.id).ok) app.toast("Location is off");
}

const ui: AppUi<CompassState> = {
  screens: { compass: CompassScreen, level: LevelScreen, privacy: PrivacyScreen },
  permissionActions: { showCoordinates },
};

export default ui;
