/**
 * A conversation (text, emoji, photo and file messages; long-press menu), its chat info page
 * (mute, sticky, search, clear), search in chat, and the pickers: chat, photo, file.
 */
import {
  mdiCamera,
  mdiDotsHorizontal,
  mdiEmoticonOutline,
  mdiFileDocumentOutline,
  mdiFolderOutline,
  mdiImageOutline,
  mdiMapMarker,
  mdiMapMarkerOutline,
  mdiMicrophoneOutline,
  mdiPlus,
  mdiPlusCircleOutline,
} from "@mdi/js";
import { setRouteScroll } from "../../os/routeOps";
import { returnToCaller } from "../../os/nav";
import { getState, update } from "../../os/store";
import type { Json, ScreenProps } from "../../os/types";
import { Dialog, Icon, Menu, ScrollView, TextField, focusField } from "../../os/ui/kit";
import { scrollSetters } from "../../os/ui/scroll";
import { useContext } from "preact/hooks";
import { ScrollContext } from "../../os/ui/scroll";
import { displayName, ensureChat, sendMessage, type WechatState, type WxMessage } from "./state";
import { Avatar, Cell, Group, Page, stampTime, SwitchCell, TopBar, type App } from "./ui";
import { PhotoView } from "./photos";
import { PhotoPicker, pickerToggle } from "../../os/media";
import { fileById, formatSize, recentFiles } from "../../os/files";
import { formatCoordinates, readLocation } from "../../os/location";
import type { AlbumId } from "../../os/media";
import { LinkedText } from "../../os/ui/links";

export const EMOJI = ["😀", "😂", "😊", "😍", "😘", "😎", "🤔", "😅", "😭", "😡", "👍", "👎", "👏", "🙏", "💪", "🎉", "❤️", "💔", "🌹", "☕", "🍻", "🎂", "🐟", "🌞"];


export function chatName(s: WechatState, id: string): string {
  const c = s.contacts.find((x) => x.id === id);
  if (c) return displayName(c);
  return s.groups.find((g) => g.id === id)?.name ?? id;
}

/**
 * The message list, anchored at the bottom (newest visible) until the user scrolls. Its scroll
 * offset is the route's `chat` key; -1 (or none) means "at the bottom", measured after layout.
 */
function ChatScroll({ children, stored: raw }: { children: preact.ComponentChildren; stored: number | undefined }) {
  const scope = useContext(ScrollContext);
  const stored = raw ?? -1;
  const atBottom = stored < 0;
  return (
    <div
      class="mg-scroll wx-chat-scroll"
      data-scroll="y"
      data-offset={atBottom ? undefined : stored}
      ref={(el) => {
        if (!el) return;
        scrollSetters.set(el, (v) => scope.set("chat", v));
        const content = el.firstElementChild as HTMLElement | null;
        if (!content) return;
        if (atBottom) {
          const max = Math.max(0, content.offsetHeight - el.clientHeight);
          el.dataset.offset = String(max);
          content.style.transform = `translateY(${-max}px)`;
        }
      }}
    >
      <div class="mg-scroll-content" style={atBottom ? undefined : { transform: `translateY(${-stored}px)` }}>
        {children}
      </div>
    </div>
  );
}

function Bubble({ m, s, app, chatId }: { m: WxMessage; s: WechatState; app: App; chatId: string }) {
  const mine = m.from === "me";
  const name = mine ? s.user.name : chatName(s, m.from);
  if (m.recalled) return <div class="wx-sys">{mine ? "You recalled a message" : `"${name}" recalled a message`}</div>;
  const body =
    m.type === "image" ? (
      <span class="wx-msg-photo">{m.photoId && <PhotoView id={m.photoId} size={120} />}</span>
    ) : m.type === "file" ? (
      <span class="wx-msg-file">
        <span class="wx-msg-file-name">
          {m.text}
          {m.fileId && <span class="wx-msg-file-size">{formatSize(fileById(app.os, m.fileId)?.size ?? 0)}</span>}
        </span>
        <Icon path={mdiFileDocumentOutline} size={36} color="#3b7be8" />
      </span>
    ) : m.type === "location" ? (
      <span class="wx-msg-file wx-msg-location">
        <span class="wx-msg-file-name">{m.text}</span>
        <Icon path={mdiMapMarker} size={36} color="#e94b3c" />
      </span>
    ) : (
      <span class={`wx-bubble ${mine ? "mine" : ""}`}><LinkedText text={m.text} /></span>
    );
  return (
    <div class={`wx-msg ${mine ? "mine" : ""}`} data-testid={`wechat-msg-${m.id}`}>
      <span role="button" data-testid={`wechat-msgavatar-${m.id}`} onClick={() => !mine && app.push("profile", { id: m.from })}>
        <Avatar id={mine ? "me" : m.from} name={name} size={40} />
      </span>
      <span class="wx-msg-col">
        {chatId.startsWith("g") && !mine && <span class="wx-msg-sender">{name}</span>}
        <span
          class="wx-msg-body"
          data-testid={`wechat-msgbody-${m.id}`}
          {...{
            ["onmg-longpress"]: (e: Event) => {
              e.preventDefault();
              e.stopPropagation();
              app.openOverlay("menu", "msg", { id: m.id });
            },
          }}
        >
          {body}
        </span>
      </span>
    </div>
  );
}

