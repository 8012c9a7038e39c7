/**
 * Incoming SMS on the OS event queue: `incoming` `{from, text}` delivers a message (scheduled by
 * a template's set-up or by the code service, os/codes.ts) and posts a notification that opens
 * the conversation, unless it is on screen or Messages' own notifications setting is off.
 */
import { postNotification } from "../../os/notifications/service";
import type { AppEvents, Json, PhoneState } from "../../os/types";
import { threadName, type SmsState } from "./logic";
import { APP_ID, receiveMessage } from "./provider";

function checkIncoming(data: Record<string, Json>): string | null {
  if (typeof data.from !== "string" || data.from.trim() === "") return "'from' must be the sender's number (a non-empty string)";
  if (typeof data.text !== "string") return "'text' must be the message (a string)";
  const extra = Object.keys(data).filter((k) => k !== "from" && k !== "text");
  return extra.length ? `unknown key '${extra[0]}'; an incoming SMS has 'from' and 'text'` : null;
}

function incoming(d: PhoneState, data: Record<string, Json>): void {
  const text = String(data.text);
  const { threadId, seen } = receiveMessage(d, String(data.from), text);
  if (seen || !(d.apps[APP_ID] as unknown as SmsState).settings.notifications) return;
  const thread = d.os.providers.sms.find((t) => t.id === threadId)!;
  postNotification(d, APP_ID, { title: threadName(thread, d.os.providers.contacts), text, open: { screen: "conversation", params: { threadId } } });
}

export const smsEvents: AppEvents<SmsState> = { handlers: { incoming: { fire: incoming, check: checkIncoming } } };
