/** What the AnswerSheet's screen takes as route parameters: nothing. */
import type { NoParams } from "../../os/types";

export interface AnswerSheetScreenParams { sheet: NoParams }
