/** Network & internet, the Wi-Fi list with its password dialog, and a saved network's details. */
import {
  mdiAirplane,
  mdiChevronRight,
  mdiKeyOutline,
  mdiSimOutline,
  mdiWifiStar,
  mdiSignalCellular3,
  mdiWifi,
  mdiWifiOff,
  mdiWifiStrength1,
  mdiWifiStrength1Lock,
  mdiWifiStrength2,
  mdiWifiStrength2Lock,
  mdiWifiStrength3,
  mdiWifiStrength3Lock,
  mdiWifiStrength4,
  mdiWifiStrength4Lock,
  mdiWifiStrengthOutline,
  mdiWifiStrengthLockOutline,
} from "@mdi/js";
import { connectWifi, forgetWifi, setSetting } from "../../os/settings";
import type { ScreenProps, WifiNetwork } from "../../os/types";
import { Button, Dialog, Icon, ListItem, Menu, ScrollView, SwitchItem, TextField } from "../../os/ui/kit";
import { GearButton, IconSwitchRow, Page, SplitSwitchRow, type App } from "./common";
import { simsSummary, vpnSummary } from "./device";
import { checkWifiPassword, connectedNetwork, signalLabel, unmask, wifiList, wifiSummary, wifiTapAction, type SettingsState } from "./logic";

export function NetworkScreen({ app }: ScreenProps<SettingsState>) {
  const st = app.os.settings;
  return (
    <Page title="Network & internet" app={app} testId="settings-network-bar">
      <ScrollView id="network">
        <SplitSwitchRow
          testId="settings-network-wifi"
          icon={st.wifi ? mdiWifi : mdiWifiOff}
          title="Wi-Fi"
          subtitle={wifiSummary(app.os)}
          checked={st.wifi}
          onToggle={(v) => setSetting("wifi", v)}
          onOpen={() => app.push("wifi")}
        />
        <IconSwitchRow testId="settings-mobile-data" icon={mdiSignalCellular3} title="Mobile data" subtitle={st.airplane ? "Unavailable in airplane mode" : "Use data over the mobile network"} checked={st.cellular} disabled={st.airplane} onChange={(v) => setSetting("cellular", v)} />
        <IconSwitchRow testId="settings-airplane" icon={mdiAirplane} title="Airplane mode" subtitle="Turns off Wi-Fi, Bluetooth and mobile data" checked={st.airplane} onChange={(v) => setSetting("airplane", v)} />
        <ListItem testId="settings-sims" leading={<Icon path={mdiSimOutline} />} title="SIM cards" subtitle={simsSummary(app.os)} trailing={<Icon path={mdiChevronRight} />} onClick={() => app.push("sims")} />
        <IconSwitchRow testId="settings-hotspot" icon={mdiWifiStar} title="Hotspot" subtitle={st.airplane ? "Unavailable in airplane mode" : st.hotspot ? `Sharing as ${app.os.hotspot.ssid}` : "Off"} checked={st.hotspot} disabled={st.airplane} onChange={(v) => setSetting("hotspot", v)} />
        <ListItem testId="settings-vpn" leading={<Icon path={mdiKeyOutline} />} title="VPN" subtitle={vpnSummary(app.os)} trailing={<Icon path={mdiChevronRight} />} onClick={() => app.push("vpn")} />
      </ScrollView>
    </Page>
  );
}

const SIGNAL_OPEN = [mdiWifiStrengthOutline, mdiWifiStrength1, mdiWifiStrength2, mdiWifiStrength3, mdiWifiStrength4];
const SIGNAL_LOCKED = [mdiWifiStrengthLockOutline, mdiWifiStrength1Lock, mdiWifiStrength2Lock, mdiWifiStrength3Lock, mdiWifiStrength4Lock];

export function signalIcon(net: WifiNetwork): string {
  const i = Math.min(4, Math.max(0, net.strength));
  return (net.secured ? SIGNAL_LOCKED : SIGNAL_OPEN)[i];
}

export const PASSWORD_FIELD = "settings.wifiPassword";

function tapNetwork(app: App, net: WifiNetwork): void {
  const action = wifiTapAction(net, connectedNetwork(app.os)?.id ?? null);
  if (action === "details") return app.push("wifiDetail", { id: net.id });
  if (action === "password") {
    app.setData({ password: "", passwordError: false });
    return app.openOverlay("dialog", "password", { id: net.id });
  }
  connectWifi(net.id);
  app.toast(`Connected to ${net.ssid}`);
}

function NetworkRow({ net, app, connected }: { net: WifiNetwork; app: App; connected: boolean }) {
  const status = connected ? "Connected" : net.saved ? "Saved" : net.secured ? "" : "Open";
  return (
    <ListItem
      testId={`settings-wifi-${net.id}`}
      leading={<Icon path={signalIcon(net)} color={connected ? "var(--primary)" : "currentColor"} />}
      title={net.ssid}
      subtitle={status}
      onClick={() => tapNetwork(app, net)}
      longPress={net.saved ? () => app.openOverlay("menu", "network", { id: net.id }) : undefined}
      trailing={net.saved ? <GearButton label={`${net.ssid} details`} testId={`settings-wifi-gear-${net.id}`} onClick={() => app.push("wifiDetail", { id: net.id })} /> : undefined}
    />
  );
}

