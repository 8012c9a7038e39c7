/**
 * Build-time export for Python: the installed apps, a fresh phone's state, the world data and the
 * control protocol (API version, action types, error names, limits: control/protocol.ts, which Python
 * checks against its own), as JSON next to the bundle (`dist/phone.json`). Task specs are validated
 * against it without a browser.
 */
import { writeFileSync } from "node:fs";
import { screenNames } from "../os/appUi";
import { PROTOCOL } from "../control/protocol";
import { freshPhone } from "../os/defaultState";
import { APPS } from "../os/registry";
import { WORLD } from "../../world/index";

const out = process.argv[2] ?? "dist/phone.json";
const apps = APPS.map((a) => ({ id: a.id, label: a.label, hidden: a.hidden === true, home: a.home, screens: screenNames(a), navigation: a.navigation, openMaps: a.openMaps ?? [], incidental: a.incidental ?? [], events: Object.keys(a.events?.handlers ?? {}) }));
writeFileSync(out, JSON.stringify({ control: PROTOCOL, apps, state: freshPhone(), world: WORLD }, null, 1));
