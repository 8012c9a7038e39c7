/**
 * Apps: every installed app, and an app's info page with its notification switch and its runtime
 * permissions, each set to "Allow only while using the app", "Ask every time" or "Don't allow".
 */
import { mdiBellOutline, mdiCameraOutline, mdiContacts, mdiMapMarkerOutline, mdiMicrophoneOutline } from "@mdi/js";
import { openApp } from "../../os/nav";
import { FRESH_PERMISSIONS as DEFAULT_PERMISSIONS, setPermission as setGrant } from "../../os/permissions";
import { APPS } from "../../os/registry";
import { update } from "../../os/store";
import type { AppPermissions, PermissionGrant, ScreenProps } from "../../os/types";
import { Button, Dialog, Icon, ListItem, ScrollView, SectionHeader } from "../../os/ui/kit";
import { AppTile, IconSwitchRow, Page, RadioRow } from "./common";
import { PERMISSIONS, type SettingsState } from "./logic";

/** How Settings names a grant ("ask" covers a question never asked and "Ask every time"). */
export const GRANT_LABELS: Record<PermissionGrant, string> = { whileUsing: "Allowed while in use", once: "Allowed this time only", ask: "Ask every time", denied: "Not allowed" };

/** The choices Settings offers (Android's permission page); "Only this time" is only the dialog's. */
const GRANT_CHOICES: Array<{ grant: PermissionGrant; label: string }> = [
  { grant: "whileUsing", label: "Allow only while using the app" },
  { grant: "ask", label: "Ask every time" },
  { grant: "denied", label: "Don't allow" },
];

const PERMISSION_ICONS: Record<keyof AppPermissions, string> = {
  notifications: mdiBellOutline,
  camera: mdiCameraOutline,
  location: mdiMapMarkerOutline,
  microphone: mdiMicrophoneOutline,
  contacts: mdiContacts,
};

function setNotifications(appId: string, value: boolean): void {
  update((d) => {
    (d.os.permissions[appId] ??= { ...DEFAULT_PERMISSIONS }).notifications = value;
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
        <IconSwitchRow testId="settings-perm-notifications" icon={PERMISSION_ICONS.notifications} title="Notifications" subtitle={p.notifications ? "Allowed" : "Blocked"} checked={p.notifications} onChange={(v) => setNotifications(target.id, v)} />
        <SectionHeader>Permissions</SectionHeader>
        {PERMISSIONS.map((x) => (
          <ListItem key={x.key} testId={`settings-perm-${x.key}`} leading={<Icon path={PERMISSION_ICONS[x.key]} />} title={x.label} subtitle={GRANT_LABELS[p[x.key]]} onClick={() => app.openOverlay("dialog", "permission", { key: x.key })} />
        ))}
      </ScrollView>
      {route.overlay?.name === "permission" && <PermissionChoice appId={target.id} perm={route.overlay.data.key as (typeof PERMISSIONS)[number]["key"]} grant={p[route.overlay.data.key as (typeof PERMISSIONS)[number]["key"]]} app={app} />}
    </Page>
  );
}

function PermissionChoice({ appId, perm, grant, app }: { appId: string; perm: (typeof PERMISSIONS)[number]["key"]; grant: PermissionGrant; app: ScreenProps<SettingsState>["app"] }) {
  const label = PERMISSIONS.find((x) => x.key === perm)?.label ?? perm;
  // A grant for this time only, or a question never asked, shows as the nearest choice.
  const current = grant === "once" ? "ask" : grant;
  return (
    <Dialog title={`${label} permission`} testId="settings-perm-dialog" onDismiss={app.closeOverlay} actions={[{ label: "Cancel", onClick: app.closeOverlay, testId: "settings-perm-cancel" }]}>
      {GRANT_CHOICES.map((c) => (
        <RadioRow
          key={c.grant}
          testId={`settings-perm-${perm}-${c.grant}`}
          label={c.label}
          selected={c.grant === current}
          onSelect={() => {
            setGrant(appId, perm, c.grant);
            app.closeOverlay();
          }}
        />
      ))}
    </Dialog>
  );
}
