/** Booking (Schedule Meeting and Edit Meeting), a meeting's detail with cancel, joining by number, quick meetings. */
import { mdiCheck, mdiChevronRight, mdiContentCopy } from "@mdi/js";
import { addDays } from "../../../world/calendarDates";
import { REPEAT_LABELS, formatMeetingId, hmOf, meetingEnd, meetingStatus, minutesOf, newMeetingId, type TmRepeat, type TmMeeting } from "../../../world/tencent_meeting";
import type { Json, ScreenProps } from "../../os/types";
import { AppBar, BottomSheet, Button, Dialog, Icon, ListItem, ScrollView, Switch, TextField } from "../../os/ui/kit";
import { dayLabel, durationLabel, findByNumber, joinMeeting, nowHm, startQuickMeeting, todayIso, type App } from "./logic";
import type { TencentMeetingState } from "./state";

/** What joining someone else's meeting before its start says. */
const NOT_STARTED = "The meeting hasn't started yet. Join it later.";

export const DURATIONS = [15, 30, 45, 60, 90, 120, 150, 180, 240];

interface Draft { title: string; date: string; start: string; duration: number; repeat: TmRepeat; usePassword: boolean; password: string }

function Row({ label, value, testId, onClick }: { label: string; value: string; testId: string; onClick: () => void }) {
  return (
    <div class="tm-row" role="button" data-testid={testId} onClick={onClick}>
      <span class="tm-row-label">{label}</span>
      <span class="tm-row-value">{value}</span>
      <Icon path={mdiChevronRight} size={20} color="var(--on-surface-2)" />
    </div>
  );
}

function StartSheet({ app, value, onPick }: { app: App; value: { date: string; start: string }; onPick: (date: string, start: string) => void }) {
  const today = todayIso(app.os);
  const days = Array.from({ length: 14 }, (_, i) => addDays(today, i));
  const total = minutesOf(value.start);
  const [h, m] = [Math.floor(total / 60), total % 60];
  const set = (date: string, start: string) => app.openOverlay("sheet", "start", { date, start });
  return (
    <BottomSheet title="Start time" testId="tm-start-sheet" onDismiss={app.closeOverlay}>
      <div class="tm-pick-preview" data-testid="tm-dt-preview">{`${dayLabel(value.date, app.os)}, ${value.start}`}</div>
      <div class="tm-pick-grid days">
        {days.map((d) => (
          <button key={d} class={`tm-pick ${d === value.date ? "on" : ""}`} data-testid={`tm-dp-day-${d}`} onClick={() => set(d, value.start)}>
            {`${Number(d.slice(5, 7))}/${Number(d.slice(8))}`}
          </button>
        ))}
      </div>
      <div class="tm-pick-label">Hour</div>
      <div class="tm-pick-grid hours">
        {Array.from({ length: 24 }, (_, i) => i).map((hh) => (
          <button key={hh} class={`tm-pick ${hh === h ? "on" : ""}`} data-testid={`tm-tp-hour-${hh}`} onClick={() => set(value.date, hmOf(hh * 60 + m))}>
            {String(hh).padStart(2, "0")}
          </button>
        ))}
      </div>
      <div class="tm-pick-label">Minute</div>
      <div class="tm-pick-grid minutes">
        {Array.from({ length: 12 }, (_, i) => i * 5).map((mm) => (
          <button key={mm} class={`tm-pick ${mm === m ? "on" : ""}`} data-testid={`tm-tp-min-${mm}`} onClick={() => set(value.date, hmOf(h * 60 + mm))}>
            {String(mm).padStart(2, "0")}
          </button>
        ))}
      </div>
      <div class="tm-pick-actions">
        <Button variant="text" testId="tm-dt-cancel" onClick={app.closeOverlay}>Cancel</Button>
        <Button testId="tm-dt-ok" onClick={() => (app.closeOverlay(), onPick(value.date, value.start))}>OK</Button>
      </div>
    </BottomSheet>
  );
}

/** The next half hour from now: a new booking's default start. */
function defaultStart(app: App): { date: string; start: string } {
  const now = minutesOf(nowHm(app.os));
  const next = Math.ceil((now + 1) / 30) * 30;
  return next >= 1440 ? { date: addDays(todayIso(app.os), 1), start: "00:00" } : { date: todayIso(app.os), start: hmOf(next) };
}

