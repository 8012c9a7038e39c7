/** The main screen: Home (feed tabs), Market, Messages and Me, with the bottom bar and its + button. */
import { mdiAccountPlusOutline, mdiArrowLeft, mdiBellOutline, mdiChevronDown, mdiCogOutline, mdiCommentTextOutline, mdiHeart, mdiHistory, mdiMagnify, mdiMenu, mdiPin, mdiPlus, mdiStar } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { BottomSheet, Empty, Icon, IconButton, ListItem, ScrollView } from "../../os/ui/kit";
import { RB_CATEGORIES, RB_LOCAL_CITY, RB_PRODUCTS, defaultNotices } from "../../../world/redbook";
import { feed, findNote, nickname, sortedChats, userNotes, userStats, when, ME, type NoteView } from "./logic";
import { Cover, NoteGrid, RED, Stat, UserAvatar, type App } from "./parts";
import type { RedbookState } from "./state";

export const FEED_TABS = ["Follow", "Discover", "Local", ...RB_CATEGORIES];

function HomeTab({ app, tab }: { app: App; tab: string }) {
  const notes = feed(app.state, tab, RB_LOCAL_CITY);
  const visible = ["Follow", "Discover", "Local", ...(FEED_TABS.indexOf(tab) > 2 ? [tab] : [])];
  return (
    <>
      <header class="rb-top">
        <IconButton path={mdiMenu} label="Menu" testId="rb-menu" onClick={() => app.push("settings")} />
        <div class="rb-feedtabs" role="tablist">
          {visible.map((t) => (
            <button key={t} role="tab" aria-selected={tab === t} class={`rb-feedtab ${tab === t ? "active" : ""}`} data-testid={`rb-tab-${t}`} onClick={() => app.setData({ feedTab: t })}>
              {t}
            </button>
          ))}
        </div>
        <IconButton path={mdiMagnify} label="Search" testId="rb-search" onClick={() => app.push("search")} />
      </header>
      <div class="rb-cats" role="tablist">
        {RB_CATEGORIES.slice(0, 4).map((c) => (
          <button key={c} class={`rb-cat ${tab === c ? "active" : ""}`} data-testid={`rb-cat-${c}`} onClick={() => app.setData({ feedTab: c })}>
            {c}
          </button>
        ))}
        <button class="rb-cat more" aria-label="All channels" data-testid="rb-cats-more" onClick={() => app.openOverlay("sheet", "channels")}>
          <Icon path={mdiChevronDown} size={18} />
        </button>
      </div>
      <div class="rb-body">
        {notes.length === 0 ? <Empty icon={mdiAccountPlusOutline} text="Follow people to see their notes here" /> : <NoteGrid app={app} notes={notes} scrollId={`rb-feed-${tab}`} prefix="rb-note" footer={<div class="rb-end">- THE END -</div>} />}
      </div>
    </>
  );
}

function MarketTab() {
  return (
    <>
      <header class="rb-top">
        <h1 class="rb-top-title">Market</h1>
      </header>
      <div class="rb-body">
        <ScrollView id="rb-market">
          <div class="rb-market">
            {RB_PRODUCTS.map((p) => (
              <div key={p.id} class="rb-product" data-testid={`rb-product-${p.id}`}>
                <Cover seed={p.cover} category="Home" height={140} />
                <div class="rb-product-title">{p.title}</div>
                <div class="rb-product-foot">
                  <b class="rb-price">¥{p.price}</b>
                  <span class="rb-dim">{p.sold} sold</span>
                </div>
              </div>
            ))}
          </div>
        </ScrollView>
      </div>
    </>
  );
}

