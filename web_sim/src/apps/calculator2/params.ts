/** What each Calculator 2 screen takes as route parameters: nothing. */
import type { NoParams } from "../../os/types";

export interface Calculator2ScreenParams { main: NoParams; history: NoParams }
