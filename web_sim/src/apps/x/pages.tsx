/** X's pushed screens: post detail and its activity, compose, search, profiles, follow lists, DMs, bookmarks. */
import { mdiBookmarkOutline, mdiCalendarMonthOutline, mdiClose, mdiImageOutline, mdiMapMarkerOutline, mdiSend } from "@mdi/js";
import { PhotoPicker, pickerToggle } from "../../os/media";
import type { ScreenProps } from "../../os/types";
import { BottomSheet, Button, Empty, Icon, ScrollView, TextField, useLazyItems } from "../../os/ui/kit";
import { wallTime, formatHm, MONTHS } from "../../os/time";
import {
  MAX_CHARS,
  MAX_PHOTOS,
  bookmarkedPosts,
  compact,
  deletePost,
  followersOf,
  followingOf,
  isFollowing,
  likedPosts,
  myPostsAndReposts,
  person,
  postView,
  publish,
  recordSearch,
  repliesTo,
  searchAll,
  searchPeople,
  sendDm,
  toggleFollow,
  userPosts,
  type App,
} from "./logic";
import { ActionBar, Header, MediaGrid, NameLine, POST_CARD_MIN_HEIGHT, PostCard, QuoteBox, RepostMenu, Verified, XAvatar } from "./parts";
import { ME, type XState } from "./state";

function stamp(app: App, t: number): string {
  const w = wallTime(t, app.os.clock.tzOffsetMinutes);
  return `${formatHm(w.hour, w.minute)} · ${MONTHS[w.month - 1].slice(0, 3)} ${w.day}, ${w.year}`;
}

export function PostScreen({ route, app }: ScreenProps<XState>) {
  const id = String(route.params.id);
  const p = postView(app.state, id);
  if (!p) return <div class="x-root"><Header app={app} title="Post" /><Empty icon={mdiClose} text="This post was deleted." /></div>;
  const parent = p.replyTo ? postView(app.state, p.replyTo) : null;
  const replies = repliesTo(app.state, id);
  const counts = app.state.settings.showInteractionCounts;
  return (
    <div class="x-root">
      <Header app={app} title="Post" />
      <ScrollView id="x-post" class="x-body">
        {parent && <PostCard app={app} p={parent} />}
        <div class="x-detail" data-testid="x-detail">
          <div class="x-card-row" role="button" data-testid={`x-detail-author`} onClick={() => app.push("profile", { user: p.author })}>
            <XAvatar app={app} user={p.author} size={44} />
            <NameLine app={app} user={p.author} />
          </div>
          <div class="x-detail-text" data-testid="x-detail-text">{p.text}</div>
          <MediaGrid app={app} media={p.media} />
          {p.quoteOf && <QuoteBox app={app} id={p.quoteOf} />}
          <div class="x-dim x-detail-time">
            {stamp(app, p.time)} · <b class="x-ink">{compact(p.views)}</b> Views
          </div>
          {counts && (
            <div class="x-detail-counts" role="button" data-testid="x-detail-activity" onClick={() => app.push("activity", { post: id })}>
              <span><b>{compact(p.reposts)}</b> Reposts</span>
              <span><b>{compact(p.quotes)}</b> Quotes</span>
              <span><b>{compact(p.likes)}</b> Likes</span>
              <span><b>{compact(p.bookmarks)}</b> Bookmarks</span>
            </div>
          )}
          <ActionBar app={app} p={p} />
          {p.author === ME && (
            <button class="x-text-btn" data-testid="x-delete-post" onClick={() => (deletePost(app, id), app.pop())}>
              Delete post
            </button>
          )}
        </div>
        <div class="x-reply-prompt" role="button" data-testid="x-detail-reply" onClick={() => app.push("compose", { replyTo: id })}>
          <XAvatar app={app} user={ME} size={28} />
          <span class="x-dim">Post your reply</span>
        </div>
        {replies.map((r) => (
          <PostCard key={r.id} app={app} p={r} />
        ))}
      </ScrollView>
      <RepostMenu app={app} overlay={route.overlay} />
    </div>
  );
}

/** Post activity: every count of a post, as the analytics page lists them. */
export function ActivityScreen({ route, app }: ScreenProps<XState>) {
  const p = postView(app.state, String(route.params.post));
  if (!p) return <div class="x-root"><Header app={app} title="Post activity" /></div>;
  const rows: Array<[string, number]> = [["Views", p.views], ["Replies", p.replies], ["Reposts", p.reposts], ["Quotes", p.quotes], ["Likes", p.likes], ["Bookmarks", p.bookmarks]];
  return (
    <div class="x-root">
      <Header app={app} title="Post activity" />
      <ScrollView id="x-activity" class="x-body">
        <div class="x-quote-box">
          <NameLine app={app} user={p.author} time={p.time} />
          <div class="x-text">{p.text}</div>
        </div>
        {rows.map(([label, n]) => (
          <div key={label} class="x-stat" data-testid={`x-stat-${label.toLowerCase()}`}>
            <span>{label}</span>
            <b>{n.toLocaleString("en-US")}</b>
          </div>
        ))}
      </ScrollView>
    </div>
  );
}

