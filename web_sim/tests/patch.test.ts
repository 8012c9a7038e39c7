import { describe, expect, it } from "vitest";
import { freshPhone } from "../src/os/defaultState";
import { PatchError } from "../src/control/errors";
import { applyPatch } from "../src/control/patch";

describe("strict state patches", () => {
  const base = freshPhone({ seed: 1 });

  it("applies RFC 6902 replace, add to arrays and open maps, remove, move, copy, test", () => {
    const next = applyPatch(base, [
      { op: "test", path: "/os/settings/wifi", value: true },
      { op: "replace", path: "/os/settings/wifi", value: false },
      { op: "add", path: "/os/notifications/-", value: { id: "n1", app: "calculator", title: "t", text: "x", time: 0 } },
      { op: "remove", path: "/os/permissions/notes" },
      { op: "add", path: "/os/permissions/notes", value: { notifications: true, camera: "ask", location: "whileUsing", microphone: "denied", contacts: "once" } },
      { op: "copy", from: "/os/settings/brightness", path: "/os/settings/mediaVolume" },
      { op: "remove", path: "/os/providers/contacts/0" },
    ]);
    expect(next.os.settings.wifi).toBe(false);
    expect(next.os.notifications.map((n) => n.id)).toEqual(["n1"]);
    expect(next.os.permissions.notes.location).toBe("whileUsing");
    expect(next.os.settings.mediaVolume).toBe(base.os.settings.brightness);
    expect(next.os.providers.contacts.length).toBe(base.os.providers.contacts.length - 1);
    expect(base.os.settings.wifi).toBe(true); // the input is never mutated
  });

  it("turns a merge patch into replacements and keeps siblings", () => {
    const next = applyPatch(base, { os: { settings: { airplane: true, brightness: 10 } } });
    expect(next.os.settings.airplane).toBe(true);
    expect(next.os.settings.brightness).toBe(10);
    expect(next.os.settings.wifi).toBe(base.os.settings.wifi);
  });

  it.each([
    [[{ op: "replace", path: "/os/settings/wfii", value: true }], /unknown path \/os\/settings\/wfii.*known keys: wifi/],
    [[{ op: "add", path: "/os/settings/newKey", value: 1 }], /New keys are allowed only in open maps/],
    [[{ op: "replace", path: "/os/settings/wifi", value: "yes" }], /wrong type at \/os\/settings\/wifi: it holds a boolean/],
    [[{ op: "replace", path: "os/settings/wifi", value: true }], /a JSON pointer starts with '\/'/],
    [[{ op: "frobnicate", path: "/os" }], /'op' must be one of add, remove/],
    [[{ op: "replace", path: "/os/settings/wifi" }], /needs a 'value'/],
    [[{ op: "test", path: "/os/settings/wifi", value: false }], /test failed at \/os\/settings\/wifi/],
    [{ os: { settings: { nope: 1 } } }, /unknown path \/os\/settings\/nope/],
    [42, /a list of RFC 6902 operations or a merge object/],
  ])("rejects %j with a clear error", (patch, message) => {
    expect(() => applyPatch(base, patch)).toThrow(PatchError);
    expect(() => applyPatch(base, patch)).toThrow(message);
  });

  it("is atomic: a failing operation applies none of the earlier ones", () => {
    const patch = [
      { op: "replace", path: "/os/settings/wifi", value: false },
      { op: "replace", path: "/os/settings/missing", value: 1 },
    ];
    expect(() => applyPatch(base, patch)).toThrow(PatchError);
    expect(base.os.settings.wifi).toBe(true);
  });
});
