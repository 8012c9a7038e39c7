/** What 12306's screens do to the state: submit, refund and cancel orders, add passengers. */
import { dayOfIso, fare, legOf, trainByNo, SEAT_LABELS, type Leg, type SeatClass } from "../../../world/railway12306";
import type { Passenger, RailOrder, RailwayState, Ticket } from "./state";

/** Students travelling on a student ticket pay 75% in 2nd class and hard seat. */
export function ticketPrice(base: number, cls: SeatClass, student: boolean): number {
  return student && (cls === "second" || cls === "hardSeat") ? Math.round(base * 0.75 * 2) / 2 : base;
}

/**
 * Seats of `cls` on `leg` (travelling on `date`) still for sale to me: the world's count
 * (`seatsLeft`, which the leg carries) less the seats my live orders (unpaid or paid) on that
 * train and date hold, so a booking uses seats up and a refund or cancellation gives them back.
 * Plenty (99, "Available") stays plenty.
 */
export function seatsFree(s: RailwayState, leg: Leg, date: string, cls: SeatClass): number {
  const left = leg.fares.find((f) => f.cls === cls)?.left ?? 0;
  if (left >= 99) return left;
  const held = s.orders
    .filter((o) => o.trainNo === leg.train && o.date === date && (o.status === "unpaid" || o.status === "paid"))
    .reduce((n, o) => n + o.tickets.filter((t) => t.seatClass === SEAT_LABELS[cls]).length, 0);
  return Math.max(0, left - held);
}

/** `leg` with each class's seats as `seatsFree` counts them (what the screens show). */
export function withMyOrders(s: RailwayState, leg: Leg, date: string): Leg {
  return { ...leg, fares: leg.fares.map((f) => ({ ...f, left: seatsFree(s, leg, date, f.cls) })) };
}

/** A new unpaid order for `passengers` on `trainNo` from `from` to `to` on `date`, or a reason it cannot be made. */
export function makeOrder(s: RailwayState, trainNo: string, from: string, to: string, date: string, cls: SeatClass, passengerIds: string[], studentTickets: boolean, now: number): RailOrder | string {
  const t = trainByNo(trainNo);
  const leg = t && legOf(t, from, to, dayOfIso(date));
  if (!t || !leg) return "This train does not run on that date";
  if (!passengerIds.length) return "Select at least one passenger";
  const left = seatsFree(s, leg, date, cls);
  if (left < passengerIds.length) return `Not enough ${SEAT_LABELS[cls]} seats left`;
  const id = `o${s.nextId}`;
  const tickets: Ticket[] = passengerIds.map((pid, i) => {
    const p = s.passengers.find((x) => x.id === pid) as Passenger;
    const student = studentTickets && p.ticketType === "student";
    const car = 1 + ((s.nextId * 7 + i) % 8);
    return { passengerId: pid, passengerName: p.name, ticketType: student ? "student" : p.ticketType === "student" ? "adult" : p.ticketType, seatClass: SEAT_LABELS[cls], seatNo: `0${car} car ${String(5 + ((s.nextId * 3 + i) % 14)).padStart(2, "0")}${"ABCDF"[(s.nextId + i) % 5]}`, price: ticketPrice(fare(t, cls, leg.km), cls, student) };
  });
  const hmOf = (m: number) => `${String(Math.floor((m % 1440) / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  return { id, trainNo, from, to, date, dep: hmOf(leg.dep), arr: hmOf(leg.arr), tickets, total: tickets.reduce((a, x) => a + x.price, 0), status: "unpaid", createdAt: now };
}

export function newPassengerError(name: string, idNo: string, phone: string): string | null {
  if (name.trim() === "") return "Enter the passenger's name";
  if (!/^[0-9]{17}[0-9Xx]$/.test(idNo.trim()) && !/^[A-Z][0-9]{8}$/.test(idNo.trim())) return "Enter a valid ID number (18 characters) or passport number";
  if (!/^1[0-9]{10}$/.test(phone.trim())) return "Enter an 11-digit mobile number";
  return null;
}
