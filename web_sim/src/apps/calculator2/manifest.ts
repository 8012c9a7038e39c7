/**
 * Calculator 2: a stock-Android-style calculator (the vendor one is `calculator`): the basic pad,
 * a scientific panel on a swipe, a formula with a live preview, exact decimal results and a
 * history. Its state is the catalog's: the input, the formula and the result (and the history).
 */
import { mdiCalculator } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import type { Calculator2ScreenParams } from "./params";
import type { Calculator2State } from "./state";

const manifest: AppManifest<Calculator2State, Calculator2ScreenParams> = {
  id: "calculator2",
  label: "Calculator 2",
  icon: mdiCalculator,
  color: "#00897b",
  initialState: () => ({ input: "", formula: "", result: "", justEvaluated: false, error: "", angle: "deg", history: [], nextId: 1 }),
  ui: () => import("./screens"),
  home: "main",
  navigation: { main: ["history"], history: [] },
  // Computing leaves the display, the angle unit and the tape behind: never a side effect.
  incidental: ["/apps/calculator2/**"],
};

export default manifest;