export function ScheduleScreen({ route, app }: ScreenProps<TencentMeetingState>) {
  const id = route.params.id ? String(route.params.id) : null;
  const existing = id ? app.state.meetings.find((m) => m.id === id) : undefined;
  const placeholder = `${app.state.user.name}'s meeting`;
  const base: Draft = existing
    ? { title: existing.title, date: existing.date, start: existing.start, duration: existing.duration, repeat: existing.repeat, usePassword: existing.password !== "", password: existing.password }
    : { title: "", ...defaultStart(app), duration: 30, repeat: "none", usePassword: false, password: "" };
  const draft: Draft = { ...base, ...((route.data.draft as Partial<Draft> | undefined) ?? {}) };
  const set = (patch: Partial<Draft>) => app.setData({ draft: { ...draft, ...patch } as unknown as Json });
  const o = route.overlay;
  const save = () => {
    const title = draft.title.trim() || placeholder;
    const password = draft.usePassword ? draft.password.trim() : "";
    if (draft.usePassword && !/^\d{4,6}$/.test(password)) return app.toast("The password must be 4 to 6 digits");
    const fields = { title, date: draft.date, start: draft.start, duration: draft.duration, repeat: draft.repeat, password };
    if (existing) {
      app.update((d) => {
        const m = d.meetings.find((x) => x.id === existing.id);
        if (m) Object.assign(m, fields);
      });
      app.toast("Meeting updated");
      app.pop();
      return;
    }
    const newId = `s${app.state.nextId}`;
    app.update((d) => {
      d.meetings.push({ id: newId, meetingId: newMeetingId(d.nextId), hostId: "me", hostName: d.user.name, participants: [], ...fields });
      d.nextId += 1;
    });
    app.toast("Meeting scheduled");
    app.pop();
    app.push("detail", { id: newId });
  };
  return (
    <div class="tm-screen">
      <AppBar
        title={existing ? "Edit Meeting" : "Schedule Meeting"}
        onBack={app.pop}
        actions={
          <button class="tm-bar-btn" data-testid="tm-sched-save" onClick={save}>
            Done
          </button>
        }
      />
      <ScrollView id="tm-sched">
        <div class="tm-card">
          <div class="tm-field-row">
            <TextField id="tm.topic" value={draft.title} placeholder={placeholder} onChange={(v) => set({ title: v })} />
          </div>
        </div>
        <div class="tm-card">
          <Row label="Starts" value={`${dayLabel(draft.date, app.os)}, ${draft.start}`} testId="tm-sched-start" onClick={() => app.openOverlay("sheet", "start", { date: draft.date, start: draft.start })} />
          <Row label="Duration" value={durationLabel(draft.duration)} testId="tm-sched-duration" onClick={() => app.openOverlay("sheet", "duration")} />
          <Row label="Repeat" value={REPEAT_LABELS[draft.repeat]} testId="tm-sched-repeat" onClick={() => app.openOverlay("sheet", "repeat")} />
        </div>
        <div class="tm-card">
          <div class="tm-row">
            <span class="tm-row-label">Meeting password</span>
            <span class="tm-row-value" />
            <Switch checked={draft.usePassword} testId="tm-sched-pw-switch" onChange={(v) => set({ usePassword: v })} />
          </div>
          {draft.usePassword && (
            <div class="tm-field-row">
              <TextField id="tm.password" value={draft.password} placeholder="4 to 6 digits" maxLength={6} onChange={(v) => set({ password: v.replace(/\D/g, "") })} />
            </div>
          )}
        </div>
        <div class="tm-hint">The meeting ID is assigned once the meeting is scheduled</div>
      </ScrollView>
      {o?.name === "start" && <StartSheet app={app} value={{ date: String(o.data.date), start: String(o.data.start) }} onPick={(date, start) => set({ date, start })} />}
      {o?.name === "duration" && (
        <BottomSheet title="Duration" testId="tm-duration-sheet" onDismiss={app.closeOverlay}>
          <div class="tm-pick-grid durations">
            {DURATIONS.map((n) => (
              <button key={n} class={`tm-pick tall ${n === draft.duration ? "on" : ""}`} data-testid={`tm-dur-${n}`} onClick={() => (app.closeOverlay(), set({ duration: n }))}>
                {durationLabel(n)}
              </button>
            ))}
          </div>
          <div class="tm-sheet-space" />
        </BottomSheet>
      )}
      {o?.name === "repeat" && (
        <BottomSheet title="Repeat" testId="tm-repeat-sheet" onDismiss={app.closeOverlay}>
          {(Object.keys(REPEAT_LABELS) as TmRepeat[]).map((r) => (
            <ListItem key={r} dense testId={`tm-rep-${r}`} title={REPEAT_LABELS[r]} trailing={r === draft.repeat ? <Icon path={mdiCheck} color="#0a6cff" /> : undefined} onClick={() => (app.closeOverlay(), set({ repeat: r }))} />
          ))}
        </BottomSheet>
      )}
    </div>
  );
}

