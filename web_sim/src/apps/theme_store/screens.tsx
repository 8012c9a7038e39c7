/** Themes' screens: the store's four tabs, search, and the theme, wallpaper and widget details. */
import "./theme_store.css";
import type { ComponentChildren, JSX } from "preact";
import { mdiAccountOutline, mdiCheck, mdiImageOutline, mdiMagnify, mdiPaletteOutline, mdiStar, mdiViewDashboardOutline } from "@mdi/js";
import { STORE_WALLPAPERS, STORE_WIDGETS, SYSTEM_WALLPAPERS, THEMES, findWallpaper, findWidget, type Theme, type Wallpaper, type WidgetSpec } from "../../../world/themes";
import type { AppHandle, AppUi, ScreenProps } from "../../os/types";
import { AppBar, BottomNav, Button, Chips, Empty, Icon, IconButton, ScrollView, TextField, focusField } from "../../os/ui/kit";
import { WidgetView } from "../../os/widgets";
import { applyTheme, applyWallpaper, formatCount, placeWidget, search, themeOf } from "./logic";
import { TABS, type Tab, type ThemeStoreState } from "./state";

type App = AppHandle<ThemeStoreState>;

const CATEGORIES = ["All", "Nature", "Abstract", "City", "Minimal", "Art"];

/** A phone-shaped preview: the wallpaper, a widget band in the theme's colour, rows of icons. */
function PhonePreview({ wallpaper, accent, large = false }: { wallpaper: Wallpaper; accent?: string; large?: boolean }) {
  return (
    <div class={`ts-phone ${large ? "large" : ""}`} style={{ background: wallpaper.background }}>
      {accent && <div class="ts-phone-widget" style={{ background: accent }} />}
      <div class="ts-phone-icons">
        {Array.from({ length: 8 }, (_, k) => (
          <span key={k} class="ts-phone-icon" />
        ))}
      </div>
    </div>
  );
}

function ThemeCard({ theme, app }: { theme: Theme; app: App }) {
  const wallpaper = findWallpaper(theme.wallpaper)!;
  return (
    <div class="ts-card mg-clickable" role="button" aria-label={`Theme: ${theme.name}`} data-testid={`ts-theme-${theme.id}`} onClick={() => app.push("theme", { id: theme.id })}>
      <PhonePreview wallpaper={wallpaper} accent={theme.widgets.length ? theme.accent : undefined} />
      <div class="ts-card-name">{theme.name}</div>
      <div class="ts-card-meta">{`${theme.designer} · ${formatCount(theme.downloads)}`}</div>
    </div>
  );
}

function WallpaperTile({ wallpaper, app, current }: { wallpaper: Wallpaper; app: App; current: boolean }) {
  return (
    <div class="ts-tile mg-clickable" role="button" aria-label={`Wallpaper: ${wallpaper.name}`} data-testid={`ts-wallpaper-${wallpaper.id}`} onClick={() => app.push("wallpaper", { id: wallpaper.id })}>
      <div class="ts-tile-image" style={{ background: wallpaper.background }}>
        {current && (
          <span class="ts-badge">
            <Icon path={mdiCheck} size={14} color="#fff" /> In use
          </span>
        )}
      </div>
      <div class="ts-card-name">{wallpaper.name}</div>
    </div>
  );
}

function WidgetCard({ widget, app }: { widget: WidgetSpec; app: App }) {
  const theme = themeOf({ kind: "widget", id: widget.id });
  return (
    <div class="ts-widget-card mg-clickable" role="button" aria-label={`Widget: ${widget.name}`} data-testid={`ts-widget-${widget.id}`} onClick={() => app.push("widget", { id: widget.id })}>
      <div class="ts-widget-preview">
        <WidgetView spec={widget} os={app.os} />
      </div>
      <div class="ts-card-name">{widget.name}</div>
      <div class="ts-card-meta">{`${theme ? `${theme.name} theme` : widget.designer} · 4 × ${widget.rows} · ${formatCount(widget.downloads)}`}</div>
    </div>
  );
}

