/** One conversation: bubbles by day, long press a message to copy or delete it, the composer. */
import { mdiMessageTextOutline, mdiDeleteOutline, mdiDotsVertical, mdiMessageOffOutline, mdiPhoneOutline, mdiSend } from "@mdi/js";
import type { ComponentChildren } from "preact";
import { setRouteScroll } from "../../os/routeOps";
import { update } from "../../os/store";
import { scrollSetters } from "../../os/ui/scroll";
import type { AppHandle, Json, ScreenProps, SmsThread } from "../../os/types";
import { AppBar, Avatar, Dialog, Empty, Icon, IconButton, ListItem, Menu, ScrollView, TextField, onLongPress } from "../../os/ui/kit";
import { LinkedText } from "../../os/ui/links";
import { contactOf, dayLabel, messagesInOrder, threadName, type SmsState } from "./logic";
import { deleteMessage, deleteThread, findThread, sendMessage } from "./provider";

type App = AppHandle<SmsState>;

/**
 * A conversation scrolls from the bottom, as messaging apps do: the route keeps the distance
 * from the end (`fromBottom`, 0 = newest message in view), and the input layer's top-based
 * offsets are converted at the edges (the DOM gives the content height when a gesture lands).
 */
function BottomScroll({ app, routeId, fromBottom, children }: { app: App; routeId: number; fromBottom: number; children: ComponentChildren }) {
  return (
    <div
      class="mg-scroll"
      data-scroll="y"
      ref={(el) => {
        if (!el) return;
        const content = el.firstElementChild as HTMLElement;
        const max = () => Math.max(0, content.offsetHeight - el.clientHeight);
        el.dataset.offset = String(Math.max(0, max() - fromBottom));
        scrollSetters.set(el, (v) => setRouteScroll(app.id, routeId, "fromBottom", Math.max(0, max() - v)));
      }}
    >
      <div class="mg-scroll-content sms-bottom" style={{ transform: `translateY(${fromBottom}px)` }}>
        {children}
      </div>
    </div>
  );
}

/** The thread a route shows: by id, or (a new chat) the existing thread for its number/contact. */
export function routeThread(app: App, params: Record<string, Json>): SmsThread | undefined {
  const list = app.os.providers.sms;
  if (typeof params.threadId === "string") return list.find((t) => t.id === params.threadId);
  return findThread(list, String(params.address ?? ""), (params.contactId as string | null) ?? null);
}

export function DeleteThreadDialog({ app, thread, after }: { app: App; thread: SmsThread; after: () => void }) {
  const name = threadName(thread, app.os.providers.contacts);
  return (
    <Dialog
      testId="sms-delete-thread-dialog"
      title="Delete this conversation?"
      onDismiss={app.closeOverlay}
      actions={[
        { label: "Cancel", testId: "sms-delete-thread-cancel", onClick: app.closeOverlay },
        {
          label: "Delete",
          testId: "sms-delete-thread-confirm",
          onClick: () => {
            app.closeOverlay();
            deleteThread(thread.id);
            app.toast("Conversation deleted");
            after();
          },
        },
      ]}
    >
      {`All ${thread.messages.length} messages with ${name} will be deleted from this phone.`}
    </Dialog>
  );
}

