/** The four tabs (Chats, Contacts, Discover, Me) behind WeChat's tab bar; the tab is a route draft. */
import {
  mdiAccount,
  mdiAccountBoxMultiple,
  mdiAccountBoxMultipleOutline,
  mdiAccountGroup,
  mdiAccountMultiplePlus,
  mdiAccountOutline,
  mdiAccountPlus,
  mdiBellOffOutline,
  mdiCameraIris,
  mdiChat,
  mdiChatOutline,
  mdiCog,
  mdiCompass,
  mdiCompassOutline,
  mdiEmoticonHappyOutline,
  mdiGamepadVariantOutline,
  mdiImageMultiple,
  mdiMagnify,
  mdiMapMarkerRadiusOutline,
  mdiPlayBoxMultipleOutline,
  mdiPlusCircleOutline,
  mdiQrcode,
  mdiQrcodeScan,
  mdiRun,
  mdiShieldCheckOutline,
  mdiStarFourPointsOutline,
  mdiStarOutline,
  mdiTagOutline,
  mdiTextBoxSearchOutline,
  mdiVibrate,
  mdiViewGridOutline,
  mdiNewspaperVariantOutline,
  mdiCreditCardOutline,
  mdiChatPlusOutline,
  mdiAccountPlusOutline,
  mdiWalletOutline,
} from "@mdi/js";
import { setRouteScroll } from "../../os/routeOps";
import type { ScreenProps } from "../../os/types";
import { Icon, Menu, ScrollView, TextField } from "../../os/ui/kit";
import { chatList, DISCOVER_ENTRIES, displayName, letterOf, preview, searchContacts, sortedContacts, type WechatState } from "./state";
import { Avatar, Badge, Cell, chatTime, Group, GroupAvatar, Page, TopBar, type App } from "./ui";

export type Tab = "chats" | "contacts" | "discover" | "me";

const TABS: Array<{ id: Tab; label: string; icon: string; active: string }> = [
  { id: "chats", label: "Chats", icon: mdiChatOutline, active: mdiChat },
  { id: "contacts", label: "Contacts", icon: mdiAccountBoxMultipleOutline, active: mdiAccountBoxMultiple },
  { id: "discover", label: "Discover", icon: mdiCompassOutline, active: mdiCompass },
  { id: "me", label: "Me", icon: mdiAccountOutline, active: mdiAccount },
];

function TabBar({ tab, app, onSelect }: { tab: Tab; app: App; onSelect: (t: Tab) => void }) {
  const s = app.state;
  const unread = s.chats.filter((c) => !c.muted).reduce((n, c) => n + c.unread, 0);
  const requests = s.friendRequests.filter((r) => r.status === "pending").length;
  return (
    <nav class="wx-tabbar">
      {TABS.map((t) => (
        <button key={t.id} class={`wx-tab ${t.id === tab ? "active" : ""}`} data-testid={`wechat-tab-${t.id}`} onClick={() => onSelect(t.id)}>
          <span class="wx-tab-icon">
            <Icon path={t.id === tab ? t.active : t.icon} size={26} />
            {t.id === "chats" && <Badge n={unread} />}
            {t.id === "contacts" && <Badge n={requests} />}
          </span>
          <span>{t.label}</span>
        </button>
      ))}
    </nav>
  );
}

