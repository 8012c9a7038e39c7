/** History meetings and their detail; personal room, account and security, profile, settings. */
import { mdiCellphone, mdiLaptop } from "@mdi/js";
import { formatMeetingId, historyMinutes, myMinutes, type TmHistory } from "../../../world/tencent_meeting";
import type { ScreenProps } from "../../os/types";
import { AppBar, Avatar, Button, Icon, ListItem, ScrollView, SectionHeader, SwitchItem } from "../../os/ui/kit";
import { Info } from "./booking";
import { dayLabel, durationLabel, personalRoomTitle, startQuickMeeting } from "./logic";
import type { TencentMeetingState, TmSettings } from "./state";

const newestFirst = (a: TmHistory, b: TmHistory) => (a.date + a.start < b.date + b.start ? 1 : -1);

export function HistoryScreen({ app }: ScreenProps<TencentMeetingState>) {
  const list = [...app.state.history].sort(newestFirst);
  const days = [...new Set(list.map((h) => h.date))];
  return (
    <div class="tm-screen">
      <AppBar title="History" onBack={app.pop} />
      <ScrollView id="tm-history">
        {list.length === 0 && <div class="tm-empty">No past meetings</div>}
        {days.map((day) => (
          <div key={day}>
            <div class="tm-day">{dayLabel(day, app.os)}</div>
            {list
              .filter((h) => h.date === day)
              .map((h) => (
                <div key={h.id} class="tm-meeting" role="button" data-testid={`tm-hist-${h.id}`} onClick={() => app.push("historyDetail", { id: h.id })}>
                  <div class="tm-meeting-time">
                    <div>{h.start}</div>
                    <small>{h.end}</small>
                  </div>
                  <div class="tm-meeting-main">
                    <div class="tm-meeting-title">{h.title}</div>
                    <div class="tm-meeting-sub">
                      Host: {h.hostId === "me" ? "Me" : h.hostName} · {durationLabel(historyMinutes(h))}
                    </div>
                  </div>
                </div>
              ))}
          </div>
        ))}
      </ScrollView>
    </div>
  );
}

export function HistoryDetailScreen({ route, app }: ScreenProps<TencentMeetingState>) {
  const h = app.state.history.find((x) => x.id === String(route.params.id));
  if (!h) return <AppBar title="Meeting Details" onBack={app.pop} />;
  return (
    <div class="tm-screen">
      <AppBar title="Meeting Details" onBack={app.pop} />
      <ScrollView id="tm-hist-detail">
        <div class="tm-detail-head">
          <div class="tm-detail-title" data-testid="tm-hd-title">{h.title}</div>
          <div class="tm-hint">Ended</div>
        </div>
        <div class="tm-card">
          <Info label="Meeting ID" value={formatMeetingId(h.meetingId)} testId="tm-hd-id" />
          <Info label="Host" value={h.hostName} testId="tm-hd-host" />
          <Info label="Start time" value={`${h.date} ${h.start}`} testId="tm-hd-start" />
          <Info label="End time" value={`${h.date} ${h.end}`} testId="tm-hd-end" />
          <Info label="Duration" value={durationLabel(historyMinutes(h))} testId="tm-hd-length" />
          <Info label="Scheduled duration" value={durationLabel(h.plannedMinutes)} testId="tm-hd-planned" />
        </div>
        <SectionHeader>My attendance</SectionHeader>
        <div class="tm-card">
          {h.joins.map((j, i) => (
            <div key={j.at} class="tm-info" data-testid={`tm-hd-join-${i + 1}`}>
              <span class="tm-info-label">Join {i + 1}</span>
              <span class="tm-info-value">{`Joined at ${j.at} · ${j.minutes} min`}</span>
            </div>
          ))}
          <Info label="My total time" value={`${myMinutes(h)} min`} testId="tm-hd-mine" />
        </div>
        <SectionHeader>Participants ({h.participants.length})</SectionHeader>
        <div class="tm-card tm-people" data-testid="tm-hd-people">
          {h.participants.map((p) => (
            <div key={p} class="tm-person">
              <Avatar name={p} size={36} />
              <span>{p}</span>
            </div>
          ))}
        </div>
      </ScrollView>
    </div>
  );
}

