/**
 * Binding bank cards: the banks Alipay accepts, what a new card must be (a card number of 16 to
 * 19 digits the bank's own, not bound yet; the holder; the card's reserved phone), and the SMS
 * verification code the bank's number must confirm (the OS code service, os/codes.ts).
 */
import type { CodeRequest } from "../../os/codes";
import type { OsState } from "../../os/types";
import type { AlipayState, BoundCard } from "./state";

/** The banks the add-card screen offers: full name and the short name card labels use. */
export const BANKS: Array<{ bank: string; short: string }> = [
  { bank: "Industrial and Commercial Bank of China", short: "ICBC" },
  { bank: "China Construction Bank", short: "CCB" },
  { bank: "Agricultural Bank of China", short: "ABC" },
  { bank: "Bank of China", short: "BOC" },
  { bank: "China Merchants Bank", short: "CMB" },
  { bank: "Bank of Communications", short: "BoCom" },
  { bank: "Postal Savings Bank of China", short: "PSBC" },
  { bank: "China CITIC Bank", short: "CITIC" },
  { bank: "SPD Bank", short: "SPDB" },
  { bank: "China Minsheng Bank", short: "CMBC" },
  { bank: "Industrial Bank", short: "CIB" },
  { bank: "Ping An Bank", short: "PAB" },
];

/** Alipay's SMS number: verification codes come from it. */
export const ALIPAY_SMS_NUMBER = "95188";
export const CODE_SERVICE = "Alipay";

export interface NewCard { short: string; type: "debit" | "credit"; number: string; holder: string; phone: string }

/** Why the new card cannot be bound (the app's own messages), or null. */
export function newCardProblem(s: AlipayState, c: NewCard): string | null {
  if (!BANKS.some((b) => b.short === c.short)) return "Please choose the card's bank";
  const digits = c.number.replace(/\s/g, "");
  if (!/^\d{16,19}$/.test(digits)) return "Please enter a valid card number (16 to 19 digits)";
  if (c.holder.trim() === "") return "Please enter the cardholder's name";
  if (!/^1\d{10}$/.test(c.phone.trim())) return "Please enter the 11-digit phone number reserved with the bank";
  if (s.cards.some((x) => x.short === c.short && x.last4 === digits.slice(-4))) return "This card is already bound to your account";
  return null;
}

/** The code request for binding `c`: the SMS goes to the card's reserved phone. */
export function bindCodeRequest(c: NewCard): CodeRequest {
  const last4 = c.number.replace(/\s/g, "").slice(-4);
  return {
    service: CODE_SERVICE,
    sender: ALIPAY_SMS_NUMBER,
    number: c.phone.trim(),
    message: (code) => `[Alipay] Your verification code is ${code}, for binding your ${c.short} card ending ${last4}. Valid for 5 minutes. Do not share it with anyone.`,
  };
}

/** Bind the card (its code was right): it goes to the end of the list, in binding order. */
export function bindCard(d: AlipayState, c: NewCard): BoundCard {
  const bank = BANKS.find((b) => b.short === c.short)!;
  const card: BoundCard = { id: `card-${d.nextId++}`, bank: bank.bank, short: bank.short, type: c.type, last4: c.number.replace(/\s/g, "").slice(-4), holder: c.holder.trim(), phone: c.phone.trim() };
  d.cards.push(card);
  return card;
}

/**
 * The code in Alipay's latest SMS that arrived since `since`, or null: what Android's SMS
 * code autofill offers above the field once the message is in Messages.
 */
export function arrivedCode(os: OsState, since: number): string | null {
  const thread = os.providers.sms.find((t) => t.address === ALIPAY_SMS_NUMBER);
  const latest = thread?.messages.filter((m) => m.direction === "in" && m.time >= since).at(-1);
  return latest?.text.match(/verification code is (\d{6})/)?.[1] ?? null;
}
