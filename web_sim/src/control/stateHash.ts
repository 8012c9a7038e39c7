/**
 * The state's fingerprint (8 hex digits) that every step reports. It is a hash of the document's
 * content (keys in order, values, structure) computed bottom-up and remembered per frozen object:
 * the store's documents are immutable and share unchanged subtrees between steps (immer), so a
 * step hashes only the objects on the paths it changed. Hashing `JSON.stringify(state)` instead
 * cost a quarter of a millisecond a step, and 50 kB of garbage.
 */
const memo = new WeakMap<object, number>();

const NULL = 0x9e3779b9;
const TRUE = 0x85ebca6b;
const FALSE = 0xc2b2ae35;
const ARRAY = 0x27d4eb2f;
const OBJECT = 0x165667b1;

/** One FNV-1a round per UTF-16 unit, from `h`. */
function text(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h;
}

/** Folds `v` into `h` (murmur3's finaliser on the pair, so order matters and bits spread). */
function fold(h: number, v: number): number {
  h = Math.imul(h ^ v, 0xcc9e2d51);
  h ^= h >>> 15;
  h = Math.imul(h, 0x1b873593);
  return h ^ (h >>> 13);
}

function valueHash(v: unknown): number {
  if (v === null || v === undefined) return NULL;
  switch (typeof v) {
    case "string":
      return fold(0x811c9dc5, text(0x811c9dc5, v));
    case "number":
      return fold(0x2545f491, text(0x811c9dc5, String(v)));
    case "boolean":
      return v ? TRUE : FALSE;
    case "object":
      break;
    default:
      throw new TypeError(`a phone state holds JSON values only; got a ${typeof v}`);
  }
  const obj = v as object;
  const known = memo.get(obj);
  if (known !== undefined) return known;
  let h: number;
  if (Array.isArray(obj)) {
    h = ARRAY;
    for (const item of obj) h = fold(h, valueHash(item));
  } else {
    h = OBJECT;
    for (const [key, item] of Object.entries(obj)) if (item !== undefined) h = fold(fold(h, text(0x811c9dc5, key)), valueHash(item)); // as JSON drops it
  }
  if (Object.isFrozen(obj)) memo.set(obj, h);
  return h;
}

/** The fingerprint of a JSON document: equal documents (same keys in the same order) hash alike. */
export function stateHash(state: unknown): string {
  return (valueHash(state) >>> 0).toString(16).padStart(8, "0");
}
