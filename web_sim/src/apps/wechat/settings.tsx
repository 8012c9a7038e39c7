/**
 * Settings: account security and the security centre (account cancellation), notifications,
 * general (dark mode, Moments autoplay on mobile data, Discover management, plug-ins with WeChat
 * Sports), privacy (friend verification, add-me methods, blacklist, Moments range, strangers,
 * authorizations with revoke).
 */
import { mdiCheck, mdiCheckboxBlankOutline, mdiCheckboxMarked, mdiRun, mdiShieldAlertOutline } from "@mdi/js";
import { update } from "../../os/store";
import type { ScreenProps } from "../../os/types";
import { BottomSheet, Dialog, Icon, ScrollView } from "../../os/ui/kit";
import { DISCOVER_ENTRIES, RANGE_LABELS, type MomentsRange, type WechatState, type WxSettings } from "./state";
import { Cell, GreenButton, Group, Note, Page, stampTime, SwitchCell, TopBar, type App } from "./ui";

function setSetting<K extends keyof WxSettings>(app: App, group: K, recipe: (g: WxSettings[K]) => void): void {
  app.update((d) => recipe(d.settings[group]));
}

export function SettingsScreen({ app }: ScreenProps<WechatState>) {
  return (
    <Page app={app}>
      <TopBar title="Settings" onBack={app.pop} />
      <ScrollView id="settings">
        <Group>
          <Cell label="Account Security" testId="wechat-set-account" onClick={() => app.push("accountSecurity")} />
        </Group>
        <Group>
          <Cell label="Parental Controls" testId="wechat-set-minor" onClick={() => app.push("placeholder", { title: "Parental Controls" })} />
          <Cell label="Care Mode" testId="wechat-set-care" onClick={() => app.push("placeholder", { title: "Care Mode" })} />
        </Group>
        <Group>
          <Cell label="Notifications" testId="wechat-set-notifications" onClick={() => app.push("notifSettings")} />
          <Cell label="Chats" testId="wechat-set-chats" onClick={() => app.push("placeholder", { title: "Chats" })} />
          <Cell label="General" testId="wechat-set-general" onClick={() => app.push("general")} />
        </Group>
        <Group>
          <Cell label="Privacy" testId="wechat-set-privacy" onClick={() => app.push("privacy")} />
        </Group>
        <Group>
          <Cell label="Help & Feedback" testId="wechat-set-help" onClick={() => app.push("placeholder", { title: "Help & Feedback" })} />
          <Cell label="About WeChat" value="Version 8.0.50" testId="wechat-set-about" onClick={() => app.push("placeholder", { title: "About WeChat" })} />
        </Group>
        <Group>
          <Cell label="Switch Account" center testId="wechat-set-switch" onClick={() => app.toast("No other accounts")} />
          <Cell label="Log Out" center testId="wechat-set-logout" onClick={() => app.toast("Logging out is disabled on this phone")} />
        </Group>
      </ScrollView>
    </Page>
  );
}

export function AccountSecurityScreen({ app }: ScreenProps<WechatState>) {
  const u = app.state.user;
  return (
    <Page app={app}>
      <TopBar title="Account Security" onBack={app.pop} />
      <ScrollView id="accsec">
        <Group>
          <Cell label="WeChat ID" value={u.wxid} />
          <Cell label="Mobile" value={u.phone} testId="wechat-acc-phone" />
        </Group>
        <Group>
          <Cell label="Password" value="Set" testId="wechat-acc-password" onClick={() => app.push("passwordVerify")} />
          <Cell label="Emergency Contacts" testId="wechat-acc-emergency" onClick={() => app.push("placeholder", { title: "Emergency Contacts" })} />
          <Cell label="Login Devices" testId="wechat-acc-devices" onClick={() => app.push("placeholder", { title: "Login Devices" })} />
        </Group>
        <Group>
          <Cell label="WeChat Security Center" testId="wechat-acc-center" onClick={() => app.push("securityCenter")} />
        </Group>
        <Note>If you suspect your account has been stolen, go to WeChat Security Center to recover or freeze it.</Note>
      </ScrollView>
    </Page>
  );
}

