/** Bluetooth: the master switch, paired and available devices, and a paired device's details. */
import { mdiBluetooth, mdiCarBack, mdiHeadphones, mdiKeyboard, mdiPencilOutline, mdiSpeaker, mdiWatchVariant } from "@mdi/js";
import { setSetting, toggleBluetoothDevice, unpairBluetoothDevice } from "../../os/settings";
import type { BluetoothDevice, ScreenProps } from "../../os/types";
import { Button, Icon, ListItem, ScrollView, SectionHeader, SwitchItem } from "../../os/ui/kit";
import { GearButton, Page, RenameDialog, openRename, type App } from "./common";
import { availableDevices, pairedDevices, type SettingsState } from "./logic";

const KIND_ICONS: Record<string, string> = { headphones: mdiHeadphones, car: mdiCarBack, watch: mdiWatchVariant, speaker: mdiSpeaker, keyboard: mdiKeyboard };

export const deviceIcon = (dev: BluetoothDevice): string => KIND_ICONS[dev.kind] ?? mdiBluetooth;

function toggle(app: App, dev: BluetoothDevice): void {
  const wasPaired = dev.paired;
  toggleBluetoothDevice(dev.id);
  if (!wasPaired) app.toast(`Paired with ${dev.name}`);
}

export function BluetoothScreen({ route, app }: ScreenProps<SettingsState>) {
  const on = app.os.settings.bluetooth;
  const paired = pairedDevices(app.os);
  const available = availableDevices(app.os);
  return (
    <Page title="Bluetooth" app={app} testId="settings-bt-bar">
      <div class="settings-master">
        <SwitchItem testId="settings-bt-switch" title="Use Bluetooth" checked={on} onChange={(v) => setSetting("bluetooth", v)} />
      </div>
      <ScrollView id="bluetooth">
        <ListItem testId="settings-bt-name" title="Device name" subtitle={app.os.device.name} trailing={<Icon path={mdiPencilOutline} size={20} />} onClick={() => openRename(app)} />
        {on ? (
          <>
            {paired.length > 0 && <SectionHeader>Paired devices</SectionHeader>}
            {paired.map((d) => (
              <ListItem
                key={d.id}
                testId={`settings-bt-${d.id}`}
                leading={<Icon path={deviceIcon(d)} color={d.connected ? "var(--primary)" : "currentColor"} />}
                title={d.name}
                subtitle={d.connected ? "Connected" : "Saved"}
                onClick={() => toggle(app, d)}
                trailing={<GearButton label={`${d.name} settings`} testId={`settings-bt-gear-${d.id}`} onClick={() => app.push("btDetail", { id: d.id })} />}
              />
            ))}
            <SectionHeader>Available devices</SectionHeader>
            {available.length === 0 ? (
              <div class="settings-off-note">No devices found nearby</div>
            ) : (
              available.map((d) => <ListItem key={d.id} testId={`settings-bt-${d.id}`} leading={<Icon path={deviceIcon(d)} />} title={d.name} subtitle="Tap to pair" onClick={() => toggle(app, d)} />)
            )}
          </>
        ) : (
          <div class="settings-off-note" data-testid="settings-bt-off">
            When Bluetooth is turned on, your device can communicate with other Bluetooth devices nearby.
          </div>
        )}
      </ScrollView>
      <RenameDialog route={route} app={app} />
    </Page>
  );
}

export function BluetoothDetailScreen({ route, app }: ScreenProps<SettingsState>) {
  const dev = app.os.networks.bluetooth.find((d) => d.id === route.params.id);
  return (
    <Page title="Device details" app={app} testId="settings-bt-detail-bar">
      {dev && (
        <ScrollView id="bt-detail">
          <div class="settings-hero">
            <span class="settings-hero-icon">
              <Icon path={deviceIcon(dev)} size={36} color="var(--on-primary-container)" />
            </span>
            <div class="settings-hero-title">{dev.name}</div>
            <div class="settings-hero-sub" data-testid="settings-bt-detail-status">
              {dev.connected ? "Connected" : dev.paired ? "Paired" : "Not paired"}
            </div>
          </div>
          <div class="settings-actions">
            {dev.paired && (
              <Button
                variant="tonal"
                testId="settings-bt-unpair"
                onClick={() => {
                  unpairBluetoothDevice(dev.id);
                  app.pop();
                }}
              >
                Unpair
              </Button>
            )}
            <Button variant="filled" testId="settings-bt-detail-connect" onClick={() => toggleBluetoothDevice(dev.id)}>
              {dev.connected ? "Disconnect" : "Connect"}
            </Button>
          </div>
          <ListItem title="Device type" subtitle={dev.kind.charAt(0).toUpperCase() + dev.kind.slice(1)} dense />
        </ScrollView>
      )}
    </Page>
  );
}