function ChatsTab({ app, route }: ScreenProps<WechatState>) {
  const s = app.state;
  const list = chatList(s);
  const unread = s.chats.filter((c) => !c.muted).reduce((n, c) => n + c.unread, 0);
  const name = (id: string) => {
    const c = s.contacts.find((x) => x.id === id);
    if (c) return displayName(c);
    return s.groups.find((g) => g.id === id)?.name ?? id;
  };
  const groupMembers = (id: string) => ["me", ...(s.groups.find((g) => g.id === id)?.members ?? [])].map((m) => ({ id: m, name: m === "me" ? s.user.name : name(m) }));
  const open = (id: string) => {
    app.update((d) => {
      const chat = d.chats.find((c) => c.id === id);
      if (chat) chat.unread = 0;
    });
    app.push("chat", { id });
  };
  const target = route.overlay?.name === "chatMenu" ? s.chats.find((c) => c.id === route.overlay!.data.id) : undefined;
  return (
    <>
      <TopBar
        title={unread > 0 ? `WeChat (${unread})` : "WeChat"}
        right={
          <>
            <button class="wx-iconbtn" data-testid="wechat-search" aria-label="Search" onClick={() => app.push("search")}>
              <Icon path={mdiMagnify} size={24} />
            </button>
            <button class="wx-iconbtn" data-testid="wechat-plus" aria-label="More" onClick={() => app.openOverlay("menu", "plus")}>
              <Icon path={mdiPlusCircleOutline} size={24} />
            </button>
          </>
        }
      />
      <ScrollView id="chats" class="wx-white">
        {list.map((c) => {
          const last = c.messages.at(-1);
          const isGroup = c.id.startsWith("g");
          return (
            <div
              key={c.id}
              class={`wx-chatrow mg-clickable ${c.sticky ? "sticky" : ""}`}
              role="button"
              data-testid={`wechat-chat-${c.id}`}
              onClick={() => open(c.id)}
              {...{
                ["onmg-longpress"]: (e: Event) => {
                  e.preventDefault();
                  e.stopPropagation();
                  app.openOverlay("menu", "chatMenu", { id: c.id });
                },
              }}
            >
              <span class="wx-chatrow-avatar">
                {isGroup ? <GroupAvatar members={groupMembers(c.id)} size={48} /> : <Avatar id={c.id} name={name(c.id)} size={48} />}
                <Badge n={c.unread} dot={c.muted} />
              </span>
              <span class="wx-chatrow-main">
                <span class="wx-chatrow-top">
                  <span class="wx-chatrow-name">{name(c.id)}</span>
                  <span class="wx-chatrow-time">{last ? chatTime(app.os, last.time) : ""}</span>
                </span>
                <span class="wx-chatrow-bottom">
                  <span class="wx-chatrow-preview">
                    {c.muted && c.unread > 1 ? `[${c.unread}] ` : ""}
                    {isGroup && last && last.from !== "me" ? `${name(last.from)}: ` : ""}
                    {preview(last)}
                  </span>
                  {c.muted && <Icon path={mdiBellOffOutline} size={16} class="wx-muted-icon" />}
                </span>
              </span>
            </div>
          );
        })}
      </ScrollView>
      {route.overlay?.name === "plus" && (
        <div class="mg-scrim mg-scrim-clear" data-testid="scrim" onClick={(e) => e.target === e.currentTarget && app.closeOverlay()}>
          <div class="wx-popup" role="menu" data-testid="wechat-plus-menu">
            {(
              [
                ["newchat", "New Chat", mdiChatPlusOutline, () => app.push("pickChat", { mode: "new" })],
                ["add", "Add Contacts", mdiAccountPlusOutline, () => app.push("addFriend")],
                ["scan", "Scan", mdiQrcodeScan, () => app.push("scan")],
                ["money", "Money", mdiWalletOutline, () => app.push("wallet")],
              ] as Array<[string, string, string, () => void]>
            ).map(([id, label, icon, go]) => (
              <div key={id} class="wx-popup-item mg-clickable" role="menuitem" data-testid={`wechat-plus-${id}`} onClick={() => (app.closeOverlay(), go())}>
                <Icon path={icon} size={22} color="#fff" />
                <span>{label}</span>
              </div>
            ))}
          </div>
        </div>
      )}
      {target && (
        <Menu
          testId="wechat-chat-menu"
          onDismiss={app.closeOverlay}
          items={[
            {
              label: target.unread > 0 ? "Mark as Read" : "Mark as Unread",
              testId: "wechat-chatmenu-unread",
              onClick: () => {
                app.update((d) => {
                  const c = d.chats.find((x) => x.id === target.id)!;
                  c.unread = c.unread > 0 ? 0 : 1;
                });
                app.closeOverlay();
              },
            },
            {
              label: target.sticky ? "Unpin" : "Sticky on Top",
              testId: "wechat-chatmenu-sticky",
              onClick: () => {
                app.update((d) => {
                  const c = d.chats.find((x) => x.id === target.id)!;
                  c.sticky = !c.sticky;
                });
                app.closeOverlay();
              },
            },
            {
              label: "Delete",
              testId: "wechat-chatmenu-delete",
              onClick: () => {
                app.update((d) => {
                  const c = d.chats.find((x) => x.id === target.id)!;
                  c.messages = [];
                  c.unread = 0;
                  c.sticky = false;
                });
                app.closeOverlay();
              },
            },
          ]}
        />
      )}
    </>
  );
}

/** Scroll the contact list so `letter`'s header is at the top (measured from the layout). */
function jumpTo(from: Element, letter: string, app: App, routeId: number): void {
  const root = from.closest(".wx-page");
  const header = root?.querySelector(`[data-letter="${letter}"]`);
  const scroller = header?.closest(".mg-scroll");
  const content = scroller?.firstElementChild as HTMLElement | null | undefined;
  if (!header || !scroller || !content) return;
  const top = header.getBoundingClientRect().top - content.getBoundingClientRect().top;
  const max = Math.max(0, content.offsetHeight - scroller.clientHeight);
  setRouteScroll(app.id, routeId, "contacts", Math.round(Math.min(max, Math.max(0, top))));
}