export function SecurityCenterScreen({ app }: ScreenProps<WechatState>) {
  return (
    <Page app={app}>
      <TopBar title="Security Center" onBack={app.pop} />
      <ScrollView id="seccenter">
        <div class="wx-seccenter-head">
          <Icon path={mdiShieldAlertOutline} size={56} color="#07c160" />
          <div>WeChat Security Center</div>
        </div>
        <Group>
          <Cell label="Recover Account" testId="wechat-sec-recover" onClick={() => app.push("placeholder", { title: "Recover Account" })} />
          <Cell label="Freeze Account" testId="wechat-sec-freeze" onClick={() => app.push("placeholder", { title: "Freeze Account" })} />
          <Cell label="Unfreeze Account" testId="wechat-sec-unfreeze" onClick={() => app.push("placeholder", { title: "Unfreeze Account" })} />
          <Cell label="Cancel Account" testId="wechat-sec-cancel" onClick={() => app.push("cancelAccount")} />
        </Group>
      </ScrollView>
    </Page>
  );
}

export function CancelAccountScreen({ route, app }: ScreenProps<WechatState>) {
  const agreed = route.data.agreed === true;
  return (
    <Page app={app}>
      <TopBar title="Cancel Account" onBack={app.pop} />
      <ScrollView id="cancelacc">
        <div class="wx-notice" data-testid="wechat-cancel-notice">
          <h3>Before you cancel your account</h3>
          <p>1. The account must be in a secure state and not stolen or frozen.</p>
          <p>2. There are no unfinished transactions and the wallet has no pending payments.</p>
          <p>3. After cancellation, you can no longer log in to or use this account, and its data (contacts, chat history, Moments) cannot be recovered.</p>
        </div>
        <div class="wx-agree mg-clickable" role="button" data-testid="wechat-cancel-agree" onClick={() => app.setData({ agreed: !agreed })}>
          <Icon path={agreed ? mdiCheckboxMarked : mdiCheckboxBlankOutline} size={22} color={agreed ? "#07c160" : "var(--wx-sub)"} />
          I have read and agree to the Account Cancellation Notice
        </div>
        <div class="wx-btnrow">
          <GreenButton testId="wechat-cancel-next" disabled={!agreed} onClick={() => app.openOverlay("dialog", "confirm")}>
            Next
          </GreenButton>
        </div>
      </ScrollView>
      {route.overlay?.name === "confirm" && (
        <Dialog
          testId="wechat-cancel-dialog"
          title="Cancel this account?"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Back", testId: "wechat-cancel-back", onClick: app.closeOverlay },
            {
              label: "Cancel Account",
              testId: "wechat-cancel-confirm",
              onClick: () => {
                app.update((d) => void (d.user.accountStatus = "cancelled"));
                // Back to the app's first screen, which now says the account is cancelled.
                update((d) => {
                  d.ui.stacks[app.id] = d.ui.stacks[app.id].slice(0, 1);
                  d.ui.focus = null;
                });
              },
            },
          ]}
        >
          This cannot be undone. The account {app.state.user.wxid} will be cancelled.
        </Dialog>
      )}
    </Page>
  );
}

export function NotifSettingsScreen({ app }: ScreenProps<WechatState>) {
  const n = app.state.settings.notifications;
  return (
    <Page app={app}>
      <TopBar title="Notifications" onBack={app.pop} />
      <ScrollView id="notif">
        <Group>
          <SwitchCell label="New Message Alerts" checked={n.newMessages} onChange={(v) => setSetting(app, "notifications", (g) => void (g.newMessages = v))} testId="wechat-notif-messages" />
          <SwitchCell label="Sound" checked={n.sound} onChange={(v) => setSetting(app, "notifications", (g) => void (g.sound = v))} testId="wechat-notif-sound" />
        </Group>
      </ScrollView>
    </Page>
  );
}

