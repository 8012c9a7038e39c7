/** Note detail: author bar with Follow, cover, title and body, tags, comments with replies, and the action bar. */
import { mdiArrowLeft, mdiCommentOutline, mdiDeleteOutline, mdiFileDocumentRemoveOutline, mdiHeart, mdiHeartOutline, mdiShareVariantOutline, mdiStar, mdiStarOutline } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { Dialog, Empty, Icon, IconButton, ScrollView, TextField, focusField } from "../../os/ui/kit";
import {
  ME,
  addComment,
  collectCount,
  deleteMyNote,
  commentCount,
  commentThreads,
  findComment,
  findNote,
  isCollected,
  isFollowing,
  isLiked,
  likeCount,
  nickname,
  toggleCollect,
  toggleCommentLike,
  toggleFollow,
  toggleLike,
  when,
  type CommentView,
} from "./logic";
import { Cover, RED, UserAvatar, type App } from "./parts";
import type { RedbookState } from "./state";

export function FollowButton({ app, user, testId }: { app: App; user: string; testId: string }) {
  if (user === ME) return null;
  const on = isFollowing(app.state, user);
  return (
    <button
      class={`rb-follow ${on ? "on" : ""}`}
      data-testid={testId}
      onClick={(e) => {
        e.stopPropagation();
        app.update((d) => toggleFollow(d, user));
      }}
    >
      {on ? "Following" : "Follow"}
    </button>
  );
}

function CommentRow({ app, c, reply }: { app: App; c: CommentView; reply: boolean }) {
  const s = app.state;
  const liked = s.likedComments.some((x) => x.id === c.id);
  const parent = reply && c.parent ? findComment(s, c.parent) : undefined;
  return (
    <div class={`rb-comment ${reply ? "reply" : ""}`} data-testid={`rb-comment-${c.id}`}>
      <span role="button" onClick={() => app.push("user", { user: c.author })}>
        <UserAvatar user={c.author} name={nickname(s, c.author)} size={reply ? 22 : 30} />
      </span>
      <div class="rb-comment-main">
        <div class="rb-dim">{nickname(s, c.author)}{c.mine ? " (me)" : ""}</div>
        <div class="rb-comment-text" role="button" data-testid={`rb-comment-${c.id}-reply`} onClick={() => (app.setData({ replyTo: c.id, comment: "" }), focusField("redbook.comment"))}>
          {parent && reply && c.parent !== null && <span class="rb-dim">Reply {nickname(s, parent.author)}: </span>}
          {c.text}
        </div>
        <div class="rb-dim">
          {when(app.os.clock.now, c.time, app.os.clock.tzOffsetMinutes)} · <span class="rb-reply-link">Reply</span>
        </div>
      </div>
      <span class={`rb-comment-like ${liked ? "on" : ""}`} role="button" data-testid={`rb-comment-${c.id}-like`} onClick={() => app.update((d) => toggleCommentLike(d, c.id))}>
        <Icon path={liked ? mdiHeart : mdiHeartOutline} size={16} color={liked ? RED : "currentColor"} />
        {c.likes + (liked ? 1 : 0)}
      </span>
    </div>
  );
}

