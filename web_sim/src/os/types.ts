/**
 * The phone's state model: one JSON document `{os, apps, ui}`.
 *
 * `os` and `apps` are the judged state (what a user means to change); `ui` is volatile
 * (navigation, overlays, focus, scroll) and never counted as a side effect.
 */
import type { FunctionComponent } from "preact";
import type { FileNode } from "./files/types";
import type { MediaProvider } from "./media/types";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A nearby Wi-Fi network. `password` is what its access point accepts ("" for an open network). */
export interface WifiNetwork { id: string; ssid: string; strength: number; secured: boolean; password: string; saved: boolean }
export interface BluetoothDevice { id: string; name: string; kind: string; paired: boolean; connected: boolean }
export interface Contact {
  id: string;
  name: string;
  phone: string;
  email: string;
  company: string;
  starred: boolean;
  lastContacted: number;
}
/** One SMS in a thread of the shared SMS provider. Outgoing messages are always read. */
export interface SmsMessage { id: string; direction: "in" | "out"; text: string; time: number; read: boolean }
/** A conversation with one other party: its number, and the contact it belongs to if any. */
export interface SmsThread { id: string; address: string; contactId: string | null; messages: SmsMessage[] }
/** Where tapping a notification goes: a screen of the posting app and its intent payload. */
export interface NotificationTarget { screen: string; params: Record<string, Json> }
/** A posted notification (os/notifications): newest last in `os.notifications`; without `open` a tap opens its app. */
export interface Notification { id: string; app: string; title: string; text: string; time: number; open?: NotificationTarget | null }
/**
 * A one-shot event on the simulated clock (os/events.ts): when an action moves the clock to
 * `at`, handler `kind` of app `app` runs with `data` (a scripted incoming message, a code SMS).
 */
export interface ScheduledEvent { id: string; at: number; app: string; kind: string; data: Record<string, Json> }
/** A verification code the OS's code service sent by SMS (os/codes.ts); it passes once. */
export interface VerificationCode { id: string; service: string; number: string; code: string; sentAt: number; expiresAt: number; used: boolean }
/**
 * A runtime permission of one app, as Android keeps it: never asked yet (`ask`, also what "Ask
 * every time" in Settings sets), allowed while the app is in use, allowed only until the app is
 * closed (`once`, "Only this time"), or denied.
 */
export type PermissionGrant = "ask" | "whileUsing" | "once" | "denied";
/** The permissions an app asks for at first use (os/permissions); notifications are allowed at install. */
export type RuntimePermission = "camera" | "location" | "microphone" | "contacts";
export interface AppPermissions { notifications: boolean; camera: PermissionGrant; location: PermissionGrant; microphone: PermissionGrant; contacts: PermissionGrant }
/** The device's fixed position (the simulated GPS fix): apps read it through os/location.ts. */
export interface DeviceLocation { latitude: number; longitude: number; city: string; district: string }
/**
 * The motion sensors' reading of a phone lying still (Android's rotation vector): the same
 * until a task's setup turns the phone, so nothing drawn depends on time or on WAIT.
 */
export interface DeviceSensors {
  /**
   * Compass heading, degrees clockwise from magnetic north.
   * @minimum 0
   * @exclusiveMaximum 360
   */
  heading: number;
  /**
   * Tilt front to back, degrees (positive: the top edge raised).
   * @minimum -90
   * @maximum 90
   */
  pitch: number;
  /**
   * Tilt side to side, degrees (positive: the right edge raised).
   * @minimum -90
   * @maximum 90
   */
  roll: number;
}
export interface SimCard { id: string; slot: number; carrier: string; number: string; enabled: boolean }
export interface VpnProfile { id: string; name: string; server: string; type: string }
/** One call in the shared call log (calls are drawn, never placed). `durationSec` 0 for a missed call. */
export interface CallLogEntry { id: string; number: string; contactId: string | null; direction: "in" | "out" | "missed"; time: number; durationSec: number }

