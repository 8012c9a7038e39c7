/** The in-meeting screen, its member list (rename myself) and its chat (everyone or one person). */
import { mdiAccountMultiple, mdiChevronDown, mdiMessageProcessingOutline, mdiMicrophone, mdiMicrophoneOff, mdiMonitorShare, mdiVideo, mdiVideoOff } from "@mdi/js";
import { formatMeetingId } from "../../../world/tencent_meeting";
import type { ScreenProps } from "../../os/types";
import { AppBar, Avatar, BottomSheet, Button, Dialog, Icon, ListItem, ScrollView, TextField } from "../../os/ui/kit";
import { leaveMeeting, nowHm } from "./logic";
import type { TencentMeetingState } from "./state";

function Tool({ icon, label, testId, onClick, off = false }: { icon: string; label: string; testId: string; onClick: () => void; off?: boolean }) {
  return (
    <button class={`tm-tool ${off ? "off" : ""}`} data-testid={testId} onClick={onClick}>
      <Icon path={icon} size={26} color={off ? "#ff5f57" : "#fff"} />
      <span>{label}</span>
    </button>
  );
}

export function MeetingScreen({ route, app }: ScreenProps<TencentMeetingState>) {
  const a = app.state.active;
  if (!a) {
    return (
      <div class="tm-screen">
        <AppBar title="Meeting" onBack={app.pop} />
        <div class="tm-empty">The meeting has ended</div>
      </div>
    );
  }
  const s = app.state.settings;
  const set = (patch: Partial<typeof a>) => app.update((d) => void (d.active && Object.assign(d.active, patch)));
  const tiles = [...(s.hideSelf ? [] : [{ name: `${a.myName} (Me)`, video: a.video, muted: a.muted }]), ...a.participants.map((p, i) => ({ name: p, video: i % 2 === 0, muted: i !== 0 }))].filter((t) => !(s.hideNonVideo && !t.video));
  return (
    <div class="tm-screen tm-meeting-screen">
      <div class="tm-meet-top">
        <div class="tm-meet-title">
          <div data-testid="tm-meet-title">{a.title}</div>
          <small data-testid="tm-meet-id">{formatMeetingId(a.meetingId)}</small>
        </div>
        <button class="tm-leave" data-testid="tm-leave" onClick={() => app.openOverlay("dialog", "leave")}>
          {a.isHost ? "End" : "Leave"}
        </button>
      </div>
      {a.sharing && (
        <div class="tm-sharing" data-testid="tm-sharing">
          <span>You are sharing your screen</span>
          <button data-testid="tm-stop-share" onClick={() => set({ sharing: false })}>Stop Sharing</button>
        </div>
      )}
      <ScrollView id="tm-tiles">
        <div class="tm-tiles">
          {tiles.map((t) => (
            <div key={t.name} class="tm-tile">
              {t.video ? <div class="tm-tile-video" /> : <Avatar name={t.name} size={52} />}
              <div class="tm-tile-name">
                <Icon path={t.muted ? mdiMicrophoneOff : mdiMicrophone} size={14} color={t.muted ? "#ff5f57" : "#3ad07a"} />
                {t.name}
              </div>
            </div>
          ))}
          {tiles.length === 0 && <div class="tm-tiles-empty">No participants to show</div>}
        </div>
      </ScrollView>
      <div class="tm-toolbar">
        <Tool icon={a.muted ? mdiMicrophoneOff : mdiMicrophone} label={a.muted ? "Unmute" : "Mute"} off={a.muted} testId="tm-mic" onClick={() => set({ muted: !a.muted })} />
        <Tool icon={a.video ? mdiVideo : mdiVideoOff} label={a.video ? "Stop Video" : "Start Video"} off={!a.video} testId="tm-video" onClick={() => set({ video: !a.video })} />
        <Tool icon={mdiMonitorShare} label={a.sharing ? "Stop Sharing" : "Share Screen"} testId="tm-share" onClick={() => (a.sharing ? set({ sharing: false }) : app.openOverlay("dialog", "share"))} />
        <Tool icon={mdiAccountMultiple} label={`Participants (${a.participants.length + 1})`} testId="tm-members" onClick={() => app.push("members")} />
        <Tool icon={mdiMessageProcessingOutline} label="Chat" testId="tm-chat" onClick={() => app.push("chat")} />
      </div>
      {route.overlay?.name === "leave" && (
        <Dialog
          title={a.isHost ? "End Meeting" : "Leave Meeting"}
          testId="tm-leave-dialog"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", onClick: app.closeOverlay, testId: "tm-leave-no" },
            { label: a.isHost ? "End Meeting" : "Leave Meeting", onClick: () => (app.closeOverlay(), leaveMeeting(app)), testId: "tm-leave-ok" },
          ]}
        >
          {a.isHost ? "Everyone will leave the meeting when it ends." : "Leave the meeting?"}
        </Dialog>
      )}
      {route.overlay?.name === "share" && (
        <Dialog
          title="Share Screen"
          testId="tm-share-dialog"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", onClick: app.closeOverlay, testId: "tm-share-no" },
            { label: "Start Sharing", onClick: () => (app.closeOverlay(), set({ sharing: true })), testId: "tm-share-ok" },
          ]}
        >
          Once you share, the other participants see what is on your phone's screen.
        </Dialog>
      )}
    </div>
  );
}

