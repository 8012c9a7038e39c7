/** Settings: payment order (smart or a custom ordered list), fast pay, no-password, easter egg, notifications, general. */
import { mdiArrowDown, mdiArrowUp } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { IconButton, ScrollView } from "../../os/ui/kit";
import { ALIPAY_PAY_METHODS } from "../../../world/alipay";
import { type AlipaySettings, type AlipayState, FONT_LEVELS, LANGUAGES, NOTIFICATION_TOGGLES } from "./state";
import { type App, BlueButton, Cell, Group, Page, RadioCell, SwitchCell, TopBar } from "./ui";

function set<K extends keyof AlipaySettings>(app: App, key: K, value: AlipaySettings[K]): void {
  app.update((d) => void (d.settings[key] = value));
}

export function SettingsScreen({ app }: ScreenProps<AlipayState>) {
  const s = app.state.settings;
  return (
    <Page app={app} testId="alipay-settings-page">
      <TopBar title="Settings" onBack={app.pop} />
      <ScrollView id="alipay-settings">
        <Group>
          <Cell label="Payment settings" testId="alipay-set-payment" onClick={() => app.push("paySettings")} />
          <Cell label="New message notifications" testId="alipay-set-notifications" onClick={() => app.push("notifySettings")} />
          <Cell label="General" testId="alipay-set-general" onClick={() => app.push("generalSettings")} />
        </Group>
        <Group>
          <SwitchCell label="Speed mode" sub="Lighter pages, fewer animations" checked={s.speedMode} testId="alipay-speedmode" onChange={(v) => set(app, "speedMode", v)} />
        </Group>
      </ScrollView>
    </Page>
  );
}

export function PaySettingsScreen({ app }: ScreenProps<AlipayState>) {
  const s = app.state.settings;
  return (
    <Page app={app} testId="alipay-paysettings-page">
      <TopBar title="Payment settings" onBack={app.pop} />
      <ScrollView id="alipay-paysettings">
        <Group>
          <Cell label="Payment order" value={s.payOrder.mode === "smart" ? "Smart order" : "Custom"} testId="alipay-payorder" onClick={() => app.push("payOrder")} />
          <Cell label="Change payment password" testId="alipay-changepassword" onClick={() => app.push("changePassword")} />
          <SwitchCell label="Fast pay" checked={s.fastPay} testId="alipay-fastpay" onChange={(v) => set(app, "fastPay", v)} />
          <SwitchCell label="No-password payment" sub="Small payments without the password" checked={s.noPassword} testId="alipay-nopassword" onChange={(v) => set(app, "noPassword", v)} />
          <SwitchCell label="Payment easter egg" sub="Surprise animations after paying" checked={s.easterEgg} testId="alipay-easteregg" onChange={(v) => set(app, "easterEgg", v)} />
        </Group>
      </ScrollView>
    </Page>
  );
}

const methodLabel = (id: string) => ALIPAY_PAY_METHODS.find((m) => m.id === id)?.label ?? id;

/**
 * Payment order: "Smart order" or a custom list. In custom mode the user adds methods in the
 * order wanted (tap an unlisted method), moves them up or down, or removes them; Save stores it.
 */
export function PayOrderScreen({ route, app }: ScreenProps<AlipayState>) {
  const saved = app.state.settings.payOrder;
  const mode = (route.data.mode as string | undefined) ?? saved.mode;
  const list = (route.data.list as string[] | undefined) ?? saved.custom;
  const setList = (l: string[]) => app.setData({ list: l });
  const move = (i: number, by: number) => { const l = [...list]; [l[i], l[i + by]] = [l[i + by], l[i]]; setList(l); };
  const save = () => {
    app.update((d) => void (d.settings.payOrder = mode === "custom" ? { mode: "custom", custom: [...list] } : { mode: "smart", custom: d.settings.payOrder.custom }));
    app.pop();
  };
  return (
    <Page app={app} testId="alipay-payorder-page">
      <TopBar title="Payment order" onBack={app.pop} right={<button class="ap-textbtn" data-testid="alipay-payorder-save" onClick={save}>Save</button>} />
      <ScrollView id="alipay-payorder">
        <Group>
          <RadioCell label="Smart order" checked={mode === "smart"} testId="alipay-payorder-smart" onClick={() => app.setData({ mode: "smart" })} />
          <RadioCell label="Custom order" checked={mode === "custom"} testId="alipay-payorder-custom" onClick={() => app.setData({ mode: "custom", list })} />
        </Group>
        {mode === "custom" && (
          <>
            <Group title="Your order (used first to last)">
              {list.map((id, i) => (
                <div key={id} class="ap-cell" data-testid={`alipay-order-item-${id}`}>
                  <span class="ap-order-n">{i + 1}</span>
                  <span class="ap-cell-label">{methodLabel(id)}</span>
                  {i > 0 && <IconButton path={mdiArrowUp} label="Move up" testId={`alipay-order-up-${id}`} onClick={() => move(i, -1)} />}
                  {i < list.length - 1 && <IconButton path={mdiArrowDown} label="Move down" testId={`alipay-order-down-${id}`} onClick={() => move(i, 1)} />}
                  <button class="ap-textbtn" data-testid={`alipay-order-remove-${id}`} onClick={() => setList(list.filter((x) => x !== id))}>Remove</button>
                </div>
              ))}
            </Group>
            <Group title="Add a payment method">
              {ALIPAY_PAY_METHODS.filter((m) => !list.includes(m.id)).map((m) => (
                <Cell key={m.id} label={m.label} testId={`alipay-order-add-${m.id}`} onClick={() => setList([...list, m.id])} />
              ))}
            </Group>
          </>
        )}
        <div class="ap-btnrow"><BlueButton testId="alipay-payorder-savebtn" onClick={save}>Save</BlueButton></div>
      </ScrollView>
    </Page>
  );
}

