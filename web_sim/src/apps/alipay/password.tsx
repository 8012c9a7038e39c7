/**
 * Change the payment password (Payment settings): the current password, then the new one twice,
 * on Alipay's keypad. A wrong current password, a new one that is too simple or the same as the
 * old, or a second entry that does not match is refused on screen and changes nothing.
 */
import type { ScreenProps } from "../../os/types";
import { PinPad } from "./keypad";
import type { AlipayState } from "./state";
import { Page, TopBar } from "./ui";

const STEPS = ["Enter your current payment password", "Set a new 6-digit payment password", "Enter the new payment password again"];

/** Why `pin` cannot be the new password (Alipay refuses the guessable ones), or null. */
export function newPasswordProblem(pin: string, current: string): string | null {
  if (pin === current) return "The new password must be different from the current one.";
  const d = [...pin].map(Number);
  const step = d[1] - d[0];
  if (Math.abs(step) <= 1 && d.every((x, i) => i === 0 || x - d[i - 1] === step)) return "This password is too simple. Avoid repeated or consecutive digits.";
  return null;
}

export function ChangePasswordScreen({ route, app }: ScreenProps<AlipayState>) {
  const step = (route.data.step as number | undefined) ?? 0;
  const pin = (route.data.pin as string | undefined) ?? "";
  const fresh = (route.data.fresh as string | undefined) ?? "";
  const error = (route.data.error as string | undefined) ?? null;
  const current = app.state.user.paymentPassword;
  const enter = (next: string) => {
    if (next.length < 6) return app.setData({ pin: next, error: null });
    if (step === 0) {
      if (next !== current) return app.setData({ pin: "", error: "Incorrect payment password. Please try again." });
      return app.setData({ pin: "", step: 1, error: null });
    }
    if (step === 1) {
      const problem = newPasswordProblem(next, current);
      if (problem) return app.setData({ pin: "", error: problem });
      return app.setData({ pin: "", fresh: next, step: 2, error: null });
    }
    if (next !== fresh) return app.setData({ pin: "", fresh: "", step: 1, error: "The two passwords do not match. Set the new password again." });
    app.update((s) => void (s.user.paymentPassword = next));
    app.pop();
    app.toast("Payment password changed");
  };
  return (
    <Page app={app} testId="alipay-changepassword-page">
      <TopBar title="Change payment password" onBack={app.pop} />
      <div class="ap-changepw">
        <div class="ap-conv-name ap-center" data-testid="alipay-changepassword-step">{STEPS[step]}</div>
        <PinPad pin={pin} error={error} onPin={enter} />
      </div>
    </Page>
  );
}