function MessagesTab({ app }: { app: App }) {
  const now = app.os.clock.now;
  const tz = app.os.clock.tzOffsetMinutes;
  const entries = [
    { id: "likes", label: "Likes & collects", icon: mdiHeart, color: RED },
    { id: "follows", label: "New followers", icon: mdiAccountPlusOutline, color: "#3d8af7" },
    { id: "comments", label: "Comments & @", icon: mdiCommentTextOutline, color: "#30c27e" },
  ];
  return (
    <>
      <header class="rb-top">
        <h1 class="rb-top-title center">Messages</h1>
      </header>
      <div class="rb-body">
        <ScrollView id="rb-messages">
          <div class="rb-msg-entries">
            {entries.map((e) => (
              <button key={e.id} class="rb-msg-entry" data-testid={`rb-notices-${e.id}`} onClick={() => app.push("notices", { kind: e.id })}>
                <span class="rb-msg-entry-icon" style={{ background: e.color }}>
                  <Icon path={e.icon} size={26} color="#fff" />
                </span>
                {e.label}
              </button>
            ))}
          </div>
          {sortedChats(app.state).map((c) => {
            const last = c.messages.at(-1);
            return (
              <ListItem
                key={c.id}
                testId={`rb-chat-${c.id}`}
                leading={<UserAvatar user={c.user} name={nickname(app.state, c.user)} size={44} />}
                title={nickname(app.state, c.user)}
                subtitle={last ? last.text : ""}
                trailing={
                  <span class="rb-chat-meta">
                    <span class="rb-dim">{last ? when(now, last.time, tz) : ""}</span>
                    {c.pinned && <Icon path={mdiPin} size={14} />}
                    {c.unread > 0 && !c.muted && <span class="rb-badge">{c.unread}</span>}
                  </span>
                }
                onClick={() => {
                  app.update((d) => void (d.chats.find((x) => x.id === c.id)!.unread = 0));
                  app.push("chat", { user: c.user });
                }}
              />
            );
          })}
        </ScrollView>
      </div>
    </>
  );
}

function MeTab({ app, sub }: { app: App; sub: string }) {
  const s = app.state;
  const stats = userStats(s, ME);
  let notes: NoteView[];
  if (sub === "collects") notes = s.collected.map((c) => findNote(s, c.id)).filter((n): n is NoteView => !!n);
  else if (sub === "liked") notes = s.liked.map((c) => findNote(s, c.id)).filter((n): n is NoteView => !!n);
  else notes = userNotes(s, ME);
  return (
    <>
      <div class="rb-me-head">
        <div class="rb-me-bar">
          <IconButton path={mdiHistory} label="Browse history" testId="rb-me-history" onClick={() => app.push("history")} />
          <span class="rb-top-spacer" />
          <IconButton path={mdiCogOutline} label="Settings" testId="rb-me-settings" onClick={() => app.push("settings")} />
        </div>
        <div class="rb-me-id">
          <UserAvatar user={ME} name={s.profile.nickname} size={64} />
          <div>
            <div class="rb-me-name" data-testid="rb-me-name">{s.profile.nickname}</div>
            <div class="rb-dim-light">RedNote ID: {s.profile.redId}</div>
          </div>
        </div>
        <div class="rb-me-bio">{s.profile.bio}</div>
        <div class="rb-me-stats">
          <Stat value={stats.following} label="Following" testId="rb-me-following" onClick={() => app.push("userList", { user: ME, kind: "following" })} />
          <Stat value={stats.fans} label="Fans" testId="rb-me-fans" onClick={() => app.push("userList", { user: ME, kind: "fans" })} />
          <Stat value={stats.likesCollects} label="Likes & collects" testId="rb-me-likes" />
        </div>
        <div class="rb-me-actions">
          <button class="rb-outline-btn" data-testid="rb-me-edit" onClick={() => app.push("editProfile")}>
            Edit profile
          </button>
          <IconButton path={mdiAccountPlusOutline} label="Add friends" testId="rb-me-add" onClick={() => app.push("search", { users: true })} />
        </div>
      </div>
      <div class="rb-subtabs" role="tablist">
        {[["notes", "Notes"], ["collects", "Collects"], ["liked", "Liked"]].map(([id, label]) => (
          <button key={id} role="tab" aria-selected={sub === id} class={`rb-subtab ${sub === id ? "active" : ""}`} data-testid={`rb-me-tab-${id}`} onClick={() => app.setData({ meTab: id })}>
            {label}
          </button>
        ))}
      </div>
      <div class="rb-body">{notes.length === 0 ? <Empty icon={mdiStar} text="Nothing here yet" /> : <NoteGrid app={app} notes={notes} scrollId={`rb-me-${sub}`} prefix={`rb-me-${sub}`} />}</div>
    </>
  );
}

