/**
 * Build-time helper: which characters need the CJK font. Noto Sans SC's 101 @font-face rules
 * cost every page about 2.5 MiB even when no CJK glyph is ever drawn, so the page loads them on
 * first need (src/os/fonts.ts). "Need" must be exact, or a glyph would render differently
 * depending on what the page showed before: characters that Noto Sans SC covers and neither
 * Roboto nor Noto Emoji (ahead of it in the font stack) does.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

function coverage(pkg: string): Uint8Array {
  const ranges = JSON.parse(readFileSync(require.resolve(`${pkg}/unicode.json`), "utf8")) as Record<string, string>;
  const covered = new Uint8Array(0x110000);
  for (const list of Object.values(ranges)) {
    for (const item of list.split(",")) {
      const [lo, hi] = item.trim().replace(/^U\+/i, "").split("-");
      const start = parseInt(lo, 16);
      covered.fill(1, start, (hi ? parseInt(hi, 16) : start) + 1);
    }
  }
  return covered;
}

/**
 * A regular-expression character class (for the `u` flag) of the characters that make the CJK
 * font needed. Exact where it matters: nothing Roboto or Noto Emoji covers is in it; characters
 * no bundled font covers may be (loading the CJK font does not change how they render), which
 * merges the class into a few dozen ranges.
 */
export function cjkOnlyCharacterClass(): string {
  const cjk = coverage("@fontsource/noto-sans-sc");
  const [roboto, emoji] = [coverage("@fontsource/roboto"), coverage("@fontsource/noto-emoji")];
  const parts: string[] = [];
  for (let c = 0; c < cjk.length; c++) {
    if (roboto[c] || emoji[c]) continue;
    let end = c;
    let needed = cjk[c] === 1;
    while (end + 1 < cjk.length && !roboto[end + 1] && !emoji[end + 1]) {
      end++;
      if (cjk[end]) needed = true;
    }
    if (needed) parts.push(`\\u{${c.toString(16)}}-\\u{${end.toString(16)}}`);
    c = end;
  }
  return `[${parts.join("")}]`;
}
