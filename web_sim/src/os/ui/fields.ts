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
}

export const fields = new Map<string, FieldBinding>();
