/** Money screens: balance, total assets, Yu'e Bao, the receive-money QR, scan. */
import type { ScreenProps } from "../../os/types";
import { type AlipayState, totalAssets, yuan } from "./state";
import { Cell, Group, Page, TopBar } from "./ui";

export function BalanceScreen({ app }: ScreenProps<AlipayState>) {
  return (
    <Page app={app} testId="alipay-balance-page">
      <TopBar title="Balance" onBack={app.pop} />
      <div class="ap-detail-head">
        <div class="ap-sub">Balance (¥)</div>
        <div class="ap-big" data-testid="alipay-balance">{yuan(app.state.wallet.balance)}</div>
      </div>
      <Group>
        <Cell label="Recharge" testId="alipay-balance-recharge" onClick={() => app.push("recharge")} />
        <Cell label="Recharge cards" testId="alipay-balance-rcards" onClick={() => app.push("rechargeCards")} />
        <Cell label="Balance records" testId="alipay-balance-records" onClick={() => app.push("balanceRecords")} />
      </Group>
    </Page>
  );
}

export function AssetsScreen({ app }: ScreenProps<AlipayState>) {
  const w = app.state.wallet;
  return (
    <Page app={app} testId="alipay-assets-page">
      <TopBar title="Total assets" onBack={app.pop} />
      <div class="ap-detail-head">
        <div class="ap-sub">Total assets (¥)</div>
        <div class="ap-big" data-testid="alipay-assets-total">{yuan(totalAssets(app.state))}</div>
      </div>
      <Group>
        <Cell label="Balance" value={yuan(w.balance)} />
        <Cell label="Yu'e Bao" value={yuan(w.yuebao)} />
        <Cell label="Funds" value={yuan(w.funds)} />
        <Cell label="Fixed-term" value={yuan(w.fixedTerm)} />
      </Group>
    </Page>
  );
}

export function YuebaoScreen({ app }: ScreenProps<AlipayState>) {
  const w = app.state.wallet;
  return (
    <Page app={app} testId="alipay-yuebao-page">
      <TopBar title="Yu'e Bao" onBack={app.pop} />
      <div class="ap-detail-head">
        <div class="ap-sub">Total amount (¥)</div>
        <div class="ap-big" data-testid="alipay-yuebao-amount">{yuan(w.yuebao)}</div>
        <div class="ap-sub">Yesterday's income <b data-testid="alipay-yuebao-income">{yuan(w.yesterdayIncome)}</b></div>
        <div class="ap-sub">7-day annualized yield 1.52%</div>
      </div>
    </Page>
  );
}

/** A QR-like pattern drawn as SVG squares, derived from the account text (not scannable: a picture). */
export function QrPicture({ text }: { text: string }) {
  let h = 2166136261;
  const cells: Array<[number, number]> = [];
  for (let y = 0; y < 25; y++) for (let x = 0; x < 25; x++) {
    h = Math.imul(h ^ (text.charCodeAt((x + y * 25) % text.length) + x * 7 + y), 16777619) >>> 0;
    const finder = (x < 7 && y < 7) || (x > 17 && y < 7) || (x < 7 && y > 17);
    if (finder ? (x % 6 === 0 || y % 6 === 0 || (x % 6 > 1 && x % 6 < 5 && y % 6 > 1 && y % 6 < 5)) : h % 3 === 0) cells.push([x, y]);
  }
  return (
    <svg viewBox="0 0 25 25" width="200" height="200" shape-rendering="crispEdges">
      <rect width="25" height="25" fill="#fff" />
      {cells.map(([x, y]) => <rect key={`${x}-${y}`} x={x} y={y} width="1" height="1" fill="#000" />)}
    </svg>
  );
}

export function ReceiveQrScreen({ app }: ScreenProps<AlipayState>) {
  return (
    <Page app={app} testId="alipay-receiveqr-page" class="ap-page-blue">
      <TopBar title="Receive money" onBack={app.pop} />
      <div class="ap-qrcard">
        <div class="ap-qrcard-title">Scan to pay me</div>
        <QrPicture text={app.state.user.account} />
        <div class="ap-sub">{app.state.user.name} ({app.state.user.account})</div>
      </div>
    </Page>
  );
}

export function ScanScreen({ app }: ScreenProps<AlipayState>) {
  return (
    <Page app={app} testId="alipay-scan-page" class="ap-page-dark">
      <TopBar title="Scan" onBack={app.pop} />
      <div class="ap-scanframe" />
      <div class="ap-sub ap-center">Align the QR code within the frame</div>
    </Page>
  );
}
