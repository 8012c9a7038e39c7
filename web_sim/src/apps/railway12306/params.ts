/**
 * What each 12306 screen takes as route parameters (the control API's `intent` checks a payload
 * against these types), and the intent checks of the screens whose ids must exist: cities,
 * stations and trains of the world, orders and accounts of the state.
 */
import { allOf, dateProblem, idIn, worldIdIn } from "../../os/intentChecks";
import type { AppManifest, NoParams } from "../../os/types";
import type { RailwayState } from "./state";

export interface RailwayScreenParams {
  home: NoParams;
  /** Which end of the journey is picked. */
  stationPicker: { field: "from" | "to" };
  datePicker: NoParams;
  /** A search: city ids, a day (YYYY-MM-DD), student tickets, high-speed trains only. */
  results: { from: string; to: string; date: string; student?: boolean; highSpeed?: boolean };
  /** A leg to book: the train's number, its boarding and alighting station ids, the day, student tickets. */
  confirm: { train: string; from: string; to: string; date: string; student?: boolean };
  addPassenger: NoParams;
  /** `id`: an order's id. */
  orderDetail: { id: string };
  /** `id`: the paid order. */
  paySuccess: { id: string };
  tickets: NoParams; passengers: NoParams; invoices: NoParams; addInvoiceHeader: NoParams; account: NoParams;
  changePassword: NoParams; idVerify: NoParams; studentVerify: NoParams; allServices: NoParams; servicePhones: NoParams;
  timetable: NoParams; stationBoard: NoParams;
  /** `user`: the account name it opens with. */
  login: { user?: string };
  register: NoParams; forgotPassword: NoParams;
  /** `user`: the account whose password is reset (after the code was checked). */
  resetPassword: { user: string };
}

type P = RailwayScreenParams;
/** The world's cities, stations and trains: loaded with the screens, and for a check of them. */
const world = () => import("../../../world/railway12306");
type World = typeof import("../../../world/railway12306");
const cityIds = (w: World): string[] => w.RAIL_CITIES.map((c) => c.id);
const stationIds = (w: World): string[] => w.RAIL_STATIONS.map((s) => s.id);
const orderIds = (s: RailwayState): string[] => s.orders.map((o) => o.id);
const day = { check: (p: { date: string }) => dateProblem("date", p.date) };

export const railwayIntents: AppManifest<RailwayState, P>["intents"] = {
  results: allOf<RailwayState, P["results"]>(worldIdIn("from", "city", world, cityIds), worldIdIn("to", "city", world, cityIds), day),
  confirm: allOf<RailwayState, P["confirm"]>(
    worldIdIn("train", "train", world, (w) => w.RAIL_TRAINS.map((t) => t.no)),
    worldIdIn("from", "station", world, stationIds),
    worldIdIn("to", "station", world, stationIds),
    day,
  ),
  orderDetail: idIn("id", "order", orderIds),
  paySuccess: idIn("id", "order", orderIds),
  resetPassword: idIn("user", "account", (s: RailwayState) => s.accounts.map((a) => a.username)),
};