/** One labelled line of a meeting's details (booked or history). */
export function Info({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div class="tm-info">
      <span class="tm-info-label">{label}</span>
      <span class="tm-info-value" data-testid={testId}>{value}</span>
    </div>
  );
}

export function DetailScreen({ route, app }: ScreenProps<TencentMeetingState>) {
  const m: TmMeeting | undefined = app.state.meetings.find((x) => x.id === String(route.params.id));
  if (!m) {
    return (
      <div class="tm-screen">
        <AppBar title="Meeting Details" onBack={app.pop} />
        <div class="tm-empty">This meeting was canceled</div>
      </div>
    );
  }
  const mine = m.hostId === "me";
  const status = meetingStatus(m, app.os.clock.now, app.os.clock.tzOffsetMinutes);
  const end = meetingEnd(m);
  const enter = () => {
    if (status === "upcoming" && !mine) return app.toast(NOT_STARTED);
    joinMeeting(app, m);
  };
  const cancel = () => {
    app.closeOverlay();
    app.update((d) => void (d.meetings = d.meetings.filter((x) => x.id !== m.id)));
    app.toast("Meeting canceled");
    app.pop();
  };
  return (
    <div class="tm-screen">
      <AppBar title="Meeting Details" onBack={app.pop} />
      <ScrollView id="tm-detail">
        <div class="tm-detail-head">
          <div class="tm-detail-title" data-testid="tm-detail-title">{m.title}</div>
          <div class="tm-detail-times">
            <div>
              <div class="tm-big" data-testid="tm-detail-start">{m.start}</div>
              <small>{dayLabel(m.date, app.os)}</small>
            </div>
            <div class="tm-detail-mid">
              <span class={`tm-tag ${status}`}>{status === "ongoing" ? "In progress" : "Upcoming"}</span>
              <small>{durationLabel(m.duration)}</small>
            </div>
            <div>
              <div class="tm-big" data-testid="tm-detail-end">{end.time}</div>
              <small>{dayLabel(end.date, app.os)}</small>
            </div>
          </div>
        </div>
        <div class="tm-card">
          <div class="tm-info">
            <span class="tm-info-label">Meeting ID</span>
            <span class="tm-info-value" data-testid="tm-detail-id">{formatMeetingId(m.meetingId)}</span>
            <span class="tm-copy" role="button" data-testid="tm-detail-copy" onClick={() => app.toast("Meeting ID copied")}>
              <Icon path={mdiContentCopy} size={18} color="#0a6cff" />
            </span>
          </div>
          <Info label="Host" value={m.hostName} testId="tm-detail-host" />
          <Info label="Password" value={m.password || "None"} testId="tm-detail-password" />
          <Info label="Repeat" value={REPEAT_LABELS[m.repeat]} testId="tm-detail-repeat" />
        </div>
        <div class="tm-detail-actions">
          <Button testId="tm-detail-enter" onClick={enter}>Enter Meeting</Button>
          {mine && (
            <>
              <Button variant="outlined" testId="tm-detail-edit" onClick={() => app.push("schedule", { id: m.id })}>Edit Meeting</Button>
              <Button variant="text" testId="tm-detail-cancel" onClick={() => app.openOverlay("dialog", "cancel")}>Cancel Meeting</Button>
            </>
          )}
        </div>
      </ScrollView>
      {route.overlay?.name === "cancel" && (
        <Dialog
          title="Cancel Meeting"
          testId="tm-cancel-dialog"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Keep", onClick: app.closeOverlay, testId: "tm-cancel-no" },
            { label: "Cancel Meeting", onClick: cancel, testId: "tm-cancel-ok" },
          ]}
        >
          Once it is canceled, participants can no longer join this meeting.
        </Dialog>
      )}
    </div>
  );
}