export function ChatScreen({ route, app }: ScreenProps<WechatState>) {
  const s = app.state;
  const id = route.params.id as string;
  const chat = s.chats.find((c) => c.id === id);
  const messages = chat?.messages ?? [];
  const draft = (route.data.draft as string | undefined) ?? "";
  const panel = route.data.panel as string | undefined;
  const contact = s.contacts.find((c) => c.id === id);
  const toBottom = () => setRouteScroll(app.id, route.id, "chat", -1);
  const send = () => {
    const text = draft.trim();
    if (!text) return;
    if (contact?.blacklisted) {
      app.toast("Message rejected: this contact is on your blacklist");
      return;
    }
    app.update((d) => void sendMessage(d, id, { type: "text", text }, app.os.clock.now));
    app.setData({ draft: "" });
    toBottom();
  };
  const msgTarget = route.overlay?.name === "msg" ? messages.find((m) => m.id === route.overlay!.data.id) : undefined;
  const rows: preact.JSX.Element[] = [];
  let lastShown = 0;
  for (const m of messages) {
    if (m.time - lastShown > 5 * 60_000) {
      rows.push(
        <div key={`t-${m.id}`} class="wx-stamp">
          {stampTime(app.os, m.time)}
        </div>,
      );
      lastShown = m.time;
    }
    rows.push(<Bubble key={m.id} m={m} s={s} app={app} chatId={id} />);
  }
  const setPanel = (p: string | null) => {
    app.setData({ panel: p });
    focusField(null);
  };
  const actions: Array<[string, string, string, () => void]> = [
    ["photo", "Album", mdiImageOutline, () => app.push("pickPhoto", { chatId: id, mode: "chat" })],
    ["camera", "Camera", mdiCamera, () => app.toast("Camera is not available")],
    ["location", "Location", mdiMapMarkerOutline, () => app.requestPermission("location", "shareLocation", { chatId: id })],
    ["file", "File", mdiFolderOutline, () => app.push("pickFile", { chatId: id })],
  ];
  return (
    <Page app={app} class="wx-chatpage">
      <TopBar
        title={chatName(s, id)}
        sub={id.startsWith("g") ? `(${(s.groups.find((g) => g.id === id)?.members.length ?? 0) + 1})` : undefined}
        onBack={app.pop}
        right={
          <button class="wx-iconbtn" data-testid="wechat-chat-info" aria-label="Chat info" onClick={() => app.push("chatInfo", { id })}>
            <Icon path={mdiDotsHorizontal} size={24} />
          </button>
        }
      />
      <ChatScroll stored={route.scroll.chat}>
        <div class="wx-msgs" data-testid="wechat-messages">
          {rows}
        </div>
      </ChatScroll>
      <div class="wx-inputbar">
        <button class="wx-iconbtn" aria-label="Voice" data-testid="wechat-voice" onClick={() => app.toast("Hold to talk is not available")}>
          <Icon path={mdiMicrophoneOutline} size={26} />
        </button>
        <div class="wx-input" onClick={() => app.setData({ panel: null })}>
          {/* ENTER sends only with "Use Enter key to send" (Settings > General); else a new line. */}
          <TextField id="wechat.chatInput" value={draft} onChange={(v) => app.setData({ draft: v })} onSubmit={send} multiline={!s.settings.general.enterToSend} />
        </div>
        <button class="wx-iconbtn" aria-label="Emoji" data-testid="wechat-emoji" onClick={() => setPanel(panel === "emoji" ? null : "emoji")}>
          <Icon path={mdiEmoticonOutline} size={26} />
        </button>
        {draft.trim() ? (
          <button class="wx-send" data-testid="wechat-send" onClick={send}>
            Send
          </button>
        ) : (
          <button class="wx-iconbtn" aria-label="More" data-testid="wechat-more" onClick={() => setPanel(panel === "more" ? null : "more")}>
            <Icon path={mdiPlusCircleOutline} size={26} />
          </button>
        )}
      </div>
      {panel === "emoji" && (
        <div class="wx-panel wx-emoji-panel" data-testid="wechat-emoji-panel">
          {EMOJI.map((e, i) => (
            <button key={e} class="wx-emoji" data-testid={`wechat-emoji-${i}`} onClick={() => app.setData({ draft: draft + e })}>
              {e}
            </button>
          ))}
        </div>
      )}
      {panel === "more" && (
        <div class="wx-panel wx-more-panel" data-testid="wechat-more-panel">
          {actions.map(([key, label, icon, fn]) => (
            <button key={key} class="wx-more-item" data-testid={`wechat-more-${key}`} onClick={() => (app.setData({ panel: null }), fn())}>
              <span class="wx-more-icon">
                <Icon path={icon} size={28} />
              </span>
              <span>{label}</span>
            </button>
          ))}
        </div>
      )}
      {msgTarget && (
        <Menu
          testId="wechat-msg-menu"
          onDismiss={app.closeOverlay}
          items={[
            ...(msgTarget.type === "text"
              ? [
                  {
                    label: "Copy",
                    testId: "wechat-msgmenu-copy",
                    onClick: () => {
                      update((d) => void (d.os.clipboard = msgTarget.text));
                      app.closeOverlay();
                      app.toast("Copied");
                    },
                  },
                ]
              : []),
            { label: "Forward", testId: "wechat-msgmenu-forward", onClick: () => (app.closeOverlay(), app.push("pickChat", { mode: "forward", chatId: id, msgId: msgTarget.id })) },
            ...(msgTarget.from === "me" && app.os.clock.now - msgTarget.time <= 120_000
              ? [
                  {
                    label: "Recall",
                    testId: "wechat-msgmenu-recall",
                    onClick: () => {
                      app.update((d) => {
                        const m = d.chats.find((c) => c.id === id)!.messages.find((x) => x.id === msgTarget.id)!;
                        m.recalled = true;
                      });
                      app.closeOverlay();
                    },
                  },
                ]
              : []),
            {
              label: "Delete",
              testId: "wechat-msgmenu-delete",
              onClick: () => {
                app.update((d) => {
                  const c = d.chats.find((x) => x.id === id)!;
                  c.messages = c.messages.filter((x) => x.id !== msgTarget.id);
                });
                app.closeOverlay();
              },
            },
          ]}
        />
      )}
    </Page>
  );
}

