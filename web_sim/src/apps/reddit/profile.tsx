/** Profiles (mine: posts with delete, comments, edit bio; others: posts, start chat) and settings. */
import { mdiCakeVariant, mdiChatOutline, mdiClose, mdiCogOutline, mdiDotsHorizontal, mdiFileDocumentOutline } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { AppBar, BottomSheet, Button, Empty, Icon, IconButton, ListItem, Menu, ScrollView, SectionHeader, SwitchItem, Tabs, TextField } from "../../os/ui/kit";
import { CHOICES, ME, USERS, ago, community, compact, deleteMyPost, findPost, userPosts, type RedditSettings, type RedditState } from "./logic";
import { ConfirmDelete, PostCard, UserAvatar } from "./parts";

function cakeDay(ms: number): string {
  const d = new Date(ms);
  return d.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

export function ProfileScreen({ route, app }: ScreenProps<RedditState>) {
  const s = app.state;
  const user = (route.params.user as string | undefined) ?? ME;
  const me = user === ME;
  const info = USERS.find((u) => u.id === user);
  const tab = (route.data.tab as string | undefined) ?? "Posts";
  const posts = userPosts(s, user);
  const overlay = route.overlay;
  const target = overlay ? s.posts.find((p) => p.id === overlay.data.id) : undefined;
  const bio = me ? s.profile.bio : info?.bio ?? "";
  return (
    <div class="reddit-root">
      <div class="reddit-banner profile">
        <AppBar
          title=""
          onBack={app.pop}
          actions={me ? <IconButton path={mdiCogOutline} label="Settings" testId="reddit-open-settings" onClick={() => app.push("settings")} /> : undefined}
        />
      </div>
      <div class="reddit-body">
        <ScrollView id="reddit-profile">
          <div class="reddit-phead">
            <UserAvatar name={user} size={72} />
            <h2 data-testid="reddit-profile-name">{me ? s.profile.displayName : user}</h2>
            <div class="reddit-dim">
              u/{user} · {compact(me ? 3120 : info?.karma ?? 0)} karma
            </div>
            <div class="reddit-dim">
              <Icon path={mdiCakeVariant} size={14} /> {me ? "Mar 2, 2023" : info ? cakeDay(info.cakeDay) : ""}
            </div>
            {bio && (
              <p class="reddit-bio" data-testid="reddit-profile-bio">
                {bio}
              </p>
            )}
            {me ? (
              <Button variant="outlined" testId="reddit-edit-profile" onClick={() => app.push("editProfile")}>
                Edit
              </Button>
            ) : (
              <Button variant="outlined" testId="reddit-profile-chat" onClick={() => app.push("chat", { user })}>
                <Icon path={mdiChatOutline} size={18} /> Start chat
              </Button>
            )}
          </div>
          <Tabs tabs={me ? ["Posts", "Comments", "Saved"] : ["Posts"]} active={tab} onSelect={(t) => app.setData({ tab: t })} testId="reddit-profile-tab" />
          {tab === "Posts" && posts.length === 0 && <Empty icon={mdiFileDocumentOutline} text="No posts yet" />}
          {tab === "Posts" &&
            posts.map((p) =>
              me ? (
                <div key={p.id} class="reddit-mypost">
                  <PostCard app={app} p={p} testPrefix="reddit-mypost" />
                  <span class="reddit-mypost-more">
                    <IconButton path={mdiDotsHorizontal} label="More options" testId={`reddit-mypost-${p.id}-more`} onClick={() => app.openOverlay("menu", "mypost", { id: p.id })} />
                  </span>
                </div>
              ) : (
                <PostCard key={p.id} app={app} p={p} />
              ),
            )}
          {tab === "Comments" &&
            [...s.comments]
              .sort((a, b) => b.time - a.time)
              .map((c) => {
                const p = findPost(s, c.post);
                return (
                  <ListItem
                    key={c.id}
                    testId={`reddit-mycomment-${c.id}`}
                    title={c.text}
                    subtitle={`r/${p ? community(p.community)?.name : "?"} · ${p?.title ?? "deleted post"} · ${ago(app.os.clock.now, c.time)}`}
                    onClick={() => p && app.push("post", { id: p.id })}
                  />
                );
              })}
          {tab === "Saved" &&
            s.saved
              .map((x) => findPost(s, x.id))
              .filter((p) => p !== undefined)
              .map((p) => <PostCard key={p.id} app={app} p={p} testPrefix="reddit-saved" />)}
          {tab === "Saved" && s.saved.length === 0 && <Empty icon={mdiFileDocumentOutline} text="No saved posts yet" />}
          {tab === "Comments" && s.comments.length === 0 && <Empty icon={mdiChatOutline} text="No comments yet" />}
          <div class="reddit-end" />
        </ScrollView>
      </div>
      {overlay?.name === "mypost" && target && (
        <Menu testId="reddit-mypost-menu" onDismiss={app.closeOverlay} items={[{ label: "Delete post", testId: "reddit-post-delete", onClick: () => app.openOverlay("dialog", "deletePost", { id: target.id }) }]} />
      )}
      {overlay?.name === "deletePost" && target && (
        <ConfirmDelete app={app} what="post" remove={(d) => deleteMyPost(d, target.id)}>
          Once you delete this post, it can't be restored.
        </ConfirmDelete>
      )}
    </div>
  );
}

export function EditProfileScreen({ route, app }: ScreenProps<RedditState>) {
  const p = app.state.profile;
  const name = (route.data.name as string | undefined) ?? p.displayName;
  const bio = (route.data.bio as string | undefined) ?? p.bio;
  return (
    <div class="reddit-root">
      <header class="mg-appbar">
        <IconButton path={mdiClose} label="Cancel" testId="reddit-edit-cancel" onClick={app.pop} />
        <h1 class="mg-appbar-title">Edit profile</h1>
        <div class="mg-appbar-actions reddit-appbar-btn">
          <Button
            testId="reddit-edit-save"
            onClick={() => {
              app.update((s) => {
                s.profile.displayName = name.trim() || s.profile.displayName;
                s.profile.bio = bio.trim();
              });
              app.pop();
              app.toast("Profile saved");
            }}
          >
            Save
          </Button>
        </div>
      </header>
      <div class="reddit-body">
        <ScrollView id="reddit-editprofile">
          <div class="reddit-phead">
            <UserAvatar name={ME} size={72} />
          </div>
          <div class="reddit-create-field">
            <TextField id="reddit.displayName" label="Display name" value={name} maxLength={30} onChange={(v) => app.setData({ name: v })} />
          </div>
          <div class="reddit-create-field">
            <TextField id="reddit.bio" label="About (bio)" multiline value={bio} maxLength={200} onChange={(v) => app.setData({ bio: v })} />
          </div>
          <div class="reddit-dim reddit-pad">{200 - [...bio].length} characters left</div>
        </ScrollView>
      </div>
    </div>
  );
}

type BoolKey = { [K in keyof RedditSettings]: RedditSettings[K] extends boolean ? K : never }[keyof RedditSettings];

const SECTIONS: Array<{ title: string; rows: Array<{ key: keyof RedditSettings; label: string; sub?: string }> }> = [
  {
    title: "View options",
    rows: [
      { key: "feedSort", label: "Default feed sort" },
      { key: "commentSort", label: "Default comment sort" },
      { key: "cardView", label: "Card view" },
      { key: "showThumbnails", label: "Show thumbnails and images" },
      { key: "showFlairs", label: "Show post flairs" },
      { key: "showAvatars", label: "Show user avatars" },
      { key: "hideSeenPosts", label: "Hide posts I've seen" },
      { key: "communityThemes", label: "Community themes", sub: "Show each community's colours and banner" },
    ],
  },
  {
    title: "Content",
    rows: [
      { key: "showNsfw", label: "Show mature content (I'm over 18)", sub: "See NSFW (Not Safe for Work) content in feeds and search" },
      { key: "blurNsfw", label: "Blur mature (NSFW) images", sub: "Only available when mature content is shown" },
      { key: "openLinksInApp", label: "Open web links in app", sub: "Off: open links in your default browser" },
    ],
  },
  {
    title: "Media",
    rows: [
      { key: "autoplay", label: "Autoplay videos" },
      { key: "autoplayGifs", label: "Autoplay GIFs" },
      { key: "reduceMotion", label: "Reduce motion" },
      { key: "dataSaver", label: "Data saver" },
    ],
  },
  {
    title: "Chat and messaging",
    rows: [
      { key: "allowChatRequests", label: "Allow chat requests" },
      { key: "showOnlineStatus", label: "Show online status" },
    ],
  },
  {
    title: "Notifications",
    rows: [
      { key: "notifyChat", label: "Chat messages" },
      { key: "notifyReplies", label: "Replies to my posts and comments" },
      { key: "notifyMentions", label: "Mentions of my username" },
      { key: "notifyUpvotes", label: "Upvotes on my posts" },
      { key: "notifyTrending", label: "Trending posts" },
    ],
  },
  {
    title: "Privacy",
    rows: [
      { key: "allowFollowers", label: "Allow people to follow you" },
      { key: "personalizedAds", label: "Personalized ads" },
      { key: "saveSearchHistory", label: "Save search history" },
    ],
  },
];

export function SettingsScreen({ route, app }: ScreenProps<RedditState>) {
  const st = app.state.settings;
  const set = (key: keyof RedditSettings, v: boolean | string) => app.update((s) => void ((s.settings as unknown as Record<string, boolean | string>)[key] = v));
  const open = route.overlay?.name === "choice" ? (route.overlay.data.key as keyof RedditSettings) : null;
  return (
    <div class="reddit-root">
      <AppBar title="Settings" onBack={app.pop} />
      <div class="reddit-body">
        <ScrollView id="reddit-settings">
          <div class="reddit-settings-account">
            <UserAvatar name={ME} size={40} />
            <div>
              <b>u/{ME}</b>
              <div class="reddit-dim">Account settings</div>
            </div>
          </div>
          {SECTIONS.map((sec) => (
            <div key={sec.title}>
              <SectionHeader>{sec.title}</SectionHeader>
              {sec.rows.map((r) => {
                const v = st[r.key];
                if (typeof v === "boolean") {
                  const disabled = r.key === "blurNsfw" && !st.showNsfw;
                  return <SwitchItem key={r.key} testId={`reddit-setting-${r.key}`} title={r.label} subtitle={r.sub} checked={v} disabled={disabled} onChange={(x) => set(r.key as BoolKey, x)} />;
                }
                return <ListItem key={r.key} testId={`reddit-setting-${r.key}`} title={r.label} subtitle={String(v)} onClick={() => app.openOverlay("sheet", "choice", { key: r.key })} />;
              })}
            </div>
          ))}
          <div class="reddit-end" />
        </ScrollView>
      </div>
      {open && (
        <BottomSheet title={SECTIONS.flatMap((x) => x.rows).find((r) => r.key === open)?.label} testId="reddit-choice-sheet" onDismiss={app.closeOverlay}>
          {CHOICES[open].map((o) => (
            <ListItem
              key={o}
              dense
              testId={`reddit-choice-${o}`}
              title={o}
              trailing={st[open] === o ? <span class="reddit-check">✓</span> : undefined}
              onClick={() => {
                set(open, o);
                app.closeOverlay();
              }}
            />
          ))}
        </BottomSheet>
      )}
    </div>
  );
}