function ThemesTab({ app }: { app: App }) {
  const featured = THEMES.find((t) => t.id === "starry_night")!;
  return (
    <ScrollView id="ts-themes">
      <div class="ts-banner mg-clickable" role="button" data-testid="ts-banner" style={{ background: findWallpaper(featured.wallpaper)!.background }} onClick={() => app.push("theme", { id: featured.id })}>
        <div class="ts-banner-kicker">Editor's pick</div>
        <div class="ts-banner-title">{featured.name}</div>
      </div>
      <div class="ts-section">Popular themes</div>
      <div class="ts-grid ts-grid-2">
        {THEMES.map((t) => (
          <ThemeCard key={t.id} theme={t} app={app} />
        ))}
      </div>
    </ScrollView>
  );
}

function WallpapersTab({ app, route }: ScreenProps<ThemeStoreState>) {
  const cat = (route.data.cat as string | undefined) ?? "All";
  const shown = STORE_WALLPAPERS.filter((w) => cat === "All" || w.category === cat);
  return (
    <>
      <Chips options={CATEGORIES} selected={[cat]} onSelect={(c) => app.setData({ cat: c })} testId="ts-cat" />
      <ScrollView id="ts-wallpapers">
        <div class="ts-grid ts-grid-3">
          {shown.map((w) => (
            <WallpaperTile key={w.id} wallpaper={w} app={app} current={app.os.launcher.wallpaper === w.id} />
          ))}
        </div>
      </ScrollView>
    </>
  );
}

function WidgetsTab({ app }: { app: App }) {
  return (
    <ScrollView id="ts-widgets">
      {STORE_WIDGETS.map((w) => (
        <WidgetCard key={w.id} widget={w} app={app} />
      ))}
    </ScrollView>
  );
}

function MineTab({ app }: { app: App }) {
  const current = findWallpaper(app.os.launcher.wallpaper)!;
  const applied = THEMES.find((t) => t.id === app.state.appliedTheme);
  const placed = app.os.launcher.widgets.map((w) => findWidget(w.widget)!);
  return (
    <ScrollView id="ts-mine">
      <div class="ts-mine-head">
        <PhonePreview wallpaper={current} />
        <div>
          <div class="ts-mine-label">Wallpaper in use</div>
          <div class="ts-card-name" data-testid="ts-current-wallpaper">
            {current.name}
          </div>
          <div class="ts-mine-label">Theme</div>
          <div class="ts-card-name">{applied ? applied.name : "Default"}</div>
        </div>
      </div>
      <div class="ts-section">Widgets on the home screen</div>
      {placed.length === 0 ? <div class="ts-note">None yet</div> : placed.map((w, k) => <div key={k} class="ts-note">{w.name}</div>)}
      <div class="ts-section">System wallpapers</div>
      <div class="ts-grid ts-grid-3">
        {SYSTEM_WALLPAPERS.map((w) => (
          <WallpaperTile key={w.id} wallpaper={w} app={app} current={app.os.launcher.wallpaper === w.id} />
        ))}
      </div>
    </ScrollView>
  );
}

const NAV = [
  { id: "themes", label: "Themes", icon: mdiPaletteOutline },
  { id: "wallpapers", label: "Wallpapers", icon: mdiImageOutline },
  { id: "widgets", label: "Widgets", icon: mdiViewDashboardOutline },
  { id: "mine", label: "Mine", icon: mdiAccountOutline },
];

function HomeScreen(props: ScreenProps<ThemeStoreState>) {
  const { app, route } = props;
  const asked = (route.data.tab ?? route.params.tab) as Tab | undefined;
  const tab: Tab = asked && TABS.includes(asked) ? asked : "themes";
  return (
    <div class="ts-screen">
      <AppBar title={NAV.find((n) => n.id === tab)!.label} actions={<IconButton path={mdiMagnify} label="Search" testId="ts-search" onClick={() => app.push("search")} />} />
      {tab === "themes" && <ThemesTab app={app} />}
      {tab === "wallpapers" && <WallpapersTab {...props} />}
      {tab === "widgets" && <WidgetsTab app={app} />}
      {tab === "mine" && <MineTab app={app} />}
      <BottomNav items={NAV} active={tab} onSelect={(t) => app.setData({ tab: t })} />
    </div>
  );
}

