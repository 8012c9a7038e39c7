/**
 * The rest of the device baseline in Settings: Location (the switch and the device's fix), SIM
 * cards with the default data SIM, and VPN. Hotspot, eye comfort and display size are rows of
 * Network & internet and Display.
 */
import { mdiCrosshairsGps, mdiKeyOutline, mdiMapMarkerOutline, mdiSimOutline, mdiSignalCellular3 } from "@mdi/js";
import { formatCoordinates } from "../../os/location";
import { connectVpn, setDefaultDataSim, setSetting, setSimEnabled } from "../../os/settings";
import type { OsState, ScreenProps } from "../../os/types";
import { Dialog, Icon, ListItem, ScrollView, SectionHeader } from "../../os/ui/kit";
import { IconSwitchRow, Page, RadioRow } from "./common";
import type { SettingsState } from "./logic";

export function locationSummary(os: OsState): string {
  return os.settings.location ? "On" : "Off";
}

export function LocationScreen({ app }: ScreenProps<SettingsState>) {
  const os = app.os;
  return (
    <Page title="Location" app={app} testId="settings-location-bar">
      <ScrollView id="location">
        <IconSwitchRow testId="settings-location" icon={mdiMapMarkerOutline} title="Use location" subtitle={os.settings.location ? "Apps with the location permission can see where you are" : "Off: no app can see where you are"} checked={os.settings.location} onChange={(v) => setSetting("location", v)} />
        {os.settings.location && (
          <ListItem testId="settings-location-fix" leading={<Icon path={mdiCrosshairsGps} />} title={`${os.location.district}, ${os.location.city}`} subtitle={formatCoordinates(os.location)} />
        )}
      </ScrollView>
    </Page>
  );
}

export function simsSummary(os: OsState): string {
  const data = os.telephony.sims.find((x) => x.id === os.telephony.defaultDataSim);
  return data ? `Mobile data: ${data.carrier}` : "No SIM for mobile data";
}

export function SimsScreen({ route, app }: ScreenProps<SettingsState>) {
  const t = app.os.telephony;
  const data = t.sims.find((x) => x.id === t.defaultDataSim);
  return (
    <Page title="SIM cards" app={app} testId="settings-sims-bar">
      <ScrollView id="sims">
        <SectionHeader>SIM cards</SectionHeader>
        {t.sims.map((sim) => (
          <IconSwitchRow key={sim.id} testId={`settings-sim-${sim.id}`} icon={mdiSimOutline} title={`SIM ${sim.slot}: ${sim.carrier}`} subtitle={sim.enabled ? sim.number : "Off"} checked={sim.enabled} onChange={(v) => setSimEnabled(sim.id, v)} />
        ))}
        <SectionHeader>Default SIM</SectionHeader>
        <ListItem testId="settings-data-sim" leading={<Icon path={mdiSignalCellular3} />} title="Mobile data" subtitle={data ? `SIM ${data.slot}: ${data.carrier}` : "None"} onClick={() => app.openOverlay("dialog", "data-sim")} />
      </ScrollView>
      {route.overlay?.name === "data-sim" && (
        <Dialog title="Mobile data SIM" testId="settings-data-sim-dialog" onDismiss={app.closeOverlay} actions={[{ label: "Cancel", onClick: app.closeOverlay, testId: "settings-data-sim-cancel" }]}>
          {t.sims.map((sim) => (
            <RadioRow
              key={sim.id}
              testId={`settings-data-sim-${sim.id}`}
              label={`SIM ${sim.slot}: ${sim.carrier}`}
              selected={sim.id === t.defaultDataSim}
              onSelect={() => {
                setDefaultDataSim(sim.id);
                app.closeOverlay();
              }}
            />
          ))}
        </Dialog>
      )}
    </Page>
  );
}

export function vpnSummary(os: OsState): string {
  const p = os.vpn.profiles.find((x) => x.id === os.vpn.connected);
  return p ? `Connected to ${p.name}` : "Not connected";
}

export function VpnScreen({ app }: ScreenProps<SettingsState>) {
  const vpn = app.os.vpn;
  return (
    <Page title="VPN" app={app} testId="settings-vpn-bar">
      <ScrollView id="vpn">
        {vpn.profiles.map((p) => (
          <IconSwitchRow key={p.id} testId={`settings-vpn-${p.id}`} icon={mdiKeyOutline} title={p.name} subtitle={vpn.connected === p.id ? "Connected" : `${p.type} · ${p.server}`} checked={vpn.connected === p.id} onChange={(v) => connectVpn(v ? p.id : null)} />
        ))}
      </ScrollView>
    </Page>
  );
}
