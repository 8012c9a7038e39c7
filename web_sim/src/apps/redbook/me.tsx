/** My side: browse history, edit profile, and settings (about twenty pages, described as data). */
import { mdiArrowLeft, mdiChevronRight, mdiHistory } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { Button, Empty, Icon, IconButton, ListItem, Menu, ScrollView, SwitchItem, TextField } from "../../os/ui/kit";
import { findNote, nickname, when } from "./logic";
import { Cover } from "./parts";
import type { RbSettings, RedbookState } from "./state";
import type { RbSettingsPage } from "./params";

function Top({ app, title }: { app: { pop: () => void }; title: string }) {
  return (
    <header class="rb-top">
      <IconButton path={mdiArrowLeft} label="Back" testId="rb-back" onClick={app.pop} />
      <h1 class="rb-top-title center">{title}</h1>
    </header>
  );
}

export function HistoryScreen({ app }: ScreenProps<RedbookState>) {
  const s = app.state;
  return (
    <div class="rb-root">
      <Top app={app} title="Browse history" />
      <div class="rb-body">
        <ScrollView id="rb-history">
          {s.history.length === 0 && <Empty icon={mdiHistory} text="No history yet" />}
          {s.history.map((h) => {
            const n = findNote(s, h.id);
            if (!n) return null;
            return (
              <ListItem
                key={h.id}
                testId={`rb-history-${h.id}`}
                leading={<span class="rb-thumb"><Cover seed={n.cover} category={n.category} height={48} /></span>}
                title={n.title}
                subtitle={`${nickname(s, n.author)} · viewed ${when(app.os.clock.now, h.at, app.os.clock.tzOffsetMinutes)}`}
                onClick={() => app.push("note", { id: n.id })}
              />
            );
          })}
        </ScrollView>
      </div>
    </div>
  );
}

export function EditProfileScreen({ route, app }: ScreenProps<RedbookState>) {
  const p = app.state.profile;
  const nick = (route.data.nickname as string | undefined) ?? p.nickname;
  const bio = (route.data.bio as string | undefined) ?? p.bio;
  const save = () => {
    if (!nick.trim()) return app.toast("Nickname cannot be empty");
    app.update((d) => {
      d.profile.nickname = nick.trim();
      d.profile.bio = bio.trim();
    });
    app.toast("Saved");
    app.pop();
  };
  return (
    <div class="rb-root">
      <Top app={app} title="Edit profile" />
      <div class="rb-body rb-pad">
        <TextField id="redbook.nickname" label="Nickname" value={nick} onChange={(v) => app.setData({ nickname: v })} maxLength={24} />
        <div class="rb-gap" />
        <TextField id="redbook.bio" label="Bio" multiline value={bio} onChange={(v) => app.setData({ bio: v })} maxLength={100} />
        <div class="rb-gap" />
        <ListItem title="Gender" subtitle={p.gender} testId="rb-edit-gender" />
        <ListItem title="Birthday" subtitle={p.birthday} testId="rb-edit-birthday" />
        <ListItem title="Region" subtitle={p.city} testId="rb-edit-city" />
        <div class="rb-gap" />
        <Button testId="rb-edit-save" onClick={save}>
          Save
        </Button>
      </div>
    </div>
  );
}

type Item = { kind: "switch"; key: keyof RbSettings; title: string; subtitle?: string } | { kind: "choice"; key: keyof RbSettings; title: string; options: string[] } | { kind: "page"; page: RbSettingsPage } | { kind: "info"; title: string; value: string };

