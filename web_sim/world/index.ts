/** Every world dataset by name, as exported to Python (`dist/phone.json` -> `mobilegym_gym.sim.bundle.world`). */
import { ALIPAY_BILLS, ALIPAY_CARDS, ALIPAY_CONTACTS, ALIPAY_CONVERSATIONS, ALIPAY_PAY_METHODS, ALIPAY_STATS } from "./alipay";
import { CALENDAR_HOLIDAYS } from "./calendar";
import { CITIES } from "./clock";
import { BLUETOOTH_DEVICES, WIFI_NETWORKS } from "./device";
import { EBAY_CATEGORIES, EBAY_SORTS } from "./ebay";
import { EBAY_QUERY_FACTS, EBAY_SEARCH_FACTS } from "./ebayFacts";
import { WECHAT_PLACES } from "./wechat";
import { WEATHER_CITIES, allForecasts } from "./weather";
import { RAIL_CITIES, RAIL_SERVICE_PHONES, RAIL_STATIONS } from "./railway12306";
import { RAIL_FACTS } from "./railway12306Facts";
import { REDDIT_COMMUNITIES, REDDIT_HOME_FEED_TOP, REDDIT_POSTABLE, REDDIT_POSTS, REDDIT_USERS } from "./reddit";

export const WORLD = {
  calendar_holidays: CALENDAR_HOLIDAYS,
  clock_cities: CITIES,
  wifi_networks: WIFI_NETWORKS,
  bluetooth_devices: BLUETOOTH_DEVICES,
  wechat_places: WECHAT_PLACES,
  reddit_communities: REDDIT_COMMUNITIES,
  reddit_posts: REDDIT_POSTS,
  reddit_home_feed: REDDIT_HOME_FEED_TOP,
  reddit_postable: REDDIT_POSTABLE,
  reddit_users: REDDIT_USERS,
  ebay_categories: EBAY_CATEGORIES,
  ebay_sorts: EBAY_SORTS,
  ebay_search_facts: EBAY_SEARCH_FACTS,
  ebay_query_facts: EBAY_QUERY_FACTS,
  alipay_bills: ALIPAY_BILLS,
  alipay_contacts: ALIPAY_CONTACTS,
  alipay_conversations: ALIPAY_CONVERSATIONS,
  alipay_cards: ALIPAY_CARDS,
  alipay_pay_methods: ALIPAY_PAY_METHODS,
  alipay_stats: ALIPAY_STATS,
  weather_cities: WEATHER_CITIES,
  weather_forecasts: allForecasts(),
  railway_cities: RAIL_CITIES,
  railway_stations: RAIL_STATIONS,
  railway_service_phones: RAIL_SERVICE_PHONES,
  railway_facts: RAIL_FACTS,
};
