/** Direct messages with a user, and the chat's settings (mute, pin, clear history). */
import { mdiArrowLeft, mdiChatOutline, mdiDotsHorizontal } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { Dialog, Empty, IconButton, ListItem, ScrollView, SwitchItem, TextField, focusField } from "../../os/ui/kit";
import { ME, chatWith, nickname, sendDm, when } from "./logic";
import { UserAvatar } from "./parts";
import type { RedbookState } from "./state";

export function ChatScreen({ route, app }: ScreenProps<RedbookState>) {
  const user = route.params.user as string;
  const s = app.state;
  const c = chatWith(s, user);
  const text = (route.data.text as string | undefined) ?? "";
  const send = () => {
    if (!text.trim()) return;
    app.update((d) => void sendDm(d, user, text.trim(), app.os.clock.now));
    app.setData({ text: "" });
    focusField(null);
  };
  return (
    <div class="rb-root">
      <header class="rb-top">
        <IconButton path={mdiArrowLeft} label="Back" testId="rb-back" onClick={app.pop} />
        <h1 class="rb-top-title center" role="button" data-testid="rb-chat-user" onClick={() => app.push("user", { user })}>
          {nickname(s, user)}
        </h1>
        <IconButton path={mdiDotsHorizontal} label="Chat settings" testId="rb-chat-settings" onClick={() => app.push("chatSettings", { user })} />
      </header>
      <div class="rb-body rb-chat-body">
        <ScrollView id="rb-chat">
          {!c || c.messages.length === 0 ? (
            <Empty icon={mdiChatOutline} text={`Say hi to ${nickname(s, user)}`} />
          ) : (
            c.messages.map((m) => (
              <div key={m.id} class={`rb-dm ${m.from === ME ? "mine" : ""}`}>
                {m.from !== ME && <UserAvatar user={user} name={nickname(s, user)} size={34} />}
                <div class="rb-dm-col">
                  <div class="rb-dm-bubble" data-testid={`rb-dm-${m.id}`}>
                    {m.text}
                  </div>
                  <div class="rb-dim rb-dm-time">{when(app.os.clock.now, m.time, app.os.clock.tzOffsetMinutes)}</div>
                </div>
                {m.from === ME && <UserAvatar user={ME} name={s.profile.nickname} size={34} />}
              </div>
            ))
          )}
        </ScrollView>
      </div>
      <div class="rb-composer">
        <div class="rb-composer-field">
          <TextField id="redbook.dm" placeholder="Send a message..." value={text} onChange={(v) => app.setData({ text: v })} onSubmit={send} />
        </div>
        <button class={`rb-send ${text.trim() ? "" : "off"}`} data-testid="rb-dm-send" onClick={send}>
          Send
        </button>
      </div>
    </div>
  );
}

export function ChatSettingsScreen({ route, app }: ScreenProps<RedbookState>) {
  const user = route.params.user as string;
  const s = app.state;
  const c = chatWith(s, user);
  const set = (field: "muted" | "pinned", v: boolean) =>
    app.update((d) => {
      const x = d.chats.find((y) => y.user === user);
      if (x) x[field] = v;
    });
  return (
    <div class="rb-root">
      <header class="rb-top">
        <IconButton path={mdiArrowLeft} label="Back" testId="rb-back" onClick={app.pop} />
        <h1 class="rb-top-title center">Chat settings</h1>
      </header>
      <div class="rb-body">
        <ScrollView id="rb-chat-settings">
          <ListItem testId="rb-chatset-profile" leading={<UserAvatar user={user} name={nickname(s, user)} size={40} />} title={nickname(s, user)} subtitle="View profile" onClick={() => app.push("user", { user })} />
          <SwitchItem title="Mute notifications" checked={!!c?.muted} testId="rb-chatset-mute" disabled={!c} onChange={(v) => set("muted", v)} />
          <SwitchItem title="Pin chat" checked={!!c?.pinned} testId="rb-chatset-pin" disabled={!c} onChange={(v) => set("pinned", v)} />
          <ListItem testId="rb-chatset-clear" title="Clear chat history" onClick={() => c && app.openOverlay("dialog", "clear")} />
          <ListItem testId="rb-chatset-report" title="Report" onClick={() => app.toast("Report submitted")} />
        </ScrollView>
      </div>
      {route.overlay?.name === "clear" && (
        <Dialog
          testId="rb-clear-dialog"
          title="Clear chat history?"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", testId: "rb-clear-cancel", onClick: app.closeOverlay },
            {
              label: "Clear",
              testId: "rb-clear-confirm",
              onClick: () => {
                app.update((d) => {
                  const x = d.chats.find((y) => y.user === user);
                  if (x) x.messages = [];
                });
                app.closeOverlay();
              },
            },
          ]}
        />
      )}
    </div>
  );
}
