/** WeChat's screens: the chunk the page loads when the app is first drawn (see manifest.ts). */
import "./wechat.css";
import { ChatInfoScreen, ChatScreen, ChatSearchScreen, PickChatScreen, PickFileScreen, PickPhotoScreen, SearchScreen, shareLocation } from "./chat";
import { AddFriendScreen, BlacklistScreen, FriendPermsScreen, FriendSettingsScreen, GroupsScreen, MobileContactsScreen, NearbyScreen, NewFriendsScreen, PlaceholderScreen, ProfileScreen, RadarScreen, RemarkScreen, ScanScreen, TagsScreen } from "./contacts";
import { MainScreen } from "./main";
import { BalanceScreen, EditTextScreen, MyProfileScreen, PaySettingsScreen, QrScreen, RegionScreen, SubscriptionScreen, SubscriptionsScreen, TransactionsScreen, WalletScreen } from "./me";
import { LocationScreen, MomentsScreen, PostMomentScreen, SportsScreen, UserMomentsScreen } from "./moments";
import { ChangePinScreen, PayScreen, leavePay } from "./pay";
import { AccountSecurityScreen, AddMeScreen, AuthAppScreen, AuthorizedAppsScreen, CancelAccountScreen, DarkModeScreen, DiscoverManageScreen, GeneralScreen, MediaSettingsScreen, MomentsPrivacyScreen, NotifSettingsScreen, PluginsScreen, PrivacyScreen, SecurityCenterScreen, SettingsScreen, SportsPluginScreen } from "./settings";
import { NewPasswordScreen, PasswordVerifyScreen } from "./password";
import type { WechatState } from "./state";
import type { AppUi } from "../../os/types";

const ui: AppUi<WechatState> = {
  screens: {
    main: MainScreen,
    chat: ChatScreen,
    chatInfo: ChatInfoScreen,
    chatSearch: ChatSearchScreen,
    search: SearchScreen,
    pickChat: PickChatScreen,
    share: PickChatScreen,
    pickPhoto: PickPhotoScreen,
    pickFile: PickFileScreen,
    profile: ProfileScreen,
    friendSettings: FriendSettingsScreen,
    friendPerms: FriendPermsScreen,
    remark: RemarkScreen,
    newFriends: NewFriendsScreen,
    addFriend: AddFriendScreen,
    radar: RadarScreen,
    mobileContacts: MobileContactsScreen,
    groups: GroupsScreen,
    tags: TagsScreen,
    blacklist: BlacklistScreen,
    nearby: NearbyScreen,
    scan: ScanScreen,
    placeholder: PlaceholderScreen,
    moments: MomentsScreen,
    userMoments: UserMomentsScreen,
    postMoment: PostMomentScreen,
    location: LocationScreen,
    sports: SportsScreen,
    myProfile: MyProfileScreen,
    editText: EditTextScreen,
    region: RegionScreen,
    qr: QrScreen,
    wallet: WalletScreen,
    balance: BalanceScreen,
    transactions: TransactionsScreen,
    paySettings: PaySettingsScreen,
    subscriptions: SubscriptionsScreen,
    subscription: SubscriptionScreen,
    pay: PayScreen,
    changePin: ChangePinScreen,
    settings: SettingsScreen,
    accountSecurity: AccountSecurityScreen,
    passwordVerify: PasswordVerifyScreen,
    newPassword: NewPasswordScreen,
    securityCenter: SecurityCenterScreen,
    cancelAccount: CancelAccountScreen,
    notifSettings: NotifSettingsScreen,
    general: GeneralScreen,
    darkMode: DarkModeScreen,
    mediaSettings: MediaSettingsScreen,
    discoverManage: DiscoverManageScreen,
    plugins: PluginsScreen,
    sportsPlugin: SportsPluginScreen,
    privacy: PrivacyScreen,
    addMeMethods: AddMeScreen,
    momentsPrivacy: MomentsPrivacyScreen,
    authorizedApps: AuthorizedAppsScreen,
    authApp: AuthAppScreen,
  },
  // System BACK on the payment screen returns to the app that asked for the payment.
  onBack: { pay: (app, route) => (leavePay(app, route), true) },
  permissionActions: { shareLocation },
};

export default ui;
