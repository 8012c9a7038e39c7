/** My lists: favourites folders (and a new folder), folder detail, recent likes, following, fans, my anime, an anime's page, settings. */
import { mdiFolderStarOutline, mdiLockOutline, mdiTelevisionClassic } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { Icon, ScrollView, SwitchItem, TextField } from "../../os/ui/kit";
import { BILI_ANIME, uploader, video } from "../../../world/bilibili";
import { createFolder, setFolders, toggleAnime, videoOf } from "./logic";
import { Header, UpAvatar, VideoRow } from "./parts";
import type { BiliSettings, BilibiliState } from "./state";

export function FavouritesScreen({ app }: ScreenProps<BilibiliState>) {
  return (
    <div class="bili-root bili-page">
      <Header app={app} title="My favourites" actions={<button class="bili-textbtn pink" data-testid="bilibili-folder-create" onClick={() => app.push("newFolder")}>New</button>} />
      <ScrollView id="bili-favs">
        {app.state.folders.map((f) => {
          const first = f.videoIds[0] ? video(f.videoIds[0]) : undefined;
          return (
            <div key={f.id} class="bili-folderrow" role="button" data-testid={`bilibili-folder-${f.id}`} onClick={() => app.push("folder", { id: f.id })}>
              <div class="bili-folderthumb" style={{ background: first?.color ?? "#e3e5e7" }}><Icon path={mdiFolderStarOutline} size={28} color="#fff" /></div>
              <div class="bili-row-text">
                <div class="bili-row-title">{f.title}</div>
                <div class="bili-row-sub" data-testid={`bilibili-folder-count-${f.id}`}>{f.videoIds.length} items · {f.isPublic ? "Public" : "Private"}</div>
              </div>
            </div>
          );
        })}
      </ScrollView>
    </div>
  );
}

export function FolderScreen({ route, app }: ScreenProps<BilibiliState>) {
  const f = app.state.folders.find((x) => x.id === route.params.id);
  if (!f) return <div class="bili-root bili-page"><Header app={app} title="" /></div>;
  return (
    <div class="bili-root bili-page">
      <Header app={app} title={f.title} />
      <div class="bili-folderhead">
        <div class="bili-row-title">{f.title}</div>
        <div class="bili-row-sub" data-testid="bilibili-folder-count">{f.videoIds.length} items · {f.isPublic ? "Public" : "Private"} {!f.isPublic && <Icon path={mdiLockOutline} size={12} />}</div>
      </div>
      <ScrollView id="bili-folder">
        {f.videoIds.length === 0 && <div class="bili-empty">This folder is empty</div>}
        {[...f.videoIds].reverse().map((id) => <VideoRow key={id} app={app} v={videoOf(id)} testId={`bilibili-folder-video-${id}`} />)}
      </ScrollView>
    </div>
  );
}

/** A new folder: title and public switch; opened from the favourite sheet, the video goes in it. */
export function NewFolderScreen({ route, app }: ScreenProps<BilibiliState>) {
  const title = (route.data.title as string | undefined) ?? "";
  const isPublic = route.data.isPublic !== false;
  const save = () => {
    const t = title.trim();
    if (!t) return app.toast("Enter a folder name");
    if (app.state.folders.some((f) => f.title === t)) return app.toast("A folder with this name already exists");
    const id = createFolder(app, t, isPublic);
    const vid = route.params.video;
    if (typeof vid === "string") {
      const keep = app.state.folders.filter((f) => f.videoIds.includes(vid)).map((f) => f.id);
      setFolders(app, vid, [...keep, id]);
    }
    app.pop();
    app.toast(typeof vid === "string" ? `Added to "${t}"` : "Folder created");
  };
  return (
    <div class="bili-root bili-page">
      <Header app={app} title="New folder" actions={<button class="bili-textbtn pink" data-testid="bilibili-folder-save" onClick={save}>Done</button>} />
      <div class="bili-pad">
        <TextField id="bilibili.folderName" value={title} onChange={(t) => app.setData({ title: t })} placeholder="Folder name" maxLength={20} />
      </div>
      <SwitchItem title="Public" subtitle="Others can see this folder in your space" checked={isPublic} onChange={(v) => app.setData({ isPublic: v })} testId="bilibili-folder-public" />
    </div>
  );
}

export function LikesScreen({ app }: ScreenProps<BilibiliState>) {
  const liked = [...app.state.liked].sort((a, b) => b.at - a.at);
  return (
    <div class="bili-root bili-page">
      <Header app={app} title="Recent likes" />
      <ScrollView id="bili-likes">
        {liked.length === 0 && <div class="bili-empty">No likes yet</div>}
        {liked.map((x) => <VideoRow key={x.id} app={app} v={videoOf(x.id)} testId={`bilibili-liked-${x.id}`} />)}
      </ScrollView>
    </div>
  );
}

export function HistoryScreen({ app }: ScreenProps<BilibiliState>) {
  return (
    <div class="bili-root bili-page">
      <Header app={app} title="History" />
      <ScrollView id="bili-history">
        {app.state.history.length === 0 && <div class="bili-empty">No watch history</div>}
        {app.state.history.map((x) => <VideoRow key={x.id} app={app} v={videoOf(x.id)} testId={`bilibili-history-video-${x.id}`} />)}
      </ScrollView>
    </div>
  );
}

