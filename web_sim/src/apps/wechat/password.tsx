/**
 * Account Security > Password: verify the bound mobile number with an SMS code (the OS code
 * service, os/codes.ts), then set a new password. A wrong or expired code is refused on screen
 * and changes nothing.
 */
import { checkCode, lastCodeSentAt, requestCode } from "../../os/codes";
import { update } from "../../os/store";
import type { ScreenProps } from "../../os/types";
import { ScrollView, TextField } from "../../os/ui/kit";
import type { WechatState } from "./state";
import { GreenButton, Note, Page, TopBar } from "./ui";

/** WeChat's SMS sender number, as its codes arrive. */
export const WECHAT_SMS_NUMBER = "1069 0571 0001";
const SERVICE = "WeChat";
const RESEND_MS = 60_000;
const MIN_PASSWORD = 8;

/** "+86 138 **** 2468". */
function masked(phone: string): string {
  const parts = phone.split(" ");
  return parts.map((p, i) => (i === parts.length - 2 ? "*".repeat(p.length) : p)).join(" ");
}

export function PasswordVerifyScreen({ route, app }: ScreenProps<WechatState>) {
  const phone = app.state.user.phone;
  const code = (route.data.code as string | undefined) ?? "";
  const sentAt = lastCodeSentAt(app.os, SERVICE, phone);
  const wait = sentAt === null ? 0 : Math.max(0, sentAt + RESEND_MS - app.os.clock.now);
  const send = () =>
    update((d) => requestCode(d, { service: SERVICE, sender: WECHAT_SMS_NUMBER, number: phone, message: (c) => `[WeChat] Your verification code is ${c}. It is valid for 5 minutes. Do not share it with anyone.` }));
  const next = () => {
    let ok = false;
    update((d) => {
      ok = checkCode(d, SERVICE, phone, code);
    });
    if (!ok) {
      app.toast("Incorrect verification code");
      return;
    }
    app.setData({ code: "" });
    app.push("newPassword");
  };
  return (
    <Page app={app}>
      <TopBar title="Verify Mobile Number" onBack={app.pop} />
      <ScrollView id="pwverify">
        <Note>To change your password, verify the mobile number {masked(phone)} bound to this account.</Note>
        <div class="wx-form">
          <TextField id="wechat.code" label="Verification code" value={code} maxLength={6} onChange={(v) => app.setData({ code: v })} onSubmit={next} />
        </div>
        <div class="wx-btnrow">
          <GreenButton testId="wechat-code-send" plain disabled={wait > 0} onClick={send}>
            {sentAt === null ? "Get Code" : wait > 0 ? `Resend (${Math.ceil(wait / 1000)}s)` : "Resend"}
          </GreenButton>
          <GreenButton testId="wechat-code-next" disabled={code.trim() === ""} onClick={next}>
            Next
          </GreenButton>
        </div>
      </ScrollView>
    </Page>
  );
}

export function NewPasswordScreen({ route, app }: ScreenProps<WechatState>) {
  const pw = (route.data.pw as string | undefined) ?? "";
  const done = () => {
    if ([...pw].length < MIN_PASSWORD) {
      app.toast(`Use at least ${MIN_PASSWORD} characters`);
      return;
    }
    app.update((d) => void (d.user.password = pw));
    app.pop(); // this screen
    app.pop(); // the verification
    app.toast("Password changed");
  };
  return (
    <Page app={app}>
      <TopBar title="Set Password" onBack={app.pop} />
      <ScrollView id="pwnew">
        <Note>Set a new password of at least {MIN_PASSWORD} characters for {app.state.user.wxid}.</Note>
        <div class="wx-form">
          <TextField id="wechat.newPassword" label="New password" value={pw} onChange={(v) => app.setData({ pw: v })} onSubmit={done} />
        </div>
        <div class="wx-btnrow">
          <GreenButton testId="wechat-password-done" disabled={pw === ""} onClick={done}>
            Done
          </GreenButton>
        </div>
      </ScrollView>
    </Page>
  );
}