export function GeneralScreen({ app }: ScreenProps<WechatState>) {
  const g = app.state.settings.general;
  return (
    <Page app={app}>
      <TopBar title="General" onBack={app.pop} />
      <ScrollView id="general">
        <Group>
          <Cell label="Dark Mode" value={g.followSystem ? "Auto" : g.darkMode ? "Enabled" : "Disabled"} testId="wechat-gen-dark" onClick={() => app.push("darkMode")} />
          <Cell label="Language" value="English" testId="wechat-gen-language" onClick={() => app.push("placeholder", { title: "Language" })} />
          <Cell label="Text Size" testId="wechat-gen-text" onClick={() => app.push("placeholder", { title: "Text Size" })} />
        </Group>
        <Group>
          <SwitchCell label="Use Enter key to send" checked={g.enterToSend} onChange={(v) => setSetting(app, "general", (x) => void (x.enterToSend = v))} testId="wechat-gen-enter" />
          <Cell label="Photos, Videos, Files & Calls" testId="wechat-gen-media" onClick={() => app.push("mediaSettings")} />
          <Cell label="Translate" testId="wechat-gen-translate" onClick={() => app.push("placeholder", { title: "Translate" })} />
        </Group>
        <Group>
          <Cell label="Manage Discover" testId="wechat-gen-discover" onClick={() => app.push("discoverManage")} />
          <Cell label="Plug-ins" testId="wechat-gen-plugins" onClick={() => app.push("plugins")} />
        </Group>
        <Group>
          <Cell label="Storage" testId="wechat-gen-storage" onClick={() => app.push("placeholder", { title: "Storage" })} />
        </Group>
      </ScrollView>
    </Page>
  );
}

export function DarkModeScreen({ app }: ScreenProps<WechatState>) {
  const g = app.state.settings.general;
  const Option = ({ dark, label }: { dark: boolean; label: string }) => (
    <div class="wx-cell mg-clickable" role="button" data-testid={`wechat-dark-${dark ? "on" : "off"}`} onClick={() => setSetting(app, "general", (x) => void (x.darkMode = dark))}>
      <span class="wx-cell-label">{label}</span>
      {g.darkMode === dark && <Icon path={mdiCheck} size={22} color="var(--wx-green)" />}
    </div>
  );
  return (
    <Page app={app}>
      <TopBar title="Dark Mode" onBack={app.pop} />
      <ScrollView id="dark">
        <Group>
          <SwitchCell label="Auto" sub="Follow the system's dark mode" checked={g.followSystem} onChange={(v) => setSetting(app, "general", (x) => void (x.followSystem = v))} testId="wechat-dark-follow" />
        </Group>
        {!g.followSystem && (
          <Group title="Manual">
            <Option dark={false} label="Light Mode" />
            <Option dark={true} label="Dark Mode" />
          </Group>
        )}
      </ScrollView>
    </Page>
  );
}

export function MediaSettingsScreen({ app }: ScreenProps<WechatState>) {
  const g = app.state.settings.general;
  return (
    <Page app={app}>
      <TopBar title="Photos, Videos, Files & Calls" onBack={app.pop} />
      <ScrollView id="media">
        <Group>
          <SwitchCell label="Auto-Play Videos in Moments on Mobile Network" checked={g.autoplayMobile} onChange={(v) => setSetting(app, "general", (x) => void (x.autoplayMobile = v))} testId="wechat-media-autoplay" />
        </Group>
        <Note>Videos in Moments always auto-play on Wi-Fi.</Note>
      </ScrollView>
    </Page>
  );
}

export function DiscoverManageScreen({ app }: ScreenProps<WechatState>) {
  const d = app.state.settings.discover;
  return (
    <Page app={app}>
      <TopBar title="Manage Discover" onBack={app.pop} />
      <ScrollView id="discovermanage">
        <Note>Entries turned off are hidden from the Discover page.</Note>
        <Group>
          {DISCOVER_ENTRIES.map((e) => (
            <SwitchCell key={e.id} label={e.label} checked={d[e.id]} onChange={(v) => setSetting(app, "discover", (x) => void (x[e.id] = v))} testId={`wechat-disc-${e.id}`} />
          ))}
        </Group>
      </ScrollView>
    </Page>
  );
}

