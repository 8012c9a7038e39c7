/** The full-screen player (drawn, never heard), the queue, and the sleep timer. */
import { mdiChevronDown, mdiClose, mdiDotsVertical, mdiHeart, mdiHeartOutline, mdiPause, mdiPlay, mdiPlaylistMusic, mdiRepeat, mdiRepeatOnce, mdiShuffleVariant, mdiSkipNext, mdiSkipPrevious } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { BottomSheet, Icon, ScrollView } from "../../os/ui/kit";
import { formatSongDuration } from "../../../world/spotifyDurations";
import { isLiked, songOf, toggleLike, togglePlay, type App } from "./logic";
import { Cover, Header, songColor } from "./parts";
import { positionAt, seek, skipNext, skipPrevious, songMs } from "./playback";
import type { RepeatMode, SpotifyState } from "./state";

const NEXT_REPEAT: Record<RepeatMode, RepeatMode> = { off: "all", all: "one", one: "off" };

function act(app: App, run: (d: SpotifyState, now: number) => void): void {
  const now = app.os.clock.now;
  app.update((d) => run(d, now));
}

export function PlayerScreen({ route, app }: ScreenProps<SpotifyState>) {
  const p = app.state.player;
  const s = songOf(p.song);
  const now = app.os.clock.now;
  const pos = positionAt(p, now);
  const total = songMs(p.song);
  const liked = isLiked(app.state, s.id);
  const timer = app.state.sleepTimer;
  return (
    <div class="spotify-root spotify-player" style={{ background: `linear-gradient(${songColor(s)}, #121212 70%)` }}>
      <header class="spotify-header">
        <button class="spotify-icon-btn" aria-label="Close player" data-testid="appbar-back" onClick={() => app.pop()}>
          <Icon path={mdiChevronDown} size={28} color="#fff" />
        </button>
        <div class="spotify-player-from">
          <div class="spotify-row-sub">PLAYING FROM {p.context ? p.context.kind.toUpperCase() : "SPOTIFY"}</div>
          <div class="spotify-row-title" data-testid="spotify-player-context">{p.context?.name ?? ""}</div>
        </div>
        <button class="spotify-icon-btn" aria-label="More options" data-testid="spotify-player-more" onClick={() => app.openOverlay("sheet", "playerMenu")}>
          <Icon path={mdiDotsVertical} size={24} color="#fff" />
        </button>
      </header>
      <div class="spotify-player-art">
        <Cover id={s.album} color={songColor(s)} size={300} label={s.albumTitle} />
      </div>
      <div class="spotify-player-info">
        <div class="spotify-row-text">
          <div class="spotify-player-title" data-testid="spotify-player-title">{s.title}</div>
          <div class="spotify-player-artist" role="button" data-testid="spotify-player-artist" onClick={() => app.push("artist", { id: s.artist })}>{s.artistName}</div>
        </div>
        <button class="spotify-icon-btn" aria-label={liked ? "Remove from Liked Songs" : "Save to Liked Songs"} data-testid="spotify-player-like" onClick={() => toggleLike(app, s.id)}>
          <Icon path={liked ? mdiHeart : mdiHeartOutline} size={28} color={liked ? "#1ed760" : "#fff"} />
        </button>
      </div>
      <div class="spotify-bar" role="slider" aria-valuenow={Math.floor(pos / 1000)} data-testid="spotify-player-bar" onClick={(e) => {
        const el = e.currentTarget as HTMLElement;
        const r = el.getBoundingClientRect();
        const frac = Math.max(0, Math.min(1, (e.clientX - r.left) / r.width));
        act(app, (d, t) => seek(d, Math.floor(frac * total), t));
      }}>
        <div class="spotify-bar-fill" style={{ width: `${Math.round((pos / total) * 1000) / 10}%` }} />
      </div>
      <div class="spotify-times">
        <span data-testid="spotify-player-position">{formatSongDuration(pos / 1000)}</span>
        <span data-testid="spotify-player-duration">{s.duration}</span>
      </div>
      <div class="spotify-controls">
        <button class="spotify-icon-btn" aria-label={p.shuffle ? "Disable shuffle" : "Enable shuffle"} data-testid="spotify-player-shuffle" onClick={() => act(app, (d) => void (d.player.shuffle = !d.player.shuffle))}>
          <Icon path={mdiShuffleVariant} size={26} color={p.shuffle ? "#1ed760" : "#fff"} />
        </button>
        <button class="spotify-icon-btn" aria-label="Previous" data-testid="spotify-player-prev" onClick={() => act(app, skipPrevious)}>
          <Icon path={mdiSkipPrevious} size={36} color="#fff" />
        </button>
        <button class="spotify-big-play" aria-label={p.isPlaying ? "Pause" : "Play"} data-testid="spotify-player-toggle" onClick={() => togglePlay(app)}>
          <Icon path={p.isPlaying ? mdiPause : mdiPlay} size={36} color="#000" />
        </button>
        <button class="spotify-icon-btn" aria-label="Next" data-testid="spotify-player-next" onClick={() => act(app, skipNext)}>
          <Icon path={mdiSkipNext} size={36} color="#fff" />
        </button>
        <button class="spotify-icon-btn" aria-label={`Repeat: ${p.repeat}`} data-testid="spotify-player-repeat" onClick={() => act(app, (d) => void (d.player.repeat = NEXT_REPEAT[d.player.repeat]))}>
          <Icon path={p.repeat === "one" ? mdiRepeatOnce : mdiRepeat} size={26} color={p.repeat === "off" ? "#fff" : "#1ed760"} />
        </button>
      </div>
      <div class="spotify-player-foot">
        <span class="spotify-row-sub" data-testid="spotify-player-timer">{timer ? `Sleep timer: ${timer.minutes} min` : ""}</span>
        <button class="spotify-icon-btn" aria-label="Queue" data-testid="spotify-player-queue" onClick={() => app.push("queue")}>
          <Icon path={mdiPlaylistMusic} size={24} color="#fff" />
        </button>
      </div>
      {route.overlay?.name === "playerMenu" && (
        <BottomSheet onDismiss={() => app.closeOverlay()} testId="spotify-player-menu">
          {[
            ["add-playlist", "Add to playlist", () => app.push("addToPlaylist", { song: s.id })],
            ["artist", "Go to artist", () => app.push("artist", { id: s.artist })],
            ["album", "Go to album", () => app.push("album", { id: s.album })],
            ["sleep", "Sleep timer", () => app.push("sleepTimer")],
          ].map(([tid, label, run]) => (
            <div key={tid as string} class="spotify-menu-item" role="button" data-testid={`spotify-player-menu-${tid}`} onClick={() => (app.closeOverlay(), (run as () => void)())}>
              {label as string}
            </div>
          ))}
        </BottomSheet>
      )}
    </div>
  );
}

