/**
 * The reader: one page of the generated text at the saved offset, tap zones (left: previous
 * page, middle: toolbar, right: next page), and the toolbar: go to P%, the progress slider, font
 * size, colour theme and page-turn style. Page turns and "go to" write the progress; opening a
 * book alone changes nothing.
 */
import { mdiArrowLeft, mdiBookPlusOutline } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { Icon, Slider, TextField } from "../../os/ui/kit";
import { wrBook } from "../../../world/wechat_reading";
import { chapterAt, pageText, pageWords } from "../../../world/wechat_readingText";
import { addToShelf, goToPercent, onShelf, progressOf, setOffset, type App } from "./logic";
import { FONT_SIZES, type PageTurn, type ReaderTheme, type WechatReadingState } from "./state";

export const THEMES: Array<[ReaderTheme, string, string]> = [
  ["white", "White", "#ffffff"],
  ["paper", "Paper", "#f6efdc"],
  ["green", "Eye care", "#cfe8cc"],
  ["dark", "Night", "#17181a"],
];
export const PAGE_TURNS: Array<[PageTurn, string]> = [
  ["slide", "Slide"],
  ["curl", "Simulated"],
  ["scroll", "Vertical scroll"],
  ["none", "No animation"],
];

function setFont(app: App, dir: number): void {
  const i = FONT_SIZES.indexOf(app.state.readerPrefs.fontSize);
  const next = FONT_SIZES[Math.max(0, Math.min(FONT_SIZES.length - 1, (i < 0 ? 2 : i) + dir))];
  app.update((d) => void (d.readerPrefs.fontSize = next));
}

function Toolbar({ app, id, percent, goto }: { app: App; id: string; percent: number; goto: string }) {
  const prefs = app.state.readerPrefs;
  const go = () => {
    const v = Number(goto.trim().replace(/%$/, ""));
    if (goto.trim() === "" || !Number.isFinite(v) || v < 0 || v > 100) return app.toast("Enter a percentage from 0 to 100");
    goToPercent(app, id, v);
    app.setData({ goto: "" });
  };
  return (
    <div class="wr-reader-bar" data-testid="wr-reader-toolbar">
      <div class="wr-bar-row">
        <label>Progress</label>
        <span data-testid="wr-reader-percent-label" style={{ width: 40 }}>{percent}%</span>
        <Slider value={percent} onChange={(v) => goToPercent(app, id, v)} testId="wr-reader-slider" label="Progress" />
      </div>
      <div class="wr-bar-row">
        <label>Go to %</label>
        <TextField id="wr.goto" value={goto} placeholder="0-100" maxLength={5} onChange={(v) => app.setData({ goto: v })} onSubmit={go} />
        <button class="wr-btn small" data-testid="wr-reader-goto-go" onClick={go}>Go</button>
      </div>
      <div class="wr-bar-row">
        <label>Font size</label>
        <button class="wr-opt" data-testid="wr-font-down" onClick={() => setFont(app, -1)}>A−</button>
        <span data-testid="wr-font-size" style={{ minWidth: 28, textAlign: "center" }}>{prefs.fontSize}</span>
        <button class="wr-opt" data-testid="wr-font-up" onClick={() => setFont(app, 1)}>A+</button>
      </div>
      <div class="wr-bar-row">
        <label>Theme</label>
        {THEMES.map(([t, name, bg]) => (
          <button key={t} class={`wr-swatch ${prefs.theme === t ? "on" : ""}`} style={{ background: bg }} aria-label={name} aria-pressed={prefs.theme === t} data-testid={`wr-theme-${t}`} onClick={() => app.update((d) => void (d.readerPrefs.theme = t))} />
        ))}
      </div>
      <div class="wr-bar-row" style={{ flexWrap: "wrap" }}>
        <label>Page turn</label>
        {PAGE_TURNS.map(([t, name]) => (
          <button key={t} class={`wr-opt ${prefs.pageTurn === t ? "on" : ""}`} data-testid={`wr-turn-${t}`} onClick={() => app.update((d) => void (d.readerPrefs.pageTurn = t))}>{name}</button>
        ))}
      </div>
    </div>
  );
}

export function ReaderScreen({ app, route }: ScreenProps<WechatReadingState>) {
  const id = typeof route.params.id === "string" ? route.params.id : "b001";
  const b = wrBook(id);
  const prefs = app.state.readerPrefs;
  const p = progressOf(app.state, id);
  const offset = p?.offset ?? 0;
  const percent = p?.percent ?? 0;
  const size = pageWords(prefs.fontSize);
  const blocks = pageText(b, offset, size);
  const chapter = chapterAt(b.totalWords, b.chapters, offset) + 1;
  const bar = route.data.bar === true;
  const goto = typeof route.data.goto === "string" ? route.data.goto : "";
  return (
    <div class={`wr-reader theme-${prefs.theme}`} data-testid="wr-reader" data-turn={prefs.pageTurn}>
      <div class="wr-reader-top">
        <span style={{ flex: 1 }}>{b.title} · Chapter {chapter}</span>
      </div>
      <div class="wr-reader-page" style={{ fontSize: prefs.fontSize, lineHeight: 1.7 }} data-testid="wr-reader-page">
        {blocks.map((x, i) => (x.kind === "chapter" ? <h2 key={i}>{x.text}</h2> : <p key={i}>{x.text}</p>))}
        {offset >= b.totalWords && <p style={{ textAlign: "center", textIndent: 0 }}>— The end —</p>}
      </div>
      <div class="wr-reader-foot"><span>Chapter {chapter} of {b.chapters}</span><span data-testid="wr-reader-percent">{percent}%</span></div>
      <div class="wr-reader-zones">
        <div role="button" data-testid="wr-reader-prev" onClick={() => setOffset(app, id, offset - size)} />
        <div role="button" data-testid="wr-reader-menu" onClick={() => app.setData({ bar: !bar })} />
        <div role="button" data-testid="wr-reader-next" onClick={() => offset < b.totalWords && setOffset(app, id, offset + size)} />
      </div>
      {bar && (
        <>
          <div class="wr-reader-bar top">
            <button class="wr-icon-btn" aria-label="Navigate up" data-testid="wr-reader-back" onClick={() => app.pop()}><Icon path={mdiArrowLeft} /></button>
            <span style={{ flex: 1, fontWeight: 600 }}>{b.title}</span>
            {!onShelf(app.state, id) && (
              <button class="wr-icon-btn" aria-label="Add to shelf" data-testid="wr-reader-add" onClick={() => addToShelf(app, id)}><Icon path={mdiBookPlusOutline} /></button>
            )}
          </div>
          <Toolbar app={app} id={id} percent={percent} goto={goto} />
        </>
      )}
    </div>
  );
}
