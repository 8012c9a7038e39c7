import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** Every stylesheet and component source of the simulator. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(css|tsx?)$/.test(e.name) ? [path] : [];
  });
}

describe("what is drawn", () => {
  it("never moves on its own: no transition, animation or keyframes anywhere (a frame depends only on the state)", () => {
    // A universal `transition: none !important` rule used to enforce this at run time; it made
    // every style recalculation visit every element's ::before and ::after (a fifth of it).
    const offenders = sources(join(__dirname, "../src")).flatMap((path) => {
      const text = readFileSync(path, "utf8");
      return [...text.matchAll(/(?:^|[\s{;"'])(transition|animation)(?:-[a-z-]+)?\s*:|@keyframes|(?:^|[\s{,])(transition|animation)[A-Z]\w*\s*:/gm)].map((m) => `${path}: ${m[0].trim()}`);
    });
    expect(offenders).toEqual([]);
  });

  it("changes pixels only through the DOM: no native fields, media, canvases, frames, focus or native scrolling", () => {
    // Python reuses the last capture after an act that mutated no node, attribute or text
    // (control/redrawn.ts). Each of these can change what is drawn without such a mutation: a
    // caret blinks, an image decodes late, a canvas is painted by script, focus and native scroll
    // positions are not attributes, a CSS image (`url(...)`, data URLs too) loads apart from the
    // DOM. A new app that needs one must draw it another way (SVG paint servers, `url(#id)`, are
    // drawn with their document).
    const tags = /<(input|textarea|select|img|canvas|video|audio|iframe|object|embed)[\s/>]/g;
    const calls = /contenteditable|\.focus\(|\.blur\(|scroll(Top|Left|To|By|IntoView)\b|new FontFace|adoptedStyleSheets|getContext\(|\burl\(\s*["']?(?!#)/gi;
    const offenders = sources(join(__dirname, "../src")).flatMap((path) => {
      const text = readFileSync(path, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
      const found = [...text.matchAll(calls), ...(path.endsWith(".tsx") ? text.matchAll(tags) : [])];
      return found.map((m) => `${path}: ${m[0]}`);
    });
    expect(offenders).toEqual([]);
  });
});
