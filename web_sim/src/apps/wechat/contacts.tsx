/**
 * People: a friend's profile, friend settings (remark, tags, memo, star, blacklist), friend
 * permissions, new friends (requests), add friend, radar, groups, tags, the blacklist, People
 * Nearby, Scan, and a generic page for entries not modelled further.
 */
import {
  mdiAccountOffOutline,
  mdiCheck,
  mdiDotsHorizontal,
  mdiGenderFemale,
  mdiGenderMale,
  mdiMessageOutline,
  mdiPhoneOutline,
  mdiQrcodeScan,
  mdiRadar,
  mdiAccountMultipleOutline,
  mdiCellphone,
} from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { Dialog, Icon, ScrollView, TextField } from "../../os/ui/kit";
import { displayName, ensureChat, newId, type WechatState, type WxContact } from "./state";
import { Avatar, Cell, GreenButton, Group, GroupAvatar, Note, Page, SwitchCell, TopBar, type App } from "./ui";
import { PhotoView } from "./photos";
import { WECHAT_STRANGERS } from "../../../world/wechat";

function find(app: App, id: unknown): WxContact | undefined {
  return app.state.contacts.find((c) => c.id === id);
}

function Gone({ app }: { app: App }) {
  return (
    <Page app={app}>
      <TopBar title="" onBack={app.pop} />
      <div class="wx-empty">
        <Icon path={mdiAccountOffOutline} size={48} color="var(--wx-sub)" />
        <div>This contact no longer exists</div>
      </div>
    </Page>
  );
}

export function editContact(app: App, id: string, recipe: (c: WxContact) => void): void {
  app.update((d) => {
    const c = d.contacts.find((x) => x.id === id);
    if (c) recipe(c);
  });
}

export function ProfileScreen({ route, app }: ScreenProps<WechatState>) {
  const c = find(app, route.params.id);
  if (!c) return <Gone app={app} />;
  const s = app.state;
  const theirs = s.moments.filter((m) => m.author === c.id).sort((a, b) => b.time - a.time);
  const momentsVisible = c.permission === "all" && !c.hideTheirMoments;
  // A friend who is also a phone contact shows that contact's number (shared provider).
  const phone = c.phoneContactId ? app.os.providers.contacts.find((x) => x.id === c.phoneContactId) : undefined;
  return (
    <Page app={app} class="wx-page-white">
      <TopBar
        title=""
        onBack={app.pop}
        right={
          <button class="wx-iconbtn" data-testid="wechat-profile-more" aria-label="More" onClick={() => app.push("friendSettings", { id: c.id })}>
            <Icon path={mdiDotsHorizontal} size={24} />
          </button>
        }
      />
      <ScrollView id="profile">
        <div class="wx-profilehead">
          <Avatar id={c.id} name={displayName(c)} size={64} />
          <div class="wx-profilehead-text">
            <div class="wx-profile-name" data-testid="wechat-profile-name">
              {displayName(c)}
              <Icon path={c.gender === "male" ? mdiGenderMale : mdiGenderFemale} size={18} color={c.gender === "male" ? "#2782d7" : "#e6533c"} />
              {c.starred && <span class="wx-star">★</span>}
            </div>
            {c.alias && <div class="wx-profile-line">Name: {c.name}</div>}
            <div class="wx-profile-line" data-testid="wechat-profile-wxid">
              WeChat ID: {c.wxid}
            </div>
            <div class="wx-profile-line" data-testid="wechat-profile-region">
              Region: {c.region}
            </div>
          </div>
        </div>
        <div class="wx-sep" />
        <Cell label="Remarks and Tags" value={[c.tags.join(", "), c.memo].filter(Boolean).join(" · ") || undefined} testId="wechat-profile-remark" onClick={() => app.push("remark", { id: c.id })} />
        <Cell label="Friend Permissions" value={c.permission === "chatOnly" ? "Chats Only" : undefined} testId="wechat-profile-perms" onClick={() => app.push("friendPerms", { id: c.id })} />
        <div class="wx-sep" />
        <Cell
          label="Moments"
          testId="wechat-profile-moments"
          onClick={() => app.push("userMoments", { id: c.id })}
          extra={
            <span class="wx-profile-thumbs">
              {momentsVisible && theirs.flatMap((m) => m.photoIds).slice(0, 4).map((p) => <PhotoView key={p} id={p} size={44} />)}
            </span>
          }
        />
        {c.signature && <Cell label="What's Up" value={c.signature} />}
        {phone && <Cell label="Mobile" value={phone.phone} testId="wechat-profile-phone" />}
        <div class="wx-sep" />
        <div class="wx-profile-action mg-clickable" role="button" data-testid="wechat-profile-message" onClick={() => app.push("chat", { id: c.id })}>
          <Icon path={mdiMessageOutline} size={22} /> Messages
        </div>
        <div class="wx-profile-action mg-clickable" role="button" data-testid="wechat-profile-call" onClick={() => app.toast("Calls are not available")}>
          <Icon path={mdiPhoneOutline} size={22} /> Voice or Video Call
        </div>
      </ScrollView>
    </Page>
  );
}

