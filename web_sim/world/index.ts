/** Every world dataset by name, as exported to Python (`dist/phone.json` -> `mobilegym_gym.sim.bundle.world`). */
import { CITIES } from "./clock";
import { BLUETOOTH_DEVICES, WIFI_NETWORKS } from "./device";
import { WECHAT_PLACES } from "./wechat";
import { WEATHER_CITIES, allForecasts } from "./weather";
import { REDDIT_COMMUNITIES, REDDIT_HOME_FEED_TOP, REDDIT_POSTABLE, REDDIT_POSTS, REDDIT_USERS } from "./reddit";

export const WORLD = {
  clock_cities: CITIES,
  wifi_networks: WIFI_NETWORKS,
  bluetooth_devices: BLUETOOTH_DEVICES,
  wechat_places: WECHAT_PLACES,
  reddit_communities: REDDIT_COMMUNITIES,
  reddit_posts: REDDIT_POSTS,
  reddit_home_feed: REDDIT_HOME_FEED_TOP,
  reddit_postable: REDDIT_POSTABLE,
  reddit_users: REDDIT_USERS,
  weather_cities: WEATHER_CITIES,
  weather_forecasts: allForecasts(),
};