export function MembersScreen({ route, app }: ScreenProps<TencentMeetingState>) {
  const a = app.state.active;
  const o = route.overlay;
  if (!a) return <AppBar title="Participants" onBack={app.pop} />;
  const draft = String(route.data.rename ?? a.myName);
  const rename = () => {
    const name = draft.trim();
    if (!name) return app.toast("The name can't be empty");
    app.closeOverlay();
    app.update((d) => void (d.active && (d.active.myName = name)));
    app.toast("Renamed");
  };
  return (
    <div class="tm-screen">
      <AppBar title={`Participants (${a.participants.length + 1})`} onBack={app.pop} />
      <ScrollView id="tm-members">
        <ListItem testId="tm-member-me" leading={<Avatar name={a.myName} size={36} color="#0a6cff" />} title={`${a.myName} (Me)`} subtitle={a.isHost ? "Host" : undefined} trailing={<Icon path={a.muted ? mdiMicrophoneOff : mdiMicrophone} size={20} />} onClick={() => app.openOverlay("sheet", "me")} />
        {a.participants.map((p) => (
          <ListItem key={p} testId={`tm-member-${p}`} leading={<Avatar name={p} size={36} />} title={p} subtitle={p === a.hostName ? "Host" : undefined} />
        ))}
      </ScrollView>
      {o?.name === "me" && (
        <BottomSheet title={a.myName} testId="tm-me-sheet" onDismiss={app.closeOverlay}>
          <ListItem dense testId="tm-rename" title="Rename" onClick={() => (app.setData({ rename: a.myName }), app.openOverlay("dialog", "rename"))} />
          <ListItem dense testId="tm-me-mic" title={a.muted ? "Unmute" : "Mute"} onClick={() => (app.closeOverlay(), app.update((d) => void (d.active && (d.active.muted = !d.active.muted))))} />
        </BottomSheet>
      )}
      {o?.name === "rename" && (
        <Dialog
          title="Rename"
          testId="tm-rename-dialog"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", onClick: app.closeOverlay, testId: "tm-rename-no" },
            { label: "OK", onClick: rename, testId: "tm-rename-ok" },
          ]}
        >
          <TextField id="tm.rename" value={draft} placeholder="Your name in the meeting" onChange={(v) => app.setData({ rename: v })} />
        </Dialog>
      )}
    </div>
  );
}

export function ChatScreen({ route, app }: ScreenProps<TencentMeetingState>) {
  const a = app.state.active;
  if (!a) return <AppBar title="Chat" onBack={app.pop} />;
  const to = String(route.data.to ?? "all");
  const text = String(route.data.text ?? "");
  const send = () => {
    const body = text.trim();
    if (!body) return;
    app.update((d) => {
      if (!d.active) return;
      d.active.chat.push({ id: `c${d.nextId}`, from: "me", to, text: body, at: nowHm(app.os) });
      d.nextId += 1;
    });
    app.setData({ text: "" });
  };
  const label = (t: string) => (t === "all" ? "Everyone" : t);
  return (
    <div class="tm-screen">
      <AppBar title="Chat" onBack={app.pop} />
      <ScrollView id="tm-chat">
        <div class="tm-chat-list">
          {a.chat.length === 0 && <div class="tm-empty">No messages yet</div>}
          {a.chat.map((c) => (
            <div key={c.id} class={`tm-chat-msg ${c.from === "me" ? "mine" : ""}`} data-testid={`tm-chat-${c.id}`}>
              <div class="tm-chat-meta">
                {c.from === "me" ? a.myName : c.from} to {label(c.to)}
                {c.to !== "all" && <span class="tm-private"> (Private)</span>} {c.at}
              </div>
              <div class="tm-chat-text">{c.text}</div>
            </div>
          ))}
        </div>
      </ScrollView>
      <div class="tm-chat-bar">
        <button class="tm-chat-to" data-testid="tm-chat-to" onClick={() => app.openOverlay("sheet", "to")}>
          To: {label(to)}
          <Icon path={mdiChevronDown} size={16} />
        </button>
        <div class="tm-chat-input">
          <TextField id="tm.chat" value={text} placeholder="Say something…" onChange={(v) => app.setData({ text: v })} onSubmit={send} />
          <Button testId="tm-chat-send" onClick={send}>Send</Button>
        </div>
      </div>
      {route.overlay?.name === "to" && (
        <BottomSheet title="Send to" testId="tm-to-sheet" onDismiss={app.closeOverlay}>
          <ListItem dense testId="tm-to-all" title="Everyone" onClick={() => (app.closeOverlay(), app.setData({ to: "all" }))} />
          {a.participants.map((p) => (
            <ListItem key={p} dense testId={`tm-to-${p}`} title={`${p} (Private)`} onClick={() => (app.closeOverlay(), app.setData({ to: p }))} />
          ))}
        </BottomSheet>
      )}
    </div>
  );
}
