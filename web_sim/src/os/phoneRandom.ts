/**
 * The phone's own randomness, which `Math.random` is routed to (main.tsx). The generator's whole
 * state is one 32-bit integer kept in `ui.rng`, so a snapshot carries it and a restore replays
 * the same draws.
 */
import { mulberry32 } from "./rng";
import { getState, update } from "./store";

export function random(): number {
  const [value, next] = mulberry32(getState().ui.rng);
  update((d) => {
    d.ui.rng = next;
  });
  return value;
}
