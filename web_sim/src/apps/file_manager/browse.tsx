/** Files' screens: home (Browse, Recent, Cloud tabs), a folder with breadcrumbs, a category. */
import {
  mdiArchiveOutline, mdiChevronRight, mdiClockOutline, mdiCloudOutline, mdiCellphone, mdiDotsVertical, mdiFileDocumentOutline, mdiFolderOpenOutline,
  mdiFolderOutline, mdiImageOutline, mdiMusicNoteOutline,
} from "@mdi/js";
import { formatSize, recentFiles, type FileNode } from "../../os/files";
import type { ScreenProps } from "../../os/types";
import { AppBar, BottomNav, BottomSheet, Empty, Icon, IconButton, ListItem, Menu, ScrollView } from "../../os/ui/kit";
import { CLOUD_FILES, CLOUD_QUOTA } from "../../../world/file_manager";
import { FileIcon, FileRow, NewFolderDialog, PasteBar, SelectionActions, SelectionOverlays, SelectionTop, selectionOf, type App } from "./common";
import { CATEGORIES, categoryFiles, crumbs, formatTime, sortedChildren, type Category, type FilesState, type SortBy } from "./logic";

const CAT_ICONS: Record<Category, string> = { images: mdiImageOutline, documents: mdiFileDocumentOutline, audio: mdiMusicNoteOutline, archives: mdiArchiveOutline };
const DAY = 86_400_000;

function open(app: App, n: FileNode): void {
  if (n.type === "folder") app.push("folder", { dir: n.id });
  else app.push("preview", { id: n.id });
}

function usedBytes(app: App): number {
  return app.os.providers.files.reduce((s, n) => s + n.size, 0);
}

function BrowseTab({ app }: { app: App }) {
  const recent = recentFiles(app.os).slice(0, 3);
  const used = 38_600_000_000 + usedBytes(app);
  return (
    <ScrollView id="fm-browse">
      <div class="fm-section-title">Categories</div>
      <div class="fm-cats">
        {CATEGORIES.map((c) => (
          <button key={c.id} class="fm-cat" data-testid={`fm-cat-${c.id}`} onClick={() => app.push("category", { cat: c.id })}>
            <span class="fm-cat-icon" style={{ background: c.color }}>
              <Icon path={CAT_ICONS[c.id]} size={24} color="#fff" />
            </span>
            <span class="fm-cat-label">{c.label}</span>
            <span class="fm-cat-count">{categoryFiles(app.os, c.id).length}</span>
          </button>
        ))}
      </div>
      <div class="fm-section-title">Storage</div>
      <div class="fm-storage" role="button" data-testid="fm-storage" onClick={() => app.push("folder", { dir: null })}>
        <span class="fm-storage-icon"><Icon path={mdiCellphone} size={26} color="var(--fm-accent)" /></span>
        <div class="fm-storage-text">
          <div class="fm-storage-name">Internal storage</div>
          <div class="fm-storage-bar"><span style={{ width: `${Math.round((used / 128e9) * 100)}%` }} /></div>
          <div class="fm-storage-meta">{`${formatSize(used)} used of 128 GB`}</div>
        </div>
        <Icon path={mdiChevronRight} size={22} color="var(--on-surface-2)" />
      </div>
      <div class="fm-section-title">Recent files</div>
      <div class="fm-card">
        {recent.map((n) => <FileRow key={n.id} n={n} app={app} selected={null} onOpen={() => open(app, n)} showPath />)}
      </div>
      <div class="fm-end" />
    </ScrollView>
  );
}

function RecentTab({ app, selected }: { app: App; selected: string[] | null }) {
  const files = recentFiles(app.os).filter((n) => n.modified >= app.os.clock.now - 30 * DAY);
  return (
    <ScrollView id="fm-recent">
      {files.length === 0 ? <Empty icon={mdiClockOutline} text="No recent files" /> : files.map((n) => <FileRow key={n.id} n={n} app={app} selected={selected} onOpen={() => open(app, n)} showPath />)}
      <div class="fm-end" />
    </ScrollView>
  );
}

