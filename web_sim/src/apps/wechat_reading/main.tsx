/** The main screen's tabs: Discover (hot search, categories, picks), Bookshelf, Audiobooks and Me. */
import { mdiAccountOutline, mdiBookshelf, mdiChevronRight, mdiCompassOutline, mdiDotsVertical, mdiHeadphones, mdiMagnify } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { Avatar, BottomNav, BottomSheet, Icon, LazyList, ScrollView } from "../../os/ui/kit";
import { WR_BOOKS, WR_CATEGORIES, WR_HOT_SEARCH, wrBook } from "../../../world/wechat_reading";
import { formatMinutes, weekDays } from "../../../world/wechat_readingStats";
import { progressOf, removeFromShelf, setPrivate, todayIso, type App } from "./logic";
import { BookRow, Cover, Frame } from "./parts";
import type { WechatReadingState } from "./state";

const NAV = [
  { id: "discover", label: "Discover", icon: mdiCompassOutline },
  { id: "shelf", label: "Bookshelf", icon: mdiBookshelf },
  { id: "audio", label: "Audiobooks", icon: mdiHeadphones },
  { id: "me", label: "Me", icon: mdiAccountOutline },
];

/** The "Most read" feed: every book, most readers first (drawn lazily: a row is at least 88 px high). */
const MOST_READ = [...WR_BOOKS].sort((a, b) => b.readers - a.readers || a.id.localeCompare(b.id));
const BOOK_ROW_MIN_HEIGHT = 80;

function Discover({ app }: { app: App }) {
  return (
    <ScrollView id="wr-discover">
      <div class="wr-top">
        <div class="wr-searchbar" role="button" data-testid="wr-search-open" onClick={() => app.push("search")}>
          <Icon path={mdiMagnify} size={18} />
          <span>Search books, authors</span>
        </div>
      </div>
      <div class="wr-section">
        <span>Hot search</span>
        <button class="wr-section-more" data-testid="wr-hot-more" onClick={() => app.push("hot")}>Full list ›</button>
      </div>
      {WR_HOT_SEARCH.slice(0, 3).map((id, i) => (
        <BookRow key={id} book={wrBook(id)} rank={i + 1} testId={`wr-home-hot-${id}`} onClick={() => app.push("book", { id })} />
      ))}
      <div class="wr-section">
        <span>Categories</span>
        <button class="wr-section-more" data-testid="wr-categories-more" onClick={() => app.push("categories")}>All ›</button>
      </div>
      <div class="wr-cat-grid">
        {WR_CATEGORIES.slice(0, 4).map((c) => (
          <div key={c.id} class="wr-cat" style={{ background: c.color }} role="button" data-testid={`wr-home-cat-${c.id}`} onClick={() => app.push("category", { id: c.id })}>
            {c.name}
            <small>{c.books.length} books</small>
          </div>
        ))}
      </div>
      <div class="wr-section"><span>Most read</span></div>
      <LazyList scrollId="wr-discover" items={MOST_READ} keyOf={(b) => b.id} minItemHeight={BOOK_ROW_MIN_HEIGHT}>
        {(b) => <BookRow book={b} testId={`wr-pick-${b.id}`} onClick={() => app.push("book", { id: b.id })} />}
      </LazyList>
      <div class="wr-bottom-space" />
    </ScrollView>
  );
}

function Shelf({ app, route }: { app: App; route: ScreenProps["route"] }) {
  const s = app.state;
  const sheet = route.overlay?.name === "shelfItem" ? String(route.overlay.data?.id ?? "") : "";
  const item = s.shelf.find((x) => x.id === sheet);
  return (
    <>
      <div class="wr-top">
        <h1 class="wr-top-title">Bookshelf</h1>
        <button class="wr-icon-btn" aria-label="Search" data-testid="wr-shelf-search" onClick={() => app.push("search")}><Icon path={mdiMagnify} /></button>
      </div>
      <div class="wr-muted" style={{ padding: "0 16px 6px" }}>{s.shelf.length} books</div>
      <ScrollView id="wr-shelf">
        {s.shelf.map((x, i) => {
          const b = wrBook(x.id);
          const p = progressOf(s, x.id)?.percent ?? 0;
          return (
            <div key={x.id} class="wr-shelf-row" data-testid={`wr-shelf-item-${x.id}`} data-index={i}>
              <div class="wr-shelf-main" role="button" data-testid={`wr-shelf-open-${x.id}`} onClick={() => app.push("reader", { id: x.id })}>
                <Cover book={b} width={46} />
                <div class="wr-book-text">
                  <div class="wr-book-title">{b.title}{x.isPrivate && <span class="wr-private" data-testid={`wr-private-badge-${x.id}`}>Private</span>}</div>
                  <div class="wr-book-sub">{b.author}</div>
                  <div class="wr-book-facts" data-testid={`wr-shelf-progress-${x.id}`}>{p >= 100 ? "Finished" : p === 0 ? "Not started" : `Read ${p}%`}</div>
                  <div class="wr-progress-bar"><span style={{ width: `${p}%` }} /></div>
                </div>
              </div>
              <button class="wr-icon-btn" aria-label="More" data-testid={`wr-shelf-more-${x.id}`} onClick={() => app.openOverlay("sheet", "shelfItem", { id: x.id })}>
                <Icon path={mdiDotsVertical} size={20} />
              </button>
            </div>
          );
        })}
        <div class="wr-bottom-space" />
      </ScrollView>
      {item && (
        <BottomSheet title={wrBook(item.id).title} onDismiss={() => app.closeOverlay()} testId="wr-shelf-sheet">
          <div class="wr-sheet-opt" role="button" data-testid="wr-shelf-action-details" onClick={() => { app.closeOverlay(); app.push("book", { id: item.id }); }}>Book details</div>
          <div class="wr-sheet-opt" role="button" data-testid="wr-shelf-action-private" onClick={() => { app.closeOverlay(); setPrivate(app, item.id, !item.isPrivate); }}>
            {item.isPrivate ? "Turn off private reading" : "Private reading"}
          </div>
          <div class="wr-sheet-opt" role="button" data-testid="wr-shelf-action-remove" style={{ color: "#e8553b" }} onClick={() => { app.closeOverlay(); removeFromShelf(app, item.id); }}>Remove from shelf</div>
        </BottomSheet>
      )}
    </>
  );
}

