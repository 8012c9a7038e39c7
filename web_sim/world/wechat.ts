/**
 * World data of WeChat: the signed-in user, 14 friends (some linked to phone contacts through
 * `phoneContactId`), four chat histories that tasks ask about, Moments, friend requests, groups,
 * authorized apps, subscriptions and the wallet. Hand-written, identical in every build and run.
 *
 * Timestamps are offsets (ms) before the default episode start (DEFAULT_START_MS); the app's
 * initial state turns them into instants, so "yesterday 17:40" reads the same on every phone.
 */
import { DEFAULT_START_MS } from "./device";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export interface WxPerson {
  id: string;
  wxid: string;
  name: string;
  region: string;
  gender: "male" | "female";
  signature: string;
  steps: number;
  phoneContactId: string | null;
}

export const WECHAT_PEOPLE: WxPerson[] = [
  { id: "boss", wxid: "wang_jg_88", name: "Boss", region: "Shanghai Pudong", gender: "male", signature: "Results speak.", steps: 6204, phoneContactId: null },
  { id: "mom", wxid: "lotus_garden_66", name: "Mom", region: "Zhejiang Hangzhou", gender: "female", signature: "Family first", steps: 11873, phoneContactId: "c09" },
  { id: "dad", wxid: "old_fisher_1960", name: "Dad", region: "Zhejiang Hangzhou", gender: "male", signature: "Gone fishing", steps: 9350, phoneContactId: "c10" },
  { id: "xiao_zhou", wxid: "zhou_xiaoyu", name: "Xiao Zhou", region: "Jiangsu Nanjing", gender: "female", signature: "Coffee, code, repeat", steps: 4521, phoneContactId: null },
  { id: "chen_jing", wxid: "chenjing_hr", name: "Chen Jing", region: "Guangdong Shenzhen", gender: "female", signature: "HR & Admin, 9-6", steps: 8012, phoneContactId: null },
  { id: "alice", wxid: "alice_chen_sh", name: "Alice Chen", region: "Shanghai Xuhui", gender: "female", signature: "Chasing sunsets", steps: 7640, phoneContactId: "c01" },
  { id: "david", wxid: "davidli_nw", name: "David Li", region: "Beijing Haidian", gender: "male", signature: "", steps: 3318, phoneContactId: "c04" },
  { id: "grace", wxid: "grace_bakes", name: "Grace Zhou", region: "Fujian Xiamen", gender: "female", signature: "Baking is love", steps: 10452, phoneContactId: "c07" },
  { id: "li_wei", wxid: "liwei_runner", name: "Li Wei", region: "Sichuan Chengdu", gender: "male", signature: "Run the world", steps: 21406, phoneContactId: null },
  { id: "zhang_min", wxid: "zm_wuhan", name: "Zhang Min", region: "Hubei Wuhan", gender: "female", signature: "Hot dry noodles forever", steps: 5127, phoneContactId: null },
  { id: "liu_yang", wxid: "liuyang_sea", name: "Liu Yang", region: "Shandong Qingdao", gender: "male", signature: "By the sea", steps: 12990, phoneContactId: null },
  { id: "sun_lei", wxid: "sunlei_cs", name: "Sun Lei", region: "Hunan Changsha", gender: "male", signature: "", steps: 15208, phoneContactId: null },
  { id: "he_yun", wxid: "cloud_he", name: "He Yun", region: "Yunnan Kunming", gender: "female", signature: "Spring all year", steps: 2876, phoneContactId: null },
  { id: "ivy", wxid: "ivy_sun_xa", name: "Ivy Sun", region: "Shaanxi Xi'an", gender: "female", signature: "Dumplings and history", steps: 6981, phoneContactId: "c11" },
];

/** Milliseconds before the episode start (09:00 local) of `days` ago at local "HH:MM". */
function at(days: number, hm: string): number {
  const [h, m] = hm.split(":").map(Number);
  return days * DAY + (9 * 60 - (h * 60 + m)) * MIN;
}