function SearchScreen({ app, route }: ScreenProps<ThemeStoreState>) {
  const query = (route.data.query as string | undefined) ?? "";
  const results = search(query);
  const remember = () => {
    app.update((s) => {
      const q = query.trim();
      if (q) s.searchHistory = [q, ...s.searchHistory.filter((x) => x !== q)].slice(0, 10);
    });
    focusField(null); // the keyboard goes down, the results are there to browse
  };
  const none = results.themes.length + results.wallpapers.length + results.widgets.length === 0;
  return (
    <div class="ts-screen">
      <AppBar title="Search" onBack={() => app.pop()} />
      <TextField id="theme_store.search" search placeholder="Themes, wallpapers, widgets" value={query} onChange={(v) => app.setData({ query: v })} onSubmit={remember} />
      <ScrollView id="ts-results">
        {query.trim() === "" ? (
          <div class="ts-history">
            {app.state.searchHistory.map((q) => (
              <span key={q} class="ts-chip mg-clickable" role="button" data-testid={`ts-history-${q}`} onClick={() => app.setData({ query: q })}>
                {q}
              </span>
            ))}
          </div>
        ) : none ? (
          <Empty icon={mdiMagnify} text={`Nothing found for "${query.trim()}"`} />
        ) : (
          <>
            {results.themes.length > 0 && <div class="ts-section">Themes</div>}
            <div class="ts-grid ts-grid-2">
              {results.themes.map((t) => (
                <ThemeCard key={t.id} theme={t} app={app} />
              ))}
            </div>
            {results.wallpapers.length > 0 && <div class="ts-section">Wallpapers</div>}
            <div class="ts-grid ts-grid-3">
              {results.wallpapers.map((w) => (
                <WallpaperTile key={w.id} wallpaper={w} app={app} current={app.os.launcher.wallpaper === w.id} />
              ))}
            </div>
            {results.widgets.length > 0 && <div class="ts-section">Widgets</div>}
            {results.widgets.map((w) => (
              <WidgetCard key={w.id} widget={w} app={app} />
            ))}
          </>
        )}
      </ScrollView>
    </div>
  );
}

/** A row of facts under a detail's preview: designer, rating, downloads. */
function Facts({ designer, rating, downloads }: { designer: string; rating?: number; downloads: number }) {
  return (
    <div class="ts-facts">
      <span>{designer}</span>
      {rating !== undefined && (
        <span>
          <Icon path={mdiStar} size={14} color="#f5a623" /> {rating.toFixed(1)}
        </span>
      )}
      {downloads > 0 && <span>{`${formatCount(downloads)} downloads`}</span>}
    </div>
  );
}

/** A detail page: the preview, the name, its facts and a line of text, what follows, and one action at the bottom. */
function Detail(props: {
  app: App;
  id: string;
  name: string;
  preview: ComponentChildren;
  /** The widget page draws its preview on the wallpaper in use. */
  stage?: JSX.CSSProperties;
  facts: { designer: string; rating?: number; downloads: number };
  text: string;
  action: { label: string; testId: string; onClick: () => void; disabled?: boolean };
  children?: ComponentChildren;
}) {
  const { app, id, name, action } = props;
  return (
    <div class="ts-screen">
      <AppBar title={name} onBack={() => app.pop()} />
      <ScrollView id={`ts-${id}`}>
        <div class={`ts-detail-preview ${props.stage ? "ts-widget-stage" : ""}`} style={props.stage}>
          {props.preview}
        </div>
        <div class="ts-detail-name">{name}</div>
        <Facts designer={props.facts.designer} rating={props.facts.rating} downloads={props.facts.downloads} />
        <div class="ts-detail-text">{props.text}</div>
        {props.children}
      </ScrollView>
      <div class="ts-action">
        <Button onClick={action.onClick} testId={action.testId} disabled={action.disabled}>
          {action.label}
        </Button>
      </div>
    </div>
  );
}

