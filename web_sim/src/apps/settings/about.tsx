/** About phone: the device's name (renamable), model, software and storage. */
import { mdiPencilOutline } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { Icon, ListItem, ScrollView, SectionHeader } from "../../os/ui/kit";
import { Page, RenameDialog, openRename } from "./common";
import { storagePercent, storageText, type SettingsState } from "./logic";

export function AboutScreen({ route, app }: ScreenProps<SettingsState>) {
  const dev = app.os.device;
  return (
    <Page title="About phone" app={app} testId="settings-about-bar">
      <ScrollView id="about">
        <div class="settings-hero">
          <div class="settings-hero-title settings-device-name" data-testid="settings-about-title">
            {dev.name}
          </div>
          <div class="settings-hero-sub">{dev.model}</div>
        </div>
        <SectionHeader>Device</SectionHeader>
        <ListItem testId="settings-about-name" title="Device name" subtitle={dev.name} trailing={<Icon path={mdiPencilOutline} size={20} />} onClick={() => openRename(app)} />
        <ListItem testId="settings-about-model" title="Model" subtitle={dev.model} />
        <ListItem testId="settings-about-serial" title="Serial number" subtitle={dev.serial} />
        <SectionHeader>Software</SectionHeader>
        <ListItem testId="settings-about-android" title="Android version" subtitle={dev.android} />
        <ListItem testId="settings-about-build" title="Build number" subtitle={dev.build} />
        <SectionHeader>Storage</SectionHeader>
        <div class="settings-storage" data-testid="settings-about-storage">
          <div class="settings-storage-text">{storageText(dev)}</div>
          <div class="settings-storage-bar">
            <div class="settings-storage-fill" style={{ width: `${storagePercent(dev)}%` }} />
          </div>
          <div class="settings-storage-pct">{storagePercent(dev)}% used</div>
        </div>
      </ScrollView>
      <RenameDialog route={route} app={app} />
    </Page>
  );
}
