import { describe, expect, it } from "vitest";
import { defaultContacts } from "../world/device";
import type { Contact } from "../src/os/types";
import { allocateId, cleanFields, indexTarget, pushHistory, sections } from "../src/apps/contacts/logic";
import { matches, searchContacts, sectionLetter, sortContacts } from "../src/os/contacts";
import manifest from "../src/apps/contacts/manifest";

const person = (id: string, name: string, phone = "", company = ""): Contact => ({ id, name, phone, email: "", company, starred: false, lastContacted: 0 });

describe("contacts ordering and sections", () => {
  it("puts names under their first Latin letter, others under #", () => {
    expect(sectionLetter("alice")).toBe("A");
    expect(sectionLetter("  Émile")).toBe("E");
    expect(sectionLetter("张伟")).toBe("#");
    expect(sectionLetter("42 Club")).toBe("#");
    expect(sectionLetter("")).toBe("#");
  });

  it("sorts by section then name, locale-free and stable", () => {
    const list = [person("c3", "张伟"), person("c2", "bob"), person("c1", "Bob"), person("c4", "Alice")];
    expect(sortContacts(list).map((c) => c.id)).toEqual(["c4", "c1", "c2", "c3"]);
    expect(sections(list).map((s) => [s.letter, s.contacts.length])).toEqual([["A", 1], ["B", 2], ["#", 1]]);
  });

  it("jumps to the tapped letter, else the next present one, else the last", () => {
    const present = ["A", "C", "J", "#"];
    expect(indexTarget(present, "C")).toBe("C");
    expect(indexTarget(present, "D")).toBe("J");
    expect(indexTarget(present, "Z")).toBe("#");
    expect(indexTarget(["A", "B"], "Z")).toBe("B");
    expect(indexTarget([], "A")).toBeNull();
  });
});

describe("contacts search", () => {
  const list = defaultContacts();

  it("matches name, company and phone, case-insensitively", () => {
    expect(searchContacts(list, "CHEN").map((c) => c.name)).toEqual(["Alice Chen"]);
    expect(searchContacts(list, "blue harbor").map((c) => c.name)).toEqual(["Ben Carter", "Henry Wu"]);
    expect(searchContacts(list, "zzz")).toEqual([]);
    expect(searchContacts(list, "  ").length).toBe(list.length);
  });

  it("matches phone digits across the number's spacing", () => {
    const c = person("c1", "X", "+86 138 0013 8001");
    expect(matches(c, "1380013")).toBe(true);
    expect(matches(c, "138 0013")).toBe(true);
    expect(matches(c, "+86138")).toBe(true);
    expect(matches(c, "13800139")).toBe(false);
  });
});

describe("contacts state", () => {
  it("continues ids after the built-in contacts and skips taken ones", () => {
    const list = defaultContacts();
    const s = manifest.initialState();
    expect(s).toEqual({ nextId: 13, searchHistory: [] });
    expect(allocateId(s.nextId, list)).toEqual({ id: "c13", nextId: 14 });
    expect(allocateId(13, [...list, person("c13", "P"), person("c14", "Q")])).toEqual({ id: "c15", nextId: 16 });
  });

  it("keeps the search history recent-first, unique and bounded", () => {
    let h: string[] = [];
    for (const q of ["a", "b", " a ", "", ...Array.from({ length: 12 }, (_, i) => `q${i}`)]) h = pushHistory(h, q);
    expect(h.length).toBe(10);
    expect(h[0]).toBe("q11");
    expect(pushHistory(["x", "y"], "y")).toEqual(["y", "x"]);
  });

  it("trims what the form stores", () => {
    expect(cleanFields({ name: " 张伟 ", phone: " 1 ", email: "", company: "Tea 🍵 " })).toEqual({ name: "张伟", phone: "1", email: "", company: "Tea 🍵" });
  });
});
