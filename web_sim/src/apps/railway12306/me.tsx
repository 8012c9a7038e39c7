/** The Me tab and what it opens: passengers, invoice headers and e-mail, account and security, ID and student verification. */
import { mdiAccountCircle, mdiAccountMultipleOutline, mdiApps, mdiCardAccountDetailsOutline, mdiCellphoneKey, mdiFileDocumentOutline, mdiLogout, mdiPhoneOutline, mdiSchoolOutline, mdiShieldAccountOutline, mdiTicketConfirmationOutline } from "@mdi/js";
import { checkCode, lastCodeSentAt, requestCode } from "../../os/codes";
import { update } from "../../os/store";
import type { ScreenProps } from "../../os/types";
import { Dialog, Icon, ScrollView, Switch, TextField } from "../../os/ui/kit";
import { currentAccount, type RailwayState } from "./state";
import { BlueButton, Card, Cell, Page, TopBar, type App } from "./ui";

/** 12306's SMS number: its codes arrive from it. */
export const RAILWAY_SMS_NUMBER = "12306";
const SERVICE = "12306";
const RESEND_MS = 60_000;
export const MIN_PASSWORD = 6;

export function MeTab({ app }: { app: App }) {
  const acc = currentAccount(app.state);
  const go = (screen: string) => (acc ? app.push(screen) : app.push("login"));
  return (
    <ScrollView id="rw-me">
      <div class="rw-me-head mg-clickable" data-testid="rw-me-head" role="button" onClick={() => go("account")}>
        <Icon path={mdiAccountCircle} size={56} color="#fff" />
        <div>
          <div class="rw-me-name">{acc ? acc.name : "Log in / Register"}</div>
          <div>{acc ? acc.username : "Log in to buy tickets"}</div>
        </div>
      </div>
      <div class="rw-group">
        <Cell icon={mdiTicketConfirmationOutline} label="My tickets" testId="rw-me-tickets" onClick={() => go("tickets")} />
        <Cell icon={mdiAccountMultipleOutline} label="Passengers" testId="rw-me-passengers" onClick={() => go("passengers")} />
        <Cell icon={mdiFileDocumentOutline} label="Invoice headers" testId="rw-me-invoices" onClick={() => go("invoices")} />
      </div>
      <div class="rw-group">
        <Cell icon={mdiShieldAccountOutline} label="Account & security" testId="rw-me-account" onClick={() => go("account")} />
        <Cell icon={mdiCardAccountDetailsOutline} label="ID verification" testId="rw-me-idverify" onClick={() => go("idVerify")} />
        <Cell icon={mdiSchoolOutline} label="Student verification" testId="rw-me-student" onClick={() => go("studentVerify")} />
      </div>
      <div class="rw-group">
        <Cell icon={mdiPhoneOutline} label="Customer service" testId="rw-me-phones" onClick={() => app.push("servicePhones")} />
        <Cell icon={mdiApps} label="All services" testId="rw-me-all" onClick={() => app.push("allServices")} />
        {acc && <Cell icon={mdiLogout} label="Log out" testId="rw-me-logout" onClick={() => app.update((d) => void (d.session = null))} />}
      </div>
    </ScrollView>
  );
}

export function PassengersScreen({ route, app }: ScreenProps<RailwayState>) {
  const sel = app.state.passengers.find((p) => p.id === route.overlay?.data.id);
  const makeDefault = (id: string) => {
    app.update((d) => d.passengers.forEach((p) => (p.isDefault = p.id === id)));
    app.closeOverlay();
  };
  return (
    <Page>
      <TopBar title="Passengers" onBack={app.pop} right={<button class="rw-iconbtn" style={{ color: "#fff" }} data-testid="rw-passenger-add" onClick={() => app.push("addPassenger")}>Add</button>} />
      <div class="rw-notice" data-testid="rw-passenger-count">{app.state.passengers.length} passengers</div>
      <ScrollView id="rw-passengers">
        {app.state.passengers.map((p) => (
          <Cell
            key={p.id}
            testId={`rw-passenger-${p.id}`}
            label={<>{p.name} {p.isDefault && <span class="rw-status">Default</span>} {p.special && <span class="rw-status unpaid">Special</span>}</>}
            value={`${p.ticketType === "student" ? "Student" : p.ticketType === "senior" ? "Senior" : p.ticketType === "child" ? "Child" : "Adult"} · ${p.idType} ${p.idNo.slice(0, 4)}****${p.idNo.slice(-4)}`}
            onClick={() => app.openOverlay("dialog", "passenger", { id: p.id })}
          />
        ))}
      </ScrollView>
      {sel && (
        <Dialog title={sel.name} onDismiss={() => app.closeOverlay()} actions={[{ label: "Close", onClick: () => app.closeOverlay(), testId: "rw-dialog-no" }, { label: "Set as default", onClick: () => makeDefault(sel.id), testId: "rw-passenger-default" }]}>
          {sel.idType} {sel.idNo}<br />Mobile {sel.phone}
        </Dialog>
      )}
    </Page>
  );
}

