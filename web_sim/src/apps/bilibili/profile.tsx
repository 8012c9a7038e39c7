/** Profile editing: nickname, sex, birthday (a year, month and day picker), signature, school, and the UID. */
import { mdiCheck, mdiChevronRight } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { BottomSheet, Icon, ScrollView, TextField } from "../../os/ui/kit";
import type { App } from "./logic";
import type { BiliUser, BilibiliState, BiliSex } from "./state";

export const SEX_LABEL: Record<BiliSex, string> = { male: "Male", female: "Female", secret: "Secret" };
type TextFieldName = "name" | "sign" | "school";
const FIELD_TITLE: Record<TextFieldName, string> = { name: "Nickname", sign: "Signature", school: "School" };
const MAX_LEN: Record<TextFieldName, number> = { name: 16, sign: 70, school: 40 };
const MONTH_ABBR = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function Row({ label, value, testId, onClick }: { label: string; value: string; testId: string; onClick?: () => void }) {
  return (
    <div class={`bili-merow ${onClick ? "" : "static"}`} role={onClick ? "button" : undefined} data-testid={testId} onClick={onClick}>
      <span class="bili-merow-label">{label}</span>
      <span class="bili-merow-value">{value}</span>
      {onClick && <Icon path={mdiChevronRight} size={20} color="#9499a0" />}
    </div>
  );
}

function Bar({ app, title, onSave }: { app: App; title: string; onSave?: () => void }) {
  return (
    <header class="bili-header">
      <button class="bili-textbtn" data-testid="bilibili-back" onClick={() => app.pop()}>Cancel</button>
      <h1 class="bili-header-title center">{title}</h1>
      <div class="bili-header-actions">{onSave && <button class="bili-textbtn pink" data-testid="bilibili-save" onClick={onSave}>Save</button>}</div>
    </header>
  );
}

export function ProfileEditScreen({ route, app }: ScreenProps<BilibiliState>) {
  const u = app.state.user;
  const setSex = (sex: BiliSex) => (app.update((d) => void (d.user.sex = sex)), app.closeOverlay());
  return (
    <div class="bili-root bili-page">
      <header class="bili-header">
        <button class="bili-textbtn" data-testid="bilibili-back" onClick={() => app.pop()}>Back</button>
        <h1 class="bili-header-title center">Edit profile</h1>
        <div class="bili-header-actions" />
      </header>
      <ScrollView id="bili-profile">
        <div class="bili-megroup">
          <div class="bili-merow static"><span class="bili-merow-label">Avatar</span><span class="bili-me-avatar">{u.name[0]}</span></div>
          <Row label="Nickname" value={u.name} testId="bilibili-edit-name" onClick={() => app.push("editText", { field: "name" })} />
          <Row label="Sex" value={SEX_LABEL[u.sex]} testId="bilibili-edit-sex" onClick={() => app.openOverlay("sheet", "sex")} />
          <Row label="Birthday" value={u.birthday} testId="bilibili-edit-birthday" onClick={() => app.push("birthday")} />
          <Row label="Signature" value={u.sign || "Not set"} testId="bilibili-edit-sign" onClick={() => app.push("editText", { field: "sign" })} />
          <Row label="School" value={u.school || "Not set"} testId="bilibili-edit-school" onClick={() => app.push("editText", { field: "school" })} />
        </div>
        <div class="bili-megroup">
          <Row label="UID" value={u.uid} testId="bilibili-uid" />
          <Row label="Level" value={`LV${u.level}`} testId="bilibili-level" />
        </div>
      </ScrollView>
      {route.overlay?.name === "sex" && (
        <BottomSheet title="Sex" testId="bilibili-sex-sheet" onDismiss={app.closeOverlay}>
          {(Object.keys(SEX_LABEL) as BiliSex[]).map((k) => (
            <div key={k} class="bili-merow" role="button" data-testid={`bilibili-sex-${k}`} onClick={() => setSex(k)}>
              <span class="bili-merow-label">{SEX_LABEL[k]}</span>
              {u.sex === k && <Icon path={mdiCheck} size={20} color="#fb7299" />}
            </div>
          ))}
        </BottomSheet>
      )}
    </div>
  );
}

