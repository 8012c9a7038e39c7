/** Me: my profile (name, pat, signature, gender, region, QR), the wallet, payments and subscriptions. */
import { mdiCheck, mdiQrcode, mdiWalletOutline, mdiCreditCardOutline, mdiReceiptTextOutline, mdiAutorenew, mdiLockOutline } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { BottomSheet, Dialog, Icon, ScrollView, TextField } from "../../os/ui/kit";
import { fmtInt, formatYuan, type WechatState } from "./state";
import { Avatar, Cell, GreenButton, Group, Note, Page, stampTime, TopBar } from "./ui";

export const REGIONS = [
  "Beijing Chaoyang",
  "Beijing Haidian",
  "Shanghai Pudong",
  "Shanghai Xuhui",
  "Zhejiang Hangzhou",
  "Zhejiang Ningbo",
  "Jiangsu Nanjing",
  "Jiangsu Suzhou",
  "Guangdong Guangzhou",
  "Guangdong Shenzhen",
  "Sichuan Chengdu",
  "Hubei Wuhan",
  "Shaanxi Xi'an",
  "Fujian Xiamen",
  "Yunnan Kunming",
  "Shandong Qingdao",
];

const FIELD_TITLES: Record<string, [string, string, number]> = {
  name: ["Change Name", "A good name helps your friends recognise you.", 32],
  signature: ["What's Up", "Your signature, shown on your profile.", 60],
  pat: ["Pat Pat", 'When friends pat you, "… {your text}" is shown after the pat.', 16],
};

export function MyProfileScreen({ route, app }: ScreenProps<WechatState>) {
  const u = app.state.user;
  return (
    <Page app={app}>
      <TopBar title="My Profile" onBack={app.pop} />
      <ScrollView id="myprofile">
        <Group>
          <Cell label="Profile Photo" extra={<Avatar id="me" name={u.name} size={56} />} testId="wechat-my-photo" onClick={() => app.toast("Changing the photo is not available")} />
          <Cell label="Name" value={u.name} testId="wechat-my-name" onClick={() => app.push("editText", { field: "name" })} />
          <Cell label="Pat Pat" value={u.pat || "Not set"} testId="wechat-my-pat" onClick={() => app.push("editText", { field: "pat" })} />
          <Cell label="WeChat ID" value={u.wxid} testId="wechat-my-wxid" />
          <Cell label="My QR Code" extra={<Icon path={mdiQrcode} size={20} class="wx-cell-qr" />} testId="wechat-my-qr" onClick={() => app.push("qr")} />
        </Group>
        <Group>
          <Cell label="Gender" value={u.gender === "male" ? "Male" : "Female"} testId="wechat-my-gender" onClick={() => app.openOverlay("sheet", "gender")} />
          <Cell label="Region" value={u.region} testId="wechat-my-region" onClick={() => app.push("region")} />
          <Cell label="Mobile" value={u.phone} testId="wechat-my-phone" />
          <Cell label="What's Up" value={u.signature || "Not set"} testId="wechat-my-signature" onClick={() => app.push("editText", { field: "signature" })} />
        </Group>
      </ScrollView>
      {route.overlay?.name === "gender" && (
        <BottomSheet testId="wechat-gender-sheet" onDismiss={app.closeOverlay}>
          {(["male", "female"] as const).map((g) => (
            <div
              key={g}
              class="wx-sheet-item mg-clickable"
              role="button"
              data-testid={`wechat-gender-${g}`}
              onClick={() => {
                app.update((d) => void (d.user.gender = g));
                app.closeOverlay();
              }}
            >
              {g === "male" ? "Male" : "Female"} {u.gender === g && <Icon path={mdiCheck} size={18} color="#07c160" />}
            </div>
          ))}
        </BottomSheet>
      )}
    </Page>
  );
}

