/** Shared pieces of the Reddit screens: community icons, vote pills, post cards, flairs, images. */
import {
  mdiAirplane,
  mdiArrowDownBold,
  mdiArrowDownBoldOutline,
  mdiArrowUpBold,
  mdiArrowUpBoldOutline,
  mdiBike,
  mdiCamera,
  mdiChefHat,
  mdiCodeTags,
  mdiCoffee,
  mdiCommentOutline,
  mdiDiceMultiple,
  mdiDumbbell,
  mdiEye,
  mdiFishbowl,
  mdiGamepadVariant,
  mdiGrid,
  mdiMusic,
  mdiOwl,
  mdiReddit,
  mdiRocketLaunch,
  mdiShareOutline,
  mdiSprout,
} from "@mdi/js";
import type { AppHandle } from "../../os/types";
import { Dialog, Icon } from "../../os/ui/kit";
import { seededRandom } from "../../os/rng";
import { ago, applyVote, commentCount, community, compact, postScore, toggleJoin, voteOf, type PostView, type RedditState } from "./logic";

export type App = AppHandle<RedditState>;

const ICONS: Record<string, string> = {
  chef: mdiChefHat, sprout: mdiSprout, grid: mdiGrid, dice: mdiDiceMultiple, bike: mdiBike, rocket: mdiRocketLaunch,
  code: mdiCodeTags, camera: mdiCamera, dumbbell: mdiDumbbell, gamepad: mdiGamepadVariant, coffee: mdiCoffee,
  fish: mdiFishbowl, airplane: mdiAirplane, eye: mdiEye, owl: mdiOwl, music: mdiMusic,
}; // fmt: skip

export function CommunityIcon({ id, size = 24 }: { id: string; size?: number }) {
  const c = community(id);
  return (
    <span class="reddit-cicon" style={{ width: size, height: size, background: c?.color ?? "#ff4500" }}>
      <Icon path={(c && ICONS[c.icon]) || mdiReddit} size={Math.round(size * 0.62)} color="#fff" />
    </span>
  );
}

/** A user's avatar: a round head in a colour drawn from the name (Reddit's default avatars). */
export function UserAvatar({ name, size = 24 }: { name: string; size?: number }) {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  const bg = `hsl(${h % 360} 60% 52%)`;
  return (
    <svg class="reddit-uavatar" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill={bg} />
      <ellipse cx="12" cy="14" rx="7" ry="5.2" fill="#fff" />
      <circle cx="9.3" cy="13.6" r="1.2" fill="#222" />
      <circle cx="14.7" cy="13.6" r="1.2" fill="#222" />
      <circle cx="17.2" cy="6.2" r="1.4" fill="#fff" />
      <path d="M12 9 L13 5.6 L17 6.2" stroke="#fff" stroke-width="0.9" fill="none" />
    </svg>
  );
}

export function Flair({ communityId, flair }: { communityId: string; flair: string | null }) {
  const f = flair ? community(communityId)?.flairs.find((x) => x.id === flair) : undefined;
  if (!f) return null;
  return (
    <span class="reddit-flair" style={{ background: f.color }}>
      {f.text}
    </span>
  );
}

/** An image drawn from a seed: a sky, hills and a sun in the community's colours. */
export function PostImage({ seed, color, blurred }: { seed: number; color: string; blurred: boolean }) {
  const r = seededRandom(seed);
  const hue = Math.floor(r() * 360);
  const sunX = 40 + r() * 240;
  const hills = [0, 1, 2].map((i) => {
    const y = 120 + i * 28 + r() * 20;
    const k = 30 + r() * 60;
    return `M0 ${y} Q ${80 + r() * 60} ${y - k} ${160} ${y - 10} T 320 ${y - r() * 30} L320 200 L0 200 Z`;
  });
  return (
    <div class={`reddit-image ${blurred ? "blurred" : ""}`}>
      <svg viewBox="0 0 320 200" width="100%" height="100%" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        <rect width="320" height="200" fill={`hsl(${hue} 55% 78%)`} />
        <circle cx={sunX} cy={60} r={26} fill={`hsl(${(hue + 40) % 360} 90% 70%)`} />
        {hills.map((d, i) => (
          <path key={i} d={d} fill={i === 2 ? color : `hsl(${(hue + 150 + i * 20) % 360} 35% ${45 - i * 8}%)`} opacity={i === 2 ? 0.85 : 1} />
        ))}
      </svg>
      {blurred && <span class="reddit-nsfw-cover">NSFW · tap to view</span>}
    </div>
  );
}

export function VotePill({ score, dir, onUp, onDown, testId }: { score: number; dir: number; onUp: () => void; onDown: () => void; testId: string }) {
  return (
    <span class={`reddit-pill reddit-vote ${dir > 0 ? "up" : dir < 0 ? "down" : ""}`} onClick={(e) => e.stopPropagation()}>
      <button class="reddit-arrow" aria-label="Upvote" aria-pressed={dir > 0} data-testid={`${testId}-upvote`} onClick={onUp}>
        <Icon path={dir > 0 ? mdiArrowUpBold : mdiArrowUpBoldOutline} size={20} />
      </button>
      <span class="reddit-score" data-testid={`${testId}-score`}>
        {compact(score)}
      </span>
      <button class="reddit-arrow" aria-label="Downvote" aria-pressed={dir < 0} data-testid={`${testId}-downvote`} onClick={onDown}>
        <Icon path={dir < 0 ? mdiArrowDownBold : mdiArrowDownBoldOutline} size={20} />
      </button>
    </span>
  );
}

