/**
 * Alipay's payment keypad: six boxes and a number pad; the sixth digit submits. It is also the
 * focused text field `alipay.pin` with its own keypad (no system keyboard), so a password can be
 * typed in one TYPE action as well as tapped digit by digit.
 */
import { mdiBackspaceOutline } from "@mdi/js";
import type { ComponentChildren } from "preact";
import { BottomSheet, focusField, Icon, KeypadField } from "../../os/ui/kit";
import type { App } from "./ui";

const KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "", "0", "del"];
export const PIN_FIELD = "alipay.pin";

interface PadProps { pin: string; error: string | null; /** The password entered so far (at most 6 digits); the 6th submits. */ onPin: (next: string) => void }

/** The six boxes, the error under them and the number pad (on a page or in the sheet). */
export function PinPad({ pin, error, onPin }: PadProps) {
  return (
    <>
      <KeypadField id={PIN_FIELD} value={pin} maxLength={6} onChange={(v) => onPin(v.replace(/\D/g, "").slice(0, 6))}>
        <div class="ap-pin" data-testid="alipay-pin">
          {[0, 1, 2, 3, 4, 5].map((i) => <span key={i} class="ap-pin-box">{i < pin.length ? "●" : ""}</span>)}
        </div>
      </KeypadField>
      {error && <div class="ap-error ap-center" data-testid="alipay-pin-error">{error}</div>}
      <div class="ap-keys">
        {KEYS.map((k) => k === "" ? <span key="blank" /> : k === "del"
          ? <button key="del" class="ap-key" data-testid="alipay-key-del" aria-label="Delete" onClick={() => onPin(pin.slice(0, -1))}><Icon path={mdiBackspaceOutline} size={24} /></button>
          : <button key={k} class="ap-key" data-testid={`alipay-key-${k}`} onClick={() => onPin((pin + k).slice(0, 6))}>{k}</button>)}
      </div>
    </>
  );
}

/** The keypad in a bottom sheet, as a payment asks for the password. */
export function Keypad({ app, title = "Enter payment password", children, ...pad }: PadProps & { app: App; title?: string; children?: ComponentChildren }) {
  return (
    <BottomSheet title={title} onDismiss={app.closeOverlay} testId="alipay-keypad">
      {children}
      <PinPad {...pad} />
    </BottomSheet>
  );
}

/** Open the payment keypad over the screen, focused for typing. */
export function openKeypad(app: App): void {
  app.openOverlay("sheet", "keypad");
  focusField(PIN_FIELD);
}