function CloudTab({ app }: { app: App }) {
  return (
    <ScrollView id="fm-cloud">
      <div class="fm-cloud-head">
        <Icon path={mdiCloudOutline} size={32} color="var(--fm-accent)" />
        <div>
          <div class="fm-storage-name">My Drive</div>
          <div class="fm-storage-meta" data-testid="fm-cloud-quota">{`${formatSize(CLOUD_QUOTA.used)} of ${formatSize(CLOUD_QUOTA.total)} used`}</div>
        </div>
      </div>
      {CLOUD_FILES.map((f) => (
        <div key={f.id} class="fm-row" data-testid={`fm-cloud-${f.id}`} role="button" onClick={() => app.toast("Download the file to open it")}>
          <FileIcon type={f.type} />
          <div class="fm-row-text">
            <div class="fm-row-name">{f.name}</div>
            <div class="fm-row-meta">
              <span>{formatTime(app.os.clock.now - f.daysAgo * DAY, app.os)}</span>
              {f.type !== "folder" && <span>{formatSize(f.size)}</span>}
            </div>
          </div>
        </div>
      ))}
      <div class="fm-end" />
    </ScrollView>
  );
}

export function HomeScreen({ route, app }: ScreenProps<FilesState>) {
  const tab = String(route.data.tab ?? "browse");
  const selected = tab === "recent" ? selectionOf(route) : null;
  const ids = recentFiles(app.os).filter((n) => n.modified >= app.os.clock.now - 30 * DAY).map((n) => n.id);
  return (
    <>
      {selected ? (
        <SelectionTop app={app} ids={selected} all={ids} />
      ) : (
        <header class="fm-top">
          <h1 class="fm-top-title">{tab === "browse" ? "Files" : tab === "recent" ? "Recent" : "Cloud"}</h1>
        </header>
      )}
      {tab === "browse" ? <BrowseTab app={app} /> : tab === "recent" ? <RecentTab app={app} selected={selected} /> : <CloudTab app={app} />}
      {selected ? (
        <SelectionActions app={app} ids={selected} afterClip={() => app.push("folder", { dir: null })} />
      ) : (
        <BottomNav
          items={[
            { id: "browse", label: "Browse", icon: mdiFolderOutline },
            { id: "recent", label: "Recent", icon: mdiClockOutline },
            { id: "cloud", label: "Cloud", icon: mdiCloudOutline },
          ]}
          active={tab}
          onSelect={(t) => app.setData({ tab: t })}
        />
      )}
      <SelectionOverlays app={app} route={route} />
    </>
  );
}

const SORTS: Array<[SortBy, string]> = [["name", "Name"], ["time", "Date modified"], ["size", "Size"]];

/** The folder on screen: `data.dir` once the user moved, else the push's `dir` (null: the root). */
export function currentDir(route: ScreenProps["route"]): string | null {
  const d = route.data.dir !== undefined ? route.data.dir : route.params.dir;
  return typeof d === "string" ? d : null;
}

