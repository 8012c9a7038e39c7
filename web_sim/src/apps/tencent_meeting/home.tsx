/** The home screen's four tabs: Meetings (actions and the meeting list), Messages, Contacts, Me. */
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
  { id: "meetings", label: "Meetings", icon: mdiVideoOutline },
  { id: "messages", label: "Messages", icon: mdiMessageTextOutline },
  { id: "contacts", label: "Contacts", icon: mdiAccountMultipleOutline },
  { id: "me", label: "Me", icon: mdiAccountCircleOutline },
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
        {s.settings.showVerifiedIdentity && <span class="tm-verified">Verified</span>}
      </div>
      <div class="tm-actions">
        <Action icon={mdiPlus} label="Join" testId="tm-home-join" onClick={() => app.push("join")} />
        <Action icon={mdiFlash} label="Quick Meeting" testId="tm-home-quick" onClick={() => app.push("quick")} />
        <Action icon={mdiCalendarClock} label="Schedule" testId="tm-home-schedule" onClick={() => app.push("schedule")} />
        <Action icon={mdiMonitorShare} label="Share Screen" testId="tm-home-share" onClick={() => app.toast(s.active ? "Tap \"Share Screen\" in the meeting" : "Join a meeting first to share your screen")} />
      </div>
      {s.active && (
        <div class="tm-return" role="button" data-testid="tm-return-meeting" onClick={() => app.push("meeting")}>
          <span class="tm-return-title">In meeting: {s.active.title}</span>
          <span>Return</span>
        </div>
      )}
      <div class="tm-list-head">
        <span>Meetings</span>
        <span class="tm-link" role="button" data-testid="tm-open-history" onClick={() => app.push("history")}>
          History
          <Icon path={mdiChevronRight} size={18} />
        </span>
      </div>
      {list.length === 0 && <div class="tm-empty">No meetings</div>}
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
                      {formatMeetingId(m.meetingId)} · Host: {m.hostId === "me" ? "Me" : m.hostName}
                    </div>
                  </div>
                  <span class={`tm-tag ${status}`}>{status === "ongoing" ? "In progress" : "Upcoming"}</span>
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
      <div class="tm-tab-title">Messages</div>
      {app.state.messages.map((m) => (
        <ListItem key={m.id} testId={`tm-msg-${m.id}`} leading={<span class="tm-msg-icon"><Icon path={mdiMessageTextOutline} color="#fff" size={20} /></span>} title={m.title} subtitle={`${m.text}  ${m.at.slice(5)}`} />
      ))}
      {app.state.messages.length === 0 && <div class="tm-empty">No messages</div>}
    </>
  );
}

function ContactsTab({ app }: { app: App }) {
  const c = app.state.contacts;
  return (
    <>
      <div class="tm-tab-title">Contacts</div>
      <div class="tm-section" data-testid="tm-contacts-count">My contacts ({c.length})</div>
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
        {row("tm-open-room", mdiDoorOpen, "Personal Meeting Room", "personalRoom")}
        {row("tm-open-history2", mdiHistory, "History", "history")}
      </div>
      <div class="tm-card">
        {row("tm-open-account", mdiShieldAccountOutline, "Account & Security", "account")}
        {row("tm-open-settings", mdiCogOutline, "Settings", "settings")}
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
