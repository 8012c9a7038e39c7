/**
 * The video page: a drawn player (a frame per simulated second while playing), the uploader
 * with Follow, stats, the "watching now" count, tags, the action row (like, long press for the
 * triple, dislike, coin, favourite, share) and the comments with IP location; tapping a
 * commenter shows their card with the UID.
 */
import {
  mdiCheckboxBlankOutline, mdiCheckboxMarked, mdiCircleMultipleOutline, mdiPause, mdiPlay, mdiPlus, mdiShareOutline, mdiStar, mdiStarOutline,
  mdiThumbDown, mdiThumbDownOutline, mdiThumbUp, mdiThumbUpOutline,
} from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { BottomSheet, Dialog, Icon, ScrollView, TextField, focusField, onLongPress, useLazyItems } from "../../os/ui/kit";
import { formatCount, partitionName, uploader, type BiliComment } from "../../../world/bilibili";
import { MAX_COINS_PER_VIDEO, coinsOn, follow, postComment, giveCoins, isDisliked, isFaved, isFollowing, isLiked, setFolders, toggleDislike, toggleLike, triple, videoOf } from "./logic";
import { Frame, Header, UpAvatar } from "./parts";
import type { BilibiliState } from "./state";

const COMMENT_MIN_HEIGHT = 70;

/** The player's position (s) now: `pos` at `startedAt`, plus the time since while playing. */
function position(data: Record<string, unknown>, now: number, duration: number): number {
  const pos = Number(data.pos ?? 0);
  if (!data.playing) return pos;
  return Math.min(duration, pos + Math.floor((now - Number(data.startedAt ?? now)) / 1000));
}

function Comment({ c, onUser }: { c: BiliComment; onUser: () => void }) {
  return (
    <div class="bili-comment" data-testid={`bilibili-comment-${c.id}`}>
      <button class="bili-comment-avatar" aria-label={c.name} data-testid={`bilibili-commenter-${c.id}`} onClick={onUser}>{c.name[0].toUpperCase()}</button>
      <div class="bili-comment-body">
        <div class="bili-comment-name" role="button" onClick={onUser}>{c.name} <span class="bili-level small">LV{c.level}</span></div>
        <div class="bili-comment-text">{c.text}</div>
        <div class="bili-comment-meta">{c.daysAgo === 0 ? "Today" : `${c.daysAgo} days ago`} · IP: {c.ip} · <Icon path={mdiThumbUpOutline} size={12} /> {c.likes}</div>
      </div>
    </div>
  );
}

