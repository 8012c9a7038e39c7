"""The payment templates' judges on hand-made states: the careless side effects money invites
(a second transfer, the wrong payee, the wrong amount, a card not asked for, a setting changed on
the way, the message to the wrong friend) fail or are flagged, the asked-for outcome passes.
Also: the payment split stays out of `all` and is what Payment-v0 draws."""

from __future__ import annotations

from typing import Any

import gymnasium as gym
import pytest

import mobilegym_gym  # noqa: F401 - registers the ids
from conftest import ModuleTaskEnv, verdict_after
from mobilegym_gym.tasks.env import TaskEnv
from mobilegym_gym.tasks.loader import default_tasks

pytestmark = pytest.mark.browser


def _start(module_task_env: ModuleTaskEnv, name: str, seed: int = 3) -> tuple[TaskEnv, dict[str, Any], dict[str, Any]]:
    env = module_task_env(f"payment.{name}")
    _, info = env.reset(seed=seed)
    return env, info["params"], env.get_state()


def _transfer(tid: str, to: str, amount: float, note: str = "", source: str = "balance") -> dict[str, Any]:
    bill = {"id": tid, "counterparty": to, "to": to, "amount": -amount, "time": 1, "month": "2026-05", "title": f"Transfer to {to}", "category": "Transfer",
            "kind": "transfer", "method": "Balance" if source == "balance" else source, "source": source, "orderId": "T1", "note": note}
    return {"op": "add", "path": "/apps/alipay/transfers/-", "value": bill}


def _balance(state: dict[str, Any], minus: float) -> dict[str, Any]:
    return {"op": "replace", "path": "/apps/alipay/wallet/balance", "value": round(state["apps"]["alipay"]["wallet"]["balance"] - minus, 2)}


def _wechat_text(state: dict[str, Any], chat: str, text: str) -> dict[str, Any]:
    i = next(k for k, c in enumerate(state["apps"]["wechat"]["chats"]) if c["id"] == chat)
    msg = {"id": f"me-{len(text)}", "from": "me", "type": "text", "text": text, "photoId": None, "time": state["os"]["clock"]["now"], "recalled": False}
    return {"op": "add", "path": f"/apps/wechat/chats/{i}/messages/-", "value": msg}


def _other(contact: str) -> str:
    return "ac2" if contact != "ac2" else "ac3"


def test_transfer_with_note_passes_only_for_the_one_transfer_asked_for(module_task_env: ModuleTaskEnv) -> None:
    env, p, s = _start(module_task_env, "TransferToContactWithNote")
    who, amount, note = p["who"]["id"], p["pay"]["amount"], p["note"]
    info = verdict_after(env, [_transfer("t1", who, amount, note), _balance(s, amount)])
    assert info["goals_met"] and info["clean"]
    cases = {
        "a second transfer": [_transfer("t1", who, amount, note), _transfer("t2", who, amount, note), _balance(s, 2 * amount)],
        "the wrong payee": [_transfer("t1", _other(who), amount, note), _balance(s, amount)],
        "the wrong amount": [_transfer("t1", who, amount + 10, note), _balance(s, amount + 10)],
        "another note": [_transfer("t1", who, amount, "Thanks"), _balance(s, amount)],
        "a card not asked for": [_transfer("t1", who, amount, note, source="card-ccb")],
    }
    for case, ops in cases.items():
        env.reset(seed=3)
        assert not verdict_after(env, ops)["goals_met"], case


def test_change_password_then_pay_needs_both_and_flags_a_card_removed_on_the_way(module_task_env: ModuleTaskEnv) -> None:
    env, p, s = _start(module_task_env, "AlipayChangePaymentPasswordThenPay")
    who, amount, new = p["who"]["id"], p["pay"]["amount"], p["new"]
    changed = {"op": "replace", "path": "/apps/alipay/user/paymentPassword", "value": new}
    assert verdict_after(env, [changed, _transfer("t1", who, amount), _balance(s, amount)])["goals_met"]
    env.reset(seed=3)
    assert not verdict_after(env, [_transfer("t1", who, amount), _balance(s, amount)])["goals_met"]  # password unchanged
    env.reset(seed=3)
    assert not verdict_after(env, [changed, _transfer("t1", _other(who), amount), _balance(s, amount)])["goals_met"]
    env.reset(seed=3)
    assert not verdict_after(env, [changed, _transfer("t1", who, amount), _transfer("t2", who, amount), _balance(s, 2 * amount)])["goals_met"]
    env.reset(seed=3)
    info = verdict_after(env, [changed, _transfer("t1", who, amount), _balance(s, amount), {"op": "remove", "path": "/apps/alipay/cards/0"}])
    assert info["goals_met"] and not info["clean"]


