/** Alipay's payment keypad: six boxes and a number pad in a bottom sheet; the sixth digit submits. */
import { mdiBackspaceOutline } from "@mdi/js";
import type { ComponentChildren } from "preact";
import { BottomSheet, Icon } from "../../os/ui/kit";
import type { App } from "./ui";

const KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "", "0", "del"];

export function Keypad({ app, pin, error, onDigit, onDelete, title = "Enter payment password", children }: { app: App; pin: string; error: string | null; onDigit: (d: string) => void; onDelete: () => void; title?: string; children?: ComponentChildren }) {
  return (
    <BottomSheet title={title} onDismiss={app.closeOverlay} testId="alipay-keypad">
      {children}
      <div class="ap-pin" data-testid="alipay-pin">
        {[0, 1, 2, 3, 4, 5].map((i) => <span key={i} class="ap-pin-box">{i < pin.length ? "●" : ""}</span>)}
      </div>
      {error && <div class="ap-error" data-testid="alipay-pin-error">{error}</div>}
      <div class="ap-keys">
        {KEYS.map((k) => k === "" ? <span key="blank" /> : k === "del"
          ? <button key="del" class="ap-key" data-testid="alipay-key-del" aria-label="Delete" onClick={onDelete}><Icon path={mdiBackspaceOutline} size={24} /></button>
          : <button key={k} class="ap-key" data-testid={`alipay-key-${k}`} onClick={() => onDigit(k)}>{k}</button>)}
      </div>
    </BottomSheet>
  );
}