export function QueueScreen({ app }: ScreenProps<SpotifyState>) {
  const p = app.state.player;
  const now = songOf(p.song);
  const ctx = p.context;
  const after = ctx ? ctx.songs.slice(ctx.songs.indexOf(p.song) + 1) : [];
  return (
    <div class="spotify-root">
      <Header app={app} title="Queue" />
      <ScrollView id="spotify-queue" class="spotify-body">
        <h2 class="spotify-h2">Now playing</h2>
        <div class="spotify-list-row" data-testid="spotify-queue-now">
          <Cover id={now.album} color={songColor(now)} size={48} />
          <div class="spotify-row-text">
            <div class="spotify-row-title playing">{now.title}</div>
            <div class="spotify-row-sub">{now.artistName}</div>
          </div>
        </div>
        {app.state.queue.length > 0 && <h2 class="spotify-h2">Next in queue</h2>}
        {app.state.queue.map((q) => {
          const s = songOf(q.song);
          return (
            <div key={q.id} class="spotify-list-row" data-testid={`spotify-queue-${q.id}`}>
              <Cover id={s.album} color={songColor(s)} size={48} />
              <div class="spotify-row-text">
                <div class="spotify-row-title">{s.title}</div>
                <div class="spotify-row-sub">{s.artistName}</div>
              </div>
              <button class="spotify-icon-btn" aria-label={`Remove ${s.title} from queue`} data-testid={`spotify-queue-${q.id}-remove`} onClick={() => app.update((d) => void (d.queue = d.queue.filter((x) => x.id !== q.id)))}>
                <Icon path={mdiClose} size={20} color="#b3b3b3" />
              </button>
            </div>
          );
        })}
        {ctx && after.length > 0 && <h2 class="spotify-h2">Next from: {ctx.name}</h2>}
        {after.map((id) => {
          const s = songOf(id);
          return (
            <div key={id} class="spotify-list-row" data-testid={`spotify-upnext-${id}`}>
              <Cover id={s.album} color={songColor(s)} size={48} />
              <div class="spotify-row-text">
                <div class="spotify-row-title">{s.title}</div>
                <div class="spotify-row-sub">{s.artistName}</div>
              </div>
            </div>
          );
        })}
      </ScrollView>
    </div>
  );
}

const TIMER_MINUTES = [5, 10, 15, 30, 45, 60];

export function SleepTimerScreen({ app }: ScreenProps<SpotifyState>) {
  const timer = app.state.sleepTimer;
  const now = app.os.clock.now;
  const set = (minutes: number | null) => {
    app.update((d) => void (d.sleepTimer = minutes === null ? null : { minutes, endsAt: now + minutes * 60_000 }));
    app.toast(minutes === null ? "Sleep timer turned off" : `Your sleep timer is set for ${minutes} minutes`);
    app.pop();
  };
  return (
    <div class="spotify-root">
      <Header app={app} title="Sleep timer" />
      <ScrollView id="spotify-sleep" class="spotify-body">
        {timer && <div class="spotify-page-meta" data-testid="spotify-sleep-current">Playback stops in {Math.max(0, Math.ceil((timer.endsAt - now) / 60_000))} min</div>}
        {TIMER_MINUTES.map((m) => (
          <div key={m} class={`spotify-menu-item ${timer?.minutes === m ? "on" : ""}`} role="button" data-testid={`spotify-sleep-${m}`} onClick={() => set(m)}>
            {m === 60 ? "1 hour" : `${m} minutes`}
          </div>
        ))}
        {timer && (
          <div class="spotify-menu-item" role="button" data-testid="spotify-sleep-off" onClick={() => set(null)}>
            Turn off timer
          </div>
        )}
      </ScrollView>
    </div>
  );
}
