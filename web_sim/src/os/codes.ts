/**
 * The verification-code service: an app asks for a code for a phone number, and the code (six
 * digits drawn from the phone's seeded generator, so the same seed and actions send the same
 * code) arrives by SMS from the service's number `CODE_DELAY_MS` later, through the OS event
 * queue; the app then checks what the user typed. Only the latest code of a service for a number
 * passes, once, within `CODE_TTL_MS`.
 */
import { mulberry32 } from "./rng";
import { schedule } from "./schedule";
import type { OsState, PhoneState } from "./types";

/** How long the SMS takes to arrive (simulated ms). */
export const CODE_DELAY_MS = 2000;
/** How long a code stays valid. */
export const CODE_TTL_MS = 5 * 60_000;
/** The app that receives SMS (its `incoming` event). */
const SMS_APP = "sms";

export interface CodeRequest {
  /** Who asks, as the SMS names it ("WeChat"); codes of one service replace each other. */
  service: string;
  /** The service's number, the SMS's sender. */
  sender: string;
  /** The phone number the code is for (this phone's). */
  number: string;
  /** The SMS's text around the code. */
  message: (code: string) => string;
}

/** Send a new code (inside an update recipe): recorded in `os.verification`, its SMS scheduled. */
export function requestCode(d: PhoneState, req: CodeRequest): void {
  const [draw, next] = mulberry32(d.ui.rng);
  d.ui.rng = next;
  const code = String(Math.floor(draw * 1_000_000)).padStart(6, "0");
  const now = d.os.clock.now;
  d.os.verification = d.os.verification.filter((c) => !(c.service === req.service && c.number === req.number && !c.used));
  d.os.verification.push({ id: `v${d.os.nextId++}`, service: req.service, number: req.number, code, sentAt: now, expiresAt: now + CODE_TTL_MS, used: false });
  schedule(d, CODE_DELAY_MS, SMS_APP, "incoming", { from: req.sender, text: req.message(code) });
}

/** When the service last sent a code to `number` (for a "Resend in 45 s" button), or null. */
export function lastCodeSentAt(os: OsState, service: string, number: string): number | null {
  const sent = os.verification.filter((c) => c.service === service && c.number === number);
  return sent.length ? sent[sent.length - 1].sentAt : null;
}

/**
 * Whether `typed` is the service's live code for `number`. A match is used up (it passes once);
 * a wrong, expired or used code changes nothing.
 */
export function checkCode(d: PhoneState, service: string, number: string, typed: string): boolean {
  const c = d.os.verification.find((x) => x.service === service && x.number === number && !x.used);
  if (!c || c.expiresAt < d.os.clock.now || c.code !== typed.trim()) return false;
  c.used = true;
  return true;
}
