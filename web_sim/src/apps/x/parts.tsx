/** X's shared pieces: the logo, drawn avatars and badge, the post card with its action bar, headers. */
import { mdiArrowLeft, mdiBookmark, mdiBookmarkOutline, mdiChartBar, mdiHeart, mdiHeartOutline, mdiMessageOutline, mdiRepeatVariant } from "@mdi/js";
import type { ComponentChildren } from "preact";
import { PhotoImage, photoById } from "../../os/media";
import { Icon, Menu } from "../../os/ui/kit";
import { ago, compact, isBookmarked, isLiked, isReposted, person, postView, toggleBookmark, toggleLike, toggleRepost, type App, type PostView } from "./logic";

/** The X mark, drawn by us: two crossing strokes, one thin and one wide. */
export const X_LOGO_PATH = "M3.2 3h5.1l12.5 18h-5.1zM18.2 3h2.4l-7.3 8.4-1.3-1.8zM3.4 21l7.6-8.7 1.3 1.8L5.8 21z";
const VERIFIED_PATH = "M12 1.8l2.4 1.9 3-.4.9 2.9 2.6 1.6-1 2.8 1 2.8-2.6 1.6-.9 2.9-3-.4L12 22.2l-2.4-1.9-3 .4-.9-2.9-2.6-1.6 1-2.8-1-2.8 2.6-1.6.9-2.9 3 .4z";

export function XLogo({ size = 26 }: { size?: number }) {
  return (
    <svg class="x-logo" width={size} height={size} viewBox="0 0 24 24" aria-label="X">
      <path d={X_LOGO_PATH} fill="var(--x-ink)" />
    </svg>
  );
}

export function Verified({ size = 16 }: { size?: number }) {
  return (
    <svg class="x-verified" width={size} height={size} viewBox="0 0 24 24" aria-label="Verified account">
      <path d={VERIFIED_PATH} fill="var(--x-blue)" />
      <path d="M7.5 12.2l3 3 6-6.2" stroke="#fff" stroke-width="2" fill="none" />
    </svg>
  );
}

/** A round avatar with the user's initials on their colour: one element (every post card has one). */
export function XAvatar({ app, user, size = 40 }: { app: App; user: string; size?: number }) {
  const p = person(app.state, user);
  const initials = p.name.split(" ").map((w) => w[0]).slice(0, 2).join("");
  return (
    <span class="x-avatar" style={{ width: size, height: size, background: p.color, fontSize: (size * 14) / 40 }} aria-hidden="true">
      {initials}
    </span>
  );
}

export function Header({ app, title, subtitle, children }: { app: App; title: string; subtitle?: string; children?: ComponentChildren }) {
  return (
    <header class="x-header">
      <button class="x-iconbtn" aria-label="Back" data-testid="x-back" onClick={() => app.pop()}>
        <Icon path={mdiArrowLeft} size={22} />
      </button>
      <div class="x-header-text">
        <div class="x-header-title">{title}</div>
        {subtitle && <div class="x-dim">{subtitle}</div>}
      </div>
      {children}
    </header>
  );
}

/** The name line of a post: name, badge, @handle, time. */
export function NameLine({ app, user, time }: { app: App; user: string; time?: number }) {
  const p = person(app.state, user);
  return (
    <div class="x-nameline">
      <span class="x-name">{p.name}</span>
      {p.verified && <Verified />}
      <span class="x-dim">@{p.handle}</span>
      {time !== undefined && <span class="x-dim">· {ago(app.os.clock.now, time)}</span>}
    </div>
  );
}

function Action({ icon, count, on, color, testId, label, onClick, showCount }: { icon: string; count: number; on: boolean; color: string; testId: string; label: string; onClick: () => void; showCount: boolean }) {
  return (
    <button
      class={`x-action ${on ? "on" : ""}`}
      style={on ? { color } : undefined}
      aria-label={label}
      aria-pressed={on}
      data-testid={testId}
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
    >
      <Icon path={icon} size={18} color="currentColor" />
      {showCount && count > 0 && <span>{compact(count)}</span>}
    </button>
  );
}

