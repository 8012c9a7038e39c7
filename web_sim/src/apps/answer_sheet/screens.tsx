/** AnswerSheet's screens: the chunk the page loads when the app is first drawn (see manifest.ts). */
import { mdiCheckboxBlankOutline, mdiCheckboxMarked, mdiCheckCircle, mdiClipboardTextOutline, mdiClose, mdiRadioboxBlank, mdiRadioboxMarked } from "@mdi/js";
import "./answer_sheet.css";
import type { AppHandle, Json, ScreenProps, AppUi } from "../../os/types";
import { AppBar, Button, Empty, Icon, IconButton, ScrollView, TextField, focusField } from "../../os/ui/kit";
import { answerOf, chooseOption, formatAnswer, isChosen, normalizeField, textsOf, type Answer, type AnswerField, type AnswerSheetState } from "./logic";

type App = AppHandle<AnswerSheetState>;
type Drafts = Record<string, string[]>;

function setAnswer(app: App, id: string, answer: Answer | undefined): void {
  app.update((s) => {
    if (answer === undefined) delete s.answers[id];
    else s.answers[id] = answer;
  });
}

function ChoiceInput({ field, app }: { field: AnswerField; app: App }) {
  const current = app.state.answers[field.id];
  const on = field.repeatable ? mdiCheckboxMarked : mdiRadioboxMarked;
  const off = field.repeatable ? mdiCheckboxBlankOutline : mdiRadioboxBlank;
  return (
    <div role={field.repeatable ? "group" : "radiogroup"} aria-label={field.label}>
      {field.options.map((o) => {
        const chosen = isChosen(current, o);
        return (
          <div
            key={o}
            class={`answer_sheet-option mg-clickable ${chosen ? "chosen" : ""}`}
            role={field.repeatable ? "checkbox" : "radio"}
            aria-checked={chosen}
            data-testid={`answer-choice-${field.id}-${o}`}
            onClick={() => setAnswer(app, field.id, chooseOption(field, current, o))}
          >
            <Icon path={chosen ? on : off} color={chosen ? "var(--primary)" : "var(--on-surface-2)"} />
            <span>{o}</span>
          </div>
        );
      })}
    </div>
  );
}

/** Text and number inputs: route drafts while typing, committed as typed answers on each change. */
function TypedInput({ field, texts, errors, onTexts }: { field: AnswerField; texts: string[]; errors: Array<string | null>; onTexts: (t: string[]) => void }) {
  const placeholder = field.type === "number" ? "Number" : "Your answer";
  const set = (i: number, v: string) => onTexts(texts.map((t, j) => (j === i ? v : t)));
  if (!field.repeatable) {
    return (
      <>
        <TextField id={`answer_sheet.${field.id}`} label={placeholder} value={texts[0] ?? ""} onChange={(v) => set(0, v)} />
        {errors[0] && (
          <div class="answer_sheet-error" data-testid={`answer-error-${field.id}`}>
            {errors[0]}
          </div>
        )}
      </>
    );
  }
  return (
    <>
      {texts.map((t, i) => (
        <div key={i}>
          <div class="answer_sheet-value-row">
            <TextField id={`answer_sheet.${field.id}.${i}`} label={`Value ${i + 1}`} placeholder={placeholder} value={t} onChange={(v) => set(i, v)} />
            <IconButton
              path={mdiClose}
              label={`Remove value ${i + 1}`}
              testId={`answer-remove-${field.id}-${i}`}
              onClick={() => {
                focusField(null);
                onTexts(texts.filter((_, j) => j !== i));
              }}
            />
          </div>
          {errors[i] && (
            <div class="answer_sheet-error" data-testid={`answer-error-${field.id}-${i}`}>
              {errors[i]}
            </div>
          )}
        </div>
      ))}
      <button class="mg-btn mg-btn-text answer_sheet-add" data-testid={`answer-add-${field.id}`} onClick={() => onTexts([...texts, ""])}>
        + Add value
      </button>
    </>
  );
}

function Header({ s }: { s: AnswerSheetState }) {
  if (!s.question && !s.hint) return null;
  return (
    <div class="answer_sheet-question-card">
      {s.question && (
        <div class="answer_sheet-question" data-testid="answer-question">
          {s.question}
        </div>
      )}
      {s.hint && (
        <div class="answer_sheet-hint" data-testid="answer-hint">
          {s.hint}
        </div>
      )}
    </div>
  );
}

function Submitted({ app, fields }: { app: App; fields: AnswerField[] }) {
  return (
    <>
      <ScrollView id="answer-summary">
        <div class="answer_sheet-done" data-testid="answer-submitted">
          <Icon path={mdiCheckCircle} size={56} color="var(--primary)" />
          <div class="answer_sheet-done-title">Submitted</div>
          <div class="answer_sheet-hint">Your answers have been sent.</div>
        </div>
        <div class="answer_sheet-card">
          {fields.map((f) => (
            <div key={f.id} class="answer_sheet-summary-row">
              <div class="answer_sheet-label">{f.label || f.id}</div>
              <div data-testid={`answer-summary-${f.id}`}>{formatAnswer(app.state.answers[f.id])}</div>
            </div>
          ))}
        </div>
      </ScrollView>
      <div class="answer_sheet-bar">
        <Button variant="tonal" testId="answer-edit" onClick={() => app.update((s) => void (s.submitted = false))}>
          Edit answers
        </Button>
      </div>
    </>
  );
}

function SheetScreen({ route, app }: ScreenProps<AnswerSheetState>) {
  const s = app.state;
  const fields = s.fields.map(normalizeField);
  if (fields.length === 0) {
    return (
      <>
        <AppBar title="AnswerSheet" />
        <Header s={s} />
        <Empty icon={mdiClipboardTextOutline} text="No questions right now" />
      </>
    );
  }
  if (s.submitted) {
    return (
      <>
        <AppBar title="AnswerSheet" />
        <Submitted app={app} fields={fields} />
      </>
    );
  }
  const drafts = (route.data.drafts as Drafts | undefined) ?? {};
  const textsFor = (f: AnswerField) => drafts[f.id] ?? textsOf(f, s.answers[f.id]);
  const onTexts = (f: AnswerField, texts: string[]) => {
    app.setData({ drafts: { ...drafts, [f.id]: texts } as Record<string, Json> });
    setAnswer(app, f.id, answerOf(f, texts).answer);
  };
  const invalid = fields.some((f) => f.type !== "choice" && answerOf(f, textsFor(f)).errors.some((e) => e !== null));
  const submit = () => {
    focusField(null);
    if (invalid) return app.toast("Fix the highlighted answers first");
    app.update((st) => void (st.submitted = true));
  };
  return (
    <>
      <AppBar title="AnswerSheet" />
      <ScrollView id="answer-form">
        <Header s={s} />
        {fields.map((f) => {
          const texts = textsFor(f);
          return (
            <div key={f.id} class="answer_sheet-card" data-testid={`answer-field-${f.id}`}>
              {f.label && <div class="answer_sheet-label">{f.label}</div>}
              {f.hint && <div class="answer_sheet-field-hint">{f.hint}</div>}
              {f.type === "choice" ? <ChoiceInput field={f} app={app} /> : <TypedInput field={f} texts={texts} errors={answerOf(f, texts).errors} onTexts={(t) => onTexts(f, t)} />}
            </div>
          );
        })}
      </ScrollView>
      <div class="answer_sheet-bar">
        <Button testId="answer-submit" onClick={submit}>
          Submit
        </Button>
      </div>
    </>
  );
}

const ui: AppUi<AnswerSheetState> = { screens: { sheet: SheetScreen } };

export default ui;
