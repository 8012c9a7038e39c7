/** Moments: the feed, one person's Moments, the composer (text, photos, location) and WeChat Sports. */
import { mdiCamera, mdiDotsHorizontal, mdiHeartOutline, mdiMapMarkerOutline, mdiPlus, mdiAccountOutline, mdiCheck, mdiHeart } from "@mdi/js";
import { getState, update } from "../../os/store";
import type { ScreenProps } from "../../os/types";
import { BottomSheet, Icon, ScrollView, TextField } from "../../os/ui/kit";
import { WECHAT_PLACES } from "../../../world/wechat";
import { displayName, fmtInt, leaderboard, newId, visibleMoments, type WechatState, type WxMoment } from "./state";
import { agoTime, Avatar, Cell, Group, Note, Page, TopBar, type App } from "./ui";
import { PhotoView } from "./photos";

function authorName(s: WechatState, id: string): string {
  if (id === "me") return s.user.name;
  const c = s.contacts.find((x) => x.id === id);
  return c ? displayName(c) : id;
}

function MomentItem({ m, app }: { m: WxMoment; app: App }) {
  const s = app.state;
  const liked = m.likes.includes("me");
  const photos = m.photoIds;
  const size = photos.length === 1 ? 160 : 80;
  return (
    <div class="wx-moment" data-testid={`wechat-moment-${m.id}`}>
      <span role="button" data-testid={`wechat-momentauthor-${m.id}`} onClick={() => app.push(m.author === "me" ? "userMoments" : "profile", { id: m.author })}>
        <Avatar id={m.author} name={authorName(s, m.author)} size={42} />
      </span>
      <div class="wx-moment-main">
        <div class="wx-moment-name">{authorName(s, m.author)}</div>
        {m.text && <div class="wx-moment-text">{m.text}</div>}
        {photos.length > 0 && (
          <div class={`wx-moment-photos n${Math.min(photos.length, 3)}`}>
            {photos.map((p) => (
              <PhotoView key={p} id={p} size={size} />
            ))}
          </div>
        )}
        {m.location && <div class="wx-moment-loc">{m.location}</div>}
        <div class="wx-moment-foot">
          <span class="wx-moment-time">{agoTime(app.os, m.time)}</span>
          <button
            class="wx-moment-like"
            data-testid={`wechat-like-${m.id}`}
            aria-label={liked ? "Unlike" : "Like"}
            onClick={() =>
              app.update((d) => {
                const x = d.moments.find((y) => y.id === m.id)!;
                x.likes = liked ? x.likes.filter((l) => l !== "me") : [...x.likes, "me"];
              })
            }
          >
            <Icon path={mdiDotsHorizontal} size={18} color="#576b95" />
          </button>
        </div>
        {m.likes.length > 0 && (
          <div class="wx-moment-likes">
            <Icon path={mdiHeartOutline} size={14} color="#576b95" /> {m.likes.map((l) => authorName(s, l)).join(", ")}
          </div>
        )}
      </div>
    </div>
  );
}

function Cover({ app, title }: { app: App; title: string }) {
  return (
    <div class="wx-cover">
      <svg class="wx-cover-art" width="360" height="250" viewBox="0 0 360 250" aria-hidden="true">
        <defs>
          <linearGradient id="wxsky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stop-color="#7fb8e0" />
            <stop offset="1" stop-color="#f4d6a0" />
          </linearGradient>
        </defs>
        <rect width="360" height="250" fill="url(#wxsky)" />
        <path d="M0 190 L70 120 L130 170 L200 100 L270 160 L360 110 L360 250 L0 250 Z" fill="#5f8f6d" />
        <path d="M0 220 Q180 180 360 225 L360 250 L0 250 Z" fill="#3d6b4d" />
      </svg>
      <div class="wx-cover-me">
        <span class="wx-cover-name">{title}</span>
        <Avatar id="me" name={app.state.user.name} size={64} />
      </div>
    </div>
  );
}

