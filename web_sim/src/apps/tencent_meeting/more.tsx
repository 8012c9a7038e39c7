/** History meetings and their detail; personal room, account and security, profile, settings. */
import { mdiCellphone, mdiLaptop } from "@mdi/js";
import { formatMeetingId, historyMinutes, myMinutes, type TmHistory } from "../../../world/tencent_meeting";
import type { ScreenProps } from "../../os/types";
import { AppBar, Avatar, Button, Icon, ListItem, ScrollView, SectionHeader, SwitchItem } from "../../os/ui/kit";
import { Info } from "./booking";
import { dayLabel, durationLabel, startQuickMeeting } from "./logic";
import type { TencentMeetingState, TmSettings } from "./state";

const newestFirst = (a: TmHistory, b: TmHistory) => (a.date + a.start < b.date + b.start ? 1 : -1);

export function HistoryScreen({ app }: ScreenProps<TencentMeetingState>) {
  const list = [...app.state.history].sort(newestFirst);
  const days = [...new Set(list.map((h) => h.date))];
  return (
    <div class="tm-screen">
      <AppBar title="历史会议" onBack={app.pop} />
      <ScrollView id="tm-history">
        {list.length === 0 && <div class="tm-empty">暂无历史会议</div>}
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
                      发起人 {h.hostId === "me" ? "我" : h.hostName} · {durationLabel(historyMinutes(h))}
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
  if (!h) return <AppBar title="会议详情" onBack={app.pop} />;
  return (
    <div class="tm-screen">
      <AppBar title="会议详情" onBack={app.pop} />
      <ScrollView id="tm-hist-detail">
        <div class="tm-detail-head">
          <div class="tm-detail-title" data-testid="tm-hd-title">{h.title}</div>
          <div class="tm-hint">已结束</div>
        </div>
        <div class="tm-card">
          <Info label="会议号" value={formatMeetingId(h.meetingId)} testId="tm-hd-id" />
          <Info label="发起人" value={h.hostName} testId="tm-hd-host" />
          <Info label="开始时间" value={`${h.date} ${h.start}`} testId="tm-hd-start" />
          <Info label="结束时间" value={`${h.date} ${h.end}`} testId="tm-hd-end" />
          <Info label="会议时长" value={durationLabel(historyMinutes(h))} testId="tm-hd-length" />
          <Info label="预定时长" value={durationLabel(h.plannedMinutes)} testId="tm-hd-planned" />
        </div>
        <SectionHeader>我的参会记录</SectionHeader>
        <div class="tm-card">
          {h.joins.map((j, i) => (
            <div key={j.at} class="tm-info" data-testid={`tm-hd-join-${i + 1}`}>
              <span class="tm-info-label">第{i + 1}次入会</span>
              <span class="tm-info-value">{`${j.at} 入会 · 参会${j.minutes}分钟`}</span>
            </div>
          ))}
          <Info label="累计参会" value={`${myMinutes(h)}分钟`} testId="tm-hd-mine" />
        </div>
        <SectionHeader>参会成员（{h.participants.length}人）</SectionHeader>
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
      <AppBar title="个人会议室" onBack={app.pop} />
      <ScrollView id="tm-room">
        <div class="tm-detail-head">
          <div class="tm-detail-title">{app.state.user.name}的个人会议室</div>
        </div>
        <div class="tm-card">
          <Info label="个人会议号" value={formatMeetingId(r.meetingId)} testId="tm-room-id" />
          <Info label="入会密码" value={r.password || "无"} />
        </div>
        <div class="tm-card">
          <SwitchItem title="开启等候室" subtitle="成员入会前需经主持人同意" checked={r.waitingRoom} testId="tm-room-waiting" onChange={(v) => app.update((d) => void (d.personalRoom.waitingRoom = v))} />
        </div>
        <div class="tm-detail-actions">
          <Button testId="tm-room-enter" onClick={() => startQuickMeeting(app, { video: app.state.settings.videoOnJoin, mic: app.state.settings.micOnJoin, personalRoom: true })}>进入会议</Button>
        </div>
      </ScrollView>
    </div>
  );
}

export function AccountScreen({ app }: ScreenProps<TencentMeetingState>) {
  const u = app.state.user;
  return (
    <div class="tm-screen">
      <AppBar title="账号与安全" onBack={app.pop} />
      <ScrollView id="tm-account">
        <div class="tm-card">
          <Info label="手机号" value={u.phone} />
          <Info label="微信" value="已绑定" />
          <Info label="实名认证" value={`已认证（${u.verifiedName}）`} testId="tm-acc-verified" />
          <ListItem testId="tm-acc-password" title="修改密码" onClick={() => app.toast("请在电脑端修改密码")} />
        </div>
        <SectionHeader>登录设备</SectionHeader>
        <div class="tm-card">
          <ListItem leading={<Icon path={mdiCellphone} />} title="MobileGym Phone 1（本机）" subtitle="当前在线" />
          {app.state.devices.map((d) => (
            <ListItem key={d.id} testId={`tm-device-${d.id}`} leading={<Icon path={mdiLaptop} />} title={d.name} subtitle={`最近登录 ${d.lastActive}`} />
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
      <AppBar title="个人资料" onBack={app.pop} />
      <ScrollView id="tm-profile">
        <div class="tm-me-head">
          <Avatar name={u.name} size={64} color="#0a6cff" />
        </div>
        <div class="tm-card">
          <Info label="名称" value={u.name} testId="tm-profile-name" />
          <Info label="企业" value={u.company} />
          <Info label="手机号" value={u.phone} />
          <Info label="实名认证" value={app.state.settings.showVerifiedIdentity ? "已认证 · 对外展示" : "已认证 · 不对外展示"} />
        </div>
      </ScrollView>
    </div>
  );
}

const GROUPS: Array<[string, Array<[keyof TmSettings, string, string?]>]> = [
  ["入会设置", [["micOnJoin", "入会时开启麦克风"], ["speakerOnJoin", "入会时开启扬声器"], ["videoOnJoin", "入会时开启摄像头"]]],
  ["视频", [["mirrorVideo", "视频镜像"], ["beauty", "美颜"], ["hdVideo", "高清画质"], ["hideNonVideo", "隐藏非视频参会者"], ["hideSelf", "隐藏自己", "在自己的会议画面中不显示自己"]]],
  ["音频", [["noiseSuppression", "智能降噪"], ["joinLeaveTone", "成员入会/离会提示音"]]],
  ["会议", [["showJoinDuration", "显示参会时长"], ["autoCopyInvite", "预定后自动复制邀请信息"], ["floatingWindow", "会中悬浮窗"], ["liveCaptions", "实时字幕"], ["autoCloudRecord", "自动开启云录制"]]],
  ["通知", [["messageNotifications", "新消息通知"], ["meetingReminder", "会议开始提醒"]]],
  ["隐私", [["showVerifiedIdentity", "对外展示实名认证信息", "开启后，参会者可看到你的实名认证标识"]]],
];

export function SettingsScreen({ app }: ScreenProps<TencentMeetingState>) {
  const s = app.state.settings;
  return (
    <div class="tm-screen">
      <AppBar title="设置" onBack={app.pop} />
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
        <div class="tm-hint">腾讯会议 3.28.0</div>
      </ScrollView>
    </div>
  );
}
