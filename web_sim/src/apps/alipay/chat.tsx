/** Chats with Alipay contacts (opening one reads it; send a text) and the contact list with phones. */
import type { ScreenProps } from "../../os/types";
import { ScrollView, TextField } from "../../os/ui/kit";
import { ALIPAY_CONTACTS, ALIPAY_CONVERSATIONS, maskPhone } from "../../../world/alipay";
import { type AlipayState, conversationMessages, newId } from "./state";
import { type App, Avatar, BlueButton, Cell, Group, Page, TopBar } from "./ui";

/** Open a conversation: reading it clears its unread count (as the real app does). */
export function openChat(app: App, id: string): void {
  if ((app.state.unread[id] ?? 0) > 0) app.update((d) => void (d.unread[id] = 0));
  app.push("chat", { id });
}

export function ChatScreen({ route, app }: ScreenProps<AlipayState>) {
  const id = String(route.params.id ?? "");
  const conv = ALIPAY_CONVERSATIONS.find((c) => c.id === id);
  const draft = (route.data.draft as string | undefined) ?? "";
  if (!conv) return <Page app={app}><TopBar title="Chat" onBack={app.pop} /></Page>;
  const who = ALIPAY_CONTACTS.find((c) => c.id === conv.contact)!;
  const send = () => {
    const text = draft.trim();
    if (!text) return;
    app.update((d) => {
      d.sent[id].push({ id: newId(d, "m"), from: "me", text, time: app.os.clock.now });
    });
    app.setData({ draft: "" });
  };
  return (
    <Page app={app} testId={`alipay-chat-${id}`}>
      <TopBar title={who.name} onBack={app.pop} />
      <ScrollView id={`alipay-chat-${id}`}>
        <div class="ap-msgs">
          {conversationMessages(app.state, id).map((m) => (
            <div key={m.id} class={`ap-msg ${m.from === "me" ? "ap-msg-me" : ""}`} data-testid={`alipay-msg-${m.id}`}>
              <span class="ap-bubble">{m.text}</span>
            </div>
          ))}
        </div>
      </ScrollView>
      <div class="ap-inputbar">
        <TextField id="alipay.chat" placeholder="Message" value={draft} onChange={(v) => app.setData({ draft: v })} onSubmit={send} />
        <BlueButton testId="alipay-chat-send" onClick={send}>Send</BlueButton>
      </div>
    </Page>
  );
}

export function ContactsScreen({ route, app }: ScreenProps<AlipayState>) {
  const q = ((route.data.q as string | undefined) ?? "").trim().toLowerCase();
  const list = ALIPAY_CONTACTS.filter((c) => !q || c.name.toLowerCase().includes(q));
  return (
    <Page app={app} testId="alipay-contacts-page">
      <TopBar title="Contacts" onBack={app.pop} />
      <div class="ap-searchbar"><TextField id="alipay.contactSearch" search placeholder="Search contacts" value={(route.data.q as string | undefined) ?? ""} onChange={(v) => app.setData({ q: v })} /></div>
      <ScrollView id="alipay-contacts">
        <Group>
          {list.map((c) => (
            <div key={c.id} class="ap-conv mg-clickable" role="button" data-testid={`alipay-contact-${c.id}`} onClick={() => app.push("contact", { id: c.id })}>
              <Avatar name={c.name} color={c.color} size={40} />
              <div class="ap-conv-main"><div class="ap-conv-name">{c.name}</div></div>
            </div>
          ))}
        </Group>
      </ScrollView>
    </Page>
  );
}

export function ContactScreen({ route, app }: ScreenProps<AlipayState>) {
  const c = ALIPAY_CONTACTS.find((x) => x.id === route.params.id);
  if (!c) return <Page app={app}><TopBar title="Contact" onBack={app.pop} /></Page>;
  const conv = ALIPAY_CONVERSATIONS.find((x) => x.contact === c.id);
  return (
    <Page app={app} testId={`alipay-contactpage-${c.id}`}>
      <TopBar title="Profile" onBack={app.pop} />
      <div class="ap-profile"><Avatar name={c.name} color={c.color} size={56} /><div class="ap-profile-name">{c.name}</div></div>
      <Group>
        <Cell label="Phone" value={<span data-testid="alipay-contact-phone">{maskPhone(c.phone)}</span>} />
        <Cell label="Alipay account" value={c.account} />
      </Group>
      <div class="ap-btnrow">
        {conv && <BlueButton testId="alipay-contact-message" onClick={() => openChat(app, conv.id)}>Send message</BlueButton>}
        <BlueButton testId="alipay-contact-transfer" onClick={() => app.push("transferAmount", { contact: c.id })}>Transfer</BlueButton>
      </div>
    </Page>
  );
}
