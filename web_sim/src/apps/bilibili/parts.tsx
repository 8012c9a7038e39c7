/** Pieces every Bilibili screen uses: the header bar, drawn video covers and frames, video cards and rows. */
import { mdiArrowLeft, mdiPlayBoxOutline } from "@mdi/js";
import type { ComponentChildren } from "preact";
import { Icon } from "../../os/ui/kit";
import type { BiliVideo } from "../../../world/bilibili";
import { openVideo, type App } from "./logic";

function hash(s: string): number {
  let h = 7;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/**
 * A cover drawn from the video's id and colour: sky, hills and a sun (no images). The sky is the
 * element's background, not a shape: every element of a feed card is garbage once scrolled past.
 */
export function Cover({ v, w = 160, h = 100 }: { v: BiliVideo; w?: number; h?: number }) {
  const k = hash(v.id);
  const sx = 20 + (k % 60);
  return (
    <svg class="bili-cover" width={w} height={h} viewBox="0 0 160 100" preserveAspectRatio="none" aria-hidden="true" style={{ background: v.color }}>
      <circle cx={sx * 1.6} cy={28} r={12 + (k % 8)} fill="rgba(255,255,255,0.55)" />
      <path d={`M0 ${70 + (k % 10)} Q 50 ${45 + (k % 20)} 90 ${68} T 160 ${60 + ((k >> 4) % 15)} V100 H0Z`} fill="rgba(0,0,0,0.22)" />
      <path d={`M0 90 Q 70 ${70 + ((k >> 2) % 12)} 160 88 V100 H0Z`} fill="rgba(0,0,0,0.3)" />
    </svg>
  );
}

const DANMAKU = ["Here before it blows up", "2333333", "Incoming!!!", "This part again lol", "Triple sent", "Who's watching in 2026?", "Subtitles team, thank you", "Goosebumps", "So satisfying", "Came from the ranking"];

/** Scrolling comments over the frame: three lines, each crossing the screen right to left, one step per simulated second. */
function Danmaku({ k, t }: { k: number; t: number }) {
  return (
    <g class="bili-danmaku" aria-hidden="true">
      {[0, 1, 2].map((row) => {
        const line = DANMAKU[(Math.floor((t + row * 4) / 12) + k + row * 3) % DANMAKU.length];
        const x = 160 - (((t + row * 4) % 12) * 20);
        return <text key={row} x={x} y={10 + row * 9} font-size="6" fill="#fff" stroke="rgba(0,0,0,0.35)" stroke-width="0.3">{line}</text>;
      })}
    </g>
  );
}

/** The player's frame at second `t`: the cover with a moving light, danmaku while playing (when on), a progress bar. */
export function Frame({ v, t, danmaku = false }: { v: BiliVideo; t: number; danmaku?: boolean }) {
  const k = hash(v.id);
  const x = (t * 7 + (k % 160)) % 160;
  return (
    <svg class="bili-frame" width="360" height="203" viewBox="0 0 160 90" preserveAspectRatio="none" aria-label={`Frame at ${t} s`} data-testid="bilibili-frame" data-second={t}>
      <rect width="160" height="90" fill={v.color} />
      <circle cx={x} cy={26 + ((t * 3) % 12)} r={11} fill="rgba(255,255,255,0.5)" />
      <path d={`M0 ${62 + (t % 6)} Q 50 ${42 + ((k + t) % 16)} 90 60 T 160 ${55 + ((k >> 3) % 12)} V90 H0Z`} fill="rgba(0,0,0,0.25)" />
      {danmaku && <Danmaku k={k} t={t} />}
      <rect x="0" y="88" width={(160 * t) / Math.max(1, v.durationSec)} height="2" fill="#fb7299" />
    </svg>
  );
}

export function Header({ app, title, actions, testId }: { app: App; title: string; actions?: ComponentChildren; testId?: string }) {
  return (
    <header class="bili-header" data-testid={testId}>
      <button class="bili-iconbtn" aria-label="Back" data-testid="bilibili-back" onClick={() => app.pop()}>
        <Icon path={mdiArrowLeft} size={24} />
      </button>
      <h1 class="bili-header-title">{title}</h1>
      <div class="bili-header-actions">{actions}</div>
    </header>
  );
}

/**
 * A two-column feed card: cover with plays and duration, title, uploader. The plays and duration
 * lie on the cover from the card's own box, and the UP badge is drawn by CSS (bilibili.css): the
 * fewer elements a card has, the less garbage each drag through the feed leaves.
 */
export function VideoCard({ app, v, testId }: { app: App; v: BiliVideo; testId: string }) {
  return (
    <div class="bili-card" role="button" data-testid={testId} onClick={() => openVideo(app, v.id)}>
      <Cover v={v} w={168} h={105} />
      <div class="bili-card-meta">
        <Icon path={mdiPlayBoxOutline} size={12} color="#fff" />
        {v.playsText}
        <span>{v.duration}</span>
      </div>
      <div class="bili-card-title">{v.title}</div>
      <div class="bili-card-up">{v.uploaderName}</div>
    </div>
  );
}

/** A one-line video row: cover, title, uploader, plays and date (lists, search, space). */
export function VideoRow({ app, v, testId, lead, sub }: { app: App; v: BiliVideo; testId: string; lead?: ComponentChildren; sub?: ComponentChildren }) {
  return (
    <div class="bili-row" role="button" data-testid={testId} onClick={() => openVideo(app, v.id)}>
      {lead}
      <div class="bili-row-cover">
        <Cover v={v} w={120} h={75} />
        <span class="bili-row-dur">{v.duration}</span>
      </div>
      <div class="bili-row-text">
        <div class="bili-row-title">{v.title}</div>
        <div class="bili-row-sub"><span class="bili-up-badge">UP</span>{v.uploaderName}</div>
        <div class="bili-row-sub">{sub ?? `${v.playsText} plays · ${v.uploaded}`}</div>
      </div>
    </div>
  );
}
export const VIDEO_ROW_MIN_HEIGHT = 80;

/** An uploader's drawn avatar: a coloured disc with the first letter. */
export function UpAvatar({ name, color, size = 40 }: { name: string; color: string; size?: number }) {
  return (
    <span class="bili-avatar" style={{ width: size, height: size, background: color, fontSize: size * 0.42 }}>
      {[...name][0]?.toUpperCase()}
    </span>
  );
}
