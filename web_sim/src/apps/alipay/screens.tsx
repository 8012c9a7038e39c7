/** Alipay's screens: the chunk the page loads when the app is first drawn (see manifest.ts). */
import "./alipay.css";
import type { AppUi } from "../../os/types";
import { AnalysisScreen, BillDetailScreen, BillSearchScreen, BillsScreen } from "./bills";
import { cancelPay, leave, PayScreen, RefundScreen } from "./cashierScreens";
import { ChatScreen, ContactScreen, ContactsScreen } from "./chat";
import { HomeScreen } from "./home";
import { AddCardScreen, CardDetailScreen, CardsScreen, VerifyCardScreen } from "./cardScreens";
import { AssetsScreen, BalanceScreen, ReceiveQrScreen, ScanScreen, YuebaoScreen } from "./money";
import { ChangePasswordScreen } from "./password";
import { BalanceRecordsScreen, PayQrScreen, RechargeCardsScreen, RechargeScreen } from "./wallet";
import { DarkModeScreen, FontSizeScreen, GeneralSettingsScreen, LanguageScreen, NotifySettingsScreen, PayOrderScreen, PaySettingsScreen, SettingsScreen } from "./settings";
import type { AlipayState } from "./state";
import { ReceiptScreen, TransferAmountScreen, TransferScreen } from "./transfer";

const ui: AppUi<AlipayState> = {
  screens: {
    home: HomeScreen,
    bills: BillsScreen,
    billSearch: BillSearchScreen,
    billDetail: BillDetailScreen,
    analysis: AnalysisScreen,
    balance: BalanceScreen,
    assets: AssetsScreen,
    yuebao: YuebaoScreen,
    receiveQr: ReceiveQrScreen,
    scan: ScanScreen,
    cards: CardsScreen,
    addCard: AddCardScreen,
    verifyCard: VerifyCardScreen,
    cardDetail: CardDetailScreen,
    transfer: TransferScreen,
    transferAmount: TransferAmountScreen,
    receipt: ReceiptScreen,
    chat: ChatScreen,
    contacts: ContactsScreen,
    contact: ContactScreen,
    settings: SettingsScreen,
    paySettings: PaySettingsScreen,
    payOrder: PayOrderScreen,
    changePassword: ChangePasswordScreen,
    notifySettings: NotifySettingsScreen,
    generalSettings: GeneralSettingsScreen,
    language: LanguageScreen,
    fontSize: FontSizeScreen,
    darkMode: DarkModeScreen,
    pay: PayScreen,
    balanceRecords: BalanceRecordsScreen,
    recharge: RechargeScreen,
    rechargeCards: RechargeCardsScreen,
    payQr: PayQrScreen,
    refund: RefundScreen,
  },
  // BACK on the cashier cancels the payment and returns to the app that asked for it.
  onBack: { pay: cancelPay, refund: (app, route) => (leave(app, route), true) },
};

export default ui;
