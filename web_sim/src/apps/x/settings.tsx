/**
 * Settings and privacy: the top list and 18 pages, drawn from one table (SETTINGS_PAGES). A row
 * is a link to a page, a switch of `apps.x.settings`, a choice (a dialog of options), or a
 * fixed value (account information).
 */
import { mdiChevronRight } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { Dialog, Icon, ScrollView, Switch } from "../../os/ui/kit";
import type { App } from "./logic";
import { Header } from "./parts";
import type { XSettings, XState } from "./state";
import type { XSettingsPage } from "./params";

type BoolKey = { [K in keyof XSettings]: XSettings[K] extends boolean ? K : never }[keyof XSettings];
type ChoiceKey = Exclude<keyof XSettings, BoolKey>;

type Row =
  | { link: XSettingsPage; title: string; subtitle?: string }
  | { toggle: BoolKey; title: string; subtitle?: string; needs?: BoolKey }
  | { choice: ChoiceKey; title: string; options: Array<[string, string]> }
  | { info: string; title: string; value: (a: App) => string }
  | { section: string };

interface Page { title: string; rows: Row[] }

export const SETTINGS_PAGES: Record<XSettingsPage, Page> = {
  root: {
    title: "Settings",
    rows: [
      { link: "account", title: "Your account", subtitle: "See information about your account, download an archive of your data, or learn about your account deactivation options." },
      { link: "security", title: "Security and account access", subtitle: "Manage your account's security and keep track of your account's usage." },
      { link: "privacy", title: "Privacy and safety", subtitle: "Manage what information you see and share on X." },
      { link: "notifications", title: "Notifications", subtitle: "Select the kinds of notifications you get about your activities, interests, and recommendations." },
      { link: "accessibility", title: "Accessibility, display, and languages", subtitle: "Manage how X content is displayed to you." },
    ],
  },
  account: {
    title: "Your account",
    rows: [
      { link: "accountInfo", title: "Account information", subtitle: "See your account information like your phone number and email address." },
      { info: "password", title: "Change your password", value: () => "" },
      { info: "archive", title: "Download an archive of your data", value: () => "" },
      { info: "deactivate", title: "Deactivate your account", value: () => "" },
    ],
  },
  accountInfo: {
    title: "Account information",
    rows: [
      { info: "username", title: "Username", value: (a) => `@${a.state.profile.handle}` },
      { info: "phone", title: "Phone", value: () => "+1 206 555 0147" },
      { info: "email", title: "Email", value: () => "alex.chen@example.com" },
      { info: "country", title: "Country", value: () => "United States" },
      { info: "created", title: "Account creation", value: () => "Apr 12, 2015" },
    ],
  },
  security: {
    title: "Security and account access",
    rows: [
      { toggle: "twoFactor", title: "Two-factor authentication", subtitle: "Ask for a code from an authentication app when you log in." },
      { toggle: "passwordResetProtect", title: "Password reset protect", subtitle: "Require your email or phone number to reset your password." },
    ],
  },
  privacy: {
    title: "Privacy and safety",
    rows: [
      { section: "Your X activity" },
      { link: "audience", title: "Audience, media and tagging", subtitle: "Manage what information you allow other people on X to see." },
      { link: "yourPosts", title: "Your posts", subtitle: "Manage the information associated with your posts." },
      { link: "contentYouSee", title: "Content you see", subtitle: "Decide what you see on X based on your preferences like Topics and interests." },
      { link: "dms", title: "Direct messages", subtitle: "Manage who can message you directly." },
      { link: "spaces", title: "Spaces", subtitle: "Manage who can see your Spaces listening activity." },
      { link: "discoverability", title: "Discoverability and contacts", subtitle: "Control your discoverability settings and manage contacts you've imported." },
      { section: "Data sharing and personalization" },
      { link: "ads", title: "Ads preferences", subtitle: "Manage your ads experience on X." },
      { link: "location", title: "Location information", subtitle: "Manage the location information X uses to personalize your experience." },
    ],
  },
  audience: {
    title: "Audience, media and tagging",
    rows: [
      { toggle: "protectPosts", title: "Protect your posts", subtitle: "When selected, your posts and other account information are only visible to people who follow you." },
      { toggle: "protectVideos", title: "Protect your videos", subtitle: "If selected, videos in your posts won't be downloadable by default." },
      { toggle: "photoTagging", title: "Photo tagging", subtitle: "Anyone can tag you." },
    ],
  },
  yourPosts: {
    title: "Your posts",
    rows: [
      { toggle: "markMediaSensitive", title: "Mark media you post as having material that may be sensitive" },
      { toggle: "addLocationToPosts", title: "Add location information to your posts" },
    ],
  },
  contentYouSee: {
    title: "Content you see",
    rows: [
      { toggle: "showSensitiveMedia", title: "Display media that may contain sensitive content" },
      { link: "timeline", title: "Timeline", subtitle: "Interaction counts and the order of your Home tabs." },
      { link: "explore", title: "Explore settings", subtitle: "Location and personalized trends." },
    ],
  },
  timeline: {
    title: "Timeline",
    rows: [
      { toggle: "showInteractionCounts", title: "Show interaction counts", subtitle: "Show the number of replies, reposts, likes and views on posts." },
      { toggle: "forYouFirst", title: "Open Home on For you", subtitle: "When off, Home opens on Following." },
    ],
  },
  explore: {
    title: "Explore settings",
    rows: [
      { toggle: "contentFromLocation", title: "Show content in this location", subtitle: "When this is on, you'll see what's happening around you right now." },
      { toggle: "personalizedTrends", title: "Trends for you", subtitle: "You can personalize trends based on your location and who you follow." },
    ],
  },
  dms: {
    title: "Direct messages",
    rows: [
      { choice: "dmFrom", title: "Allow message requests from", options: [["everyone", "Everyone"], ["verified", "Verified users"], ["nobody", "No one"]] },
      { toggle: "filterLowQualityMessages", title: "Filter low-quality messages", subtitle: "Hide message requests that have been detected as being potentially spam or low-quality." },
      { toggle: "readReceipts", title: "Show read receipts", subtitle: "Let people you're messaging with know when you've seen their messages." },
      { section: "Audio and video calls" },
      { toggle: "avCalls", title: "Enable audio and video calling", subtitle: "Turn on to allow calls in your Direct Messages." },
      { toggle: "callsFromContacts", title: "People in your address book", needs: "avCalls" },
      { toggle: "callsFromFollowed", title: "People you follow", needs: "avCalls" },
      { toggle: "callsFromVerified", title: "Verified users", needs: "avCalls" },
    ],
  },
  spaces: {
    title: "Spaces",
    rows: [{ toggle: "spacesListening", title: "Allow followers to see which Spaces you're listening to" }],
  },
  discoverability: {
    title: "Discoverability and contacts",
    rows: [
      { toggle: "findByEmail", title: "Let people who have your email address find you on X" },
      { toggle: "findByPhone", title: "Let people who have your phone number find you on X" },
      { toggle: "syncContacts", title: "Sync address book contacts" },
    ],
  },
  ads: {
    title: "Ads preferences",
    rows: [{ toggle: "personalizedAds", title: "Personalized ads", subtitle: "You will always see ads on X based on your X activity." }],
  },
  location: {
    title: "Location information",
    rows: [{ toggle: "personalizedLocation", title: "Personalize based on places you've been" }],
  },
  notifications: {
    title: "Notifications",
    rows: [
      { link: "notifFilters", title: "Filters", subtitle: "Choose the notifications you'd like to see, and those you don't." },
      { link: "notifPush", title: "Push notifications" },
      { link: "notifEmail", title: "Email notifications" },
    ],
  },
  notifFilters: {
    title: "Filters",
    rows: [
      { choice: "notificationFilter", title: "Show notifications from", options: [["all", "All notifications"], ["important", "Important only"]] },
      { toggle: "qualityFilter", title: "Quality filter", subtitle: "Filter lower-quality content from your notifications." },
      { section: "Muted notifications" },
      { toggle: "muteNotFollowing", title: "You don't follow" },
      { toggle: "muteNewAccounts", title: "Who have a new account" },
    ],
  },
  notifPush: {
    title: "Push notifications",
    rows: [
      { toggle: "pushEnabled", title: "Push notifications", subtitle: "Get push notifications to find out what's going on when you're not on X." },
      { toggle: "pushDmsOnly", title: "Direct messages only", subtitle: "Only get push notifications for Direct Messages.", needs: "pushEnabled" },
      { section: "Related to you and your posts" },
      { toggle: "pushPosts", title: "Posts", needs: "pushEnabled" },
      { toggle: "pushReplies", title: "Replies", needs: "pushEnabled" },
      { toggle: "pushLikes", title: "Likes", needs: "pushEnabled" },
      { toggle: "pushReposts", title: "Reposts", needs: "pushEnabled" },
      { toggle: "pushFollows", title: "New followers", needs: "pushEnabled" },
      { toggle: "pushMentions", title: "Mentions", needs: "pushEnabled" },
      { section: "From X" },
      { toggle: "pushRecommendations", title: "Recommendations", subtitle: "Posts, people and topics picked for you.", needs: "pushEnabled" },
      { toggle: "pushEmergency", title: "Emergency alerts", subtitle: "Safety alerts in your area.", needs: "pushEnabled" },
      { toggle: "pushPro", title: "Professional tools", subtitle: "Alerts for creators and Pro accounts.", needs: "pushEnabled" },
      { toggle: "pushSpaces", title: "Spaces", needs: "pushEnabled" },
    ],
  },
  notifEmail: {
    title: "Email notifications",
    rows: [{ toggle: "emailNotifications", title: "Email notifications", subtitle: "Get emails to find out what's going on when you're not on X." }],
  },
  accessibility: {
    title: "Accessibility, display, and languages",
    rows: [
      { section: "Accessibility" },
      { toggle: "increaseContrast", title: "Increase color contrast" },
      { toggle: "reduceMotion", title: "Reduce motion" },
      { toggle: "altTextReminder", title: "Receive image description reminder" },
      { section: "Display" },
      { choice: "theme", title: "Theme", options: [["light", "Light"], ["dim", "Dim"], ["dark", "Lights out"], ["device", "Use device settings"]] },
      { choice: "fontSize", title: "Font size", options: [["small", "Small"], ["default", "Default"], ["large", "Large"]] },
      { section: "Data usage" },
      { toggle: "dataSaver", title: "Data saver" },
      { choice: "autoplay", title: "Autoplay", options: [["always", "On cellular or Wi-Fi"], ["wifi", "Only on Wi-Fi"], ["never", "Never"]] },
    ],
  },
};