export function ChatInfoScreen({ route, app }: ScreenProps<WechatState>) {
  const s = app.state;
  const id = route.params.id as string;
  const chat = s.chats.find((c) => c.id === id);
  const group = s.groups.find((g) => g.id === id);
  const members = group ? group.members : [id];
  const setFlag = (key: "muted" | "sticky", v: boolean) =>
    app.update((d) => {
      ensureChat(d, id)[key] = v;
    });
  return (
    <Page app={app}>
      <TopBar title={group ? `Chat Info (${members.length + 1})` : "Chat Info"} onBack={app.pop} />
      <ScrollView id="chatinfo">
        <div class="wx-members">
          {members.map((m) => (
            <span key={m} class="wx-member mg-clickable" role="button" data-testid={`wechat-member-${m}`} onClick={() => app.push("profile", { id: m })}>
              <Avatar id={m} name={chatName(s, m)} size={48} />
              <span>{chatName(s, m)}</span>
            </span>
          ))}
          <span class="wx-member mg-clickable" role="button" data-testid="wechat-member-add" onClick={() => app.push("pickChat", { mode: "new" })}>
            <span class="wx-member-add">
              <Icon path={mdiPlus} size={28} />
            </span>
            <span> </span>
          </span>
        </div>
        <Group>
          <Cell label="Search Chat History" testId="wechat-chatinfo-search" onClick={() => app.push("chatSearch", { id })} />
        </Group>
        <Group>
          <SwitchCell label="Mute Notifications" checked={chat?.muted ?? false} onChange={(v) => setFlag("muted", v)} testId="wechat-chatinfo-mute" />
          <SwitchCell label="Sticky on Top" checked={chat?.sticky ?? false} onChange={(v) => setFlag("sticky", v)} testId="wechat-chatinfo-sticky" />
        </Group>
        <Group>
          <Cell label="Clear Chat History" center danger testId="wechat-chatinfo-clear" onClick={() => app.openOverlay("dialog", "clear")} />
        </Group>
      </ScrollView>
      {route.overlay?.name === "clear" && (
        <Dialog
          testId="wechat-clear-dialog"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", testId: "wechat-clear-cancel", onClick: app.closeOverlay },
            {
              label: "Clear",
              testId: "wechat-clear-confirm",
              onClick: () => {
                app.update((d) => void (ensureChat(d, id).messages = []));
                app.closeOverlay();
              },
            },
          ]}
        >
          Clear the chat history with {chatName(s, id)}?
        </Dialog>
      )}
    </Page>
  );
}

