/** Weather's settings: units (applied on every screen), notification switches, privacy and permissions. */
import { mdiCheck } from "@mdi/js";
import { grantOf } from "../../os/permissions/grants";
import type { ScreenProps } from "../../os/types";
import { AppBar, Dialog, Icon, ListItem, ScrollView, SectionHeader, SwitchItem } from "../../os/ui/kit";
import { PRESSURE_UNITS, TEMP_UNITS, WIND_UNITS, type WeatherSettings, type WeatherState } from "./logic";

type UnitKey = "tempUnit" | "windUnit" | "pressureUnit";
const UNIT_CHOICES: Record<UnitKey, { title: string; options: Array<{ id: string; label: string }> }> = {
  tempUnit: { title: "Temperature unit", options: TEMP_UNITS },
  windUnit: { title: "Wind speed unit", options: WIND_UNITS },
  pressureUnit: { title: "Pressure unit", options: PRESSURE_UNITS },
};

export function SettingsScreen({ route, app }: ScreenProps<WeatherState>) {
  const s = app.state.settings;
  const overlay = route.overlay;
  const set = <K extends keyof WeatherSettings>(key: K, value: WeatherSettings[K]) => app.update((d) => void (d.settings[key] = value));
  const label = (key: UnitKey) => UNIT_CHOICES[key].options.find((o) => o.id === s[key])?.label ?? "";
  const location = grantOf(app.os, app.id, "location");
  return (
    <>
      <AppBar title="Settings" onBack={app.pop} />
      <ScrollView id="settings">
        <SectionHeader>Units</SectionHeader>
        {(Object.keys(UNIT_CHOICES) as UnitKey[]).map((key) => (
          <ListItem key={key} testId={`weather-set-${key}`} title={UNIT_CHOICES[key].title} subtitle={label(key)} onClick={() => app.openOverlay("dialog", "unit", { key })} />
        ))}
        <SectionHeader>Notifications</SectionHeader>
        <SwitchItem title="Weather warnings" subtitle="Alerts for rainstorms, heat and other warnings" testId="weather-set-warningAlerts" checked={s.warningAlerts} onChange={(v) => set("warningAlerts", v)} />
        <SwitchItem title="Night do not disturb" subtitle="No weather notifications 23:00–07:00" testId="weather-set-nightDnd" checked={s.nightDnd} onChange={(v) => set("nightDnd", v)} />
        <SwitchItem title="Auto refresh" subtitle="Update forecasts in the background" testId="weather-set-autoRefresh" checked={s.autoRefresh} onChange={(v) => set("autoRefresh", v)} />
        <SectionHeader>Privacy</SectionHeader>
        <ListItem testId="weather-set-permissions" title="Permissions" subtitle={`Location: ${location === "ask" ? "ask every time" : location === "denied" ? "not allowed" : "allowed"}`} onClick={() => app.openOverlay("dialog", "permissions")} />
        <ListItem testId="weather-set-privacy" title="Privacy policy" subtitle="What Weather does with your data" onClick={() => app.openOverlay("dialog", "privacy")} />
        <ListItem title="About" subtitle="Weather 14.2.0 · Forecast data: MobileGym Weather Service" />
      </ScrollView>
      {overlay?.name === "unit" && (() => {
        const key = String(overlay.data.key) as UnitKey;
        const choice = UNIT_CHOICES[key];
        return (
          <Dialog title={choice.title} onDismiss={app.closeOverlay} actions={[{ label: "Cancel", testId: "weather-unit-cancel", onClick: app.closeOverlay }]}>
            {choice.options.map((o) => (
              <ListItem
                key={o.id}
                dense
                testId={`weather-unit-${o.id}`}
                title={o.label}
                trailing={s[key] === o.id ? <Icon path={mdiCheck} size={20} color="var(--primary)" /> : undefined}
                onClick={() => {
                  app.update((d) => void ((d.settings as unknown as Record<string, string>)[key] = o.id));
                  app.closeOverlay();
                }}
              />
            ))}
          </Dialog>
        );
      })()}
      {overlay?.name === "privacy" && (
        <Dialog title="Privacy policy" onDismiss={app.closeOverlay} actions={[{ label: "OK", onClick: app.closeOverlay }]}>
          <p class="weather-dialog-text">Weather uses your location only to show the forecast where you are, and keeps your saved cities on this phone. Nothing is shared with third parties.</p>
        </Dialog>
      )}
      {overlay?.name === "permissions" && (
        <Dialog title="Permissions" onDismiss={app.closeOverlay} actions={[{ label: "OK", onClick: app.closeOverlay }]}>
          <p class="weather-dialog-text">Location: {location}. Notifications: {app.os.permissions[app.id]?.notifications ? "on" : "off"}. Change them in Settings › Apps › Weather.</p>
        </Dialog>
      )}
    </>
  );
}
