/** 12306's world: the catalogue, the availability function, the facts judges read and the seeded orders agree. */
import { describe, expect, test } from "vitest";
import { RAIL_TRAINS, dayOfIso, isoOfDay, legOf, searchDirect, searchTransfers, seatsLeft, station, trainByNo, hm, SEAT_LABELS, type Leg, type SeatClass } from "../world/railway12306";
import { RAIL_FACTS } from "../world/railway12306Facts";
import { initialRailwayState, type RailOrder } from "../src/apps/railway12306/state";
import { makeOrder, seatsFree, withMyOrders } from "../src/apps/railway12306/logic";
import { type AlipayState } from "../src/apps/alipay/state";
import { pay } from "../src/apps/alipay/cashier";
import { freshPhone } from "../src/os/defaultState";
import { deliverIntent } from "../src/os/nav";
import { getState, replaceState, update } from "../src/os/store";

describe("railway12306 world", () => {
  test("availability is one deterministic function of train, date and class", () => {
    const t = RAIL_TRAINS[0];
    expect(seatsLeft(t.no, 3, "second")).toBe(seatsLeft(t.no, 3, "second"));
    const values = new Set(RAIL_TRAINS.flatMap((x) => [0, 1, 2].map((d) => seatsLeft(x.no, d, x.seats[0]))));
    expect(values.has(0)).toBe(true);
    expect(values.has(99)).toBe(true);
  });

  test("facts are what the search returns", () => {
    for (const f of RAIL_FACTS.filter((_, i) => i % 97 === 0)) {
      const hs = searchDirect(f.from, f.to, f.day, true);
      expect(hs.length).toBe(f.hsCount);
      expect(hm(hs[0].dep)).toBe(f.earliest.dep);
      expect(hs[0].train).toBe(f.earliest.no);
      const fastest = [...hs].sort((a, b) => a.minutes - b.minutes)[0];
      expect(fastest.minutes).toBe(f.fastest.minutes);
      const leg = hs.find((l) => l.train === f.cheapest.no);
      expect(leg?.fares.find((x) => x.cls === "second")?.price).toBe(f.cheapest.fare);
      expect(f.date).toBe(isoOfDay(f.day));
    }
  });

  test("transfer plans change in a third city with a 20-180 minute wait", () => {
    const plans = searchTransfers("beijing", "chongqing", 1);
    expect(plans.length).toBeGreaterThan(0);
    for (const p of plans) {
      expect(station(p.first.to).city).toBe(p.via);
      expect(p.wait).toBeGreaterThanOrEqual(20);
    }
  });

  test("every seeded order is a trip of the catalogue at its times and fare", () => {
    for (const o of initialRailwayState().orders) {
      const t = trainByNo(o.trainNo);
      expect(t, o.trainNo).toBeDefined();
      const leg = legOf(t!, o.from, o.to, dayOfIso(o.date));
      expect(leg, `${o.trainNo} on ${o.date}`).not.toBeNull();
      expect([hm(leg!.dep), hm(leg!.arr)]).toEqual([o.dep, o.arr]);
      const fare = leg!.fares.find((f) => SEAT_LABELS[f.cls] === o.tickets[0].seatClass);
      expect(fare?.price).toBe(o.tickets[0].price);
    }
  });
});

describe("railway12306 orders and seats", () => {
  /** A leg with a numbered (1-20) count in some class, on a day 1-14 ahead. */
  function scarceLeg(): { leg: Leg; date: string; cls: SeatClass; left: number } {
    for (let day = 1; day < 15; day++) {
      for (const t of RAIL_TRAINS) {
        const leg = legOf(t, t.stops[0].station, t.stops[t.stops.length - 1].station, day);
        const f = leg?.fares.find((x) => x.left > 1 && x.left < 99);
        if (leg && f) return { leg, date: isoOfDay(day), cls: f.cls, left: f.left };
      }
    }
    throw new Error("no scarce leg");
  }

  test("a booking uses seats up; cancelling gives them back; plenty stays plenty", () => {
    const s = initialRailwayState();
    const { leg, date, cls, left } = scarceLeg();
    expect(seatsFree(s, leg, date, cls)).toBe(left);
    const o = makeOrder(s, leg.train, leg.from, leg.to, date, cls, ["p1"], false, 0) as RailOrder;
    expect(typeof o).toBe("object");
    const booked = { ...s, orders: [...s.orders, o] };
    expect(seatsFree(booked, leg, date, cls)).toBe(left - 1);
    expect(withMyOrders(booked, leg, date).fares.find((f) => f.cls === cls)?.left).toBe(left - 1);
    expect(seatsFree({ ...s, orders: [...s.orders, { ...o, status: "cancelled" }] }, leg, date, cls)).toBe(left);
    const full = { ...s, orders: [...s.orders, { ...o, tickets: Array.from({ length: left }, () => o.tickets[0]) }] };
    expect(makeOrder(full, leg.train, leg.from, leg.to, date, cls, ["p1"], false, 0)).toMatch(/^Not enough/);
    const plenty = { ...leg, fares: leg.fares.map((f) => ({ ...f, left: 99 })) };
    expect(seatsFree(full, plenty, date, cls)).toBe(99);
  });

  test("refunding an order paid through Alipay's cashier gives the money back in the background", () => {
    replaceState(freshPhone({ seed: 3 }));
    const ali = () => getState().apps.alipay as unknown as AlipayState;
    const balance = ali().wallet.balance;
    update((d) => void pay(d.apps.alipay as unknown as AlipayState, { merchant: "China Railway 12306", item: "G1", amount: 80, requestId: "12306-o9" }, "balance", d.os));
    const before = getState().ui;
    deliverIntent("alipay", "refund", { requestId: "12306-o9", amount: 80, reason: "12306 refund" });
    expect(ali().wallet.balance).toBeCloseTo(balance, 2);
    expect(ali().cashier[0].status).toBe("refunded");
    expect(getState().ui).toBe(before); // no screen, no app brought up
    const after = getState();
    expect(() => deliverIntent("alipay", "refund", { requestId: "12306-o9", amount: 80 })).toThrow(/already refunded/);
    expect(() => deliverIntent("alipay", "pay", { requestId: "x" })).toThrow(/no background intent 'pay'; it takes: refund/);
    expect(getState()).toBe(after);
  });
});