export function ChatSearchScreen({ route, app }: ScreenProps<WechatState>) {
  const s = app.state;
  const id = route.params.id as string;
  const q = (route.data.q as string | undefined) ?? "";
  const k = q.trim().toLowerCase();
  const hits = k ? (s.chats.find((c) => c.id === id)?.messages ?? []).filter((m) => !m.recalled && m.text.toLowerCase().includes(k)) : [];
  return (
    <Page app={app}>
      <TopBar title="Search Chat History" onBack={app.pop} />
      <div class="wx-searchbar">
        <TextField id="wechat.chatSearch" search placeholder="Search" value={q} onChange={(v) => app.setData({ q: v })} />
      </div>
      <ScrollView id="chatsearch" class="wx-white">
        {k && hits.length === 0 && <div class="wx-empty">No results</div>}
        {[...hits].reverse().map((m) => (
          <div key={m.id} class="wx-hit" data-testid={`wechat-hit-${m.id}`}>
            <Avatar id={m.from === "me" ? "me" : m.from} name={m.from === "me" ? s.user.name : chatName(s, m.from)} size={36} />
            <span class="wx-hit-main">
              <span class="wx-hit-top">
                <span>{m.from === "me" ? s.user.name : chatName(s, m.from)}</span>
                <span class="wx-hit-time">{stampTime(app.os, m.time)}</span>
              </span>
              <span class="wx-hit-text">{m.type === "file" ? `[File] ${m.text}` : m.text}</span>
            </span>
          </div>
        ))}
      </ScrollView>
    </Page>
  );
}

/** The global search of the Chats tab: contacts, group chats and messages. */
export function SearchScreen({ route, app }: ScreenProps<WechatState>) {
  const s = app.state;
  const q = (route.data.q as string | undefined) ?? "";
  const k = q.trim().toLowerCase();
  const people = k ? s.contacts.filter((c) => !c.blacklisted && [c.name, c.alias, c.wxid].some((f) => f.toLowerCase().includes(k))) : [];
  const groups = k ? s.groups.filter((g) => g.name.toLowerCase().includes(k)) : [];
  const chats = k ? s.chats.map((c) => ({ c, n: c.messages.filter((m) => !m.recalled && m.text.toLowerCase().includes(k)).length })).filter((x) => x.n > 0) : [];
  return (
    <Page app={app}>
      <div class="wx-searchtop">
        <div class="wx-searchtop-field">
          <TextField id="wechat.globalSearch" search placeholder="Search" value={q} onChange={(v) => app.setData({ q: v })} />
        </div>
        <button class="wx-textbtn" data-testid="wechat-search-cancel" onClick={app.pop}>
          Cancel
        </button>
      </div>
      <ScrollView id="search" class="wx-white">
        {people.length > 0 && <div class="wx-letter">Contacts</div>}
        {people.map((c) => (
          <div key={c.id} class="wx-contactrow mg-clickable" role="button" data-testid={`wechat-searchcontact-${c.id}`} onClick={() => app.push("chat", { id: c.id })}>
            <Avatar id={c.id} name={displayName(c)} size={40} />
            <span class="wx-contactrow-name">{displayName(c)}</span>
          </div>
        ))}
        {groups.length > 0 && <div class="wx-letter">Group Chats</div>}
        {groups.map((g) => (
          <div key={g.id} class="wx-contactrow mg-clickable" role="button" data-testid={`wechat-searchgroup-${g.id}`} onClick={() => app.push("chat", { id: g.id })}>
            <Avatar id={g.id} name={g.name} size={40} />
            <span class="wx-contactrow-name">{g.name}</span>
          </div>
        ))}
        {chats.length > 0 && <div class="wx-letter">Chat History</div>}
        {chats.map(({ c, n }) => (
          <div key={c.id} class="wx-contactrow mg-clickable" role="button" data-testid={`wechat-searchchat-${c.id}`} onClick={() => app.push("chatSearch", { id: c.id })}>
            <Avatar id={c.id} name={chatName(s, c.id)} size={40} />
            <span class="wx-contactrow-name">
              {chatName(s, c.id)}
              <span class="wx-cell-sub">{n} related messages</span>
            </span>
          </div>
        ))}
        {k && !people.length && !groups.length && !chats.length && <div class="wx-empty">No results</div>}
      </ScrollView>
    </Page>
  );
}

