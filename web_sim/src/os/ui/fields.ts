/**
 * The registry of text fields on screen. A field registers itself while rendering; TYPE and
 * the on-screen keyboard write into the focused one (`ui.focus`) through it. Rebuilt on every
 * render, so it only ever holds fields that are drawn.
 */
import { perPhone } from "../phones";

export interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
  onSubmit?: () => void;
  multiline: boolean;
  maxLength?: number;
  /** The app draws its own keypad for it (a payment password): the system keyboard stays down. */
  ownKeyboard?: boolean;
}

/** The current phone's registry (os/phones.ts). */
export const fields = perPhone(() => new Map<string, FieldBinding>());
