/** Apps: every installed app, and an app's info page with its notification and permission switches. */
import { mdiBellOutline, mdiCameraOutline, mdiContacts, mdiMapMarkerOutline, mdiMicrophoneOutline } from "@mdi/js";
import { openApp } from "../../os/nav";
import { APPS } from "../../os/registry";
import { update } from "../../os/store";
import type { AppPermissions, ScreenProps } from "../../os/types";
import { Button, ListItem, ScrollView, SectionHeader } from "../../os/ui/kit";
import { AppTile, IconSwitchRow, Page } from "./common";
import { PERMISSIONS, type SettingsState } from "./logic";

/** A fresh install's permissions: notifications allowed, everything else asked for. */
const DEFAULT_PERMISSIONS: AppPermissions = { notifications: true, camera: false, location: false, microphone: false, contacts: false };

const PERMISSION_ICONS: Record<keyof AppPermissions, string> = {
  notifications: mdiBellOutline,
  camera: mdiCameraOutline,
  location: mdiMapMarkerOutline,
  microphone: mdiMicrophoneOutline,
  contacts: mdiContacts,
};

function setPermission(appId: string, key: keyof AppPermissions, value: boolean): void {
  update((d) => {
    const perms = (d.os.permissions[appId] ??= { ...DEFAULT_PERMISSIONS });
    perms[key] = value;
  });
}

export function AppsScreen({ app }: ScreenProps<SettingsState>) {
  return (
    <Page title="Apps" app={app} testId="settings-apps-bar">
      <ScrollView id="apps">
        <SectionHeader>All apps ({APPS.length})</SectionHeader>
        {APPS.map((a) => {
          const p = app.os.permissions[a.id] ?? DEFAULT_PERMISSIONS;
          return <ListItem key={a.id} testId={`settings-app-${a.id}`} leading={<AppTile appId={a.id} />} title={a.label} subtitle={p.notifications ? "Notifications on" : "Notifications off"} onClick={() => app.push("appInfo", { appId: a.id })} />;
        })}
      </ScrollView>
    </Page>
  );
}

export function AppInfoScreen({ route, app }: ScreenProps<SettingsState>) {
  const target = APPS.find((a) => a.id === route.params.appId);
  if (!target) return <Page title="App info" app={app} testId="settings-appinfo-bar">{null}</Page>;
  const p = app.os.permissions[target.id] ?? DEFAULT_PERMISSIONS;
  return (
    <Page title="App info" app={app} testId="settings-appinfo-bar">
      <ScrollView id="app-info">
        <div class="settings-hero">
          <AppTile appId={target.id} size={64} />
          <div class="settings-hero-title" data-testid="settings-appinfo-name">
            {target.label}
          </div>
        </div>
        <div class="settings-actions">
          <Button variant="tonal" testId="settings-appinfo-open" onClick={() => openApp(target.id)}>
            Open
          </Button>
        </div>
        <IconSwitchRow testId="settings-perm-notifications" icon={PERMISSION_ICONS.notifications} title="Notifications" subtitle={p.notifications ? "Allowed" : "Blocked"} checked={p.notifications} onChange={(v) => setPermission(target.id, "notifications", v)} />
        <SectionHeader>Permissions</SectionHeader>
        {PERMISSIONS.map((x) => (
          <IconSwitchRow key={x.key} testId={`settings-perm-${x.key}`} icon={PERMISSION_ICONS[x.key]} title={x.label} subtitle={p[x.key] ? "Allowed" : "Not allowed"} checked={p[x.key]} onChange={(v) => setPermission(target.id, x.key, v)} />
        ))}
      </ScrollView>
    </Page>
  );
}