function Rows({ app, rows }: { app: App; rows: Row[] }) {
  const s = app.state.settings;
  return (
    <>
      {rows.map((r, i) => {
        if ("section" in r) return <div key={i} class="x-section">{r.section}</div>;
        if ("link" in r)
          return (
            <div key={r.link} class="x-set-row" role="button" data-testid={`x-page-${r.link}`} onClick={() => app.push("settingsPage", { page: r.link })}>
              <div class="x-card-main">
                <div>{r.title}</div>
                {r.subtitle && <div class="x-dim">{r.subtitle}</div>}
              </div>
              <Icon path={mdiChevronRight} size={20} />
            </div>
          );
        if ("toggle" in r) {
          const disabled = r.needs !== undefined && !s[r.needs];
          const key = r.toggle;
          return (
            <div key={key} class={`x-set-row ${disabled ? "x-disabled" : ""}`} role="button" aria-disabled={disabled} data-testid={`x-set-${key}`} onClick={() => !disabled && app.update((d) => void (d.settings[key] = !d.settings[key]))}>
              <div class="x-card-main">
                <div>{r.title}</div>
                {r.subtitle && <div class="x-dim">{r.subtitle}</div>}
              </div>
              <Switch checked={s[key]} label={r.title} />
            </div>
          );
        }
        if ("choice" in r) {
          const label = r.options.find(([v]) => v === s[r.choice])?.[1] ?? "";
          return (
            <div key={r.choice} class="x-set-row" role="button" data-testid={`x-set-${r.choice}`} onClick={() => app.openOverlay("dialog", "choice", { key: r.choice })}>
              <div class="x-card-main">
                <div>{r.title}</div>
                <div class="x-dim" data-testid={`x-value-${r.choice}`}>{label}</div>
              </div>
            </div>
          );
        }
        return (
          <div key={r.info} class="x-set-row" role="button" data-testid={`x-info-${r.info}`} onClick={() => r.value(app) === "" && app.toast("Not available on this device")}>
            <div class="x-card-main">
              <div>{r.title}</div>
              <div class="x-dim">{r.value(app)}</div>
            </div>
          </div>
        );
      })}
    </>
  );
}

