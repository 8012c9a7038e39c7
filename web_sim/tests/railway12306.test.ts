/** 12306's world: the catalogue, the availability function, the facts judges read and the seeded orders agree. */
import { describe, expect, test } from "vitest";
import { RAIL_TRAINS, dayOfIso, isoOfDay, legOf, searchDirect, searchTransfers, seatsLeft, station, trainByNo, hm, SEAT_LABELS } from "../world/railway12306";
import { RAIL_FACTS } from "../world/railway12306Facts";
import { initialRailwayState } from "../src/apps/railway12306/state";

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