export interface OsState {
  clock: { now: number; tzOffsetMinutes: number; timezone: string; use24h: boolean };
  device: { model: string; name: string; android: string; build: string; serial: string; storageTotalGb: number; storageUsedGb: number };
  /** `level` drains with simulated time (os/battery.ts); `since` is the instant it was last whole. */
  battery: { level: number; charging: boolean; since: number };
  location: DeviceLocation;
  sensors: DeviceSensors;
  telephony: { sims: SimCard[]; defaultDataSim: string | null };
  hotspot: { ssid: string; password: string };
  vpn: { profiles: VpnProfile[]; connected: string | null };
  settings: {
    wifi: boolean;
    wifiConnected: string | null;
    bluetooth: boolean;
    airplane: boolean;
    cellular: boolean;
    dnd: boolean;
    flashlight: boolean;
    darkMode: boolean;
    brightness: number;
    fontScale: number;
    /** Android's display size: everything drawn larger or smaller (0.85-1.3). */
    displayScale: number;
    /** A warm tint over the screen (Android's eye comfort / night light). */
    eyeComfort: boolean;
    location: boolean;
    hotspot: boolean;
    mediaVolume: number;
    ringVolume: number;
    language: string;
  };
  networks: { wifi: WifiNetwork[]; bluetooth: BluetoothDevice[] };
  permissions: Record<string, AppPermissions>;
  notifications: Notification[];
  /** Scheduled one-shot events, fired and removed by os/events.ts. */
  events: ScheduledEvent[];
  verification: VerificationCode[];
  /** Counter for ids the OS makes (notifications "n<k>", events "e<k>", codes "v<k>", launcher folders "f<k>"). */
  nextId: number;
  clipboard: string;
  launcher: Launcher;
  providers: { contacts: Contact[]; media: MediaProvider; sms: SmsThread[]; files: FileNode[]; calls: CallLogEntry[] };
}

/** A launcher folder: apps gathered under a name (os/launcher.ts); its id stays as apps come and go. */
export interface LauncherFolder {
  id: string;
  name: string;
  apps: string[];
}

/** A launcher grid slot: an app id, or a folder of apps. */
export type LauncherItem = string | LauncherFolder;

/** A widget placed on the home screen: which one (world/themes.ts WIDGETS) and on which page. */
export interface LauncherWidget {
  /** "w<k>" from `os.nextId`: a diff follows a placed widget by id. */
  id: string;
  widget: string;
  page: number;
}

/**
 * The home screen: pages of slots (each a 4x5 grid), the widgets over their pages' top rows (a
 * widget of r rows takes 4r of its page's 20 slots), the hotseat's apps, the wallpaper (an id of
 * world/themes.ts WALLPAPERS).
 */
export interface Launcher {
  wallpaper: string;
  pages: LauncherItem[][];
  widgets: LauncherWidget[];
  hotseat: string[];
}

/** What is open over the home screen: the long-press menu, the widget picker, or a placed widget's menu. */
export interface LauncherSheet {
  kind: "menu" | "widgets" | "widget";
  /** The placed widget's id, for "widget". */
  widget: string | null;
}

/** One screen in an app's back stack. `data` holds the screen's drafts (form fields, tabs). */
export interface Route {
  id: number;
  screen: string;
  params: Record<string, Json>;
  data: Record<string, Json>;
  scroll: Record<string, number>;
  /** An app-owned overlay (dialog, bottom sheet, context menu) drawn by the screen itself. */
  overlay: { kind: "dialog" | "sheet" | "menu"; name: string; data: Record<string, Json> } | null;
}

export interface UiState {
  foreground: string | null;
  stacks: Record<string, Route[]>;
  recents: string[];
  recentsOpen: boolean;
  shadeOpen: boolean;
  launcherPage: number;
  /** The launcher folder opened over the home screen (its id), or null. */
  launcherFolder: string | null;
  /** The menu or picker opened over the home screen by a long press, or null. */
  launcherSheet: LauncherSheet | null;
  focus: string | null;
  toast: { text: string; until: number } | null;
  nextRouteId: number;
  rng: number;
  lastAnswer: string | null;
  /** Where the last long press landed (CSS px): context menus open there. */
  pressPoint: { x: number; y: number } | null;
  /** The notification shown as a heads-up banner over the screen, until this instant. */
  headsUp: { id: string; until: number } | null;
  /** A screen drawn over everything (Android's full-screen intent: a ringing alarm). */
  fullScreen: { app: string; screen: string; params: Record<string, Json> } | null;
  /** The system permission dialog an app raised (os/permissions), answered before anything else. */
  permissionRequest: PermissionRequest | null;
}