export function FollowingScreen({ app }: ScreenProps<BilibiliState>) {
  const ups = [...app.state.following].sort((a, b) => b.at - a.at).map((x) => uploader(x.id)).filter((u) => u !== undefined);
  return (
    <div class="bili-root bili-page">
      <Header app={app} title={`Following (${ups.length})`} />
      <ScrollView id="bili-following">
        {ups.map((u) => (
          <div key={u.id} class="bili-recrow" role="button" data-testid={`bilibili-following-${u.id}`} onClick={() => app.push("space", { id: u.id })}>
            <div class="bili-uprow-main">
              <UpAvatar name={u.name} color={u.color} size={44} />
              <div>
                <div class="bili-uprow-name">{u.name}</div>
                <div class="bili-row-sub">{u.sign}</div>
              </div>
            </div>
          </div>
        ))}
      </ScrollView>
    </div>
  );
}

export function FansScreen({ app }: ScreenProps<BilibiliState>) {
  return (
    <div class="bili-root bili-page">
      <Header app={app} title={`Followers (${app.state.fans.length})`} />
      <ScrollView id="bili-fans">
        {app.state.fans.map((f) => (
          <div key={f.id} class="bili-recrow" data-testid={`bilibili-fan-${f.id}`}>
            <div class="bili-uprow-main">
              <UpAvatar name={f.name} color="#c9ccd0" size={40} />
              <div>
                <div class="bili-uprow-name">{f.name}</div>
                <div class="bili-row-sub">UID: {f.uid}</div>
              </div>
            </div>
          </div>
        ))}
      </ScrollView>
    </div>
  );
}

export function AnimeSubsScreen({ app }: ScreenProps<BilibiliState>) {
  const subs = [...app.state.animeSubs].sort((a, b) => b.at - a.at).map((x) => BILI_ANIME.find((a) => a.id === x.id)).filter((a) => a !== undefined);
  return (
    <div class="bili-root bili-page">
      <Header app={app} title="My anime" />
      <ScrollView id="bili-animesubs">
        {subs.length === 0 && <div class="bili-empty">Follow a series to find it here</div>}
        {subs.map((a) => (
          <div key={a.id} class="bili-anime-row" role="button" data-testid={`bilibili-mysub-${a.id}`} onClick={() => app.push("anime", { id: a.id })}>
            <div class="bili-anime-poster" style={{ background: a.color }}><Icon path={mdiTelevisionClassic} size={28} color="#fff" /></div>
            <div class="bili-row-text">
              <div class="bili-row-title">{a.title}</div>
              <div class="bili-row-sub">{a.episodes} episodes · {a.status}</div>
            </div>
          </div>
        ))}
      </ScrollView>
    </div>
  );
}

export function AnimeScreen({ route, app }: ScreenProps<BilibiliState>) {
  const a = BILI_ANIME.find((x) => x.id === route.params.id) ?? BILI_ANIME[0];
  const on = app.state.animeSubs.some((x) => x.id === a.id);
  return (
    <div class="bili-root bili-page">
      <Header app={app} title={a.title} />
      <ScrollView id="bili-animepage">
        <div class="bili-animehero" style={{ background: `linear-gradient(160deg, ${a.color}, #18191c)` }}>
          <div class="bili-anime-poster big" style={{ background: a.color }}><Icon path={mdiTelevisionClassic} size={44} color="#fff" /></div>
          <div>
            <div class="bili-animetitle">{a.title}</div>
            <div class="bili-animemeta">{a.year} · {a.episodes} episodes · {a.status}</div>
            <div class="bili-animemeta">{a.followers} followers · Score {a.score}</div>
          </div>
        </div>
        <div class="bili-pad">
          <button class={`bili-pill wide ${on ? "off" : ""}`} data-testid="bilibili-anime-follow" onClick={() => (toggleAnime(app, a.id), app.toast(on ? "Unfollowed" : "Followed: new episodes will show in My anime"))}>{on ? "Following" : "+ Follow series"}</button>
        </div>
        <div class="bili-section-title">Episodes</div>
        <div class="bili-pickgrid">
          {Array.from({ length: a.episodes }, (_, i) => i + 1).map((n) => (
            <button key={n} class="bili-pick" data-testid={`bilibili-anime-ep-${n}`} onClick={() => app.toast(`Episode ${n} is for VIP members in this region`)}>{n}</button>
          ))}
        </div>
      </ScrollView>
    </div>
  );
}

const SETTINGS: Array<[keyof BiliSettings, string, string]> = [
  ["autoplay", "Autoplay", "Play videos automatically in the feed"],
  ["danmaku", "Danmaku", "Show scrolling comments on videos"],
  ["pictureInPicture", "Picture-in-picture", "Keep playing in a small window"],
  ["pushNotifications", "Push notifications", "New videos from uploaders you follow"],
  ["dataSaver", "Data saver", "Lower quality on mobile data"],
  ["hdOnWifi", "HD on Wi-Fi", "Play 1080p by default on Wi-Fi"],
];

export function SettingsScreen({ app }: ScreenProps<BilibiliState>) {
  return (
    <div class="bili-root bili-page">
      <Header app={app} title="Settings" />
      <ScrollView id="bili-settings">
        {SETTINGS.map(([key, title, sub]) => (
          <SwitchItem key={key} title={title} subtitle={sub} checked={app.state.settings[key]} onChange={(v) => app.update((d) => void (d.settings[key] = v))} testId={`bilibili-setting-${key}`} />
        ))}
      </ScrollView>
    </div>
  );
}