/** The composer: a new post, a reply (`replyTo`) or a quote (`quoteOf`), with the character count. */
export function ComposeScreen({ route, app }: ScreenProps<XState>) {
  const text = (route.data.text as string | undefined) ?? "";
  const replyTo = (route.params.replyTo as string | undefined) ?? null;
  const quoteOf = (route.params.quoteOf as string | undefined) ?? null;
  const parent = replyTo ? postView(app.state, replyTo) : null;
  const media = (route.data.media as string[] | undefined) ?? [];
  const left = MAX_CHARS - text.length;
  const ok = (text.trim() !== "" || media.length > 0) && left >= 0;
  return (
    <div class="x-root">
      <header class="x-compose-top">
        <button class="x-iconbtn" aria-label="Cancel" data-testid="x-compose-cancel" onClick={() => app.pop()}>
          <Icon path={mdiClose} size={22} />
        </button>
        <span class="x-top-spacer" />
        <span class={`x-count ${left < 0 ? "over" : left <= 20 ? "near" : ""}`} data-testid="x-char-count">
          {left}
        </span>
        <button class={`x-post-btn ${ok ? "" : "disabled"}`} aria-disabled={!ok} data-testid="x-post-submit" onClick={() => ok && publish(app, text, replyTo, quoteOf, media) && app.pop()}>
          {replyTo ? "Reply" : "Post"}
        </button>
      </header>
      <ScrollView id="x-compose" class="x-body">
        {parent && (
          <div class="x-compose-parent">
            <NameLine app={app} user={parent.author} time={parent.time} />
            <div class="x-text">{parent.text}</div>
            <div class="x-dim">Replying to <span class="x-link">@{person(app.state, parent.author).handle}</span></div>
          </div>
        )}
        <div class="x-compose-row">
          <XAvatar app={app} user={ME} size={36} />
          <div class="x-compose-field">
            <TextField id="x.compose" value={text} multiline placeholder={replyTo ? "Post your reply" : quoteOf ? "Add a comment" : "What's happening?"} onChange={(v) => app.setData({ text: v })} />
          </div>
        </div>
        <MediaGrid app={app} media={media} onRemove={(id) => app.setData({ media: media.filter((m) => m !== id) })} />
        {quoteOf && <QuoteBox app={app} id={quoteOf} />}
      </ScrollView>
      <div class="x-compose-tools">
        <button class="x-iconbtn x-send" aria-label="Add photos" data-testid="x-compose-photo" onClick={() => app.openOverlay("sheet", "photos", { selected: media })}>
          <Icon path={mdiImageOutline} size={24} />
        </button>
      </div>
      {route.overlay?.name === "photos" && <PhotosSheet app={app} picked={(route.overlay.data.selected as string[] | undefined) ?? []} />}
    </div>
  );
}

/** Up to four photos of the gallery for the post; Add puts them into the composer's draft. */
function PhotosSheet({ app, picked }: { app: App; picked: string[] }) {
  return (
    <BottomSheet title="Recents" testId="x-photos-sheet" onDismiss={() => app.closeOverlay()}>
      <div class="x-photos">
        <PhotoPicker os={app.os} selected={picked} onToggle={(id) => app.openOverlay("sheet", "photos", { selected: pickerToggle(picked, id, MAX_PHOTOS) })} testId="x-picker" />
      </div>
      <Button testId="x-photos-add" disabled={picked.length === 0} onClick={() => (app.closeOverlay(), app.setData({ media: picked }))}>
        {`Add${picked.length ? ` (${picked.length})` : ""}`}
      </Button>
    </BottomSheet>
  );
}

const SEARCH_TABS = ["Top", "Latest", "People"];