/** Reply, repost (a menu: repost or quote), like, views, bookmark. */
export function ActionBar({ app, p }: { app: App; p: PostView }) {
  const s = app.state;
  const counts = s.settings.showInteractionCounts;
  return (
    <div class="x-actions">
      <Action icon={mdiMessageOutline} count={p.replies} on={false} color="var(--x-blue)" testId={`x-reply-${p.id}`} label="Reply" showCount={counts} onClick={() => app.push("compose", { replyTo: p.id })} />
      <Action icon={mdiRepeatVariant} count={p.reposts + p.quotes} on={isReposted(s, p.id)} color="#00ba7c" testId={`x-repost-${p.id}`} label="Repost" showCount={counts} onClick={() => app.openOverlay("menu", "repost", { post: p.id })} />
      <Action icon={isLiked(s, p.id) ? mdiHeart : mdiHeartOutline} count={p.likes} on={isLiked(s, p.id)} color="#f91880" testId={`x-like-${p.id}`} label="Like" showCount={counts} onClick={() => toggleLike(app, p.id)} />
      <Action icon={mdiChartBar} count={p.views} on={false} color="var(--x-blue)" testId={`x-views-${p.id}`} label="View post analytics" showCount={counts} onClick={() => app.push("activity", { post: p.id })} />
      <Action icon={isBookmarked(s, p.id) ? mdiBookmark : mdiBookmarkOutline} count={p.bookmarks} on={isBookmarked(s, p.id)} color="var(--x-blue)" testId={`x-bookmark-${p.id}`} label="Bookmark" showCount={false} onClick={() => toggleBookmark(app, p.id)} />
    </div>
  );
}

/** The repost menu a screen draws when its overlay is open. */
export function RepostMenu({ app, overlay }: { app: App; overlay: { name: string; data: Record<string, unknown> } | null }) {
  if (overlay?.name !== "repost") return null;
  const id = String(overlay.data.post);
  const on = isReposted(app.state, id);
  return (
    <Menu
      testId="x-repost-menu"
      onDismiss={() => app.closeOverlay()}
      items={[
        { label: on ? "Undo repost" : "Repost", testId: "x-repost-do", onClick: () => (app.closeOverlay(), toggleRepost(app, id)) },
        { label: "Quote", testId: "x-quote", onClick: () => (app.closeOverlay(), app.push("compose", { quoteOf: id })) },
      ]}
    />
  );
}

/** The photos of a post (or a draft, with a remove button on each), drawn from the gallery. */
export function MediaGrid({ app, media, onRemove }: { app: App; media: string[]; onRemove?: (id: string) => void }) {
  const photos = media.map((id) => photoById(app.os, id)).filter((p) => p !== undefined);
  if (photos.length === 0) return null;
  return (
    <div class={`x-media x-media-${Math.min(photos.length, 4)}`}>
      {photos.map((p) => (
        <div key={p.id} class="x-media-cell" data-testid={`x-media-${p.id}`}>
          <PhotoImage photo={p} />
          {onRemove && (
            <button class="x-media-remove" aria-label="Remove photo" data-testid={`x-media-remove-${p.id}`} onClick={() => onRemove(p.id)}>
              ×
            </button>
          )}
        </div>
      ))}
    </div>
  );
}

/** A quoted post inside a card: a small bordered preview. */
export function QuoteBox({ app, id }: { app: App; id: string }) {
  const q = postView(app.state, id);
  if (!q) return <div class="x-quote-box x-dim">This post is unavailable.</div>;
  return (
    <div class="x-quote-box" role="button" data-testid={`x-quoted-${id}`} onClick={(e) => (e.stopPropagation(), app.push("post", { id }))}>
      <NameLine app={app} user={q.author} time={q.time} />
      <div class="x-text">{q.text}</div>
    </div>
  );
}

/** Lower bound of a card's height, for the lazy lists. */
export const POST_CARD_MIN_HEIGHT = 96;

export function PostCard({ app, p, reposted }: { app: App; p: PostView; reposted?: boolean }) {
  const parent = p.replyTo ? postView(app.state, p.replyTo) : null;
  return (
    <article class="x-card" role="button" data-testid={`x-post-${p.id}`} onClick={() => app.push("post", { id: p.id })}>
      {reposted && <div class="x-context x-dim">You reposted</div>}
      <div class="x-card-row">
        <button class="x-avatar-btn" aria-label="Profile" data-testid={`x-author-${p.id}`} onClick={(e) => (e.stopPropagation(), app.push("profile", { user: p.author }))}>
          <XAvatar app={app} user={p.author} />
        </button>
        <div class="x-card-main">
          <NameLine app={app} user={p.author} time={p.time} />
          {parent && <div class="x-dim">Replying to <span class="x-link">@{person(app.state, parent.author).handle}</span></div>}
          <div class="x-text">{p.text}</div>
          <MediaGrid app={app} media={p.media} />
          {p.quoteOf && <QuoteBox app={app} id={p.quoteOf} />}
          <ActionBar app={app} p={p} />
        </div>
      </div>
    </article>
  );
}