export function NotifySettingsScreen({ app }: ScreenProps<AlipayState>) {
  const n = app.state.settings.notifications;
  return (
    <Page app={app} testId="alipay-notify-page">
      <TopBar title="New message notifications" onBack={app.pop} />
      <ScrollView id="alipay-notify">
        <Group>
          {NOTIFICATION_TOGGLES.map(([key, label]) => (
            <SwitchCell key={key} label={label} checked={n[key]} testId={`alipay-notify-${key}`} onChange={(v) => app.update((d) => void (d.settings.notifications[key] = v))} />
          ))}
        </Group>
      </ScrollView>
    </Page>
  );
}

export function GeneralSettingsScreen({ app }: ScreenProps<AlipayState>) {
  const s = app.state.settings;
  return (
    <Page app={app} testId="alipay-general-page">
      <TopBar title="General" onBack={app.pop} />
      <ScrollView id="alipay-general">
        <Group>
          <Cell label="Language" value={LANGUAGES.find((l) => l[0] === s.language)?.[1]} testId="alipay-general-language" onClick={() => app.push("language")} />
          <Cell label="Font size" value={FONT_LEVELS.find((f) => f[0] === s.fontSize)?.[1]} testId="alipay-general-fontsize" onClick={() => app.push("fontSize")} />
          <Cell label="Dark mode" value={{ light: "Off", dark: "On", system: "Follow system" }[s.darkMode]} testId="alipay-general-darkmode" onClick={() => app.push("darkMode")} />
          <SwitchCell label="Pull-to-refresh sound" checked={s.refreshSound} testId="alipay-refreshsound" onChange={(v) => set(app, "refreshSound", v)} />
        </Group>
      </ScrollView>
    </Page>
  );
}

export function LanguageScreen({ app }: ScreenProps<AlipayState>) {
  return (
    <Page app={app} testId="alipay-language-page">
      <TopBar title="Language" onBack={app.pop} />
      <Group>{LANGUAGES.map(([id, label]) => <RadioCell key={id} label={label} checked={app.state.settings.language === id} testId={`alipay-language-${id}`} onClick={() => set(app, "language", id)} />)}</Group>
    </Page>
  );
}

export function FontSizeScreen({ app }: ScreenProps<AlipayState>) {
  return (
    <Page app={app} testId="alipay-fontsize-page">
      <TopBar title="Font size" onBack={app.pop} />
      <Group>{FONT_LEVELS.map(([id, label]) => <RadioCell key={id} label={label} checked={app.state.settings.fontSize === id} testId={`alipay-fontsize-${id}`} onClick={() => set(app, "fontSize", id)} />)}</Group>
    </Page>
  );
}

export function DarkModeScreen({ app }: ScreenProps<AlipayState>) {
  const opts: Array<[AlipaySettings["darkMode"], string]> = [["system", "Follow system"], ["light", "Off"], ["dark", "On"]];
  return (
    <Page app={app} testId="alipay-darkmode-page">
      <TopBar title="Dark mode" onBack={app.pop} />
      <Group>{opts.map(([id, label]) => <RadioCell key={id} label={label} checked={app.state.settings.darkMode === id} testId={`alipay-darkmode-${id}`} onClick={() => set(app, "darkMode", id)} />)}</Group>
    </Page>
  );
}