export function SearchScreen({ route, app }: ScreenProps<XState>) {
  const q = (route.data.q as string | undefined) ?? (route.params.q as string | undefined) ?? "";
  const tab = (route.data.tab as string | undefined) ?? "Top";
  const posts = tab === "People" ? [] : searchAll(app.state, q, tab === "Latest");
  const scrollId = `x-search-${tab}-${q}`;
  const shown = useLazyItems(scrollId, posts, POST_CARD_MIN_HEIGHT);
  const people = tab === "People" ? searchPeople(q) : [];
  return (
    <div class="x-root">
      <header class="x-header">
        <div class="x-search-field">
          <TextField id="x.search" value={q} search placeholder="Search" onChange={(v) => app.setData({ q: v })} onSubmit={() => recordSearch(app, q)} />
        </div>
        {q !== "" && (
          <button class="x-iconbtn" aria-label="Clear search" data-testid="x-search-clear" onClick={() => app.setData({ q: "" })}>
            <Icon path={mdiClose} size={20} />
          </button>
        )}
      </header>
      {q !== "" && (
        <div class="x-feedtabs" role="tablist">
          {SEARCH_TABS.map((t) => (
            <button key={t} role="tab" aria-selected={tab === t} class={`x-feedtab ${tab === t ? "active" : ""}`} data-testid={`x-stab-${t}`} onClick={() => app.setData({ tab: t })}>
              <span>{t}</span>
            </button>
          ))}
        </div>
      )}
      <ScrollView id={scrollId} class="x-body">
        {q === "" &&
          app.state.searchHistory.map((h, i) => (
            <div key={h} class="x-dm-row" role="button" data-testid={`x-history-${i}`} onClick={() => app.setData({ q: h })}>
              {h}
            </div>
          ))}
        {q !== "" && tab !== "People" && posts.length === 0 && <Empty icon={mdiClose} text={`No results for "${q}"`} />}
        {shown.map((p) => (
          <PostCard key={p.id} app={app} p={p} />
        ))}
        {people.map((u) => (
          <PersonRow key={u.id} app={app} user={u.id} />
        ))}
      </ScrollView>
      <RepostMenu app={app} overlay={route.overlay} />
    </div>
  );
}

function FollowButton({ app, user }: { app: App; user: string }) {
  if (user === ME) return null;
  const on = isFollowing(app.state, user);
  return (
    <button class={`x-follow ${on ? "on" : ""}`} data-testid={`x-follow-${user}`} onClick={(e) => (e.stopPropagation(), toggleFollow(app, user))}>
      {on ? "Following" : "Follow"}
    </button>
  );
}

function PersonRow({ app, user }: { app: App; user: string }) {
  const p = person(app.state, user);
  return (
    <div class="x-person" role="button" data-testid={`x-person-${user}`} onClick={() => app.push("profile", { user })}>
      <XAvatar app={app} user={user} size={40} />
      <div class="x-card-main">
        <NameLine app={app} user={user} />
        <div class="x-clip">{p.bio}</div>
      </div>
      <FollowButton app={app} user={user} />
    </div>
  );
}

const PROFILE_TABS = ["Posts", "Replies", "Likes"];

export function ProfileScreen({ route, app }: ScreenProps<XState>) {
  const user = String(route.params.user ?? ME);
  const p = person(app.state, user);
  const tab = (route.data.tab as string | undefined) ?? "Posts";
  const posts = tab === "Likes" ? (user === ME ? likedPosts(app.state) : []).map((p) => ({ p, reposted: false })) : user === ME && tab === "Posts" ? myPostsAndReposts(app.state) : userPosts(app.state, user, tab === "Replies").map((p) => ({ p, reposted: false }));
  const shown = useLazyItems("x-profile", posts, POST_CARD_MIN_HEIGHT);
  const tabs = user === ME ? PROFILE_TABS : PROFILE_TABS.slice(0, 2);
  const posted = userPosts(app.state, user, false).length + userPosts(app.state, user, true).length;
  return (
    <div class="x-root">
      <Header app={app} title={p.name} subtitle={`${posted} posts`} />
      <ScrollView id="x-profile" class="x-body">
        <div class="x-banner" style={{ background: p.color }} />
        <div class="x-profile-head">
          <div class="x-profile-avatar">
            <XAvatar app={app} user={user} size={72} />
          </div>
          {user === ME ? (
            <button class="x-follow on" data-testid="x-edit-profile" onClick={() => app.toast("Edit profile is not available here")}>
              Edit profile
            </button>
          ) : (
            <FollowButton app={app} user={user} />
          )}
        </div>
        <div class="x-profile-info">
          <div class="x-profile-name">
            {p.name} {p.verified && <Verified size={18} />}
          </div>
          <div class="x-dim">@{p.handle}</div>
          <div class="x-text" data-testid="x-profile-bio">{p.bio}</div>
          <div class="x-dim x-profile-meta">
            <Icon path={mdiMapMarkerOutline} size={16} /> {p.location} <Icon path={mdiCalendarMonthOutline} size={16} /> Joined {p.joined}
          </div>
          <div class="x-profile-counts">
            <span role="button" data-testid="x-profile-following" onClick={() => app.push("follows", { user, tab: "Following" })}>
              <b>{compact(p.following)}</b> <span class="x-dim">Following</span>
            </span>
            <span role="button" data-testid="x-profile-followers" onClick={() => app.push("follows", { user, tab: "Followers" })}>
              <b>{compact(p.followers)}</b> <span class="x-dim">Followers</span>
            </span>
          </div>
        </div>
        <div class="x-feedtabs" role="tablist">
          {tabs.map((t) => (
            <button key={t} role="tab" aria-selected={tab === t} class={`x-feedtab ${tab === t ? "active" : ""}`} data-testid={`x-ptab-${t}`} onClick={() => app.setData({ tab: t })}>
              <span>{t}</span>
            </button>
          ))}
        </div>
        {posts.length === 0 && <Empty icon={mdiClose} text="Nothing here yet" />}
        {shown.map(({ p: x, reposted }) => (
          <PostCard key={x.id} app={app} p={x} reposted={reposted} />
        ))}
      </ScrollView>
      <RepostMenu app={app} overlay={route.overlay} />
    </div>
  );
}

