/** Search, hot search, categories, book detail, people (following, friends, user pages), wallet and profile edit. */
import { mdiCheck, mdiHeadphones, mdiStar } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { Avatar, Icon, ScrollView, TextField } from "../../os/ui/kit";
import { WR_CATEGORIES, WR_HOT_SEARCH, WR_USERS, searchBooks, wrBook, type WrBook } from "../../../world/wechat_reading";
import { formatMinutes } from "../../../world/wechat_readingStats";
import { addToShelf, follow, isFollowing, onShelf, progressOf, thousands, unfollow, type App } from "./logic";
import { BookRow, Cover, Frame, Header } from "./parts";
import type { WechatReadingState } from "./state";

type P = ScreenProps<WechatReadingState>;
const str = (v: unknown): string => (typeof v === "string" ? v : "");

export function SearchScreen({ app, route }: P) {
  const q = str(route.data.q);
  const results = searchBooks(q);
  const submit = () => {
    const t = q.trim();
    if (t) app.update((d) => void (d.searchHistory = [t, ...d.searchHistory.filter((x) => x !== t)].slice(0, 10)));
  };
  return (
    <Frame app={app}>
      <div class="wr-top">
        <button class="wr-icon-btn" aria-label="Navigate up" data-testid="appbar-back" onClick={() => app.pop()}>‹</button>
        <div style={{ flex: 1 }}><TextField id="wr.search" value={q} onChange={(v) => app.setData({ q: v })} placeholder="Search books, authors" search onSubmit={submit} /></div>
      </div>
      <div class="wr-body">
        <ScrollView id="wr-search">
          {q.trim() === "" ? (
            <>
              <div class="wr-section"><span>Hot search</span></div>
              {WR_HOT_SEARCH.map((id, i) => <BookRow key={id} book={wrBook(id)} rank={i + 1} testId={`wr-search-hot-${id}`} onClick={() => app.push("book", { id })} />)}
            </>
          ) : results.length === 0 ? (
            <div class="wr-muted" style={{ padding: 24, textAlign: "center" }}>No books found for "{q}"</div>
          ) : (
            results.map((b) => <BookRow key={b.id} book={b} testId={`wr-result-${b.id}`} onClick={() => { submit(); app.push("book", { id: b.id }); }} />)
          )}
          <div class="wr-bottom-space" />
        </ScrollView>
      </div>
    </Frame>
  );
}

export function HotScreen({ app }: P) {
  return (
    <Frame app={app}>
      <Header app={app} title="Hot search" />
      <div class="wr-body">
        <ScrollView id="wr-hot">
          <div class="wr-muted" style={{ padding: "10px 16px 0" }}>What readers are searching for now</div>
          {WR_HOT_SEARCH.map((id, i) => <BookRow key={id} book={wrBook(id)} rank={i + 1} testId={`wr-hot-${i + 1}`} onClick={() => app.push("book", { id })} />)}
        </ScrollView>
      </div>
    </Frame>
  );
}

export function CategoriesScreen({ app }: P) {
  return (
    <Frame app={app}>
      <Header app={app} title="Categories" />
      <div class="wr-body">
        <ScrollView id="wr-categories">
          <div class="wr-cat-grid">
            {WR_CATEGORIES.map((c) => (
              <div key={c.id} class="wr-cat" style={{ background: c.color }} role="button" data-testid={`wr-cat-${c.id}`} onClick={() => app.push("category", { id: c.id })}>
                {c.name}
                <small>{c.books.length} books</small>
              </div>
            ))}
          </div>
        </ScrollView>
      </div>
    </Frame>
  );
}

const SORTS: Array<[string, string, (a: WrBook, b: WrBook) => number]> = [
  ["popular", "Most read", (a, b) => b.readers - a.readers],
  ["rating", "Top rated", (a, b) => b.rating - a.rating],
  ["recommended", "Most recommended", (a, b) => b.recommendedValue - a.recommendedValue],
  ["words", "Longest", (a, b) => b.totalWords - a.totalWords],
];

