// The page loads the state validators at its first patch or snapshot (control/stateSchema.ts);
// unit tests call the checks directly, so every test file starts with them loaded. They also
// use the store and other per-phone modules directly, so a phone is current, as in a page.
import { loadValidators } from "../src/control/stateSchema";
import { addPhone, selectPhone } from "../src/os/phones";

selectPhone(addPhone(document.body.appendChild(document.createElement("div"))));
await loadValidators();
