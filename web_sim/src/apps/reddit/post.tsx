/** Post detail with threaded comments (vote, reply, edit and delete my own) and the comment composer. */
import { mdiBookmark, mdiBookmarkOutline, mdiClose, mdiCommentOutline, mdiDotsHorizontal, mdiFileDocumentRemoveOutline } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { AppBar, Button, Empty, Icon, IconButton, Menu, ScrollView, TextField } from "../../os/ui/kit";
import {
  ME,
  ago,
  allocateId,
  applyVote,
  commentScore,
  commentTree,
  community,
  deleteMyComment,
  deleteMyPost,
  findComment,
  findPost,
  isJoined,
  voteOf,
  type CommentNode,
  type RedditState,
} from "./logic";
import { CommunityIcon, ConfirmDelete, Flair, JoinButton, PostActions, PostImage, UserAvatar, VotePill, type App } from "./parts";

function CommentRow({ app, node, depth, postId }: { app: App; node: CommentNode; depth: number; postId: string }) {
  const c = node.c;
  const s = app.state;
  return (
    <div class={`reddit-comment ${depth > 0 ? "nested" : ""}`} data-testid={`reddit-comment-${c.id}`}>
      <div class="reddit-comment-head">
        {s.settings.showAvatars && <UserAvatar name={c.author} size={22} />}
        <b class={c.mine ? "reddit-me" : ""} role="button" data-testid={`reddit-comment-${c.id}-author`} onClick={() => app.push("profile", { user: c.author })}>
          {c.author}
        </b>
        {c.mine && <span class="reddit-op">you</span>}
        <span class="reddit-dim">
          · {ago(app.os.clock.now, c.time)}
          {c.edited ? " · edited" : ""}
        </span>
      </div>
      <div class="reddit-comment-text" data-testid={`reddit-comment-${c.id}-text`}>
        {c.text}
      </div>
      <div class="reddit-comment-actions">
        {c.mine && <IconButton path={mdiDotsHorizontal} label="More options" testId={`reddit-comment-${c.id}-more`} onClick={() => app.openOverlay("menu", "comment", { id: c.id })} />}
        <button class="reddit-textbtn" data-testid={`reddit-comment-${c.id}-reply`} onClick={() => app.push("compose", { post: postId, parent: c.id })}>
          <Icon path={mdiCommentOutline} size={18} />
          Reply
        </button>
        <VotePill
          testId={`reddit-comment-${c.id}`}
          score={commentScore(s, c)}
          dir={voteOf(s.commentVotes, c.id)}
          onUp={() => app.update((d) => applyVote(d.commentVotes, c.id, 1))}
          onDown={() => app.update((d) => applyVote(d.commentVotes, c.id, -1))}
        />
      </div>
      {node.children.length > 0 && (
        <div class="reddit-children">
          {node.children.map((n) => (
            <CommentRow key={n.c.id} app={app} node={n} depth={depth + 1} postId={postId} />
          ))}
        </div>
      )}
    </div>
  );
}

