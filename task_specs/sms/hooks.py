"""Hooks of the Messages (SMS) templates. Parameter hooks read the INITIAL state and draw only
from ``ctx["rng"]``; check hooks compare the final state with the initial one.

A thread's name is what the app shows: its contact's name if it is linked to a contact that
exists, else its number (``address``).
"""

from __future__ import annotations

import copy
from typing import Any

from mobilegym_gym.judge.sinks import new_live_items

_MINUTE = 60_000


def _name(state: dict[str, Any], thread: dict[str, Any]) -> str:
    for c in state["os"]["providers"]["contacts"]:
        if c["id"] == thread.get("contactId") and c["name"]:
            return str(c["name"])
    return str(thread["address"])


def _summary(state: dict[str, Any], t: dict[str, Any]) -> dict[str, Any]:
    incoming = [m for m in t["messages"] if m["direction"] == "in"]
    return {
        "id": t["id"],
        "name": _name(state, t),
        "count": len(t["messages"]),
        "unread": sum(1 for m in incoming if not m["read"]),
        "contact": t.get("contactId") is not None,
    }


def threads(ctx: dict[str, Any]) -> list[dict[str, Any]]:
    """Every thread as ``{id, name, count, unread, contact}`` (for ``pick: params.threads``)."""
    state = ctx["state"]
    return [_summary(state, t) for t in state["os"]["providers"]["sms"]]


def contact_threads(ctx: dict[str, Any]) -> list[dict[str, Any]]:
    """Threads with a person (linked to a contact): the ones it makes sense to reply to."""
    return [t for t in threads(ctx) if t["contact"]]


def count_pair(ctx: dict[str, Any]) -> dict[str, Any]:
    """Two threads with different message counts, in random order, and which has more."""
    rng = ctx["rng"]
    ts = threads(ctx)
    while True:
        i, j = (int(x) for x in rng.choice(len(ts), size=2, replace=False))
        a, b = ts[i], ts[j]
        if a["count"] != b["count"]:
            return {"a": a["name"], "b": b["name"], "more": a["name"] if a["count"] > b["count"] else b["name"]}


def keyword_senders(ctx: dict[str, Any]) -> list[dict[str, Any]]:
    """Threads whose incoming messages mention ``params.keyword`` (any case), oldest id first."""
    state, kw = ctx["state"], str(ctx["params"]["keyword"]).lower()
    out = []
    for t in state["os"]["providers"]["sms"]:
        if any(m["direction"] == "in" and kw in m["text"].lower() for m in t["messages"]):
            out.append(_summary(state, t))
    return out


def unread_mix(ctx: dict[str, Any]) -> list[dict[str, Any]]:
    """The seeded threads with a random set (1 to all-but-one) left unread: in every other thread
    all messages are read; an unread thread keeps its newest incoming message unread."""
    rng = ctx["rng"]
    sms = copy.deepcopy(ctx["state"]["os"]["providers"]["sms"])
    has_in = [i for i, t in enumerate(sms) if any(m["direction"] == "in" for m in t["messages"])]
    k = int(rng.integers(1, len(has_in)))
    chosen = {has_in[int(i)] for i in rng.choice(len(has_in), size=k, replace=False)}
    for i, t in enumerate(sms):
        for m in t["messages"]:
            m["read"] = True
        if i in chosen:
            newest = max((m for m in t["messages"] if m["direction"] == "in"), key=lambda m: m["time"])
            newest["read"] = False
    return sms


_LATE_TEXTS = (
    "Are you free for a quick call this afternoon?",
    "I just sent you the file, can you check it?",
    "Running 10 minutes late, sorry!",
    "Did you see my last message?",
    "Can you pick up some bread on your way home?",
)


def latest_unread(ctx: dict[str, Any]) -> dict[str, Any]:
    """Put a new unread message from a random person 2-20 minutes ago, newer than any other
    message, so they are the newest unread sender. Returns ``{sms, id, name}``."""
    rng = ctx["rng"]
    state = ctx["state"]
    sms = copy.deepcopy(state["os"]["providers"]["sms"])
    people = [t for t in sms if t.get("contactId")]
    t = people[int(rng.integers(len(people)))]
    now = state["os"]["clock"]["now"]
    t["messages"].append({"id": "m90", "direction": "in", "text": _LATE_TEXTS[int(rng.integers(len(_LATE_TEXTS)))], "time": now - int(rng.integers(2, 21)) * _MINUTE, "read": False})
    return {"sms": sms, "id": t["id"], "name": _name(state, t)}


def replied_to_each(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Exactly one new outgoing message with the reply text in each of ``params.senders``'
    threads, and no new message anywhere else."""
    p = ctx["params"]
    want = {s["id"] for s in p["senders"]}
    text = str(p["reply"]).strip()
    before = {t["id"]: t["messages"] for t in ctx["initial"]["os"]["providers"]["sms"]}
    got: dict[str, list[str]] = {}
    for t in ctx["final"]["os"]["providers"]["sms"]:
        new = [m["text"].strip() for m in new_live_items(before.get(t["id"]), t["messages"])]
        if new:
            got[_name(ctx["final"], t)] = new
    expected = {s["name"]: [text] for s in p["senders"]}
    ok = got == expected and all(any(t["id"] == i for t in ctx["final"]["os"]["providers"]["sms"]) for i in want)
    return ok, expected, got
