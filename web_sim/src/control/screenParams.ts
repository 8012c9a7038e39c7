/**
 * Screen parameters: the payload of an intent (`window.__mg.intent(app, screen, params)`) must be
 * of the screen's declared params type (the `P` of the app's `AppManifest<S, P>`, compiled by
 * scripts/stateSchema.mjs into the lazily loaded validators), and then pass the app's intent
 * check against the state (ids that must exist, os/nav.ts `intentRefusal`). Both run before
 * anything changes and name the field, so a screen is never drawn with parameters it cannot draw.
 */
import type { Json } from "../os/types";
import { intentRefusal } from "../os/nav";
import { getApp } from "../os/registry";
import { PayloadError } from "./errors";
import { schemaProblem, validators } from "./stateSchema";

/** The keys a screen's params name and those it requires (`loadValidators()` awaited). */
export function screenParamKeys(appId: string, screen: string): { keys: string[]; required: string[] } {
  return validators().paramKeys[appId][screen];
}

/** Load what the app's intent check of `screen` needs beyond its manifest (the world's ids). */
export async function loadScreenCheck(appId: string, screen: string): Promise<void> {
  await getApp(appId).intents?.[screen]?.load?.();
}

/**
 * Throw a PayloadError (`intent <app>/<screen>: params/<field>: ...`) unless `params` are of the
 * screen's params type and the app's intent check takes them. `loadValidators()` and
 * `loadScreenCheck` awaited.
 */
export function checkScreenParams(appId: string, screen: string, params: Record<string, Json>): void {
  const fail = (m: string): PayloadError => new PayloadError(`intent ${appId}/${screen}: ${m}`);
  const { keys } = screenParamKeys(appId, screen);
  const unknown = Object.keys(params).find((k) => !keys.includes(k));
  if (unknown !== undefined) throw fail(`params: unknown key '${unknown}'; ${keys.length ? `it takes ${keys.join(", ")}` : "it takes no params"}`);
  const problem = schemaProblem(validators().params[appId][screen], params, "params");
  if (problem) throw fail(problem.replace(/^missing key '(.*)' at (\S+)$/, "$2: missing key '$1'"));
  const refused = intentRefusal(appId, screen, params);
  if (refused) throw fail(refused);
}
