/** Calculator: expressions with + − × ÷, percent, parentheses, clear, backspace and a history. */
import { mdiCalculatorVariant } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import type { CalculatorState } from "./screens";
import type { CalculatorScreenParams } from "./params";

const manifest: AppManifest<CalculatorState, CalculatorScreenParams> = {
  id: "calculator",
  label: "Calculator",
  icon: mdiCalculatorVariant,
  color: "#5b6b7f",
  initialState: () => ({ history: [], nextId: 1 }),
  ui: () => import("./screens"),
  home: "main",
  navigation: { main: ["history"], history: [] },
  // Its tape and memory are what computing leaves behind.
  incidental: ["/apps/calculator/**"],
};

export default manifest;
