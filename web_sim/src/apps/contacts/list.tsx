/** The contact list: search, favourites, letter sections, the A-Z index strip and the add FAB. */
import { mdiAccountSearchOutline, mdiClose, mdiDialpad, mdiHistory, mdiPhoneClock, mdiPlus, mdiStar } from "@mdi/js";
import { getState } from "../../os/store";
import { setRouteScroll } from "../../os/routeOps";
import type { AppHandle, Contact, ScreenProps } from "../../os/types";
import { Avatar, DRAG_EVENT, Empty, Fab, Icon, IconButton, ListItem, Menu, ScrollView, SWIPE_EVENT, TextField, focusField, type GestureDetail } from "../../os/ui/kit";
import { DeleteDialog } from "./dialogs";
import { INDEX_LETTERS, searchContacts, sortContacts } from "../../os/contacts";
import { indexTarget, pushHistory, sections, type ContactsState } from "./logic";
import { editContact } from "./provider";

type App = AppHandle<ContactsState>;

const SEARCH_FIELD = "contacts.search";
/** The list's ScrollView id, which is also its key in the route's scroll map. */
const LIST_SCROLL = "contacts-list";

function ContactRow({ c, app, kind, subtitle }: { c: Contact; app: App; kind: "row" | "fav"; subtitle?: string }) {
  return (
    <ListItem
      testId={`contacts-${kind}-${c.id}`}
      leading={<Avatar name={c.name || "?"} />}
      title={c.name || "(No name)"}
      subtitle={subtitle}
      onClick={() => app.push("detail", { id: c.id })}
      longPress={() => app.openOverlay("menu", "row", { id: c.id })}
    />
  );
}

/**
 * Scroll the list so `letter`'s header is at the top (clamped to the end of the list). The
 * offset is measured from the laid-out headers, so it holds for any font scale.
 */
function jumpTo(from: Element, letter: string, present: string[], app: App, routeId: number): void {
  const target = indexTarget(present, letter);
  const root = from.closest(".mg-app");
  const header = target === null ? null : root?.querySelector(`[data-letter="${target}"]`);
  const scroller = header?.closest(".mg-scroll");
  const content = scroller?.firstElementChild as HTMLElement | null | undefined;
  if (!header || !scroller || !content) return;
  const top = header.getBoundingClientRect().top - content.getBoundingClientRect().top;
  const max = Math.max(0, content.offsetHeight - scroller.clientHeight);
  setRouteScroll(app.id, routeId, LIST_SCROLL, Math.round(Math.min(max, Math.max(0, top))));
}

function IndexStrip({ present, app, routeId }: { present: string[]; app: App; routeId: number }) {
  // Sliding a finger along the strip jumps to the letter under the finger's end, as on Android.
  const slide = (el: Element, g: GestureDetail) => {
    const under = document.elementFromPoint(g.x1, g.y2)?.closest("[data-index-letter]");
    if (under) jumpTo(el, (under as HTMLElement).dataset.indexLetter!, present, app, routeId);
  };
  const onGesture = (e: Event) => {
    e.preventDefault();
    e.stopPropagation();
    slide(e.currentTarget as Element, (e as CustomEvent<GestureDetail>).detail);
  };
  return (
    <div class="contacts-index" role="group" aria-label="Alphabet index" data-testid="contacts-index" {...{ ["on" + SWIPE_EVENT]: onGesture, ["on" + DRAG_EVENT]: onGesture }}>
      {INDEX_LETTERS.map((l) => (
        <button
          key={l}
          class={`contacts-index-letter ${present.includes(l) ? "" : "absent"}`}
          data-testid={`contacts-index-${l}`}
          data-index-letter={l}
          aria-label={`Jump to ${l}`}
          onClick={(e) => jumpTo(e.currentTarget as Element, l, present, app, routeId)}
        >
          {l}
        </button>
      ))}
    </div>
  );
}

