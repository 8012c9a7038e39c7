/**
 * The CJK font, loaded on first need. Its 101 unicode-range @font-face rules cost every page
 * about 2.5 MiB even when no CJK glyph is ever drawn; the English UI rarely draws one (a typed
 * or seeded Chinese name does). `__CJK_ONLY__` (vite.config.ts) is exactly the set of
 * characters no earlier font in the stack covers, so a screen renders the same whether or not
 * the page loaded the font before.
 */
import { phoneRoot } from "./phones";

const NEEDS_CJK = new RegExp(__CJK_ONLY__, "u");

let loading: Promise<unknown> | null = null;

function shownText(): string {
  const root = phoneRoot();
  let text = root.textContent ?? "";
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    text += field.value + field.placeholder;
  }
  return text;
}

/** Add the CJK font's faces when the rendered screen shows a character only it draws. */
export async function loadFontsOnNeed(): Promise<void> {
  if (loading === null && NEEDS_CJK.test(shownText())) loading = import("@fontsource/noto-sans-sc/400.css");
  if (loading !== null) await loading;
}
