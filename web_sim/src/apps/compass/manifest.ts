/**
 * Compass: the heading and a spirit level from the phone's motion sensors (`os.sensors`, read
 * without a permission, as on Android), and the latitude and longitude of the GPS fix behind the
 * location permission and the location switch (os/location.ts); a privacy notice at first launch.
 */
import { mdiCompassOutline } from "@mdi/js";
import type { AppManifest } from "../../os/types";
import type { CompassScreenParams } from "./params";
import type { CompassState } from "./state";

const manifest: AppManifest<CompassState, CompassScreenParams> = {
  id: "compass",
  label: "Compass",
  icon: mdiCompassOutline,
  color: "#d84315",
  initialState: () => ({ privacyAccepted: false }),
  ui: () => import("./screens"),
  home: "compass",
  navigation: { compass: ["level", "privacy"], level: [], privacy: [] },
  permissionActions: { showCoordinates: "location" },
  // Agreeing to the notice is what opening the app takes: never a side effect.
  incidental: ["/apps/compass/privacyAccepted"],
};

export default manifest;
