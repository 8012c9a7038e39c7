/**
 * WeChat Pay's payment requests, the `pay` intent other apps send:
 *   sendIntent("wechat", "pay", {merchant, item, amount, requestId, returnApp?, subscription?})
 * vetted before the payment screen opens, naming the field, so the screen (pay.tsx) draws and
 * pays exactly what was asked: a positive amount of at most 2 decimals, a request not paid yet.
 */
import { amountProblem, installedAppProblem, textProblem } from "../../os/intentChecks";
import type { IntentHandler, Json } from "../../os/types";
import type { WechatState } from "./state";

/** A payment request as the pay screen reads it. */
export interface PayRequest {
  merchant: string;
  item: string;
  /**
   * Yuan, at most 2 decimals.
   * @exclusiveMinimum 0
   */
  amount: number;
  /** The caller's id of the request: its outcome is the payment with it in `wallet.payments`. */
  requestId: string;
  /** The app to return to when the payment is done or cancelled. */
  returnApp?: string;
  /** Pay for a monthly subscription (auto-renew on, listed in Wallet > Subscriptions). */
  subscription?: boolean;
}

export const payIntent: IntentHandler<WechatState, PayRequest> = {
  check(p, s) {
    const v = p as unknown as Record<string, Json | undefined>;
    const problem = textProblem("merchant", v.merchant) ?? textProblem("item", v.item) ?? amountProblem("amount", v.amount)
      ?? textProblem("requestId", v.requestId) ?? installedAppProblem("returnApp", v.returnApp, true);
    if (problem) return problem;
    if (v.subscription !== undefined && typeof v.subscription !== "boolean") return `subscription: must be true or false, got ${JSON.stringify(v.subscription)}`;
    if (s.wallet.payments.some((x) => x.requestId === p.requestId)) return `requestId: '${p.requestId}' is already paid`;
    return null;
  },
};
