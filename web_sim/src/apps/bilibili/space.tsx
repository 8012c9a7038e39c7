/** An uploader's space: banner, stats, Follow (with the recommendations shown right after following), and the upload list. */
import { mdiPlus } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { Dialog, Icon, ScrollView, useLazyItems } from "../../os/ui/kit";
import { BILI_UPLOADERS, formatCount, uploader, video } from "../../../world/bilibili";
import { follow, isFollowing, unfollow } from "./logic";
import { Header, UpAvatar, VideoRow, VIDEO_ROW_MIN_HEIGHT } from "./parts";
import type { BilibiliState } from "./state";

export function SpaceScreen({ route, app }: ScreenProps<BilibiliState>) {
  const up = uploader(String(route.params.id)) ?? BILI_UPLOADERS[0];
  const s = app.state;
  const following = isFollowing(s, up.id);
  const sort = (route.data.sort as string | undefined) ?? "newest";
  const vids = up.videos.map((id) => video(id)!);
  const list = sort === "plays" ? [...vids].sort((a, b) => b.plays - a.plays || a.id.localeCompare(b.id)) : vids;
  const rows = useLazyItems("bili-space", list, VIDEO_ROW_MIN_HEIGHT);
  const showRecs = Boolean(route.data.justFollowed) && following;
  return (
    <div class="bili-root bili-page">
      <Header app={app} title={up.name} />
      <ScrollView id="bili-space">
        <div class="bili-banner" style={{ background: `linear-gradient(135deg, ${up.color}, #fb7299)` }} />
        <div class="bili-spacehead">
          <UpAvatar name={up.name} color={up.color} size={64} />
          <div class="bili-spacestats">
            <div><b data-testid="bilibili-space-followers">{up.followersText}</b><span>Followers</span></div>
            <div><b>{up.following}</b><span>Following</span></div>
            <div><b>{formatCount(up.likes)}</b><span>Likes</span></div>
          </div>
        </div>
        <div class="bili-spacename">
          {up.name} <span class="bili-level">LV{up.level}</span>
        </div>
        <div class="bili-row-sub bili-pad">UID: {up.uid}</div>
        <div class="bili-desc">{up.sign}</div>
        <div class="bili-pad">
          {following ? (
            <button class="bili-pill off wide" data-testid="bilibili-space-following" onClick={() => app.openOverlay("dialog", "unfollow")}>Following</button>
          ) : (
            <button class="bili-pill wide" data-testid="bilibili-space-follow" onClick={() => (follow(app, up.id), app.setData({ justFollowed: true }))}><Icon path={mdiPlus} size={14} color="#fff" /> Follow</button>
          )}
        </div>
        {showRecs && (
          <div class="bili-recs" data-testid="bilibili-recs">
            <div class="bili-section-title">Followed! You may also like</div>
            {up.recommended.map((id) => {
              const r = uploader(id)!;
              const on = isFollowing(s, id);
              return (
                <div key={id} class="bili-recrow" data-testid={`bilibili-rec-${id}`}>
                  <div class="bili-uprow-main" role="button" onClick={() => app.push("space", { id })}>
                    <UpAvatar name={r.name} color={r.color} size={36} />
                    <div>
                      <div class="bili-uprow-name">{r.name}</div>
                      <div class="bili-row-sub">{r.followersText} followers</div>
                    </div>
                  </div>
                  <button class={`bili-pill ${on ? "off" : ""}`} data-testid={`bilibili-rec-follow-${id}`} onClick={() => (on ? unfollow(app, id) : follow(app, id))}>{on ? "Following" : "+ Follow"}</button>
                </div>
              );
            })}
          </div>
        )}
        <div class="bili-spacetabs">
          <span class="bili-section-title">Uploads {vids.length}</span>
          <button class={`bili-sort ${sort === "newest" ? "on" : ""}`} data-testid="bilibili-space-sort-newest" onClick={() => app.setData({ sort: "newest" })}>Newest</button>
          <button class={`bili-sort ${sort === "plays" ? "on" : ""}`} data-testid="bilibili-space-sort-plays" onClick={() => app.setData({ sort: "plays" })}>Most played</button>
        </div>
        {rows.map((v) => <VideoRow key={v.id} app={app} v={v} testId={`bilibili-space-video-${v.id}`} />)}
      </ScrollView>
      {route.overlay?.name === "unfollow" && (
        <Dialog
          title={`Unfollow ${up.name}?`}
          testId="bilibili-unfollow-dialog"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", testId: "bilibili-unfollow-cancel", onClick: app.closeOverlay },
            { label: "Unfollow", testId: "bilibili-unfollow-confirm", onClick: () => (unfollow(app, up.id), app.closeOverlay(), app.setData({ justFollowed: false })) },
          ]}
        />
      )}
    </div>
  );
}
