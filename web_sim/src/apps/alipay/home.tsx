/** Alipay's four tabs: Home (shortcuts, recent bills), Wealth (assets, Yu'e Bao), Messages (chats), My. */
import {
  mdiAccountGroupOutline, mdiBarcode, mdiBankOutline, mdiCashMultiple, mdiChartLine, mdiCog, mdiCreditCardOutline, mdiFileDocumentOutline,
  mdiHome, mdiMessageProcessingOutline, mdiPiggyBankOutline, mdiQrcode, mdiQrcodeScan, mdiSwapHorizontal, mdiAccountCircleOutline, mdiWalletOutline,
} from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { BottomNav, Icon, ScrollView } from "../../os/ui/kit";
import { ALIPAY_CONTACTS, ALIPAY_CONVERSATIONS } from "../../../world/alipay";
import { allBills, type AlipayState, conversationMessages, totalAssets, yuan } from "./state";
import { billDate } from "./bills";
import { openChat } from "./chat";
import { type App, Avatar, Badge, Cell, Group, Page } from "./ui";

const TABS = [
  { id: "home", label: "Home", icon: mdiHome },
  { id: "wealth", label: "Wealth", icon: mdiChartLine },
  { id: "messages", label: "Messages", icon: mdiMessageProcessingOutline },
  { id: "my", label: "My", icon: mdiAccountCircleOutline },
];

function Shortcut({ app, icon, label, screen, testId }: { app: App; icon: string; label: string; screen: string; testId: string }) {
  return (
    <button class="ap-shortcut" data-testid={testId} onClick={() => app.push(screen)}>
      <Icon path={icon} size={30} color="#fff" />
      <span>{label}</span>
    </button>
  );
}

function HomeTab({ app }: { app: App }) {
  const recent = allBills(app.state).slice(0, 3);
  return (
    <ScrollView id="alipay-home">
      <div class="ap-hero">
        <Shortcut app={app} icon={mdiQrcodeScan} label="Scan" screen="scan" testId="alipay-scan" />
        <Shortcut app={app} icon={mdiBarcode} label="Pay" screen="payQr" testId="alipay-payqr" />
        <Shortcut app={app} icon={mdiQrcode} label="Receive" screen="receiveQr" testId="alipay-receive" />
        <Shortcut app={app} icon={mdiSwapHorizontal} label="Transfer" screen="transfer" testId="alipay-transfer" />
        <Shortcut app={app} icon={mdiFileDocumentOutline} label="Bills" screen="bills" testId="alipay-bills" />
      </div>
      <Group title="Recent bills">
        {recent.map((b) => (
          <Cell key={b.id} label={b.title} sub={billDate(app.os, b.time)} value={yuan(b.amount, true)} testId={`alipay-home-bill-${b.id}`} onClick={() => app.push("billDetail", { id: b.id })} />
        ))}
        <Cell label="All bills" testId="alipay-home-allbills" onClick={() => app.push("bills")} />
      </Group>
      <Group>
        <Cell label="Contacts" icon={mdiAccountGroupOutline} testId="alipay-contacts" onClick={() => app.push("contacts")} />
        <Cell label="Income & expense analysis" icon={mdiChartLine} testId="alipay-analysis" onClick={() => app.push("analysis")} />
      </Group>
    </ScrollView>
  );
}