export function votePost(app: App, p: PostView, dir: 1 | -1): void {
  app.update((s) => applyVote(s.votes, p.id, dir, p.community));
}

export function PostActions({ app, p, onComments }: { app: App; p: PostView; onComments?: () => void }) {
  const s = app.state;
  return (
    <div class="reddit-actions">
      <VotePill testId={`reddit-post-${p.id}`} score={postScore(s, p)} dir={voteOf(s.votes, p.id)} onUp={() => votePost(app, p, 1)} onDown={() => votePost(app, p, -1)} />
      <span class="reddit-pill" role={onComments ? "button" : undefined} data-testid={`reddit-post-${p.id}-comments`} onClick={onComments}>
        <Icon path={mdiCommentOutline} size={18} />
        {compact(commentCount(s, p.id))}
      </span>
      <span class="reddit-pill" role="button" data-testid={`reddit-post-${p.id}-share`} onClick={(e) => (e.stopPropagation(), app.toast("Link copied"))}>
        <Icon path={mdiShareOutline} size={18} />
        Share
      </span>
    </div>
  );
}

/** No post card is shorter (a one-line title between the head and the actions row, compact or not, measured 101 px): feeds draw lazily by it. */
export const POST_CARD_MIN_HEIGHT = 96;

/** A post in a feed: tap opens it; the community name opens the community. */
export function PostCard({ app, p, showCommunity = true, testPrefix = "reddit-post" }: { app: App; p: PostView; showCommunity?: boolean; testPrefix?: string }) {
  const s = app.state;
  const c = community(p.community);
  const compactView = s.settings.cardView === "Compact";
  const open = () => app.push("post", { id: p.id });
  return (
    <article class={`reddit-card ${compactView ? "compact" : ""}`} role="button" data-testid={`${testPrefix}-${p.id}`} onClick={open}>
      <div class="reddit-card-head">
        {showCommunity ? (
          <>
            <span
              class="reddit-card-community"
              role="button"
              data-testid={`${testPrefix}-${p.id}-community`}
              onClick={(e) => {
                e.stopPropagation();
                app.push("community", { id: p.community });
              }}
            >
              <CommunityIcon id={p.community} size={22} />
              <b>r/{c?.name ?? p.community}</b>
            </span>
            <span class="reddit-dim">· {ago(app.os.clock.now, p.time)}</span>
          </>
        ) : (
          <>
            {s.settings.showAvatars && <UserAvatar name={p.author} size={22} />}
            <span class="reddit-dim">
              u/{p.author} · {ago(app.os.clock.now, p.time)}
            </span>
          </>
        )}
        {p.nsfw && <span class="reddit-nsfw-tag">NSFW</span>}
      </div>
      <h3 class="reddit-card-title">{p.title}</h3>
      {s.settings.showFlairs && p.flair && (
        <div>
          <Flair communityId={p.community} flair={p.flair} />
        </div>
      )}
      {!compactView && p.kind === "image" && s.settings.showThumbnails && <PostImage seed={p.imageSeed} color={c?.color ?? "#ff4500"} blurred={p.nsfw && s.settings.blurNsfw} />}
      {!compactView && p.kind === "text" && p.body && <p class="reddit-card-body">{p.body}</p>}
      <PostActions app={app} p={p} onComments={open} />
    </article>
  );
}

export function JoinButton({ app, id, joined, testId }: { app: App; id: string; joined: boolean; testId: string }) {
  return (
    <button
      class={`reddit-join ${joined ? "joined" : ""}`}
      data-testid={testId}
      onClick={(e) => {
        e.stopPropagation();
        app.update((s) => toggleJoin(s, id));
        app.toast(joined ? `Left r/${community(id)?.name}` : `Joined r/${community(id)?.name}`);
      }}
    >
      {joined ? "Joined" : "Join"}
    </button>
  );
}

export function RedditLogo({ size = 32 }: { size?: number }) {
  return (
    <span class="reddit-logo" style={{ width: size, height: size }}>
      <Icon path={mdiReddit} size={Math.round(size * 0.8)} color="#fff" />
    </span>
  );
}

/**
 * The confirmation before deleting the user's own post or comment: Cancel, or Delete, which
 * applies `remove`, closes the dialog, runs `then` (e.g. leave the deleted post) and toasts.
 */
export function ConfirmDelete({ app, what, remove, then, children }: { app: App; what: "post" | "comment"; remove: (d: RedditState) => void; then?: () => void; children: string }) {
  const onDelete = () => {
    app.update(remove);
    app.closeOverlay();
    then?.();
    app.toast(what === "post" ? "Post deleted" : "Comment deleted");
  };
  return (
    <Dialog
      testId="reddit-delete-dialog"
      title={`Delete ${what}?`}
      onDismiss={app.closeOverlay}
      actions={[
        { label: "Cancel", testId: "reddit-cancel-delete", onClick: app.closeOverlay },
        { label: "Delete", testId: "reddit-confirm-delete", onClick: onDelete },
      ]}
    >
      {children}
    </Dialog>
  );
}
