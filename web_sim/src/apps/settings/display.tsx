/** Display (brightness, dark theme, font size) and Sound & vibration (volumes, Do Not Disturb). */
import { mdiBellRingOutline, mdiBrightness6, mdiEyeOutline, mdiMagnifyPlusOutline, mdiFormatSize, mdiMinusCircleOutline, mdiMusicNote, mdiThemeLightDark, mdiVolumeOff } from "@mdi/js";
import { setSetting } from "../../os/settings";
import type { ScreenProps } from "../../os/types";
import { Dialog, Icon, ListItem, ScrollView, SectionHeader } from "../../os/ui/kit";
import { IconSwitchRow, Page, RadioRow, SliderRow } from "./common";
import { DISPLAY_SIZES, FONT_SIZES, displaySizeOf, fontSizeOf, type SettingsState } from "./logic";

export function DisplayScreen({ route, app }: ScreenProps<SettingsState>) {
  const st = app.os.settings;
  const current = fontSizeOf(st.fontScale);
  const display = displaySizeOf(st.displayScale);
  return (
    <Page title="Display" app={app} testId="settings-display-bar">
      <ScrollView id="display">
        <SectionHeader>Brightness</SectionHeader>
        <SliderRow icon={mdiBrightness6} title="Brightness level" value={st.brightness} onChange={(v) => setSetting("brightness", v)} testId="settings-brightness" />
        <SectionHeader>Appearance</SectionHeader>
        <IconSwitchRow testId="settings-dark-theme" icon={mdiThemeLightDark} title="Dark theme" subtitle="Use a dark background to ease your eyes" checked={st.darkMode} onChange={(v) => setSetting("darkMode", v)} />
        <IconSwitchRow testId="settings-eye-comfort" icon={mdiEyeOutline} title="Eye comfort" subtitle="Tints the screen amber to ease your eyes" checked={st.eyeComfort} onChange={(v) => setSetting("eyeComfort", v)} />
        <ListItem testId="settings-font-size" leading={<Icon path={mdiFormatSize} />} title="Font size" subtitle={current.label} onClick={() => app.openOverlay("dialog", "font-size")} />
        <ListItem testId="settings-display-size" leading={<Icon path={mdiMagnifyPlusOutline} />} title="Display size" subtitle={display.label} onClick={() => app.openOverlay("dialog", "display-size")} />
      </ScrollView>
      {route.overlay?.name === "font-size" && (
        <Dialog title="Font size" testId="settings-font-dialog" onDismiss={app.closeOverlay} actions={[{ label: "Cancel", onClick: app.closeOverlay, testId: "settings-font-cancel" }]}>
          {FONT_SIZES.map((f) => (
            <RadioRow
              key={f.key}
              testId={`settings-font-${f.key}`}
              label={f.label}
              selected={f.key === current.key}
              onSelect={() => {
                setSetting("fontScale", f.scale);
                app.closeOverlay();
              }}
            />
          ))}
        </Dialog>
      )}
      {route.overlay?.name === "display-size" && (
        <Dialog title="Display size" testId="settings-display-size-dialog" onDismiss={app.closeOverlay} actions={[{ label: "Cancel", onClick: app.closeOverlay, testId: "settings-display-size-cancel" }]}>
          {DISPLAY_SIZES.map((f) => (
            <RadioRow
              key={f.key}
              testId={`settings-display-size-${f.key}`}
              label={f.label}
              selected={f.key === display.key}
              onSelect={() => {
                setSetting("displayScale", f.scale);
                app.closeOverlay();
              }}
            />
          ))}
        </Dialog>
      )}
    </Page>
  );
}

export function SoundScreen({ app }: ScreenProps<SettingsState>) {
  const st = app.os.settings;
  return (
    <Page title="Sound & vibration" app={app} testId="settings-sound-bar">
      <ScrollView id="sound">
        <SliderRow icon={st.mediaVolume === 0 ? mdiVolumeOff : mdiMusicNote} title="Media volume" value={st.mediaVolume} onChange={(v) => setSetting("mediaVolume", v)} testId="settings-media-volume" />
        <SliderRow icon={st.ringVolume === 0 ? mdiVolumeOff : mdiBellRingOutline} title="Ring volume" value={st.ringVolume} onChange={(v) => setSetting("ringVolume", v)} testId="settings-ring-volume" />
        <IconSwitchRow testId="settings-dnd" icon={mdiMinusCircleOutline} title="Do Not Disturb" subtitle={st.dnd ? "On: only alarms make sound" : "Off"} checked={st.dnd} onChange={(v) => setSetting("dnd", v)} />
      </ScrollView>
    </Page>
  );
}
