/** Messages settings: general switches, free network messaging (chat features), 5G messaging, advanced. */
import { mdiChevronRight } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { AppBar, Icon, ListItem, ScrollView, SectionHeader, SwitchItem } from "../../os/ui/kit";
import type { AdvancedSettings, FreeNetworkSettings, SmsSettings, SmsState } from "./logic";

type MainKey = Exclude<keyof SmsSettings, "freeNetwork" | "advanced">;

const MAIN: Array<[MainKey, string, string]> = [
  ["notifications", "Notifications", "Show new message notifications"],
  ["deliveryReports", "Delivery reports", "Get a report for every SMS you send"],
  ["smartReply", "Smart Reply", "Suggest replies to incoming messages"],
  ["spamProtection", "Spam protection", "Warn about suspected spam"],
];

export const FREE_NETWORK: Array<[keyof FreeNetworkSettings, string, string]> = [
  ["enabled", "Free network messaging", "Send messages over Wi-Fi or mobile data when both sides support it"],
  ["readReceipts", "Send read receipts", "Let others know when you have read their messages"],
  ["typingIndicators", "Show typing indicators", "Let others know when you are typing"],
  ["autoResendAsSms", "Resend as SMS automatically", "When a network message cannot be delivered"],
  ["autoDownloadMobile", "Auto-download files over mobile data", "Photos and files from network messages"],
];

export const ADVANCED: Array<[keyof AdvancedSettings, string, string]> = [
  ["groupMms", "Group messaging", "Send one MMS to all recipients"],
  ["autoRetrieveMms", "Auto-download MMS", "Download multimedia messages automatically"],
  ["simpleCharacters", "Use simple characters", "Replace accented characters in SMS"],
  ["emergencyAlerts", "Wireless emergency alerts", "Receive public safety alerts"],
];

export function SettingsScreen({ app }: ScreenProps<SmsState>) {
  const s = app.state.settings;
  return (
    <>
      <AppBar title="Settings" onBack={app.pop} />
      <ScrollView id="sms-settings">
        <SectionHeader>General</SectionHeader>
        {MAIN.map(([k, title, sub]) => (
          <SwitchItem key={k} title={title} subtitle={sub} checked={s[k]} testId={`sms-set-${k}`} onChange={(v) => app.update((d) => void (d.settings[k] = v))} />
        ))}
        <SectionHeader>Network messaging</SectionHeader>
        <ListItem testId="sms-set-freeNetwork" title="Free network messaging" subtitle={s.freeNetwork.enabled ? "On" : "Off"} trailing={<Icon path={mdiChevronRight} />} onClick={() => app.push("freeNetwork")} />
        <SwitchItem title="5G messaging" subtitle="Rich messages with cards and menus from businesses" checked={s.fiveGMessaging} testId="sms-set-fiveGMessaging" onChange={(v) => app.update((d) => void (d.settings.fiveGMessaging = v))} />
        <SectionHeader>More</SectionHeader>
        <ListItem testId="sms-set-advanced" title="Advanced" subtitle="Group messaging, MMS, alerts" trailing={<Icon path={mdiChevronRight} />} onClick={() => app.push("advanced")} />
        <ListItem testId="sms-set-about" title="About" subtitle="Messages 14.2" />
      </ScrollView>
    </>
  );
}

export function FreeNetworkScreen({ app }: ScreenProps<SmsState>) {
  const f = app.state.settings.freeNetwork;
  return (
    <>
      <AppBar title="Free network messaging" onBack={app.pop} />
      <ScrollView id="sms-free">
        <div class="sms-note">Messages are sent over the internet between phones that both have free network messaging turned on. Standard SMS is used otherwise.</div>
        {FREE_NETWORK.map(([k, title, sub]) => (
          <SwitchItem key={k} title={title} subtitle={sub} checked={f[k]} disabled={k !== "enabled" && !f.enabled} testId={`sms-free-${k}`} onChange={(v) => app.update((d) => void (d.settings.freeNetwork[k] = v))} />
        ))}
      </ScrollView>
    </>
  );
}

export function AdvancedScreen({ app }: ScreenProps<SmsState>) {
  const a = app.state.settings.advanced;
  return (
    <>
      <AppBar title="Advanced" onBack={app.pop} />
      <ScrollView id="sms-advanced">
        {ADVANCED.map(([k, title, sub]) => (
          <SwitchItem key={k} title={title} subtitle={sub} checked={a[k]} testId={`sms-adv-${k}`} onChange={(v) => app.update((d) => void (d.settings.advanced[k] = v))} />
        ))}
      </ScrollView>
    </>
  );
}
