/**
 * The Browser's main screen: the current tab's page under an address bar (or the find bar), a
 * toolbar (back, forward, home, tabs, menu), and the menu's overlays: share and the bookmark's
 * name. Every page is drawn from the offline web (web.ts); nothing is fetched.
 */
import {
  mdiArrowLeft, mdiArrowRight, mdiChevronDown, mdiChevronUp, mdiClose, mdiDotsVertical, mdiHomeOutline,
  mdiMagnify, mdiMessageText, mdiStar, mdiStarOutline, mdiWechat, mdiWifiOff,
} from "@mdi/js";
import type { ComponentChildren } from "preact";
import { returnToCaller } from "../../os/nav";
import { setRouteScroll } from "../../os/routeOps";
import { phoneRoot } from "../../os/phones";
import { findApp } from "../../os/registry";
import { getState } from "../../os/store";
import type { AppHandle, Route, ScreenProps } from "../../os/types";
import { BottomSheet, Dialog, Icon, IconButton, ListItem, Menu, ScrollView, TextField, focusField } from "../../os/ui/kit";
import type { WebBlock } from "../../../world/browser";
import { BROWSER_SHORTCUTS } from "../../../world/browser";
import {
  type BrowserState, HOME_URL, addBookmark, bookmarkOf, closeTab, currentTab, deleteBookmark, goBack, goForward, isOwnPage, openTab, renameBookmark, visit,
} from "./state";
import { addressFor, blockTexts, countMatches, hostOf, searchUrl, show, snippetOf, splitMatches, titleOf } from "./web";

type App = AppHandle<BrowserState>;

/** Load an address in the current tab (a link, the address bar, a search, a bookmark). */
export function go(app: App, url: string): void {
  const now = app.os.clock.now;
  app.update((d) => visit(d, url, titleOf(url), now));
}

/** The text of a page, cut at the find query's matches; `counter` numbers them in reading order. */
function Marked({ text, query, counter, current }: { text: string; query: string; counter: { n: number }; current: number }) {
  if (query === "") return <>{text}</>;
  return (
    <>
      {splitMatches(text, query).map((piece, i) => {
        if (!piece.match) return piece.text;
        const n = counter.n++;
        return <mark key={i} class={`browser-match ${n === current ? "current" : ""}`} data-testid={n === current ? "browser-match-current" : "browser-match"}>{piece.text}</mark>;
      })}
    </>
  );
}

function Block({ b, app, mark }: { b: WebBlock; app: App; mark: (text: string) => ComponentChildren }) {
  switch (b.kind) {
    case "h":
      return <h2 class="browser-h">{mark(b.text)}</h2>;
    case "p":
      return <p class="browser-p">{mark(b.text)}</p>;
    case "link":
      return <div class="browser-link" role="link" data-testid={`browser-link-${b.url}`} onClick={() => go(app, b.url)}>{mark(b.text)}</div>;
    case "list":
      return <ul class="browser-list">{b.items.map((it, i) => <li key={i}>{mark(it)}</li>)}</ul>;
    case "table":
      return (
        <table class="browser-table">
          <thead><tr>{b.head.map((c, i) => <th key={i}>{mark(c)}</th>)}</tr></thead>
          <tbody>{b.rows.map((r, i) => <tr key={i}>{r.map((c, j) => <td key={j}>{mark(c)}</td>)}</tr>)}</tbody>
        </table>
      );
  }
}

