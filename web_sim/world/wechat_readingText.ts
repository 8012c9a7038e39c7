/**
 * Book texts of WeChat Reading, generated on demand: a book is `totalWords` words of chaptered
 * prose, paragraph by paragraph from a seed of its id, so any page can be drawn from an offset
 * without the whole text ever existing (not in the state, not in a bundle). Chapter c starts
 * at word `chapterStart(book, c)`; every paragraph is PARA_WORDS long (the last one shorter).
 */
import { seededRandom } from "../src/os/rng";

export const PARA_WORDS = 60;

const OPEN = ["That morning", "Years later", "In the evening", "By the time the rain stopped", "Long before the town woke", "When the letter came", "At the end of the street", "Somewhere past midnight", "On the third day", "Under the old lamp"];
const SUBJ = ["she", "he", "the old man", "my grandmother", "the stranger", "the children", "our neighbour", "the captain", "the teacher", "nobody"];
const VERB = ["remembered", "walked past", "wrote about", "waited for", "looked at", "talked about", "carried", "forgot", "dreamed of", "returned to"];
const OBJ = ["the river", "a small blue house", "the last train", "the empty market", "an unfinished map", "the winter garden", "a box of letters", "the harbour lights", "the narrow bridge", "a quiet room"];
const TAIL = ["and said nothing", "as if for the first time", "without a word", "while the kettle sang", "until the light changed", "with great care", "as the bells rang", "for a long while", "and smiled", "before turning away"];

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Short whole sentences of 1 to 4 words: they fill a paragraph's last words exactly. */
const SHORT = [["Silence."], ["It", "rained."], ["Nobody", "said", "anything."], ["The", "lamp", "went", "out."]];

/** Paragraph `p` of book `id`: exactly `n` words of whole sentences. */
export function paragraph(id: string, p: number, n = PARA_WORDS): string[] {
  const r = seededRandom(hash(id) ^ Math.imul(p + 1, 2654435761));
  const pick = (xs: string[]) => xs[Math.floor(r() * xs.length)];
  const words: string[] = [];
  for (;;) {
    const s = `${pick(OPEN)}, ${pick(SUBJ)} ${pick(VERB)} ${pick(OBJ)} ${pick(TAIL)}.`.split(" ");
    if (words.length + s.length > n) break;
    words.push(...s);
  }
  while (words.length < n) words.push(...SHORT[Math.min(4, n - words.length) - 1]);
  return words.map((w, i) => (i === 0 || words[i - 1].endsWith(".") ? w[0].toUpperCase() + w.slice(1) : w));
}

export function chapterStart(totalWords: number, chapters: number, c: number): number {
  return Math.floor((totalWords * c) / chapters / PARA_WORDS) * PARA_WORDS;
}

/** The chapter holding word `offset` (0-based). */
export function chapterAt(totalWords: number, chapters: number, offset: number): number {
  let c = 0;
  while (c + 1 < chapters && chapterStart(totalWords, chapters, c + 1) <= offset) c++;
  return c;
}

export interface PageBlock { kind: "chapter" | "para"; text: string }

/** The page starting at word `offset`, `size` words long (never past the end), as blocks. */
export function pageText(book: { id: string; totalWords: number; chapters: number }, offset: number, size: number): PageBlock[] {
  const end = Math.min(book.totalWords, offset + size);
  const blocks: PageBlock[] = [];
  let w = Math.max(0, offset);
  while (w < end) {
    const c = chapterAt(book.totalWords, book.chapters, w);
    if (chapterStart(book.totalWords, book.chapters, c) === w) blocks.push({ kind: "chapter", text: `Chapter ${c + 1}` });
    const p = Math.floor(w / PARA_WORDS);
    const paraLen = Math.min(PARA_WORDS, book.totalWords - p * PARA_WORDS);
    const words = paragraph(book.id, p, paraLen);
    const from = w - p * PARA_WORDS;
    const to = Math.min(paraLen, end - p * PARA_WORDS);
    blocks.push({ kind: "para", text: words.slice(from, to).join(" ") });
    w = p * PARA_WORDS + to;
  }
  return blocks;
}

/** Words per page at a font size (px): bigger type, fewer words. */
export function pageWords(fontSize: number): number {
  return Math.max(30, Math.round(36_000 / fontSize / fontSize / 5) * 5);
}
