/**
 * Seeded generators as pure functions (mulberry32): world data builders and the OS draw from the
 * same ones. Nothing here reads the store, so world data may import it (tests/layers.test.ts).
 */

/** mulberry32 step: returns [value in [0, 1), next state]. */
export function mulberry32(s: number): [number, number] {
  const next = (s + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
}

/** A local generator for world data builders (not stored). */
export function seededRandom(seed: number): () => number {
  let s = seed | 0;
  return () => {
    const [v, n] = mulberry32(s);
    s = n;
    return v;
  };
}
