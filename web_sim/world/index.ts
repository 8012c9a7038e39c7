/** Every world dataset by name, as exported to Python (`dist/phone.json` -> `mobilegym_gym.world`). */
import { CITIES } from "./clock";
import { BLUETOOTH_DEVICES, WIFI_NETWORKS } from "./device";
import { WECHAT_PLACES } from "./wechat";

export const WORLD = {
  clock_cities: CITIES,
  wifi_networks: WIFI_NETWORKS,
  bluetooth_devices: BLUETOOTH_DEVICES,
  wechat_places: WECHAT_PLACES,
};