/**
 * A pending runtime-permission request: which app asks for what, and the app's continuation (a
 * name in its manifest's `permissionActions`, for that permission, with a JSON payload) run with
 * the answer.
 */
export interface PermissionRequest { app: string; permission: RuntimePermission; action: string; payload: Record<string, Json> }

export interface PhoneState {
  os: OsState;
  apps: Record<string, Json>;
  ui: UiState;
}

/** What a screen component gets: its route and a handle on its app. */
export interface ScreenProps<S = any> {
  route: Route;
  app: AppHandle<S>;
}

export interface AppHandle<S = any> {
  id: string;
  state: S;
  os: OsState;
  /** Immutable update of the app's persisted state (immer recipe). */
  update(recipe: (draft: S) => void): void;
  /** Update this route's drafts. */
  setData(patch: Record<string, Json>): void;
  push(screen: string, params?: Record<string, Json>): void;
  /** Pop this route; `BACK` does the same. */
  pop(): void;
  openOverlay(kind: "dialog" | "sheet" | "menu", name: string, data?: Record<string, Json>): void;
  closeOverlay(): void;
  toast(text: string): void;
  /** Open another app (or this one) at `screen` with a payload: Android's explicit intent. */
  sendIntent(appId: string, screen: string, params?: Record<string, Json>): void;
  /** Apply another app's intent handler in the background: no screen, the user stays here. */
  deliverIntent(appId: string, name: string, params?: Record<string, Json>): void;
  /**
   * Use a runtime permission: runs the UI's `permissionActions[action](app, granted,
   * payload)` at once when the permission was answered, after the system dialog when not.
   */
  requestPermission(permission: RuntimePermission, action: string, payload?: Record<string, Json>): void;
}

/** An event an app's state implies (an alarm's next ring, a timer's end, a note's reminder). */
export interface AppEvent { at: number; kind: string; data: Record<string, Json> }

/** What an event kind does when its time comes. */
export interface EventHandler {
  /** Runs inside the action, on the whole draft state, with the clock at the event's time. */
  fire(d: PhoneState, data: Record<string, Json>): void;
  /** Vets a scheduled event's data when it enters the state: what is wrong, or null. */
  check?(data: Record<string, Json>, s: PhoneState): string | null;
}

/** An app's part in the OS event queue (os/events.ts). */
export interface AppEvents<S = any> {
  /**
   * The app's events at or after `os.clock.now`, from its state alone; called again only when
   * the app's state changed or one of its events fired, so it may scan the app's items.
   */
  upcoming?: (state: S, os: OsState) => AppEvent[];
  /** Handlers by kind, for `upcoming`'s events and for scheduled ones (`os.events`). */
  handlers: Record<string, EventHandler>;
}

/**
 * What an intent to one of an app's screens does before the screen opens (a cashier's payment
 * request, a refund; a chat that must exist): the payload is vetted first, so a malformed one is
 * refused and changes nothing; a valid one may change the app's state at once, in the same
 * action. The control API checks the payload against the screen's declared params type
 * (`AppManifest<S, P>`) before `check` runs; an app's own `sendIntent` and `deliverIntent` and a
 * notification's tap run `check` alone, so a handler checks what it relies on itself.
 */
export interface IntentHandler<S = any, P = Record<string, Json>> {
  /** What is wrong with the payload, naming the field (`"id: no chat 'x'"`), or null. */
  check(params: P, state: S, os: OsState): string | null;
  /**
   * Loads what `check` needs that the manifest does not hold (the world's ids, which load with
   * the app's screens: os/intentChecks.ts `worldIdIn`); the control API awaits it before `check`.
   */
  load?(): Promise<void>;
  /** Runs on the app's draft state when the payload passed. */
  apply?(draft: S, params: P, os: OsState): void;
}

