/** Calculator 2's persisted state: what the display holds and the history (types only, so the manifest stays small). */
import type { AngleUnit } from "./evaluate";

/** One line of the history: a formula computed with "=" and its result as the display showed it. */
export interface Calculator2Entry { id: string; formula: string; result: string }

export interface Calculator2State {
  /** The display's main line: the formula being typed, or the result right after "=". */
  input: string;
  /** The formula last computed with "=" ("" before any). */
  formula: string;
  /** Its result as shown ("" before any). */
  result: string;
  /** True right after "=": the next digit starts a new formula, an operator continues the result. */
  justEvaluated: boolean;
  /** The message "=" gave instead of a result ("Can't divide by 0"), until the next key; "" none. */
  error: string;
  /** How sin, cos and tan read their argument. */
  angle: AngleUnit;
  /** Newest first. */
  history: Calculator2Entry[];
  /** Counter of history ids ("h<k>"). */
  nextId: number;
}
