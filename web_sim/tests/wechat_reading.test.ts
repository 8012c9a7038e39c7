import { describe, expect, it } from "vitest";
import { WR_BOOKS, WR_CATEGORIES, WR_HOT_SEARCH, WR_USERS, formatCount, searchBooks, wrBook } from "../world/wechat_reading";
import { WR_RECORDS, buildStatsFacts, formatMinutes, isoDaysAgo, monthFact, weekDays } from "../world/wechat_readingStats";
import { PARA_WORDS, chapterAt, chapterStart, pageText, pageWords, paragraph } from "../world/wechat_readingText";
import { FONT_SIZES, initialWechatReadingState } from "../src/apps/wechat_reading/state";
import manifest from "../src/apps/wechat_reading/manifest";
import ui from "../src/apps/wechat_reading/screens";

const words = (blocks: Array<{ kind: string; text: string }>): number => blocks.filter((b) => b.kind === "para").reduce((a, b) => a + b.text.split(" ").length, 0);

describe("wechat_reading world", () => {
  it("has 150 books in 10 categories with unique ids and titles, and a unique best of each category", () => {
    expect(WR_BOOKS.length).toBe(150);
    expect(new Set(WR_BOOKS.map((b) => b.id)).size).toBe(150);
    expect(new Set(WR_BOOKS.map((b) => b.title)).size).toBe(150);
    expect(WR_CATEGORIES.length).toBe(10);
    for (const c of WR_CATEGORIES) {
      const books = c.books.map(wrBook);
      expect(books.every((b) => b.category === c.id)).toBe(true);
      const topR = Math.max(...books.map((b) => b.rating));
      const topV = Math.max(...books.map((b) => b.recommendedValue));
      expect(books.filter((b) => b.rating === topR).map((b) => b.id)).toEqual([c.topByRating]);
      expect(books.filter((b) => b.recommendedValue === topV).map((b) => b.id)).toEqual([c.topByRecommendation]);
    }
    for (const b of WR_BOOKS) {
      expect(b.recommendedText).toBe(`${b.recommendedValue.toFixed(1)}%`);
      expect(b.ratingText).toBe(b.rating.toFixed(1));
      expect(b.wordsText).toBe(`${formatCount(b.totalWords)} words`);
    }
  });

  it("has 20 audiobooks with distinct play counts, a hot search of 10 books and users with real shelves", () => {
    const audio = WR_BOOKS.filter((b) => b.audioPlays !== null);
    expect(audio.length).toBe(20);
    expect(new Set(audio.map((b) => b.audioPlays)).size).toBe(20);
    expect(audio.every((b) => b.audioPlaysText === formatCount(b.audioPlays!))).toBe(true);
    expect(WR_HOT_SEARCH.length).toBe(10);
    expect(new Set(WR_HOT_SEARCH).size).toBe(10);
    WR_HOT_SEARCH.forEach((id) => wrBook(id));
    expect(WR_USERS.length).toBe(9);
    WR_USERS.forEach((u) => u.shelf.forEach((id) => wrBook(id)));
  });

  it("search finds every book by its title, and by its author", () => {
    for (const b of WR_BOOKS) {
      expect(searchBooks(b.title).some((x) => x.id === b.id)).toBe(true);
      expect(searchBooks(b.author.toUpperCase()).length).toBeGreaterThan(0);
    }
    expect(searchBooks("   ")).toEqual([]);
  });

  it("formats counts as the app shows them", () => {
    expect(formatCount(235_400)).toBe("235.4K");
    expect(formatCount(1_204_000)).toBe("1.2M");
    expect(formatCount(999)).toBe("999");
  });
});

describe("wechat_reading texts", () => {
  const b = wrBook("b034");
  it("is deterministic, chaptered and exactly as long as the book", () => {
    expect(paragraph(b.id, 7)).toEqual(paragraph(b.id, 7));
    expect(paragraph(b.id, 7).length).toBe(PARA_WORDS);
    expect(paragraph("b035", 7)).not.toEqual(paragraph(b.id, 7));
    const first = pageText(b, 0, 110);
    expect(first[0]).toEqual({ kind: "chapter", text: "Chapter 1" });
    expect(words(first)).toBe(110);
    const c5 = chapterStart(b.totalWords, b.chapters, 4);
    expect(chapterAt(b.totalWords, b.chapters, c5)).toBe(4);
    expect(chapterAt(b.totalWords, b.chapters, c5 - 1)).toBe(3);
    expect(pageText(b, c5, 50)[0]).toEqual({ kind: "chapter", text: "Chapter 5" });
    // The last page stops at the end of the text; pages tile the text without gaps.
    expect(words(pageText(b, b.totalWords - 30, 110))).toBe(30);
    const a = pageText(b, 1000, 75).filter((x) => x.kind === "para").map((x) => x.text).join(" ").split(" ");
    const next = pageText(b, 1075, 75).filter((x) => x.kind === "para").map((x) => x.text).join(" ").split(" ");
    const both = pageText(b, 1000, 150).filter((x) => x.kind === "para").map((x) => x.text).join(" ").split(" ");
    expect([...a, ...next]).toEqual(both);
  });
  it("fits fewer words on a page at a bigger font", () => {
    const sizes = FONT_SIZES.map(pageWords);
    expect(sizes).toEqual([...sizes].sort((x, y) => y - x));
    expect(sizes.every((n) => n >= 30)).toBe(true);
  });
});

describe("wechat_reading stats", () => {
  it("covers the 60 days up to the episode day, with a unique most-read day in the last 7", () => {
    expect(WR_RECORDS[WR_RECORDS.length - 1].date).toBe(isoDaysAgo(0));
    expect(WR_RECORDS[0].date >= isoDaysAgo(59)).toBe(true);
    const f = buildStatsFacts();
    expect(f.today).toBe("2026-05-14");
    expect(f.week.length).toBe(7);
    expect(f.mostReadDay.unique).toBe(true);
    expect(f.week.filter((d) => d.minutes === f.mostReadDay.minutes).length).toBe(1);
    expect(f.mostReadDay.duration).toBe(formatMinutes(f.mostReadDay.minutes));
    expect(f.months.reduce((a, m) => a + m.days, 0)).toBe(WR_RECORDS.length);
    expect(monthFact(WR_RECORDS, 2026, 4).days).toBe(WR_RECORDS.filter((r) => r.date.startsWith("2026-04")).length);
    expect(weekDays(WR_RECORDS, "2026-05-14").map((d) => d.date)).toEqual(["2026-05-08", "2026-05-09", "2026-05-10", "2026-05-11", "2026-05-12", "2026-05-13", "2026-05-14"]);
    expect(formatMinutes(114)).toBe("1 h 54 min");
    expect(formatMinutes(60)).toBe("1 h");
    expect(formatMinutes(40)).toBe("40 min");
  });
});

describe("wechat_reading state", () => {
  it("seeds progress as the reader writes it: offset = floor(percent x words / 100)", () => {
    const s = initialWechatReadingState();
    expect(s.shelf.length).toBe(10);
    for (const p of s.progress) expect(p.offset).toBe(Math.floor((p.percent * wrBook(p.id).totalWords) / 100));
    const lowest = Math.min(...s.progress.map((p) => p.percent));
    expect(s.progress.filter((p) => p.percent === lowest).length).toBe(1);
    s.following.forEach((f) => expect(WR_USERS.some((u) => u.id === f.id)).toBe(true));
  });
  it("draws every screen its navigation names", () => {
    expect(Object.keys(ui.screens).sort()).toEqual(Object.keys(manifest.navigation).sort());
  });
});
