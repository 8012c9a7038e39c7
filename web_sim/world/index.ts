/** Every world dataset by name, as exported to Python (`dist/phone.json` -> `mobilegym_gym.sim.bundle.world`). */
import { ALIPAY_BILLS, ALIPAY_CARDS, ALIPAY_CONTACTS, ALIPAY_CONVERSATIONS, ALIPAY_PAY_METHODS, ALIPAY_STATS, ALIPAY_TASK_FACTS } from "./alipay";
import { BROWSER_ARTICLES, BROWSER_PAGES, BROWSER_RECIPES, BROWSER_TIMETABLE } from "./browser";
import { CALENDAR_HOLIDAYS } from "./calendar";
import { CITIES } from "./clock";
import { BLUETOOTH_DEVICES, WIFI_NETWORKS } from "./device";
import { EBAY_CATEGORIES, EBAY_SORTS } from "./ebay";
import { EBAY_QUERY_FACTS, EBAY_SEARCH_FACTS } from "./ebayFacts";
import { MAP_CATEGORIES } from "./map";
import { MAP_NEAREST_FACTS, MAP_NORTH_FACTS, MAP_OD_ROUTES, MAP_PLACE_FACTS, MAP_QUERY_FACTS, MAP_RADIUS_FACTS } from "./mapFacts";
import { WECHAT_PLACES } from "./wechat";
import { WEATHER_CITIES, allForecasts } from "./weather";
import { SPOTIFY_ALBUMS, SPOTIFY_ARTISTS, SPOTIFY_CATEGORIES, SPOTIFY_PLAYLISTS, SPOTIFY_SONGS, buildSearchFacts as spotifySearchFacts } from "./spotify";
import { RAIL_CITIES, RAIL_SERVICE_PHONES, RAIL_STATIONS } from "./railway12306";
import { RAIL_FACTS } from "./railway12306Facts";
import { X_NOTIFICATIONS, X_POSTS, X_USERS, findablePosts as xFindablePosts, latestPosts as xLatestPosts, searchFacts as xSearchFacts } from "./x";
import { WR_BOOKS, WR_CATEGORIES, WR_HOT_SEARCH, WR_USERS } from "./wechat_reading";
import { buildStatsFacts as wechatReadingStats } from "./wechat_readingStats";
import { BILI_ANIME, BILI_PARTITIONS, BILI_SHOP, BILI_UPLOADERS, BILI_VIDEOS, buildMonthFacts as biliMonthFacts, buildRankings as biliRankings } from "./bilibili";
import { RB_CATEGORIES, RB_MY_FANS, RB_MY_LIKES_COLLECTS, RB_NOTES, buildFeedFacts as redbookFeedFacts, buildSearchFacts as redbookSearchFacts, buildUserFacts as redbookUserFacts } from "./redbook";
import { TM_WORLD } from "./tencent_meeting";
import { THEMES, WALLPAPERS, WIDGETS } from "./themes";
import { REDDIT_COMMUNITIES, REDDIT_HOME_FEED_TOP, REDDIT_POSTABLE, REDDIT_POSTS, REDDIT_USERS } from "./reddit";

export const WORLD = {
  browser_pages: BROWSER_PAGES,
  browser_articles: BROWSER_ARTICLES,
  browser_recipes: BROWSER_RECIPES,
  browser_timetable: BROWSER_TIMETABLE,
  theme_wallpapers: WALLPAPERS,
  theme_widgets: WIDGETS,
  themes: THEMES,
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
  alipay_task_facts: ALIPAY_TASK_FACTS,
  weather_cities: WEATHER_CITIES,
  weather_forecasts: allForecasts(),
  map_categories: MAP_CATEGORIES,
  map_places: MAP_PLACE_FACTS,
  map_radius_facts: MAP_RADIUS_FACTS,
  map_nearest_facts: MAP_NEAREST_FACTS,
  map_north_facts: MAP_NORTH_FACTS,
  map_od_routes: MAP_OD_ROUTES,
  map_query_facts: MAP_QUERY_FACTS,
  spotify_artists: SPOTIFY_ARTISTS,
  spotify_albums: SPOTIFY_ALBUMS,
  spotify_songs: SPOTIFY_SONGS,
  spotify_categories: SPOTIFY_CATEGORIES,
  spotify_playlists: SPOTIFY_PLAYLISTS,
  spotify_search: spotifySearchFacts(),
  railway_cities: RAIL_CITIES,
  railway_stations: RAIL_STATIONS,
  railway_service_phones: RAIL_SERVICE_PHONES,
  railway_facts: RAIL_FACTS,
  x_users: X_USERS,
  x_posts: X_POSTS,
  x_notifications: X_NOTIFICATIONS,
  x_latest_posts: xLatestPosts(),
  x_findable_posts: xFindablePosts(),
  x_search: xSearchFacts(),
  wechat_reading_books: WR_BOOKS,
  wechat_reading_categories: WR_CATEGORIES,
  wechat_reading_hot: WR_HOT_SEARCH,
  wechat_reading_users: WR_USERS,
  wechat_reading_stats: wechatReadingStats(),
  bilibili_partitions: BILI_PARTITIONS,
  bilibili_uploaders: BILI_UPLOADERS,
  bilibili_videos: BILI_VIDEOS,
  bilibili_anime: BILI_ANIME,
  bilibili_shop: BILI_SHOP,
  bilibili_rankings: biliRankings(),
  bilibili_last_november: biliMonthFacts(),
  redbook_categories: RB_CATEGORIES,
  redbook_notes: RB_NOTES,
  redbook_users: redbookUserFacts(),
  redbook_search: redbookSearchFacts(),
  redbook_feed: redbookFeedFacts(),
  tencent_meeting: TM_WORLD,
  redbook_me: { fans: RB_MY_FANS.length, likesCollects: RB_MY_LIKES_COLLECTS },
};
