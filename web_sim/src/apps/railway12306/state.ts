/**
 * 12306's persisted state and its fresh value (what the manifest needs, without the train
 * catalogue: web_sim/world/railway12306.ts loads with the screens). `apps.railway12306` holds
 * what the user owns and changes: the accounts and who is logged in, passengers, orders,
 * invoice headers, the search form. Past orders are dated relative to the default episode start.
 */
import { DEFAULT_START_MS, DEFAULT_TZ_OFFSET_MIN } from "../../../world/device";

export const APP_ID = "railway12306";

export type TicketType = "adult" | "student" | "child" | "senior";
export type OrderStatus = "unpaid" | "paid" | "refunded" | "cancelled";

export interface RailAccount {
  id: string;
  username: string;
  password: string;
  name: string;
  idNo: string;
  phone: string;
  email: string;
  idVerified: boolean;
  /** Student qualification: the discounted segment between two cities and trips left this year. */
  student: { verified: boolean; school: string; from: string; to: string; remaining: number } | null;
}
export interface Passenger {
  id: string;
  name: string;
  idType: "ID card" | "Passport";
  idNo: string;
  phone: string;
  ticketType: TicketType;
  isDefault: boolean;
  /** Needs special assistance (wheelchair, elderly or disabled passenger). */
  special: boolean;
}
export interface Ticket { passengerId: string; passengerName: string; ticketType: TicketType; seatClass: string; seatNo: string; price: number }
export interface RailOrder {
  id: string;
  trainNo: string;
  /** Station ids (web_sim/world/railway12306.ts). */
  from: string;
  to: string;
  /** Local date of departure, ISO. */
  date: string;
  dep: string;
  arr: string;
  tickets: Ticket[];
  total: number;
  status: OrderStatus;
  createdAt: number;
}
export interface InvoiceHeader { id: string; title: string; taxNo: string; isDefault: boolean }

export interface RailwayState {
  accounts: RailAccount[];
  /** The logged-in username, or null. */
  session: string | null;
  passengers: Passenger[];
  orders: RailOrder[];
  invoiceHeaders: InvoiceHeader[];
  invoiceEmail: string;
  /** The home search form (looking, never a side effect). */
  search: { from: string; to: string; date: string; student: boolean; highSpeed: boolean };
  recentSearches: string[];
  nextId: number;
}

const DAY = 86_400_000;
/** ISO local date `daysAgo` before the default start. */
function ago(days: number): string {
  return new Date(DEFAULT_START_MS + DEFAULT_TZ_OFFSET_MIN * 60_000 - days * DAY).toISOString().slice(0, 10);
}

/** The user's trips: paid tickets on past dates, one per date (train numbers from the catalogue). */
const PAST: Array<[days: number, train: string, from: string, to: string, dep: string, arr: string, seat: string, price: number]> = [
  [3, "G1302", "HZE", "SHQ", "10:24", "11:02", "2nd Class", 80],
  [9, "G4", "SHQ", "BJS", "07:10", "12:10", "2nd Class", 594.5],
  [17, "G307", "BJW", "XAN", "11:25", "16:04", "2nd Class", 531.5],
  [26, "G8603", "CDE", "CQN", "07:55", "08:59", "1st Class", 230.5],
  [41, "K1201", "SHH", "HZE", "10:25", "13:09", "Hard seat", 19.5],
];

export function initialRailwayState(): RailwayState {
  const me = "Zhang Wei";
  const orders: RailOrder[] = PAST.map(([days, trainNo, from, to, dep, arr, seatClass, price], i) => ({
    id: `o${i + 1}`,
    trainNo, from, to, date: ago(days), dep, arr,
    tickets: [{ passengerId: "p1", passengerName: me, ticketType: "adult", seatClass, seatNo: `0${3 + i} car ${10 + i * 3}${"ACDF"[i % 4]}`, price }],
    total: price,
    status: "paid",
    createdAt: DEFAULT_START_MS - (days + 4) * DAY,
  }));
  return {
    accounts: [
      { id: "u1", username: "zhangwei_88", password: "Rail@2024", name: me, idNo: "110105199203154218", phone: "13812342468", email: "zhangwei88@mail.com", idVerified: true, student: { verified: true, school: "Tongji University", from: "Shanghai Hongqiao", to: "Chengdu East", remaining: 3 } },
    ],
    session: "zhangwei_88",
    passengers: [
      { id: "p1", name: me, idType: "ID card", idNo: "110105199203154218", phone: "13812342468", ticketType: "adult", isDefault: true, special: false },
      { id: "p2", name: "Li Na", idType: "ID card", idNo: "310104196507082026", phone: "13901237788", ticketType: "adult", isDefault: false, special: false },
      { id: "p3", name: "Zhang Jianguo", idType: "ID card", idNo: "110105196211030517", phone: "13701112233", ticketType: "senior", isDefault: false, special: true },
      { id: "p4", name: "Chen Xiaoyu", idType: "ID card", idNo: "320102200305214427", phone: "15850506161", ticketType: "student", isDefault: false, special: false },
      { id: "p5", name: "Wang Fang", idType: "Passport", idNo: "E58213947", phone: "18611223344", ticketType: "adult", isDefault: false, special: false },
    ],
    orders,
    invoiceHeaders: [{ id: "h1", title: "Zhang Wei", taxNo: "", isDefault: true }],
    invoiceEmail: "",
    search: { from: "beijing", to: "shanghai", date: ago(0), student: false, highSpeed: false },
    recentSearches: [],
    nextId: 10,
  };
}

/** The logged-in account, or null. */
export function currentAccount(s: RailwayState): RailAccount | null {
  return s.accounts.find((a) => a.username === s.session) ?? null;
}
