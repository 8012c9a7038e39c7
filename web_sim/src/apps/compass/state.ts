/** The Compass's persisted state (a type only, so the manifest stays small). */
export interface CompassState {
  /** The user agreed to the privacy notice shown at first launch; until then the app shows only it. */
  privacyAccepted: boolean;
}