function Audio({ app }: { app: App }) {
  const books = WR_BOOKS.filter((b) => b.audioPlays !== null).sort((a, b) => (b.audioPlays ?? 0) - (a.audioPlays ?? 0));
  return (
    <>
      <div class="wr-top"><h1 class="wr-top-title">Audiobooks</h1></div>
      <ScrollView id="wr-audio">
        {books.map((b) => (
          <BookRow key={b.id} book={b} testId={`wr-audio-${b.id}`} onClick={() => app.push("book", { id: b.id })} extra={<span class="wr-muted" style={{ marginLeft: 6 }}>▶ {b.audioPlaysText} plays</span>} />
        ))}
        <div class="wr-bottom-space" />
      </ScrollView>
    </>
  );
}

function Me({ app }: { app: App }) {
  const s = app.state;
  const week = weekDays(s.records, todayIso(app.os)).reduce((a, d) => a + d.minutes, 0);
  const row = (id: string, label: string, value: string, screen: string) => (
    <div class="wr-row" role="button" data-testid={`wr-me-${id}`} onClick={() => app.push(screen)}>
      <span>{label}</span>
      <span class="wr-muted">{value}<Icon path={mdiChevronRight} size={18} color="var(--wr-sub)" /></span>
    </div>
  );
  return (
    <ScrollView id="wr-me">
      <div class="wr-me-head" role="button" data-testid="wr-me-profile" onClick={() => app.push("profileEdit")}>
        <Avatar name={s.profile.nickname || "?"} size={60} color="#1b88ee" />
        <div style={{ flex: 1, minWidth: 0 }}>
          <div class="wr-me-name" data-testid="wr-me-nickname">{s.profile.nickname}</div>
          <div class="wr-muted">{s.profile.signature}</div>
        </div>
        <Icon path={mdiChevronRight} size={20} color="var(--wr-sub)" />
      </div>
      <div class="wr-tiles">
        <div class="wr-tile" role="button" data-testid="wr-tile-stats" onClick={() => app.push("stats")}><b>{formatMinutes(week)}</b><span>Read this week</span></div>
        <div class="wr-tile" role="button" data-testid="wr-tile-coins" onClick={() => app.push("wallet")}><b data-testid="wr-me-coins">{s.coins.balance.toFixed(2)}</b><span>Book coins</span></div>
        <div class="wr-tile" role="button" data-testid="wr-tile-following" onClick={() => app.push("following")}><b>{s.following.length}</b><span>Following</span></div>
      </div>
      {row("stats", "Reading stats", "", "stats")}
      {row("wallet", "Coin wallet", `${s.coins.balance.toFixed(2)} coins`, "wallet")}
      {row("following", "Following", String(s.following.length), "following")}
      {row("friends", "WeChat friends", "", "friends")}
      {row("settings", "Settings", "", "settings")}
      <div class="wr-bottom-space" />
    </ScrollView>
  );
}

export function MainScreen({ app, route }: ScreenProps<WechatReadingState>) {
  const tab = typeof route.data.tab === "string" ? route.data.tab : "discover";
  return (
    <Frame app={app}>
      <div class="wr-body">
        {tab === "discover" && <Discover app={app} />}
        {tab === "shelf" && <Shelf app={app} route={route} />}
        {tab === "audio" && <Audio app={app} />}
        {tab === "me" && <Me app={app} />}
      </div>
      <BottomNav items={NAV} active={tab} onSelect={(id) => app.setData({ tab: id })} />
    </Frame>
  );
}