/** [from ("me" or a person id), text, ms before the episode start]. Oldest first. */
export type WxLine = [string, string, number];

export const WECHAT_CHATS: Record<string, { unread: number; muted?: boolean; sticky?: boolean; lines: WxLine[] }> = {
  boss: {
    unread: 1,
    sticky: true,
    lines: [
      ["boss", "Please send me the Q2 sales report by Friday.", at(3, "10:05")],
      ["me", "Sure, I'll have it ready by Thursday evening.", at(3, "10:09")],
      ["boss", "Did you book the meeting room for the client visit?", at(1, "17:02")],
      ["me", "Yes, Room 3B at 2 pm.", at(1, "17:12")],
      ["boss", "Good. Please check the budget numbers before the 10 am call. The total should be 12,800 yuan.", at(0, "08:32")],
    ],
  },
  mom: {
    unread: 2,
    lines: [
      ["mom", "Are you coming home this weekend?", at(1, "19:30")],
      ["me", "Yes, on Saturday.", at(1, "19:48")],
      ["mom", "Great! What would you like to eat? I'm thinking of making braised pork.", at(1, "19:55")],
      ["me", "Braised pork sounds perfect!", at(1, "20:03")],
      ["mom", "Remember to bring your winter coat back, I'll wash it.", at(0, "08:05")],
      ["mom", "Dad wants steamed fish and tomato egg soup too 🐟", at(0, "08:10")],
    ],
  },
  xiao_zhou: {
    unread: 0,
    lines: [
      ["xiao_zhou", "Hey, are we still on for dinner on Friday?", at(2, "12:20")],
      ["me", "Yes! Any preference?", at(2, "12:31")],
      ["xiao_zhou", "Anything is fine, but no spicy food please, my stomach can't take it lately.", at(2, "12:35")],
      ["xiao_zhou", "Also I owe you 86 yuan for the movie tickets, I'll transfer it later.", at(2, "12:36")],
      ["me", "No rush.", at(2, "12:50")],
      ["xiao_zhou", "See you at 7 then!", at(1, "13:00")],
    ],
  },
  chen_jing: {
    unread: 0,
    muted: true,
    lines: [
      ["chen_jing", "Hi! For the quarterly audit please submit: a copy of your ID card, bank statements for the last 3 months and the signed contract.", at(4, "09:40")],
      ["me", "Got it. By when?", at(4, "10:15")],
      ["chen_jing", "By next Wednesday.", at(4, "10:17")],
      ["chen_jing", "About the work orders: only count orders marked Completed. Cancelled ones don't count, and a duplicate order number counts once.", at(2, "15:26")],
      ["me", "Understood, thanks!", at(2, "15:40")],
    ],
  },
  alice: {
    unread: 0,
    lines: [
      ["alice", "Lunch tomorrow? The new noodle place near the office.", at(5, "11:02")],
      ["me", "Sure, 12:15?", at(5, "11:05")],
      ["alice", "Deal 👍", at(5, "11:06")],
    ],
  },
  g1: {
    unread: 0,
    lines: [
      ["mom", "Family dinner on Saturday at 6, everyone come home!", at(2, "09:15")],
      ["dad", "I'll go fishing in the morning 🎣", at(2, "09:22")],
    ],
  },
  g2: {
    unread: 0,
    lines: [
      ["chen_jing", "Reminder: please submit your timesheets by Friday.", at(3, "16:40")],
      ["david", "Done 👍", at(3, "16:52")],
    ],
  },
  li_wei: {
    unread: 0,
    lines: [["li_wei", "Thanks for the book recommendation! Halfway through already.", at(6, "21:14")]],
  },
};

