/** A user's page (stats, Follow, Message, notes grid) and the following / fans lists. */
import { mdiAccountOutline, mdiArrowLeft } from "@mdi/js";
import { RB_MY_FANS } from "../../../world/redbook";
import type { ScreenProps } from "../../os/types";
import { Empty, IconButton, ListItem, ScrollView } from "../../os/ui/kit";
import { ME, nickname, userNotes, userStats, worldUser } from "./logic";
import { FollowButton } from "./note";
import { NoteGrid, Stat, UserAvatar } from "./parts";
import type { RedbookState } from "./state";

export function UserScreen({ route, app }: ScreenProps<RedbookState>) {
  const user = route.params.user as string;
  const u = worldUser(user);
  const s = app.state;
  if (user !== ME && !u) {
    return (
      <div class="rb-root">
        <header class="rb-top">
          <IconButton path={mdiArrowLeft} label="Back" testId="rb-back" onClick={app.pop} />
        </header>
        <Empty icon={mdiAccountOutline} text="This account does not exist" />
      </div>
    );
  }
  const stats = userStats(s, user);
  const notes = userNotes(s, user);
  return (
    <div class="rb-root">
      <div class="rb-me-head">
        <div class="rb-me-bar">
          <IconButton path={mdiArrowLeft} label="Back" testId="rb-back" onClick={app.pop} />
        </div>
        <div class="rb-me-id">
          <UserAvatar user={user} name={nickname(s, user)} size={64} />
          <div>
            <div class="rb-me-name" data-testid="rb-user-name">{nickname(s, user)}</div>
            <div class="rb-dim-light">RedNote ID: {u?.redId ?? s.profile.redId}</div>
            <div class="rb-dim-light">IP: {u?.city ?? s.profile.city}</div>
          </div>
        </div>
        <div class="rb-me-bio">{u?.bio ?? s.profile.bio}</div>
        <div class="rb-me-stats">
          <Stat value={stats.following} label="Following" testId="rb-user-following" />
          <Stat value={stats.fans} label="Fans" testId="rb-user-fans" />
          <Stat value={stats.likesCollects} label="Likes & collects" testId="rb-user-likes" />
        </div>
        {user !== ME && (
          <div class="rb-me-actions">
            <FollowButton app={app} user={user} testId="rb-user-follow" />
            <button class="rb-outline-btn" data-testid="rb-user-message" onClick={() => app.push("chat", { user })}>
              Message
            </button>
          </div>
        )}
      </div>
      <div class="rb-subtabs">
        <span class="rb-subtab active" data-testid="rb-user-notes-count">Notes · {notes.length}</span>
      </div>
      <div class="rb-body">{notes.length === 0 ? <Empty icon={mdiAccountOutline} text="No notes yet" /> : <NoteGrid app={app} notes={notes} scrollId={`rb-user-${user}`} prefix="rb-user-note" />}</div>
    </div>
  );
}

export function UserListScreen({ route, app }: ScreenProps<RedbookState>) {
  const kind = route.params.kind as string;
  const s = app.state;
  const ids = kind === "fans" ? RB_MY_FANS : s.following.map((f) => f.id);
  return (
    <div class="rb-root">
      <header class="rb-top">
        <IconButton path={mdiArrowLeft} label="Back" testId="rb-back" onClick={app.pop} />
        <h1 class="rb-top-title center">{kind === "fans" ? "Fans" : "Following"}</h1>
      </header>
      <div class="rb-body">
        <ScrollView id={`rb-list-${kind}`}>
          {ids.length === 0 && <Empty icon={mdiAccountOutline} text="Nobody yet" />}
          {ids.map((id) => (
            <ListItem
              key={id}
              testId={`rb-list-user-${id}`}
              leading={<UserAvatar user={id} name={nickname(s, id)} size={40} />}
              title={nickname(s, id)}
              subtitle={`${userStats(s, id).fans} fans`}
              trailing={<FollowButton app={app} user={id} testId={`rb-list-follow-${id}`} />}
              onClick={() => app.push("user", { user: id })}
            />
          ))}
        </ScrollView>
      </div>
    </div>
  );
}