export function InvoicesScreen({ route, app }: ScreenProps<RailwayState>) {
  const email = (route.data.email as string | undefined) ?? app.state.invoiceEmail;
  const saveEmail = () => {
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim())) return app.toast("Enter a valid e-mail address");
    app.update((d) => void (d.invoiceEmail = email.trim()));
    app.toast("Invoice e-mail saved");
  };
  return (
    <Page>
      <TopBar title="Invoices" onBack={app.pop} />
      <ScrollView id="rw-invoices">
        <Card title="Invoice headers">
          {app.state.invoiceHeaders.map((h) => (
            <div key={h.id} class="rw-cell" data-testid={`rw-header-${h.id}`}>
              <span class="rw-cell-label">{h.title} {h.isDefault && <span class="rw-status">Default</span>}</span>
              <span class="rw-muted">{h.taxNo}</span>
            </div>
          ))}
        </Card>
        <BlueButton plain testId="rw-header-add" onClick={() => app.push("addInvoiceHeader")}>Add invoice header</BlueButton>
        <Card title="Invoice e-mail">
          <TextField id="rw.invoiceEmail" label="E-mail" value={email} onChange={(v) => app.setData({ email: v })} />
          <div class="rw-muted">Current: {app.state.invoiceEmail || "not set"}</div>
        </Card>
        <BlueButton testId="rw-email-save" onClick={saveEmail}>Save e-mail</BlueButton>
      </ScrollView>
    </Page>
  );
}

export function AddInvoiceHeaderScreen({ route, app }: ScreenProps<RailwayState>) {
  const title = (route.data.title as string | undefined) ?? "";
  const taxNo = (route.data.taxNo as string | undefined) ?? "";
  const isDefault = Boolean(route.data.isDefault);
  const save = () => {
    if (title.trim() === "") return app.toast("Enter the header");
    app.update((d) => {
      if (isDefault) d.invoiceHeaders.forEach((h) => (h.isDefault = false));
      d.invoiceHeaders.push({ id: `h${d.nextId++}`, title: title.trim(), taxNo: taxNo.trim(), isDefault });
    });
    app.pop();
  };
  return (
    <Page>
      <TopBar title="Add invoice header" onBack={app.pop} />
      <div class="rw-form">
        <TextField id="rw.headerTitle" label="Header (name or company)" value={title} onChange={(v) => app.setData({ title: v })} />
        <TextField id="rw.headerTax" label="Tax ID (companies)" value={taxNo} onChange={(v) => app.setData({ taxNo: v })} />
        <div class="rw-cell mg-clickable" role="button" data-testid="rw-header-default" onClick={() => app.setData({ isDefault: !isDefault })}>
          <span class="rw-cell-label">Set as default</span>
          <Switch checked={isDefault} label="Set as default" />
        </div>
      </div>
      <BlueButton testId="rw-header-save" onClick={save}>Save</BlueButton>
    </Page>
  );
}

const maskPhone = (p: string): string => `${p.slice(0, 3)}****${p.slice(-4)}`;

export function AccountScreen({ route, app }: ScreenProps<RailwayState>) {
  const acc = currentAccount(app.state);
  if (!acc) return <Page><TopBar title="Account" onBack={app.pop} /><BlueButton testId="rw-account-login" onClick={() => app.push("login")}>Log in</BlueButton></Page>;
  const cancel = () => {
    app.update((d) => {
      d.accounts = d.accounts.filter((a) => a.username !== acc.username);
      d.session = null;
    });
    app.closeOverlay();
    app.pop();
    app.toast("Account cancelled");
  };
  return (
    <Page>
      <TopBar title="Account & security" onBack={app.pop} />
      <ScrollView id="rw-account">
        <div class="rw-group">
          <Cell label="Username" value={acc.username} testId="rw-account-username" />
          <Cell label="Name" value={acc.name} />
          <Cell label="ID no." value={`${acc.idNo.slice(0, 4)}**********${acc.idNo.slice(-4)}`} />
          <Cell label="Mobile" value={maskPhone(acc.phone)} testId="rw-account-phone" />
          <Cell label="E-mail" value={acc.email} />
        </div>
        <div class="rw-group">
          <Cell icon={mdiCellphoneKey} label="Change password" testId="rw-account-password" onClick={() => app.push("changePassword")} />
          <Cell label="ID verification" value={acc.idVerified ? "Verified" : "Not verified"} testId="rw-account-idverify" onClick={() => app.push("idVerify")} />
          <Cell label="Cancel account" testId="rw-account-cancel" onClick={() => app.openOverlay("dialog", "cancelAccount")} />
        </div>
      </ScrollView>
      {route.overlay?.name === "cancelAccount" && (
        <Dialog title="Cancel your 12306 account?" onDismiss={() => app.closeOverlay()} actions={[{ label: "Keep", onClick: () => app.closeOverlay(), testId: "rw-dialog-no" }, { label: "Cancel account", onClick: cancel, testId: "rw-dialog-yes" }]}>
          Your account, passengers and order history will be deleted. This cannot be undone.
        </Dialog>
      )}
    </Page>
  );
}

