/**
 * What 12306's search (`searchDirect` of web_sim/world/railway12306.ts, the function the page
 * runs) returns for the journeys templates ask about: per (from city, to city, day offset) the
 * earliest, latest, fastest and cheapest high-speed train, and the latest train of any kind.
 * Built at build time for Python (`world.railway_facts`), never by a page.
 */
import { RAIL_CITIES, duration, hm, isoOfDay, searchDirect, station, type Leg } from "./railway12306";

/** A train of a search as the results list shows it. */
export interface RailTrainFact {
  no: string;
  dep: string;
  arr: string;
  /** "4h 28m" */
  duration: string;
  minutes: number;
  from: string;
  to: string;
  /** The station the train starts from. */
  origin: string;
  /** 2nd-class fare (high-speed) or hard-seat fare (ordinary), and seats left in it. */
  fare: number;
  left: number;
}
export interface RailFact {
  id: string;
  from: string;
  to: string;
  fromName: string;
  toName: string;
  day: number;
  date: string;
  count: number;
  hsCount: number;
  earliest: RailTrainFact;
  latest: RailTrainFact;
  fastest: RailTrainFact;
  cheapest: RailTrainFact;
  latestAny: RailTrainFact;
  /** The earliest G-prefixed train (D trains may leave before it), or null. */
  earliestG: RailTrainFact | null;
  /** Every high-speed train of the search (days < OPTION_DAYS): number, departure, seats left in 2nd and 1st class. */
  options: Array<{ no: string; dep: string; second: number; first: number }>;
  /** False when two trains tie for that role (templates draw only unique ones). */
  unique: { earliest: boolean; latest: boolean; fastest: boolean; cheapest: boolean; latestAny: boolean; earliestG: boolean };
}

/** Days templates use: today and the next two weeks. */
export const FACT_DAYS = 15;
/** Days whose facts list every high-speed train (the booking templates' dates). */
export const OPTION_DAYS = 8;

function view(l: Leg): RailTrainFact {
  const f = l.fares.find((x) => x.cls === "second") ?? l.fares.find((x) => x.cls === "hardSeat") ?? l.fares[0];
  return { no: l.train, dep: hm(l.dep), arr: hm(l.arr), duration: duration(l.minutes), minutes: l.minutes, from: station(l.from).name, to: station(l.to).name, origin: station(l.origin).name, fare: f.price, left: f.left };
}

function best(legs: Leg[], key: (l: Leg) => number): [Leg, boolean] {
  const sorted = [...legs].sort((a, b) => key(a) - key(b));
  return [sorted[0], sorted.length < 2 || key(sorted[1]) !== key(sorted[0])];
}

const secondFare = (l: Leg): number => l.fares.find((x) => x.cls === "second")?.price ?? Infinity;

export function buildRailFacts(): RailFact[] {
  const out: RailFact[] = [];
  for (const a of RAIL_CITIES) {
    for (const b of RAIL_CITIES) {
      if (a.id === b.id) continue;
      for (let day = 0; day < FACT_DAYS; day++) {
        const all = searchDirect(a.id, b.id, day);
        const hs = all.filter((l) => l.kind === "G" || l.kind === "D");
        if (hs.length < 3) continue;
        const [earliest, ue] = best(hs, (l) => l.dep);
        const [latest, ul] = best(hs, (l) => -l.dep);
        const [fastest, uf] = best(hs, (l) => l.minutes);
        const [cheapest, uc] = best(hs, secondFare);
        const [latestAny, ula] = best(all, (l) => -l.dep);
        const gs = hs.filter((l) => l.kind === "G");
        const [earliestG, ueg] = gs.length ? best(gs, (l) => l.dep) : [null, false];
        out.push({
          id: `${a.id}:${b.id}:${day}`, from: a.id, to: b.id, fromName: a.name, toName: b.name, day, date: isoOfDay(day), count: all.length, hsCount: hs.length,
          earliest: view(earliest), latest: view(latest), fastest: view(fastest), cheapest: view(cheapest), latestAny: view(latestAny), earliestG: earliestG && view(earliestG),
          options: day < OPTION_DAYS ? hs.map((l) => ({ no: l.train, dep: hm(l.dep), second: l.fares.find((x) => x.cls === "second")?.left ?? 0, first: l.fares.find((x) => x.cls === "first")?.left ?? 0 })) : [],
          unique: { earliest: ue, latest: ul, fastest: uf, cheapest: uc, latestAny: ula, earliestG: ueg },
        });
      }
    }
  }
  return out;
}

export const RAIL_FACTS: RailFact[] = buildRailFacts();