/**
 * Choose a chat: to start one ("new"), forward a message ("forward"), or receive a share from
 * another app ("share", the `share` intent's screen). Recent chats and a search over friends.
 */
export function PickChatScreen({ route, app }: ScreenProps<WechatState>) {
  const s = app.state;
  const mode = (route.params.mode as string | undefined) ?? "share";
  const q = (route.data.q as string | undefined) ?? "";
  const k = q.trim().toLowerCase();
  const recent = s.chats.filter((c) => c.messages.length > 0).sort((a, b) => (b.messages.at(-1)?.time ?? 0) - (a.messages.at(-1)?.time ?? 0));
  const friends = s.contacts.filter((c) => !c.blacklisted);
  const list: Array<{ id: string; name: string }> = k
    ? [...friends.filter((c) => [c.name, c.alias, c.wxid].some((f) => f.toLowerCase().includes(k))).map((c) => ({ id: c.id, name: displayName(c) })), ...s.groups.filter((g) => g.name.toLowerCase().includes(k)).map((g) => ({ id: g.id, name: g.name }))]
    : mode === "new"
      ? friends.map((c) => ({ id: c.id, name: displayName(c) })).sort((a, b) => (a.name < b.name ? -1 : 1))
      : recent.map((c) => ({ id: c.id, name: chatName(s, c.id) }));
  const pick = (target: string) => {
    if (mode === "new") {
      app.pop();
      app.push("chat", { id: target });
    } else app.openOverlay("dialog", "confirm", { target });
  };
  const overlayTarget = route.overlay?.name === "confirm" ? (route.overlay.data.target as string) : undefined;
  const confirm = () => {
    const target = overlayTarget!;
    const now = app.os.clock.now;
    if (mode === "forward") {
      const src = s.chats.find((c) => c.id === route.params.chatId)?.messages.find((m) => m.id === route.params.msgId);
      if (src) app.update((d) => void sendMessage(d, target, { type: src.type, text: src.text, photoId: src.photoId }, now));
      app.closeOverlay();
      app.pop();
      app.toast("Sent");
      return;
    }
    const photoId = route.params.photoId as string | undefined;
    const text = route.params.text as string | undefined;
    app.update((d) => {
      if (photoId) sendMessage(d, target, { type: "image", text: "", photoId }, now);
      if (text) sendMessage(d, target, { type: "text", text }, now);
    });
    app.closeOverlay();
    // The caller: named by the intent, else the app that was in front before WeChat.
    const returnApp = (route.params.returnApp as string | undefined) ?? (mode === "share" ? getState().ui.recents[1] : undefined);
    app.pop();
    app.toast("Sent");
    if (returnApp) returnToCaller(returnApp);
  };
  return (
    <Page app={app}>
      <TopBar title={mode === "new" ? "Select Contacts" : "Select a Chat"} onBack={app.pop} testId="wechat-pickchat" />
      <div class="wx-searchbar">
        <TextField id="wechat.pickSearch" search placeholder="Search" value={q} onChange={(v) => app.setData({ q: v })} />
      </div>
      <ScrollView id="pickchat" class="wx-white">
        {!k && mode !== "new" && <div class="wx-letter">Recent Chats</div>}
        {list.map((x) => (
          <div key={x.id} class="wx-contactrow mg-clickable" role="button" data-testid={`wechat-pick-${x.id}`} onClick={() => pick(x.id)}>
            <Avatar id={x.id} name={x.name} size={40} />
            <span class="wx-contactrow-name">{x.name}</span>
          </div>
        ))}
        {k && list.length === 0 && <div class="wx-empty">No results</div>}
      </ScrollView>
      {overlayTarget && (
        <Dialog
          testId="wechat-share-dialog"
          title={`Send to ${chatName(s, overlayTarget)}`}
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", testId: "wechat-share-cancel", onClick: app.closeOverlay },
            { label: "Send", testId: "wechat-share-send", onClick: confirm },
          ]}
        >
          <div class="wx-share-preview">
            {route.params.photoId ? <PhotoView id={route.params.photoId as string} size={96} /> : null}
            {route.params.text ? <span>{route.params.text as string}</span> : null}
            {mode === "forward" ? <span>[Forwarded message]</span> : null}
          </div>
        </Dialog>
      )}
    </Page>
  );
}