/** The code in the service's latest SMS since `since`, as Android offers it above the keyboard ("From Messages"). */
function codeFromMessages(app: App, since: number | null): string | null {
  if (since === null) return null;
  const thread = app.os.providers.sms.find((t) => t.address === RAILWAY_SMS_NUMBER);
  const msg = thread?.messages.filter((m) => m.direction === "in" && m.time >= since).pop();
  return msg?.text.match(/code is (\d{6})/)?.[1] ?? null;
}

export function ChangePasswordScreen({ route, app }: ScreenProps<RailwayState>) {
  const acc = currentAccount(app.state);
  const v = (k: string): string => (route.data[k] as string | undefined) ?? "";
  if (!acc) return <Page><TopBar title="Change password" onBack={app.pop} /></Page>;
  const sentAt = lastCodeSentAt(app.os, SERVICE, acc.phone);
  const wait = sentAt === null ? 0 : Math.max(0, sentAt + RESEND_MS - app.os.clock.now);
  const send = () => update((d) => requestCode(d, { service: SERVICE, sender: RAILWAY_SMS_NUMBER, number: acc.phone, message: (c) => `[12306] Your verification code is ${c}. You are changing your login password; valid for 5 minutes.` }));
  const confirm = () => {
    if (v("old") !== acc.password) return app.toast("The current password is incorrect");
    if ([...v("new")].length < MIN_PASSWORD) return app.toast(`Use at least ${MIN_PASSWORD} characters`);
    if (v("new") !== v("again")) return app.toast("The new passwords do not match");
    let ok = false;
    update((d) => void (ok = checkCode(d, SERVICE, acc.phone, v("code"))));
    if (!ok) return app.toast("Incorrect verification code");
    app.update((d) => void ((d.accounts.find((a) => a.username === acc.username) as typeof acc).password = v("new")));
    app.pop();
    app.toast("Password changed");
  };
  return (
    <Page>
      <TopBar title="Change password" onBack={app.pop} />
      <ScrollView id="rw-password">
        <div class="rw-form">
          <TextField id="rw.oldPassword" label="Current password" value={v("old")} onChange={(x) => app.setData({ old: x })} />
          <TextField id="rw.newPassword" label="New password" value={v("new")} onChange={(x) => app.setData({ new: x })} />
          <TextField id="rw.newPassword2" label="Repeat new password" value={v("again")} onChange={(x) => app.setData({ again: x })} />
          <TextField id="rw.code" label={`SMS code to ${maskPhone(acc.phone)}`} maxLength={6} value={v("code")} onChange={(x) => app.setData({ code: x })} />
        </div>
        {codeFromMessages(app, sentAt) && v("code") === "" && (
          <BlueButton plain testId="rw-code-fill" onClick={() => app.setData({ code: codeFromMessages(app, sentAt) as string })}>Fill code {codeFromMessages(app, sentAt)} from Messages</BlueButton>
        )}
        <BlueButton plain testId="rw-code-send" disabled={wait > 0} onClick={send}>{sentAt === null ? "Get code" : wait > 0 ? `Resend (${Math.ceil(wait / 1000)}s)` : "Resend"}</BlueButton>
        <BlueButton testId="rw-password-confirm" onClick={confirm}>Confirm</BlueButton>
      </ScrollView>
    </Page>
  );
}

export function IdVerifyScreen({ app }: ScreenProps<RailwayState>) {
  const acc = currentAccount(app.state);
  return (
    <Page>
      <TopBar title="ID verification" onBack={app.pop} />
      <Card title="Identity">
        <div data-testid="rw-idverify-status" class={acc?.idVerified ? "" : "rw-orange"}>{acc?.idVerified ? "Verified" : "Not verified"}</div>
        <div class="rw-muted">{acc ? `${acc.name} · ID card ${acc.idNo.slice(0, 4)}**********${acc.idNo.slice(-4)}` : ""}</div>
      </Card>
      <div class="rw-notice">A verified identity is required to buy tickets for other passengers.</div>
    </Page>
  );
}

export function StudentVerifyScreen({ app }: ScreenProps<RailwayState>) {
  const st = currentAccount(app.state)?.student ?? null;
  return (
    <Page>
      <TopBar title="Student verification" onBack={app.pop} />
      {st ? (
        <Card title="Student qualification">
          <div data-testid="rw-student-status">{st.verified ? "Verified" : "Pending"} · {st.school}</div>
          <div class="rw-cell"><span class="rw-cell-label">Discount segment from</span><span data-testid="rw-student-from">{st.from}</span></div>
          <div class="rw-cell"><span class="rw-cell-label">Discount segment to</span><span data-testid="rw-student-to">{st.to}</span></div>
          <div class="rw-cell"><span class="rw-cell-label">Discounted trips left this year</span><span>{st.remaining}</span></div>
        </Card>
      ) : (
        <div class="rw-notice" data-testid="rw-student-status">No student qualification on this account.</div>
      )}
    </Page>
  );
}
