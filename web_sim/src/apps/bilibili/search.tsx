/** Search: the field, the history with "clear", then results in two tabs (videos; users with follower counts). */
import { mdiDeleteOutline, mdiHistory } from "@mdi/js";
import type { Route, ScreenProps } from "../../os/types";
import { Dialog, Icon, ScrollView, TextField, focusField } from "../../os/ui/kit";
import { searchBili } from "../../../world/bilibili";
import { follow, isFollowing, recordSearch, type App } from "./logic";
import { Header, UpAvatar, VideoRow } from "./parts";
import type { BilibiliState } from "./state";

export function SearchScreen({ route, app }: ScreenProps<BilibiliState>) {
  const draft = (route.data.draft as string | undefined) ?? "";
  const query = (route.data.query as string | undefined) ?? "";
  const tab = (route.data.tab as string | undefined) ?? "videos";
  const run = (text: string) => {
    if (!text.trim()) return;
    recordSearch(app, text);
    app.setData({ draft: text, query: text.trim(), tab: "videos" });
    focusField(null);
  };
  const res = searchBili(query);
  return (
    <div class="bili-root bili-page">
      <Header
        app={app}
        title=""
        actions={
          <button class="bili-textbtn" data-testid="bilibili-search-go" onClick={() => run(draft)}>Search</button>
        }
      />
      <div class="bili-searchfield">
        <TextField id="bilibili.search" value={draft} onChange={(t) => app.setData({ draft: t })} onSubmit={() => run(draft)} placeholder="Search videos, uploaders" search />
      </div>
      {query === "" ? (
        <ScrollView id="bili-search-history">
          <div class="bili-spacetabs">
            <span class="bili-section-title">Search history</span>
            {app.state.searchHistory.length > 0 && (
              <button class="bili-iconbtn" aria-label="Clear history" data-testid="bilibili-history-clear" onClick={() => app.openOverlay("dialog", "clear")}>
                <Icon path={mdiDeleteOutline} size={20} color="#9499a0" />
              </button>
            )}
          </div>
          {app.state.searchHistory.length === 0 && <div class="bili-empty" data-testid="bilibili-history-empty">No search history</div>}
          <div class="bili-historychips">
            {app.state.searchHistory.map((h) => (
              <button key={h.id} class="bili-historychip" data-testid={`bilibili-history-${h.id}`} onClick={() => run(h.text)}>
                <Icon path={mdiHistory} size={14} /> {h.text}
              </button>
            ))}
          </div>
        </ScrollView>
      ) : (
        <>
          <div class="bili-vtabs" role="tablist">
            <button role="tab" class={`bili-vtab ${tab === "videos" ? "active" : ""}`} data-testid="bilibili-search-tab-videos" onClick={() => app.setData({ tab: "videos" })}>Videos</button>
            <button role="tab" class={`bili-vtab ${tab === "users" ? "active" : ""}`} data-testid="bilibili-search-tab-users" onClick={() => app.setData({ tab: "users" })}>Users</button>
          </div>
          <ScrollView id={`bili-search-${tab}`}>
            {tab === "videos" && res.videos.map((v) => <VideoRow key={v.id} app={app} v={v} testId={`bilibili-result-video-${v.id}`} />)}
            {tab === "users" &&
              res.users.map((u) => (
                <div key={u.id} class="bili-recrow" data-testid={`bilibili-result-user-${u.id}`}>
                  <div class="bili-uprow-main" role="button" data-testid={`bilibili-result-user-open-${u.id}`} onClick={() => app.push("space", { id: u.id })}>
                    <UpAvatar name={u.name} color={u.color} size={44} />
                    <div>
                      <div class="bili-uprow-name">{u.name}</div>
                      <div class="bili-row-sub" data-testid={`bilibili-result-followers-${u.id}`}>{u.followersText} followers · {u.videos.length} videos</div>
                    </div>
                  </div>
                  {isFollowing(app.state, u.id) ? <span class="bili-pill off">Following</span> : <button class="bili-pill" data-testid={`bilibili-result-follow-${u.id}`} onClick={() => follow(app, u.id)}>+ Follow</button>}
                </div>
              ))}
            {((tab === "videos" && res.videos.length === 0) || (tab === "users" && res.users.length === 0)) && <div class="bili-empty">No results for "{query}"</div>}
          </ScrollView>
        </>
      )}
      {route.overlay?.name === "clear" && (
        <Dialog
          title="Clear all search history?"
          testId="bilibili-clear-dialog"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", testId: "bilibili-clear-cancel", onClick: app.closeOverlay },
            { label: "Clear", testId: "bilibili-clear-confirm", onClick: () => (app.update((d) => void (d.searchHistory = [])), app.closeOverlay()) },
          ]}
        />
      )}
    </div>
  );
}

/** BACK on results goes back to the history first. */
export function searchBack(app: App, route: Route): boolean {
  if (route.data.query) {
    app.setData({ query: "", draft: "" });
    return true;
  }
  return false;
}