/** The params of a screen that takes none: every key is refused. */
export type NoParams = Record<string, never>;

/**
 * `S` is the app's persisted state; `P` its screens' route parameters, screen name -> the params
 * object type (`NoParams` for a screen that takes none). The build derives the state's and the
 * params' validators from them (scripts/stateSchema.mjs), and `navigation` must name exactly
 * `P`'s screens.
 */
export interface AppManifest<S = any, P = any> {
  id: string;
  label: string;
  /** Material Design Icons path (from @mdi/js). */
  icon: string;
  /** Icon tile colour. */
  color: string;
  /** The app's persisted state at the start of a fresh phone (deterministic). */
  initialState: () => S;
  /**
   * The app's screens and what runs only while they are drawn, in a chunk of its own that the
   * page fetches when the app is first drawn (`() => import("./screens")`): a phone holds the code,
   * styles and world data of the apps it opened, not of every installed one (os/appUi.ts).
   */
  ui: () => Promise<{ default: AppUi<S> }>;
  /** Screen shown when the app starts. */
  home: string;
  /** Every screen of the app (each one a key) -> the screens it can push. Tests check it against the UI's `screens`. */
  navigation: Record<keyof P & string, string[]>;
  /**
   * Changes a person makes just by using the app (read receipts, unread counters, search
   * history, a calculator's tape): path patterns (`*` one segment, `**` any depth, `[id=*]` any
   * list item) that the judge never counts as side effects, for every task. Declared once here,
   * never per template.
   */
  incidental?: string[];
  /** JSON-pointer patterns under `/apps/<id>` whose objects are maps keyed by id (new keys allowed in patches). */
  openMaps?: string[];
  /** Hidden from the launcher grid (still openable through AWAKE and intents). */
  hidden?: boolean;
  /** Time-driven events (alarms, reminders) and the handlers of scheduled ones. */
  events?: AppEvents<S>;
  /**
   * The text field a screen focuses when it opens (the keyboard comes up), by screen: a search
   * screen's field, a new note's body. A function decides from the push parameters (null: none).
   */
  autofocus?: Record<string, string | ((params: Record<string, Json>) => string | null)>;
  /**
   * Intents that vet their payload against the state (ids that must exist) and may act on it,
   * before their screen opens, by screen: every screen whose drawing needs more than its params'
   * types has one.
   */
  intents?: { [K in keyof P & string]?: IntentHandler<S, P[K]> };
  /**
   * The continuations of the app's runtime-permission requests, by name, with the permission
   * each one asks for (`{ showResults: "location" }`). Their functions are the UI chunk's
   * `permissionActions` (a test checks both name the same actions); the names are here so that
   * the state invariants can vet a pending request without loading the UI.
   */
  permissionActions?: Record<string, RuntimePermission>;
}

/** An app's lazily loaded part (its `screens.tsx`): what only a drawn app needs. */
export interface AppUi<S = any> {
  /** Every screen of the app, by name (the keys of the manifest's `navigation`). */
  screens: Record<string, FunctionComponent<ScreenProps<S>>>;
  /**
   * Android's back callbacks, by screen: run on system BACK when nothing of the OS's (dialog,
   * overlay, keyboard) is to close first. Return true when the screen handled BACK itself (a
   * search closed); false lets the page pop, after whatever the handler did (a draft saved).
   */
  onBack?: Record<string, (app: AppHandle<S>, route: Route) => boolean>;
  /**
   * Continuations of runtime-permission requests (os/permissions): `app.requestPermission(
   * permission, action, payload)` runs `permissionActions[action](app, granted, payload)` at
   * once when the answer is known, or after the system dialog is answered. Exactly the actions
   * the manifest's `permissionActions` names (checked when the chunk loads, and by a test).
   */
  permissionActions?: Record<string, (app: AppHandle<S>, granted: boolean, payload: Record<string, Json>) => void>;
}