/** Pick photos from the phone's gallery (the shared picker): for a chat, or for a new Moment. */
export function PickPhotoScreen({ route, app }: ScreenProps<WechatState>) {
  const mode = route.params.mode as string;
  const selected = ((route.data.selected as string[] | undefined) ?? []) as string[];
  const album = ((route.data.album as string | undefined) ?? "all") as "all" | AlbumId;
  const done = () => {
    if (!selected.length) return;
    if (mode === "chat") {
      const chatId = route.params.chatId as string;
      app.update((d) => {
        for (const pid of selected) sendMessage(d, chatId, { type: "image", text: "", photoId: pid }, app.os.clock.now);
      });
      app.pop();
    } else {
      // Back to the Moment composer with the chosen photos (added to those it has).
      const st = getState().ui.stacks[app.id];
      const composer = st[st.length - 2];
      update((d) => {
        const r = d.ui.stacks[app.id].find((x) => x.id === composer.id);
        if (r) {
          const had = (r.data.photos as string[] | undefined) ?? [];
          r.data.photos = [...had, ...selected.filter((x) => !had.includes(x))].slice(0, 9) as Json;
        }
      });
      app.pop();
    }
  };
  return (
    <Page app={app}>
      <TopBar
        title="Photos"
        onBack={app.pop}
        right={
          <button class={`wx-send ${selected.length ? "" : "wx-btn-disabled"}`} data-testid="wechat-photos-done" onClick={done}>
            {mode === "chat" ? "Send" : "Done"}
            {selected.length ? ` (${selected.length})` : ""}
          </button>
        }
      />
      <PhotoPicker
        os={app.os}
        selected={selected}
        album={album}
        onAlbum={(a) => app.setData({ album: a })}
        onToggle={(pid) => app.setData({ selected: pickerToggle(selected, pid, 9) })}
        testId="wechat-picker"
      />
    </Page>
  );
}

/**
 * "Files on Phone": the shared file system's files, most recently modified first. Picking one
 * sends it (its name and its node's id).
 */
export function PickFileScreen({ route, app }: ScreenProps<WechatState>) {
  const chatId = route.params.chatId as string;
  const files = recentFiles(app.os);
  return (
    <Page app={app}>
      <TopBar title="Files on Phone" onBack={app.pop} />
      <ScrollView id="files">
        <Group>
          {files.map((f) => (
            <Cell
              key={f.id}
              label={f.name}
              value={formatSize(f.size)}
              icon={mdiFileDocumentOutline}
              iconColor="#3b7be8"
              arrow={false}
              testId={`wechat-file-${f.id}`}
              onClick={() => {
                app.update((d) => void sendMessage(d, chatId, { type: "file", text: f.name, fileId: f.id }, app.os.clock.now));
                app.pop();
              }}
            />
          ))}
        </Group>
      </ScrollView>
    </Page>
  );
}


/**
 * The continuation of the Location button once the OS answered the location permission: send
 * where the phone is, or say why not (permission denied, location switched off).
 */
export function shareLocation(app: App, granted: boolean, payload: Record<string, Json>): void {
  if (!granted) return app.toast("WeChat has no access to your location. Allow it in Settings > Apps > WeChat");
  const read = readLocation(app.os, app.id);
  if (!read.ok) return app.toast("Location is off. Turn it on in Settings or quick settings");
  const loc = read.location;
  app.update((d) => void sendMessage(d, String(payload.chatId), { type: "location", text: `${loc.district}, ${loc.city} (${formatCoordinates(loc)})` }, app.os.clock.now));
}
