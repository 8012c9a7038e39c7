"""Hooks of the Messages (SMS) templates. Parameter hooks read the INITIAL state and draw only
from ``ctx["rng"]``; check hooks compare the final state with the initial one.

A thread's name is what the app shows: its contact's name if it is linked to a contact that
exists, else its number (``address``).
"""

from __future__ import annotations

import copy
from typing import Any

from mobilegym_gym.tasks.hooklib import CheckContext, ParamContext, new_live_items, pick, quotes

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


def threads(ctx: ParamContext) -> list[dict[str, Any]]:
    """Every thread as ``{id, name, count, unread, contact}`` (for ``pick: params.threads``)."""
    state = ctx["state"]
    return [_summary(state, t) for t in state["os"]["providers"]["sms"]]


def contact_threads(ctx: ParamContext) -> list[dict[str, Any]]:
    """Threads with a person (linked to a contact): the ones it makes sense to reply to."""
    return [t for t in threads(ctx) if t["contact"]]


def _messages_label(n: int) -> str:
    """How a conversation's details show its size: "1 message", "5 messages"."""
    return f"{n} message" if n == 1 else f"{n} messages"


def count_pair(ctx: ParamContext) -> dict[str, Any]:
    """Two threads with different message counts, in random order, and which has more:
    ``{a, b, more}`` (names) and, for each, ``a_id``/``b_id`` and ``a_size``/``b_size`` (the
    count as the conversation's details show it)."""
    rng = ctx["rng"]
    ts = threads(ctx)
    while True:
        i, j = (int(x) for x in rng.choice(len(ts), size=2, replace=False))
        a, b = ts[i], ts[j]
        if a["count"] != b["count"]:
            return {
                "a": a["name"], "b": b["name"], "more": a["name"] if a["count"] > b["count"] else b["name"],
                "a_id": a["id"], "b_id": b["id"], "a_size": _messages_label(a["count"]), "b_size": _messages_label(b["count"]),
            }


def keyword_senders(ctx: ParamContext) -> list[dict[str, Any]]:
    """Threads whose incoming messages mention ``params.keyword`` (any case), oldest id first."""
    state, kw = ctx["state"], str(ctx["params"]["keyword"]).lower()
    out = []
    for t in state["os"]["providers"]["sms"]:
        if any(m["direction"] == "in" and kw in m["text"].lower() for m in t["messages"]):
            out.append(_summary(state, t))
    return out


def unread_mix(ctx: ParamContext) -> list[dict[str, Any]]:
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


def unread_badges(ctx: ParamContext) -> list[dict[str, str]]:
    """The unread badges of ``params.sms`` as ``see`` targets, top to bottom: the list puts the
    conversation with the newest message first (ties by id)."""
    unread = [t for t in ctx["params"]["sms"] if any(m["direction"] == "in" and not m["read"] for m in t["messages"])]
    ordered = sorted(sorted(unread, key=lambda t: t["id"]), key=lambda t: -max(m["time"] for m in t["messages"]))
    return [{"testId": f"sms-unread-{t['id']}"} for t in ordered]


_LATE_TEXTS = (
    "Are you free for a quick call this afternoon?",
    "I just sent you the file, can you check it?",
    "Running 10 minutes late, sorry!",
    "Did you see my last message?",
    "Can you pick up some bread on your way home?",
)


def latest_unread(ctx: ParamContext) -> dict[str, Any]:
    """Put a new unread message from a random person, 2 to 20 minutes ago but newer than every
    other message (the seed's newest, the bank's unread code, is 13 minutes old: 2 to 12), so
    they are the newest unread sender. Returns ``{sms, id, name}``."""
    rng = ctx["rng"]
    state = ctx["state"]
    sms = copy.deepcopy(state["os"]["providers"]["sms"])
    people = [t for t in sms if t.get("contactId")]
    t = pick(rng, people)
    now = state["os"]["clock"]["now"]
    newest = max(m["time"] for x in sms for m in x["messages"])
    most = min(20, (now - newest) // _MINUTE - 1)  # minutes ago, still after the newest message
    if most < 2:
        raise ValueError(f"the newest message is {(now - newest) // _MINUTE} min old: no room for a newer one 2+ min ago")
    t["messages"].append({"id": "m90", "direction": "in", "text": pick(rng, _LATE_TEXTS), "time": now - int(rng.integers(2, most + 1)) * _MINUTE, "read": False})
    return {"sms": sms, "id": t["id"], "name": _name(state, t)}


def replied_to_each(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Exactly one new outgoing message stating the quoted reply (``reading.quotes``: a greeting
    or a missing final period aside) in each of ``params.senders``' threads, and no new message
    anywhere else."""
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
    ok = got.keys() == expected.keys() and all(len(msgs) == 1 and quotes(msgs[0], text) for msgs in got.values())
    ok = ok and all(any(t["id"] == i for t in ctx["final"]["os"]["providers"]["sms"]) for i in want)
    return ok, expected, got
