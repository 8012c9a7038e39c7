/** Shared pieces of WeChat Reading's screens: the drawn book cover, the page frame and header, book rows. */
import { mdiArrowLeft, mdiStar } from "@mdi/js";
import type { ComponentChildren } from "preact";
import { Icon } from "../../os/ui/kit";
import type { WrBook } from "../../../world/wechat_reading";
import { isDark, type App } from "./logic";

/** A cover drawn by us: a coloured board with a spine band, the title and the author. */
export function Cover({ book, width = 56 }: { book: WrBook; width?: number }) {
  const h = Math.round(width * 1.42);
  const big = width >= 90;
  return (
    <div class="wr-cover" style={{ width, height: h, background: book.color }} aria-hidden="true">
      <span class="wr-cover-band" />
      <span class="wr-cover-title" style={{ fontSize: big ? 14 : Math.max(7, Math.round(width / 7)) }}>{book.title}</span>
      {width >= 48 && <span class="wr-cover-author" style={{ fontSize: big ? 10 : 6 }}>{book.author}</span>}
    </div>
  );
}

/** The app's frame: light or dark as its own dark-mode setting says. */
export function Frame({ app, children }: { app: App; children: ComponentChildren }) {
  return <div class={`wr-root ${isDark(app) ? "wr-dark" : ""}`}>{children}</div>;
}

export function Header({ app, title, actions }: { app: App; title: string; actions?: ComponentChildren }) {
  return (
    <header class="wr-header">
      <button class="wr-icon-btn" aria-label="Navigate up" data-testid="appbar-back" onClick={() => app.pop()}>
        <Icon path={mdiArrowLeft} size={24} />
      </button>
      <h1 class="wr-header-title">{title}</h1>
      <div class="wr-header-actions">{actions}</div>
    </header>
  );
}

/** A book row: cover, title, author, and a line of facts (rating, recommendation, words). */
export function BookRow({ book, onClick, testId, rank, extra }: { book: WrBook; onClick: () => void; testId: string; rank?: number; extra?: ComponentChildren }) {
  return (
    <div class="wr-book-row" role="button" data-testid={testId} onClick={onClick}>
      {rank !== undefined && <span class={`wr-rank ${rank <= 3 ? "top" : ""}`}>{rank}</span>}
      <Cover book={book} width={48} />
      <div class="wr-book-text">
        <div class="wr-book-title">{book.title}</div>
        <div class="wr-book-sub">{book.author}</div>
        <div class="wr-book-facts">
          <Icon path={mdiStar} size={12} color="#f5a623" />
          <span>{book.ratingText}</span>
          <span class="wr-rec">Recommended {book.recommendedText}</span>
          {extra}
        </div>
      </div>
    </div>
  );
}