export function FriendSettingsScreen({ route, app }: ScreenProps<WechatState>) {
  const c = find(app, route.params.id);
  if (!c) return <Gone app={app} />;
  return (
    <Page app={app}>
      <TopBar title="Profile Settings" onBack={app.pop} />
      <ScrollView id="friendsettings">
        <Group>
          <Cell label="Edit Contact" testId="wechat-fs-remark" onClick={() => app.push("remark", { id: c.id })} />
          <Cell label="Friend Permissions" testId="wechat-fs-perms" onClick={() => app.push("friendPerms", { id: c.id })} />
        </Group>
        <Group>
          <Cell label="Recommend to Friend" testId="wechat-fs-recommend" onClick={() => app.push("pickChat", { mode: "share", text: `Contact card: ${c.name} (WeChat ID: ${c.wxid})` })} />
        </Group>
        <Group>
          <SwitchCell label="Add to Starred" checked={c.starred} onChange={(v) => editContact(app, c.id, (x) => void (x.starred = v))} testId="wechat-fs-star" />
        </Group>
        <Group>
          <SwitchCell
            label="Add to Blacklist"
            checked={c.blacklisted}
            onChange={(v) => (v ? app.openOverlay("dialog", "blacklist") : editContact(app, c.id, (x) => void (x.blacklisted = false)))}
            testId="wechat-fs-blacklist"
          />
        </Group>
        <Group>
          <Cell label="Delete" center danger testId="wechat-fs-delete" onClick={() => app.openOverlay("dialog", "delete")} />
        </Group>
      </ScrollView>
      {route.overlay?.name === "blacklist" && (
        <Dialog
          testId="wechat-blacklist-dialog"
          title="Add to Blacklist"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", testId: "wechat-blacklist-cancel", onClick: app.closeOverlay },
            {
              label: "OK",
              testId: "wechat-blacklist-ok",
              onClick: () => {
                editContact(app, c.id, (x) => void (x.blacklisted = true));
                app.closeOverlay();
              },
            },
          ]}
        >
          You will no longer receive messages from this contact, and you won't see each other's Moments.
        </Dialog>
      )}
      {route.overlay?.name === "delete" && (
        <Dialog
          testId="wechat-delete-dialog"
          title={`Delete contact "${displayName(c)}"`}
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", testId: "wechat-delete-cancel", onClick: app.closeOverlay },
            {
              label: "Delete",
              testId: "wechat-delete-ok",
              onClick: () => {
                app.update((d) => {
                  d.contacts = d.contacts.filter((x) => x.id !== c.id);
                  d.chats = d.chats.filter((x) => x.id !== c.id);
                });
                app.closeOverlay();
                app.pop();
                app.pop();
              },
            },
          ]}
        >
          The chat history with this contact will also be deleted.
        </Dialog>
      )}
    </Page>
  );
}

export function FriendPermsScreen({ route, app }: ScreenProps<WechatState>) {
  const c = find(app, route.params.id);
  if (!c) return <Gone app={app} />;
  const set = (recipe: (x: WxContact) => void) => editContact(app, c.id, recipe);
  const Option = ({ value, label }: { value: WxContact["permission"]; label: string }) => (
    <div class="wx-cell mg-clickable" role="button" data-testid={`wechat-perm-${value}`} onClick={() => set((x) => void (x.permission = value))}>
      <span class="wx-cell-label">{label}</span>
      {c.permission === value && <Icon path={mdiCheck} size={22} color="var(--wx-green)" />}
    </div>
  );
  return (
    <Page app={app}>
      <TopBar title="Friend Permissions" onBack={app.pop} />
      <ScrollView id="perms">
        <Group title="Set Friend Permissions">
          <Option value="all" label="Chats, Moments, WeRun, etc." />
          <Option value="chatOnly" label="Chats Only" />
        </Group>
        {c.permission === "all" && (
          <Group title="Moments and Status">
            <SwitchCell label="Hide My Posts" sub="Don't let them see my Moments and Status" checked={c.hideMyMoments} onChange={(v) => set((x) => void (x.hideMyMoments = v))} testId="wechat-perm-hidemine" />
            <SwitchCell label="Hide Their Posts" sub="Don't show their Moments and Status" checked={c.hideTheirMoments} onChange={(v) => set((x) => void (x.hideTheirMoments = v))} testId="wechat-perm-hidetheirs" />
          </Group>
        )}
      </ScrollView>
    </Page>
  );
}

