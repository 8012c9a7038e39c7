/**
 * Boot: bundled fonts and theme, deterministic globals, the control API, the first render of
 * each phone the page holds (one, or `?phones=K` in dense mode: os/phones.ts).
 */
import "@fontsource/roboto/400.css";
import "@fontsource/roboto/500.css";
import "@fontsource/noto-emoji/400.css";
import "./os/theme.css";
import "./os/emptyText";
import { render } from "preact";
import { api } from "./control/api";
import { collectIfAsked } from "./control/garbage";
import { random } from "./os/phoneRandom";
import { addPhone, phonesOfQuery, selectPhone, showPhone } from "./os/phones";
import { appUi, requestUi } from "./os/appUi";
import { Phone, appsDrawn } from "./os/Shell";
import { getState, hasState, renderAgain, setRenderer } from "./os/store";

// Nothing in the page may read the wall clock or unseeded randomness.
Math.random = random;
Date.now = () => (hasState() ? getState().os.clock.now : 0);

function drawInto(root: HTMLElement): void {
  setRenderer(() => {
    // An app drawn for the first time: the page keeps what it shows until the app's UI chunk has
    // arrived (settle waits for it), then draws once. Drawn at once, its empty screen was a frame
    // of its own while the chunk loaded, which the renderer, the display compositor and the
    // browser drew for nothing (benchmarks/README.md, "2026-12-07, later").
    const waiting = appsDrawn(getState()).filter((id) => appUi(id) === undefined);
    if (waiting.length > 0) {
      for (const id of waiting) requestUi(id, renderAgain);
      return;
    }
    try {
      render(<Phone s={getState()} />, root);
    } catch (e) {
      // A render that threw leaves Preact's tree half-diffed; drop it, so the next render (of the
      // state the control API puts back) builds the screen anew instead of patching the wreck.
      render(null, root);
      throw e;
    }
  });
}

declare global {
  interface Window {
    __mgBooted: Promise<void>;
  }
}

async function boot(): Promise<void> {
  collectIfAsked(location.search);
  const first = document.getElementById("phone")!;
  const count = phonesOfQuery(location.search);
  for (let n = 0; n < count; n++) {
    const root = n === 0 ? first : (first.parentElement!.appendChild(first.cloneNode()) as HTMLElement);
    if (n > 0) root.removeAttribute("id");
    selectPhone(addPhone(root));
    drawInto(root);
  }
  // The first phone shows a fresh phone's home screen; the others are drawn by their first reset
  // (Python's episodes start with one), so a dense page does not draw K home screens first.
  selectPhone(0);
  showPhone();
  await api.reset();
  window.__mg = api;
  document.documentElement.dataset.ready = "1";
}

// Python awaits this (sim/page_host.py); `data-ready` on <html> says the same to other tools.
window.__mgBooted = boot();