export function EditTextScreen({ route, app }: ScreenProps<WechatState>) {
  const field = route.params.field as "name" | "signature" | "pat";
  const [title, hint, max] = FIELD_TITLES[field];
  const value = (route.data.value as string | undefined) ?? app.state.user[field];
  const ok = field !== "name" || value.trim() !== "";
  const save = () => {
    if (!ok) return;
    app.update((d) => void (d.user[field] = value.trim()));
    app.pop();
  };
  return (
    <Page app={app}>
      <TopBar
        title={title}
        onBack={app.pop}
        right={
          <button class={`wx-send ${ok ? "" : "wx-btn-disabled"}`} data-testid="wechat-edit-save" onClick={save}>
            Save
          </button>
        }
      />
      <div class="wx-fieldbox">
        {field === "pat" && <span class="wx-pat-prefix">{app.state.user.name} patted me</span>}
        <TextField id={`wechat.edit.${field}`} value={value} maxLength={max} onChange={(v) => app.setData({ value: v })} onSubmit={save} />
      </div>
      <Note>{hint}</Note>
    </Page>
  );
}

export function RegionScreen({ app }: ScreenProps<WechatState>) {
  return (
    <Page app={app}>
      <TopBar title="Region" onBack={app.pop} />
      <ScrollView id="region">
        <Group>
          {REGIONS.map((r, i) => (
            <div
              key={r}
              class="wx-cell mg-clickable"
              role="button"
              data-testid={`wechat-region-${i}`}
              onClick={() => {
                app.update((d) => void (d.user.region = r));
                app.pop();
              }}
            >
              <span class="wx-cell-label">{r}</span>
              {app.state.user.region === r && <Icon path={mdiCheck} size={20} color="#07c160" />}
            </div>
          ))}
        </Group>
      </ScrollView>
    </Page>
  );
}

/** A QR-like code drawn from the WeChat ID (a hash fills a 25x25 grid; finder squares in 3 corners). */
export function QrScreen({ app }: ScreenProps<WechatState>) {
  const u = app.state.user;
  const N = 25;
  let h = 2166136261;
  const cells: preact.JSX.Element[] = [];
  for (let y = 0; y < N; y++)
    for (let x = 0; x < N; x++) {
      for (const ch of `${u.wxid}:${x}:${y}`) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
      const finder = (x < 7 && y < 7) || (x >= N - 7 && y < 7) || (x < 7 && y >= N - 7);
      if (finder) continue;
      if (h % 2) cells.push(<rect key={`${x}-${y}`} x={x} y={y} width="1" height="1" />);
    }
  const finderAt = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width="7" height="7" />
      <rect x={x + 1} y={y + 1} width="5" height="5" fill="#fff" />
      <rect x={x + 2} y={y + 2} width="3" height="3" />
    </g>
  );
  return (
    <Page app={app}>
      <TopBar title="My QR Code" onBack={app.pop} />
      <div class="wx-qrcard" data-testid="wechat-qr">
        <div class="wx-qrhead">
          <Avatar id="me" name={u.name} size={48} />
          <span>
            <div class="wx-profile-name">{u.name}</div>
            <div class="wx-profile-line">{u.region}</div>
          </span>
        </div>
        <svg width="220" height="220" viewBox="-1 -1 27 27" fill="#111" aria-label={`QR code of ${u.wxid}`}>
          <rect x="-1" y="-1" width="27" height="27" fill="#fff" />
          {cells}
          {finderAt(0, 0)}
          {finderAt(N - 7, 0)}
          {finderAt(0, N - 7)}
        </svg>
        <div class="wx-note">Scan the QR code to add me on WeChat</div>
      </div>
    </Page>
  );
}

export function WalletScreen({ app }: ScreenProps<WechatState>) {
  const w = app.state.wallet;
  return (
    <Page app={app}>
      <TopBar title="Services" onBack={app.pop} />
      <ScrollView id="wallet">
        <div class="wx-walletcard">
          <div class="wx-walletcard-item">
            <Icon path={mdiWalletOutline} size={32} color="#fff" />
            <span>Money</span>
          </div>
          <div class="wx-walletcard-item mg-clickable" role="button" data-testid="wechat-wallet-balance" onClick={() => app.push("balance")}>
            <Icon path={mdiCreditCardOutline} size={32} color="#fff" />
            <span>Wallet</span>
            <span class="wx-walletcard-amount">{formatYuan(w.balance)}</span>
          </div>
        </div>
        <Group>
          <Cell label="Transactions" icon={mdiReceiptTextOutline} iconColor="#f5a623" testId="wechat-wallet-transactions" onClick={() => app.push("transactions")} />
          <Cell label="Subscriptions" icon={mdiAutorenew} iconColor="#2782d7" value="Auto-renew" testId="wechat-wallet-subscriptions" onClick={() => app.push("subscriptions")} />
          <Cell label="Pay Settings" icon={mdiLockOutline} iconColor="#07c160" testId="wechat-wallet-settings" onClick={() => app.push("paySettings")} />
        </Group>
      </ScrollView>
    </Page>
  );
}

