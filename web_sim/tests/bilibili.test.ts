import { describe, expect, it } from "vitest";
import {
  BILI_ANIME, BILI_PARTITIONS, BILI_UPLOADERS, BILI_VIDEOS, LAST_NOVEMBER, buildMonthFacts, buildRankings, formatCount, formatDuration, rankVideos, searchBili, uploader, video,
} from "../world/bilibili";
import { initialBilibiliState } from "../src/apps/bilibili/state";
import manifest from "../src/apps/bilibili/manifest";
import ui from "../src/apps/bilibili/screens";

describe("bilibili world", () => {
  it("has ten partitions, sixty uploaders and a few hundred videos with unique ids and titles", () => {
    expect(BILI_PARTITIONS.length).toBe(10);
    expect(BILI_UPLOADERS.length).toBe(60);
    expect(BILI_VIDEOS.length).toBeGreaterThan(250);
    expect(new Set(BILI_VIDEOS.map((v) => v.id)).size).toBe(BILI_VIDEOS.length);
    expect(new Set(BILI_VIDEOS.map((v) => v.title)).size).toBe(BILI_VIDEOS.length);
    expect(new Set(BILI_UPLOADERS.map((u) => u.name)).size).toBe(60);
    expect(new Set(BILI_VIDEOS.map((v) => v.plays)).size).toBe(BILI_VIDEOS.length);
    for (const v of BILI_VIDEOS) {
      expect(v.tags.length).toBeGreaterThanOrEqual(3);
      expect(new Set(v.tags).size).toBe(v.tags.length);
      expect(v.comments.length).toBeGreaterThanOrEqual(6);
      expect(v.uploaded <= "2026-05-13").toBe(true);
      expect(uploader(v.uploader)!.videos).toContain(v.id);
    }
  });

  it("ranks by plays, ties by id, the all-site list over every partition", () => {
    for (const r of buildRankings()) {
      const plays = r.videos.map((id) => video(id)!.plays);
      expect(plays).toEqual([...plays].sort((a, b) => b - a));
      if (r.partition !== "all") expect(r.videos.every((id) => video(id)!.partition === r.partition)).toBe(true);
    }
    expect(rankVideos("all")[0].plays).toBe(Math.max(...BILI_VIDEOS.map((v) => v.plays)));
  });

  it("gives every uploader at least one video last November with a single most played", () => {
    for (const f of buildMonthFacts()) {
      expect(f.month).toBe(LAST_NOVEMBER);
      expect(f.count).toBeGreaterThanOrEqual(1);
      expect(f.videos.every((id) => video(id)!.uploaded.startsWith("2025-11") && video(id)!.uploader === f.uploader)).toBe(true);
      expect(video(f.top)!.plays).toBe(Math.max(...f.videos.map((id) => video(id)!.plays)));
    }
  });

  it("recommends four other uploaders that exist", () => {
    for (const u of BILI_UPLOADERS) {
      expect(u.recommended.length).toBe(4);
      expect(u.recommended).not.toContain(u.id);
      expect(u.recommended.every((r) => uploader(r) !== undefined)).toBe(true);
    }
  });

  it("formats counts and durations as the app shows them, and searches by title and name", () => {
    expect([formatCount(9876), formatCount(56_789), formatCount(1_234_567)]).toEqual(["9876", "56.7K", "1.2M"]);
    expect([formatDuration(65), formatDuration(3725)]).toEqual(["01:05", "1:02:05"]);
    const v = BILI_VIDEOS[17];
    expect(searchBili(v.title).videos[0].id).toBe(v.id);
    expect(searchBili(BILI_UPLOADERS[5].name).users[0].id).toBe(BILI_UPLOADERS[5].id);
    expect(searchBili("  ").videos).toEqual([]);
  });
});

describe("bilibili app", () => {
  it("seeds only ids the world has, and a screen for every navigation entry", () => {
    const s = initialBilibiliState();
    for (const x of [...s.following]) expect(uploader(x.id)).toBeDefined();
    for (const x of [...s.liked, ...s.coinsGiven]) expect(video(x.id)).toBeDefined();
    for (const f of s.folders) expect(f.videoIds.every((id) => video(id) !== undefined)).toBe(true);
    for (const x of s.animeSubs) expect(BILI_ANIME.some((a) => a.id === x.id)).toBe(true);
    expect(s.folders.filter((f) => f.isDefault).length).toBe(1);
    for (const [screen, next] of Object.entries(manifest.navigation)) {
      expect(ui.screens[screen]).toBeDefined();
      for (const n of next) expect(ui.screens[n]).toBeDefined();
    }
  });
});
