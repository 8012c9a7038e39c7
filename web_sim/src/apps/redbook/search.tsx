/** Search: history and hot searches, then results as a notes grid or a users list (the world's stable ranking). */
import { mdiArrowLeft, mdiFire } from "@mdi/js";
import type { ScreenProps } from "../../os/types";
import { Empty, Icon, IconButton, ListItem, ScrollView, TextField } from "../../os/ui/kit";
import { RB_QUERIES, searchNotes, searchUsers } from "../../../world/redbook";
import { userStats } from "./logic";
import { NoteGrid, UserAvatar } from "./parts";
import { FollowButton } from "./note";
import type { RedbookState } from "./state";

/** Suggestions: every eleventh query of the world's list (fixed, like the rest of the world). */
const GUESS = RB_QUERIES.filter((_, i) => i % 11 === 5).slice(0, 8);
const HOT = ["hotpot", "trench coat", "desk setup", "yoga flow", "golden hour", "corgi", "study plan", "night market"];

export function SearchScreen({ route, app }: ScreenProps<RedbookState>) {
  const q = (route.data.q as string | undefined) ?? "";
  const tab = (route.data.tab as string | undefined) ?? (route.params.users ? "users" : "notes");
  const query = q.trim();
  const remember = () =>
    app.update((d) => {
      d.searchHistory = [query, ...d.searchHistory.filter((h) => h !== query)].slice(0, 10);
    });
  const notes = query ? searchNotes(query).map((n) => ({ ...n, mine: false })) : [];
  const users = query ? searchUsers(query) : [];
  return (
    <div class="rb-root">
      <header class="rb-top">
        <IconButton path={mdiArrowLeft} label="Back" testId="rb-back" onClick={app.pop} />
        <div class="rb-search-field">
          <TextField id="redbook.search" search placeholder="Search notes and users" value={q} onChange={(v) => app.setData({ q: v })} onSubmit={() => query && remember()} />
        </div>
      </header>
      {!query ? (
        <div class="rb-body">
          <ScrollView id="rb-search-home">
            {app.state.searchHistory.length > 0 && <div class="rb-section">History</div>}
            <div class="rb-chips">
              {app.state.searchHistory.map((h) => (
                <button key={h} class="rb-chip" data-testid={`rb-history-${h}`} onClick={() => app.setData({ q: h })}>
                  {h}
                </button>
              ))}
            </div>
            <div class="rb-section">Guess you like</div>
            <div class="rb-chips">
              {GUESS.map((g) => (
                <button key={g} class="rb-chip" data-testid={`rb-guess-${g}`} onClick={() => app.setData({ q: g })}>
                  {g}
                </button>
              ))}
            </div>
            <div class="rb-section">Hot searches</div>
            {HOT.map((h, i) => (
              <ListItem key={h} testId={`rb-hot-${i}`} leading={<span class={`rb-hot-rank ${i < 3 ? "top" : ""}`}>{i + 1}</span>} title={h} trailing={i < 3 ? <Icon path={mdiFire} size={18} color="#FF2442" /> : null} onClick={() => app.setData({ q: h })} />
            ))}
          </ScrollView>
        </div>
      ) : (
        <>
          <div class="rb-subtabs" role="tablist">
            {[["notes", "Notes"], ["users", "Users"]].map(([id, label]) => (
              <button key={id} role="tab" aria-selected={tab === id} class={`rb-subtab ${tab === id ? "active" : ""}`} data-testid={`rb-search-tab-${id}`} onClick={() => app.setData({ tab: id })}>
                {label}
              </button>
            ))}
          </div>
          <div class="rb-body" onClick={remember}>
            {tab === "notes" ? (
              notes.length === 0 ? (
                <Empty icon={mdiFire} text="No notes found" />
              ) : (
                <NoteGrid app={app} notes={notes} scrollId="rb-search-notes" prefix="rb-search-note" />
              )
            ) : users.length === 0 ? (
              <Empty icon={mdiFire} text="No users found" />
            ) : (
              <ScrollView id="rb-search-users">
                {users.map((u) => (
                  <ListItem
                    key={u.id}
                    testId={`rb-search-user-${u.id}`}
                    leading={<UserAvatar user={u.id} name={u.nickname} size={44} />}
                    title={u.nickname}
                    subtitle={`RedNote ID ${u.redId} · ${userStats(app.state, u.id).fans} fans`}
                    trailing={<FollowButton app={app} user={u.id} testId={`rb-search-follow-${u.id}`} />}
                    onClick={() => app.push("user", { user: u.id })}
                  />
                ))}
              </ScrollView>
            )}
          </div>
        </>
      )}
    </div>
  );
}