export function NoteScreen({ route, app }: ScreenProps<RedbookState>) {
  const s = app.state;
  const n = findNote(s, route.params.id as string);
  if (!n) {
    return (
      <div class="rb-root">
        <header class="rb-top">
          <IconButton path={mdiArrowLeft} label="Back" testId="rb-back" onClick={app.pop} />
        </header>
        <Empty icon={mdiFileDocumentRemoveOutline} text="This note is no longer available" />
      </div>
    );
  }
  const text = (route.data.comment as string | undefined) ?? "";
  const replyTo = (route.data.replyTo as string | undefined) ?? null;
  const target = replyTo ? findComment(s, replyTo) : undefined;
  const send = () => {
    if (!text.trim()) return;
    app.update((d) => void addComment(d, n.id, target ? (target.parent ?? target.id) : null, text.trim(), app.os.clock.now));
    app.setData({ comment: "", replyTo: null });
    focusField(null);
    app.toast(target ? "Reply posted" : "Comment posted");
  };
  const liked = isLiked(s, n.id);
  const collected = isCollected(s, n.id);
  const threads = commentThreads(s, n.id);
  return (
    <div class="rb-root">
      <header class="rb-top rb-note-top">
        <IconButton path={mdiArrowLeft} label="Back" testId="rb-back" onClick={app.pop} />
        <span class="rb-note-author" role="button" data-testid="rb-note-author" onClick={() => app.push("user", { user: n.author })}>
          <UserAvatar user={n.author} name={nickname(s, n.author)} size={32} />
          <b>{nickname(s, n.author)}</b>
        </span>
        <span class="rb-top-spacer" />
        <FollowButton app={app} user={n.author} testId="rb-note-follow" />
        {n.mine && <IconButton path={mdiDeleteOutline} label="Delete note" testId="rb-note-delete" onClick={() => app.openOverlay("dialog", "deleteNote")} />}
        <IconButton path={mdiShareVariantOutline} label="Share" testId="rb-note-share" onClick={() => app.toast("Link copied")} />
      </header>
      <div class="rb-body">
        <ScrollView id="rb-note">
          <Cover seed={n.cover} category={n.category} height={320} />
          <div class="rb-note-content">
            <h2 class="rb-note-title" data-testid="rb-note-title">{n.title}</h2>
            <p class="rb-note-body">{n.body}</p>
            <div class="rb-tags">{n.tags.join(" ")}</div>
            <div class="rb-dim">
              {when(app.os.clock.now, n.time, app.os.clock.tzOffsetMinutes)} · {n.city}
            </div>
          </div>
          <div class="rb-comments-head" data-testid="rb-comments-count">{commentCount(s, n.id)} comments</div>
          {threads.length === 0 && <div class="rb-dim rb-pad">Be the first to comment</div>}
          {threads.map((t) => (
            <div key={t.c.id}>
              <CommentRow app={app} c={t.c} reply={false} />
              {t.replies.map((r) => (
                <CommentRow key={r.id} app={app} c={r} reply={true} />
              ))}
            </div>
          ))}
          <div class="rb-end">- THE END -</div>
        </ScrollView>
      </div>
      <div class="rb-note-bar">
        <div class="rb-note-input">
          <TextField id="redbook.comment" placeholder={target ? `Reply ${nickname(s, target.author)}` : "Say something..."} value={text} onChange={(v) => app.setData({ comment: v })} onSubmit={send} />
        </div>
        {text.trim() ? (
          <button class="rb-send" data-testid="rb-comment-send" onClick={send}>
            Send
          </button>
        ) : (
          <>
            <span class={`rb-act ${liked ? "on" : ""}`} role="button" aria-pressed={liked} data-testid="rb-note-like" onClick={() => app.update((d) => toggleLike(d, n.id))}>
              <Icon path={liked ? mdiHeart : mdiHeartOutline} size={24} color={liked ? RED : "currentColor"} />
              <span data-testid="rb-note-likes">{likeCount(s, n)}</span>
            </span>
            <span
              class={`rb-act ${collected ? "collected" : ""}`}
              role="button"
              aria-pressed={collected}
              data-testid="rb-note-collect"
              onClick={() => {
                app.update((d) => toggleCollect(d, n.id));
                app.toast(collected ? "Removed from collection" : "Collected");
              }}
            >
              <Icon path={collected ? mdiStar : mdiStarOutline} size={24} color={collected ? "#ffb800" : "currentColor"} />
              <span data-testid="rb-note-collects">{collectCount(s, n)}</span>
            </span>
            <span class="rb-act" role="button" data-testid="rb-note-comments" onClick={() => focusField("redbook.comment")}>
              <Icon path={mdiCommentOutline} size={24} />
              <span>{commentCount(s, n.id)}</span>
            </span>
          </>
        )}
      </div>
      {route.overlay?.name === "deleteNote" && (
        <Dialog
          testId="rb-delete-dialog"
          title="Delete this note?"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", testId: "rb-delete-cancel", onClick: app.closeOverlay },
            {
              label: "Delete",
              testId: "rb-delete-confirm",
              onClick: () => {
                app.update((d) => deleteMyNote(d, n.id));
                app.closeOverlay();
                app.pop();
                app.toast("Note deleted");
              },
            },
          ]}
        />
      )}
    </div>
  );
}