def test_transfer_and_notify_needs_the_payee_and_amount_in_one_message_to_the_friend(module_task_env: ModuleTaskEnv) -> None:
    env, p, s = _start(module_task_env, "AlipayTransferAndNotify")
    who, amount, note, chat = p["who"]["id"], p["pay"]["amount"], p["note"], p["c"]["id"]
    paid = [_transfer("t1", who, amount, note), _balance(s, amount)]
    told = f"I sent {p['who']['name']} ¥{amount:,.2f} just now."
    info = verdict_after(env, [*paid, _wechat_text(s, chat, told)])
    assert info["goals_met"] and info["clean"]
    other_chat = next(c["id"] for c in s["apps"]["wechat"]["chats"] if c["id"] != chat and c["messages"] and not c["id"].startswith("g"))
    cases = {
        "no amount in the message": [*paid, _wechat_text(s, chat, f"I sent {p['who']['name']} some money.")],
        "the wrong friend told": [*paid, _wechat_text(s, other_chat, told)],
        "two messages": [*paid, _wechat_text(s, chat, told), _wechat_text(s, chat, told + " Bye")],
        "no transfer": [_wechat_text(s, chat, told)],
    }
    for case, ops in cases.items():
        env.reset(seed=3)
        assert not verdict_after(env, ops)["goals_met"], case


def test_extract_amount_transfer_takes_exactly_the_asked_amount_and_reply(module_task_env: ModuleTaskEnv) -> None:
    env, p, s = _start(module_task_env, "WechatExtractAmountTransfer")
    who, amount, chat, reply = p["who"]["id"], p["ask"]["amount"], p["c"]["id"], p["reply"]
    info = verdict_after(env, [_transfer("t1", who, amount), _balance(s, amount), _wechat_text(s, chat, reply)])
    assert info["goals_met"] and info["clean"]
    cases = {
        "the wrong amount": [_transfer("t1", who, amount + 1), _balance(s, amount + 1), _wechat_text(s, chat, reply)],
        "the wrong payee": [_transfer("t1", _other(who), amount), _balance(s, amount), _wechat_text(s, chat, reply)],
        "another reply": [_transfer("t1", who, amount), _balance(s, amount), _wechat_text(s, chat, "OK")],
        "a second transfer": [_transfer("t1", who, amount), _transfer("t2", who, amount), _balance(s, 2 * amount), _wechat_text(s, chat, reply)],
    }
    for case, ops in cases.items():
        env.reset(seed=3)
        assert not verdict_after(env, ops)["goals_met"], case


def _note(nid: str, title: str, body: str) -> dict[str, Any]:
    return {"op": "add", "path": "/apps/notes/notes/-", "value": {"id": nid, "title": title, "body": body, "folderId": None, "pinned": False, "isPrivate": False, "trashedAt": None, "reminderAt": None, "createdAt": 1, "updatedAt": 1}}


def test_continuous_wages_need_the_five_transfers_in_order_and_the_balances_in_one_note(module_task_env: ModuleTaskEnv) -> None:
    env, p, s = _start(module_task_env, "AlipayContinuousPaymentsToContactsRecordBalances")
    payees, title, note = p["plan"]["payees"], p["title"], p["note"]
    total = sum(x["amount"] for x in payees)
    def paid(order: list[dict[str, Any]], text: str = note) -> list[dict[str, Any]]:
        ops = [_transfer(f"t{k}", x["id"], x["amount"], text) for k, x in enumerate(order)]
        for k, op in enumerate(ops):
            op["value"]["time"] = k + 1
        return [*ops, _balance(s, total)]
    balances = "\n".join(p["plan"]["shown"])
    info = verdict_after(env, [*paid(payees), _note("wage-n1", title, balances)])
    assert info["goals_met"] and info["clean"], (info["issues"], info["unexpected_changes"])
    cases = {
        "the transfers out of order": [*paid(payees[::-1]), _note("wage-n1", title, balances)],
        "a transfer without the note": [*paid(payees, "Salary"), _note("wage-n1", title, balances)],
        "only four transfers": [*paid(payees[:4]), _note("wage-n1", title, balances)],
        "the balances out of order": [*paid(payees), _note("wage-n1", title, "\n".join(p["plan"]["shown"][::-1]))],
        "two notes": [*paid(payees), _note("wage-n1", title, balances), _note("wage-n2", title, balances)],
    }
    for case, ops in cases.items():
        env.reset(seed=3)
        assert not verdict_after(env, ops)["goals_met"], case


