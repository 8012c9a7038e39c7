/** A community page (banner, join/leave, posts, about with rules and flairs) and search. */
import { mdiAccountSearchOutline, mdiClose, mdiFileSearchOutline, mdiPlus } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { AppBar, Empty, Fab, IconButton, ListItem, ScrollView, Tabs, TextField } from "../../os/ui/kit";
import { USERS, community, communityPosts, compact, isJoined, searchCommunities, searchPosts, searchUsers, type RedditState } from "./logic";
import { CommunityIcon, Flair, JoinButton, PostCard, UserAvatar } from "./parts";

export function CommunityScreen({ route, app }: ScreenProps<RedditState>) {
  const s = app.state;
  const c = community(route.params.id as string);
  if (!c) {
    return (
      <>
        <AppBar title="" onBack={app.pop} />
        <Empty icon={mdiFileSearchOutline} text="Community not found" />
      </>
    );
  }
  const tab = (route.data.tab as string | undefined) ?? "Posts";
  const joined = isJoined(s, c.id);
  const themed = s.settings.communityThemes;
  const hidden = c.nsfw && !s.settings.showNsfw;
  return (
    <div class="reddit-root">
      <div class="reddit-banner" style={{ background: themed ? c.color : "var(--surface-3)" }} data-testid="reddit-community-banner">
        <AppBar title="" onBack={app.pop} />
      </div>
      <div class="reddit-body">
        <ScrollView id="reddit-community">
          <div class="reddit-chead">
            <CommunityIcon id={c.id} size={56} />
            <div class="reddit-chead-names">
              <h2 data-testid="reddit-community-name">r/{c.name}</h2>
              <div class="reddit-dim">
                {compact(c.members)} members · <span class="reddit-online">●</span> {compact(c.online)} online
              </div>
            </div>
            <JoinButton app={app} id={c.id} joined={joined} testId="reddit-community-join" />
          </div>
          <p class="reddit-cdesc">{c.description}</p>
          <Tabs tabs={["Posts", "About"]} active={tab} onSelect={(t) => app.setData({ tab: t })} testId="reddit-community-tab" />
          {tab === "Posts" &&
            (hidden ? (
              <Empty icon={mdiFileSearchOutline} text="This community is marked mature (18+). Turn on 'Show mature content' in settings to see it." />
            ) : (
              communityPosts(s, c.id).map((p) => <PostCard key={p.id} app={app} p={p} showCommunity={false} />)
            ))}
          {tab === "About" && (
            <div class="reddit-about">
              <div class="reddit-section">Rules</div>
              {c.rules.map((r, i) => (
                <div key={r.id} class="reddit-rule" data-testid={`reddit-rule-${r.id}`}>
                  <b>
                    {i + 1}. {r.title}
                  </b>
                  <div class="reddit-dim">{r.text}</div>
                </div>
              ))}
              <div class="reddit-section">Post flairs{c.flairRequired ? " (required)" : ""}</div>
              <div class="reddit-flairs">
                {c.flairs.map((f) => (
                  <Flair key={f.id} communityId={c.id} flair={f.id} />
                ))}
              </div>
            </div>
          )}
          <div class="reddit-end" />
        </ScrollView>
        <Fab icon={mdiPlus} label="Create post" testId="reddit-community-create" onClick={() => app.push("create", { community: c.id })} />
      </div>
    </div>
  );
}

export function SearchScreen({ route, app }: ScreenProps<RedditState>) {
  const s = app.state;
  const q = (route.data.q as string | undefined) ?? "";
  const tab = (route.data.tab as string | undefined) ?? "Posts";
  const posts = tab === "Posts" ? searchPosts(s, q) : [];
  const comms = tab === "Communities" ? searchCommunities(s, q) : [];
  const people = tab === "People" ? searchUsers(q) : [];
  const empty = q.trim() !== "" && posts.length + comms.length + people.length === 0;
  return (
    <div class="reddit-root">
      <div class="reddit-searchtop">
        <AppBar title="" onBack={app.pop} />
        <div class="reddit-searchbar grow">
          <TextField id="reddit.search" search placeholder="Search Reddit" value={q} onChange={(v) => app.setData({ q: v })} />
        </div>
        {q !== "" && <IconButton path={mdiClose} label="Clear" testId="reddit-search-clear" onClick={() => app.setData({ q: "" })} />}
      </div>
      <Tabs tabs={["Posts", "Communities", "People"]} active={tab} onSelect={(t) => app.setData({ tab: t })} testId="reddit-search-tab" />
      <div class="reddit-body">
        <ScrollView id="reddit-search">
          {empty && <Empty icon={mdiAccountSearchOutline} text={`No results for "${q.trim()}"`} />}
          {posts.map((p) => (
            <PostCard key={p.id} app={app} p={p} testPrefix="reddit-search-post" />
          ))}
          {comms.map((c) => (
            <ListItem
              key={c.id}
              testId={`reddit-search-community-${c.id}`}
              leading={<CommunityIcon id={c.id} size={36} />}
              title={`r/${c.name}`}
              subtitle={`${compact(c.members)} members`}
              onClick={() => app.push("community", { id: c.id })}
              trailing={<JoinButton app={app} id={c.id} joined={isJoined(s, c.id)} testId={`reddit-search-community-${c.id}-join`} />}
            />
          ))}
          {people.map((u) => (
            <ListItem
              key={u}
              testId={`reddit-search-user-${u}`}
              leading={<UserAvatar name={u} size={36} />}
              title={`u/${u}`}
              subtitle={`${compact(USERS.find((x) => x.id === u)!.karma)} karma`}
              onClick={() => app.push("profile", { user: u })}
            />
          ))}
        </ScrollView>
      </div>
    </div>
  );
}
