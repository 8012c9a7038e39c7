/**
 * AnswerSheet: the benchmark's answer form. A state patch injects a question and typed fields;
 * the user answers through the GUI and submits; the judge reads `apps.answer_sheet.answers`.
 */
import { mdiClipboardCheckOutline } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import { initialAnswerSheetState, type AnswerSheetState } from "./logic";
import type { AnswerSheetScreenParams } from "./params";

const manifest: AppManifest<AnswerSheetState, AnswerSheetScreenParams> = {
  id: "answer_sheet",
  label: "AnswerSheet",
  icon: mdiClipboardCheckOutline,
  color: "#00897b",
  initialState: initialAnswerSheetState,
  ui: () => import("./screens"),
  home: "sheet",
  navigation: { sheet: [] },
  // Judged by its own checks (the answers), never as a side effect.
  incidental: ["/apps/answer_sheet/**"],
  // A patch may add answers for the fields it injects.
  openMaps: ["/answers"],
};

export default manifest;