function WealthTab({ app }: { app: App }) {
  const w = app.state.wallet;
  const total = totalAssets(app.state);
  return (
    <ScrollView id="alipay-wealth">
      <div class="ap-wealth-card mg-clickable" data-testid="alipay-wealth-assets" onClick={() => app.push("assets")}>
        <div class="ap-sub-light">Total assets (¥)</div>
        <div class="ap-big" data-testid="alipay-total-assets">{yuan(total)}</div>
        <div class="ap-sub-light">Yesterday's income <b data-testid="alipay-yesterday-income">{yuan(w.yesterdayIncome)}</b></div>
      </div>
      <Group>
        <Cell label="Yu'e Bao" icon={mdiPiggyBankOutline} value={yuan(w.yuebao)} testId="alipay-wealth-yuebao" onClick={() => app.push("yuebao")} />
        <Cell label="Funds" icon={mdiChartLine} value={yuan(w.funds)} />
        <Cell label="Fixed-term" icon={mdiBankOutline} value={yuan(w.fixedTerm)} />
        <Cell label="Balance" icon={mdiWalletOutline} value={yuan(w.balance)} testId="alipay-wealth-balance" onClick={() => app.push("balance")} />
      </Group>
    </ScrollView>
  );
}

function MessagesTab({ app }: { app: App }) {
  const total = Object.values(app.state.unread).reduce((s, n) => s + n, 0);
  const convs = [...ALIPAY_CONVERSATIONS].map((c) => ({ c, last: conversationMessages(app.state, c.id).at(-1)! })).sort((a, b) => b.last.time - a.last.time);
  return (
    <ScrollView id="alipay-messages">
      <div class="ap-group-title" data-testid="alipay-unread-total">Unread: {total}</div>
      <div class="ap-group">
        {convs.map(({ c, last }) => {
          const who = ALIPAY_CONTACTS.find((x) => x.id === c.contact)!;
          return (
            <div key={c.id} class="ap-conv mg-clickable" role="button" data-testid={`alipay-conv-${c.id}`} onClick={() => openChat(app, c.id)}>
              <Avatar name={who.name} color={who.color} />
              <div class="ap-conv-main">
                <div class="ap-conv-name">{who.name}</div>
                <div class="ap-conv-last">{last.text}</div>
              </div>
              <div class="ap-conv-side">
                <span class="ap-conv-time">{billDate(app.os, last.time)}</span>
                <Badge n={app.state.unread[c.id] ?? 0} />
              </div>
            </div>
          );
        })}
      </div>
    </ScrollView>
  );
}

function MyTab({ app }: { app: App }) {
  const u = app.state.user;
  return (
    <ScrollView id="alipay-my">
      <div class="ap-profile">
        <Avatar name={u.name} color="#1677ff" size={56} />
        <div>
          <div class="ap-profile-name">{u.name}</div>
          <div class="ap-sub">{u.account}</div>
        </div>
      </div>
      <Group>
        <Cell label="Bills" icon={mdiFileDocumentOutline} testId="alipay-my-bills" onClick={() => app.push("bills")} />
        <Cell label="Total assets" icon={mdiCashMultiple} value={yuan(totalAssets(app.state))} testId="alipay-my-assets" onClick={() => app.push("assets")} />
        <Cell label="Balance" icon={mdiWalletOutline} value={yuan(app.state.wallet.balance)} testId="alipay-my-balance" onClick={() => app.push("balance")} />
        <Cell label="Bank cards" icon={mdiCreditCardOutline} testId="alipay-my-cards" onClick={() => app.push("cards")} />
      </Group>
      <Group>
        <Cell label="Settings" icon={mdiCog} testId="alipay-my-settings" onClick={() => app.push("settings")} />
      </Group>
    </ScrollView>
  );
}

export function HomeScreen({ route, app }: ScreenProps<AlipayState>) {
  const tab = (route.data.tab as string | undefined) ?? "home";
  return (
    <Page app={app} testId={`alipay-tab-${tab}`}>
      <div class="ap-homebar">{TABS.find((t) => t.id === tab)!.label}</div>
      {tab === "home" && <HomeTab app={app} />}
      {tab === "wealth" && <WealthTab app={app} />}
      {tab === "messages" && <MessagesTab app={app} />}
      {tab === "my" && <MyTab app={app} />}
      <BottomNav items={TABS} active={tab} onSelect={(t) => app.setData({ tab: t })} />
    </Page>
  );
}
