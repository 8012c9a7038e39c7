/** What each Calculator screen takes as route parameters: nothing. */
import type { NoParams } from "../../os/types";

export interface CalculatorScreenParams { main: NoParams; history: NoParams }
