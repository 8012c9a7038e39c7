/** Log in, register, and recover a forgotten password with the mobile number and ID number. */
import type { ScreenProps } from "../../os/types";
import { ScrollView, TextField } from "../../os/ui/kit";
import type { RailwayState } from "./state";
import { MIN_PASSWORD } from "./me";
import { BlueButton, Page, TopBar } from "./ui";

type V = (k: string) => string;
const reader = (data: Record<string, unknown>): V => (k) => (data[k] as string | undefined) ?? "";

export function LoginScreen({ route, app }: ScreenProps<RailwayState>) {
  const v = reader(route.data);
  const user = (route.data.user as string | undefined) ?? (route.params.user as string | undefined) ?? "";
  const login = () => {
    const u = user.trim();
    const acc = app.state.accounts.find((a) => a.username === u || a.phone === u || a.email === u);
    if (!acc || acc.password !== v("pw")) {
      app.setData({ pw: "" });
      return app.toast("Incorrect username or password");
    }
    app.update((d) => void (d.session = acc.username));
    app.pop();
    app.toast(`Welcome, ${acc.name}`);
  };
  return (
    <Page>
      <TopBar title="Log in" onBack={app.pop} />
      <ScrollView id="rw-login">
        <div class="rw-hero"><div class="rw-hero-title">12306</div><div>Log in with your username, mobile or e-mail</div></div>
        <div class="rw-form">
          <TextField id="rw.loginUser" label="Username / mobile / e-mail" value={user} onChange={(x) => app.setData({ user: x })} />
          <TextField id="rw.loginPw" label="Password" value={v("pw")} onChange={(x) => app.setData({ pw: x })} onSubmit={login} />
        </div>
        <BlueButton testId="rw-login-go" onClick={login}>Log in</BlueButton>
        <BlueButton plain testId="rw-login-register" onClick={() => app.push("register")}>Register</BlueButton>
        <BlueButton plain testId="rw-login-forgot" onClick={() => app.push("forgotPassword")}>Forgot password</BlueButton>
      </ScrollView>
    </Page>
  );
}

const FIELDS: Array<[key: string, label: string]> = [["username", "Username"], ["password", "Password"], ["name", "Name"], ["idNo", "ID no."], ["phone", "Mobile"], ["email", "E-mail"]];

export function registerError(s: RailwayState, f: Record<string, string>): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_]{5,29}$/.test(f.username)) return "Username: 6-30 letters, digits or _, starting with a letter";
  if (s.accounts.some((a) => a.username === f.username)) return "This username is taken";
  if ([...f.password].length < MIN_PASSWORD) return `Password: at least ${MIN_PASSWORD} characters`;
  if (f.name === "") return "Enter your name";
  if (!/^[0-9]{17}[0-9X]$/.test(f.idNo)) return "Enter an 18-character ID number";
  if (!/^1[0-9]{10}$/.test(f.phone)) return "Enter an 11-digit mobile number";
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(f.email)) return "Enter a valid e-mail address";
  return null;
}

export function RegisterScreen({ route, app }: ScreenProps<RailwayState>) {
  const v = reader(route.data);
  const submit = () => {
    const f = Object.fromEntries(FIELDS.map(([k]) => [k, k === "idNo" ? v(k).trim().toUpperCase() : v(k).trim()]));
    const err = registerError(app.state, f);
    if (err) return app.toast(err);
    app.update((d) => void d.accounts.push({ id: `u${d.nextId++}`, username: f.username, password: f.password, name: f.name, idNo: f.idNo, phone: f.phone, email: f.email, idVerified: false, student: null }));
    app.pop();
    app.toast("Registered. Please log in.");
  };
  return (
    <Page>
      <TopBar title="Register" onBack={app.pop} />
      <ScrollView id="rw-register">
        <div class="rw-form">
          {FIELDS.map(([k, label]) => (
            <TextField key={k} id={`rw.reg.${k}`} label={label} value={v(k)} onChange={(x) => app.setData({ [k]: x })} />
          ))}
        </div>
        <BlueButton testId="rw-register-go" onClick={submit}>Register</BlueButton>
      </ScrollView>
    </Page>
  );
}

export function ForgotPasswordScreen({ route, app }: ScreenProps<RailwayState>) {
  const v = reader(route.data);
  const next = () => {
    const acc = app.state.accounts.find((a) => a.phone === v("phone").trim() && a.idNo === v("idNo").trim().toUpperCase());
    if (!acc) return app.toast("No account matches this mobile number and ID number");
    app.pop();
    app.push("resetPassword", { user: acc.username });
  };
  return (
    <Page>
      <TopBar title="Forgot password" onBack={app.pop} />
      <div class="rw-form">
        <TextField id="rw.forgotPhone" label="Mobile" value={v("phone")} onChange={(x) => app.setData({ phone: x })} />
        <TextField id="rw.forgotId" label="ID no." value={v("idNo")} onChange={(x) => app.setData({ idNo: x })} />
      </div>
      <BlueButton testId="rw-forgot-next" onClick={next}>Next</BlueButton>
    </Page>
  );
}

export function ResetPasswordScreen({ route, app }: ScreenProps<RailwayState>) {
  const v = reader(route.data);
  const user = String(route.params.user);
  const save = () => {
    if ([...v("pw")].length < MIN_PASSWORD) return app.toast(`Use at least ${MIN_PASSWORD} characters`);
    if (v("pw") !== v("again")) return app.toast("The passwords do not match");
    app.update((d) => {
      const acc = d.accounts.find((a) => a.username === user);
      if (acc) acc.password = v("pw");
    });
    app.pop();
    app.toast("Password reset. Please log in.");
  };
  return (
    <Page>
      <TopBar title="Set a new password" onBack={app.pop} />
      <div class="rw-notice">Account {user}</div>
      <div class="rw-form">
        <TextField id="rw.resetPw" label="New password" value={v("pw")} onChange={(x) => app.setData({ pw: x })} />
        <TextField id="rw.resetPw2" label="Repeat new password" value={v("again")} onChange={(x) => app.setData({ again: x })} />
      </div>
      <BlueButton testId="rw-reset-save" onClick={save}>Save</BlueButton>
    </Page>
  );
}