function ContactsTab({ app, route }: ScreenProps<WechatState>) {
  const s = app.state;
  const q = (route.data.q as string | undefined) ?? "";
  const friends = s.contacts.filter((c) => !c.blacklisted);
  const results = searchContacts(friends, q);
  const pending = s.friendRequests.filter((r) => r.status === "pending").length;
  const starred = sortedContacts(friends.filter((c) => c.starred));
  const sections: Array<[string, typeof friends]> = [];
  for (const c of sortedContacts(friends)) {
    const l = letterOf(displayName(c));
    if (sections.at(-1)?.[0] !== l) sections.push([l, []]);
    sections.at(-1)![1].push(c);
  }
  const row = (c: (typeof friends)[number], kind: string) => (
    <div key={`${kind}-${c.id}`} class="wx-contactrow mg-clickable" role="button" data-testid={`wechat-${kind}-${c.id}`} onClick={() => app.push("profile", { id: c.id })}>
      <Avatar id={c.id} name={displayName(c)} size={40} />
      <span class="wx-contactrow-name">{displayName(c)}</span>
    </div>
  );
  return (
    <>
      <TopBar
        title="Contacts"
        right={
          <button class="wx-iconbtn" data-testid="wechat-contacts-add" aria-label="Add contacts" onClick={() => app.push("addFriend")}>
            <Icon path={mdiAccountPlus} size={24} />
          </button>
        }
      />
      <div class="wx-searchbar">
        <TextField id="wechat.contactSearch" search placeholder="Search" value={q} onChange={(v) => app.setData({ q: v })} />
      </div>
      <ScrollView id="contacts" class="wx-white">
        {q.trim() ? (
          results.length ? results.map((c) => row(c, "result")) : <div class="wx-empty">No results for "{q}"</div>
        ) : (
          <>
            <div class="wx-contactrow mg-clickable" role="button" data-testid="wechat-newfriends" onClick={() => app.push("newFriends")}>
              <span class="wx-square" style={{ background: "#fa9d3b" }}>
                <Icon path={mdiAccountMultiplePlus} size={24} color="#fff" />
              </span>
              <span class="wx-contactrow-name">New Friends</span>
              <Badge n={pending} />
            </div>
            <div class="wx-contactrow mg-clickable" role="button" data-testid="wechat-groups" onClick={() => app.push("groups")}>
              <span class="wx-square" style={{ background: "#07c160" }}>
                <Icon path={mdiAccountGroup} size={24} color="#fff" />
              </span>
              <span class="wx-contactrow-name">Group Chats</span>
            </div>
            <div class="wx-contactrow mg-clickable" role="button" data-testid="wechat-tags" onClick={() => app.push("tags")}>
              <span class="wx-square" style={{ background: "#2782d7" }}>
                <Icon path={mdiTagOutline} size={24} color="#fff" />
              </span>
              <span class="wx-contactrow-name">Tags</span>
            </div>
            {starred.length > 0 && <div class="wx-letter">Starred Friends</div>}
            {starred.map((c) => row(c, "star"))}
            {sections.map(([l, list]) => (
              <div key={l}>
                <div class="wx-letter" data-testid={`wechat-letter-${l}`} data-letter={l}>
                  {l}
                </div>
                {list.map((c) => row(c, "contact"))}
              </div>
            ))}
            <div class="wx-count">{friends.length} friends</div>
          </>
        )}
      </ScrollView>
      {!q.trim() && (
        <div class="wx-index" role="group" aria-label="Index">
          {sections.map(([l]) => (
            <button key={l} class="wx-index-letter" data-testid={`wechat-index-${l}`} onClick={(e) => jumpTo(e.currentTarget as Element, l, app, route.id)}>
              {l}
            </button>
          ))}
        </div>
      )}
    </>
  );
}

const DISCOVER_ICONS: Record<string, [string, string]> = {
  moments: [mdiCameraIris, "#e6533c"],
  channels: [mdiPlayBoxMultipleOutline, "#f5a623"],
  scan: [mdiQrcodeScan, "#2782d7"],
  shake: [mdiVibrate, "#2782d7"],
  topStories: [mdiStarFourPointsOutline, "#f5a623"],
  search: [mdiTextBoxSearchOutline, "#e6533c"],
  nearby: [mdiMapMarkerRadiusOutline, "#2782d7"],
  games: [mdiGamepadVariantOutline, "#07c160"],
  miniPrograms: [mdiViewGridOutline, "#7e57c2"],
};