export function PostScreen({ route, app }: ScreenProps<RedditState>) {
  const s = app.state;
  const p = findPost(s, route.params.id as string);
  if (!p) {
    return (
      <>
        <AppBar title="" onBack={app.pop} />
        <Empty icon={mdiFileDocumentRemoveOutline} text="This post was deleted" />
      </>
    );
  }
  const c = community(p.community);
  const saved = s.saved.some((x) => x.id === p.id);
  const overlay = route.overlay;
  const target = overlay?.name === "comment" || overlay?.name === "deleteComment" ? findComment(s, overlay.data.id as string) : undefined;
  const blurred = p.nsfw && s.settings.blurNsfw && !route.data.reveal;
  return (
    <div class="reddit-root">
      <AppBar
        title=""
        onBack={app.pop}
        actions={
          <>
            <IconButton
              path={saved ? mdiBookmark : mdiBookmarkOutline}
              label={saved ? "Unsave" : "Save"}
              testId="reddit-post-save"
              onClick={() =>
                app.update((d) => {
                  const i = d.saved.findIndex((x) => x.id === p.id);
                  if (i >= 0) d.saved.splice(i, 1);
                  else d.saved.push({ id: p.id });
                })
              }
            />
            {p.mine && <IconButton path={mdiDotsHorizontal} label="More options" testId="reddit-post-more" onClick={() => app.openOverlay("menu", "post")} />}
          </>
        }
      />
      <div class="reddit-body">
        <ScrollView id="reddit-post">
          <div class="reddit-detail">
            <div class="reddit-card-head">
              <span class="reddit-card-community" role="button" data-testid="reddit-detail-community" onClick={() => app.push("community", { id: p.community })}>
                <CommunityIcon id={p.community} size={32} />
                <span class="reddit-detail-names">
                  <b>r/{c?.name}</b>
                  <span class="reddit-dim">
                    <span role="button" data-testid="reddit-detail-author" onClick={(e) => (e.stopPropagation(), app.push("profile", { user: p.author }))}>
                      u/{p.author}
                    </span>{" "}
                    · {ago(app.os.clock.now, p.time)}
                  </span>
                </span>
              </span>
              <span class="reddit-top-spacer" />
              {!p.mine && <JoinButton app={app} id={p.community} joined={isJoined(s, p.community)} testId="reddit-detail-join" />}
            </div>
            <h2 class="reddit-detail-title" data-testid="reddit-detail-title">
              {p.title}
            </h2>
            {p.flair && <Flair communityId={p.community} flair={p.flair} />}
            {p.kind === "image" && (
              <div role="button" data-testid="reddit-detail-image" onClick={() => app.setData({ reveal: true })}>
                <PostImage seed={p.imageSeed} color={c?.color ?? "#ff4500"} blurred={blurred} />
              </div>
            )}
            {p.body && (
              <p class="reddit-detail-body" data-testid="reddit-detail-body">
                {p.body}
              </p>
            )}
            <PostActions app={app} p={p} />
          </div>
          <div class="reddit-sortline">Sort by: {s.settings.commentSort} comments</div>
          {commentTree(s, p.id).map((n) => (
            <CommentRow key={n.c.id} app={app} node={n} depth={0} postId={p.id} />
          ))}
          <div class="reddit-end" />
        </ScrollView>
      </div>
      <div class="reddit-joinconv" role="button" data-testid="reddit-add-comment" onClick={() => app.push("compose", { post: p.id })}>
        Join the conversation
      </div>
      {overlay?.name === "comment" && target && (
        <Menu
          testId="reddit-comment-menu"
          onDismiss={app.closeOverlay}
          items={[
            { label: "Edit", testId: "reddit-comment-edit", onClick: () => (app.closeOverlay(), app.push("compose", { post: p.id, edit: target.id })) },
            { label: "Delete", testId: "reddit-comment-delete", onClick: () => app.openOverlay("dialog", "deleteComment", { id: target.id }) },
          ]}
        />
      )}
      {overlay?.name === "deleteComment" && target && (
        <ConfirmDelete app={app} what="comment" remove={(d) => deleteMyComment(d, target.id)}>
          You can't restore comments that have been deleted.
        </ConfirmDelete>
      )}
      {overlay?.name === "post" && (
        <Menu testId="reddit-post-menu" onDismiss={app.closeOverlay} items={[{ label: "Delete post", testId: "reddit-post-delete", onClick: () => app.openOverlay("dialog", "deletePost") }]} />
      )}
      {overlay?.name === "deletePost" && (
        <ConfirmDelete app={app} what="post" remove={(d) => deleteMyPost(d, p.id)} then={app.pop}>
          Once you delete this post, it can't be restored.
        </ConfirmDelete>
      )}
    </div>
  );
}

/** Write a comment, a reply, or edit my comment. Params: post, parent?, edit?. */
export function ComposeScreen({ route, app }: ScreenProps<RedditState>) {
  const s = app.state;
  const postId = route.params.post as string;
  const editId = route.params.edit as string | undefined;
  const parentId = route.params.parent as string | undefined;
  const editing = editId ? s.comments.find((c) => c.id === editId) : undefined;
  const parent = parentId ? findComment(s, parentId) : undefined;
  const post = findPost(s, postId);
  const text = (route.data.text as string | undefined) ?? editing?.text ?? "";
  const canPost = text.trim() !== "" && !!post && (!editId || !!editing);
  const submit = () => {
    if (!canPost) return;
    const now = app.os.clock.now;
    app.update((d) => {
      if (editId) {
        const c = d.comments.find((x) => x.id === editId);
        if (c) {
          c.text = text.trim();
          c.edited = true;
        }
      } else {
        d.comments.push({ id: allocateId(d, "mc"), post: postId, parent: parentId ?? null, text: text.trim(), time: now, edited: false });
      }
    });
    app.pop();
    app.toast(editId ? "Comment updated" : "Comment posted");
  };
  return (
    <div class="reddit-root">
      <header class="mg-appbar">
        <IconButton path={mdiClose} label="Close" testId="reddit-compose-close" onClick={app.pop} />
        <h1 class="mg-appbar-title">{editId ? "Edit comment" : parent ? "Reply" : "Add comment"}</h1>
        <div class="mg-appbar-actions reddit-appbar-btn">
          <Button testId="reddit-compose-post" disabled={!canPost} onClick={submit}>
            {editId ? "Save" : parent ? "Reply" : "Post"}
          </Button>
        </div>
      </header>
      <div class="reddit-compose-context">
        {parent ? (
          <>
            <b>u/{parent.author}</b>
            <div class="reddit-dim reddit-clamp">{parent.text}</div>
          </>
        ) : (
          <div class="reddit-dim reddit-clamp">{post?.title}</div>
        )}
      </div>
      <div class="reddit-compose-field">
        <TextField id="reddit.comment" multiline placeholder={parent ? "Your reply" : "Your comment"} value={text} onChange={(v) => app.setData({ text: v })} />
      </div>
      <div class="reddit-dim reddit-compose-as">
        Commenting as u/{ME}
      </div>
    </div>
  );
}
