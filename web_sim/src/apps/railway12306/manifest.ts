/**
 * China Railway 12306: search trains (direct and with one change) with seats and fares, submit
 * orders for saved or new passengers, orders and tickets with refund and return trip,
 * passengers, invoice headers, account and security (password change with an SMS code), ID and
 * student verification, service phones, timetables, login, register and password recovery.
 * The stations and trains are read-only world data (web_sim/world/railway12306.ts, loaded with
 * the screens); `apps.railway12306` holds what the user owns and changes.
 */
import { mdiTrain } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import { APP_ID, initialRailwayState, type RailwayState } from "./state";
import { type RailwayScreenParams, railwayIntents } from "./params";

const ALL = ["stationPicker", "datePicker", "results", "confirm", "addPassenger", "orderDetail", "paySuccess", "tickets", "passengers", "invoices", "addInvoiceHeader", "account", "changePassword", "idVerify", "studentVerify", "allServices", "servicePhones", "timetable", "stationBoard", "login", "register", "forgotPassword", "resetPassword"];

const manifest: AppManifest<RailwayState, RailwayScreenParams> = {
  id: APP_ID,
  label: "12306",
  icon: mdiTrain,
  color: "#3b7ddd",
  initialState: initialRailwayState,
  ui: () => import("./screens"),
  home: "home",
  intents: railwayIntents,
  navigation: {
    home: ALL,
    stationPicker: [],
    datePicker: [],
    results: ["confirm"],
    confirm: ["addPassenger", "orderDetail"],
    addPassenger: [],
    orderDetail: ["orderDetail", "paySuccess"],
    paySuccess: [],
    tickets: ["orderDetail"],
    passengers: ["addPassenger"],
    invoices: ["addInvoiceHeader"],
    addInvoiceHeader: [],
    account: ["changePassword", "idVerify", "login"],
    changePassword: [],
    idVerify: [],
    studentVerify: [],
    allServices: ["tickets", "passengers", "timetable", "stationBoard", "studentVerify", "invoices", "servicePhones", "account", "idVerify"],
    servicePhones: [],
    timetable: [],
    stationBoard: [],
    login: ["register", "forgotPassword", "resetPassword"],
    register: [],
    forgotPassword: ["resetPassword"],
    resetPassword: [],
  },
  // The search form and its history change by merely looking.
  incidental: ["/apps/railway12306/search", "/apps/railway12306/search/**", "/apps/railway12306/recentSearches", "/apps/railway12306/recentSearches/**"],
};

export default manifest;
