/** The main screen: Home/Popular feeds, Communities, Chat and Inbox tabs, with the bottom bar. */
import { mdiAccountGroupOutline, mdiBellOutline, mdiChatOutline, mdiChatPlusOutline, mdiHomeOutline, mdiMagnify, mdiPlus } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { BottomNav, Empty, Icon, IconButton, LazyList, ListItem, ScrollView } from "../../os/ui/kit";
import { COMMUNITIES, ago, community, compact, homeFeed, isJoined, lastTime, popularFeed, type RedditState } from "./logic";
import { CommunityIcon, JoinButton, POST_CARD_MIN_HEIGHT, PostCard, RedditLogo, UserAvatar, type App } from "./parts";
import { ME } from "./logic";

const NAV = [
  { id: "home", label: "Home", icon: mdiHomeOutline },
  { id: "communities", label: "Communities", icon: mdiAccountGroupOutline },
  { id: "create", label: "Create", icon: mdiPlus },
  { id: "chat", label: "Chat", icon: mdiChatOutline },
  { id: "inbox", label: "Inbox", icon: mdiBellOutline },
];

function TopBar({ app, title, children }: { app: App; title?: string; children?: preact.ComponentChildren }) {
  return (
    <header class="reddit-top">
      <RedditLogo size={30} />
      {title ? <h1 class="reddit-top-title">{title}</h1> : children}
      <span class="reddit-top-spacer" />
      <IconButton path={mdiMagnify} label="Search" testId="reddit-search" onClick={() => app.push("search")} />
      <button class="reddit-top-avatar" aria-label="Profile" data-testid="reddit-profile" onClick={() => app.push("profile", { user: ME })}>
        <UserAvatar name={ME} size={30} />
      </button>
    </header>
  );
}

function Feed({ app, feed }: { app: App; feed: string }) {
  const posts = feed === "popular" ? popularFeed(app.state) : homeFeed(app.state, app.os.clock.now);
  const scrollId = `reddit-feed-${feed}`;
  return (
    <ScrollView id={scrollId} class="reddit-feed">
      <LazyList scrollId={scrollId} items={posts} keyOf={(p) => p.id} minItemHeight={POST_CARD_MIN_HEIGHT} end={<div class="reddit-end">You're all caught up</div>}>
        {(p) => <PostCard app={app} p={p} />}
      </LazyList>
    </ScrollView>
  );
}

function Communities({ app }: { app: App }) {
  const s = app.state;
  const joined = COMMUNITIES.filter((c) => isJoined(s, c.id) && (s.settings.showNsfw || !c.nsfw));
  const others = COMMUNITIES.filter((c) => !isJoined(s, c.id) && (s.settings.showNsfw || !c.nsfw)).sort((a, b) => b.members - a.members);
  const row = (id: string, kind: string) => {
    const c = community(id)!;
    return (
      <ListItem
        key={id}
        testId={`reddit-${kind}-${id}`}
        leading={<CommunityIcon id={id} size={36} />}
        title={`r/${c.name}`}
        subtitle={`${compact(c.members)} members · ${compact(c.online)} online`}
        onClick={() => app.push("community", { id })}
        trailing={<JoinButton app={app} id={id} joined={isJoined(s, id)} testId={`reddit-${kind}-${id}-join`} />}
      />
    );
  };
  return (
    <ScrollView id="reddit-communities">
      <div class="reddit-section">Your communities</div>
      {joined.map((c) => row(c.id, "joined"))}
      <div class="reddit-section">Discover communities</div>
      {others.map((c) => row(c.id, "discover"))}
    </ScrollView>
  );
}

function ChatList({ app }: { app: App }) {
  const threads = [...app.state.chats].sort((a, b) => lastTime(b) - lastTime(a) || a.id.localeCompare(b.id));
  return (
    <ScrollView id="reddit-chats">
      <div class="reddit-chat-new" role="button" data-testid="reddit-chat-new" onClick={() => app.push("newChat")}>
        <Icon path={mdiChatPlusOutline} size={22} />
        Start a new chat
      </div>
      {threads.length === 0 && <Empty icon={mdiChatOutline} text="No chats yet" />}
      {threads.map((t) => {
        const last = t.messages.at(-1);
        return (
          <ListItem
            key={t.id}
            testId={`reddit-chat-${t.id}`}
            leading={<UserAvatar name={t.user} size={40} />}
            title={t.user}
            subtitle={last ? `${last.from === "me" ? "You: " : ""}${last.text}` : "No messages"}
            trailing={<span class="reddit-dim">{ago(app.os.clock.now, lastTime(t))}</span>}
            onClick={() => app.push("chat", { user: t.user })}
          />
        );
      })}
    </ScrollView>
  );
}

function Inbox({ app }: { app: App }) {
  return (
    <ScrollView id="reddit-inbox">
      {app.state.inbox.length === 0 && <Empty icon={mdiBellOutline} text="Nothing here yet" />}
      {app.state.inbox.map((n) => (
        <div key={n.id} class="reddit-inbox-item" role={n.post ? "button" : undefined} data-testid={`reddit-inbox-${n.id}`} onClick={() => n.post && app.push("post", { id: n.post })}>
          {n.user ? <UserAvatar name={n.user} size={34} /> : <RedditLogo size={34} />}
          <div class="reddit-inbox-text">
            <div class="reddit-inbox-title">{n.title}</div>
            <div class="reddit-dim">{n.text}</div>
          </div>
          <span class="reddit-dim">{ago(app.os.clock.now, n.time)}</span>
        </div>
      ))}
    </ScrollView>
  );
}

export function HomeScreen({ route, app }: ScreenProps<RedditState>) {
  const tab = (route.data.tab as string | undefined) ?? "home";
  const feed = (route.data.feed as string | undefined) ?? "home";
  let body;
  if (tab === "communities") body = <Communities app={app} />;
  else if (tab === "chat") body = <ChatList app={app} />;
  else if (tab === "inbox") body = <Inbox app={app} />;
  else body = <Feed app={app} feed={feed} />;
  const titles: Record<string, string> = { communities: "Communities", chat: "Chat", inbox: "Inbox" };
  return (
    <div class="reddit-root">
      <TopBar app={app} title={titles[tab]}>
        <div class="reddit-feedtabs" role="tablist">
          {["home", "popular"].map((f) => (
            <button key={f} role="tab" aria-selected={feed === f} class={`reddit-feedtab ${feed === f ? "active" : ""}`} data-testid={`reddit-feed-${f}`} onClick={() => app.setData({ feed: f })}>
              {f === "home" ? "Home" : "Popular"}
            </button>
          ))}
        </div>
      </TopBar>
      <div class="reddit-body">{body}</div>
      <BottomNav items={NAV} active={tab} onSelect={(id) => (id === "create" ? app.push("create") : app.setData({ tab: id }))} />
    </div>
  );
}
