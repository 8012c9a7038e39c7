/**
 * The phone side of Contacts: the call log (Recents), the dialer, and the in-call screen that a
 * call draws (nothing is placed; hanging up, or system BACK, ends it and logs it).
 */
import { mdiBackspaceOutline, mdiInformationOutline, mdiPhone, mdiPhoneHangup, mdiPhoneIncoming, mdiPhoneMissed, mdiPhoneOutgoing } from "@mdi/js";
import { formatDuration, shortTime } from "../../os/time";
import type { AppHandle, CallLogEntry, Route, ScreenProps } from "../../os/types";
import { AppBar, Avatar, Empty, Icon, IconButton, ListItem, ScrollView } from "../../os/ui/kit";
import { DIAL_KEYS, callDuration, callsNewestFirst, contactForNumber, logOutgoingCall } from "./calls";
import type { ContactsState } from "./logic";

type App = AppHandle<ContactsState>;

const DIRECTION_ICONS: Record<CallLogEntry["direction"], string> = { in: mdiPhoneIncoming, out: mdiPhoneOutgoing, missed: mdiPhoneMissed };

/** Start drawing a call to `number` (its contact found by number when not given). */
export function startCall(app: App, number: string, contactId?: string | null): void {
  const contact = contactId ? app.os.providers.contacts.find((c) => c.id === contactId) : contactForNumber(app.os.providers.contacts, number);
  app.push("call", { number, contactId: contact?.id ?? null, startedAt: app.os.clock.now });
}

export function RecentsScreen({ app }: ScreenProps<ContactsState>) {
  const calls = callsNewestFirst(app.os.providers.calls);
  const contacts = app.os.providers.contacts;
  return (
    <>
      <AppBar title="Recents" onBack={app.pop} />
      <ScrollView id="contacts-recents">
        {calls.length === 0 ? (
          <Empty icon={mdiPhone} text="No recent calls" />
        ) : (
          calls.map((c) => {
            const contact = c.contactId ? contacts.find((x) => x.id === c.contactId) : undefined;
            const name = contact?.name || c.number;
            return (
              <ListItem
                key={c.id}
                testId={`contacts-call-${c.id}`}
                leading={<Avatar name={contact ? name : "#"} />}
                title={<span class={c.direction === "missed" ? "contacts-missed" : ""}>{name}</span>}
                subtitle={
                  <span class="contacts-call-line">
                    <Icon path={DIRECTION_ICONS[c.direction]} size={14} />
                    {`${shortTime(c.time, app.os)} · ${callDuration(c)}`}
                  </span>
                }
                onClick={() => startCall(app, c.number, contact?.id ?? null)}
                trailing={
                  contact ? (
                    <span onClick={(e) => e.stopPropagation()}>
                      <IconButton path={mdiInformationOutline} label={`About ${name}`} testId={`contacts-call-info-${c.id}`} onClick={() => app.push("detail", { id: contact.id })} />
                    </span>
                  ) : undefined
                }
              />
            );
          })
        )}
      </ScrollView>
    </>
  );
}

export function DialerScreen({ route, app }: ScreenProps<ContactsState>) {
  const number = (route.data.number as string | undefined) ?? "";
  const match = contactForNumber(app.os.providers.contacts, number);
  return (
    <>
      <AppBar title="Keypad" onBack={app.pop} />
      <div class="contacts-dial-number" data-testid="contacts-dial-number">
        {number}
      </div>
      <div class="contacts-dial-match" data-testid="contacts-dial-match">
        {match ? match.name : ""}
      </div>
      <div class="contacts-dialpad">
        {DIAL_KEYS.map((k) => (
          <button key={k} class="contacts-dial-key" data-testid={`contacts-dial-${k === "*" ? "star" : k === "#" ? "hash" : k}`} onClick={() => app.setData({ number: number + k })}>
            {k}
          </button>
        ))}
      </div>
      <div class="contacts-dial-actions">
        <span class="contacts-dial-spacer" />
        <button class="contacts-dial-call" data-testid="contacts-dial-call" aria-label="Call" onClick={() => number !== "" && startCall(app, number)}>
          <Icon path={mdiPhone} size={28} color="#fff" />
        </button>
        <IconButton path={mdiBackspaceOutline} label="Delete" testId="contacts-dial-delete" onClick={() => app.setData({ number: [...number].slice(0, -1).join("") })} />
      </div>
    </>
  );
}

/** End the drawn call: log it and leave the in-call screen. */
export function hangUp(app: App, route: Route): void {
  const p = route.params;
  logOutgoingCall(String(p.number), (p.contactId as string | null) ?? null, Number(p.startedAt), app.os.clock.now);
  app.pop();
}

export function CallScreen({ route, app }: ScreenProps<ContactsState>) {
  const p = route.params;
  const contact = p.contactId ? app.os.providers.contacts.find((c) => c.id === p.contactId) : undefined;
  const name = contact?.name || String(p.number);
  return (
    <div class="contacts-call" data-testid="contacts-call-screen">
      <div class="contacts-call-state">Calling…</div>
      <Avatar name={contact ? name : "#"} size={96} />
      <div class="contacts-call-name" data-testid="contacts-call-name">
        {name}
      </div>
      <div class="contacts-call-number">{String(p.number)}</div>
      <div class="contacts-call-timer" data-testid="contacts-call-timer">
        {formatDuration(app.os.clock.now - Number(p.startedAt))}
      </div>
      <button class="contacts-call-end" data-testid="contacts-call-end" aria-label="End call" onClick={() => hangUp(app, route)}>
        <Icon path={mdiPhoneHangup} size={30} color="#fff" />
      </button>
    </div>
  );
}
