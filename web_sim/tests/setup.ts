// The page loads the state validators at its first patch or snapshot (control/stateSchema.ts);
// unit tests call the checks directly, so every test file starts with them loaded.
import { loadValidators } from "../src/control/stateSchema";

await loadValidators();