const NAV = [
  { id: "home", label: "Home" },
  { id: "market", label: "Market" },
  { id: "publish", label: "" },
  { id: "messages", label: "Messages" },
  { id: "me", label: "Me" },
];

export function HomeScreen({ route, app }: ScreenProps<RedbookState>) {
  const tab = (route.data.tab as string | undefined) ?? "home";
  const feedTab = (route.data.feedTab as string | undefined) ?? "Discover";
  const unread = app.state.chats.reduce((t, c) => t + (c.muted ? 0 : c.unread), 0);
  let body;
  if (tab === "market") body = <MarketTab />;
  else if (tab === "messages") body = <MessagesTab app={app} />;
  else if (tab === "me") body = <MeTab app={app} sub={(route.data.meTab as string | undefined) ?? "notes"} />;
  else body = <HomeTab app={app} tab={feedTab} />;
  return (
    <div class="rb-root">
      {body}
      <nav class="rb-nav">
        {NAV.map((n) =>
          n.id === "publish" ? (
            <button key={n.id} class="rb-nav-plus" aria-label="Publish" data-testid="rb-nav-publish" onClick={() => app.push("publish")}>
              <Icon path={mdiPlus} size={24} color="#fff" />
            </button>
          ) : (
            <button key={n.id} class={`rb-nav-item ${tab === n.id ? "active" : ""}`} data-testid={`rb-nav-${n.id}`} onClick={() => app.setData({ tab: n.id })}>
              {n.label}
              {n.id === "messages" && unread > 0 && <span class="rb-badge small">{unread}</span>}
            </button>
          ),
        )}
      </nav>
      {route.overlay?.name === "channels" && (
        <BottomSheet title="All channels" testId="rb-channels" onDismiss={app.closeOverlay}>
          <div class="rb-channels">
            {FEED_TABS.map((t) => (
              <button key={t} class={`rb-channel ${feedTab === t ? "active" : ""}`} data-testid={`rb-channel-${t}`} onClick={() => (app.setData({ feedTab: t }), app.closeOverlay())}>
                {t}
              </button>
            ))}
          </div>
        </BottomSheet>
      )}
    </div>
  );
}

/** Likes & collects, new followers, comments & @: the world's notices of each kind. */
export function NoticesScreen({ route, app }: ScreenProps<RedbookState>) {
  const kind = route.params.kind as string;
  const kinds: Record<string, string[]> = { likes: ["like", "collect"], follows: ["follow"], comments: ["comment", "mention"] };
  const titles: Record<string, string> = { likes: "Likes & collects", follows: "New followers", comments: "Comments & @" };
  const list = defaultNotices().filter((n) => kinds[kind]?.includes(n.kind));
  return (
    <div class="rb-root">
      <header class="rb-top">
        <IconButton path={mdiArrowLeft} label="Back" testId="rb-back" onClick={app.pop} />
        <h1 class="rb-top-title center">{titles[kind] ?? ""}</h1>
      </header>
      <div class="rb-body">
        <ScrollView id={`rb-notices-${kind}`}>
          {list.length === 0 && <Empty icon={mdiBellOutline} text="No notifications" />}
          {list.map((n) => {
            const note = n.note ? findNote(app.state, n.note) : undefined;
            return (
              <ListItem
                key={n.id}
                testId={`rb-notice-${n.id}`}
                leading={<UserAvatar user={n.user} name={nickname(app.state, n.user)} size={40} />}
                title={nickname(app.state, n.user)}
                subtitle={`${n.text} · ${when(app.os.clock.now, n.time, app.os.clock.tzOffsetMinutes)}`}
                trailing={note ? <span class="rb-dim rb-ellipsis rb-notice-note">{note.title}</span> : null}
                onClick={() => (note ? app.push("note", { id: note.id }) : app.push("user", { user: n.user }))}
              />
            );
          })}
        </ScrollView>
      </div>
    </div>
  );
}