export function FollowsScreen({ route, app }: ScreenProps<XState>) {
  const user = String(route.params.user ?? ME);
  const tab = (route.data.tab as string | undefined) ?? String(route.params.tab ?? "Following");
  const ids = tab === "Followers" ? followersOf(app.state, user) : followingOf(app.state, user);
  const p = person(app.state, user);
  return (
    <div class="x-root">
      <Header app={app} title={p.name} subtitle={`@${p.handle}`} />
      <div class="x-feedtabs" role="tablist">
        {["Followers", "Following"].map((t) => (
          <button key={t} role="tab" aria-selected={tab === t} class={`x-feedtab ${tab === t ? "active" : ""}`} data-testid={`x-ftab-${t}`} onClick={() => app.setData({ tab: t })}>
            <span>{t}</span>
          </button>
        ))}
      </div>
      <ScrollView id={`x-follows-${tab}`} class="x-body">
        {ids.length === 0 && <Empty icon={mdiClose} text="Nobody here yet" />}
        {ids.map((id) => (
          <PersonRow key={id} app={app} user={id} />
        ))}
      </ScrollView>
    </div>
  );
}

export function ConversationScreen({ route, app }: ScreenProps<XState>) {
  const c = app.state.conversations.find((x) => x.id === String(route.params.id));
  if (!c) return <div class="x-root"><Header app={app} title="Messages" /></div>;
  const p = person(app.state, c.user);
  const draft = (route.data.draft as string | undefined) ?? "";
  const send = () => sendDm(app, c.id, draft) && app.setData({ draft: "" });
  return (
    <div class="x-root">
      <Header app={app} title={p.name} subtitle={`@${p.handle}`} />
      <ScrollView id="x-conversation" class="x-body x-chat">
        <div class="x-chat-head" role="button" data-testid="x-chat-profile" onClick={() => app.push("profile", { user: c.user })}>
          <XAvatar app={app} user={c.user} size={56} />
          <div class="x-name">{p.name}</div>
          <div class="x-dim">@{p.handle} · {compact(p.followers)} Followers</div>
        </div>
        {c.messages.map((m) => (
          <div key={m.id} class={`x-bubble-row ${m.from === ME ? "mine" : ""}`}>
            <div class={`x-bubble ${m.from === ME ? "mine" : ""}`} data-testid={`x-msg-${m.id}`}>
              {m.text}
            </div>
            <div class="x-dim x-bubble-time">{stamp(app, m.time)}</div>
          </div>
        ))}
      </ScrollView>
      <div class="x-chat-input">
        <div class="x-chat-field">
          <TextField id="x.dm" value={draft} placeholder="Start a message" onChange={(v) => app.setData({ draft: v })} onSubmit={send} />
        </div>
        <button class={`x-iconbtn x-send ${draft.trim() ? "" : "disabled"}`} aria-label="Send" data-testid="x-dm-send" onClick={send}>
          <Icon path={mdiSend} size={22} />
        </button>
      </div>
    </div>
  );
}

export function BookmarksScreen({ route, app }: ScreenProps<XState>) {
  const posts = bookmarkedPosts(app.state);
  return (
    <div class="x-root">
      <Header app={app} title="Bookmarks" subtitle={`@${app.state.profile.handle}`} />
      <ScrollView id="x-bookmarks" class="x-body">
        {posts.length === 0 && <Empty icon={mdiBookmarkOutline} text="Save posts for later" />}
        {posts.map((p) => (
          <PostCard key={p.id} app={app} p={p} />
        ))}
      </ScrollView>
      <RepostMenu app={app} overlay={route.overlay} />
    </div>
  );
}