export function PluginsScreen({ app }: ScreenProps<WechatState>) {
  const on = app.state.settings.sports.enabled;
  return (
    <Page app={app}>
      <TopBar title="Plug-ins" onBack={app.pop} />
      <ScrollView id="plugins">
        <Group title={on ? "Enabled" : "Not Enabled"}>
          <Cell label="WeChat Sports" icon={mdiRun} iconColor="#07c160" value={on ? "Enabled" : "Not enabled"} testId="wechat-plugin-sports" onClick={() => app.push("sportsPlugin")} />
        </Group>
      </ScrollView>
    </Page>
  );
}

export function SportsPluginScreen({ app }: ScreenProps<WechatState>) {
  const sp = app.state.settings.sports;
  const set = (recipe: (x: WxSettings["sports"]) => void) => setSetting(app, "sports", recipe);
  return (
    <Page app={app}>
      <TopBar title="WeChat Sports" onBack={app.pop} />
      <ScrollView id="sportsplugin">
        <div class="wx-seccenter-head">
          <Icon path={mdiRun} size={56} color="#07c160" />
          <div>WeChat Sports</div>
          <div class="wx-note">Track your steps and compare them with friends.</div>
        </div>
        {sp.enabled ? (
          <>
            <Group>
              <Cell label="Leaderboard" testId="wechat-sports-leaderboard" onClick={() => app.push("sports")} />
            </Group>
            <Group>
              <SwitchCell label="Join Leaderboard" sub="Off: friends won't see your steps and you won't appear in the ranking" checked={sp.leaderboard} onChange={(v) => set((x) => void (x.leaderboard = v))} testId="wechat-sports-join" />
            </Group>
            <div class="wx-btnrow">
              <GreenButton plain testId="wechat-sports-disable" onClick={() => set((x) => void (x.enabled = false))}>
                Disable
              </GreenButton>
            </div>
          </>
        ) : (
          <div class="wx-btnrow">
            <GreenButton testId="wechat-sports-enable" onClick={() => set((x) => void (x.enabled = true))}>
              Enable
            </GreenButton>
          </div>
        )}
      </ScrollView>
    </Page>
  );
}

export function PrivacyScreen({ app }: ScreenProps<WechatState>) {
  const p = app.state.settings.privacy;
  return (
    <Page app={app}>
      <TopBar title="Privacy" onBack={app.pop} />
      <ScrollView id="privacy">
        <Group title="Friend requests">
          <SwitchCell label="Require Friend Verification" checked={p.friendConfirm} onChange={(v) => setSetting(app, "privacy", (x) => void (x.friendConfirm = v))} testId="wechat-priv-confirm" />
          <Cell label="Methods for Friending Me" testId="wechat-priv-addme" onClick={() => app.push("addMeMethods")} />
          <Cell label="Blocked List" testId="wechat-priv-blacklist" onClick={() => app.push("blacklist")} />
        </Group>
        <Group title="Moments">
          <Cell label="Moments" testId="wechat-priv-moments" onClick={() => app.push("momentsPrivacy")} />
        </Group>
        <Group>
          <Cell label="Authorizations" testId="wechat-priv-auth" onClick={() => app.push("authorizedApps")} />
        </Group>
      </ScrollView>
    </Page>
  );
}

export function AddMeScreen({ app }: ScreenProps<WechatState>) {
  const p = app.state.settings.privacy;
  return (
    <Page app={app}>
      <TopBar title="Methods for Friending Me" onBack={app.pop} />
      <ScrollView id="addme">
        <Group title="Search me by">
          <SwitchCell label="WeChat ID" checked={p.addByWxid} onChange={(v) => setSetting(app, "privacy", (x) => void (x.addByWxid = v))} testId="wechat-addme-wxid" />
          <SwitchCell label="Mobile Number" checked={p.addByPhone} onChange={(v) => setSetting(app, "privacy", (x) => void (x.addByPhone = v))} testId="wechat-addme-phone" />
        </Group>
        <Note>When turned off, others can't find you by searching that information.</Note>
      </ScrollView>
    </Page>
  );
}