export function CategoryScreen({ app, route }: P) {
  const cat = WR_CATEGORIES.find((c) => c.id === route.params.id) ?? WR_CATEGORIES[0];
  const sort = SORTS.find((s) => s[0] === route.data.sort) ?? SORTS[0];
  const books = cat.books.map(wrBook).sort((a, b) => sort[2](a, b) || a.id.localeCompare(b.id));
  return (
    <Frame app={app}>
      <Header app={app} title={cat.name} />
      <div class="wr-chips">
        {SORTS.map(([id, label]) => (
          <button key={id} class={`wr-chip ${sort[0] === id ? "on" : ""}`} data-testid={`wr-sort-${id}`} onClick={() => app.setData({ sort: id })}>{label}</button>
        ))}
      </div>
      <div class="wr-body">
        <ScrollView id={`wr-category-${sort[0]}`}>
          {books.map((b, i) => <BookRow key={b.id} book={b} rank={i + 1} testId={`wr-cat-book-${b.id}`} onClick={() => app.push("book", { id: b.id })} extra={<span class="wr-muted" style={{ marginLeft: 6 }}>{b.wordsText}</span>} />)}
          <div class="wr-bottom-space" />
        </ScrollView>
      </div>
    </Frame>
  );
}

export function BookScreen({ app, route }: P) {
  const b = wrBook(str(route.params.id) || "b001");
  const s = app.state;
  const shelved = onShelf(s, b.id);
  const p = progressOf(s, b.id);
  return (
    <Frame app={app}>
      <Header app={app} title="" />
      <div class="wr-body">
        <ScrollView id="wr-book">
          <div class="wr-detail-head">
            <Cover book={b} width={96} />
            <div style={{ flex: 1, minWidth: 0 }}>
              <div class="wr-detail-title" data-testid="wr-book-title">{b.title}</div>
              <div class="wr-book-sub" data-testid="wr-book-author">{b.author}</div>
              <div class="wr-book-facts"><span>{b.categoryName} · {b.wordsText}</span></div>
              {p && <div class="wr-book-facts" data-testid="wr-book-progress">Read {p.percent}%</div>}
            </div>
          </div>
          <div class="wr-stats-row">
            <div class="wr-stat" data-testid="wr-book-recommended"><b>{b.recommendedText}</b><span>Recommended</span></div>
            <div class="wr-stat" data-testid="wr-book-rating"><b><Icon path={mdiStar} size={14} color="#f5a623" /> {b.ratingText}</b><span>Rating</span></div>
            <div class="wr-stat" data-testid="wr-book-words"><b>{b.wordsText.replace(" words", "")}</b><span>Words</span></div>
            <div class="wr-stat"><b>{thousands(b.readers)}</b><span>Readers</span></div>
          </div>
          <div class="wr-card">
            <div style={{ fontWeight: 600, marginBottom: 6 }}>About this book</div>
            <div class="wr-muted">{b.blurb} {b.chapters} chapters, {thousands(b.totalWords)} words.</div>
          </div>
          {b.audioPlays !== null && (
            <div class="wr-card" data-testid="wr-book-audio">
              <div style={{ display: "flex", alignItems: "center", gap: 6, fontWeight: 600 }}><Icon path={mdiHeadphones} size={18} color="#1b88ee" /> Audiobook edition</div>
              <div class="wr-muted" style={{ marginTop: 4 }}>Narrated by {b.narrator} · <span data-testid="wr-book-audio-plays">{b.audioPlaysText}</span> plays</div>
            </div>
          )}
          <div class="wr-actions">
            {shelved ? (
              <button class="wr-btn ghost" data-testid="wr-book-on-shelf" onClick={() => app.toast("Already on your shelf")}><Icon path={mdiCheck} size={14} color="#1b88ee" /> On shelf</button>
            ) : (
              <button class="wr-btn ghost" data-testid="wr-book-add" onClick={() => addToShelf(app, b.id)}>Add to shelf</button>
            )}
            <button class="wr-btn" data-testid="wr-book-read" onClick={() => app.push("reader", { id: b.id })}>{p ? "Continue reading" : "Read now"}</button>
          </div>
        </ScrollView>
      </div>
    </Frame>
  );
}

function UserRow({ app, id, testId }: { app: App; id: string; testId: string }) {
  const u = WR_USERS.find((x) => x.id === id)!;
  return (
    <div class="wr-row" role="button" data-testid={testId} onClick={() => app.push("user", { id })}>
      <span style={{ display: "flex", alignItems: "center", gap: 10 }}><Avatar name={u.name} size={36} color={u.color} /><span>{u.name}</span></span>
      <span class="wr-muted">{formatMinutes(u.weeklyMinutes)} this week</span>
    </div>
  );
}

export function FollowingScreen({ app }: P) {
  return (
    <Frame app={app}>
      <Header app={app} title="Following" />
      <div class="wr-body">
        <ScrollView id="wr-following">
          {app.state.following.length === 0 && <div class="wr-muted" style={{ padding: 24, textAlign: "center" }}>You are not following anyone.</div>}
          {app.state.following.map((f) => <UserRow key={f.id} app={app} id={f.id} testId={`wr-following-${f.id}`} />)}
        </ScrollView>
      </div>
    </Frame>
  );
}