def _bound(cid: str, short: str, last4: str, kind: str = "debit") -> dict[str, Any]:
    card = {"id": cid, "bank": short, "short": short, "type": kind, "last4": last4, "holder": "Amber Lin", "phone": "13800138000"}
    return {"op": "add", "path": "/apps/alipay/cards/-", "value": card}


def _code_sms(texts: list[str]) -> dict[str, Any]:
    messages = [{"id": f"code-{k}", "direction": "in", "text": t, "time": 1, "read": False} for k, t in enumerate(texts)]
    return {"op": "add", "path": "/os/providers/sms/-", "value": {"id": "t-codes", "address": "95188", "contactId": None, "messages": messages}}


def test_bind_cards_judge_wants_exactly_the_cards_and_transfers_asked_for(module_task_env: ModuleTaskEnv) -> None:
    for seed in range(12):  # an instance whose third card is a credit card: its transfer cannot go
        env, p, s = _start(module_task_env, "AlipayBindMultipleCardsTransferAndRecordSuccessfulCards", seed)
        if not p["third"]["ok"]:
            break
    assert not p["third"]["ok"]
    l1, l2, who, title = p["cards"][0]["last4"], p["cards"][1]["last4"], p["who"]["id"], p["title"]
    codes = _code_sms([f"[Alipay] Your verification code is 123456, for binding your ICBC card ending {l1}.", f"[Alipay] Your verification code is 654321, for binding your ABC card ending {l2}."])
    bound = [_bound("card-x1", "ICBC", l1), _bound("card-x2", "ABC", l2), codes]
    paid = [_transfer("t1", who, 1, source="card-x1"), _transfer("t2", who, 2, source="card-x2")]
    paid[1]["value"]["time"] = 2
    info = verdict_after(env, [*bound, *paid, _note("cards-n1", title, "ICBC, ABC")])
    assert info["goals_met"] and info["clean"], info["issues"]
    cases = {
        "a card not asked for": [*bound, _bound("card-x3", "CMB", "0001"), *paid, _note("cards-n1", title, "ICBC, ABC")],
        "a transfer from the balance": [*bound, _transfer("t1", who, 1), paid[1], _note("cards-n1", title, "ICBC, ABC")],
        "a second transfer": [*bound, *paid, _transfer("t3", who, 2, source="card-x2"), _note("cards-n1", title, "ICBC, ABC")],
        "the wrong payee": [*bound, _transfer("t1", _other(who), 1, source="card-x1"), paid[1], _note("cards-n1", title, "ICBC, ABC")],
        "the failed card noted": [*bound, *paid, _note("cards-n1", title, f"ICBC, ABC, {p['third']['short']}")],
        "no SMS verification": [*bound[:2], *paid, _note("cards-n1", title, "ICBC, ABC")],
    }
    for case, ops in cases.items():
        env.reset(seed=seed)
        assert not verdict_after(env, ops)["goals_met"], case


def test_payment_templates_run_only_when_asked_for() -> None:
    payment = {t for t, task in default_tasks().tasks.items() if task.spec.split == "payment"}
    assert {"payment.TransferToContactWithNote", "payment.WechatExtractAmountTransfer"} <= payment
    drawn = {}
    for env_id in ("MobileGym/All-v0", "MobileGym/Payment-v0"):
        env = gym.make(env_id, open_page=False)
        try:
            drawn[env_id] = {t.spec.id for t in env.unwrapped.templates}
        finally:
            env.close()
    assert not drawn["MobileGym/All-v0"] & payment and drawn["MobileGym/Payment-v0"] == payment
