/** Calculator's screens: the chunk the page loads when the app is first drawn (see manifest.ts). */
import { mdiBackspaceOutline, mdiDeleteSweepOutline, mdiHistory } from "@mdi/js";
import "./calculator.css";
import { update } from "../../os/store";
import { AppBar, Empty, IconButton, ListItem, Menu, ScrollView } from "../../os/ui/kit";
import type { ScreenProps, AppUi } from "../../os/types";
import { CalcError, evaluate, formatNumber } from "./evaluate";
import { KEYS, OPS, press } from "./keypad";

export interface HistoryEntry { id: string; expression: string; result: string }
export interface CalculatorState { history: HistoryEntry[]; nextId: number }

function CalculatorScreen({ route, app }: ScreenProps<CalculatorState>) {
  const input = (route.data.input as string) ?? "";
  const justEvaluated = route.data.evaluated === true;
  let preview = "";
  try {
    preview = input && /[+\-×÷%]/.test(input.slice(1)) ? formatNumber(evaluate(input)) : "";
  } catch {
    preview = "";
  }
  const onKey = (key: string) => {
    const next = press(key, input, justEvaluated);
    if (!next.evaluate) return app.setData({ input: next.input, evaluated: false, error: null });
    if (input === "") return;
    try {
      const result = formatNumber(evaluate(input));
      app.update((s) => {
        s.history.unshift({ id: `h${s.nextId++}`, expression: input, result });
      });
      app.setData({ input: result, evaluated: true, error: null });
    } catch (e) {
      app.setData({ error: e instanceof CalcError ? e.message : "Error" });
    }
  };
  return (
    <>
      <AppBar title="Calculator" actions={<IconButton path={mdiHistory} label="History" testId="calc-history" onClick={() => app.push("history")} />} />
      <div class="calc-display">
        <div class="calc-input" data-testid="calc-input">
          {input || "0"}
        </div>
        <div class="calc-result" data-testid="calc-result">
          {(route.data.error as string) ?? preview}
        </div>
      </div>
      <div class="calc-keys">
        {KEYS.map((k) => (
          <button key={k} class={`calc-key ${OPS.includes(k) || k === "=" ? "op" : ""} ${k === "C" ? "clear" : ""}`} data-testid={`calc-key-${k}`} aria-label={k} onClick={() => onKey(k)}>
            {k === "⌫" ? <svg width="26" height="26" viewBox="0 0 24 24"><path d={mdiBackspaceOutline} fill="currentColor" /></svg> : k}
          </button>
        ))}
      </div>
    </>
  );
}

function HistoryScreen({ route, app }: ScreenProps<CalculatorState>) {
  const menuFor = route.overlay?.name === "entry" ? (route.overlay.data.id as string) : null;
  const entry = app.state.history.find((h) => h.id === menuFor);
  return (
    <>
      <AppBar
        title="History"
        onBack={app.pop}
        actions={<IconButton path={mdiDeleteSweepOutline} label="Clear history" testId="calc-history-clear" onClick={() => app.update((s) => void (s.history = []))} />}
      />
      <ScrollView id="history">
        {app.state.history.length === 0 ? (
          <Empty icon={mdiHistory} text="No history yet" />
        ) : (
          app.state.history.map((h) => (
            <ListItem key={h.id} testId={`calc-h-${h.id}`} title={`= ${h.result}`} subtitle={h.expression} longPress={() => app.openOverlay("menu", "entry", { id: h.id })} />
          ))
        )}
      </ScrollView>
      {entry && (
        <Menu
          onDismiss={app.closeOverlay}
          items={[
            {
              label: "Copy result",
              testId: "calc-h-copy",
              onClick: () => {
                update((d) => void (d.os.clipboard = entry.result));
                app.closeOverlay();
                app.toast("Copied to clipboard");
              },
            },
            {
              label: "Delete",
              testId: "calc-h-delete",
              onClick: () => {
                app.update((s) => void (s.history = s.history.filter((h) => h.id !== entry.id)));
                app.closeOverlay();
              },
            },
          ]}
        />
      )}
    </>
  );
}

const ui: AppUi<CalculatorState> = { screens: { main: CalculatorScreen, history: HistoryScreen } };

export default ui;
