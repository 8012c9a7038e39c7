/** Chat: a conversation (long press a message: reply in thread, copy, delete mine), a message's thread, new chat. */
import { mdiChatOutline, mdiMessageReplyTextOutline, mdiSend } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { AppBar, Dialog, Empty, Icon, IconButton, ListItem, Menu, ScrollView, TextField, focusField, onLongPress } from "../../os/ui/kit";
import { USERS, ago, deleteChatMessage, replyInThread, sendChat, threadWith, type ChatMessage, type RedditState } from "./logic";
import { UserAvatar, type App } from "./parts";

function Bubble({ app, m, user, testId, onThread }: { app: App; m: ChatMessage | { id: string; from: string; text: string; time: number; replies?: undefined }; user: string; testId: string; onThread?: () => void }) {
  const mine = m.from === "me";
  const replies = m.replies?.length ?? 0;
  return (
    <div class={`reddit-msg ${mine ? "mine" : ""}`}>
      {!mine && <UserAvatar name={user} size={28} />}
      <div class="reddit-msg-col">
        <div class="reddit-msg-bubble" role="button" data-testid={testId} {...(onThread ? onLongPress(() => app.openOverlay("menu", "msg", { id: m.id })) : {})}>
          {m.text}
        </div>
        <div class="reddit-dim reddit-msg-time">{ago(app.os.clock.now, m.time)}</div>
        {onThread && replies > 0 && (
          <button class="reddit-msg-thread" data-testid={`${testId}-thread`} onClick={onThread}>
            <Icon path={mdiMessageReplyTextOutline} size={16} />
            {replies} {replies === 1 ? "reply" : "replies"}
          </button>
        )}
      </div>
    </div>
  );
}

function Composer({ id, value, onChange, onSend, placeholder }: { id: string; value: string; onChange: (v: string) => void; onSend: () => void; placeholder: string }) {
  return (
    <div class="reddit-composer">
      <div class="reddit-composer-field">
        <TextField id={id} placeholder={placeholder} value={value} onChange={onChange} onSubmit={onSend} />
      </div>
      <IconButton path={mdiSend} label="Send" testId={`${id.replace(".", "-")}-send`} color={value.trim() ? "var(--reddit-orange)" : "var(--outline)"} onClick={onSend} />
    </div>
  );
}

export function ChatScreen({ route, app }: ScreenProps<RedditState>) {
  const user = route.params.user as string;
  const t = threadWith(app.state, user);
  const text = (route.data.text as string | undefined) ?? "";
  const send = () => {
    if (!text.trim()) return;
    app.update((s) => sendChat(s, user, text.trim(), app.os.clock.now));
    app.setData({ text: "" });
    focusField(null);
  };
  const overlay = route.overlay;
  const target = overlay ? t?.messages.find((m) => m.id === overlay.data.id) : undefined;
  return (
    <div class="reddit-root">
      <AppBar title={user} onBack={app.pop} actions={<span onClick={() => app.push("profile", { user })} data-testid="reddit-chat-profile"><UserAvatar name={user} size={30} /></span>} />
      <div class="reddit-body">
        <ScrollView id="reddit-chat">
          {!t || t.messages.length === 0 ? (
            <Empty icon={mdiChatOutline} text={`Start a chat with u/${user}`} />
          ) : (
            t.messages.map((m) => <Bubble key={m.id} app={app} m={m} user={user} testId={`reddit-msg-${m.id}`} onThread={() => app.push("thread", { thread: t.id, message: m.id })} />)
          )}
        </ScrollView>
      </div>
      <Composer id="reddit.chat" value={text} onChange={(v) => app.setData({ text: v })} onSend={send} placeholder="Message" />
      {overlay?.name === "msg" && target && t && (
        <Menu
          testId="reddit-msg-menu"
          onDismiss={app.closeOverlay}
          items={[
            { label: "Reply in thread", testId: "reddit-msg-reply", onClick: () => (app.closeOverlay(), app.push("thread", { thread: t.id, message: target.id })) },
            { label: "Copy text", testId: "reddit-msg-copy", onClick: () => (app.closeOverlay(), app.toast("Copied")) },
            ...(target.from === "me" ? [{ label: "Delete", testId: "reddit-msg-delete", onClick: () => app.openOverlay("dialog", "deleteMsg", { id: target.id }) }] : []),
          ]}
        />
      )}
      {overlay?.name === "deleteMsg" && target && t && (
        <Dialog
          testId="reddit-delete-dialog"
          title="Delete message?"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", testId: "reddit-cancel-delete", onClick: app.closeOverlay },
            {
              label: "Delete",
              testId: "reddit-confirm-delete",
              onClick: () => {
                app.update((s) => deleteChatMessage(s, t.id, target.id));
                app.closeOverlay();
              },
            },
          ]}
        >
          This message will be deleted for everyone in the chat.
        </Dialog>
      )}
    </div>
  );
}

export function ThreadScreen({ route, app }: ScreenProps<RedditState>) {
  const t = app.state.chats.find((x) => x.id === route.params.thread);
  const m = t?.messages.find((x) => x.id === route.params.message);
  const text = (route.data.text as string | undefined) ?? "";
  if (!t || !m) {
    return (
      <>
        <AppBar title="Thread" onBack={app.pop} />
        <Empty icon={mdiChatOutline} text="This message was deleted" />
      </>
    );
  }
  const send = () => {
    if (!text.trim()) return;
    app.update((s) => replyInThread(s, t.id, m.id, text.trim(), app.os.clock.now));
    app.setData({ text: "" });
    focusField(null);
  };
  return (
    <div class="reddit-root">
      <AppBar title="Thread" onBack={app.pop} />
      <div class="reddit-body">
        <ScrollView id="reddit-thread">
          <Bubble app={app} m={{ ...m, replies: undefined }} user={t.user} testId="reddit-thread-root" />
          <div class="reddit-section">
            {m.replies.length} {m.replies.length === 1 ? "reply" : "replies"}
          </div>
          {m.replies.map((r) => (
            <Bubble key={r.id} app={app} m={r} user={t.user} testId={`reddit-reply-${r.id}`} />
          ))}
        </ScrollView>
      </div>
      <Composer id="reddit.thread" value={text} onChange={(v) => app.setData({ text: v })} onSend={send} placeholder="Reply in thread" />
    </div>
  );
}

export function NewChatScreen({ route, app }: ScreenProps<RedditState>) {
  const q = ((route.data.q as string | undefined) ?? "").trim().toLowerCase();
  const users = USERS.filter((u) => !q || u.id.includes(q)).slice(0, 40);
  return (
    <div class="reddit-root">
      <AppBar title="New chat" onBack={app.pop} />
      <div class="reddit-searchbar">
        <TextField id="reddit.newchat" search placeholder="Search for a username" value={(route.data.q as string | undefined) ?? ""} onChange={(v) => app.setData({ q: v })} />
      </div>
      <div class="reddit-body">
        <ScrollView id="reddit-newchat">
          {users.map((u) => (
            <ListItem
              key={u.id}
              testId={`reddit-newchat-${u.id}`}
              leading={<UserAvatar name={u.id} size={36} />}
              title={`u/${u.id}`}
              onClick={() => {
                app.pop();
                app.push("chat", { user: u.id });
              }}
            />
          ))}
        </ScrollView>
      </div>
    </div>
  );
}