function AllContacts({ list, app }: { list: readonly Contact[]; app: App }) {
  const favourites = sortContacts(list.filter((c) => c.starred));
  return (
    <>
      {favourites.length > 0 && (
        <>
          <div class="contacts-header" data-testid="contacts-section-favourites">
            <Icon path={mdiStar} size={16} />
            Favourites
          </div>
          {favourites.map((c) => (
            <ContactRow key={c.id} c={c} app={app} kind="fav" />
          ))}
        </>
      )}
      {sections(list).map((s) => (
        <div key={s.letter}>
          <div class="contacts-header" data-testid={`contacts-section-${s.letter}`} data-letter={s.letter}>
            {s.letter}
          </div>
          {s.contacts.map((c) => (
            <ContactRow key={c.id} c={c} app={app} kind="row" />
          ))}
        </div>
      ))}
    </>
  );
}

function RecentSearches({ history, onPick }: { history: string[]; onPick: (q: string) => void }) {
  return (
    <>
      <div class="contacts-header">Recent searches</div>
      {history.map((q, i) => (
        <ListItem key={q} dense testId={`contacts-recent-${i}`} leading={<Icon path={mdiHistory} />} title={q} onClick={() => onPick(q)} />
      ))}
    </>
  );
}

export function ListScreen({ route, app }: ScreenProps<ContactsState>) {
  const query = (route.data.query as string | undefined) ?? "";
  const list = app.os.providers.contacts;
  const searching = query.trim() !== "";
  const focused = getState().ui.focus === SEARCH_FIELD;
  const history = app.state.searchHistory;
  // A new query starts at the top of its results.
  const setQuery = (v: string) => {
    app.setData({ query: v });
    setRouteScroll(app.id, route.id, LIST_SCROLL, 0);
  };
  const submit = () => {
    app.update((s) => {
      s.searchHistory = pushHistory(s.searchHistory, query);
    });
    focusField(null);
  };
  const results = searching ? searchContacts(list, query) : [];
  const overlay = route.overlay;
  const target = overlay ? list.find((c) => c.id === overlay.data.id) : undefined;
  const present = sections(list).map((s) => s.letter);
  let body;
  if (focused && !searching && history.length > 0) body = <RecentSearches history={history} onPick={setQuery} />;
  else if (!searching) body = <AllContacts list={list} app={app} />;
  else if (results.length === 0) body = <Empty icon={mdiAccountSearchOutline} text="No contacts found" />;
  else body = results.map((c) => <ContactRow key={c.id} c={c} app={app} kind="row" subtitle={c.phone || c.company} />);
  return (
    <>
      <div class="contacts-top">
        <div class="contacts-top-search">
          <TextField id={SEARCH_FIELD} search placeholder="Search contacts" value={query} onChange={setQuery} onSubmit={submit} />
          {query !== "" && (
            <span class="contacts-search-clear">
              <IconButton path={mdiClose} label="Clear search" testId="contacts-search-clear" onClick={() => setQuery("")} />
            </span>
          )}
        </div>
        <IconButton path={mdiPhoneClock} label="Recent calls" testId="contacts-open-recents" onClick={() => app.push("recents")} />
        <IconButton path={mdiDialpad} label="Keypad" testId="contacts-open-dialer" onClick={() => app.push("dialer")} />
      </div>
      <div class="contacts-body">
        <ScrollView id={LIST_SCROLL} class={`contacts-list ${searching ? "" : "indexed"}`}>
          {body}
          <div class="contacts-fab-space" />
        </ScrollView>
        {/* No index while the keyboard is up: it would run under it. */}
        {!searching && !focused && list.length > 0 && <IndexStrip present={present} app={app} routeId={route.id} />}
        <Fab icon={mdiPlus} label="Create contact" testId="contacts-add" onClick={() => app.push("edit")} />
      </div>
      {overlay?.name === "row" && target && (
        <Menu
          testId="contacts-menu"
          onDismiss={app.closeOverlay}
          items={[
            {
              label: target.starred ? "Unstar" : "Star",
              testId: "contacts-menu-star",
              onClick: () => {
                editContact(target.id, (c) => void (c.starred = !c.starred));
                app.closeOverlay();
              },
            },
            { label: "Delete", testId: "contacts-menu-delete", onClick: () => app.openOverlay("dialog", "delete", { id: target.id }) },
          ]}
        />
      )}
      {overlay?.name === "delete" && target && <DeleteDialog contact={target} app={app} />}
    </>
  );
}