export function PersonalRoomScreen({ app }: ScreenProps<TencentMeetingState>) {
  const r = app.state.personalRoom;
  return (
    <div class="tm-screen">
      <AppBar title="Personal Meeting Room" onBack={app.pop} />
      <ScrollView id="tm-room">
        <div class="tm-detail-head">
          <div class="tm-detail-title">{personalRoomTitle(app.state.user.name)}</div>
        </div>
        <div class="tm-card">
          <Info label="Personal Meeting ID" value={formatMeetingId(r.meetingId)} testId="tm-room-id" />
          <Info label="Password" value={r.password || "None"} />
        </div>
        <div class="tm-card">
          <SwitchItem title="Waiting room" subtitle="Participants wait until the host admits them" checked={r.waitingRoom} testId="tm-room-waiting" onChange={(v) => app.update((d) => void (d.personalRoom.waitingRoom = v))} />
        </div>
        <div class="tm-detail-actions">
          <Button testId="tm-room-enter" onClick={() => startQuickMeeting(app, { video: app.state.settings.videoOnJoin, mic: app.state.settings.micOnJoin, personalRoom: true })}>Enter Meeting</Button>
        </div>
      </ScrollView>
    </div>
  );
}

export function AccountScreen({ app }: ScreenProps<TencentMeetingState>) {
  const u = app.state.user;
  return (
    <div class="tm-screen">
      <AppBar title="Account & Security" onBack={app.pop} />
      <ScrollView id="tm-account">
        <div class="tm-card">
          <Info label="Phone" value={u.phone} />
          <Info label="WeChat" value="Linked" />
          <Info label="Real name" value={`Verified (${u.verifiedName})`} testId="tm-acc-verified" />
          <ListItem testId="tm-acc-password" title="Change Password" onClick={() => app.toast("Change your password in the desktop app")} />
        </div>
        <SectionHeader>Signed-in devices</SectionHeader>
        <div class="tm-card">
          <ListItem leading={<Icon path={mdiCellphone} />} title="MobileGym Phone 1 (this device)" subtitle="Online now" />
          {app.state.devices.map((d) => (
            <ListItem key={d.id} testId={`tm-device-${d.id}`} leading={<Icon path={mdiLaptop} />} title={d.name} subtitle={`Last active ${d.lastActive}`} />
          ))}
        </div>
      </ScrollView>
    </div>
  );
}

export function ProfileScreen({ app }: ScreenProps<TencentMeetingState>) {
  const u = app.state.user;
  return (
    <div class="tm-screen">
      <AppBar title="Profile" onBack={app.pop} />
      <ScrollView id="tm-profile">
        <div class="tm-me-head">
          <Avatar name={u.name} size={64} color="#0a6cff" />
        </div>
        <div class="tm-card">
          <Info label="Name" value={u.name} testId="tm-profile-name" />
          <Info label="Company" value={u.company} />
          <Info label="Phone" value={u.phone} />
          <Info label="Real name" value={app.state.settings.showVerifiedIdentity ? "Verified · shown to others" : "Verified · not shown"} />
        </div>
      </ScrollView>
    </div>
  );
}

const GROUPS: Array<[string, Array<[keyof TmSettings, string, string?]>]> = [
  ["Joining", [["micOnJoin", "Turn on microphone when joining"], ["speakerOnJoin", "Turn on speaker when joining"], ["videoOnJoin", "Turn on camera when joining"]]],
  ["Video", [["mirrorVideo", "Mirror my video"], ["beauty", "Beauty filter"], ["hdVideo", "HD video"], ["hideNonVideo", "Hide non-video participants"], ["hideSelf", "Hide myself", "Don't show myself in my own meeting view"]]],
  ["Audio", [["noiseSuppression", "Noise suppression"], ["joinLeaveTone", "Join/leave sound"]]],
  ["Meetings", [["showJoinDuration", "Show my time in meetings"], ["autoCopyInvite", "Copy invitation after scheduling"], ["floatingWindow", "Floating window in meetings"], ["liveCaptions", "Live captions"], ["autoCloudRecord", "Start cloud recording automatically"]]],
  ["Notifications", [["messageNotifications", "New message notifications"], ["meetingReminder", "Meeting start reminders"]]],
  ["Privacy", [["showVerifiedIdentity", "Show my verified identity", "Participants can see your real-name verification badge"]]],
];

export function SettingsScreen({ app }: ScreenProps<TencentMeetingState>) {
  const s = app.state.settings;
  return (
    <div class="tm-screen">
      <AppBar title="Settings" onBack={app.pop} />
      <ScrollView id="tm-settings">
        {GROUPS.map(([title, items]) => (
          <div key={title}>
            <SectionHeader>{title}</SectionHeader>
            <div class="tm-card">
              {items.map(([key, label, sub]) => (
                <SwitchItem key={key} title={label} subtitle={sub} checked={s[key]} testId={`tm-set-${key}`} onChange={(v) => app.update((d) => void (d.settings[key] = v))} />
              ))}
            </div>
          </div>
        ))}
        <div class="tm-hint">Tencent Meeting 3.28.0</div>
      </ScrollView>
    </div>
  );
}