/** A row linking to a related item: its thumbnail and a label. */
function Related({ testId, thumb, label, onClick }: { testId: string; thumb: string; label: string; onClick: () => void }) {
  return (
    <div class="ts-include mg-clickable" role="button" data-testid={testId} onClick={onClick}>
      <span class="ts-include-thumb" style={{ background: thumb }} />
      <span>{label}</span>
    </div>
  );
}

function ThemeScreen({ app, route }: ScreenProps<ThemeStoreState>) {
  const theme = THEMES.find((t) => t.id === route.params.id)!;
  const wallpaper = findWallpaper(theme.wallpaper)!;
  const inUse = app.state.appliedTheme === theme.id && app.os.launcher.wallpaper === theme.wallpaper;
  const apply = () => {
    applyTheme(theme);
    app.toast(`${theme.name} applied`);
  };
  return (
    <Detail
      app={app}
      id="theme"
      name={theme.name}
      preview={<PhonePreview wallpaper={wallpaper} accent={theme.widgets.length ? theme.accent : undefined} large />}
      facts={theme}
      text={theme.description}
      action={{ label: inUse ? "In use" : "Apply", testId: "ts-apply-theme", onClick: apply, disabled: inUse }}
    >
      <div class="ts-section">Included</div>
      <Related testId="ts-theme-wallpaper" thumb={wallpaper.background} label={`Wallpaper: ${wallpaper.name}`} onClick={() => app.push("wallpaper", { id: wallpaper.id })} />
      {theme.widgets.map((id) => (
        <Related key={id} testId={`ts-theme-widget-${id}`} thumb={theme.accent} label={`Widget: ${findWidget(id)!.name}`} onClick={() => app.push("widget", { id })} />
      ))}
    </Detail>
  );
}

function WallpaperScreen({ app, route }: ScreenProps<ThemeStoreState>) {
  const wallpaper = findWallpaper(route.params.id as string)!;
  const inUse = app.os.launcher.wallpaper === wallpaper.id;
  const apply = () => {
    applyWallpaper(wallpaper.id);
    app.toast("Home screen wallpaper set");
  };
  return (
    <Detail
      app={app}
      id="wallpaper"
      name={wallpaper.name}
      preview={<div class="ts-wallpaper-full" style={{ background: wallpaper.background }} />}
      facts={wallpaper}
      text={`${wallpaper.category} · for the home screen`}
      action={{ label: inUse ? "In use" : "Set as wallpaper", testId: "ts-apply-wallpaper", onClick: apply, disabled: inUse }}
    />
  );
}

function WidgetScreen({ app, route }: ScreenProps<ThemeStoreState>) {
  const widget = findWidget(route.params.id as string)!;
  const theme = themeOf({ kind: "widget", id: widget.id });
  const onHome = app.os.launcher.widgets.filter((w) => w.widget === widget.id).length;
  const add = () => {
    const page = placeWidget(widget.id);
    app.toast(`Added to home screen ${page + 1}`);
  };
  return (
    <Detail
      app={app}
      id="widget"
      name={widget.name}
      preview={<WidgetView spec={widget} os={app.os} />}
      stage={{ background: findWallpaper(app.os.launcher.wallpaper)!.background }}
      facts={widget}
      text={`Size 4 × ${widget.rows}${onHome ? ` · on your home screen${onHome > 1 ? ` (${onHome})` : ""}` : ""}`}
      action={{ label: "Add to home screen", testId: "ts-add-widget", onClick: add }}
    >
      {theme && <Related testId="ts-widget-theme" thumb={findWallpaper(theme.wallpaper)!.background} label={`From the ${theme.name} theme`} onClick={() => app.push("theme", { id: theme.id })} />}
    </Detail>
  );
}

const ui: AppUi<ThemeStoreState> = {
  screens: { home: HomeScreen, search: SearchScreen, theme: ThemeScreen, wallpaper: WallpaperScreen, widget: WidgetScreen },
};

export default ui;
