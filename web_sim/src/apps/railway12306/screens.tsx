/** 12306's screens: the chunk the page loads when the app is first drawn (see manifest.ts). */
import "./railway.css";
import type { AppUi } from "../../os/types";
import { ForgotPasswordScreen, LoginScreen, RegisterScreen, ResetPasswordScreen } from "./auth";
import { AccountScreen, AddInvoiceHeaderScreen, ChangePasswordScreen, IdVerifyScreen, InvoicesScreen, PassengersScreen, StudentVerifyScreen } from "./me";
import { OrderDetailScreen, PaySuccessScreen, TicketsScreen } from "./orders";
import { HomeScreen } from "./home";
import { AddPassengerScreen, ConfirmScreen, DatePickerScreen, ResultsScreen, StationPickerScreen } from "./search";
import { AllServicesScreen, ServicePhonesScreen, StationBoardScreen, TimetableScreen } from "./services";
import type { RailwayState } from "./state";

const ui: AppUi<RailwayState> = {
  screens: {
    home: HomeScreen,
    stationPicker: StationPickerScreen,
    datePicker: DatePickerScreen,
    results: ResultsScreen,
    confirm: ConfirmScreen,
    addPassenger: AddPassengerScreen,
    orderDetail: OrderDetailScreen,
    paySuccess: PaySuccessScreen,
    tickets: TicketsScreen,
    passengers: PassengersScreen,
    invoices: InvoicesScreen,
    addInvoiceHeader: AddInvoiceHeaderScreen,
    account: AccountScreen,
    changePassword: ChangePasswordScreen,
    idVerify: IdVerifyScreen,
    studentVerify: StudentVerifyScreen,
    allServices: AllServicesScreen,
    servicePhones: ServicePhonesScreen,
    timetable: TimetableScreen,
    stationBoard: StationBoardScreen,
    login: LoginScreen,
    register: RegisterScreen,
    forgotPassword: ForgotPasswordScreen,
    resetPassword: ResetPasswordScreen,
  },
};

export default ui;