export function EditTextScreen({ route, app }: ScreenProps<BilibiliState>) {
  const field = (["name", "sign", "school"].includes(String(route.params.field)) ? route.params.field : "name") as TextFieldName;
  const current = app.state.user[field as keyof BiliUser] as string;
  const draft = (route.data.draft as string | undefined) ?? current;
  const save = () => {
    const t = draft.trim();
    if (field === "name" && t === "") return app.toast("Nickname cannot be empty");
    app.update((d) => void (d.user[field] = t));
    app.pop();
    app.toast("Saved");
  };
  return (
    <div class="bili-root bili-page">
      <Bar app={app} title={FIELD_TITLE[field]} onSave={save} />
      <div class="bili-pad">
        <TextField id="bilibili.editText" value={draft} onChange={(t) => app.setData({ draft: t })} multiline={field === "sign"} maxLength={MAX_LEN[field]} placeholder={FIELD_TITLE[field]} />
        <div class="bili-row-sub">{draft.length}/{MAX_LEN[field]}</div>
      </div>
    </div>
  );
}

const YEARS = Array.from({ length: 2020 - 1950 + 1 }, (_, i) => 2020 - i);
const daysIn = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The birthday picker: a year list, then the months, then the days; Confirm saves. */
export function BirthdayScreen({ route, app }: ScreenProps<BilibiliState>) {
  const [y0, m0, d0] = app.state.user.birthday.split("-").map(Number);
  const y = Number(route.data.y ?? y0);
  const m = Number(route.data.m ?? m0);
  const d = Math.min(Number(route.data.d ?? d0), daysIn(y, m));
  const step = (route.data.step as string | undefined) ?? "year";
  const iso = `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  const confirm = () => (app.update((dr) => void (dr.user.birthday = iso)), app.pop(), app.toast("Birthday saved"));
  return (
    <div class="bili-root bili-page">
      <Bar app={app} title="Birthday" onSave={confirm} />
      <div class="bili-datehead">
        <button class={`bili-datepart ${step === "year" ? "on" : ""}`} data-testid="bilibili-bday-step-year" onClick={() => app.setData({ step: "year" })}>{y}</button>
        <button class={`bili-datepart ${step === "month" ? "on" : ""}`} data-testid="bilibili-bday-step-month" onClick={() => app.setData({ step: "month" })}>{MONTH_ABBR[m - 1]}</button>
        <button class={`bili-datepart ${step === "day" ? "on" : ""}`} data-testid="bilibili-bday-step-day" onClick={() => app.setData({ step: "day" })}>{d}</button>
      </div>
      <div class="bili-row-sub bili-pad" data-testid="bilibili-bday-value">{iso}</div>
      {step === "year" && (
        <ScrollView id="bili-years">
          <div class="bili-pickgrid">
            {YEARS.map((yy) => (
              <button key={yy} class={`bili-pick ${yy === y ? "on" : ""}`} data-testid={`bilibili-bday-year-${yy}`} onClick={() => app.setData({ y: yy, step: "month" })}>{yy}</button>
            ))}
          </div>
        </ScrollView>
      )}
      {step === "month" && (
        <div class="bili-pickgrid">
          {MONTH_ABBR.map((name, i) => (
            <button key={name} class={`bili-pick ${i + 1 === m ? "on" : ""}`} data-testid={`bilibili-bday-month-${i + 1}`} onClick={() => app.setData({ m: i + 1, step: "day" })}>{name}</button>
          ))}
        </div>
      )}
      {step === "day" && (
        <div class="bili-pickgrid days">
          {Array.from({ length: daysIn(y, m) }, (_, i) => i + 1).map((dd) => (
            <button key={dd} class={`bili-pick ${dd === d ? "on" : ""}`} data-testid={`bilibili-bday-day-${dd}`} onClick={() => app.setData({ d: dd })}>{dd}</button>
          ))}
        </div>
      )}
    </div>
  );
}
