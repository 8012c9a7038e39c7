/**
 * The on-screen keyboard (Android's, reduced to what TYPE needs) and the one way text enters the
 * focused field, so a typed action and a tapped key change the field alike.
 */
import type { ComponentChildren } from "preact";
import { mdiKeyboardBackspace, mdiKeyboardReturn } from "@mdi/js";
import type { PhoneState } from "./types";
import { Icon } from "./ui/kit";
import { fields } from "./ui/fields";

const KEY_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];

/** A key press into the focused field: TYPE and the on-screen keys both write through here. */
export function typeIntoFocused(s: PhoneState, text: string | "backspace" | "enter"): void {
  const f = s.ui.focus ? fields().get(s.ui.focus) : undefined;
  if (!f) return;
  if (text === "enter") {
    if (f.multiline) f.onChange(f.value + "\n");
    else f.onSubmit?.();
  } else if (text === "backspace") f.onChange([...f.value].slice(0, -1).join(""));
  else f.onChange(f.value + text);
}

function Keyboard({ s }: { s: PhoneState }) {
  const key = (label: string, value: string | "backspace" | "enter", cls = "", children?: ComponentChildren) => (
    <button key={label} class={`mg-key ${cls}`} data-testid={`key-${label}`} aria-label={label} onClick={() => typeIntoFocused(s, value)}>
      {children ?? label}
    </button>
  );
  return (
    <div class="mg-keyboard" data-testid="keyboard">
      {KEY_ROWS.map((row, i) => (
        <div key={row} class="mg-key-row">
          {i === 2 && <span class="mg-key-spacer" />}
          {[...row].map((c) => key(c, c))}
          {i === 2 && key("backspace", "backspace", "wide", <Icon path={mdiKeyboardBackspace} size={20} />)}
        </div>
      ))}
      <div class="mg-key-row">
        {key(",", ",")}
        {key("space", " ", "space", " ")}
        {key(".", ".")}
        {key("enter", "enter", "wide accent", <Icon path={mdiKeyboardReturn} size={20} />)}
      </div>
    </div>
  );
}

/**
 * The keyboard when a field that wants it has focus. Rendered after the app (children render in
 * order), so the focused field has registered.
 */
export function KeyboardSlot({ s }: { s: PhoneState }) {
  const field = s.ui.focus !== null ? fields().get(s.ui.focus) : undefined;
  return field && !field.ownKeyboard ? <Keyboard s={s} /> : null;
}
