/** How the Compass writes what the sensors and the GPS fix say: the task hooks write the same (task_specs/compass/hooks.py). */

const POINTS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"];

/** The heading to the whole degree, 0-359 (359.6 is 0). */
export function wholeDegrees(heading: number): number {
  return Math.round(heading) % 360;
}

/** The 8-point direction of a heading: each point covers 45° centred on it (22.5° is NE). */
export function direction(heading: number): string {
  return POINTS[Math.floor(((wholeDegrees(heading) + 22.5) % 360) / 45)];
}

/** A coordinate in degrees, minutes and seconds, seconds rounded: 39.979, "N", "S" -> "39°58′44″ N". */
export function dms(value: number, positive: string, negative: string): string {
  const total = Math.round(Math.abs(value) * 3600);
  const deg = Math.floor(total / 3600);
  const min = Math.floor((total % 3600) / 60);
  const sec = total % 60;
  return `${deg}°${String(min).padStart(2, "0")}′${String(sec).padStart(2, "0")}″ ${value >= 0 ? positive : negative}`;
}

/** A tilt as the level writes it: whole degrees, "0°" level. */
export function tilt(degrees: number): string {
  return `${Math.round(degrees) === 0 ? 0 : Math.round(degrees)}°`;
}
