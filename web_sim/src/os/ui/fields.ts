/**
 * The registry of text fields on screen. A field registers itself while rendering; TYPE and
 * the on-screen keyboard write into the focused one (`ui.focus`) through it. Rebuilt on every
 * render, so it only ever holds fields that are drawn.
 */
export interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
  onSubmit?: () => void;
  multiline: boolean;
  maxLength?: number;
  /** The app draws its own keypad for it (a payment password): the system keyboard stays down. */
  ownKeyboard?: boolean;
}

export const fields = new Map<string, FieldBinding>();
