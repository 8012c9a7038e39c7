/**
 * Create post: community, title, body, flair. A community whose rules require a flair keeps Post
 * disabled (greyed, with the reason shown) until one is chosen, and marks the flair row required.
 */
import { mdiAlertCircleOutline, mdiAsterisk, mdiCheck, mdiChevronDown, mdiChevronRight, mdiClose, mdiTagOutline } from "@mdi/js";
import { setRouteData } from "../../os/routeOps";
import type { ScreenProps } from "../../os/types";
import { AppBar, BottomSheet, Icon, IconButton, ListItem, ScrollView, TextField } from "../../os/ui/kit";
import { COMMUNITIES, community, compact, createPost, isJoined, postBlocker, type PostDraft, type RedditState } from "./logic";
import { CommunityIcon, Flair } from "./parts";

export function CreateScreen({ route, app }: ScreenProps<RedditState>) {
  const d = route.data;
  const draft: PostDraft = {
    community: (d.community as string | undefined) ?? (route.params.community as string | undefined) ?? "",
    title: (d.title as string | undefined) ?? "",
    body: (d.body as string | undefined) ?? "",
    flair: (d.flair as string | null | undefined) ?? null,
  };
  const c = community(draft.community);
  const blocker = postBlocker(draft);
  const flairMissing = !!c?.flairRequired && !draft.flair;
  const post = () => {
    if (blocker) {
      app.toast(blocker);
      return;
    }
    let id = "";
    app.update((st) => {
      id = createPost(st, draft, app.os.clock.now);
    });
    app.pop();
    app.push("post", { id });
    app.toast(`Posted to r/${c!.name}`);
  };
  return (
    <div class="reddit-root">
      <header class="mg-appbar">
        <IconButton path={mdiClose} label="Discard" testId="reddit-create-close" onClick={app.pop} />
        <h1 class="mg-appbar-title" />
        <div class="mg-appbar-actions reddit-appbar-btn">
          <button class={`reddit-postbtn ${blocker ? "disabled" : ""}`} aria-disabled={!!blocker} data-testid="reddit-create-post" onClick={post}>
            Post
          </button>
        </div>
      </header>
      <div class="reddit-body">
        <ScrollView id="reddit-create" class="reddit-create">
          <div class="reddit-create-community" role="button" data-testid="reddit-create-community" onClick={() => app.push("pickCommunity", { target: route.id })}>
            {c ? <CommunityIcon id={c.id} size={28} /> : <span class="reddit-cicon-blank">r/</span>}
            <b>{c ? `r/${c.name}` : "Select a community"}</b>
            <Icon path={mdiChevronDown} size={20} />
          </div>
          <div class="reddit-create-field title">
            <TextField id="reddit.title" placeholder="Title" value={draft.title} onChange={(v) => app.setData({ title: v })} maxLength={300} />
          </div>
          <div
            class={`reddit-flairrow ${c ? "" : "mg-disabled"} ${flairMissing ? "required" : ""}`}
            role="button"
            data-testid="reddit-create-flair"
            onClick={() => (c ? app.openOverlay("sheet", "flair") : app.toast("Choose a community first"))}
          >
            <Icon path={mdiTagOutline} size={20} />
            {draft.flair && c ? <Flair communityId={c.id} flair={draft.flair} /> : <span>Add flair</span>}
            {c?.flairRequired && (
              <span class="reddit-required" data-testid="reddit-flair-required">
                <Icon path={mdiAsterisk} size={12} />
                Required
              </span>
            )}
            <span class="reddit-top-spacer" />
            <Icon path={mdiChevronRight} size={20} />
          </div>
          <div class="reddit-create-field body">
            <TextField id="reddit.body" multiline placeholder="body text (optional)" value={draft.body} onChange={(v) => app.setData({ body: v })} />
          </div>
          {blocker && (draft.community || draft.title) && (
            <div class="reddit-blocker" data-testid="reddit-create-blocker">
              <Icon path={mdiAlertCircleOutline} size={18} />
              {blocker}
            </div>
          )}
          {c && c.rules.length > 0 && (
            <div class="reddit-create-rules">
              <b>r/{c.name} rules</b>
              {c.rules.map((r, i) => (
                <div key={r.id} class="reddit-dim">
                  {i + 1}. {r.title}
                </div>
              ))}
            </div>
          )}
        </ScrollView>
      </div>
      {route.overlay?.name === "flair" && c && (
        <BottomSheet title="Post flair" testId="reddit-flair-sheet" onDismiss={app.closeOverlay}>
          {c.flairRequired && <div class="reddit-sheet-note">r/{c.name} requires a flair on every post.</div>}
          {c.flairs.map((f) => (
            <ListItem
              key={f.id}
              dense
              testId={`reddit-flair-${f.id}`}
              title={<Flair communityId={c.id} flair={f.id} />}
              trailing={draft.flair === f.id ? <Icon path={mdiCheck} color="var(--reddit-orange)" /> : undefined}
              onClick={() => {
                app.setData({ flair: f.id });
                app.closeOverlay();
              }}
            />
          ))}
          {!c.flairRequired && (
            <ListItem
              dense
              testId="reddit-flair-none"
              title="No flair"
              onClick={() => {
                app.setData({ flair: null });
                app.closeOverlay();
              }}
            />
          )}
        </BottomSheet>
      )}
    </div>
  );
}

/** "Post to": joined communities first, then the rest; picking one fills the create screen. */
export function PickCommunityScreen({ route, app }: ScreenProps<RedditState>) {
  const s = app.state;
  const target = route.params.target as number;
  const q = ((route.data.q as string | undefined) ?? "").trim().toLowerCase();
  const list = COMMUNITIES.filter((c) => (s.settings.showNsfw || !c.nsfw) && (!q || c.name.toLowerCase().includes(q) || c.title.toLowerCase().includes(q)));
  const joined = list.filter((c) => isJoined(s, c.id));
  const rest = list.filter((c) => !isJoined(s, c.id));
  const choose = (id: string) => {
    setRouteData(app.id, target, { community: id, flair: null });
    app.pop();
  };
  const row = (id: string) => {
    const c = community(id)!;
    return (
      <ListItem
        key={id}
        testId={`reddit-pick-${id}`}
        leading={<CommunityIcon id={id} size={36} />}
        title={`r/${c.name}`}
        subtitle={`${compact(c.members)} members${c.flairRequired ? " · flair required" : ""}`}
        onClick={() => choose(id)}
      />
    );
  };
  return (
    <div class="reddit-root">
      <AppBar title="Post to" onBack={app.pop} />
      <div class="reddit-searchbar">
        <TextField id="reddit.pick" search placeholder="Search for a community" value={(route.data.q as string | undefined) ?? ""} onChange={(v) => app.setData({ q: v })} />
      </div>
      <div class="reddit-body">
        <ScrollView id="reddit-pick">
          {joined.length > 0 && <div class="reddit-section">Your communities</div>}
          {joined.map((c) => row(c.id))}
          {rest.length > 0 && <div class="reddit-section">Other communities</div>}
          {rest.map((c) => row(c.id))}
        </ScrollView>
      </div>
    </div>
  );
}