/** Every settings page: its title and items. The first is the main list. */
export const SETTINGS_PAGES: Record<RbSettingsPage, { title: string; items: Item[] }> = {
  main: { title: "Settings", items: (["account", "security", "general", "notifications", "privacy", "blocked", "personalization", "storage", "teen", "permissions", "help", "about"] satisfies RbSettingsPage[]).map((page) => ({ kind: "page", page })) },
  account: { title: "Account", items: [{ kind: "info", title: "RedNote ID", value: "95273311" }, { kind: "info", title: "Phone", value: "+86 138 **** 5678" }, { kind: "page", page: "bindings" }, { kind: "page", page: "deactivate" }] },
  bindings: { title: "Linked accounts", items: [{ kind: "info", title: "WeChat", value: "Linked" }, { kind: "info", title: "Weibo", value: "Not linked" }, { kind: "info", title: "QQ", value: "Not linked" }] },
  deactivate: { title: "Deactivate account", items: [{ kind: "info", title: "Deactivation", value: "Contact support to deactivate" }] },
  security: { title: "Account security", items: [{ kind: "info", title: "Password", value: "Set" }, { kind: "page", page: "devices" }, { kind: "switch", key: "findByPhone", title: "Find me by phone number" }] },
  devices: { title: "Logged-in devices", items: [{ kind: "info", title: "This phone", value: "Active now" }] },
  general: { title: "General", items: [{ kind: "page", page: "language" }, { kind: "page", page: "display" }, { kind: "page", page: "media" }, { kind: "switch", key: "saveToAlbum", title: "Save my published images to album" }, { kind: "switch", key: "watermark", title: "Add watermark to images" }] },
  language: { title: "Language", items: [{ kind: "choice", key: "language", title: "App language", options: ["Follow system", "English", "简体中文", "繁體中文"] }] },
  display: { title: "Display", items: [{ kind: "choice", key: "darkMode", title: "Dark mode", options: ["Follow system", "Always on", "Always off"] }] },
  media: { title: "Video and images", items: [{ kind: "choice", key: "autoplayVideo", title: "Autoplay videos", options: ["Wi-Fi only", "Wi-Fi and mobile data", "Never"] }, { kind: "choice", key: "imageQuality", title: "Image quality", options: ["Standard", "High"] }] },
  notifications: { title: "Notifications", items: [{ kind: "page", page: "notifyInteractions" }, { kind: "switch", key: "notifyMessages", title: "Direct messages" }, { kind: "switch", key: "notifyLive", title: "Live streams" }, { kind: "switch", key: "notifySystem", title: "System notifications" }] },
  notifyInteractions: { title: "Interactions", items: [{ kind: "switch", key: "notifyLikes", title: "Likes and collects" }, { kind: "switch", key: "notifyComments", title: "Comments and @" }, { kind: "switch", key: "notifyFollowers", title: "New followers" }] },
  privacy: { title: "Privacy", items: [{ kind: "switch", key: "privateAccount", title: "Private account" }, { kind: "switch", key: "hideCollections", title: "Hide my collections" }, { kind: "switch", key: "hideLikes", title: "Hide my likes" }, { kind: "switch", key: "hideFollowing", title: "Hide my following list" }, { kind: "page", page: "interactions" }, { kind: "switch", key: "showLocation", title: "Show IP location on notes" }, { kind: "switch", key: "recommendToContacts", title: "Recommend me to contacts" }] },
  interactions: { title: "Who can interact", items: [{ kind: "choice", key: "messagesFrom", title: "Who can message me", options: ["Everyone", "People I follow", "Nobody"] }, { kind: "choice", key: "commentsFrom", title: "Who can comment", options: ["Everyone", "People I follow", "Nobody"] }] },
  blocked: { title: "Blocked accounts", items: [{ kind: "info", title: "Blocked", value: "Nobody" }] },
  personalization: { title: "Personalization", items: [{ kind: "switch", key: "personalizedFeed", title: "Personalized recommendations" }, { kind: "switch", key: "personalizedAds", title: "Personalized ads" }] },
  storage: { title: "Storage", items: [{ kind: "info", title: "Cache", value: "312 MB" }, { kind: "switch", key: "wifiOnlyDownload", title: "Download only on Wi-Fi" }, { kind: "switch", key: "clearCacheOnExit", title: "Clear cache on exit" }] },
  teen: { title: "Teen mode", items: [{ kind: "switch", key: "teenMode", title: "Teen mode", subtitle: "Limits content and usage time" }] },
  permissions: { title: "System permissions", items: [{ kind: "info", title: "Camera", value: "Ask" }, { kind: "info", title: "Photos", value: "Ask" }, { kind: "info", title: "Location", value: "While using" }] },
  help: { title: "Help and feedback", items: [{ kind: "info", title: "Customer service", value: "9:00-21:00" }] },
  about: { title: "About RedNote", items: [{ kind: "info", title: "Version", value: "8.52.0" }, { kind: "info", title: "Community guidelines", value: "" }, { kind: "info", title: "Privacy policy", value: "" }] },
};

export function SettingsScreen({ route, app }: ScreenProps<RedbookState>) {
  const pageId = (route.params.page as RbSettingsPage | undefined) ?? "main";
  const page = SETTINGS_PAGES[pageId];
  const s = app.state.settings;
  const overlay = route.overlay;
  const choice = overlay?.name === "choice" ? page.items.find((i) => i.kind === "choice" && i.key === overlay.data.key) : undefined;
  return (
    <div class="rb-root">
      <Top app={app} title={page.title} />
      <div class="rb-body">
        <ScrollView id={`rb-settings-${pageId}`}>
          {page.items.map((it, i) => {
            if (it.kind === "page") return <ListItem key={i} testId={`rb-set-page-${it.page}`} title={SETTINGS_PAGES[it.page].title} trailing={<Icon path={mdiChevronRight} size={20} />} onClick={() => app.push("settings", { page: it.page })} />;
            if (it.kind === "switch") return <SwitchItem key={i} title={it.title} subtitle={it.subtitle} checked={!!s[it.key]} testId={`rb-set-${it.key}`} onChange={(v) => app.update((d) => void ((d.settings[it.key] as boolean) = v))} />;
            if (it.kind === "choice") return <ListItem key={i} testId={`rb-set-${it.key}`} title={it.title} subtitle={String(s[it.key])} onClick={() => app.openOverlay("menu", "choice", { key: it.key })} />;
            return <ListItem key={i} title={it.title} trailing={<span class="rb-dim">{it.value}</span>} />;
          })}
          {pageId === "main" && (
            <button class="rb-logout" data-testid="rb-logout" onClick={() => app.toast("You can't log out in this version")}>
              Log out
            </button>
          )}
        </ScrollView>
      </div>
      {choice && choice.kind === "choice" && (
        <Menu
          testId="rb-choice-menu"
          onDismiss={app.closeOverlay}
          items={choice.options.map((o) => ({ label: o, testId: `rb-choice-${o}`, onClick: () => (app.update((d) => void ((d.settings[choice.key] as string) = o)), app.closeOverlay()) }))}
        />
      )}
    </div>
  );
}
