/** The home screen's four tabs: 会议 (actions and the meeting list), 消息, 通讯录, 我的. */
import {
  mdiAccountCircleOutline,
  mdiAccountMultipleOutline,
  mdiCalendarClock,
  mdiChevronRight,
  mdiCogOutline,
  mdiDoorOpen,
  mdiFlash,
  mdiHistory,
  mdiMessageTextOutline,
  mdiMonitorShare,
  mdiPlus,
  mdiShieldAccountOutline,
  mdiVideoOutline,
} from "@mdi/js";
import { formatMeetingId, meetingEnd, meetingStatus, type TmMeeting } from "../../../world/tencent_meeting";
import type { ScreenProps } from "../../os/types";
import { Avatar, BottomNav, Icon, ListItem, ScrollView } from "../../os/ui/kit";
import { dayLabel, type App } from "./logic";
import type { TencentMeetingState } from "./state";

const TABS = [
  { id: "meetings", label: "会议", icon: mdiVideoOutline },
  { id: "messages", label: "消息", icon: mdiMessageTextOutline },
  { id: "contacts", label: "通讯录", icon: mdiAccountMultipleOutline },
  { id: "me", label: "我的", icon: mdiAccountCircleOutline },
];

function Action({ icon, label, testId, onClick }: { icon: string; label: string; testId: string; onClick: () => void }) {
  return (
    <button class="tm-action" data-testid={testId} onClick={onClick}>
      <span class="tm-action-icon">
        <Icon path={icon} size={30} color="#fff" />
      </span>
      <span>{label}</span>
    </button>
  );
}

const byStart = (a: TmMeeting, b: TmMeeting) => (a.date + a.start < b.date + b.start ? -1 : a.date + a.start > b.date + b.start ? 1 : 0);

function MeetingsTab({ app }: { app: App }) {
  const s = app.state;
  const list = [...s.meetings].sort(byStart);
  const days = [...new Set(list.map((m) => m.date))];
  return (
    <>
      <div class="tm-home-head">
        <Avatar name={s.user.name} size={36} color="#0a6cff" />
        <span class="tm-home-name">{s.user.name}</span>
        {s.settings.showVerifiedIdentity && <span class="tm-verified">已实名</span>}
      </div>
      <div class="tm-actions">
        <Action icon={mdiPlus} label="加入会议" testId="tm-home-join" onClick={() => app.push("join")} />
        <Action icon={mdiFlash} label="快速会议" testId="tm-home-quick" onClick={() => app.push("quick")} />
        <Action icon={mdiCalendarClock} label="预定会议" testId="tm-home-schedule" onClick={() => app.push("schedule")} />
        <Action icon={mdiMonitorShare} label="共享屏幕" testId="tm-home-share" onClick={() => app.toast(s.active ? "请在会议中点击「共享屏幕」" : "请先加入会议，再共享屏幕")} />
      </div>
      {s.active && (
        <div class="tm-return" role="button" data-testid="tm-return-meeting" onClick={() => app.push("meeting")}>
          <span>会议中：{s.active.title}</span>
          <span>返回会议</span>
        </div>
      )}
      <div class="tm-list-head">
        <span>会议列表</span>
        <span class="tm-link" role="button" data-testid="tm-open-history" onClick={() => app.push("history")}>
          历史会议
          <Icon path={mdiChevronRight} size={18} />
        </span>
      </div>
      {list.length === 0 && <div class="tm-empty">暂无会议</div>}
      {days.map((day) => (
        <div key={day}>
          <div class="tm-day">{dayLabel(day, app.os)}</div>
          {list
            .filter((m) => m.date === day)
            .map((m) => {
              const status = meetingStatus(m, app.os.clock.now, app.os.clock.tzOffsetMinutes);
              return (
                <div key={m.id} class="tm-meeting" role="button" data-testid={`tm-meeting-${m.id}`} onClick={() => app.push("detail", { id: m.id })}>
                  <div class="tm-meeting-time">
                    <div>{m.start}</div>
                    <small>{meetingEnd(m).time}</small>
                  </div>
                  <div class="tm-meeting-main">
                    <div class="tm-meeting-title">{m.title}</div>
                    <div class="tm-meeting-sub">
                      {formatMeetingId(m.meetingId)} · 发起人 {m.hostId === "me" ? "我" : m.hostName}
                    </div>
                  </div>
                  <span class={`tm-tag ${status}`}>{status === "ongoing" ? "进行中" : "待开始"}</span>
                </div>
              );
            })}
        </div>
      ))}
    </>
  );
}

function MessagesTab({ app }: { app: App }) {
  return (
    <>
      <div class="tm-tab-title">消息</div>
      {app.state.messages.map((m) => (
        <ListItem key={m.id} testId={`tm-msg-${m.id}`} leading={<span class="tm-msg-icon"><Icon path={mdiMessageTextOutline} color="#fff" size={20} /></span>} title={m.title} subtitle={`${m.text}  ${m.at.slice(5)}`} />
      ))}
      {app.state.messages.length === 0 && <div class="tm-empty">暂无消息</div>}
    </>
  );
}

function ContactsTab({ app }: { app: App }) {
  const c = app.state.contacts;
  return (
    <>
      <div class="tm-tab-title">通讯录</div>
      <div class="tm-section" data-testid="tm-contacts-count">我的联系人（{c.length}）</div>
      {c.map((p) => (
        <ListItem key={p.id} testId={`tm-contact-${p.id}`} leading={<Avatar name={p.name} size={40} />} title={p.name} subtitle={p.company} />
      ))}
    </>
  );
}

function MeTab({ app }: { app: App }) {
  const u = app.state.user;
  const row = (testId: string, icon: string, title: string, screen: string) => (
    <ListItem testId={testId} leading={<Icon path={icon} color="#0a6cff" />} title={title} trailing={<Icon path={mdiChevronRight} />} onClick={() => app.push(screen)} />
  );
  return (
    <>
      <div class="tm-me-head" role="button" data-testid="tm-open-profile" onClick={() => app.push("profile")}>
        <Avatar name={u.name} size={56} color="#0a6cff" />
        <div>
          <div class="tm-me-name">{u.name}</div>
          <div class="tm-me-sub">{u.company} · {u.phone}</div>
        </div>
      </div>
      <div class="tm-card">
        {row("tm-open-room", mdiDoorOpen, "个人会议室", "personalRoom")}
        {row("tm-open-history2", mdiHistory, "历史会议", "history")}
      </div>
      <div class="tm-card">
        {row("tm-open-account", mdiShieldAccountOutline, "账号与安全", "account")}
        {row("tm-open-settings", mdiCogOutline, "设置", "settings")}
      </div>
    </>
  );
}

export function HomeScreen({ route, app }: ScreenProps<TencentMeetingState>) {
  const tab = String(route.data.tab ?? "meetings");
  return (
    <div class="tm-screen tm-home">
      <ScrollView id={`tm-home-${tab}`}>
        {tab === "meetings" && <MeetingsTab app={app} />}
        {tab === "messages" && <MessagesTab app={app} />}
        {tab === "contacts" && <ContactsTab app={app} />}
        {tab === "me" && <MeTab app={app} />}
      </ScrollView>
      <BottomNav items={TABS} active={tab} onSelect={(t) => app.setData({ tab: t })} />
    </div>
  );
}
