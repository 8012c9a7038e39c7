/** Widgets shared by the Settings pages. */
import type { ComponentChildren } from "preact";
import { mdiCogOutline, mdiRadioboxBlank, mdiRadioboxMarked } from "@mdi/js";
import { getApp } from "../../os/registry";
import { update } from "../../os/store";
import type { AppHandle, Route } from "../../os/types";
import { AppBar, Dialog, Icon, Slider, Switch, TextField } from "../../os/ui/kit";
import { DEVICE_NAME_MAX, cleanDeviceName, type SettingsState } from "./logic";

export type App = AppHandle<SettingsState>;

/** A sub-page: the app bar with the Up arrow and the page's content. */
export function Page({ title, app, children, testId }: { title: string; app: App; children: ComponentChildren; testId: string }) {
  return (
    <>
      <AppBar title={title} onBack={app.pop} testId={testId} />
      {children}
    </>
  );
}

/** The coloured round icon of a top-level entry. */
export function EntryIcon({ path, color }: { path: string; color: string }) {
  return (
    <span class="settings-entry-icon" style={{ background: color }}>
      <Icon path={path} size={22} color="#fff" />
    </span>
  );
}

/** An installed app's launcher tile, small. */
export function AppTile({ appId, size = 40 }: { appId: string; size?: number }) {
  const manifest = getApp(appId);
  return (
    <span class="settings-app-tile" style={{ width: size, height: size, background: manifest.color }}>
      <Icon path={manifest.icon} size={size * 0.56} color="#fff" />
    </span>
  );
}

/**
 * Android's split preference: the row opens a page, the switch past the divider toggles. The
 * switch stops the click, so it never opens the page.
 */
export function SplitSwitchRow({ title, subtitle, checked, onToggle, onOpen, testId, icon }: { title: string; subtitle: string; checked: boolean; onToggle: (v: boolean) => void; onOpen: () => void; testId: string; icon?: string }) {
  return (
    <div class="mg-item mg-clickable settings-split" role="button" data-testid={testId} onClick={onOpen}>
      {icon && (
        <div class="mg-item-leading">
          <Icon path={icon} />
        </div>
      )}
      <div class="mg-item-text">
        <div class="mg-item-title">{title}</div>
        <div class="mg-item-subtitle" data-testid={`${testId}-summary`}>
          {subtitle}
        </div>
      </div>
      <span class="settings-divider" />
      <Switch checked={checked} onChange={onToggle} testId={`${testId}-switch`} label={title} />
    </div>
  );
}

/** A switch preference with a leading icon; tapping anywhere on the row toggles it, as on Android. */
export function IconSwitchRow({ icon, title, subtitle, checked, onChange, testId, disabled = false }: { icon: string; title: string; subtitle?: string; checked: boolean; onChange: (v: boolean) => void; testId: string; disabled?: boolean }) {
  return (
    <div class={`mg-item mg-clickable ${disabled ? "mg-disabled" : ""}`} role="button" aria-disabled={disabled} data-testid={testId} onClick={() => !disabled && onChange(!checked)}>
      <div class="mg-item-leading">
        <Icon path={icon} />
      </div>
      <div class="mg-item-text">
        <div class="mg-item-title">{title}</div>
        {subtitle && <div class="mg-item-subtitle">{subtitle}</div>}
      </div>
      <Switch checked={checked} label={title} testId={`${testId}-switch`} />
    </div>
  );
}

/** A gear button inside a clickable row: opens details without triggering the row. */
export function GearButton({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) {
  return (
    <button
      class="mg-iconbtn settings-gear"
      aria-label={label}
      data-testid={testId}
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
    >
      <Icon path={mdiCogOutline} />
    </button>
  );
}

/** A preference with an icon, a title and a slider under it (brightness, volumes). */
export function SliderRow({ icon, title, value, onChange, testId }: { icon: string; title: string; value: number; onChange: (v: number) => void; testId: string }) {
  return (
    <div class="mg-item settings-slider-row">
      <div class="mg-item-leading">
        <Icon path={icon} />
      </div>
      <div class="mg-item-text">
        <div class="settings-slider-head">
          <span class="mg-item-title">{title}</span>
          <span class="settings-slider-value" data-testid={`${testId}-value`}>
            {value}%
          </span>
        </div>
        <Slider value={value} onChange={onChange} testId={testId} label={title} />
      </div>
    </div>
  );
}

export function RadioRow({ label, selected, onSelect, testId }: { label: string; selected: boolean; onSelect: () => void; testId: string }) {
  return (
    <div class={`settings-radio mg-clickable ${selected ? "selected" : ""}`} role="radio" aria-checked={selected} data-testid={testId} onClick={onSelect}>
      <Icon path={selected ? mdiRadioboxMarked : mdiRadioboxBlank} color={selected ? "var(--primary)" : "currentColor"} />
      <span>{label}</span>
    </div>
  );
}

export const RENAME_FIELD = "settings.deviceName";

/** Open the rename dialog with the current name as the draft. */
export function openRename(app: App): void {
  app.setData({ nameDraft: app.os.device.name, nameError: false });
  app.openOverlay("dialog", "rename");
}

/** "Rename this device": the screen renders it while its route's overlay is `rename`. */
export function RenameDialog({ route, app }: { route: Route; app: App }) {
  if (route.overlay?.name !== "rename") return null;
  const draft = (route.data.nameDraft as string | undefined) ?? app.os.device.name;
  const save = () => {
    const name = cleanDeviceName(draft);
    if (name === null) return app.setData({ nameError: true });
    update((d) => {
      d.os.device.name = name;
    });
    app.closeOverlay();
  };
  return (
    <Dialog
      title="Rename this device"
      testId="settings-rename-dialog"
      onDismiss={app.closeOverlay}
      actions={[
        { label: "Cancel", onClick: app.closeOverlay, testId: "settings-rename-cancel" },
        { label: "Rename", onClick: save, testId: "settings-rename-ok" },
      ]}
    >
      <TextField id={RENAME_FIELD} label="Device name" value={draft} maxLength={DEVICE_NAME_MAX} onChange={(v) => app.setData({ nameDraft: v, nameError: false })} onSubmit={save} />
      {route.data.nameError === true && <div class="settings-error">Enter a name</div>}
      <div class="settings-dialog-note">Your device name is visible to apps and to Bluetooth devices nearby.</div>
    </Dialog>
  );
}
