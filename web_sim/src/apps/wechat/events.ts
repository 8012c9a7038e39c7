/**
 * Incoming WeChat messages on the OS event queue: `message` `{chat, text, from?}` (a contact's or
 * group's chat id; `from`, the sender's contact id, defaults to the chat's contact). Counted as
 * unread and notified unless the chat is on screen; a muted chat or WeChat's "New messages"
 * setting off posts no notification.
 */
import { postNotification } from "../../os/notifications/service";
import type { AppEvents, Json, PhoneState } from "../../os/types";
import { displayName, ensureChat, newId, type WechatState } from "./state";

const APP_ID = "wechat";
const own = (s: PhoneState): WechatState => s.apps[APP_ID] as unknown as WechatState;

function checkMessage(data: Record<string, Json>, s: PhoneState): string | null {
  const w = own(s);
  const extra = Object.keys(data).filter((k) => !["chat", "text", "from"].includes(k));
  if (extra.length) return `unknown key '${extra[0]}'; a WeChat message has 'chat', 'text' and 'from' (optional)`;
  if (typeof data.text !== "string") return "'text' must be the message (a string)";
  const group = w.groups.find((g) => g.id === data.chat);
  if (!group && !w.contacts.some((c) => c.id === data.chat)) return `'chat' must be a contact's or group's id; got ${JSON.stringify(data.chat)}`;
  const from = data.from ?? (group ? undefined : data.chat);
  if (typeof from !== "string" || !w.contacts.some((c) => c.id === from)) return `'from' must be a contact's id${group ? " (a group message names its sender)" : ""}; got ${JSON.stringify(data.from)}`;
  if (group && !group.members.includes(from)) return `'from': '${from}' is not a member of group '${group.id}'`;
  return null;
}

function chatOnScreen(d: PhoneState): string | null {
  if (d.ui.foreground !== APP_ID || d.ui.shadeOpen || d.ui.recentsOpen || d.ui.fullScreen) return null;
  const top = d.ui.stacks[APP_ID]?.at(-1);
  return top?.screen === "chat" && typeof top.params.id === "string" ? top.params.id : null;
}

function message(d: PhoneState, data: Record<string, Json>): void {
  const w = own(d);
  const chatId = String(data.chat);
  const from = String(data.from ?? chatId);
  const text = String(data.text);
  const chat = ensureChat(w, chatId);
  chat.messages.push({ id: newId(w, "msg"), from, type: "text", text, photoId: null, time: d.os.clock.now, recalled: false });
  if (chatOnScreen(d) === chatId) return;
  chat.unread += 1;
  if (chat.muted || !w.settings.notifications.newMessages) return;
  const sender = w.contacts.find((c) => c.id === from)!;
  const group = w.groups.find((g) => g.id === chatId);
  postNotification(d, APP_ID, {
    title: group ? group.name : displayName(sender),
    text: group ? `${displayName(sender)}: ${text}` : text,
    open: { screen: "chat", params: { id: chatId } },
  });
}

export const wechatEvents: AppEvents<WechatState> = { handlers: { message: { fire: message, check: checkMessage } } };