export function MomentsPrivacyScreen({ route, app }: ScreenProps<WechatState>) {
  const p = app.state.settings.privacy;
  const ranges = Object.keys(RANGE_LABELS) as MomentsRange[];
  return (
    <Page app={app}>
      <TopBar title="Moments" onBack={app.pop} />
      <ScrollView id="momentsprivacy">
        <Group>
          <Cell label="Visible to Friends" value={RANGE_LABELS[p.momentsRange]} testId="wechat-mp-range" onClick={() => app.openOverlay("sheet", "range")} />
          <SwitchCell label="Allow Strangers to View Ten Posts" checked={p.strangersTen} onChange={(v) => setSetting(app, "privacy", (x) => void (x.strangersTen = v))} testId="wechat-mp-strangers" />
        </Group>
      </ScrollView>
      {route.overlay?.name === "range" && (
        <BottomSheet testId="wechat-range-sheet" title="Visible to Friends" onDismiss={app.closeOverlay}>
          {ranges.map((r) => (
            <div
              key={r}
              class="wx-sheet-item mg-clickable"
              role="button"
              data-testid={`wechat-range-${r}`}
              onClick={() => {
                setSetting(app, "privacy", (x) => void (x.momentsRange = r));
                app.closeOverlay();
              }}
            >
              {RANGE_LABELS[r]} {p.momentsRange === r && <Icon path={mdiCheck} size={18} color="#07c160" />}
            </div>
          ))}
        </BottomSheet>
      )}
    </Page>
  );
}

export function AuthorizedAppsScreen({ app }: ScreenProps<WechatState>) {
  const list = app.state.authorizedApps;
  return (
    <Page app={app}>
      <TopBar title="Authorizations" onBack={app.pop} />
      <ScrollView id="authapps">
        <Note>Apps authorized to use your WeChat account</Note>
        <Group>
          {list.map((a) => (
            <Cell key={a.id} label={a.name} testId={`wechat-auth-${a.id}`} onClick={() => app.push("authApp", { id: a.id })} />
          ))}
        </Group>
        {list.length === 0 && <Note>No authorized apps.</Note>}
      </ScrollView>
    </Page>
  );
}

export function AuthAppScreen({ route, app }: ScreenProps<WechatState>) {
  const a = app.state.authorizedApps.find((x) => x.id === route.params.id);
  if (!a) return <Page app={app}><TopBar title="" onBack={app.pop} /></Page>;
  return (
    <Page app={app}>
      <TopBar title={a.name} onBack={app.pop} />
      <ScrollView id="authapp">
        <Group>
          <Cell label="Permissions" value={a.scopes} />
          <Cell label="Authorized" value={stampTime(app.os, a.authorizedAt)} />
        </Group>
        <div class="wx-btnrow">
          <GreenButton plain testId="wechat-auth-revoke" onClick={() => app.openOverlay("dialog", "revoke")}>
            Remove Authorization
          </GreenButton>
        </div>
      </ScrollView>
      {route.overlay?.name === "revoke" && (
        <Dialog
          testId="wechat-revoke-dialog"
          title="Remove authorization?"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", testId: "wechat-revoke-cancel", onClick: app.closeOverlay },
            {
              label: "Remove",
              testId: "wechat-revoke-confirm",
              onClick: () => {
                app.update((d) => void (d.authorizedApps = d.authorizedApps.filter((x) => x.id !== a.id)));
                app.closeOverlay();
                app.pop();
              },
            },
          ]}
        >
          {a.name} will no longer be able to use your WeChat account information.
        </Dialog>
      )}
    </Page>
  );
}
