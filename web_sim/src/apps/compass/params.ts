/** What each Compass screen takes as route parameters: nothing. */
import type { NoParams } from "../../os/types";

export interface CompassScreenParams { compass: NoParams; level: NoParams; privacy: NoParams }