function DiscoverTab({ app }: ScreenProps<WechatState>) {
  const s = app.state;
  const groups = [["moments"], ["channels"], ["scan", "shake"], ["topStories", "search"], ["nearby"], ["games"], ["miniPrograms"]];
  const open = (id: string) => {
    if (id === "moments") app.push("moments");
    else if (id === "nearby") app.push("nearby");
    else if (id === "scan") app.push("scan");
    else app.push("placeholder", { title: DISCOVER_ENTRIES.find((e) => e.id === id)!.label });
  };
  return (
    <>
      <TopBar title="Discover" />
      <ScrollView id="discover">
        {groups.map((g) => {
          const shown = g.filter((id) => s.settings.discover[id]);
          if (!shown.length) return null;
          return (
            <Group key={g[0]}>
              {shown.map((id) => (
                <Cell key={id} label={DISCOVER_ENTRIES.find((e) => e.id === id)!.label} icon={DISCOVER_ICONS[id][0]} iconColor={DISCOVER_ICONS[id][1]} testId={`wechat-discover-${id}`} onClick={() => open(id)} />
              ))}
            </Group>
          );
        })}
        {s.settings.sports.enabled && (
          <Group>
            <Cell label="WeChat Sports" icon={mdiRun} iconColor="#07c160" testId="wechat-discover-sports" onClick={() => app.push("sports")} />
          </Group>
        )}
      </ScrollView>
    </>
  );
}

function MeTab({ app }: ScreenProps<WechatState>) {
  const u = app.state.user;
  return (
    <>
      <ScrollView id="me">
        <div class="wx-mehead mg-clickable" role="button" data-testid="wechat-me-profile" onClick={() => app.push("myProfile")}>
          <Avatar id="me" name={u.name} size={64} />
          <span class="wx-mehead-text">
            <span class="wx-mehead-name">{u.name}</span>
            <span class="wx-mehead-id" data-testid="wechat-me-wxid">
              WeChat ID: {u.wxid}
            </span>
            <span class="wx-mehead-status">+ Status</span>
          </span>
          <span onClick={(e) => (e.stopPropagation(), app.push("qr"))} data-testid="wechat-me-qr" role="button">
            <Icon path={mdiQrcode} size={20} class="wx-mehead-qr" />
          </span>
        </div>
        <Group>
          <Cell label="Services" icon={mdiShieldCheckOutline} iconColor="#07c160" testId="wechat-me-pay" onClick={() => app.push("wallet")} />
        </Group>
        <Group>
          <Cell label="Favorites" icon={mdiStarOutline} iconColor="#f5a623" testId="wechat-me-favorites" onClick={() => app.push("placeholder", { title: "Favorites" })} />
          <Cell label="Moments" icon={mdiImageMultiple} iconColor="#2782d7" testId="wechat-me-moments" onClick={() => app.push("userMoments", { id: "me" })} />
          <Cell label="Cards & Offers" icon={mdiCreditCardOutline} iconColor="#2782d7" testId="wechat-me-cards" onClick={() => app.push("placeholder", { title: "Cards & Offers" })} />
          <Cell label="Sticker Gallery" icon={mdiEmoticonHappyOutline} iconColor="#f5a623" testId="wechat-me-stickers" onClick={() => app.push("placeholder", { title: "Sticker Gallery" })} />
        </Group>
        <Group>
          <Cell label="Settings" icon={mdiCog} iconColor="#2782d7" testId="wechat-me-settings" onClick={() => app.push("settings")} />
        </Group>
      </ScrollView>
    </>
  );
}

const BODIES = { chats: ChatsTab, contacts: ContactsTab, discover: DiscoverTab, me: MeTab };

export function MainScreen(props: ScreenProps<WechatState>) {
  const { app, route } = props;
  if (app.state.user.accountStatus === "cancelled") {
    return (
      <Page app={app} testId="wechat-cancelled">
        <div class="wx-cancelled">
          <Icon path={mdiNewspaperVariantOutline} size={56} color="var(--wx-sub)" />
          <div class="wx-cancelled-title">This account has been cancelled</div>
          <div class="wx-note">You can no longer log in to this WeChat account.</div>
        </div>
      </Page>
    );
  }
  const tab = ((route.data.tab ?? route.params.tab) as Tab | undefined) ?? "chats";
  const Body = BODIES[tab] ?? ChatsTab;
  return (
    <Page app={app} class={tab === "me" ? "wx-page-me" : ""}>
      <Body {...props} />
      <TabBar tab={tab} app={app} onSelect={(t) => app.setData({ tab: t })} />
    </Page>
  );
}