export function FolderScreen({ route, app }: ScreenProps<FilesState>) {
  let dir = currentDir(route);
  if (dir !== null && !app.os.providers.files.some((n) => n.id === dir && n.type === "folder")) dir = null;
  const list = sortedChildren(app.os, dir, app.state.sort);
  const selected = selectionOf(route);
  const path = crumbs(app.os, dir);
  const title = path.length ? path[path.length - 1].name : "Internal storage";
  const o = route.overlay;
  const go = (d: string | null) => app.setData({ dir: d });
  const sort = app.state.sort;
  return (
    <>
      {selected ? (
        <SelectionTop app={app} ids={selected} all={list.map((n) => n.id)} />
      ) : (
        <AppBar
          title={title}
          onBack={() => (dir === null ? app.pop() : go(path.length > 1 ? path[path.length - 2].id : null))}
          actions={<IconButton path={mdiDotsVertical} label="More options" testId="fm-more" onClick={() => app.openOverlay("menu", "more")} />}
        />
      )}
      <ScrollView id="fm-crumbs" horizontal class="fm-crumbs">
        <button class={`fm-crumb ${dir === null ? "last" : ""}`} data-testid="fm-crumb-root" onClick={() => go(null)}>Internal storage</button>
        {path.map((f) => (
          <span key={f.id} class="fm-crumb-wrap">
            <Icon path={mdiChevronRight} size={16} color="var(--on-surface-2)" />
            <button class={`fm-crumb ${f.id === dir ? "last" : ""}`} data-testid={`fm-crumb-${f.id}`} onClick={() => go(f.id)}>{f.name}</button>
          </span>
        ))}
      </ScrollView>
      <div class="fm-listhead">
        <span data-testid="fm-count">{`${list.length} ${list.length === 1 ? "item" : "items"}`}</span>
        <button class="fm-sortbtn" data-testid="fm-sort" onClick={() => app.openOverlay("sheet", "sort")}>
          {`${SORTS.find((s) => s[0] === sort.by)![1]} ${sort.desc ? "↓" : "↑"}`}
        </button>
      </div>
      <ScrollView id={`fm-dir-${dir ?? "root"}`}>
        {list.length === 0 ? (
          <Empty icon={mdiFolderOpenOutline} text="This folder is empty" />
        ) : (
          list.map((n) => <FileRow key={n.id} n={n} app={app} selected={selected} onOpen={() => (n.type === "folder" ? go(n.id) : app.push("preview", { id: n.id }))} />)
        )}
        <div class="fm-end" />
      </ScrollView>
      {selected ? <SelectionActions app={app} ids={selected} /> : <PasteBar app={app} dir={dir} />}
      <SelectionOverlays app={app} route={route} />
      {o?.name === "more" && (
        <Menu
          testId="fm-more-menu"
          onDismiss={app.closeOverlay}
          items={[
            { label: "New folder", testId: "fm-menu-newfolder", onClick: () => (app.setData({ folderName: "" }), app.openOverlay("dialog", "new-folder")) },
            { label: "Sort by", testId: "fm-menu-sort", onClick: () => app.openOverlay("sheet", "sort") },
            { label: "Select all", testId: "fm-menu-selectall", onClick: () => (list.length ? app.openOverlay("sheet", "select", { ids: list.map((n) => n.id) }) : app.closeOverlay()) },
          ]}
        />
      )}
      {o?.name === "new-folder" && <NewFolderDialog app={app} route={route} dir={dir} />}
      {o?.name === "sort" && (
        <BottomSheet title="Sort by" testId="fm-sort-sheet" onDismiss={app.closeOverlay}>
          {SORTS.map(([by, label]) => (
            <ListItem key={by} testId={`fm-sort-${by}`} title={label} trailing={sort.by === by ? "✓" : ""} onClick={() => (app.update((s) => void (s.sort = { by, desc: by === "name" ? false : true })), app.closeOverlay())} />
          ))}
          <ListItem testId="fm-sort-order" title={sort.desc ? "Descending (tap for ascending)" : "Ascending (tap for descending)"} onClick={() => (app.update((s) => void (s.sort.desc = !s.sort.desc)), app.closeOverlay())} />
        </BottomSheet>
      )}
    </>
  );
}

/** BACK in a folder goes up one level; at the storage root it leaves. */
export function folderBack(app: App, route: ScreenProps["route"]): boolean {
  const dir = currentDir(route);
  if (dir === null) return false;
  const n = app.os.providers.files.find((x) => x.id === dir);
  app.setData({ dir: n?.parent ?? null });
  return true;
}

export function CategoryScreen({ route, app }: ScreenProps<FilesState>) {
  const cat = String(route.params.cat) as Category;
  const meta = CATEGORIES.find((c) => c.id === cat) ?? CATEGORIES[0];
  const files = categoryFiles(app.os, meta.id);
  const selected = selectionOf(route);
  return (
    <>
      {selected ? <SelectionTop app={app} ids={selected} all={files.map((n) => n.id)} /> : <AppBar title={meta.label} onBack={app.pop} />}
      <ScrollView id={`fm-cat-${meta.id}`}>
        {files.length === 0 ? <Empty icon={CAT_ICONS[meta.id]} text={`No ${meta.label.toLowerCase()}`} /> : files.map((n) => <FileRow key={n.id} n={n} app={app} selected={selected} onOpen={() => open(app, n)} showPath />)}
        <div class="fm-end" />
      </ScrollView>
      {selected && <SelectionActions app={app} ids={selected} afterClip={() => app.push("folder", { dir: null })} />}
      <SelectionOverlays app={app} route={route} />
    </>
  );
}
