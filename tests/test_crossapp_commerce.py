"""The cross-app templates of helper/commerce (crossapp_commerce, and the Weather/Calendar ones
of crossapp_life and crossapp_work): the Alipay aggregates they read, and their judges on
hand-made final states in a real phone (a note naming the wrong item, a message to the wrong
contact, a second message that hedges, an Alipay transfer made on the way, the other branch).

Each judge test resets the template's env, patches the state the careless or the right agent
would leave, and reads the verdict of one NOOP step.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

import mobilegym_gym  # noqa: F401 - registers the ids
from conftest import MakeEnv, verdict_after
from mobilegym_gym.sim.bundle import fresh_state, world
from mobilegym_gym.tasks.loader import default_tasks
from mobilegym_gym.tasks.task import instantiate

NOW = 1778720400000  # the phone's start: 2026-05-14 09:00 in Shanghai
DAY_MS = 86_400_000


# ---------- the aggregates in world.alipay_task_facts, hand-computed from world.alipay_bills ----------


def test_task_facts_match_hand_computed_values() -> None:
    bills = world("alipay_bills")
    facts = world("alipay_task_facts")
    recent = sorted((b for b in bills if b["amount"] < 0 and NOW - 30 * DAY_MS <= b["time"] <= NOW), key=lambda b: b["amount"])
    assert [r["id"] for r in facts["last30Largest"]] == [b["id"] for b in recent[:5]]
    assert facts["last30Largest"][2]["amount"] > facts["last30Largest"][3]["amount"]  # a definite top 3
    refunds = [b for b in bills if b["kind"] == "refund" and b["month"].startswith("2026")]
    row = next(g for g in facts["byTypeYear"] if g["type"] == "refund" and g["year"] == "2026")
    assert (row["count"], row["income"], row["expense"]) == (len(refunds), pytest.approx(sum(b["amount"] for b in refunds)), 0)
    money_in = [b for b in bills if b["amount"] > 0 and b["month"].startswith("2026")]
    assert next(g for g in facts["byTypeYear"] if g["type"] == "income" and g["year"] == "2026")["count"] == len(money_in)
    received = [b for b in bills if b["kind"] == "transfer" and b["amount"] > 0]
    top = max(received, key=lambda b: b["amount"])
    assert facts["incomingTransfers"]["count"] == len(received)
    assert facts["incomingTransfers"]["largest"] == {"id": top["id"], "counterparty": top["counterparty"], "amount": top["amount"]}
    assert sorted(b["amount"] for b in received)[-2] < top["amount"]  # a definite largest


# ---------- judges on hand-made states ----------


def _seed_where(template: str, name: str, value: bool) -> int:
    """A seed whose instance draws parameter ``name == value`` (a branch of a branching template)."""
    task = default_tasks().tasks[template]
    return next(s for s in range(1, 60) if instantiate(task, s).params[name] is value)


def _after(env: Any, ops: list[dict[str, Any]], seed: int = 1) -> dict[str, Any]:
    """The verdict once ``ops`` are applied to a freshly reset instance."""
    env.reset(seed=seed)
    return verdict_after(env, ops)


def _note(text: str, nid: str = "n90", title: str = "Note") -> dict[str, Any]:
    note = {"id": nid, "title": title, "body": text, "folderId": None, "pinned": False, "isPrivate": False, "trashedAt": None, "reminderAt": None, "createdAt": NOW, "updatedAt": NOW}
    return {"op": "add", "path": "/apps/notes/notes/-", "value": note}


def _said(chat: str, text: str, mid: str = "x90") -> dict[str, Any]:
    msg = {"id": mid, "from": "me", "type": "text", "text": text, "photoId": None, "time": NOW + 1000, "recalled": False}
    i = next(k for k, c in enumerate(fresh_state()["apps"]["wechat"]["chats"]) if c["id"] == chat)
    return {"op": "add", "path": f"/apps/wechat/chats/{i}/messages/-", "value": msg}


def _transfer(to: str = "ac2", amount: float = 20.0) -> list[dict[str, Any]]:
    bill = {"id": "t99", "counterparty": to, "to": to, "amount": -amount, "time": NOW, "month": "2026-05", "title": f"Transfer to {to}",
            "category": "Transfer", "kind": "transfer", "method": "Balance", "orderId": "T0", "note": "", "source": "balance"}
    return [{"op": "add", "path": "/apps/alipay/transfers/-", "value": bill}, {"op": "replace", "path": "/apps/alipay/wallet/balance", "value": round(8642.35 - amount, 2)}]


def _ok(info: dict[str, Any]) -> bool:
    return bool(info["goals_met"] and info["clean"])


def test_largest_expense_note_names_that_expense_and_only_it(make_env: MakeEnv) -> None:
    env = make_env("crossapp_commerce.AlipayLargestExpenseToNotes")
    info = env.reset(seed=1)[1]
    top = info["params"]["top"]
    title, shown, second = top["bill"]["title"], top["shown"], f"{top['others'][0]:,.2f}"
    assert _ok(_after(env, [_note(f"Largest expense: {title}, ¥{shown}")]))
    assert not _after(env, [_note(f"Largest expense: {title}, ¥{second}")])["goals_met"]  # the second largest
    assert not _after(env, [_note(f"{title} ¥{shown}, or maybe ¥{second}")])["goals_met"]  # a hedge
    assert not _after(env, [_note(f"{title} ¥{shown}"), _note("and a second one", nid="n91")])["goals_met"]
    made_a_transfer = _after(env, [_note(f"{title} ¥{shown}"), *_transfer()])
    assert made_a_transfer["goals_met"] and not made_a_transfer["clean"]


def test_thank_you_goes_to_the_largest_sender_after_a_count_then_largest_note(make_env: MakeEnv) -> None:
    env = make_env("crossapp_commerce.AlipayThankTopIncomeTransfer")
    info = env.reset(seed=1)[1]
    rt, friend = info["params"]["rt"], info["params"]["friend"]["id"]
    note = _note(f"Largest: {rt['largest']['counterparty']}, ¥{rt['shown']}", title=f"Transfers received: {rt['count']}")
    assert _ok(_after(env, [note, _said(friend, "Thank you for the transfer!")]))
    other = "li_wei" if friend != "li_wei" else "alice"
    assert not _after(env, [note, _said(other, "Thank you for the transfer!")])["goals_met"]  # the wrong contact
    swapped = _note(f"Transfers received: {rt['count']}", title=f"Largest: {rt['largest']['counterparty']}, ¥{rt['shown']}")
    assert not _after(env, [swapped, _said(friend, "Thanks!")])["goals_met"]  # the largest first, then the count
    paid_back = _after(env, [note, _said(friend, "Thanks a lot!"), *_transfer("ac4", 100.0)])
    assert paid_back["goals_met"] and not paid_back["clean"]  # a transfer back nobody asked for


def test_top3_message_lists_the_three_and_ends_with_the_sentence(make_env: MakeEnv) -> None:
    env = make_env("crossapp_commerce.Top3ExpenseSummaryToWechat")
    info = env.reset(seed=1)[1]
    p = info["params"]
    chat, listing, last = p["c"]["id"], p["top"]["listing"], p["last"]
    assert _ok(_after(env, [_said(chat, f"Top 3: {listing}. {last}")]))
    assert not _after(env, [_said(chat, f"{last} Top 3: {listing}.")])["goals_met"]  # not the last sentence
    assert not _after(env, [_said(chat, f"Top 3: {listing}."), _said(chat, last, mid="x91")])["goals_met"]  # two messages
    fourth = f"{p['top']['next'][0]:,.2f}"
    assert not _after(env, [_said(chat, f"Top: {listing}; Taxi ¥{fourth}. {last}")])["goals_met"]  # a fourth one too
    other = "mom" if chat != "mom" else "boss"
    assert not _after(env, [_said(other, f"Top 3: {listing}. {last}")])["goals_met"]


def test_bill_type_summary_counts_this_year_only(make_env: MakeEnv) -> None:
    env = make_env("crossapp_commerce.BillTypeYearSummaryToWechat")
    info = env.reset(seed=1)[1]
    t, chat = info["params"]["t"], info["params"]["c"]["id"]
    assert _ok(_after(env, [_said(chat, f"{t['count']} bills, ¥{t['shown']} in total")]))
    if t["all_years"]:
        n, total = t["all_years"]
        assert not _after(env, [_said(chat, f"{n} bills, ¥{total:,.2f} in total")])["goals_met"]


def test_month_comparison_note_needs_its_title_both_totals_and_the_gap(make_env: MakeEnv) -> None:
    env = make_env("crossapp_commerce.MonthCompareThenExplainToNote")
    info = env.reset(seed=1)[1]
    p = info["params"]
    body = f"{p['pair']['a']}: ¥{p['a_shown']}; {p['pair']['b']}: ¥{p['b_shown']}. {p['pair']['more']} spent more, by ¥{p['diff_text']}."
    assert _ok(_after(env, [_note(body, title="Monthly spending comparison")]))
    assert not _after(env, [_note(body, title="Spending")])["goals_met"]
    assert not _after(env, [_note(body.replace(p["diff_text"], "0.00"), title="Monthly spending comparison")])["goals_met"]


def test_balance_note_states_the_balance_left_not_the_balance(make_env: MakeEnv) -> None:
    env = make_env("crossapp_commerce.EbayBalanceDiffToNotes")
    info = env.reset(seed=1)[1]
    pick = info["params"]["pick"]
    item = pick["item"]
    assert _ok(_after(env, [_note(f"{item['title']}: ¥{item['plain']}, left ¥{pick['left_text']}")]))
    assert not _after(env, [_note(f"{item['title']}: ¥{item['plain']}, balance ¥{pick['balance_shown']}")])["goals_met"]
    bought = _after(env, [_note(f"{item['title']}: ¥{item['plain']}, left ¥{pick['left_text']}"), {"op": "add", "path": "/apps/ebay/cart/-", "value": {"id": item["id"], "qty": 1}}])
    assert bought["goals_met"] and not bought["clean"]  # put in the cart on the way


def test_full_shopping_flow_needs_the_note_and_the_question_to_that_contact(make_env: MakeEnv) -> None:
    env = make_env("crossapp_commerce.FullShoppingDecisionFlow")
    info = env.reset(seed=1)[1]
    p = info["params"]
    note = _note(f"{p['item']['title']}, balance after: ¥{p['pick']['left_text']}")
    ask = f"Shall we buy {p['item']['title']} together?"
    assert _ok(_after(env, [note, _said(p["c"]["id"], ask)]))
    assert not _after(env, [note])["goals_met"]
    other = "mom" if p["c"]["id"] != "mom" else "boss"
    assert not _after(env, [note, _said(other, ask)])["goals_met"]


@pytest.mark.parametrize("in_budget", [True, False])
def test_budget_note_only_within_budget(make_env: MakeEnv, in_budget: bool) -> None:
    seed = _seed_where("crossapp_commerce.EbayPriceBelowBudgetToNotes", "in_budget", in_budget)
    env = make_env("crossapp_commerce.EbayPriceBelowBudgetToNotes")
    info = env.reset(seed=seed)[1]
    low = info["params"]["pick"]["low"]
    note = _note(f"{low['title']}: ¥{low['plain']}")
    search = {"op": "replace", "path": "/apps/ebay/search", "value": {"id": "s1", **_search(info["params"]["pick"]["query"]), "sort": "price_asc"}}
    assert _ok(_after(env, [search, note], seed)) is in_budget  # over budget, a note is a side effect
    assert _after(env, [search], seed)["goals_met"] is not in_budget
    assert not _after(env, [{**search, "value": {**search["value"], "sort": "best"}}, *([note] if in_budget else [])], seed)["goals_met"]  # not left sorted by price


def _search(query: str) -> dict[str, Any]:
    return {"query": query, "sort": "best", "format": "", "category": "", "brand": "", "location": "", "freeShipping": False, "conditions": [], "minPrice": None, "maxPrice": None, "count": 10, "firstTitle": None, "firstTotal": None}


def _event(title: str, date: str, eid: str = "e90", all_day: bool = False, notes: str = "") -> dict[str, Any]:
    ev = {"id": eid, "title": title, "date": date, "allDay": all_day, "start": "09:00", "end": "10:00", "type": "event", "reminder": 15, "alarm": False, "notes": notes}
    return {"op": "add", "path": "/apps/calendar/events/-", "value": ev}


def _sms(thread: str, text: str) -> dict[str, Any]:
    i = next(k for k, t in enumerate(fresh_state()["os"]["providers"]["sms"]) if t["id"] == thread)
    return {"op": "add", "path": f"/os/providers/sms/{i}/messages/-", "value": {"id": "m90", "direction": "out", "text": text, "time": NOW + 1000, "read": True}}


def test_run_invitation_gives_the_first_dry_date_and_its_weather(make_env: MakeEnv) -> None:
    env = make_env("crossapp_life.WeatherFirstNonRainyToCalendarAndSms")
    info = env.reset(seed=1)[1]
    dry, friend = info["params"]["dry"], info["params"]["friend"]["id"]
    event = _event("Outdoor run", dry["day"]["iso"])
    assert _ok(_after(env, [event, _sms(friend, f"Run on {dry['day']['short']}? It will be {dry['cond']}.")]))
    assert _ok(_after(env, [event, _sms(friend, f"Run on {dry['day']['label']}? {dry['cond']}!")]))
    day_before = (dt.date.fromisoformat(dry["day"]["iso"]) - dt.timedelta(days=1)).isoformat()
    assert not _after(env, [_event("Outdoor run", day_before), _sms(friend, f"Run on {dry['day']['short']}? {dry['cond']}")])["goals_met"]  # a rainy day
    assert not _after(env, [event, _sms(friend, f"Run on {dry['day']['short']}?")])["goals_met"]  # no weather
    other = "t3" if friend != "t3" else "t5"
    assert not _after(env, [event, _sms(other, f"Run on {dry['day']['short']}? {dry['cond']}")])["goals_met"]


def test_weekend_invitation_names_the_free_day_not_the_busy_one(make_env: MakeEnv) -> None:
    tid = "crossapp_life.CalendarFreeWeatherInvite"
    seed = _seed_where(tid, "dry", True)
    env = make_env(tid)
    info = env.reset(seed=seed)[1]
    plan, friend = info["params"]["plan"], info["params"]["friend"]["id"]
    assert _ok(_after(env, [_said(friend, f"Free on {plan['free']['weekday']}? Let's go out!")], seed))
    assert not _after(env, [_said(friend, f"Free on {plan['busy']['weekday']}? Let's go out!")], seed)["goals_met"]  # the busy day
    assert not _after(env, [_said(friend, f"{plan['free']['weekday']} or {plan['busy']['weekday']}?")], seed)["goals_met"]  # a hedge
    # The rain branch asks for nothing (no invitation): its only goal holds at the start, so
    # instances are drawn dry until branch templates may start with a goal met.


def test_not_sunny_event_has_the_weather_in_its_notes(make_env: MakeEnv) -> None:
    tid = "crossapp_life.WeatherCalendarCreateEventIfNotSunny"
    seed = _seed_where(tid, "sunny", False)
    env = make_env(tid)
    info = env.reset(seed=seed)[1]
    case, title, today = info["params"]["case"], info["params"]["title"], info["params"]["today"]["iso"]
    assert _ok(_after(env, [_event(title, today, all_day=True, notes=f"{case['temp']}°C, {case['cond']}")], seed))
    assert not _after(env, [_event(title, today, all_day=False, notes=f"{case['temp']}°C, {case['cond']}")], seed)["goals_met"]
    assert not _after(env, [_event(title, today, all_day=True, notes=case["cond"])], seed)["goals_met"]  # no temperature
    # The sunny branch asks for nothing (no event): its only goal holds at the start, so
    # instances are drawn not sunny until branch templates may start with a goal met.


def test_alarm_before_the_earliest_event_and_not_before_another(make_env: MakeEnv) -> None:
    env = make_env("crossapp_work.CalendarEarliestToAlarm")
    info = env.reset(seed=1)[1]
    plan = info["params"]["plan"]
    alarm = lambda h, m: {"op": "add", "path": "/apps/clock/alarms/-", "value": {"id": "a90", "hour": h, "minute": m, "enabled": True, "repeat": "once", "days": [], "label": "", "vibrate": True, "autoDelete": False}}  # noqa: E731
    assert _ok(_after(env, [alarm(plan["alarm"]["hour"], plan["alarm"]["minute"])]))
    later = plan["events"][0]["start"]  # the latest event's start (seeded out of order)
    h, m = map(int, later.split(":"))
    assert not _after(env, [alarm((h * 60 + m - 30) // 60, (h * 60 + m - 30) % 60)])["goals_met"]


def test_moment_gives_the_largest_expense_not_another(make_env: MakeEnv) -> None:
    env = make_env("crossapp_commerce.AlipayLargestExpenseToMoments")
    info = env.reset(seed=1)[1]
    top = info["params"]["top"]
    moment = lambda text, mid="m90": {"op": "add", "path": "/apps/wechat/moments/-", "value": {"id": mid, "author": "me", "text": text, "photoIds": [], "location": "", "time": NOW + 1000, "likes": []}}  # noqa: E731
    assert _ok(_after(env, [moment(f"Ugh, {top['bill']['title']} cost ¥{top['shown']}")]))
    assert not _after(env, [moment(f"Ugh, {top['bill']['title']} cost ¥{top['others'][0]:,.2f}")])["goals_met"]
    assert not _after(env, [moment(f"Ugh, {top['bill']['title']} cost ¥{top['shown']}"), moment("again", "m91")])["goals_met"]
    assert not _after(env, [_said("mom", f"{top['bill']['title']} cost ¥{top['shown']}")])["goals_met"]  # a message, not a Moment


def test_year_comparison_gives_the_larger_maximum(make_env: MakeEnv) -> None:
    env = make_env("crossapp_commerce.AlipayYearCompareTopExpenseToWechat")
    info = env.reset(seed=1)[1]
    years, chat = info["params"]["years"], info["params"]["c"]["id"]
    big, small = years["larger"], years["smaller"]
    assert _ok(_after(env, [_said(chat, f"¥{big['shown']} to {big['bill']['counterparty']}")]))
    assert not _after(env, [_said(chat, f"¥{small['shown']} to {small['bill']['counterparty']}")])["goals_met"]
    assert not _after(env, [_said(chat, f"¥{big['shown']} to {big['bill']['counterparty']} (this year ¥{small['shown']})")])["goals_met"]  # both


def test_two_item_note_needs_both_items_and_what_is_left(make_env: MakeEnv) -> None:
    env = make_env("crossapp_commerce.EbayDualItemBalanceToNotes")
    info = env.reset(seed=1)[1]
    p = info["params"]
    a, b, left = p["a"], p["b"], p["pick"]["left_text"]
    assert _ok(_after(env, [_note(f"{a['title']} ¥{a['plain']}; {b['title']} ¥{b['plain']}; left ¥{left}")]))
    assert not _after(env, [_note(f"{a['title']} ¥{a['plain']}; left ¥{left}")])["goals_met"]
    only_a = round(p["pick"]["balance"] - a["total"], 2)
    assert not _after(env, [_note(f"{a['title']} ¥{a['plain']}; {b['title']} ¥{b['plain']}; left ¥{only_a:.2f}")])["goals_met"]


def test_recent_and_report_notes_need_every_fact(make_env: MakeEnv) -> None:
    env = make_env("crossapp_commerce.AlipayRecentTransactionsToNotes")
    info = env.reset(seed=1)[1]
    bills = info["params"]["recent"]["bills"]
    line = lambda bs: "; ".join(f"{b['title']} ¥{b['shown']}" for b in bs)  # noqa: E731
    assert _ok(_after(env, [_note(line(bills))]))
    assert not _after(env, [_note(line(bills[:4]))])["goals_met"]
    env = make_env("crossapp_commerce.FinancialReportToNotes")
    info = env.reset(seed=1)[1]
    p = info["params"]
    assert _ok(_after(env, [_note(f"Balance ¥{p['balance_shown']}; latest: {p['bill']['title']} ¥{p['shown']}")]))
    assert not _after(env, [_note(f"Latest: {p['bill']['title']} ¥{p['shown']}")])["goals_met"]
    env = make_env("crossapp_commerce.AlipayMonthlyToNotesAndWechat")
    info = env.reset(seed=1)[1]
    p = info["params"]
    assert _ok(_after(env, [_note(f"Spent ¥{p['shown']}"), _said(p["c"]["id"], f"I spent ¥{p['shown']}")]))
    assert not _after(env, [_note(f"Spent ¥{p['shown']}")])["goals_met"]


def test_activity_day_event_and_an_0800_alarm(make_env: MakeEnv) -> None:
    env = make_env("crossapp_life.WeatherFirstSunnyDayCalendarAlarm")
    info = env.reset(seed=1)[1]
    dry, title = info["params"]["dry"], info["params"]["title"]
    alarm = lambda h, m: {"op": "add", "path": "/apps/clock/alarms/-", "value": {"id": "a90", "hour": h, "minute": m, "enabled": True, "repeat": "once", "days": [], "label": "", "vibrate": True, "autoDelete": False}}  # noqa: E731
    assert _ok(_after(env, [_event(title, dry["day"]["iso"]), alarm(8, 0)]))
    assert not _after(env, [_event(title, dry["day"]["iso"]), alarm(8, 30)])["goals_met"]
    rainy_today = dt.datetime.fromtimestamp((NOW + 480 * 60_000) / 1000, dt.UTC).date().isoformat()
    assert not _after(env, [_event(title, rainy_today), alarm(8, 0)])["goals_met"]  # today rains


def test_sms_and_event_tomorrow(make_env: MakeEnv) -> None:
    env = make_env("crossapp_work.SmsAndCalendarOnDate")
    info = env.reset(seed=1)[1]
    p = info["params"]
    assert _ok(_after(env, [_sms(p["friend"]["id"], p["text"]), _event(p["title"], p["day"]["iso"])]))
    today = (dt.date.fromisoformat(p["day"]["iso"]) - dt.timedelta(days=1)).isoformat()
    assert not _after(env, [_sms(p["friend"]["id"], p["text"]), _event(p["title"], today)])["goals_met"]
    other = "t3" if p["friend"]["id"] != "t3" else "t5"
    assert not _after(env, [_sms(other, p["text"]), _event(p["title"], p["day"]["iso"])])["goals_met"]
