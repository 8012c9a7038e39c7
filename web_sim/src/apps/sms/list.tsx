/** The conversation list: unread state and badges, search across messages, mark all read, new chat. */
import { mdiArrowLeft, mdiClose, mdiDotsVertical, mdiMagnify, mdiMessageOutline, mdiMessageTextOutline, mdiTextBoxSearchOutline } from "@mdi/js";
import type { AppHandle, Route, ScreenProps, SmsThread } from "../../os/types";
import { Avatar, Empty, Icon, IconButton, Menu, ScrollView, TextField, focusField } from "../../os/ui/kit";
import { shortTime } from "../../os/time";
import { lastMessage, searchMessages, sortThreads, threadName, unreadCount, type SmsState } from "./logic";
import { markAllRead, markThreadRead } from "./provider";

type App = AppHandle<SmsState>;

/** Open a conversation: it is read from now on (the tap itself marks it, as the app shows it). */
export function openThread(app: App, threadId: string, highlight?: string): void {
  markThreadRead(threadId);
  app.push("conversation", highlight ? { threadId, highlight } : { threadId });
}

function ThreadRow({ t, app }: { t: SmsThread; app: App }) {
  const contacts = app.os.providers.contacts;
  const name = threadName(t, contacts);
  const last = lastMessage(t);
  const unread = unreadCount(t);
  return (
    <div class={`sms-row mg-clickable ${unread ? "unread" : ""}`} role="button" data-testid={`sms-thread-${t.id}`} onClick={() => openThread(app, t.id)}>
      <Avatar name={t.contactId ? name : "#"} size={44} color={t.contactId ? undefined : "var(--sms-avatar-plain)"} />
      <div class="sms-row-text">
        <div class="sms-row-top">
          <span class="sms-row-name">{name}</span>
          <span class="sms-row-time">{last ? shortTime(last.time, app.os) : ""}</span>
        </div>
        <div class="sms-row-bottom">
          <span class="sms-row-snippet">{last ? (last.direction === "out" ? `You: ${last.text}` : last.text) : "Draft"}</span>
          {unread > 0 && (
            <span class="sms-badge" data-testid={`sms-unread-${t.id}`} aria-label={`${unread} unread`}>
              {unread}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}

/** Open the search: its field takes focus (the keyboard comes up), as in the real app. */
function openSearch(app: App): void {
  app.setData({ searching: true, query: "" });
  focusField(SEARCH_FIELD);
}

/** System BACK while searching closes the search (the keyboard first), not the app. */
export function listBack(app: App, route: Route): boolean {
  if (!route.data.searching) return false;
  app.setData({ searching: false, query: "" });
  return true;
}

const SEARCH_FIELD = "sms.search";

function SearchView({ route, app }: ScreenProps<SmsState>) {
  const query = (route.data.query as string | undefined) ?? "";
  const contacts = app.os.providers.contacts;
  const hits = searchMessages(app.os.providers.sms, contacts, query);
  const close = () => {
    app.setData({ searching: false, query: "" });
    focusField(null);
  };
  return (
    <>
      <div class="sms-searchbar">
        <IconButton path={mdiArrowLeft} label="Close search" testId="sms-search-close" onClick={close} />
        <TextField id={SEARCH_FIELD} search placeholder="Search messages" value={query} onChange={(v) => app.setData({ query: v })} onSubmit={() => focusField(null)} />
        {query !== "" && <IconButton path={mdiClose} label="Clear" testId="sms-search-clear" onClick={() => app.setData({ query: "" })} />}
      </div>
      <ScrollView id="sms-search">
        {query.trim() === "" ? (
          <Empty icon={mdiTextBoxSearchOutline} text="Search for a name, number or any word in your messages" />
        ) : hits.length === 0 ? (
          <Empty icon={mdiTextBoxSearchOutline} text="No results" />
        ) : (
          hits.map((h) => {
            const name = threadName(h.thread, contacts);
            const id = h.message ? h.message.id : h.thread.id;
            return (
              <div key={id} class="sms-row mg-clickable" role="button" data-testid={`sms-hit-${id}`} onClick={() => openThread(app, h.thread.id, h.message?.id)}>
                <Avatar name={h.thread.contactId ? name : "#"} size={40} color={h.thread.contactId ? undefined : "var(--sms-avatar-plain)"} />
                <div class="sms-row-text">
                  <div class="sms-row-top">
                    <span class="sms-row-name">{name}</span>
                    {h.message && <span class="sms-row-time">{shortTime(h.message.time, app.os)}</span>}
                  </div>
                  <div class="sms-row-snippet sms-hit-text">{h.message ? h.message.text : h.thread.address}</div>
                </div>
              </div>
            );
          })
        )}
      </ScrollView>
    </>
  );
}

export function ListScreen(props: ScreenProps<SmsState>) {
  const { route, app } = props;
  if (route.data.searching) return <SearchView {...props} />;
  const threads = sortThreads(app.os.providers.sms);
  const anyUnread = threads.some((t) => unreadCount(t) > 0);
  return (
    <>
      <header class="mg-appbar sms-appbar">
        <h1 class="mg-appbar-title sms-title">Messages</h1>
        <div class="mg-appbar-actions">
          <IconButton path={mdiMagnify} label="Search" testId="sms-search-open" onClick={() => openSearch(app)} />
          <IconButton path={mdiDotsVertical} label="More options" testId="sms-more" onClick={() => app.openOverlay("menu", "more")} />
        </div>
      </header>
      <ScrollView id="sms-list">
        {threads.length === 0 ? <Empty icon={mdiMessageOutline} text="No conversations yet" /> : threads.map((t) => <ThreadRow key={t.id} t={t} app={app} />)}
        <div class="sms-fab-space" />
      </ScrollView>
      <button class="sms-fab" data-testid="sms-new" aria-label="Start chat" onClick={() => app.push("new")}>
        <Icon path={mdiMessageTextOutline} size={22} />
        <span>Start chat</span>
      </button>
      {route.overlay?.name === "more" && (
        <Menu
          testId="sms-menu"
          onDismiss={app.closeOverlay}
          items={[
            {
              label: "Mark all as read",
              testId: "sms-menu-markread",
              onClick: () => {
                app.closeOverlay();
                if (anyUnread) markAllRead();
                app.toast(anyUnread ? "All conversations marked as read" : "No unread messages");
              },
            },
            {
              label: "Settings",
              testId: "sms-menu-settings",
              onClick: () => {
                app.closeOverlay();
                app.push("settings");
              },
            },
          ]}
        />
      )}
    </>
  );
}
