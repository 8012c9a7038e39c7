import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PatchError } from "../src/control/errors";
import { checkPhoneState } from "../src/control/stateSchema";
import { freshPhone } from "../src/os/defaultState";
import { APPS } from "../src/os/registry";
import type { PhoneState } from "../src/os/types";

const fresh = (): PhoneState => JSON.parse(JSON.stringify(freshPhone({ seed: 1 })));

/** Every component source of app `id`. */
function appSources(id: string): string[] {
  const dir = join(__dirname, "../src/apps", id);
  return readdirSync(dir)
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => readFileSync(join(dir, f), "utf8"));
}

describe("permission actions", () => {
  it("are the same names in every app's manifest and in its UI chunk", async () => {
    const differ: string[] = [];
    for (const app of APPS) {
      const ui = (await app.ui()).default;
      const declared = Object.keys(app.permissionActions ?? {}).sort();
      const defined = Object.keys(ui.permissionActions ?? {}).sort();
      if (declared.join() !== defined.join()) differ.push(`${app.id}: manifest [${declared}] vs screens.tsx [${defined}]`);
    }
    expect(differ).toEqual([]);
    expect(APPS.filter((a) => a.permissionActions).map((a) => a.id).sort()).toEqual(["compass", "map", "weather", "wechat"]);
  }, 30_000); // loads every app's UI chunk: 4-5 s alone on 2 cores, more on a busy host

  it("are asked for as declared: every requestPermission(permission, action) names a declared action and its permission", () => {
    const wrong: string[] = [];
    let calls = 0;
    for (const app of APPS) {
      for (const text of appSources(app.id)) {
        for (const m of text.matchAll(/requestPermission\(\s*"(\w+)"\s*,\s*"(\w+)"/g)) {
          calls++;
          const declared = app.permissionActions?.[m[2]];
          if (declared !== m[1]) wrong.push(`${app.id}: requestPermission("${m[1]}", "${m[2]}") but the manifest declares ${declared ? `'${m[2]}' for '${declared}'` : `no '${m[2]}'`}`);
        }
        // A computed permission or action would escape this check.
        const calledOtherwise = [...text.matchAll(/requestPermission\(\s*[^"\s]/g)];
        wrong.push(...calledOtherwise.map((c) => `${app.id}: requestPermission called with a computed argument: ${c[0]}`));
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThanOrEqual(6);
  });

  it("are the only continuations a pending request may name", () => {
    const refused = (change: (s: PhoneState) => void): string => {
      const s = fresh();
      change(s);
      try {
        checkPhoneState(s);
      } catch (e) {
        expect(e).toBeInstanceOf(PatchError);
        return (e as Error).message;
      }
      return "accepted";
    };
    const ask = (app: string, action: string, permission = "location") => (s: PhoneState) => {
      s.ui.permissionRequest = { app, permission: permission as "location", action, payload: {} };
    };
    expect(refused(ask("map", "showResults"))).toBe("accepted");
    expect(refused(ask("map", "no-such-action"))).toBe(
      "wrong state: /ui/permissionRequest/action: app 'map' has no permission action 'no-such-action'; its actions: showResults, directions",
    );
    expect(refused(ask("map", "showResults", "camera"))).toBe("wrong state: /ui/permissionRequest/permission: action 'showResults' of app 'map' asks for 'location', got 'camera'");
    expect(refused(ask("notes", "locate"))).toMatch(/^wrong state: \/ui\/permissionRequest\/action: app 'notes' has no permission action 'locate'; its actions: none/);
    expect(refused(ask("nope", "locate"))).toMatch(/^wrong state: \/ui\/permissionRequest\/app: 'nope' is not an installed app; installed: /);
    expect(refused(ask("weather", "toString"))).toMatch(/app 'weather' has no permission action 'toString'; its actions: locate$/);
    expect(refused((s) => (s.os.permissions.nope = { ...s.os.permissions.map }))).toMatch(/^wrong state: \/os\/permissions\/nope: 'nope' is not an installed app; installed: /);
  });
});
