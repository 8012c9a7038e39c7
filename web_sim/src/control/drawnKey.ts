/**
 * A fingerprint of what the screen shows: two independent 32-bit hashes of the markup of the
 * document's head (the app style sheets loaded) and of the current phone's root (os/phones.ts),
 * its length, and how many font faces the page added. A capture is drawn from nothing else: no canvas, no native scrolling, inputs,
 * caret or animations (docs/architecture.md, "Rendering"), so documents with the same key give
 * the same pixels at the same capture settings. Python reuses a capture by it where a reset
 * draws a screen captured before (sim/captures.py): the home screen at a task's start time is
 * the same pixels whatever the seed. About a millisecond for a home screen.
 */
import { phoneRoot } from "../os/phones";

export function drawnKey(): string {
  const markup = document.head.outerHTML + phoneRoot().outerHTML;
  let a = 0x811c9dc5;
  let b = 0x9e3779b9 ^ markup.length;
  for (let i = 0; i < markup.length; i++) {
    const c = markup.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  const hex = (h: number) => (h >>> 0).toString(16).padStart(8, "0");
  return `${hex(a)}${hex(b)}-${markup.length}-${document.fonts.size}`;
}
