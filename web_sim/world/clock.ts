/**
 * World data of the Clock app: the city catalogue of the world clock. Offsets are FIXED minutes
 * east of UTC (no daylight saving), so a city's time is always `now + offsetMinutes` and a judge
 * can recompute it from `os.clock.now` alone.
 */

export interface City { id: string; name: string; country: string; offsetMinutes: number }

export const CITIES: City[] = [
  { id: "london", name: "London", country: "United Kingdom", offsetMinutes: 0 },
  { id: "paris", name: "Paris", country: "France", offsetMinutes: 60 },
  { id: "berlin", name: "Berlin", country: "Germany", offsetMinutes: 60 },
  { id: "cairo", name: "Cairo", country: "Egypt", offsetMinutes: 120 },
  { id: "moscow", name: "Moscow", country: "Russia", offsetMinutes: 180 },
  { id: "dubai", name: "Dubai", country: "United Arab Emirates", offsetMinutes: 240 },
  { id: "mumbai", name: "Mumbai", country: "India", offsetMinutes: 330 },
  { id: "singapore", name: "Singapore", country: "Singapore", offsetMinutes: 480 },
  { id: "beijing", name: "Beijing", country: "China", offsetMinutes: 480 },
  { id: "tokyo", name: "Tokyo", country: "Japan", offsetMinutes: 540 },
  { id: "sydney", name: "Sydney", country: "Australia", offsetMinutes: 600 },
  { id: "honolulu", name: "Honolulu", country: "United States", offsetMinutes: -600 },
  { id: "los-angeles", name: "Los Angeles", country: "United States", offsetMinutes: -480 },
  { id: "new-york", name: "New York", country: "United States", offsetMinutes: -300 },
  { id: "sao-paulo", name: "São Paulo", country: "Brazil", offsetMinutes: -180 },
];

const byId = new Map(CITIES.map((c) => [c.id, c]));

export function findCity(id: string): City | undefined {
  return byId.get(id);
}