function SwitchRow({ label, checked, testId, onChange }: { label: string; checked: boolean; testId: string; onChange: (v: boolean) => void }) {
  return (
    <div class="tm-row">
      <span class="tm-row-label">{label}</span>
      <span class="tm-row-value" />
      <Switch checked={checked} testId={testId} onChange={onChange} />
    </div>
  );
}

export function JoinScreen({ route, app }: ScreenProps<TencentMeetingState>) {
  const s = app.state.settings;
  const id = String(route.data.id ?? "");
  const name = String(route.data.name ?? app.state.user.name);
  const mic = (route.data.mic as boolean | undefined) ?? s.micOnJoin;
  const speaker = (route.data.speaker as boolean | undefined) ?? s.speakerOnJoin;
  const video = (route.data.video as boolean | undefined) ?? s.videoOnJoin;
  const join = () => {
    const m = findByNumber(app.state, id);
    if (!m) return app.toast("Meeting ID not found. Check it and try again.");
    if (meetingStatus(m, app.os.clock.now, app.os.clock.tzOffsetMinutes) === "upcoming" && m.hostId !== "me") return app.toast(NOT_STARTED);
    app.pop();
    joinMeeting(app, m, { mic, speaker, video, name });
  };
  return (
    <div class="tm-screen">
      <AppBar title="Join Meeting" onBack={app.pop} />
      <ScrollView id="tm-join">
        <div class="tm-card">
          <div class="tm-field-row">
            <TextField id="tm.joinId" label="Meeting ID" value={id} placeholder="Enter the meeting ID" onChange={(v) => app.setData({ id: v.replace(/[^\d ]/g, "") })} />
          </div>
          <div class="tm-field-row">
            <TextField id="tm.joinName" label="Your name" value={name} onChange={(v) => app.setData({ name: v })} />
          </div>
        </div>
        <div class="tm-card">
          <SwitchRow label="Turn on microphone" checked={mic} testId="tm-join-mic" onChange={(v) => app.setData({ mic: v })} />
          <SwitchRow label="Turn on speaker" checked={speaker} testId="tm-join-speaker" onChange={(v) => app.setData({ speaker: v })} />
          <SwitchRow label="Turn on video" checked={video} testId="tm-join-video" onChange={(v) => app.setData({ video: v })} />
        </div>
        <div class="tm-detail-actions">
          <Button testId="tm-join-submit" onClick={join}>Join Meeting</Button>
        </div>
      </ScrollView>
    </div>
  );
}

export function QuickScreen({ route, app }: ScreenProps<TencentMeetingState>) {
  const s = app.state.settings;
  const video = (route.data.video as boolean | undefined) ?? s.videoOnJoin;
  const mic = (route.data.mic as boolean | undefined) ?? s.micOnJoin;
  const personal = (route.data.personal as boolean | undefined) ?? false;
  return (
    <div class="tm-screen">
      <AppBar title="Quick Meeting" onBack={app.pop} />
      <ScrollView id="tm-quick">
        <div class="tm-card">
          <SwitchRow label="Turn on video" checked={video} testId="tm-quick-video" onChange={(v) => app.setData({ video: v })} />
          <SwitchRow label="Turn on microphone" checked={mic} testId="tm-quick-mic" onChange={(v) => app.setData({ mic: v })} />
          <SwitchRow label="Use Personal Meeting ID" checked={personal} testId="tm-quick-personal" onChange={(v) => app.setData({ personal: v })} />
          {personal && <div class="tm-hint" data-testid="tm-quick-room-id">Personal Meeting ID {formatMeetingId(app.state.personalRoom.meetingId)}</div>}
        </div>
        <div class="tm-detail-actions">
          <Button testId="tm-quick-start" onClick={() => (app.pop(), startQuickMeeting(app, { video, mic, personalRoom: personal }))}>Start Meeting</Button>
        </div>
      </ScrollView>
    </div>
  );
}