export function BalanceScreen({ app }: ScreenProps<WechatState>) {
  return (
    <Page app={app}>
      <TopBar title="Balance" onBack={app.pop} />
      <div class="wx-balance">
        <div class="wx-note">My Balance</div>
        <div class="wx-balance-amount" data-testid="wechat-balance">
          {formatYuan(app.state.wallet.balance)}
        </div>
      </div>
    </Page>
  );
}

export function TransactionsScreen({ app }: ScreenProps<WechatState>) {
  const list = [...app.state.wallet.payments].reverse();
  return (
    <Page app={app}>
      <TopBar title="Transactions" onBack={app.pop} />
      <ScrollView id="transactions">
        {list.length === 0 && <Note>No transactions yet.</Note>}
        <Group>
          {list.map((p) => (
            <Cell key={p.id} testId={`wechat-payment-${p.id}`} label={`${p.merchant} · ${p.item}`} value={`-${p.amount.toFixed(2)}`} extra={<span class="wx-cell-sub wx-inline-sub">{stampTime(app.os, p.time)}</span>} />
          ))}
        </Group>
      </ScrollView>
    </Page>
  );
}

export function PaySettingsScreen({ app }: ScreenProps<WechatState>) {
  return (
    <Page app={app}>
      <TopBar title="Pay Settings" onBack={app.pop} />
      <ScrollView id="paysettings">
        <Group>
          <Cell label="Payment Password" value="Set" testId="wechat-pay-password" onClick={() => app.toast("Changing the payment password needs identity verification")} />
          <Cell label="Subscriptions (Auto-Renew)" testId="wechat-pay-subscriptions" onClick={() => app.push("subscriptions")} />
        </Group>
      </ScrollView>
    </Page>
  );
}

export function SubscriptionsScreen({ app }: ScreenProps<WechatState>) {
  const subs = app.state.subscriptions;
  return (
    <Page app={app}>
      <TopBar title="Auto-Renew" onBack={app.pop} />
      <ScrollView id="subs">
        <Group>
          {subs.map((x) => (
            <Cell key={x.id} label={x.name} value={x.autoRenew ? "On" : "Off"} testId={`wechat-sub-${x.id}`} onClick={() => app.push("subscription", { id: x.id })} />
          ))}
        </Group>
        {subs.length === 0 && <Note>No subscriptions.</Note>}
      </ScrollView>
    </Page>
  );
}

export function SubscriptionScreen({ route, app }: ScreenProps<WechatState>) {
  const x = app.state.subscriptions.find((y) => y.id === route.params.id);
  if (!x) return <Page app={app}><TopBar title="" onBack={app.pop} /></Page>;
  return (
    <Page app={app}>
      <TopBar title="Service Details" onBack={app.pop} />
      <ScrollView id="sub">
        <Group>
          <Cell label="Service" value={x.name} />
          <Cell label="Merchant" value={x.merchant} />
          <Cell label="Price" value={`${formatYuan(x.amount)} / month`} />
          <Cell label="Auto-Renew" value={x.autoRenew ? "On" : "Off"} testId="wechat-sub-status" />
        </Group>
        {x.autoRenew && (
          <div class="wx-btnrow">
            <GreenButton plain testId="wechat-sub-cancel" onClick={() => app.openOverlay("dialog", "cancel")}>
              Cancel Auto-Renew
            </GreenButton>
          </div>
        )}
      </ScrollView>
      {route.overlay?.name === "cancel" && (
        <Dialog
          testId="wechat-sub-dialog"
          title="Cancel auto-renew?"
          onDismiss={app.closeOverlay}
          actions={[
            { label: "Not Now", testId: "wechat-sub-keep", onClick: app.closeOverlay },
            {
              label: "Cancel Auto-Renew",
              testId: "wechat-sub-confirm",
              onClick: () => {
                app.update((d) => void (d.subscriptions.find((y) => y.id === x.id)!.autoRenew = false));
                app.closeOverlay();
              },
            },
          ]}
        >
          {x.name} will not be renewed after the current period.
        </Dialog>
      )}
    </Page>
  );
}

export { fmtInt };