/** [id, author ("me" or a person id), text, location, photo scenes, ms before the start]. */
export const WECHAT_MOMENTS: Array<[string, string, string, string, string[], number]> = [
  ["m7", "mom", "The osmanthus in our garden is blooming, the whole street smells sweet.", "Hangzhou · West Lake", ["flower"], at(0, "07:40")],
  ["m6", "alice", "Sunset at the Bund tonight 🌇", "Shanghai · The Bund", ["sunset"], at(1, "18:50")],
  ["m5", "li_wei", "Finally finished my first half marathon! 21.1 km in 1:58.", "", ["track"], at(2, "11:30")],
  ["m4", "grace", "Homemade mango pudding, recipe on request 😋", "", ["pudding"], at(3, "16:20")],
  ["m3", "chen_jing", "Team building day in the park. Great weather, great people!", "Shenzhen · Shenzhen Bay Park", [], at(4, "17:45")],
  ["m2", "xiao_zhou", "New job, new start!", "", [], at(6, "20:10")],
  ["m1", "me", "Weekend hike in the bamboo sea.", "Huzhou · Moganshan", ["mountain"], at(8, "14:05")],
];

/** Places offered when a Moment gets a location (also read by templates). */
export const WECHAT_PLACES: string[] = [
  "Hangzhou · West Lake",
  "Shanghai · The Bund",
  "Beijing · Forbidden City",
  "Shenzhen · Shenzhen Bay Park",
  "Chengdu · Kuanzhai Alley",
  "Xi'an · City Wall",
  "Suzhou · Humble Administrator's Garden",
  "Nanjing · Confucius Temple",
  "Xiamen · Gulangyu",
  "Guangzhou · Canton Tower",
];

export const WECHAT_AUTH_APPS: Array<[string, string, string, number]> = [
  ["app_didi", "DiDi Rides", "Profile, phone number", 40 * DAY],
  ["app_meituan", "Meituan", "Profile, location", 120 * DAY],
  ["app_jd", "JD.com", "Profile", 200 * DAY],
  ["app_keep", "Keep", "Profile, WeRun steps", 65 * DAY],
  ["app_netease", "NetEase Cloud Music", "Profile, friends list", 15 * DAY],
  ["app_pdd", "Pinduoduo", "Profile, addresses", 300 * DAY],
  ["app_zhihu", "Zhihu", "Profile", 9 * DAY],
];

export const WECHAT_SUBSCRIPTIONS: Array<[string, string, string, number, boolean]> = [
  ["sub_qqmusic", "QQ Music Green VIP", "Tencent Music", 15, true],
  ["sub_video", "Tencent Video VIP", "Tencent Video", 25, true],
  ["sub_baidu", "Baidu Netdisk Super Member", "Baidu", 30, true],
  ["sub_kindle", "Kindle Unlimited", "Amazon", 12, false],
];

export const WECHAT_FRIEND_REQUESTS: Array<[string, string, string, string, string]> = [
  ["fr1", "Lin Xiaoyu", "xiaoyu_lin", "Guangdong Guangzhou", "Hi, I'm Xiaoyu from the photography club"],
  ["fr2", "Tom Hughes", "tom_h_sh", "Shanghai Jing'an", "We met at the product meetup"],
  ["fr3", "Zhao Lei", "zhaolei_88", "Henan Zhengzhou", "I'm Zhao Lei, Boss asked me to add you"],
];

/** People that "Add Friend" search can find by WeChat ID or phone. */
export const WECHAT_STRANGERS: Array<[string, string, string, string]> = [
  ["s1", "Kevin Ma", "kevin_ma_01", "+86 177 0001 2345"],
  ["s2", "Luna Xu", "luna_xu", "+86 176 5432 1098"],
  ["s3", "Peng Hao", "penghao_gz", "+86 185 2020 3030"],
];

export const WECHAT_GROUPS: Array<[string, string, string[]]> = [
  ["g1", "Family ❤", ["mom", "dad"]],
  ["g2", "Project Falcon", ["boss", "chen_jing", "david", "xiao_zhou"]],
  ["g3", "Weekend Runners", ["li_wei", "liu_yang", "sun_lei", "alice"]],
];

export const WECHAT_START_MS = DEFAULT_START_MS;