export function RemarkScreen({ route, app }: ScreenProps<WechatState>) {
  const c = find(app, route.params.id);
  if (!c) return <Gone app={app} />;
  const alias = (route.data.alias as string | undefined) ?? c.alias;
  const tags = (route.data.tags as string | undefined) ?? c.tags.join(", ");
  const memo = (route.data.memo as string | undefined) ?? c.memo;
  const save = () => {
    editContact(app, c.id, (x) => {
      x.alias = alias.trim();
      x.tags = tags
        .split(/[,，]/)
        .map((t) => t.trim())
        .filter(Boolean);
      x.memo = memo.trim();
    });
    app.pop();
  };
  return (
    <Page app={app}>
      <TopBar
        title="Edit Contact"
        onBack={app.pop}
        right={
          <button class="wx-send" data-testid="wechat-remark-done" onClick={save}>
            Done
          </button>
        }
      />
      <ScrollView id="remark">
        <div class="wx-group-title">Remark</div>
        <div class="wx-fieldbox">
          <TextField id="wechat.alias" value={alias} placeholder={c.name} onChange={(v) => app.setData({ alias: v })} />
        </div>
        <div class="wx-group-title">Tags (separate with commas)</div>
        <div class="wx-fieldbox">
          <TextField id="wechat.tags" value={tags} placeholder="Add tags" onChange={(v) => app.setData({ tags: v })} />
        </div>
        <div class="wx-group-title">Description</div>
        <div class="wx-fieldbox">
          <TextField id="wechat.memo" value={memo} placeholder="Add more notes" multiline onChange={(v) => app.setData({ memo: v })} />
        </div>
      </ScrollView>
    </Page>
  );
}

export function NewFriendsScreen({ app }: ScreenProps<WechatState>) {
  const s = app.state;
  const accept = (rid: string) =>
    app.update((d) => {
      const r = d.friendRequests.find((x) => x.id === rid);
      if (!r || r.status !== "pending") return;
      r.status = "accepted";
      const id = newId(d, "u");
      d.contacts.push({ id, wxid: r.wxid, name: r.name, alias: "", region: r.region, gender: "male", signature: "", memo: "", tags: [], starred: false, blacklisted: false, permission: "all", hideMyMoments: false, hideTheirMoments: false, steps: 0, phoneContactId: null });
      ensureChat(d, id);
    });
  return (
    <Page app={app} testId="wechat-newfriends-page">
      <TopBar
        title="New Friends"
        onBack={app.pop}
        right={
          <button class="wx-textbtn" data-testid="wechat-newfriends-add" onClick={() => app.push("addFriend")}>
            Add
          </button>
        }
      />
      <ScrollView id="newfriends" class="wx-white">
        <div class="wx-letter">Recent requests</div>
        {s.friendRequests.map((r) => (
          <div key={r.id} class="wx-contactrow" data-testid={`wechat-request-${r.id}`}>
            <Avatar id={r.wxid} name={r.name} size={44} />
            <span class="wx-contactrow-name">
              {r.name}
              <span class="wx-cell-sub">{r.message}</span>
            </span>
            {r.status === "pending" ? (
              <button class="wx-small-btn" data-testid={`wechat-accept-${r.id}`} onClick={() => accept(r.id)}>
                Accept
              </button>
            ) : (
              <span class="wx-cell-value">Added</span>
            )}
          </div>
        ))}
      </ScrollView>
    </Page>
  );
}

