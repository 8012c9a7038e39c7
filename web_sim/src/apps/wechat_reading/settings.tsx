/** Settings: reading (auto-download, page turn, volume keys, screen on), display (dark mode), privacy switches, profile visibility, notifications. */
import { mdiCheck, mdiChevronRight } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { BottomSheet, Icon, ScrollView, SwitchItem } from "../../os/ui/kit";
import type { App } from "./logic";
import { Frame, Header } from "./parts";
import { PAGE_TURNS } from "./reader";
import { FONT_SIZES, type WechatReadingState, type WrSettings } from "./state";

type Bool = { [K in keyof WrSettings]: WrSettings[K] extends boolean ? K : never }[keyof WrSettings];

export const DARK_MODES: Array<[WrSettings["darkMode"], string]> = [["light", "Light"], ["dark", "Dark"], ["system", "Follow system"]];
export const VISIBILITY: Array<[WrSettings["profileVisibility"], string]> = [["everyone", "Everyone"], ["mutual", "Mutual follows"], ["onlyMe", "Only me"]];

const GROUPS: Array<[string, Array<[Bool, string, string]>]> = [
  ["Reading", [
    ["autoDownload", "Auto-download books on the shelf", "On Wi-Fi only"],
    ["volumeKeyPageTurn", "Turn pages with volume keys", ""],
    ["keepScreenOn", "Keep the screen on while reading", ""],
  ]],
  ["Privacy", [
    ["autoPrivateReading", "Private reading for new books", "Books you add are hidden from friends"],
    ["hideReadingTime", "Hide my reading time", "Friends don't see how long you read"],
    ["hideShelf", "Hide my bookshelf", "Others can't browse your shelf"],
    ["hideFromRanking", "Leave friends' reading ranking", ""],
    ["blockStrangerMessages", "Block messages from strangers", ""],
  ]],
  ["Notifications", [
    ["notifyFriendActivity", "Friends' reading activity", ""],
    ["notifyBookUpdates", "Updates of books on my shelf", ""],
    ["notifyPromotions", "Offers and events", ""],
  ]],
];

function Choice({ app, id, title, value }: { app: App; id: string; title: string; value: string }) {
  return (
    <div class="wr-row" role="button" data-testid={`wr-setting-${id}`} onClick={() => app.openOverlay("sheet", id)}>
      <span>{title}</span>
      <span class="wr-muted" data-testid={`wr-setting-${id}-value`}>{value}<Icon path={mdiChevronRight} size={18} color="var(--wr-sub)" /></span>
    </div>
  );
}

function Options<T extends string>({ app, title, options, value, onPick, prefix }: { app: App; title: string; options: Array<[T, string]>; value: T; onPick: (v: T) => void; prefix: string }) {
  return (
    <BottomSheet title={title} onDismiss={() => app.closeOverlay()} testId={`${prefix}-sheet`}>
      {options.map(([v, label]) => (
        <div key={v} class={`wr-sheet-opt ${v === value ? "on" : ""}`} role="button" data-testid={`${prefix}-${v}`} onClick={() => { onPick(v); app.closeOverlay(); }}>
          <span>{label}</span>
          {v === value && <Icon path={mdiCheck} size={18} color="#1b88ee" />}
        </div>
      ))}
    </BottomSheet>
  );
}

export function SettingsScreen({ app, route }: ScreenProps<WechatReadingState>) {
  const s = app.state.settings;
  const turn = app.state.readerPrefs.pageTurn;
  const sheet = route.overlay?.name;
  const set = <K extends keyof WrSettings>(k: K, v: WrSettings[K]) => app.update((d) => void (d.settings[k] = v));
  const label = <T extends string>(opts: Array<[T, string]>, v: T) => opts.find((o) => o[0] === v)?.[1] ?? v;
  return (
    <Frame app={app}>
      <Header app={app} title="Settings" />
      <div class="wr-body">
        <ScrollView id="wr-settings">
          <div class="wr-settings-group">Display</div>
          <Choice app={app} id="darkMode" title="Dark mode" value={label(DARK_MODES, s.darkMode)} />
          <Choice app={app} id="pageTurn" title="Page turn style" value={label(PAGE_TURNS, turn)} />
          <Choice app={app} id="fontSize" title="Reader font size" value={String(app.state.readerPrefs.fontSize)} />
          {GROUPS.map(([group, rows]) => (
            <div key={group}>
              <div class="wr-settings-group">{group}</div>
              {group === "Privacy" && <Choice app={app} id="profileVisibility" title="Who can see my profile" value={label(VISIBILITY, s.profileVisibility)} />}
              {rows.map(([k, title, sub]) => <SwitchItem key={k} title={title} subtitle={sub} checked={s[k]} onChange={(v) => set(k, v)} testId={`wr-setting-${k}`} />)}
            </div>
          ))}
          <div class="wr-settings-group">About</div>
          <div class="wr-row"><span>Version</span><span class="wr-muted">8.2.1</span></div>
          <div class="wr-bottom-space" />
        </ScrollView>
      </div>
      {sheet === "darkMode" && <Options app={app} title="Dark mode" options={DARK_MODES} value={s.darkMode} onPick={(v) => set("darkMode", v)} prefix="wr-dark" />}
      {sheet === "profileVisibility" && <Options app={app} title="Who can see my profile" options={VISIBILITY} value={s.profileVisibility} onPick={(v) => set("profileVisibility", v)} prefix="wr-visibility" />}
      {sheet === "fontSize" && <Options app={app} title="Reader font size" options={FONT_SIZES.map((f) => [String(f), String(f)] as [string, string])} value={String(app.state.readerPrefs.fontSize)} onPick={(v) => app.update((d) => void (d.readerPrefs.fontSize = Number(v)))} prefix="wr-fontsize" />}
      {sheet === "pageTurn" && <Options app={app} title="Page turn style" options={PAGE_TURNS} value={turn} onPick={(v) => app.update((d) => void (d.readerPrefs.pageTurn = v))} prefix="wr-pageturn" />}
    </Frame>
  );
}