function ChoiceDialog({ app, choice }: { app: App; choice: ChoiceKey }) {
  const row = Object.values(SETTINGS_PAGES)
    .flatMap((p) => p.rows)
    .find((r): r is Extract<Row, { choice: ChoiceKey }> => "choice" in r && r.choice === choice);
  if (!row) return null;
  return (
    <Dialog
      title={row.title}
      testId="x-choice-dialog"
      onDismiss={() => app.closeOverlay()}
      actions={row.options.map(([v, label]) => ({
        label: `${app.state.settings[choice] === v ? "● " : "○ "}${label}`,
        testId: `x-choice-${v}`,
        onClick: () => {
          app.update((d) => void ((d.settings as unknown as Record<string, string>)[choice] = v));
          app.closeOverlay();
        },
      }))}
    />
  );
}

export function SettingsScreen({ route, app }: ScreenProps<XState>) {
  return <PageView app={app} page="root" overlay={route.overlay} />;
}

export function SettingsPageScreen({ route, app }: ScreenProps<XState>) {
  return <PageView app={app} page={route.params.page as XSettingsPage} overlay={route.overlay} />;
}

function PageView({ app, page, overlay }: { app: App; page: XSettingsPage; overlay: ScreenProps<XState>["route"]["overlay"] }) {
  const p = SETTINGS_PAGES[page];
  return (
    <div class="x-root">
      <Header app={app} title={p.title} subtitle={`@${app.state.profile.handle}`} />
      <ScrollView id={`x-settings-${page}`} class="x-body">
        <Rows app={app} rows={p.rows} />
      </ScrollView>
      {overlay?.name === "choice" && <ChoiceDialog app={app} choice={String(overlay.data.key) as ChoiceKey} />}
    </div>
  );
}