function HomePage({ app, route }: { app: App; route: Route }) {
  const query = (route.data.query as string) ?? "";
  return (
    <div class="browser-home">
      <div class="browser-home-logo">Browser</div>
      <TextField id="browser.search" search value={query} placeholder="Search the web" onChange={(v) => app.setData({ query: v })} onSubmit={() => query.trim() !== "" && (app.setData({ query: "" }), focusField(null), go(app, searchUrl(query)))} />
      <div class="browser-shortcuts">
        {BROWSER_SHORTCUTS.map((s) => (
          <div key={s.url} class="browser-shortcut" role="button" data-testid={`browser-shortcut-${hostOf(s.url)}`} onClick={() => go(app, s.url)}>
            <span class="browser-shortcut-icon">{s.name.slice(0, 1)}</span>
            <span class="browser-shortcut-name">{s.name}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

function PageView({ app, url }: { app: App; url: string }) {
  const shown = show(url);
  const find = app.state.find;
  const query = find?.query ?? "";
  const counter = { n: 0 };
  const mark = (text: string) => <Marked text={text} query={query} counter={counter} current={find?.match ?? 0} />;
  if (shown.kind === "offline") {
    return (
      <div class="browser-offline" data-testid="browser-offline">
        <Icon path={mdiWifiOff} size={56} />
        <h2 class="browser-h">No internet connection</h2>
        <p class="browser-p">{hostOf(url)} can't be reached: this phone is offline. Only the sites saved on it open.</p>
      </div>
    );
  }
  if (shown.kind === "search") {
    return (
      <div class="browser-page" data-testid="browser-results">
        <p class="browser-site">{shown.results.length === 1 ? "1 result" : `${shown.results.length} results`} for “{mark(shown.query)}”</p>
        {shown.results.map((p) => (
          <div key={p.url} class="browser-result" role="link" data-testid={`browser-result-${p.url}`} onClick={() => go(app, p.url)}>
            <div class="browser-result-url">{mark(hostOf(p.url))}</div>
            <div class="browser-result-title">{mark(p.title)}</div>
            <div class="browser-result-snippet">{mark(snippetOf(p))}</div>
          </div>
        ))}
      </div>
    );
  }
  if (shown.kind !== "page") return null;
  return (
    <div class="browser-page" data-testid="browser-page">
      <p class="browser-site">{mark(shown.page.site)}</p>
      {shown.page.blocks.map((b, i) => <Block key={i} b={b} app={app} mark={mark} />)}
    </div>
  );
}

/** Every text find in page reads on an address, in the order PageView draws them. */
function pageTexts(url: string): string[] {
  const shown = show(url);
  if (shown.kind === "page") return [shown.page.site, ...shown.page.blocks.flatMap(blockTexts)];
  if (shown.kind === "search") return [shown.query, ...shown.results.flatMap((p) => [hostOf(p.url), p.title, snippetOf(p)])];
  return [];
}

/**
 * Scroll the page so that match `n` (drawn already: only which one is current changes) sits a
 * third of the way down the view, as far as the page can scroll; read off the layout, kept in
 * the route like every scroll offset.
 */
function scrollToMatch(app: App, route: Route, scrollId: string, n: number): void {
  const mark = phoneRoot().querySelectorAll(".browser-content .browser-match")[n];
  const content = mark?.closest(".mg-scroll-content");
  const view = content?.parentElement;
  if (!mark || !content || !view) return;
  const top = mark.getBoundingClientRect().top - content.getBoundingClientRect().top;
  const max = Math.max(0, (content as HTMLElement).offsetHeight - view.clientHeight);
  setRouteScroll(app.id, route.id, scrollId, Math.round(Math.min(max, Math.max(0, top - view.clientHeight / 3))));
}

function FindBar({ app, route, url, scrollId }: { app: App; route: Route; url: string; scrollId: string }) {
  const find = app.state.find ?? { query: "", match: 0 };
  const total = pageTexts(url).reduce((n, t) => n + countMatches(t, find.query), 0);
  const step = (delta: number) => {
    if (total === 0) return;
    const match = (find.match + delta + total) % total;
    app.update((d) => void (d.find = { query: find.query, match }));
    scrollToMatch(app, route, scrollId, match);
  };
  return (
    <div class="browser-bar" data-testid="browser-findbar">
      <TextField id="browser.find" value={find.query} placeholder="Find in page" class="browser-address" onChange={(v) => app.update((d) => void (d.find = { query: v, match: 0 }))} onSubmit={() => step(1)} />
      <span class="browser-find-count" data-testid="browser-find-count">{find.query === "" ? "" : total === 0 ? "0/0" : `${find.match + 1}/${total}`}</span>
      <IconButton path={mdiChevronUp} label="Previous match" testId="browser-find-prev" onClick={() => step(-1)} />
      <IconButton path={mdiChevronDown} label="Next match" testId="browser-find-next" onClick={() => step(1)} />
      <IconButton path={mdiClose} label="Close find" testId="browser-find-close" onClick={() => (focusField(null), app.update((d) => void (d.find = null)))} />
    </div>
  );
}

function AddressBar({ app, route, url }: { app: App; route: Route; url: string }) {
  const editing = getState().ui.focus === "browser.address";
  const typed = (route.data.address as string) ?? "";
  const marked = !isOwnPage(url) && bookmarkOf(app.state, url) !== undefined;
  const page = show(url);
  const shown = page.kind === "home" ? "" : page.kind === "search" ? page.query : url;
  const submit = () => {
    if (typed.trim() === "") return;
    app.setData({ address: "" });
    focusField(null);
    go(app, addressFor(typed));
  };
  return (
    <div class="browser-bar">
      <IconButton path={mdiHomeOutline} label="Home" testId="browser-home" onClick={() => go(app, HOME_URL)} />
      <div class="browser-address-wrap" onClick={() => !editing && app.setData({ address: "" })}>
        <TextField id="browser.address" value={editing ? typed : shown} placeholder={editing && shown !== "" ? shown : "Search or type web address"} class="browser-address" onChange={(v) => app.setData({ address: v })} onSubmit={submit} />
      </div>
      {!isOwnPage(url) && (
        <IconButton
          path={marked ? mdiStar : mdiStarOutline}
          label={marked ? "Edit bookmark" : "Add bookmark"}
          testId="browser-star"
          onClick={() => (marked ? editBookmark(app, url) : bookmarkPage(app, url))}
        />
      )}
    </div>
  );
}

function bookmarkPage(app: App, url: string): void {
  app.update((d) => void addBookmark(d, url, titleOf(url)));
  app.toast("Bookmarked");
}

function editBookmark(app: App, url: string): void {
  const b = bookmarkOf(app.state, url);
  if (b) app.openOverlay("dialog", "bookmark", { id: b.id, name: b.title });
}

/** The bookmark's name dialog (opened from the star or from the bookmarks list): rename or delete. */
export function BookmarkDialog({ app, route }: { app: App; route: Route }) {
  const o = route.overlay;
  if (!o || o.name !== "bookmark") return null;
  const id = String(o.data.id);
  const name = (route.data.bookmarkName as string | undefined) ?? String(o.data.name ?? "");
  const close = () => (focusField(null), app.setData({ bookmarkName: null }), app.closeOverlay());
  return (
    <Dialog
      title="Edit bookmark"
      testId="browser-bookmark-dialog"
      onDismiss={close}
      actions={[
        { label: "Delete", testId: "browser-bookmark-delete", onClick: () => (app.update((d) => deleteBookmark(d, id)), close(), app.toast("Bookmark deleted")) },
        { label: "Cancel", testId: "browser-bookmark-cancel", onClick: close },
        { label: "Save", testId: "browser-bookmark-save", onClick: () => (app.update((d) => renameBookmark(d, id, name)), close()) },
      ]}
    >
      <TextField id="browser.bookmarkName" label="Name" value={name} onChange={(v) => app.setData({ bookmarkName: v })} />
    </Dialog>
  );
}

function ShareSheets({ app, route, url }: { app: App; route: Route; url: string }) {
  const o = route.overlay;
  if (o?.name === "share") {
    const toWechat = () => {
      app.closeOverlay();
      if (!findApp("wechat")) return app.toast("WeChat is not installed");
      app.sendIntent("wechat", "share", { text: url, returnApp: app.id });
    };
    return (
      <BottomSheet title="Share link" testId="browser-share-sheet" onDismiss={app.closeOverlay}>
        <p class="browser-share-url">{url}</p>
        <ListItem testId="browser-share-wechat" leading={<Icon path={mdiWechat} color="#07c160" />} title="WeChat" onClick={toWechat} />
        <ListItem testId="browser-share-sms" leading={<Icon path={mdiMessageText} color="#1a73e8" />} title="Messages" onClick={() => app.openOverlay("sheet", "shareSms")} />
      </BottomSheet>
    );
  }
  if (o?.name === "shareSms") {
    const people = app.os.providers.contacts.filter((c) => c.phone !== "");
    const send = (address: string, contactId: string) => {
      app.closeOverlay();
      if (!findApp("sms")) return app.toast("Messages is not installed");
      app.sendIntent("sms", "conversation", { address, contactId, draft: url });
    };
    return (
      <BottomSheet title="Send by Messages to" testId="browser-share-sms-sheet" onDismiss={app.closeOverlay}>
        <ScrollView id="share-contacts" class="browser-share-contacts">
          {people.map((c) => <ListItem key={c.id} dense testId={`browser-share-contact-${c.id}`} title={c.name} subtitle={c.phone} onClick={() => send(c.phone, c.id)} />)}
        </ScrollView>
      </BottomSheet>
    );
  }
  return null;
}

function MainMenu({ app, route, url }: { app: App; route: Route; url: string }) {
  if (route.overlay?.name !== "menu") return null;
  const web = !isOwnPage(url);
  const act = (f: () => void) => () => (app.closeOverlay(), f());
  const marked = web && bookmarkOf(app.state, url) !== undefined;
  const items = [
    { label: "New tab", testId: "browser-menu-newtab", onClick: act(() => { const now = app.os.clock.now; app.update((d) => void openTab(d, now)); }) },
    { label: "Reload", testId: "browser-menu-reload", onClick: act(() => app.update((d) => void (d.find = null))) },
    { label: "Find in page", testId: "browser-menu-find", onClick: act(() => (app.update((d) => void (d.find = { query: "", match: 0 })), focusField("browser.find"))) },
    ...(web ? [
      { label: "Share", testId: "browser-menu-share", onClick: () => app.openOverlay("sheet", "share") },
      marked
        ? { label: "Edit bookmark", testId: "browser-menu-bookmark", onClick: () => editBookmark(app, url) }
        : { label: "Add bookmark", testId: "browser-menu-bookmark", onClick: act(() => bookmarkPage(app, url)) },
    ] : []),
    { label: "Bookmarks", testId: "browser-menu-bookmarks", onClick: act(() => app.push("bookmarks")) },
    { label: "History", testId: "browser-menu-history", onClick: act(() => app.push("history")) },
  ];
  return <Menu testId="browser-menu" onDismiss={app.closeOverlay} items={items} />;
}

export function MainScreen({ app, route }: ScreenProps<BrowserState>) {
  const tab = currentTab(app.state);
  const url = tab.url;
  const scrollId = `web-${tab.id}-${tab.back.length}`;
  return (
    <div class="browser-screen">
      {app.state.find ? <FindBar app={app} route={route} url={url} scrollId={scrollId} /> : <AddressBar app={app} route={route} url={url} />}
      <ScrollView id={scrollId} class="browser-content">
        {url === HOME_URL ? <HomePage app={app} route={route} /> : <PageView app={app} url={url} />}
      </ScrollView>
      <div class="browser-toolbar">
        <IconButton path={mdiArrowLeft} label="Back" testId="browser-back" onClick={() => app.update((d) => void goBack(d))} />
        <IconButton path={mdiArrowRight} label="Forward" testId="browser-forward" onClick={() => app.update((d) => void goForward(d))} />
        <IconButton path={mdiMagnify} label="Search" testId="browser-toolbar-search" onClick={() => (go(app, HOME_URL), focusField("browser.search"))} />
        <button class="browser-tabcount" data-testid="browser-tabs" aria-label="Tabs" onClick={() => app.push("tabs")}>{app.state.tabs.length}</button>
        <IconButton path={mdiDotsVertical} label="More" testId="browser-more" onClick={() => app.openOverlay("menu", "menu")} />
      </div>
      <MainMenu app={app} route={route} url={url} />
      <ShareSheets app={app} route={route} url={url} />
      <BookmarkDialog app={app} route={route} />
    </div>
  );
}

/** BACK: the find bar closes first, then the tab goes back; a tab another app opened closes on its first page. */
export function mainBack(app: App, _route: Route): boolean {
  if (app.state.find) {
    app.update((d) => void (d.find = null));
    return true;
  }
  const tab = currentTab(app.state);
  if (tab.back.length > 0) {
    app.update((d) => void goBack(d));
    return true;
  }
  if (tab.opener) {
    const now = app.os.clock.now;
    app.update((d) => closeTab(d, tab.id, now));
    returnToCaller(tab.opener);
    return true;
  }
  return false;
}