export function MomentsScreen({ route, app }: ScreenProps<WechatState>) {
  const list = visibleMoments(app.state);
  return (
    <Page app={app} class="wx-page-white">
      <TopBar
        title="Moments"
        onBack={app.pop}
        right={
          <button class="wx-iconbtn" data-testid="wechat-moments-camera" aria-label="Post" onClick={() => app.openOverlay("sheet", "post")}>
            <Icon path={mdiCamera} size={24} />
          </button>
        }
      />
      <ScrollView id="moments">
        <Cover app={app} title={app.state.user.name} />
        {list.map((m) => (
          <MomentItem key={m.id} m={m} app={app} />
        ))}
      </ScrollView>
      {route.overlay?.name === "post" && (
        <BottomSheet testId="wechat-post-sheet" onDismiss={app.closeOverlay}>
          <div class="wx-sheet-item mg-clickable" role="button" data-testid="wechat-post-text" onClick={() => (app.closeOverlay(), app.push("postMoment"))}>
            Text Only
          </div>
          <div class="wx-sheet-item mg-clickable" role="button" data-testid="wechat-post-camera" onClick={() => (app.closeOverlay(), app.toast("Camera is not available"))}>
            Camera
          </div>
          <div
            class="wx-sheet-item mg-clickable"
            role="button"
            data-testid="wechat-post-album"
            onClick={() => {
              app.closeOverlay();
              app.push("postMoment");
              app.push("pickPhoto", { mode: "moment" });
            }}
          >
            Choose from Album
          </div>
          <div class="wx-sheet-item wx-sheet-cancel mg-clickable" role="button" data-testid="wechat-post-cancel" onClick={app.closeOverlay}>
            Cancel
          </div>
        </BottomSheet>
      )}
    </Page>
  );
}

export function UserMomentsScreen({ route, app }: ScreenProps<WechatState>) {
  const s = app.state;
  const id = route.params.id as string;
  const c = s.contacts.find((x) => x.id === id);
  const hidden = c && (c.blacklisted || c.permission === "chatOnly" || c.hideTheirMoments);
  const list = hidden ? [] : s.moments.filter((m) => m.author === id).sort((a, b) => b.time - a.time);
  return (
    <Page app={app} class="wx-page-white">
      <TopBar
        title={id === "me" ? "My Moments" : authorName(s, id)}
        onBack={app.pop}
        right={
          id === "me" ? (
            <button class="wx-iconbtn" data-testid="wechat-mymoments-post" aria-label="Post" onClick={() => app.push("postMoment")}>
              <Icon path={mdiCamera} size={24} />
            </button>
          ) : undefined
        }
      />
      <ScrollView id="usermoments">
        <Cover app={app} title={authorName(s, id)} />
        {hidden && <Note>You can't see this friend's Moments.</Note>}
        {!hidden && list.length === 0 && <Note>No Moments yet.</Note>}
        {list.map((m) => (
          <MomentItem key={m.id} m={m} app={app} />
        ))}
      </ScrollView>
    </Page>
  );
}

export function PostMomentScreen({ route, app }: ScreenProps<WechatState>) {
  const text = (route.data.text as string | undefined) ?? "";
  const photos = (route.data.photos as string[] | undefined) ?? [];
  const location = (route.data.location as string | undefined) ?? "";
  const canPost = text.trim() !== "" || photos.length > 0;
  const post = () => {
    if (!canPost) return;
    app.update((d) => {
      d.moments.push({ id: newId(d, "m"), author: "me", text: text.trim(), photoIds: [...photos], location, time: app.os.clock.now, likes: [] });
    });
    app.pop();
  };
  return (
    <Page app={app} class="wx-page-white">
      <TopBar
        title=""
        onBack={app.pop}
        right={
          <button class={`wx-send ${canPost ? "" : "wx-btn-disabled"}`} data-testid="wechat-moment-post" aria-disabled={!canPost} onClick={post}>
            Post
          </button>
        }
      />
      <ScrollView id="compose">
        <div class="wx-compose">
          <TextField id="wechat.momentText" multiline value={text} placeholder="Share your thoughts…" onChange={(v) => app.setData({ text: v })} />
        </div>
        <div class="wx-compose-photos">
          {photos.map((p) => (
            <span key={p} class="wx-compose-photo" data-testid={`wechat-compose-photo-${p}`}>
              <PhotoView id={p} size={96} />
            </span>
          ))}
          {photos.length < 9 && (
            <button class="wx-compose-add" data-testid="wechat-compose-addphoto" aria-label="Add photos" onClick={() => app.push("pickPhoto", { mode: "moment" })}>
              <Icon path={mdiPlus} size={36} color="var(--wx-sub)" />
            </button>
          )}
        </div>
        <Group>
          <Cell label="Location" icon={mdiMapMarkerOutline} iconColor={location ? "#07c160" : "var(--wx-text)"} value={location || undefined} testId="wechat-compose-location" onClick={() => app.push("location")} />
          <Cell label="Visible to" icon={mdiAccountOutline} iconColor="var(--wx-text)" value="Public" testId="wechat-compose-visible" />
        </Group>
      </ScrollView>
    </Page>
  );
}