export function ConversationScreen({ route, app }: ScreenProps<SmsState>) {
  const thread = routeThread(app, route.params);
  const contacts = app.os.providers.contacts;
  const contact = thread ? contactOf(thread, contacts) : contacts.find((c) => c.id === route.params.contactId);
  const address = thread?.address ?? String(route.params.address ?? "");
  if (!thread && typeof route.params.threadId === "string") {
    return (
      <>
        <AppBar title="" onBack={app.pop} />
        <Empty icon={mdiMessageOffOutline} text="This conversation was deleted" />
      </>
    );
  }
  const name = contact?.name || address;
  const draft = String(route.data.draft ?? route.params.draft ?? "");
  const canSend = draft.trim() !== "";
  const send = () => {
    if (!canSend) return;
    const id = sendMessage(thread ? { threadId: thread.id } : { address, contactId: contact?.id ?? null }, draft.trim());
    app.setData({ draft: "" });
    // A first message creates the thread: the route follows it by id from now on.
    if (!thread)
      update((d) => {
        const r = d.ui.stacks[app.id]?.find((x) => x.id === route.id);
        if (r) r.params = { threadId: id };
      });
  };
  const overlay = route.overlay;
  const msgs = thread ? messagesInOrder(thread) : [];
  const target = overlay?.name === "message" || overlay?.name === "delete-message" ? msgs.find((m) => m.id === overlay.data.id) : undefined;
  let lastDay = -1;
  return (
    <>
      <AppBar
        title={name}
        onBack={app.pop}
        testId="sms-conv-bar"
        actions={
          <>
            <IconButton path={mdiPhoneOutline} label="Call" testId="sms-call" onClick={() => app.toast(`Calling ${name}…`)} />
            <IconButton path={mdiDotsVertical} label="More options" testId="sms-conv-more" onClick={() => app.openOverlay("menu", "conv")} />
          </>
        }
      />
      <BottomScroll app={app} routeId={route.id} fromBottom={route.scroll.fromBottom ?? 0}>
        <div class="sms-conv-head">
          <Avatar name={contact ? name : "#"} size={56} color={contact ? undefined : "var(--sms-avatar-plain)"} />
          <div class="sms-conv-name">{name}</div>
          {contact && <div class="sms-conv-number">{address}</div>}
        </div>
        {msgs.map((m) => {
          const day = Math.floor((m.time + app.os.clock.tzOffsetMinutes * 60_000) / 86_400_000);
          const sep = day !== lastDay;
          lastDay = day;
          return (
            <div key={m.id}>
              {sep && <div class="sms-day">{dayLabel(m.time, app.os)}</div>}
              <div class={`sms-bubble-row ${m.direction}`}>
                <div
                  class={`sms-bubble ${m.direction} ${route.params.highlight === m.id ? "highlight" : ""}`}
                  data-testid={`sms-msg-${m.id}`}
                  {...onLongPress(() => app.openOverlay("menu", "message", { id: m.id }))}
                >
                  <LinkedText text={m.text} />
                </div>
              </div>
            </div>
          );
        })}
        {msgs.length === 0 && <div class="sms-day">Start a conversation with {name}</div>}
      </BottomScroll>
      <div class="sms-composer">
        <div class="sms-compose-field">
          <TextField id="sms.compose" placeholder="Text message" value={draft} multiline maxLength={1000} onChange={(v) => app.setData({ draft: v })} />
        </div>
        <button class={`sms-send ${canSend ? "" : "off"}`} data-testid="sms-send" aria-label="Send SMS" aria-disabled={!canSend} onClick={send}>
          <Icon path={mdiSend} size={22} />
        </button>
      </div>
      {overlay?.name === "conv" && (
        <Menu
          testId="sms-conv-menu"
          onDismiss={app.closeOverlay}
          items={[
            ...(thread ? [{ label: "Details", testId: "sms-conv-details", onClick: () => (app.closeOverlay(), app.push("details", { threadId: thread.id })) }] : []),
            ...(thread ? [{ label: "Delete", testId: "sms-conv-delete", onClick: () => app.openOverlay("dialog", "delete-thread") }] : []),
          ]}
        />
      )}
      {overlay?.name === "delete-thread" && thread && <DeleteThreadDialog app={app} thread={thread} after={app.pop} />}
      {overlay?.name === "message" && target && (
        <Menu
          testId="sms-msg-menu"
          onDismiss={app.closeOverlay}
          items={[
            {
              label: "Copy text",
              testId: "sms-msg-copy",
              onClick: () => {
                update((d) => {
                  d.os.clipboard = target.text;
                });
                app.closeOverlay();
                app.toast("Copied to clipboard");
              },
            },
            { label: "Delete", testId: "sms-msg-delete", onClick: () => app.openOverlay("dialog", "delete-message", { id: target.id }) },
          ]}
        />
      )}
      {overlay?.name === "delete-message" && target && thread && (
        <Dialog
          testId="sms-delete-msg-dialog"
          title="Delete this message?"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Cancel", testId: "sms-delete-msg-cancel", onClick: app.closeOverlay },
            {
              label: "Delete",
              testId: "sms-delete-msg-confirm",
              onClick: () => {
                app.closeOverlay();
                deleteMessage(thread.id, target.id);
              },
            },
          ]}
        />
      )}
    </>
  );
}

/** Conversation details: who, their number, and how many messages were exchanged. */
export function DetailsScreen({ route, app }: ScreenProps<SmsState>) {
  const thread = routeThread(app, route.params);
  if (!thread) {
    return (
      <>
        <AppBar title="Details" onBack={app.pop} />
        <Empty icon={mdiMessageOffOutline} text="This conversation was deleted" />
      </>
    );
  }
  const contact = contactOf(thread, app.os.providers.contacts);
  const name = threadName(thread, app.os.providers.contacts);
  const received = thread.messages.filter((m) => m.direction === "in").length;
  const sent = thread.messages.length - received;
  return (
    <>
      <AppBar title="Details" onBack={app.pop} />
      <ScrollView id="sms-details">
        <div class="sms-conv-head">
          <Avatar name={contact ? name : "#"} size={72} color={contact ? undefined : "var(--sms-avatar-plain)"} />
          <div class="sms-conv-name" data-testid="sms-details-name">{name}</div>
          <div class="sms-conv-number">{thread.address}</div>
        </div>
        <div class="sms-card">
          <ListItem testId="sms-details-count" leading={<Icon path={mdiMessageTextOutline} />} title={`${thread.messages.length} ${thread.messages.length === 1 ? "message" : "messages"}`} subtitle={`${received} received · ${sent} sent`} />
          <ListItem testId="sms-details-call" leading={<Icon path={mdiPhoneOutline} />} title="Call" subtitle={thread.address} onClick={() => app.toast(`Calling ${name}…`)} />
          <ListItem testId="sms-details-delete" leading={<Icon path={mdiDeleteOutline} color="var(--danger)" />} title={<span class="sms-danger">Delete conversation</span>} onClick={() => app.openOverlay("dialog", "delete-thread")} />
        </div>
      </ScrollView>
      {route.overlay?.name === "delete-thread" && (
        <DeleteThreadDialog
          app={app}
          thread={thread}
          after={() => {
            app.pop();
            app.pop();
          }}
        />
      )}
    </>
  );
}
