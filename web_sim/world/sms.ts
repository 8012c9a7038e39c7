/**
 * World data of Messages: the seed of the shared SMS provider (`os.providers.sms`). Hand-written,
 * with times relative to the default episode start (Thursday 14 May 2026, 09:00 at UTC+8), so
 * every build and run has the same conversations. Contents tasks ask about: verification codes,
 * pickup codes, appointments, dinner and meeting plans; five threads have unread messages.
 */
import type { SmsMessage, SmsThread } from "../src/os/types";
import { DEFAULT_START_MS, DEFAULT_TZ_OFFSET_MIN } from "./device";

/** Epoch ms of local wall time `hh:mm`, `daysAgo` days before the default start day. */
function at(daysAgo: number, hh: number, mm: number): number {
  const startOfDay = DEFAULT_START_MS + DEFAULT_TZ_OFFSET_MIN * 60_000 - 9 * 3_600_000; // local midnight, as UTC fields
  return startOfDay - daysAgo * 86_400_000 + (hh * 60 + mm) * 60_000 - DEFAULT_TZ_OFFSET_MIN * 60_000;
}

type Seed = [string, string | null, Array<[dir: "in" | "out", daysAgo: number, hh: number, mm: number, text: string, read?: boolean]>];

const THREADS: Seed[] = [
  ["+86 188 0000 1111", "c09", [
    ["in", 2, 19, 20, "Are you coming home for dinner on Sunday? Dad is making dumplings."],
    ["out", 2, 19, 45, "Yes! I'll be there around 6."],
    ["in", 0, 8, 12, "Great. Please bring the photo album from your place. Dinner is at 6pm sharp.", false],
  ]],
  ["95528", null, [
    ["in", 1, 21, 3, "[Harbor Bank] Your card ending 4417 was charged CNY 268.00 at Riverside Cafe on 05/13 20:58. Available balance CNY 12,450.36."],
    ["in", 0, 8, 47, "[Harbor Bank] Your verification code is 482913. It expires in 5 minutes. Never share this code with anyone.", false],
  ]],
  ["+86 158 6677 4321", "c06", [
    ["in", 3, 10, 5, "Hi, this is Dr. Liu's office at City Hospital. Your follow-up appointment is confirmed for Saturday, May 16 at 10:30, Room 204."],
    ["out", 3, 10, 20, "Thanks, I'll be there."],
    ["in", 1, 16, 30, "Reminder: please bring your insurance card and arrive 15 minutes early for the appointment."],
  ]],
  ["106 9012 3300", null, [
    ["in", 0, 7, 55, "[SF Express] Your package from Pixel Forge has arrived at Locker B, Maple Garden gate 2. Pickup code 6-2-3018. Please collect it before 20:00 on May 15.", false],
  ]],
  ["+86 139 1024 5521", "c02", [
    ["in", 4, 18, 10, "Dinner on Friday? I found a new hotpot place near the office."],
    ["out", 4, 18, 25, "Sure, what time?"],
    ["in", 4, 18, 31, "7:30pm, I'll book a table for four."],
    ["out", 4, 18, 40, "Perfect, see you there."],
    ["in", 1, 22, 14, "Table is booked under my name. Can you invite Henry too?", false],
  ]],
  ["+86 138 0013 8001", "c01", [
    ["in", 5, 14, 0, "The Q2 report draft is in the shared folder. Can you review section 3 before the meeting?"],
    ["out", 5, 14, 12, "Will do by tomorrow."],
    ["in", 2, 9, 30, "Team meeting moved to Thursday 3pm, room Everest."],
    ["out", 2, 9, 41, "Got it, thanks!"],
  ]],
  ["+86 177 2040 6188", null, [
    ["in", 3, 20, 15, "Hi, this is Tom, your landlord. The rent for June is due on June 1. The plumber will come on Monday morning to fix the kitchen sink."],
  ]],
  ["+86 135 2233 7788", "c05", [
    ["in", 6, 17, 0, "Dear parent, the parent-teacher meeting is on May 20 at 4pm in the school hall."],
    ["in", 1, 12, 0, "Please remember to sign the field trip form by Friday. Thank you!", false],
  ]],
  ["10086", null, [
    ["in", 7, 11, 11, "Your monthly data usage has reached 80% (16 GB of 20 GB). Reply 1 to buy an extra 5 GB package for CNY 10."],
  ]],
];

/** Seeded threads t1..t9, message ids m1..m22 in order (the app's counter starts after them). */
export function defaultSmsThreads(): SmsThread[] {
  let n = 0;
  return THREADS.map(([address, contactId, msgs], i) => ({
    id: `t${i + 1}`,
    address,
    contactId,
    messages: msgs.map(([direction, daysAgo, hh, mm, text, read]): SmsMessage => ({
      id: `m${++n}`,
      direction,
      text,
      time: at(daysAgo, hh, mm),
      read: direction === "out" ? true : read ?? true,
    })),
  }));
}

/** The first free numeric id after the seed (threads and messages share one counter). */
export const SMS_SEED_NEXT_ID = 100;