/** Choose the Moment's location; the choice goes back into the composer's drafts. */
export function LocationScreen({ route, app }: ScreenProps<WechatState>) {
  const q = (route.data.q as string | undefined) ?? "";
  const places = WECHAT_PLACES.filter((p) => p.toLowerCase().includes(q.trim().toLowerCase()));
  const stack = getState().ui.stacks[app.id];
  const composer = stack[stack.length - 2];
  const current = (composer?.data.location as string | undefined) ?? "";
  const choose = (place: string) => {
    update((d) => {
      const r = d.ui.stacks[app.id].find((x) => x.id === composer.id);
      if (r) r.data.location = place;
    });
    app.pop();
  };
  return (
    <Page app={app}>
      <TopBar title="Location" onBack={app.pop} />
      <div class="wx-searchbar">
        <TextField id="wechat.placeSearch" search placeholder="Search location" value={q} onChange={(v) => app.setData({ q: v })} />
      </div>
      <ScrollView id="places" class="wx-white">
        <div class="wx-cell mg-clickable" role="button" data-testid="wechat-place-none" onClick={() => choose("")}>
          <span class="wx-cell-label">Don't Show Location</span>
          {current === "" && <Icon path={mdiCheck} size={20} color="#07c160" />}
        </div>
        {places.map((p) => (
          <div key={p} class="wx-cell mg-clickable" role="button" data-testid={`wechat-place-${WECHAT_PLACES.indexOf(p)}`} onClick={() => choose(p)}>
            <span class="wx-cell-label">{p}</span>
            {current === p && <Icon path={mdiCheck} size={20} color="#07c160" />}
          </div>
        ))}
      </ScrollView>
    </Page>
  );
}

export function SportsScreen({ app }: ScreenProps<WechatState>) {
  const s = app.state;
  if (!s.settings.sports.enabled) {
    return (
      <Page app={app}>
        <TopBar title="WeChat Sports" onBack={app.pop} />
        <Note>WeChat Sports is disabled. Enable it in Settings › General › Plug-ins.</Note>
      </Page>
    );
  }
  const rows = leaderboard(s);
  return (
    <Page app={app} testId="wechat-sports-page">
      <TopBar title="Leaderboard" onBack={app.pop} />
      <ScrollView id="sports" class="wx-white">
        <div class="wx-sports-me">
          <Avatar id="me" name={s.user.name} size={48} />
          <span class="wx-contactrow-name">
            {s.user.name}
            <span class="wx-cell-sub">{s.settings.sports.leaderboard ? "On the leaderboard" : "Not on the leaderboard"}</span>
          </span>
          <span class="wx-steps-big">{fmtInt(s.user.steps)}</span>
        </div>
        <div class="wx-letter">Today's steps</div>
        {rows.map((r, i) => (
          <div key={r.id} class="wx-contactrow" data-testid={`wechat-rank-${i + 1}`}>
            <span class="wx-rank">{i + 1}</span>
            <Avatar id={r.id} name={r.name} size={40} />
            <span class="wx-contactrow-name">{r.name}</span>
            <span class={`wx-steps ${i === 0 ? "top" : ""}`}>{fmtInt(r.steps)}</span>
            <Icon path={i === 0 ? mdiHeart : mdiHeartOutline} size={18} color={i === 0 ? "#e6533c" : "var(--wx-sub)"} />
          </div>
        ))}
      </ScrollView>
    </Page>
  );
}