export function VideoScreen({ route, app }: ScreenProps<BilibiliState>) {
  const v = videoOf(String(route.params.id));
  const s = app.state;
  const up = uploader(v.uploader)!;
  const now = app.os.clock.now;
  const t = position(route.data, now, v.durationSec);
  const playing = Boolean(route.data.playing) && t < v.durationSec;
  const tab = (route.data.tab as string | undefined) ?? "intro";
  const liked = isLiked(s, v.id);
  const coins = coinsOn(s, v.id);
  const faved = isFaved(s, v.id);
  const comments = useLazyItems("bili-video", tab === "comments" ? v.comments : [], COMMENT_MIN_HEIGHT);
  const togglePlay = () => (playing ? app.setData({ playing: false, pos: t }) : app.setData({ playing: true, startedAt: now, pos: t >= v.durationSec ? 0 : t }));
  const ov = route.overlay;
  const openCoin = () => {
    if (coins >= MAX_COINS_PER_VIDEO) return app.toast("You already gave this video 2 coins");
    app.setData({ coinN: 1, coinLike: true });
    app.openOverlay("dialog", "coin");
  };
  const openFav = () => {
    app.setData({ favSel: s.folders.filter((f) => f.videoIds.includes(v.id)).map((f) => f.id) });
    app.openOverlay("sheet", "fav");
  };
  const favSel = (route.data.favSel as string[] | undefined) ?? [];
  const coinN = Number(route.data.coinN ?? 1);
  const coinLike = route.data.coinLike !== false;
  const draft = (route.data.draft as string | undefined) ?? "";
  const send = () => {
    if (!postComment(app, v.id, draft)) return app.toast("Write something first");
    app.setData({ draft: "" });
    focusField(null);
    app.toast("Comment posted");
  };
  const commenter = ov?.name === "commenter" ? v.comments.find((c) => c.id === ov.data.id) : undefined;
  return (
    <div class="bili-root bili-page">
      <Header app={app} title="" />
      <div class="bili-player" role="button" data-testid="bilibili-player" onClick={togglePlay}>
        <Frame v={v} t={t} danmaku={playing && s.settings.danmaku} />
        <div class="bili-player-bar">
          <Icon path={playing ? mdiPause : mdiPlay} size={22} color="#fff" />
          <span data-testid="bilibili-player-time">{`${Math.floor(t / 60)}`.padStart(2, "0")}:{`${t % 60}`.padStart(2, "0")} / {v.duration}</span>
        </div>
        {!playing && t === 0 && <span class="bili-bigplay" data-testid="bilibili-video-play"><Icon path={mdiPlay} size={36} color="#fff" /></span>}
      </div>
      <div class="bili-vtabs" role="tablist">
        <button role="tab" class={`bili-vtab ${tab === "intro" ? "active" : ""}`} data-testid="bilibili-tab-intro" onClick={() => app.setData({ tab: "intro" })}>Intro</button>
        <button role="tab" class={`bili-vtab ${tab === "comments" ? "active" : ""}`} data-testid="bilibili-tab-comments" onClick={() => app.setData({ tab: "comments" })}>Comments {v.comments.length + s.myComments.filter((c) => c.video === v.id).length}</button>
      </div>
      <ScrollView id="bili-video">
        {tab === "intro" ? (
          <div class="bili-intro">
            <div class="bili-uprow">
              <div class="bili-uprow-main" role="button" data-testid="bilibili-video-uploader" onClick={() => app.push("space", { id: up.id })}>
                <UpAvatar name={up.name} color={up.color} size={40} />
                <div>
                  <div class="bili-uprow-name">{up.name}</div>
                  <div class="bili-row-sub">{up.followersText} followers · {up.videos.length} videos</div>
                </div>
              </div>
              {isFollowing(s, up.id) ? (
                <button class="bili-pill off" data-testid="bilibili-video-following" onClick={() => app.push("space", { id: up.id })}>Following</button>
              ) : (
                <button class="bili-pill" data-testid="bilibili-video-follow" onClick={() => follow(app, up.id)}><Icon path={mdiPlus} size={14} color="#fff" /> Follow</button>
              )}
            </div>
            <h2 class="bili-vtitle" data-testid="bilibili-video-title">{v.title}</h2>
            <div class="bili-vstats">
              <span>{v.playsText} plays</span>
              <span>{formatCount(v.danmaku)} danmaku</span>
              <span>{v.uploaded}</span>
            </div>
            <div class="bili-vstats">
              <span data-testid="bilibili-online">{v.online} watching now</span>
              <span>{v.bvid}</span>
              <span>{partitionName(v.partition)}</span>
            </div>
            <div class="bili-actions">
              <button class={`bili-action ${liked ? "on" : ""}`} data-testid="bilibili-like" onClick={() => toggleLike(app, v.id)} {...onLongPress(() => (triple(app, v.id), app.toast("Triple complete: liked, coined and favourited!")))}>
                <Icon path={liked ? mdiThumbUp : mdiThumbUpOutline} size={26} />
                <span>{formatCount(v.likes + (liked ? 1 : 0))}</span>
              </button>
              <button class={`bili-action ${isDisliked(s, v.id) ? "on" : ""}`} data-testid="bilibili-dislike" onClick={() => toggleDislike(app, v.id)}>
                <Icon path={isDisliked(s, v.id) ? mdiThumbDown : mdiThumbDownOutline} size={26} />
                <span>Dislike</span>
              </button>
              <button class={`bili-action ${coins > 0 ? "on" : ""}`} data-testid="bilibili-coin" onClick={openCoin}>
                <Icon path={mdiCircleMultipleOutline} size={26} />
                <span>{formatCount(v.coins + coins)}</span>
              </button>
              <button class={`bili-action ${faved ? "on" : ""}`} data-testid="bilibili-fav" onClick={openFav}>
                <Icon path={faved ? mdiStar : mdiStarOutline} size={26} />
                <span>{formatCount(v.favs + (faved ? 1 : 0))}</span>
              </button>
              <button class="bili-action" data-testid="bilibili-share" onClick={() => app.toast("Link copied")}>
                <Icon path={mdiShareOutline} size={26} />
                <span>Share</span>
              </button>
            </div>
            <div class="bili-hint">Long-press Like to like, coin and favourite at once</div>
            <div class="bili-tags" data-testid="bilibili-tags">
              {v.tags.map((tag) => <span key={tag} class="bili-tag" data-testid={`bilibili-tag-${tag}`}>{tag}</span>)}
            </div>
            <div class="bili-desc">{v.desc}</div>
          </div>
        ) : (
          <div class="bili-comments">
            {s.myComments.filter((c) => c.video === v.id).reverse().map((c) => (
              <div key={c.id} class="bili-comment" data-testid={`bilibili-mycomment-${c.id}`}>
                <span class="bili-comment-avatar mine">{s.user.name[0]}</span>
                <div class="bili-comment-body">
                  <div class="bili-comment-name">{s.user.name} <span class="bili-level small">LV{s.user.level}</span></div>
                  <div class="bili-comment-text">{c.text}</div>
                  <div class="bili-comment-meta">Just now · IP: Beijing</div>
                </div>
              </div>
            ))}
            <div class="bili-row-sub bili-pad">Top comments</div>
            {comments.map((c) => <Comment key={c.id} c={c} onUser={() => app.openOverlay("sheet", "commenter", { id: c.id })} />)}
          </div>
        )}
      </ScrollView>
      {tab === "comments" && (
        <div class="bili-compose">
          <TextField id="bilibili.comment" value={draft} onChange={(x) => app.setData({ draft: x })} onSubmit={send} placeholder="Add a comment..." maxLength={200} />
          <button class="bili-pill" data-testid="bilibili-comment-send" onClick={send}>Send</button>
        </div>
      )}
      {ov?.name === "coin" && (
        <Dialog
          title="Give coins"
          testId="bilibili-coin-dialog"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", testId: "bilibili-coin-cancel", onClick: app.closeOverlay },
            {
              label: "Confirm",
              testId: "bilibili-coin-confirm",
              onClick: () => {
                const err = giveCoins(app, v.id, coinN, coinLike);
                app.closeOverlay();
                app.toast(err ?? `Gave ${coinN} coin${coinN > 1 ? "s" : ""}`);
              },
            },
          ]}
        >
          <div class="bili-coinopts">
            {[1, 2].map((n) => (
              <button key={n} class={`bili-coinopt ${coinN === n ? "on" : ""}`} data-testid={`bilibili-coin-${n}`} disabled={coins + n > MAX_COINS_PER_VIDEO} onClick={() => coins + n <= MAX_COINS_PER_VIDEO && app.setData({ coinN: n })}>
                <Icon path={mdiCircleMultipleOutline} size={28} />
                {n} coin{n > 1 ? "s" : ""}
              </button>
            ))}
          </div>
          <div class="bili-check" role="checkbox" aria-checked={coinLike} data-testid="bilibili-coin-like" onClick={() => app.setData({ coinLike: !coinLike })}>
            <Icon path={coinLike ? mdiCheckboxMarked : mdiCheckboxBlankOutline} size={20} color={coinLike ? "#fb7299" : "#9499a0"} />
            Like the video too
          </div>
          <div class="bili-row-sub">Balance: {s.user.coins} coins</div>
        </Dialog>
      )}
      {ov?.name === "fav" && (
        <BottomSheet title="Add to favourites" testId="bilibili-fav-sheet" onDismiss={app.closeOverlay}>
          {s.folders.map((f) => {
            const on = favSel.includes(f.id);
            return (
              <div key={f.id} class="bili-check bili-folderpick" role="checkbox" aria-checked={on} data-testid={`bilibili-fav-folder-${f.id}`} onClick={() => app.setData({ favSel: on ? favSel.filter((x) => x !== f.id) : [...favSel, f.id] })}>
                <Icon path={on ? mdiCheckboxMarked : mdiCheckboxBlankOutline} size={22} color={on ? "#fb7299" : "#9499a0"} />
                <span class="bili-merow-label">{f.title}</span>
                <span class="bili-row-sub">{f.videoIds.length} items · {f.isPublic ? "Public" : "Private"}</span>
              </div>
            );
          })}
          <div class="bili-sheet-actions">
            <button class="bili-pill ghost" data-testid="bilibili-fav-new" onClick={() => (app.closeOverlay(), app.push("newFolder", { video: v.id }))}>+ New folder</button>
            <button class="bili-pill" data-testid="bilibili-fav-done" onClick={() => (setFolders(app, v.id, favSel), app.closeOverlay(), app.toast(favSel.length ? "Favourited" : "Removed from favourites"))}>Done</button>
          </div>
        </BottomSheet>
      )}
      {commenter && (
        <BottomSheet testId="bilibili-commenter-card" onDismiss={app.closeOverlay}>
          <div class="bili-usercard">
            <span class="bili-me-avatar big">{commenter.name[0].toUpperCase()}</span>
            <div>
              <div class="bili-mehead-name">{commenter.name} <span class="bili-level">LV{commenter.level}</span></div>
              <div class="bili-row-sub" data-testid="bilibili-commenter-uid">UID: {commenter.uid}</div>
              <div class="bili-row-sub">IP: {commenter.ip}</div>
            </div>
          </div>
        </BottomSheet>
      )}
    </div>
  );
}
