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
        <AppBar title="会议" onBack={app.pop} />
        <div class="tm-empty">会议已结束</div>
      </div>
    );
  }
  const s = app.state.settings;
  const set = (patch: Partial<typeof a>) => app.update((d) => void (d.active && Object.assign(d.active, patch)));
  const tiles = [...(s.hideSelf ? [] : [{ name: `${a.myName}（我）`, video: a.video, muted: a.muted }]), ...a.participants.map((p, i) => ({ name: p, video: i % 2 === 0, muted: i !== 0 }))].filter((t) => !(s.hideNonVideo && !t.video));
  return (
    <div class="tm-screen tm-meeting-screen">
      <div class="tm-meet-top">
        <div class="tm-meet-title">
          <div data-testid="tm-meet-title">{a.title}</div>
          <small data-testid="tm-meet-id">{formatMeetingId(a.meetingId)}</small>
        </div>
        <button class="tm-leave" data-testid="tm-leave" onClick={() => app.openOverlay("dialog", "leave")}>
          {a.isHost ? "结束" : "离开"}
        </button>
      </div>
      {a.sharing && (
        <div class="tm-sharing" data-testid="tm-sharing">
          <span>你正在共享屏幕</span>
          <button data-testid="tm-stop-share" onClick={() => set({ sharing: false })}>停止共享</button>
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
          {tiles.length === 0 && <div class="tm-tiles-empty">没有显示的参会者</div>}
        </div>
      </ScrollView>
      <div class="tm-toolbar">
        <Tool icon={a.muted ? mdiMicrophoneOff : mdiMicrophone} label={a.muted ? "解除静音" : "静音"} off={a.muted} testId="tm-mic" onClick={() => set({ muted: !a.muted })} />
        <Tool icon={a.video ? mdiVideo : mdiVideoOff} label={a.video ? "关闭视频" : "开启视频"} off={!a.video} testId="tm-video" onClick={() => set({ video: !a.video })} />
        <Tool icon={mdiMonitorShare} label={a.sharing ? "停止共享" : "共享屏幕"} testId="tm-share" onClick={() => (a.sharing ? set({ sharing: false }) : app.openOverlay("dialog", "share"))} />
        <Tool icon={mdiAccountMultiple} label={`成员(${a.participants.length + 1})`} testId="tm-members" onClick={() => app.push("members")} />
        <Tool icon={mdiMessageProcessingOutline} label="聊天" testId="tm-chat" onClick={() => app.push("chat")} />
      </div>
      {route.overlay?.name === "leave" && (
        <Dialog
          title={a.isHost ? "结束会议" : "离开会议"}
          testId="tm-leave-dialog"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "取消", onClick: app.closeOverlay, testId: "tm-leave-no" },
            { label: a.isHost ? "结束会议" : "离开会议", onClick: () => (app.closeOverlay(), leaveMeeting(app)), testId: "tm-leave-ok" },
          ]}
        >
          {a.isHost ? "结束后，所有成员都将离开会议。" : "确定要离开会议吗？"}
        </Dialog>
      )}
      {route.overlay?.name === "share" && (
        <Dialog
          title="共享屏幕"
          testId="tm-share-dialog"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "取消", onClick: app.closeOverlay, testId: "tm-share-no" },
            { label: "开始共享", onClick: () => (app.closeOverlay(), set({ sharing: true })), testId: "tm-share-ok" },
          ]}
        >
          开始共享后，其他参会者将看到你手机屏幕上的内容。
        </Dialog>
      )}
    </div>
  );
}