export function FriendsScreen({ app }: P) {
  const friends = [...WR_USERS].filter((u) => u.wechatFriend).sort((a, b) => b.weeklyMinutes - a.weeklyMinutes);
  return (
    <Frame app={app}>
      <Header app={app} title="WeChat friends" />
      <div class="wr-body">
        <ScrollView id="wr-friends">
          <div class="wr-muted" style={{ padding: "10px 16px 0" }}>Reading time this week</div>
          {friends.map((u) => <UserRow key={u.id} app={app} id={u.id} testId={`wr-friend-${u.id}`} />)}
        </ScrollView>
      </div>
    </Frame>
  );
}

export function UserScreen({ app, route }: P) {
  const u = WR_USERS.find((x) => x.id === route.params.id) ?? WR_USERS[0];
  const following = isFollowing(app.state, u.id);
  return (
    <Frame app={app}>
      <Header app={app} title={u.name} />
      <div class="wr-body">
        <ScrollView id="wr-user">
          <div class="wr-me-head">
            <Avatar name={u.name} size={60} color={u.color} />
            <div style={{ flex: 1 }}>
              <div class="wr-me-name">{u.name}</div>
              <div class="wr-muted">{u.signature || "No signature"}</div>
              <div class="wr-muted">{formatMinutes(u.weeklyMinutes)} this week</div>
            </div>
            {following ? (
              <button class="wr-btn ghost small" data-testid="wr-user-unfollow" onClick={() => unfollow(app, u.id)}>Following</button>
            ) : (
              <button class="wr-btn small" data-testid="wr-user-follow" onClick={() => follow(app, u.id)}>Follow</button>
            )}
          </div>
          <div class="wr-section"><span>{u.name}'s bookshelf</span></div>
          <div class="wr-grid">
            {u.shelf.map((id) => (
              <div key={id} class="wr-grid-item" role="button" data-testid={`wr-user-book-${id}`} onClick={() => app.push("book", { id })}>
                <Cover book={wrBook(id)} width={80} />
                <div class="wr-grid-title">{wrBook(id).title}</div>
              </div>
            ))}
          </div>
        </ScrollView>
      </div>
    </Frame>
  );
}

function formatDate(ms: number, os: App["os"]): string {
  const d = new Date(ms + os.clock.tzOffsetMinutes * 60_000);
  return d.toISOString().slice(0, 10);
}

export function WalletScreen({ app }: P) {
  const c = app.state.coins;
  return (
    <Frame app={app}>
      <Header app={app} title="Coin wallet" />
      <div class="wr-body">
        <ScrollView id="wr-wallet">
          <div class="wr-card" style={{ textAlign: "center", padding: 20 }}>
            <div class="wr-muted">Book coin balance</div>
            <div class="wr-big" data-testid="wr-wallet-balance">{c.balance.toFixed(2)}</div>
            <button class="wr-btn" style={{ marginTop: 10 }} data-testid="wr-wallet-topup" onClick={() => app.toast("Top-up is not available on this phone")}>Top up</button>
          </div>
          <div class="wr-section"><span>Transactions</span></div>
          {[...c.transactions].reverse().map((t) => (
            <div key={t.id} class="wr-tx" data-testid={`wr-tx-${t.id}`}>
              <span>{t.title}<div class="wr-muted">{formatDate(t.at, app.os)}</div></span>
              <span class={t.amount > 0 ? "plus" : ""}>{t.amount > 0 ? "+" : ""}{t.amount.toFixed(2)}</span>
            </div>
          ))}
        </ScrollView>
      </div>
    </Frame>
  );
}

export function ProfileEditScreen({ app, route }: P) {
  const name = typeof route.data.nickname === "string" ? route.data.nickname : app.state.profile.nickname;
  const save = () => {
    const n = name.trim();
    if (!n) return app.toast("Nickname cannot be empty");
    app.update((d) => void (d.profile.nickname = n));
    app.toast("Saved");
    app.pop();
  };
  return (
    <Frame app={app}>
      <Header app={app} title="Edit profile" actions={<button class="wr-btn small" data-testid="wr-profile-save" onClick={save}>Save</button>} />
      <div class="wr-body">
        <div style={{ padding: 16 }}>
          <TextField id="wr.nickname" label="Nickname" value={name} maxLength={24} onChange={(v) => app.setData({ nickname: v })} onSubmit={save} />
          <div class="wr-muted" style={{ marginTop: 16 }}>Signature</div>
          <div style={{ marginTop: 4 }}>{app.state.profile.signature}</div>
        </div>
      </div>
    </Frame>
  );
}
