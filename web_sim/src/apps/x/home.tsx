/** The main screen: Home (For you / Following), Explore, Grok, Notifications and Messages tabs, the drawer. */
import { mdiAccountOutline, mdiBellOutline, mdiBookmarkOutline, mdiCogOutline, mdiEmailOutline, mdiFeather, mdiHomeVariantOutline, mdiMagnify, mdiRobotOutline } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { BottomNav, Empty, Fab, Icon, LazyList, ScrollView } from "../../os/ui/kit";
import { X_NOTIFICATIONS, X_SEARCH_KEYWORDS, searchFacts } from "../../../world/x";
import { ago, compact, followingFeed, forYou, markRead, person, postView, type App } from "./logic";
import { NameLine, POST_CARD_MIN_HEIGHT, PostCard, RepostMenu, XAvatar, XLogo } from "./parts";
import { ME, type XState } from "./state";

const NAV = [
  { id: "home", label: "Home", icon: mdiHomeVariantOutline },
  { id: "explore", label: "Explore", icon: mdiMagnify },
  { id: "grok", label: "Grok", icon: mdiRobotOutline },
  { id: "notifications", label: "Notifications", icon: mdiBellOutline },
  { id: "messages", label: "Messages", icon: mdiEmailOutline },
];

function Timeline({ app, feed }: { app: App; feed: string }) {
  const posts = feed === "following" ? followingFeed(app.state) : forYou(app.state);
  const scrollId = `x-feed-${feed}`;
  return (
    <ScrollView id={scrollId} class="x-body">
      <LazyList scrollId={scrollId} items={posts} keyOf={(p) => p.id} minItemHeight={POST_CARD_MIN_HEIGHT} end={<div class="x-end x-dim">You're all caught up</div>}>
        {(p) => <PostCard app={app} p={p} />}
      </LazyList>
    </ScrollView>
  );
}

/** A trend's post count: the world's posts about it, scaled to the whole network. */
const TREND_POSTS: Record<string, number> = Object.fromEntries(searchFacts().map((f) => [f.query, f.posts.length * 1_731]));

function Explore({ app }: { app: App }) {
  return (
    <ScrollView id="x-explore" class="x-body">
      <div class="x-searchbox" role="button" data-testid="x-search-open" onClick={() => app.push("search")}>
        <Icon path={mdiMagnify} size={18} />
        <span class="x-dim">Search</span>
      </div>
      <div class="x-section">Trends for you</div>
      {X_SEARCH_KEYWORDS.map((k, i) => (
        <div key={k} class="x-trend" role="button" data-testid={`x-trend-${k}`} onClick={() => app.push("search", { q: k })}>
          <div class="x-dim">
            {i + 1} · {app.state.settings.contentFromLocation ? "Trending in Seattle" : app.state.settings.personalizedTrends ? "Trending for you" : "Trending worldwide"}
          </div>
          <div class="x-name">#{k}</div>
          <div class="x-dim">{compact(TREND_POSTS[k] ?? 0)} posts</div>
        </div>
      ))}
    </ScrollView>
  );
}

function Grok({ app }: { app: App }) {
  const prompts = ["Summarize today's top posts about coffee", "What is trending in hiking?", "Explain this thread like I'm five", "Draft a post about my marathon"];
  return (
    <ScrollView id="x-grok" class="x-body">
      <div class="x-grok">
        <Icon path={mdiRobotOutline} size={48} />
        <div class="x-grok-title">Grok</div>
        <div class="x-dim">Ask anything. Grok is not available offline on this device.</div>
        {prompts.map((t, i) => (
          <div key={t} class="x-grok-prompt" role="button" data-testid={`x-grok-${i}`} onClick={() => app.toast("Grok is unavailable right now")}>
            {t}
          </div>
        ))}
      </div>
    </ScrollView>
  );
}

function Notifications({ app }: { app: App }) {
  const important = app.state.settings.notificationFilter === "important";
  const items = X_NOTIFICATIONS.filter((n) => !important || n.kind === "reply" || n.kind === "mention");
  return (
    <ScrollView id="x-notifications" class="x-body">
      {items.length === 0 && <Empty icon={mdiBellOutline} text="Nothing to see here yet" />}
      {items.map((n) => {
        const target = n.post ? postView(app.state, n.post) : null;
        return (
          <div key={n.id} class="x-notif" role="button" data-testid={`x-notif-${n.id}`} onClick={() => (target ? app.push("post", { id: target.id }) : app.push("profile", { user: n.user }))}>
            <XAvatar app={app} user={n.user} size={32} />
            <div class="x-card-main">
              <div>
                <span class="x-name">{person(app.state, n.user).name}</span> {n.kind === "reply" || n.kind === "mention" ? "" : n.text}
                <span class="x-dim"> · {ago(app.os.clock.now, n.time)}</span>
              </div>
              {(n.kind === "reply" || n.kind === "mention") && <div class="x-text">{n.text}</div>}
              {target && n.kind !== "reply" && <div class="x-dim x-clip">{target.text}</div>}
            </div>
          </div>
        );
      })}
    </ScrollView>
  );
}

function Messages({ app }: { app: App }) {
  const convs = [...app.state.conversations].sort((a, b) => (b.messages.at(-1)?.time ?? 0) - (a.messages.at(-1)?.time ?? 0) || a.id.localeCompare(b.id));
  return (
    <ScrollView id="x-messages" class="x-body">
      {convs.length === 0 && <Empty icon={mdiEmailOutline} text="Welcome to your inbox!" />}
      {convs.map((c) => {
        const last = c.messages.at(-1);
        return (
          <div
            key={c.id}
            class="x-dm-row"
            role="button"
            data-testid={`x-dm-${c.id}`}
            onClick={() => {
              markRead(app, c.id);
              app.push("conversation", { id: c.id });
            }}
          >
            <XAvatar app={app} user={c.user} size={44} />
            <div class="x-card-main">
              <NameLine app={app} user={c.user} time={last?.time} />
              <div class={`x-clip ${c.unreadCount > 0 ? "x-unread" : "x-dim"}`}>{last ? `${last.from === ME ? "You: " : ""}${last.text}` : ""}</div>
            </div>
            {c.unreadCount > 0 && <span class="x-badge" data-testid={`x-dm-unread-${c.id}`}>{c.unreadCount}</span>}
          </div>
        );
      })}
    </ScrollView>
  );
}

function Drawer({ app }: { app: App }) {
  const me = person(app.state, ME);
  const go = (screen: string, params?: Record<string, string>) => {
    app.closeOverlay();
    app.push(screen, params);
  };
  return (
    <div class="x-scrim" data-testid="x-drawer-scrim" onClick={(e) => e.target === e.currentTarget && app.closeOverlay()}>
      <nav class="x-drawer" data-testid="x-drawer">
        <XAvatar app={app} user={ME} size={44} />
        <div class="x-name">{me.name}</div>
        <div class="x-dim">@{me.handle}</div>
        <div class="x-drawer-counts">
          <span role="button" data-testid="x-drawer-following" onClick={() => go("follows", { user: ME, tab: "Following" })}>
            <b>{me.following}</b> <span class="x-dim">Following</span>
          </span>
          <span role="button" data-testid="x-drawer-followers" onClick={() => go("follows", { user: ME, tab: "Followers" })}>
            <b>{me.followers}</b> <span class="x-dim">Followers</span>
          </span>
        </div>
        {[
          { id: "profile", label: "Profile", icon: mdiAccountOutline, go: () => go("profile", { user: ME }) },
          { id: "bookmarks", label: "Bookmarks", icon: mdiBookmarkOutline, go: () => go("bookmarks") },
          { id: "settings", label: "Settings and privacy", icon: mdiCogOutline, go: () => go("settings") },
        ].map((it) => (
          <div key={it.id} class="x-drawer-item" role="button" data-testid={`x-drawer-${it.id}`} onClick={it.go}>
            <Icon path={it.icon} size={24} />
            {it.label}
          </div>
        ))}
      </nav>
    </div>
  );
}

export function HomeScreen({ route, app }: ScreenProps<XState>) {
  const tab = (route.data.tab as string | undefined) ?? "home";
  const feed = (route.data.feed as string | undefined) ?? (app.state.settings.forYouFirst ? "foryou" : "following");
  let body;
  if (tab === "explore") body = <Explore app={app} />;
  else if (tab === "grok") body = <Grok app={app} />;
  else if (tab === "notifications") body = <Notifications app={app} />;
  else if (tab === "messages") body = <Messages app={app} />;
  else body = <Timeline app={app} feed={feed} />;
  const titles: Record<string, string> = { notifications: "Notifications", messages: "Messages", explore: "Explore", grok: "Grok" };
  return (
    <div class="x-root">
      <header class="x-top">
        <button class="x-avatar-btn" aria-label="Open navigation" data-testid="x-avatar" onClick={() => app.openOverlay("sheet", "drawer")}>
          <XAvatar app={app} user={ME} size={32} />
        </button>
        <div class="x-top-center">{tab === "home" ? <XLogo /> : <span class="x-top-title">{titles[tab]}</span>}</div>
        <span class="x-top-spacer" />
      </header>
      {tab === "home" && (
        <div class="x-feedtabs" role="tablist">
          {[
            ["foryou", "For you"],
            ["following", "Following"],
          ].map(([id, label]) => (
            <button key={id} role="tab" aria-selected={feed === id} class={`x-feedtab ${feed === id ? "active" : ""}`} data-testid={`x-tab-${id}`} onClick={() => app.setData({ feed: id })}>
              <span>{label}</span>
            </button>
          ))}
        </div>
      )}
      <div class="x-main">
        {body}
        {(tab === "home" || tab === "explore") && <Fab icon={mdiFeather} label="Post" testId="x-compose" onClick={() => app.push("compose")} />}
      </div>
      <BottomNav items={NAV} active={tab} onSelect={(id) => app.setData({ tab: id })} />
      {route.overlay?.name === "drawer" && <Drawer app={app} />}
      <RepostMenu app={app} overlay={route.overlay} />
    </div>
  );
}
