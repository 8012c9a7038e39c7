/** Boot: bundled fonts and theme, deterministic globals, the control API, the first render. */
import "@fontsource/roboto/400.css";
import "@fontsource/roboto/500.css";
import "@fontsource/noto-emoji/400.css";
import "./os/theme.css";
import "./os/emptyText";
import { render } from "preact";
import { api } from "./control/api";
import { random } from "./os/phoneRandom";
import { Phone } from "./os/Shell";
import { getState, hasState, setRenderer } from "./os/store";

// Nothing in the page may read the wall clock or unseeded randomness.
Math.random = random;
Date.now = () => (hasState() ? getState().os.clock.now : 0);

const root = document.getElementById("phone")!;
setRenderer(() => {
  try {
    render(<Phone s={getState()} />, root);
  } catch (e) {
    // A render that threw leaves Preact's tree half-diffed; drop it, so the next render (of the
    // state the control API puts back) builds the screen anew instead of patching the wreck.
    render(null, root);
    throw e;
  }
});
window.__mg = api;
api.reset();
document.documentElement.dataset.ready = "1";
