import { describe, expect, it } from "vitest";
import { defaultContacts, DEFAULT_START_MS } from "../world/device";
import { WECHAT_PEOPLE } from "../world/wechat";
import manifest from "../src/apps/wechat/manifest";
import manifestUi from "../src/apps/wechat/screens";
import { chatList, ensureChat, fmtInt, initialWechatState, leaderboard, preview, searchContacts, sendMessage, visibleMoments } from "../src/apps/wechat/state";

describe("wechat world data", () => {
  it("is deterministic and has the people tasks need", () => {
    const a = initialWechatState();
    expect(JSON.stringify(a)).toBe(JSON.stringify(initialWechatState()));
    const names = a.contacts.map((c) => c.name);
    for (const n of ["Boss", "Mom", "Xiao Zhou", "Chen Jing"]) expect(names).toContain(n);
    expect(a.contacts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(a.contacts.map((c) => c.id)).size).toBe(a.contacts.length);
    expect(new Set(a.contacts.map((c) => c.steps)).size).toBe(a.contacts.length);
    expect(a.moments.filter((m) => m.author !== "me").length).toBeGreaterThanOrEqual(5);
  });

  it("links people to existing phone contacts", () => {
    const phone = new Map(defaultContacts().map((c) => [c.id, c.name]));
    for (const p of WECHAT_PEOPLE) if (p.phoneContactId) expect(phone.get(p.phoneContactId)).toBe(p.name);
  });

  it("stamps the seeded history before the episode start, newest last", () => {
    const s = initialWechatState();
    for (const c of s.chats) {
      const times = c.messages.map((m) => m.time);
      expect([...times].sort((x, y) => x - y)).toEqual(times);
      for (const t of times) expect(t).toBeLessThan(DEFAULT_START_MS);
    }
    const ids = s.chats.flatMap((c) => c.messages.map((m) => m.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("wechat logic", () => {
  it("orders chats sticky first, then by the latest message", () => {
    const s = initialWechatState();
    const order = chatList(s).map((c) => c.id);
    expect(order[0]).toBe("boss");
    expect(order.slice(0, 3)).toEqual(["boss", "mom", "xiao_zhou"]);
    sendMessage(s, "li_wei", { type: "text", text: "hi" }, DEFAULT_START_MS + 1000);
    expect(chatList(s).map((c) => c.id).slice(0, 2)).toEqual(["boss", "li_wei"]);
  });

  it("sends messages with fresh ids that never collide with seeded ones", () => {
    const s = initialWechatState();
    const before = new Set(s.chats.flatMap((c) => c.messages.map((m) => m.id)));
    const id = sendMessage(s, "he_yun", { type: "image", text: "", photoId: "p1" }, 5);
    expect(before.has(id)).toBe(false);
    expect(ensureChat(s, "he_yun").messages.at(-1)).toEqual({ id, from: "me", type: "image", text: "", photoId: "p1", time: 5, recalled: false });
    expect(preview(ensureChat(s, "he_yun").messages.at(-1))).toBe("[Photo]");
  });

  it("hides Moments of blacklisted friends and of friends whose posts I hide", () => {
    const s = initialWechatState();
    expect(visibleMoments(s).some((m) => m.author === "alice")).toBe(true);
    s.contacts.find((c) => c.id === "alice")!.hideTheirMoments = true;
    s.contacts.find((c) => c.id === "mom")!.blacklisted = true;
    const authors = visibleMoments(s).map((m) => m.author);
    expect(authors).not.toContain("alice");
    expect(authors).not.toContain("mom");
  });

  it("ranks the leaderboard by steps, with me only when I join", () => {
    const s = initialWechatState();
    expect(leaderboard(s)[0].name).toBe("Li Wei");
    expect(leaderboard(s).some((r) => r.id === "me")).toBe(true);
    s.settings.sports.leaderboard = false;
    expect(leaderboard(s).some((r) => r.id === "me")).toBe(false);
  });

  it("searches by name, remark, WeChat ID and tag", () => {
    const s = initialWechatState();
    expect(searchContacts(s.contacts, "zhou").map((c) => c.id)).toEqual(["grace", "xiao_zhou"]);
    expect(searchContacts(s.contacts, "liwei_runner").map((c) => c.id)).toEqual(["li_wei"]);
    expect(searchContacts(s.contacts, "family").map((c) => c.id)).toEqual(["dad", "mom"]);
    expect(fmtInt(21406)).toBe("21,406");
  });

  it("declares every screen it navigates to", () => {
    for (const [from, targets] of Object.entries(manifest.navigation)) {
      expect(manifestUi.screens[from]).toBeDefined();
      for (const t of targets) expect(manifestUi.screens[t]).toBeDefined();
    }
    for (const screen of Object.keys(manifestUi.screens)) expect((manifest.navigation as Record<string, string[]>)[screen]).toBeDefined();
  });
});

describe("wechat money format", () => {
  it("groups thousands", async () => {
    const { formatYuan } = await import("../src/apps/wechat/state");
    expect(formatYuan(2468.5)).toBe("¥2,468.50");
    expect(formatYuan(25)).toBe("¥25.00");
    expect(formatYuan(1234567.891)).toBe("¥1,234,567.89");
  });
});
