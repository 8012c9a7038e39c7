/** Alipay's payment keypad: six boxes and a number pad; the sixth digit submits. */
import { mdiBackspaceOutline } from "@mdi/js";
import type { ComponentChildren } from "preact";
import { BottomSheet, Icon } from "../../os/ui/kit";
import type { App } from "./ui";

const KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "", "0", "del"];

interface PadProps { pin: string; error: string | null; onDigit: (d: string) => void; onDelete: () => void }

/** The six boxes, the error under them and the number pad (on a page or in the sheet). */
export function PinPad({ pin, error, onDigit, onDelete }: PadProps) {
  return (
    <>
      <div class="ap-pin" data-testid="alipay-pin">
        {[0, 1, 2, 3, 4, 5].map((i) => <span key={i} class="ap-pin-box">{i < pin.length ? "●" : ""}</span>)}
      </div>
      {error && <div class="ap-error ap-center" data-testid="alipay-pin-error">{error}</div>}
      <div class="ap-keys">
        {KEYS.map((k) => k === "" ? <span key="blank" /> : k === "del"
          ? <button key="del" class="ap-key" data-testid="alipay-key-del" aria-label="Delete" onClick={onDelete}><Icon path={mdiBackspaceOutline} size={24} /></button>
          : <button key={k} class="ap-key" data-testid={`alipay-key-${k}`} onClick={() => onDigit(k)}>{k}</button>)}
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
