import { describe, expect, it } from "vitest";
import { produce } from "immer";
import { linkPieces } from "../src/os/ui/links";
import { BROWSER_ARTICLES, BROWSER_PAGES, BROWSER_RECIPES, BROWSER_TIMETABLE } from "../world/browser";
import { HOME_URL, addBookmark, closeTab, currentTab, goBack, goForward, initialBrowserState, openTab, renameBookmark, visit } from "../src/apps/browser/state";
import { addressFor, countMatches, search, show, splitMatches, titleOf } from "../src/apps/browser/web";

describe("browser state", () => {
  it("keeps a tab's back and forward stacks and records each visit at the clock's time", () => {
    const s = produce(initialBrowserState(), (d) => {
      visit(d, "https://a.test/", "A", 10);
      visit(d, "https://b.test/", "B", 20);
      goBack(d);
    });
    const tab = currentTab(s);
    expect([tab.url, tab.back.map((v) => v.url), tab.forward.map((v) => v.url)]).toEqual(["https://a.test/", [HOME_URL], ["https://b.test/"]]);
    expect(s.history.map((h) => [h.url, h.at])).toEqual([["https://a.test/", 10], ["https://b.test/", 20]]);
    const on = produce(s, (d) => void goForward(d));
    expect(currentTab(on).url).toBe("https://b.test/");
    const branched = produce(s, (d) => visit(d, "https://c.test/", "C", 30));
    expect(currentTab(branched).forward).toEqual([]); // a new visit forgets FORWARD
  });

  it("closes a tab to the one before it, and the last one to a fresh home tab", () => {
    const s = produce(initialBrowserState(), (d) => {
      openTab(d, 0, { url: "https://x.test/", title: "X" });
      openTab(d, 0);
    });
    expect(s.tabs.map((t) => t.url)).toEqual([HOME_URL, "https://x.test/", HOME_URL]);
    const closed = produce(s, (d) => closeTab(d, s.currentTab, 0));
    expect(currentTab(closed).url).toBe("https://x.test/");
    const none = produce(closed, (d) => {
      for (const t of [...d.tabs]) closeTab(d, t.id, 0);
    });
    expect(none.tabs.map((t) => t.url)).toEqual([HOME_URL]);
  });

  it("bookmarks a page once and never leaves a bookmark without a name", () => {
    const s = produce(initialBrowserState(), (d) => {
      const b = addBookmark(d, "https://x.test/", "X");
      addBookmark(d, "https://x.test/", "X again");
      renameBookmark(d, b.id, "   ");
      renameBookmark(d, "b1", "  News ");
    });
    expect(s.bookmarks.map((b) => [b.url, b.title])).toEqual([["https://harbordaily.news/", "News"], ["https://help.lumashop.com/", "Luma Shop Help Center"], ["https://x.test/", "X"]]);
  });
});

describe("the offline web", () => {
  it("has every linked page and every fact's page", () => {
    const urls = new Set(BROWSER_PAGES.map((p) => p.url));
    expect(urls.size).toBe(BROWSER_PAGES.length);
    const links = BROWSER_PAGES.flatMap((p) => p.blocks.flatMap((b) => (b.kind === "link" ? [b.url] : [])));
    expect(links.filter((u) => !urls.has(u))).toEqual([]);
    for (const f of [...BROWSER_ARTICLES, ...BROWSER_RECIPES, ...BROWSER_TIMETABLE]) expect(urls.has(f.url)).toBe(true);
    // A template's answer varies: no first-train time is shared by most stations.
    expect(new Set(BROWSER_TIMETABLE.map((t) => t.first)).size).toBeGreaterThan(BROWSER_TIMETABLE.length / 2);
  });

  it("reads an address bar entry as an address or a search", () => {
    expect(addressFor("Panfresh.Recipes")).toBe("https://panfresh.recipes/");
    expect(addressFor("HTTPS://help.lumashop.com/returns")).toBe("https://help.lumashop.com/returns");
    expect(addressFor("mapo tofu")).toBe("browser://search?q=mapo%20tofu");
    expect(addressFor("<b>x</b>")).toBe("browser://search?q=%3Cb%3Ex%3C%2Fb%3E");
  });

  it("shows the offline page for any address outside the offline web", () => {
    expect(show("https://www.example.com/").kind).toBe("offline");
    expect(show("https://panfresh.recipes").kind).toBe("page");
    expect(titleOf("https://www.example.com/a")).toBe("www.example.com");
    expect(search("doubanjiang").map((p) => p.url)).toEqual(["https://panfresh.recipes/mapo-tofu"]);
    expect(search("   ")).toEqual([]);
  });

  it("finds matches case-insensitively, not overlapping", () => {
    expect(countMatches("Same day, same DAY", "day")).toBe(2);
    expect(countMatches("aaaa", "aa")).toBe(2);
    expect(splitMatches("Same day", "DAY")).toEqual([{ text: "Same ", match: false }, { text: "day", match: true }]);
  });
});

describe("links in messages", () => {
  it("cuts a message into text and links, leaving a sentence's punctuation out", () => {
    expect(linkPieces("See https://a.test/x?y=1. Bye")).toEqual([{ text: "See ", link: false }, { text: "https://a.test/x?y=1", link: true }, { text: ". Bye", link: false }]);
    expect(linkPieces("no link here")).toEqual([{ text: "no link here", link: false }]);
    expect(linkPieces("看这个https://a.test/，好吗")).toEqual([{ text: "看这个", link: false }, { text: "https://a.test/", link: true }, { text: "，好吗", link: false }]);
  });
});
