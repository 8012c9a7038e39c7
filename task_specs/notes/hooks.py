"""Hooks of the Notes templates. Parameter hooks read the INITIAL state and draw only from
``ctx["rng"]``; check hooks compare the final state with the initial one.

"Visible" notes are those All notes shows: not private and not in the trash.
"""

from __future__ import annotations

import copy
from typing import Any

from mobilegym_gym.tasks.hooklib import CheckContext, ParamContext, pick

_MINUTE = 60_000
_HOUR = 60 * _MINUTE


def _notes(ctx: ParamContext) -> list[dict[str, Any]]:
    return ctx["state"]["apps"]["notes"]["notes"]


def visible(ctx: ParamContext) -> list[dict[str, Any]]:
    return [n for n in _notes(ctx) if not n["isPrivate"] and n["trashedAt"] is None]


def unpinned(ctx: ParamContext) -> list[dict[str, Any]]:
    return [n for n in visible(ctx) if not n["pinned"]]


def single_line(ctx: ParamContext) -> list[dict[str, Any]]:
    """Visible notes whose body is one line (its text can be typed into one answer field)."""
    return [n for n in visible(ctx) if "\n" not in n["body"]]


def _cards(notes: list[dict[str, Any]]) -> list[dict[str, str]]:
    """The note cards a list view (All notes, Private notes) shows, top to bottom, as ``see``
    targets: pinned first, then the most recently modified; ties by id (the app's order with its
    default sort, Date modified)."""
    ordered = sorted(sorted(notes, key=lambda n: n["id"]), key=lambda n: (not n["pinned"], -n["updatedAt"]))
    return [{"testId": f"notes-note-{n['id']}"} for n in ordered]


def all_cards(ctx: ParamContext) -> list[dict[str, str]]:
    """The cards of All notes, from ``params.notes`` (the notes the setup leaves)."""
    return _cards([n for n in ctx["params"]["notes"] if not n["isPrivate"] and n["trashedAt"] is None])


def private_cards(ctx: ParamContext) -> list[dict[str, str]]:
    """The cards of Private notes once ``params.note`` is made private (the app keeps its pin and
    modification time)."""
    made = ctx["params"]["note"]["id"]
    return _cards([n for n in ctx["params"]["notes"] if n["trashedAt"] is None and (n["isPrivate"] or n["id"] == made)])


def trashed(ctx: ParamContext) -> list[dict[str, Any]]:
    return [n for n in _notes(ctx) if n["trashedAt"] is not None]


def reminder(ctx: ParamContext) -> dict[str, Any]:
    """``params.hours`` from now, at the minute the clock shows (rounded down to 5 minutes, the
    picker's step): ``{at, hour, minute, time}``. Templates keep the whole episode inside one
    minute of the start (budgets < 60 actions at 1 s each)."""
    clock = ctx["state"]["os"]["clock"]
    off = clock["tzOffsetMinutes"] * _MINUTE
    local = clock["now"] + off
    local -= local % (5 * _MINUTE)
    local += int(ctx["params"]["hours"]) * _HOUR
    minutes = (local % (24 * _HOUR)) // _MINUTE
    hour, minute = minutes // 60, minutes % 60
    return {"at": local - off, "hour": hour, "minute": minute, "time": f"{hour:02d}:{minute:02d}"}


def todo_mix(ctx: ParamContext) -> list[dict[str, Any]]:
    """The seeded to-dos with random completion: at least one done and at least one open."""
    rng = ctx["rng"]
    todos = copy.deepcopy(ctx["state"]["apps"]["notes"]["todos"])
    n = len(todos)
    done = {int(i) for i in rng.choice(n, size=int(rng.integers(1, n)), replace=False)}
    for i, t in enumerate(todos):
        t["completed"] = i in done
    return todos


def some_todos(ctx: ParamContext) -> list[dict[str, Any]]:
    """Four to all of the seeded to-dos (so the list asked for differs between instances), with
    random completion: at least one done and at least one open."""
    rng = ctx["rng"]
    todos = copy.deepcopy(ctx["state"]["apps"]["notes"]["todos"])
    kept = sorted(int(i) for i in rng.choice(len(todos), size=int(rng.integers(4, len(todos) + 1)), replace=False))
    todos = [todos[i] for i in kept]
    done = {int(i) for i in rng.choice(len(todos), size=int(rng.integers(1, len(todos))), replace=False)}
    for i, t in enumerate(todos):
        t["completed"] = i in done
    return todos


def open_after_batch(ctx: ParamContext) -> list[str]:
    """The open to-dos once ``params.text`` is added (on top) and ``params.b`` is ticked off, in
    the order the To-dos tab lists them."""
    todos = ctx["params"]["todos"]
    return [str(ctx["params"]["text"])] + [t["text"] for t in todos if not t["completed"] and t["id"] != ctx["params"]["b"]["id"]]


def private_mix(ctx: ParamContext) -> list[dict[str, Any]]:
    """The seeded notes with 0 to all-but-one of the private ones removed (the count varies)."""
    rng = ctx["rng"]
    notes = copy.deepcopy(_notes(ctx))
    private = [i for i, n in enumerate(notes) if n["isPrivate"] and n["trashedAt"] is None]
    drop = {private[int(i)] for i in rng.choice(len(private), size=int(rng.integers(0, len(private))), replace=False)}
    return [n for i, n in enumerate(notes) if i not in drop]


def drop_some(ctx: ParamContext) -> list[dict[str, Any]]:
    """The seeded notes with 0-4 visible ones removed (so the count varies)."""
    rng = ctx["rng"]
    notes = copy.deepcopy(_notes(ctx))
    vis = [i for i, n in enumerate(notes) if not n["isPrivate"] and n["trashedAt"] is None]
    drop = {vis[int(i)] for i in rng.choice(len(vis), size=int(rng.integers(0, 5)), replace=False)}
    return [n for i, n in enumerate(notes) if i not in drop]


# Keywords that occur in exactly one visible seeded note's body (checked by search_target).
_KEYWORDS = ("teamLab", "press kit", "spring onion", "tire pressure", "silk scarf", "Hail Mary", "cardio", "hiring plan", "cedar-smoke", "Greek yogurt")


def search_target(ctx: ParamContext) -> dict[str, Any]:
    """A keyword and the title of the only visible note that contains it: ``{keyword, title}``."""
    rng = ctx["rng"]
    kw = pick(rng, _KEYWORDS)
    hits = [n for n in visible(ctx) if kw.lower() in (n["title"] + "\n" + n["body"]).lower()]
    if len(hits) != 1:
        raise ValueError(f"keyword {kw!r} matches {len(hits)} notes")
    return {"keyword": kw, "title": hits[0]["title"]}


def note_in_new_folder(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """The note ``params.note`` is in a folder named ``params.folder`` created in the episode."""
    p = ctx["params"]
    old = {f["id"] for f in ctx["initial"]["apps"]["notes"]["folders"]}
    final = ctx["final"]["apps"]["notes"]
    new = [f for f in final["folders"] if f["id"] not in old and f["name"] == p["folder"]]
    note = next((n for n in final["notes"] if n["id"] == p["note"]["id"]), None)
    folder = next((f["name"] for f in final["folders"] if note and f["id"] == note["folderId"]), None)
    ok = len(new) == 1 and note is not None and note["folderId"] == new[0]["id"]
    return ok, f"note in new folder {p['folder']!r}", {"note_folder": folder, "new_folders": [f["name"] for f in final["folders"] if f["id"] not in old]}
