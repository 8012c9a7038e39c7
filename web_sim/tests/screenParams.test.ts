import { describe, expect, it } from "vitest";
import { params, paramKeys } from "../src/control/generated/validators.js";
import { screenNames } from "../src/os/appUi";
import { APPS } from "../src/os/registry";

describe("every screen's params, derived from each app's params type", () => {
  it("exist for exactly the screens of every app's navigation", () => {
    for (const app of APPS) {
      expect(Object.keys(params[app.id] ?? {}).sort(), app.id).toEqual(screenNames(app).sort());
      expect(Object.keys(paramKeys[app.id] ?? {}).sort(), app.id).toEqual(screenNames(app).sort());
    }
  });

  it("accept what the apps push and refuse what they cannot draw", () => {
    expect(params.calculator.history({})).toBe(true);
    expect(params.calculator.history({ from: "x" })).toBe(false);
    expect(params.wechat.chat({ id: "mom" })).toBe(true);
    expect(params.wechat.chat({})).toBe(false);
    expect(params.wechat.chat({ id: 3 })).toBe(false);
    expect(params.wechat.pay({ merchant: "M", item: "I", amount: 12.5, requestId: "r" })).toBe(true);
    expect(params.wechat.pay({ merchant: "M", item: "I", amount: -100, requestId: "r" })).toBe(false);
    expect(params.sms.conversation({ threadId: "t1", highlight: "m2" })).toBe(true);
    expect(params.sms.conversation({ address: "10086", contactId: null })).toBe(true);
    expect(params.sms.conversation({ address: " " })).toBe(false);
    expect(params.clock.alarm({ hour: 7, minute: 30 })).toBe(true);
    expect(params.clock.alarm({ hour: 7.5 })).toBe(false);
  });
});
