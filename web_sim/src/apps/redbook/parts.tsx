/** Shared pieces of the RedNote screens: covers, avatars, the two-column note grid, counters. */
import { mdiBookOpenVariant, mdiCamera, mdiDumbbell, mdiFaceWoman, mdiHanger, mdiHeart, mdiHeartOutline, mdiHomeHeart, mdiLaptop, mdiNoodles, mdiNotebookEdit, mdiPaw, mdiWalletTravel } from "@mdi/js";
import type { AppHandle } from "../../os/types";
import { Icon, LazyList, ScrollView } from "../../os/ui/kit";
import { seededRandom } from "../../os/rng";
import { isLiked, likeCount, nickname, toggleLike, visit, type NoteView } from "./logic";
import type { RedbookState } from "./state";

export type App = AppHandle<RedbookState>;
export const RED = "#FF2442";

const CATEGORY_ICON: Record<string, string> = {
  Food: mdiNoodles, Travel: mdiWalletTravel, Fashion: mdiHanger, Beauty: mdiFaceWoman, Fitness: mdiDumbbell, Home: mdiHomeHeart,
  Pets: mdiPaw, Tech: mdiLaptop, Study: mdiBookOpenVariant, Photography: mdiCamera, Mine: mdiNotebookEdit,
}; // fmt: skip

/** A cover drawn from the note's seed: a soft gradient, shapes and the category's pictogram. */
export function Cover({ seed, category, height }: { seed: number; category: string; height: number }) {
  const r = seededRandom(seed + 1);
  const hue = Math.floor(r() * 360);
  const blobs = [0, 1, 2].map(() => ({ x: r() * 160, y: r() * 200, rr: 20 + r() * 50 }));
  const gid = `rbg${seed}`;
  return (
    <div class="rb-cover" style={{ height }}>
      <svg viewBox="0 0 160 200" width="100%" height="100%" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        <defs>
          <linearGradient id={gid} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stop-color={`hsl(${hue} 70% 86%)`} />
            <stop offset="1" stop-color={`hsl(${(hue + 50) % 360} 65% 72%)`} />
          </linearGradient>
        </defs>
        <rect width="160" height="200" fill={`url(#${gid})`} />
        {blobs.map((b, i) => (
          <circle key={i} cx={b.x} cy={b.y} r={b.rr} fill={`hsl(${(hue + 120 + i * 40) % 360} 70% 80%)`} opacity="0.55" />
        ))}
      </svg>
      <span class="rb-cover-icon">
        <Icon path={CATEGORY_ICON[category] ?? mdiNotebookEdit} size={44} color="rgba(255,255,255,0.92)" />
      </span>
    </div>
  );
}

/** A round avatar in a colour drawn from the user id, with the first letter of the nickname. */
export function UserAvatar({ user, name, size = 28 }: { user: string; name: string; size?: number }) {
  let h = 0;
  for (const ch of user) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return (
    <span class="rb-avatar" style={{ width: size, height: size, background: user === "me" ? RED : `hsl(${h % 360} 55% 60%)`, fontSize: Math.round(size * 0.45) }}>
      {name.slice(0, 1)}
    </span>
  );
}

export function LikeButton({ app, n, testId }: { app: App; n: NoteView; testId: string }) {
  const liked = isLiked(app.state, n.id);
  return (
    <span
      class={`rb-card-like ${liked ? "on" : ""}`}
      role="button"
      aria-pressed={liked}
      data-testid={testId}
      onClick={(e) => {
        e.stopPropagation();
        app.update((d) => toggleLike(d, n.id));
      }}
    >
      <Icon path={liked ? mdiHeart : mdiHeartOutline} size={16} color={liked ? RED : "currentColor"} />
      {likeCount(app.state, n)}
    </span>
  );
}

/** Open a note, recording the visit in the browse history. */
export function openNote(app: App, id: string): void {
  app.update((d) => visit(d, id, app.os.clock.now));
  app.push("note", { id });
}

/** Height of a row of the grid (covers are one height): the lazy list's bound. */
export const ROW_HEIGHT = 262;

export function NoteCard({ app, n, testId }: { app: App; n: NoteView; testId: string }) {
  return (
    <article class="rb-card" role="button" data-testid={testId} onClick={() => openNote(app, n.id)}>
      <Cover seed={n.cover} category={n.category} height={180} />
      <h3 class="rb-card-title">{n.title}</h3>
      <div class="rb-card-foot">
        <span class="rb-card-author">
          <UserAvatar user={n.author} name={nickname(app.state, n.author)} size={18} />
          <span class="rb-ellipsis">{nickname(app.state, n.author)}</span>
        </span>
        <LikeButton app={app} n={n} testId={`${testId}-like`} />
      </div>
    </article>
  );
}

/** Two columns of note cards, row by row (the first note top left), drawn lazily. */
export function NoteGrid({ app, notes, scrollId, prefix, footer }: { app: App; notes: NoteView[]; scrollId: string; prefix: string; footer?: preact.ComponentChildren }) {
  const rows: NoteView[][] = [];
  for (let i = 0; i < notes.length; i += 2) rows.push(notes.slice(i, i + 2));
  return (
    <ScrollView id={scrollId} class="rb-grid-scroll">
      <LazyList scrollId={scrollId} items={rows} keyOf={(row) => row[0].id} minItemHeight={ROW_HEIGHT} class="rb-grid" end={footer}>
        {(row) => (
          <div class="rb-grid-row">
            {row.map((n) => (
              <NoteCard key={n.id} app={app} n={n} testId={`${prefix}-${n.id}`} />
            ))}
          </div>
        )}
      </LazyList>
    </ScrollView>
  );
}

export function Stat({ value, label, testId, onClick }: { value: number; label: string; testId: string; onClick?: () => void }) {
  return (
    <span class="rb-stat" role={onClick ? "button" : undefined} data-testid={testId} onClick={onClick}>
      <b data-testid={`${testId}-value`}>{value}</b>
      <span>{label}</span>
    </span>
  );
}