function PasswordDialog({ route, app }: ScreenProps<SettingsState>) {
  const net = app.os.networks.wifi.find((n) => n.id === route.overlay?.data.id);
  if (route.overlay?.name !== "password" || !net) return null;
  const password = (route.data.password as string | undefined) ?? "";
  const error = route.data.passwordError;
  const connect = () => {
    const check = checkWifiPassword(net, password);
    if (check === "empty") return app.setData({ passwordError: "empty" });
    // A wrong password is refused like Android's "Incorrect password": the dialog stays, the
    // field is cleared for another try, and the network is neither saved nor connected.
    if (check === "incorrect") return app.setData({ password: "", passwordError: "incorrect" });
    connectWifi(net.id);
    app.closeOverlay();
    app.setData({ password: "", passwordError: false });
    app.toast(`Connected to ${net.ssid}`);
  };
  return (
    <Dialog
      title={net.ssid}
      testId="settings-password-dialog"
      onDismiss={app.closeOverlay}
      actions={[
        { label: "Cancel", onClick: app.closeOverlay, testId: "settings-password-cancel" },
        { label: "Connect", onClick: connect, testId: "settings-password-connect" },
      ]}
    >
      <TextField id={PASSWORD_FIELD} label="Password" value={"•".repeat([...password].length)} onChange={(masked) => app.setData({ password: unmask(password, masked), passwordError: false })} onSubmit={connect} />
      {error === "empty" && <div class="settings-error" data-testid="settings-password-error">Enter the password</div>}
      {error === "incorrect" && <div class="settings-error" data-testid="settings-password-error">Incorrect password. Try again.</div>}
    </Dialog>
  );
}

export function WifiScreen({ route, app }: ScreenProps<SettingsState>) {
  const st = app.os.settings;
  const { connected, others } = wifiList(app.os);
  const menuNet = route.overlay?.name === "network" ? app.os.networks.wifi.find((n) => n.id === route.overlay?.data.id) : undefined;
  return (
    <Page title="Wi-Fi" app={app} testId="settings-wifi-bar">
      <div class="settings-master">
        <SwitchItem testId="settings-wifi-switch" title="Use Wi-Fi" checked={st.wifi} onChange={(v) => setSetting("wifi", v)} />
      </div>
      <ScrollView id="wifi">
        {st.wifi ? (
          <>
            {connected && <NetworkRow net={connected} app={app} connected />}
            {others.map((n) => (
              <NetworkRow key={n.id} net={n} app={app} connected={false} />
            ))}
          </>
        ) : (
          <div class="settings-off-note" data-testid="settings-wifi-off">
            To see available networks, turn Wi-Fi on.
          </div>
        )}
      </ScrollView>
      <PasswordDialog route={route} app={app} />
      {menuNet && (
        <Menu
          testId="settings-wifi-menu"
          onDismiss={app.closeOverlay}
          items={[
            {
              label: "Network details",
              testId: "settings-wifi-details",
              onClick: () => {
                app.closeOverlay();
                app.push("wifiDetail", { id: menuNet.id });
              },
            },
            {
              label: "Forget",
              testId: "settings-wifi-forget",
              onClick: () => {
                forgetWifi(menuNet.id);
                app.closeOverlay();
              },
            },
          ]}
        />
      )}
    </Page>
  );
}

export function WifiDetailScreen({ route, app }: ScreenProps<SettingsState>) {
  const net = app.os.networks.wifi.find((n) => n.id === route.params.id);
  if (!net) return <Page title="Network details" app={app} testId="settings-wifi-detail-bar">{null}</Page>;
  const isConnected = connectedNetwork(app.os)?.id === net.id;
  return (
    <Page title="Network details" app={app} testId="settings-wifi-detail-bar">
      <ScrollView id="wifi-detail">
        <div class="settings-hero">
          <span class="settings-hero-icon">
            <Icon path={signalIcon(net)} size={36} color="var(--on-primary-container)" />
          </span>
          <div class="settings-hero-title">{net.ssid}</div>
          <div class="settings-hero-sub" data-testid="settings-wifi-detail-status">
            {isConnected ? "Connected" : net.saved ? "Saved" : "Not saved"}
          </div>
        </div>
        <div class="settings-actions">
          {net.saved && (
            <Button
              variant="tonal"
              testId="settings-wifi-detail-forget"
              onClick={() => {
                forgetWifi(net.id);
                app.pop();
              }}
            >
              Forget
            </Button>
          )}
          {isConnected ? (
            <Button variant="tonal" testId="settings-wifi-detail-disconnect" onClick={() => setSetting("wifiConnected", null)}>
              Disconnect
            </Button>
          ) : net.secured && !net.saved ? null : (
            // An unsaved secured network connects only through the password dialog of the list.
            <Button
              variant="filled"
              testId="settings-wifi-detail-connect"
              onClick={() => connectWifi(net.id)}
            >
              Connect
            </Button>
          )}
        </div>
        <ListItem title="Signal strength" subtitle={signalLabel(net.strength)} dense />
        <ListItem title="Security" subtitle={net.secured ? "WPA2-Personal" : "None"} dense />
      </ScrollView>
    </Page>
  );
}
