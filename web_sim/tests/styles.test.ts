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

describe("styles", () => {
  it("never move on their own: no transition, animation or keyframes anywhere (a frame depends only on the state)", () => {
    // A universal `transition: none !important` rule used to enforce this at run time; it made
    // every style recalculation visit every element's ::before and ::after (a fifth of it).
    const offenders = sources(join(__dirname, "../src")).flatMap((path) => {
      const text = readFileSync(path, "utf8");
      return [...text.matchAll(/(?:^|[\s{;"'])(transition|animation)(?:-[a-z-]+)?\s*:|@keyframes|(?:^|[\s{,])(transition|animation)[A-Z]\w*\s*:/gm)].map((m) => `${path}: ${m[0].trim()}`);
    });
    expect(offenders).toEqual([]);
  });
});
