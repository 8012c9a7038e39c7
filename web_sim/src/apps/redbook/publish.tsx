/**
 * Publishing a text note in three steps, as RedNote does: write the card's text, pick a card
 * template, then the final page with title and body. The draft travels in the route params.
 */
import { mdiArrowLeft, mdiCamera, mdiFormatText, mdiImageMultipleOutline } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { Icon, IconButton, ScrollView, TextField } from "../../os/ui/kit";
import { publish, publishBlocker } from "./logic";
import type { RedbookState } from "./state";

export const TEMPLATES = ["Simple", "Diary", "Memo", "Bold", "Gradient", "Polaroid"];
const TEMPLATE_STYLE: Record<string, string> = { Simple: "#ffffff", Diary: "#fff6e0", Memo: "#fffbe6", Bold: "#222222", Gradient: "#ffd6de", Polaroid: "#f1f1f1" };

export function PublishScreen({ app }: ScreenProps<RedbookState>) {
  return (
    <div class="rb-root">
      <header class="rb-top">
        <IconButton path={mdiArrowLeft} label="Close" testId="rb-back" onClick={app.pop} />
        <h1 class="rb-top-title center">New note</h1>
      </header>
      <div class="rb-publish-choices">
        <button class="rb-publish-choice" data-testid="rb-publish-album" onClick={() => app.toast("No photos access in this version")}>
          <Icon path={mdiImageMultipleOutline} size={34} />
          Album
        </button>
        <button class="rb-publish-choice" data-testid="rb-publish-camera" onClick={() => app.toast("Camera unavailable")}>
          <Icon path={mdiCamera} size={34} />
          Camera
        </button>
        <button class="rb-publish-choice main" data-testid="rb-publish-text" onClick={() => app.push("publishText")}>
          <Icon path={mdiFormatText} size={34} />
          Write text
        </button>
      </div>
    </div>
  );
}

export function PublishTextScreen({ route, app }: ScreenProps<RedbookState>) {
  const text = (route.data.text as string | undefined) ?? "";
  return (
    <div class="rb-root">
      <header class="rb-top">
        <IconButton path={mdiArrowLeft} label="Back" testId="rb-back" onClick={app.pop} />
        <h1 class="rb-top-title center">Text card</h1>
        <button class={`rb-next ${text.trim() ? "" : "off"}`} data-testid="rb-publish-next" onClick={() => text.trim() && app.push("publishTemplate", { text: text.trim() })}>
          Next
        </button>
      </header>
      <div class="rb-body rb-pad">
        <TextField id="redbook.cardText" multiline placeholder="Write what's on your mind..." value={text} onChange={(v) => app.setData({ text: v })} maxLength={300} />
      </div>
    </div>
  );
}

export function PublishTemplateScreen({ route, app }: ScreenProps<RedbookState>) {
  const text = route.params.text as string;
  const template = (route.data.template as string | undefined) ?? TEMPLATES[0];
  return (
    <div class="rb-root">
      <header class="rb-top">
        <IconButton path={mdiArrowLeft} label="Back" testId="rb-back" onClick={app.pop} />
        <h1 class="rb-top-title center">Choose a template</h1>
        <button class="rb-next" data-testid="rb-template-next" onClick={() => app.push("publishFinal", { text, template })}>
          Next
        </button>
      </header>
      <div class="rb-body">
        <div class="rb-card-preview" style={{ background: TEMPLATE_STYLE[template], color: template === "Bold" ? "#fff" : "#222" }} data-testid="rb-template-preview">
          {text}
        </div>
        <div class="rb-templates">
          {TEMPLATES.map((t) => (
            <button key={t} class={`rb-template ${t === template ? "active" : ""}`} data-testid={`rb-template-${t}`} style={{ background: TEMPLATE_STYLE[t], color: t === "Bold" ? "#fff" : "#222" }} onClick={() => app.setData({ template: t })}>
              {t}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

export function PublishFinalScreen({ route, app }: ScreenProps<RedbookState>) {
  const template = route.params.template as string;
  const title = (route.data.title as string | undefined) ?? "";
  const body = (route.data.body as string | undefined) ?? (route.params.text as string);
  const draft = { text: route.params.text as string, template, title, body };
  const blocker = publishBlocker(draft);
  const submit = () => {
    if (blocker) return app.toast(blocker);
    app.update((d) => void publish(d, draft, app.os.clock.now));
    app.toast("Published");
    app.pop();
    app.pop();
    app.pop();
    app.pop();
  };
  return (
    <div class="rb-root">
      <header class="rb-top">
        <IconButton path={mdiArrowLeft} label="Back" testId="rb-back" onClick={app.pop} />
        <h1 class="rb-top-title center">Publish</h1>
      </header>
      <div class="rb-body">
        <ScrollView id="rb-publish-final">
          <div class="rb-pad">
            <div class="rb-card-preview small" style={{ background: TEMPLATE_STYLE[template] ?? "#fff", color: template === "Bold" ? "#fff" : "#222" }}>
              {draft.text}
            </div>
            <TextField id="redbook.title" placeholder="Add a title" value={title} onChange={(v) => app.setData({ title: v })} maxLength={40} />
            <div class="rb-gap" />
            <TextField id="redbook.body" multiline placeholder="Add body text" value={body} onChange={(v) => app.setData({ body: v })} maxLength={1000} />
          </div>
        </ScrollView>
      </div>
      <div class="rb-publish-bar">
        <button class={`rb-publish-btn ${blocker ? "off" : ""}`} data-testid="rb-publish-submit" onClick={submit}>
          Publish note
        </button>
      </div>
    </div>
  );
}