export function AddFriendScreen({ route, app }: ScreenProps<WechatState>) {
  const s = app.state;
  const q = (route.data.q as string | undefined) ?? "";
  const searched = route.data.searched as string | undefined;
  const k = (searched ?? "").trim().toLowerCase();
  const digits = k.replace(/\D/g, "");
  const hit = k ? WECHAT_STRANGERS.find(([, , wxid, phone]) => wxid.toLowerCase() === k || (digits.length >= 7 && phone.replace(/\D/g, "").endsWith(digits))) : undefined;
  const sent = hit ? s.sentRequests.some((r) => r.wxid === hit[2]) : false;
  return (
    <Page app={app}>
      <TopBar title="Add Contacts" onBack={app.pop} />
      <div class="wx-searchbar">
        <TextField id="wechat.addSearch" search placeholder="WeChat ID/Mobile" value={q} onChange={(v) => app.setData({ q: v, searched: null })} onSubmit={() => app.setData({ searched: q })} />
      </div>
      <ScrollView id="addfriend">
        {q.trim() && searched !== q && (
          <Group>
            <Cell label={`Search: ${q}`} testId="wechat-add-search" onClick={() => app.setData({ searched: q })} />
          </Group>
        )}
        {typeof searched === "string" && searched === q && !hit && <div class="wx-empty">This user doesn't exist</div>}
        {typeof searched === "string" && searched === q && hit && (
          <Group>
            <div class="wx-contactrow" data-testid={`wechat-stranger-${hit[0]}`}>
              <Avatar id={hit[2]} name={hit[1]} size={44} />
              <span class="wx-contactrow-name">
                {hit[1]}
                <span class="wx-cell-sub">WeChat ID: {hit[2]}</span>
              </span>
              {sent ? (
                <span class="wx-cell-value">Sent</span>
              ) : (
                <button
                  class="wx-small-btn"
                  data-testid="wechat-add-request"
                  onClick={() =>
                    app.update((d) => {
                      d.sentRequests.push({ id: newId(d, "req"), wxid: hit[2], name: hit[1], time: app.os.clock.now });
                    })
                  }
                >
                  Add
                </button>
              )}
            </div>
          </Group>
        )}
        <div class="wx-myid">My WeChat ID: {s.user.wxid}</div>
        <Group>
          <Cell label="Radar" icon={mdiRadar} iconColor="#2782d7" value="Add nearby friends" testId="wechat-add-radar" onClick={() => app.push("radar")} />
          <Cell label="Join Private Group" icon={mdiAccountMultipleOutline} iconColor="#07c160" value="Join with friends nearby" testId="wechat-add-facetoface" onClick={() => app.push("placeholder", { title: "Join Private Group" })} />
          <Cell label="Scan" icon={mdiQrcodeScan} iconColor="#2782d7" value="Scan QR code" testId="wechat-add-scan" onClick={() => app.push("scan")} />
          <Cell label="Mobile Contacts" icon={mdiCellphone} iconColor="#07c160" value="Add from address book" testId="wechat-add-mobile" onClick={() => app.push("mobileContacts")} />
        </Group>
      </ScrollView>
    </Page>
  );
}

export function RadarScreen({ app }: ScreenProps<WechatState>) {
  return (
    <Page app={app} class="wx-radar" testId="wechat-radar-page">
      <TopBar title="Radar" onBack={app.pop} />
      <div class="wx-radar-body">
        <svg width="280" height="280" viewBox="0 0 280 280" aria-hidden="true">
          {[130, 95, 60].map((r) => (
            <circle key={r} cx="140" cy="140" r={r} fill="none" stroke="rgba(255,255,255,0.35)" stroke-width="1.5" />
          ))}
          <path d="M140 140 L140 10 A130 130 0 0 1 252 75 Z" fill="rgba(7,193,96,0.35)" />
        </svg>
        <Avatar id="me" name={app.state.user.name} size={56} />
        <div class="wx-radar-text">Searching for friends nearby who also turned on Radar…</div>
      </div>
    </Page>
  );
}

export function MobileContactsScreen({ app }: ScreenProps<WechatState>) {
  const s = app.state;
  return (
    <Page app={app}>
      <TopBar title="Mobile Contacts" onBack={app.pop} />
      <ScrollView id="mobilecontacts" class="wx-white">
        {app.os.providers.contacts.map((pc) => {
          const friend = s.contacts.find((c) => c.phoneContactId === pc.id);
          return (
            <div key={pc.id} class="wx-contactrow" data-testid={`wechat-mobile-${pc.id}`}>
              <Avatar id={pc.id} name={pc.name || "?"} size={40} />
              <span class="wx-contactrow-name">
                {pc.name}
                <span class="wx-cell-sub">{friend ? `WeChat: ${friend.name}` : pc.phone}</span>
              </span>
              <span class="wx-cell-value">{friend ? "Added" : "Invite"}</span>
            </div>
          );
        })}
      </ScrollView>
    </Page>
  );
}

export function GroupsScreen({ app }: ScreenProps<WechatState>) {
  return (
    <Page app={app}>
      <TopBar title="Group Chats" onBack={app.pop} />
      <ScrollView id="groups" class="wx-white">
        {app.state.groups.map((g) => (
          <div key={g.id} class="wx-contactrow mg-clickable" role="button" data-testid={`wechat-group-${g.id}`} onClick={() => app.push("chat", { id: g.id })}>
            <GroupAvatar members={["me", ...g.members].map((m) => ({ id: m, name: m === "me" ? app.state.user.name : (app.state.contacts.find((c) => c.id === m)?.name ?? m) }))} size={40} />
            <span class="wx-contactrow-name">
              {g.name}
              <span class="wx-cell-sub">{g.members.length + 1} members</span>
            </span>
          </div>
        ))}
      </ScrollView>
    </Page>
  );
}

export function TagsScreen({ app }: ScreenProps<WechatState>) {
  const s = app.state;
  const tags = [...new Set(s.contacts.flatMap((c) => c.tags))].sort();
  return (
    <Page app={app}>
      <TopBar title="Tags" onBack={app.pop} />
      <ScrollView id="tags">
        {tags.length === 0 && <div class="wx-empty">No tags</div>}
        <Group>
          {tags.map((t) => {
            const members = s.contacts.filter((c) => c.tags.includes(t));
            return <Cell key={t} label={`${t} (${members.length})`} value={members.map(displayName).join(", ")} testId={`wechat-tag-${t}`} />;
          })}
        </Group>
      </ScrollView>
    </Page>
  );
}

export function BlacklistScreen({ app }: ScreenProps<WechatState>) {
  const list = app.state.contacts.filter((c) => c.blacklisted);
  return (
    <Page app={app} testId="wechat-blacklist-page">
      <TopBar title="Blocked List" onBack={app.pop} />
      <ScrollView id="blacklist" class="wx-white">
        {list.length === 0 && <div class="wx-empty">No blocked contacts</div>}
        {list.map((c) => (
          <div key={c.id} class="wx-contactrow mg-clickable" role="button" data-testid={`wechat-blocked-${c.id}`} onClick={() => app.push("profile", { id: c.id })}>
            <Avatar id={c.id} name={displayName(c)} size={40} />
            <span class="wx-contactrow-name">{displayName(c)}</span>
          </div>
        ))}
      </ScrollView>
    </Page>
  );
}

const NEARBY: Array<[string, string, string]> = [
  ["n1", "Sunny", "120 m"],
  ["n2", "Coffee Cat", "350 m"],
  ["n3", "Mountain Lee", "800 m"],
  ["n4", "Xiao Mei", "1.2 km"],
];

export function NearbyScreen({ app }: ScreenProps<WechatState>) {
  return (
    <Page app={app}>
      <TopBar title="People Nearby" onBack={app.pop} />
      <ScrollView id="nearby" class="wx-white">
        {NEARBY.map(([id, name, dist]) => (
          <div key={id} class="wx-contactrow" data-testid={`wechat-nearby-${id}`}>
            <Avatar id={id} name={name} size={44} />
            <span class="wx-contactrow-name">
              {name}
              <span class="wx-cell-sub">{dist}</span>
            </span>
          </div>
        ))}
      </ScrollView>
    </Page>
  );
}

export function ScanScreen({ app }: ScreenProps<WechatState>) {
  return (
    <Page app={app} class="wx-radar">
      <TopBar title="Scan" onBack={app.pop} />
      <div class="wx-radar-body">
        <div class="wx-scanframe" />
        <div class="wx-radar-text">Align the QR code within the frame to scan</div>
      </div>
    </Page>
  );
}

export function PlaceholderScreen({ route, app }: ScreenProps<WechatState>) {
  return (
    <Page app={app}>
      <TopBar title={(route.params.title as string) ?? ""} onBack={app.pop} />
      <Note>Nothing here yet.</Note>
    </Page>
  );
}

export { GreenButton };
