/** Calculator 2's screens: the chunk the page loads when the app is first drawn (see manifest.ts). */
import { mdiArrowLeft, mdiDeleteSweepOutline, mdiHistory } from "@mdi/js";
import "./calculator2.css";
import type { AppHandle, AppUi, ScreenProps } from "../../os/types";
import { AppBar, Dialog, Empty, Icon, IconButton, KeypadField, ListItem, onLongPress, onSwipe, ScrollView } from "../../os/ui/kit";
import { CalcError, evaluate, normalizeInput, preview } from "./evaluate";
import { DIGIT_KEYS, endsInOperator, OPERATOR_KEYS, press, SCIENTIFIC_KEYS } from "./keypad";
import type { Calculator2State } from "./state";

type App = AppHandle<Calculator2State>;

/** The display's formula as a text field with the calculator's own keypad: TYPE writes (pastes) into it. */
const FORMULA_FIELD = "calculator2.formula";

const LABELS: Record<string, string> = {
  dot: ".", equals: "=", del: "DEL", clr: "CLR", divide: "÷", times: "×", minus: "−", plus: "+",
  lparen: "(", rparen: ")", fact: "!", pi: "π", pow: "^", sqrt: "√", pct: "%",
};
const SPOKEN: Record<string, string> = { del: "Delete", clr: "Clear", divide: "Divide", times: "Multiply", minus: "Minus", plus: "Plus", equals: "Equals", dot: "Point", pow: "Power", sqrt: "Square root", fact: "Factorial", pct: "Percent", pi: "Pi", lparen: "Left parenthesis", rparen: "Right parenthesis" };

/** "=": the result replaces the formula and joins the history; an error shows and keeps the formula. */
function compute(app: App): void {
  const s = app.state;
  if (s.input === "" || s.justEvaluated || endsInOperator(s.input)) return;
  try {
    const result = evaluate(s.input, s.angle);
    app.update((d) => {
      d.history.unshift({ id: `h${d.nextId++}`, formula: d.input, result });
      Object.assign(d, { formula: d.input, result, input: result, justEvaluated: true, error: "" });
    });
  } catch (e) {
    const error = e instanceof CalcError ? e.message : "Error";
    app.update((d) => void Object.assign(d, { formula: d.input, result: error, error }));
  }
}

function onKey(app: App, key: string): void {
  if (key === "angle") return app.update((d) => void (d.angle = d.angle === "deg" ? "rad" : "deg"));
  const next = press(key, app.state.input, app.state.justEvaluated);
  if (next.evaluate) return compute(app);
  app.update((d) => void Object.assign(d, { input: next.formula, justEvaluated: false, error: "" }));
}

function typed(app: App, text: string): void {
  app.update((d) => void Object.assign(d, { input: normalizeInput(text), justEvaluated: false, error: "" }));
}

function Key({ app, name, label }: { app: App; name: string; label?: string }) {
  const text = label ?? LABELS[name] ?? name;
  return (
    <button class={`c2-key c2-key-${name}`} data-testid={`c2-key-${name}`} aria-label={SPOKEN[name] ?? text} onClick={() => onKey(app, name)}>
      {text}
    </button>
  );
}

function MainScreen({ route, app }: ScreenProps<Calculator2State>) {
  const s = app.state;
  const advanced = route.data.advanced === true;
  const shownPreview = s.error || (s.justEvaluated ? "" : preview(s.input, s.angle));
  const clearKey = s.justEvaluated || s.error !== "";
  return (
    <div class="c2">
      <div class="c2-display">
        <div class="c2-toolbar">
          <span class="c2-angle-badge" data-testid="c2-angle">{s.angle === "deg" ? "DEG" : "RAD"}</span>
          <IconButton path={mdiHistory} label="History" testId="c2-history" onClick={() => app.push("history")} />
        </div>
        <div class="c2-last" data-testid="c2-last">{s.justEvaluated ? `${s.formula} =` : ""}</div>
        <KeypadField id={FORMULA_FIELD} label="Formula" value={s.input} onChange={(v) => typed(app, v)} onSubmit={() => compute(app)}>
          <div class="c2-formula" data-testid="c2-formula">{s.input}</div>
        </KeypadField>
        <div class={`c2-preview ${s.error ? "c2-error" : ""}`} data-testid="c2-preview">{shownPreview}</div>
      </div>
      <div class="c2-pad" {...onSwipe((g) => (g.x2 < g.x1 - 40 ? app.setData({ advanced: true }) : undefined))}>
        <div class="c2-digits">
          {DIGIT_KEYS.map((k) => <Key key={k} app={app} name={k} />)}
        </div>
        <div class="c2-operators">
          {OPERATOR_KEYS.map((k) =>
            k === "del" ? (
              <button key={k} class="c2-key c2-key-del" data-testid={clearKey ? "c2-key-clr" : "c2-key-del"} aria-label={clearKey ? "Clear" : "Delete"} onClick={() => onKey(app, clearKey ? "clr" : "del")} {...onLongPress(() => onKey(app, "clr"))}>
                {clearKey ? "CLR" : "DEL"}
              </button>
            ) : (
              <Key key={k} app={app} name={k} />
            ),
          )}
        </div>
        <button class="c2-handle" data-testid="c2-panel-open" aria-label="Scientific functions" onClick={() => app.setData({ advanced: true })}>
          <Icon path={mdiArrowLeft} size={16} />
        </button>
        {advanced && (
          <div class="c2-panel" data-testid="c2-panel" {...onSwipe((g) => (g.x2 > g.x1 + 40 ? app.setData({ advanced: false }) : undefined))}>
            <button class="c2-panel-close" data-testid="c2-panel-close" aria-label="Basic keys" onClick={() => app.setData({ advanced: false })} />
            <div class="c2-panel-keys">
              {SCIENTIFIC_KEYS.map((k) => <Key key={k} app={app} name={k} label={k === "angle" ? (s.angle === "deg" ? "RAD" : "DEG") : undefined} />)}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

function HistoryScreen({ route, app }: ScreenProps<Calculator2State>) {
  const history = app.state.history;
  const reuse = (result: string) => {
    app.update((d) => void Object.assign(d, { input: d.justEvaluated ? result : d.input + result, justEvaluated: false, error: "" }));
    app.pop();
  };
  return (
    <>
      <AppBar
        title="History"
        onBack={app.pop}
        actions={history.length > 0 && <IconButton path={mdiDeleteSweepOutline} label="Clear history" testId="c2-history-clear" onClick={() => app.openOverlay("dialog", "clear", {})} />}
      />
      <ScrollView id="history">
        {history.length === 0 ? (
          <Empty icon={mdiHistory} text="No history" />
        ) : (
          history.map((h) => <ListItem key={h.id} testId={`c2-h-${h.id}`} title={h.formula} subtitle={`= ${h.result}`} onClick={() => reuse(h.result)} />)
        )}
      </ScrollView>
      {route.overlay?.name === "clear" && (
        <Dialog
          title="Clear history?"
          onDismiss={app.closeOverlay}
          testId="c2-clear-dialog"
          actions={[
            { label: "Cancel", testId: "c2-clear-cancel", onClick: app.closeOverlay },
            { label: "Clear", testId: "c2-clear-confirm", onClick: () => (app.update((d) => void (d.history = [])), app.closeOverlay()) },
          ]}
        >
          Every calculation in the history is removed.
        </Dialog>
      )}
    </>
  );
}

const ui: AppUi<Calculator2State> = { screens: { main: MainScreen, history: HistoryScreen } };

export default ui;
