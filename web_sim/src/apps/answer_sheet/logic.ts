/**
 * AnswerSheet's typed answers. The benchmark patches in a question and fields; what the user
 * types is kept as text drafts in the route and turned into typed answers here on every change:
 * numbers become JS numbers, texts are trimmed, choices are option strings, repeatable fields
 * are arrays. An empty or invalid entry stores nothing.
 */

export type FieldType = "text" | "number" | "choice";
export type AnswerValue = string | number;
export type Answer = AnswerValue | AnswerValue[];

export interface AnswerField {
  id: string;
  type: FieldType;
  label: string;
  hint: string;
  /** Choice fields only. */
  options: string[];
  repeatable: boolean;
}

export interface AnswerSheetState {
  question: string;
  hint: string;
  fields: AnswerField[];
  answers: Record<string, Answer>;
  submitted: boolean;
}

export const NUMBER_ERROR = "Enter a number";

export function initialAnswerSheetState(): AnswerSheetState {
  return { question: "", hint: "", fields: [], answers: {}, submitted: false };
}

/** A patched-in field with its optional parts filled in (patches may leave them out). */
export function normalizeField(f: Partial<AnswerField> & { id: string }): AnswerField {
  return {
    id: f.id,
    type: f.type === "number" || f.type === "choice" ? f.type : "text",
    label: f.label ?? "",
    hint: f.hint ?? "",
    options: Array.isArray(f.options) ? f.options : [],
    repeatable: f.repeatable === true,
  };
}

// Plain digits or digits grouped by thousands with commas, an optional fraction.
const NUMBER_RE = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?$|^[+-]?\.\d+$/;

/** "42", "3.5", "-2", " 1,234 " -> numbers; anything else -> null. */
export function parseNumber(text: string): number | null {
  const t = text.trim().replace(/\u2212/g, "-");
  if (!NUMBER_RE.test(t)) return null;
  const n = Number(t.replace(/,/g, ""));
  if (!Number.isFinite(n)) return null;
  return n === 0 ? 0 : n; // no -0 in the judged state
}

/** One typed entry: its value, nothing (empty), or an error. */
export function parseEntry(type: FieldType, text: string): { value?: AnswerValue; error?: string } {
  const t = text.trim();
  if (t === "") return {};
  if (type !== "number") return { value: t };
  const n = parseNumber(t);
  return n === null ? { error: NUMBER_ERROR } : { value: n };
}

/**
 * The answer of a typed field from its draft texts (one text, or one per value of a repeatable
 * field) and the error of each text. Any invalid entry leaves the whole field unanswered.
 */
export function answerOf(field: AnswerField, texts: readonly string[]): { answer: Answer | undefined; errors: Array<string | null> } {
  const parsed = texts.map((t) => parseEntry(field.type, t));
  const errors = parsed.map((p) => p.error ?? null);
  const values = parsed.filter((p) => p.value !== undefined).map((p) => p.value!);
  if (errors.some((e) => e !== null) || values.length === 0) return { answer: undefined, errors };
  return { answer: field.repeatable ? values : values[0], errors };
}

/** Draft texts shown for a field nobody has typed into on this screen yet (from its answer). */
export function textsOf(field: AnswerField, answer: Answer | undefined): string[] {
  const values = answer === undefined ? [] : Array.isArray(answer) ? answer : [answer];
  const texts = values.map(String);
  return texts.length > 0 ? (field.repeatable ? texts : [texts[0]]) : [""];
}

/** Choice answers: one option, or for a repeatable field the ticked options in option order. */
export function chooseOption(field: AnswerField, current: Answer | undefined, option: string): Answer | undefined {
  if (!field.repeatable) return option;
  const picked = new Set(Array.isArray(current) ? current : current === undefined ? [] : [current]);
  if (picked.has(option)) picked.delete(option);
  else picked.add(option);
  const values = field.options.filter((o) => picked.has(o));
  return values.length > 0 ? values : undefined;
}

export function isChosen(current: Answer | undefined, option: string): boolean {
  return Array.isArray(current) ? current.includes(option) : current === option;
}

/** "1234", "a, b" for the submitted summary. */
export function formatAnswer(answer: Answer | undefined): string {
  if (answer === undefined) return "—";
  return Array.isArray(answer) ? answer.map(String).join(", ") : String(answer);
}
