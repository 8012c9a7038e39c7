import { describe, expect, it } from "vitest";
import { RB_COMMENTS, RB_NOTES, RB_USERS, buildFeedFacts, buildRedbookWorld, buildSearchFacts, buildUserFacts, categoryFeed, searchNotes, searchUsers, titleKey } from "../world/redbook";
import { collectCount, commentThreads, deleteMyNote, feed, findNote, likeCount, publish, publishBlocker, sendDm, sortedChats, toggleCollect, toggleLike, userStats } from "../src/apps/redbook/logic";
import { initialRedbookState, type RedbookState } from "../src/apps/redbook/state";
import manifest from "../src/apps/redbook/manifest";
import ui from "../src/apps/redbook/screens";

const fresh = (): RedbookState => structuredClone(initialRedbookState());
const NOW = Date.UTC(2026, 4, 14, 1);

describe("redbook world", () => {
  it("is deterministic, with unique ids and unique likes and collects", () => {
    expect(buildRedbookWorld()).toEqual(buildRedbookWorld());
    const ids = (xs: Array<{ id: string }>) => new Set(xs.map((x) => x.id)).size === xs.length;
    expect(ids(RB_NOTES) && ids(RB_USERS) && ids(RB_COMMENTS)).toBe(true);
    expect(RB_USERS.length).toBe(80);
    expect(RB_NOTES.length).toBe(400);
    expect(new Set(RB_NOTES.map((n) => n.likes)).size).toBe(400);
    expect(new Set(RB_NOTES.map((n) => n.collects)).size).toBe(400);
    expect(new Set(RB_NOTES.map((n) => n.title)).size).toBe(400);
    const byId = new Map(RB_COMMENTS.map((c) => [c.id, c]));
    expect(RB_COMMENTS.every((c) => c.parent === null || byId.get(c.parent)?.note === c.note)).toBe(true);
  });

  it("ranks search results stably: title matches first, then by likes, and exports the top 10", () => {
    const r = searchNotes("hotpot");
    expect(r.length).toBeGreaterThan(2);
    expect(r.every((n) => (n.title + n.body + n.tags.join(" ")).toLowerCase().includes("hotpot"))).toBe(true);
    const titled = r.filter((n) => n.title.toLowerCase().includes("hotpot"));
    expect(r.slice(0, titled.length)).toEqual(titled);
    for (let i = 1; i < titled.length; i++) expect(titled[i - 1].likes).toBeGreaterThan(titled[i].likes);
    expect(searchNotes("  HOTPOT ")).toEqual(r);
    for (const f of buildSearchFacts()) {
      expect(f.notes).toEqual(searchNotes(f.query).slice(0, 10).map((n) => n.id));
      const top = f.notes.map((id) => RB_NOTES.find((n) => n.id === id)!);
      expect(f.mostLiked).toBe([...top].sort((a, b) => b.likes - a.likes)[0].id);
    }
    expect(searchUsers(RB_USERS[0].nickname)[0].id).toBe(RB_USERS[0].id);
  });

  it("exports user facts that match the notes, and title keys naming one note", () => {
    for (const u of buildUserFacts()) {
      const mine = RB_NOTES.filter((n) => n.author === u.id);
      expect(u.noteCount).toBe(mine.length);
      expect(u.likesCollects).toBe(mine.reduce((t, n) => t + n.likes + n.collects, 0));
    }
    for (const f of buildFeedFacts()) {
      expect(RB_NOTES.filter((n) => n.title.toLowerCase().includes(f.key.toLowerCase())).map((n) => n.id)).toEqual([f.id]);
      if (f.tab !== "Discover") expect(categoryFeed(f.tab)[0].id).toBe(f.id);
    }
    expect(titleKey(RB_NOTES[0]).length).toBeGreaterThan(0);
  });
});

describe("redbook logic", () => {
  it("counts are the world's base plus my own contribution", () => {
    const s = fresh();
    const n = findNote(s, "n001")!;
    const base = [likeCount(s, n), collectCount(s, n)];
    toggleLike(s, "n001");
    toggleCollect(s, "n001");
    expect([likeCount(s, n), collectCount(s, n)]).toEqual([base[0] + 1, base[1] + 1]);
    expect(s.collected[0].id).toBe("n001");
    toggleLike(s, "n001");
    expect(likeCount(s, n)).toBe(base[0]);
    const u = RB_USERS.find((x) => !s.following.some((f) => f.id === x.id))!;
    const fans = userStats(s, u.id).fans;
    s.following.unshift({ id: u.id });
    expect(userStats(s, u.id).fans).toBe(fans + 1);
  });

  it("feeds: Discover by rank, Follow only followed authors newest first", () => {
    const s = fresh();
    const d = feed(s, "Discover", "Beijing");
    expect(d.map((n) => n.rank)).toEqual([...d.map((n) => n.rank)].sort((a, b) => a - b));
    const f = feed(s, "Follow", "Beijing");
    const followed = new Set(s.following.map((x) => x.id));
    expect(f.every((n) => followed.has(n.author))).toBe(true);
    expect(f.map((n) => n.time)).toEqual([...f.map((n) => n.time)].sort((a, b) => b - a));
    expect(feed(s, "Local", "Beijing").every((n) => n.city === "Beijing")).toBe(true);
  });

  it("publishes with counter ids, DMs start a chat once, and the newest chat comes first", () => {
    const s = fresh();
    expect(publishBlocker({ text: "x", template: "Simple", title: " ", body: "" })).toBe("Add a title");
    const id = publish(s, { text: "x", template: "Bold", title: " Hi ", body: " b " }, NOW);
    expect(s.notes.at(-1)).toMatchObject({ id, title: "Hi", body: "b", template: "Bold" });
    const c1 = sendDm(s, "u01", "hello", NOW);
    const c2 = sendDm(s, "u01", "again", NOW + 1);
    expect(c1).toBe(c2);
    expect(sortedChats(s)[0].id).toBe(c1);
    expect(new Set(s.chats.map((c) => c.id)).size).toBe(s.chats.length);
    s.comments.push({ id: "mc9", note: id, parent: null, text: "c", time: NOW });
    s.liked.push({ id });
    deleteMyNote(s, id);
    expect([s.notes.some((n) => n.id === id), s.comments.some((c) => c.note === id), s.liked.some((x) => x.id === id)]).toEqual([false, false, false]);
  });

  it("puts my comments first and my replies under their comment", () => {
    const s = fresh();
    const note = RB_COMMENTS[0].note;
    const first = commentThreads(s, note)[0].c.id;
    s.comments.push({ id: "mc1", note, parent: first, text: "r", time: NOW }, { id: "mc2", note, parent: null, text: "top", time: NOW });
    const t = commentThreads(s, note);
    expect(t[0].c.id).toBe("mc2");
    expect(t.find((x) => x.c.id === first)!.replies.map((r) => r.id)).toContain("mc1");
  });

  it("declares every screen it navigates to", () => {
    const screens = Object.keys(ui.screens);
    expect(Object.keys(manifest.navigation).sort()).toEqual([...screens].sort());
    for (const targets of Object.values(manifest.navigation)) for (const t of targets) expect(screens).toContain(t);
  });
});