export function MembersScreen({ route, app }: ScreenProps<TencentMeetingState>) {
  const a = app.state.active;
  const o = route.overlay;
  if (!a) return <AppBar title="成员" onBack={app.pop} />;
  const draft = String(route.data.rename ?? a.myName);
  const rename = () => {
    const name = draft.trim();
    if (!name) return app.toast("名称不能为空");
    app.closeOverlay();
    app.update((d) => void (d.active && (d.active.myName = name)));
    app.toast("改名成功");
  };
  return (
    <div class="tm-screen">
      <AppBar title={`成员(${a.participants.length + 1})`} onBack={app.pop} />
      <ScrollView id="tm-members">
        <ListItem testId="tm-member-me" leading={<Avatar name={a.myName} size={36} color="#0a6cff" />} title={`${a.myName}（我）`} subtitle={a.isHost ? "主持人" : undefined} trailing={<Icon path={a.muted ? mdiMicrophoneOff : mdiMicrophone} size={20} />} onClick={() => app.openOverlay("sheet", "me")} />
        {a.participants.map((p) => (
          <ListItem key={p} testId={`tm-member-${p}`} leading={<Avatar name={p} size={36} />} title={p} subtitle={p === a.hostName ? "主持人" : undefined} />
        ))}
      </ScrollView>
      {o?.name === "me" && (
        <BottomSheet title={a.myName} testId="tm-me-sheet" onDismiss={app.closeOverlay}>
          <ListItem dense testId="tm-rename" title="改名" onClick={() => (app.setData({ rename: a.myName }), app.openOverlay("dialog", "rename"))} />
          <ListItem dense testId="tm-me-mic" title={a.muted ? "解除静音" : "静音"} onClick={() => (app.closeOverlay(), app.update((d) => void (d.active && (d.active.muted = !d.active.muted))))} />
        </BottomSheet>
      )}
      {o?.name === "rename" && (
        <Dialog
          title="改名"
          testId="tm-rename-dialog"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "取消", onClick: app.closeOverlay, testId: "tm-rename-no" },
            { label: "确定", onClick: rename, testId: "tm-rename-ok" },
          ]}
        >
          <TextField id="tm.rename" value={draft} placeholder="请输入会中名称" onChange={(v) => app.setData({ rename: v })} />
        </Dialog>
      )}
    </div>
  );
}

export function ChatScreen({ route, app }: ScreenProps<TencentMeetingState>) {
  const a = app.state.active;
  if (!a) return <AppBar title="聊天" onBack={app.pop} />;
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
  const label = (t: string) => (t === "all" ? "所有人" : t);
  return (
    <div class="tm-screen">
      <AppBar title="聊天" onBack={app.pop} />
      <ScrollView id="tm-chat">
        <div class="tm-chat-list">
          {a.chat.length === 0 && <div class="tm-empty">暂无聊天消息</div>}
          {a.chat.map((c) => (
            <div key={c.id} class={`tm-chat-msg ${c.from === "me" ? "mine" : ""}`} data-testid={`tm-chat-${c.id}`}>
              <div class="tm-chat-meta">
                {c.from === "me" ? a.myName : c.from} 对 {label(c.to)}
                {c.to !== "all" && <span class="tm-private">（私聊）</span>} {c.at}
              </div>
              <div class="tm-chat-text">{c.text}</div>
            </div>
          ))}
        </div>
      </ScrollView>
      <div class="tm-chat-bar">
        <button class="tm-chat-to" data-testid="tm-chat-to" onClick={() => app.openOverlay("sheet", "to")}>
          发送至：{label(to)}
          <Icon path={mdiChevronDown} size={16} />
        </button>
        <div class="tm-chat-input">
          <TextField id="tm.chat" value={text} placeholder="说点什么…" onChange={(v) => app.setData({ text: v })} onSubmit={send} />
          <Button testId="tm-chat-send" onClick={send}>发送</Button>
        </div>
      </div>
      {route.overlay?.name === "to" && (
        <BottomSheet title="发送至" testId="tm-to-sheet" onDismiss={app.closeOverlay}>
          <ListItem dense testId="tm-to-all" title="所有人" onClick={() => (app.closeOverlay(), app.setData({ to: "all" }))} />
          {a.participants.map((p) => (
            <ListItem key={p} dense testId={`tm-to-${p}`} title={`${p}（私聊）`} onClick={() => (app.closeOverlay(), app.setData({ to: p }))} />
          ))}
        </BottomSheet>
      )}
    </div>
  );
}
