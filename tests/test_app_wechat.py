"""WeChat through real Chromium: chats, contacts, Moments, settings, the pay and share intents,
and the judge catching a careless agent's side effects in WeChat tasks."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from conftest import PhoneDriver
from mobilegym_gym import actions as A
from mobilegym_gym.tasks.env import TaskEnv

pytestmark = pytest.mark.browser


def _wx(phone: PhoneDriver) -> dict[str, Any]:
    return phone.state()["apps"]["wechat"]


def _chat(phone: PhoneDriver, chat_id: str) -> dict[str, Any]:
    return next(c for c in _wx(phone)["chats"] if c["id"] == chat_id)


def _contact(phone: PhoneDriver, cid: str) -> dict[str, Any]:
    return next(c for c in _wx(phone)["contacts"] if c["id"] == cid)


def test_open_a_chat_clears_unread_and_send_text_and_emoji(phone: PhoneDriver) -> None:
    phone.open("wechat")
    assert _chat(phone, "mom")["unread"] == 2
    phone.tap(testId="wechat-chat-mom")
    assert _chat(phone, "mom")["unread"] == 0
    assert phone.visible(text="Remember to bring your winter coat back, I'll wash it.")
    phone.tap(testId="field-wechat.chatInput")
    phone.type("See you Saturday")
    phone.act(type="BACK")  # keyboard down
    phone.tap(testId="wechat-emoji")
    phone.tap(testId="wechat-emoji-0")
    phone.tap(testId="wechat-send")
    last = _chat(phone, "mom")["messages"][-1]
    assert (last["from"], last["type"], last["text"]) == ("me", "text", "See you Saturday😀")
    assert last["time"] == phone.state()["os"]["clock"]["now"] or last["time"] > 0
    assert phone.visible(text="See you Saturday😀")
    # The message is at the bottom of the list and the chat moved to the top (after the sticky Boss).
    phone.act(type="BACK")
    assert phone.visible(text="See you Saturday😀")  # preview in the chat list


def test_send_a_file_and_recall_then_delete_by_long_press(phone: PhoneDriver) -> None:
    phone.open("wechat")
    phone.tap(testId="wechat-chat-chen_jing")
    phone.tap(testId="wechat-more")
    phone.tap(testId="wechat-more-file")
    phone.tap(testId="wechat-file-f3")  # a file of the shared file system
    msg = _chat(phone, "chen_jing")["messages"][-1]
    assert (msg["from"], msg["type"], msg["text"], msg["fileId"]) == ("me", "file", "ID_Card_Copy.pdf", "f3")
    phone.long_press(testId=f"wechat-msgbody-{msg['id']}")
    phone.tap(testId="wechat-msgmenu-recall")
    assert _chat(phone, "chen_jing")["messages"][-1]["recalled"] is True
    assert phone.visible(text="You recalled a message")
    first = _chat(phone, "chen_jing")["messages"][0]["id"]
    phone.act(type="SWIPE", x=500, y=300, x2=500, y2=900)  # scroll up to the oldest message
    phone.long_press(testId=f"wechat-msgbody-{first}")
    phone.tap(testId="wechat-msgmenu-delete")
    assert first not in [m["id"] for m in _chat(phone, "chen_jing")["messages"]]


def test_chat_info_mute_sticky_and_search(phone: PhoneDriver) -> None:
    phone.open("wechat")
    phone.tap(testId="wechat-chat-xiao_zhou")
    phone.tap(testId="wechat-chat-info")
    phone.tap(testId="wechat-chatinfo-mute")
    phone.tap(testId="wechat-chatinfo-sticky")
    chat = _chat(phone, "xiao_zhou")
    assert chat["muted"] is True and chat["sticky"] is True
    phone.tap(testId="wechat-chatinfo-search")
    phone.tap(testId="field-wechat.chatSearch")
    phone.type("spicy")
    hits = [m for m in chat["messages"] if "spicy" in m["text"]]
    assert len(hits) == 1 and phone.visible(testId=f"wechat-hit-{hits[0]['id']}")
    phone.act(type="BACK")
    phone.act(type="BACK")
    phone.act(type="BACK")
    phone.act(type="BACK")
    # Sticky chats sort first (Boss and Xiao Zhou are both sticky now).
    assert phone.screen()["screen"] == "main"


def test_contact_profile_remark_tags_star_and_permissions(phone: PhoneDriver) -> None:
    phone.open("wechat")
    phone.tap(testId="wechat-tab-contacts")
    phone.tap(testId="field-wechat.contactSearch")
    phone.type("zhou")
    phone.tap(testId="wechat-result-xiao_zhou")
    assert phone.visible(text="Region: Jiangsu Nanjing")
    phone.tap(testId="wechat-profile-remark")
    phone.tap(testId="field-wechat.alias")
    phone.type("Zhou (college)")
    phone.tap(testId="field-wechat.tags")
    phone.type("Friends, College")
    phone.tap(testId="field-wechat.memo")
    phone.type("Allergic to chili")
    phone.act(type="BACK")
    phone.tap(testId="wechat-remark-done")
    c = _contact(phone, "xiao_zhou")
    assert (c["alias"], c["tags"], c["memo"]) == ("Zhou (college)", ["Friends", "College"], "Allergic to chili")
    assert phone.visible(text="Zhou (college)")
    phone.tap(testId="wechat-profile-more")
    phone.tap(testId="wechat-fs-star")
    phone.tap(testId="wechat-fs-perms")
    phone.tap(testId="wechat-perm-chatOnly")
    c = _contact(phone, "xiao_zhou")
    assert c["starred"] is True and c["permission"] == "chatOnly"
    assert not phone.visible(testId="wechat-perm-hidemine")  # chat-only hides the Moments switches


def test_blacklist_hides_the_contact_and_shows_on_the_blacklist_page(phone: PhoneDriver) -> None:
    phone.open("wechat")
    phone.tap(testId="wechat-tab-contacts")
    phone.tap(testId="wechat-contact-alice")
    phone.tap(testId="wechat-profile-more")
    phone.tap(testId="wechat-fs-blacklist")
    phone.tap(testId="wechat-blacklist-cancel")
    assert _contact(phone, "alice")["blacklisted"] is False
    phone.tap(testId="wechat-fs-blacklist")
    phone.tap(testId="wechat-blacklist-ok")
    assert _contact(phone, "alice")["blacklisted"] is True
    for _ in range(2):
        phone.act(type="BACK")
    assert not phone.visible(testId="wechat-contact-alice")
    phone.tap(testId="wechat-tab-me")
    phone.tap(testId="wechat-me-settings")
    phone.tap(testId="wechat-set-privacy")
    phone.tap(testId="wechat-priv-blacklist")
    assert phone.screen()["screen"] == "blacklist" and phone.visible(testId="wechat-blocked-alice")


def test_accept_a_friend_request_and_add_friend_search(phone: PhoneDriver) -> None:
    phone.open("wechat")
    phone.tap(testId="wechat-tab-contacts")
    phone.tap(testId="wechat-newfriends")
    n = len(_wx(phone)["contacts"])
    phone.tap(testId="wechat-accept-fr1")
    wx = _wx(phone)
    assert len(wx["contacts"]) == n + 1 and wx["contacts"][-1]["name"] == "Lin Xiaoyu"
    assert wx["friendRequests"][0]["status"] == "accepted"
    phone.tap(testId="wechat-newfriends-add")
    phone.tap(testId="field-wechat.addSearch")
    phone.type("luna_xu")
    phone.act(type="ENTER")
    phone.tap(testId="wechat-add-request")
    assert _wx(phone)["sentRequests"][0]["wxid"] == "luna_xu"
    phone.tap(testId="wechat-add-radar")
    assert phone.screen()["screen"] == "radar"


def test_post_a_moment_with_location(phone: PhoneDriver) -> None:
    phone.open("wechat")
    phone.tap(testId="wechat-tab-discover")
    phone.tap(testId="wechat-discover-moments")
    phone.tap(testId="wechat-moments-camera")
    phone.tap(testId="wechat-post-text")
    phone.tap(testId="wechat-moment-post")  # disabled while empty
    n = len(_wx(phone)["moments"])
    assert len(_wx(phone)["moments"]) == n
    phone.tap(testId="field-wechat.momentText")
    phone.type("Lakeside evening 🌅")
    phone.act(type="BACK")
    phone.tap(testId="wechat-compose-location")
    phone.tap(text="Hangzhou · West Lake")
    assert phone.visible(text="Hangzhou · West Lake")
    phone.tap(testId="wechat-moment-post")
    m = _wx(phone)["moments"][-1]
    assert (m["author"], m["text"], m["location"], m["photoIds"]) == ("me", "Lakeside evening 🌅", "Hangzhou · West Lake", [])
    assert phone.screen()["screen"] == "moments" and phone.visible(text="Lakeside evening 🌅")


def test_sports_plugin_and_leaderboard(phone: PhoneDriver) -> None:
    phone.open("wechat")
    phone.tap(testId="wechat-tab-discover")
    assert not phone.visible(testId="wechat-discover-sports")
    phone.tap(testId="wechat-tab-me")
    phone.tap(testId="wechat-me-settings")
    phone.tap(testId="wechat-set-general")
    phone.tap(testId="wechat-gen-plugins")
    phone.tap(testId="wechat-plugin-sports")
    phone.tap(testId="wechat-sports-enable")
    phone.tap(testId="wechat-sports-join")
    sp = _wx(phone)["settings"]["sports"]
    assert sp == {"enabled": True, "leaderboard": False}
    phone.tap(testId="wechat-sports-leaderboard")
    assert phone.visible(text="Li Wei") and phone.visible(text="21,406")
    assert phone.visible(text="Not on the leaderboard")


def test_settings_dark_mode_applies_and_discover_entries_hide(phone: PhoneDriver) -> None:
    phone.open("wechat")
    phone.tap(testId="wechat-tab-me")
    phone.tap(testId="wechat-me-settings")
    phone.tap(testId="wechat-set-general")
    phone.tap(testId="wechat-gen-dark")
    assert not phone.visible(testId="wechat-dark-on")
    phone.tap(testId="wechat-dark-follow")
    phone.tap(testId="wechat-dark-on")
    g = _wx(phone)["settings"]["general"]
    assert (g["darkMode"], g["followSystem"]) == (True, False)
    assert phone.state()["os"]["settings"]["darkMode"] is False  # WeChat's own, not the system's
    phone.act(type="BACK")
    phone.tap(testId="wechat-gen-discover")
    phone.tap(testId="wechat-disc-shake")
    assert _wx(phone)["settings"]["discover"]["shake"] is False
    for _ in range(3):
        phone.act(type="BACK")
    phone.tap(testId="wechat-tab-discover")
    assert not phone.visible(testId="wechat-discover-shake") and phone.visible(testId="wechat-discover-scan")


def test_cancel_auto_renew_and_revoke_an_authorization(phone: PhoneDriver) -> None:
    phone.open("wechat")
    phone.tap(testId="wechat-tab-me")
    phone.tap(testId="wechat-me-pay")
    phone.tap(testId="wechat-wallet-subscriptions")
    phone.tap(testId="wechat-sub-sub_video")
    phone.tap(testId="wechat-sub-cancel")
    phone.tap(testId="wechat-sub-confirm")
    subs = {s["id"]: s["autoRenew"] for s in _wx(phone)["subscriptions"]}
    assert subs == {"sub_qqmusic": True, "sub_video": False, "sub_baidu": True, "sub_kindle": False}
    for _ in range(3):
        phone.act(type="BACK")
    phone.tap(testId="wechat-me-settings")
    phone.tap(testId="wechat-set-privacy")
    phone.tap(testId="wechat-priv-auth")
    phone.tap(testId="wechat-auth-app_keep")
    phone.tap(testId="wechat-auth-revoke")
    phone.tap(testId="wechat-revoke-confirm")
    assert "app_keep" not in [a["id"] for a in _wx(phone)["authorizedApps"]]
    assert phone.screen()["screen"] == "authorizedApps"


def test_profile_edits_pat_signature_region_gender(phone: PhoneDriver) -> None:
    phone.open("wechat")
    phone.tap(testId="wechat-tab-me")
    phone.tap(testId="wechat-me-profile")
    phone.tap(testId="wechat-my-pat")
    phone.tap(testId="field-wechat.edit.pat")
    phone.type("on the shoulder")
    phone.tap(testId="wechat-edit-save")
    phone.tap(testId="wechat-my-signature")
    phone.tap(testId="field-wechat.edit.signature")
    phone.type("Hello there", clear=True)
    phone.tap(testId="wechat-edit-save")
    phone.tap(testId="wechat-my-gender")
    phone.tap(testId="wechat-gender-female")
    phone.tap(testId="wechat-my-region")
    phone.tap(testId="wechat-region-0")
    u = _wx(phone)["user"]
    assert (u["pat"], u["signature"], u["gender"], u["region"]) == ("on the shoulder", "Hello there", "female", "Beijing Chaoyang")


def test_account_cancellation_needs_the_agreement(phone: PhoneDriver) -> None:
    phone.open("wechat")
    for tid in ("wechat-tab-me", "wechat-me-settings", "wechat-set-account", "wechat-acc-center", "wechat-sec-cancel", "wechat-cancel-next"):
        phone.tap(testId=tid)
    assert not phone.visible(testId="wechat-cancel-dialog")  # Next is disabled until agreed
    phone.tap(testId="wechat-cancel-agree")
    phone.tap(testId="wechat-cancel-next")
    phone.tap(testId="wechat-cancel-confirm")
    assert _wx(phone)["user"]["accountStatus"] == "cancelled"
    assert phone.screen()["screen"] == "main" and phone.visible(text="This account has been cancelled")


def test_pay_intent_with_password_records_payment_and_subscription_then_returns(phone: PhoneDriver) -> None:
    phone.open("clock")
    balance = _wx(phone)["wallet"]["balance"]
    params = {"merchant": "Bilibili", "item": "Premium VIP (1 month)", "amount": 25, "requestId": "bili-42", "returnApp": "clock", "subscription": True}
    phone.call(phone.phone.intent("wechat", "pay", params))
    assert phone.screen()["foreground"] == "wechat" and phone.visible(text="¥25.00")
    phone.tap(testId="wechat-pay-confirm")
    for d in "111111":
        phone.tap(testId=f"wechat-key-{d}")
    assert phone.visible(testId="wechat-pin-error") and _wx(phone)["wallet"]["payments"] == []
    for d in "135790":
        phone.tap(testId=f"wechat-key-{d}")
    wx = _wx(phone)
    assert wx["wallet"]["balance"] == pytest.approx(balance - 25)
    pay = wx["wallet"]["payments"][-1]
    assert (pay["merchant"], pay["item"], pay["amount"], pay["requestId"]) == ("Bilibili", "Premium VIP (1 month)", 25, "bili-42")
    assert wx["subscriptions"][-1]["name"] == "Premium VIP (1 month)" and wx["subscriptions"][-1]["autoRenew"] is True
    phone.tap(testId="wechat-pay-done")
    assert phone.screen()["foreground"] == "clock"


def test_share_intent_sends_to_the_chosen_chat_and_returns(phone: PhoneDriver) -> None:
    phone.open("clock")
    phone.call(phone.phone.intent("wechat", "share", {"text": "Meet at 7 pm", "returnApp": "clock"}))
    phone.tap(testId="field-wechat.pickSearch")
    phone.type("chen")
    phone.tap(testId="wechat-pick-chen_jing")
    phone.tap(testId="wechat-share-send")
    msg = _chat(phone, "chen_jing")["messages"][-1]
    assert (msg["from"], msg["text"]) == ("me", "Meet at 7 pm")
    assert phone.screen()["foreground"] == "clock"


def test_share_a_gallery_photo_to_a_chat_and_return_to_the_gallery(phone: PhoneDriver) -> None:
    phone.open("gallery")
    phone.tap(testId="gallery-photo-p12")
    phone.tap(testId="gallery-viewer-share")
    phone.tap(testId="gallery-share-wechat")
    assert phone.screen()["foreground"] == "wechat" and phone.screen()["screen"] == "share"
    phone.tap(testId="wechat-pick-mom")  # a recent chat
    phone.tap(testId="wechat-share-cancel")
    assert _chat(phone, "mom")["messages"][-1]["from"] == "mom"
    phone.tap(testId="wechat-pick-mom")
    phone.tap(testId="wechat-share-send")
    msg = _chat(phone, "mom")["messages"][-1]
    assert (msg["from"], msg["type"], msg["photoId"]) == ("me", "image", "p12")
    assert phone.screen()["foreground"] == "gallery" and phone.screen()["screen"] == "viewer"
    phone.open("wechat")
    phone.tap(testId="wechat-chat-mom")
    assert phone.visible(testId=f"wechat-msg-{msg['id']}")


def test_send_gallery_photos_in_a_chat(phone: PhoneDriver) -> None:
    phone.open("wechat")
    phone.tap(testId="wechat-chat-li_wei")
    phone.tap(testId="wechat-more")
    phone.tap(testId="wechat-more-photo")
    phone.tap(testId="wechat-photos-done")  # nothing selected: stays
    assert phone.screen()["screen"] == "pickPhoto"
    phone.tap(testId="wechat-picker-photo-p12")
    phone.tap(testId="wechat-picker-photo-p13")
    phone.tap(testId="wechat-photos-done")
    sent = [m for m in _chat(phone, "li_wei")["messages"] if m["from"] == "me"]
    assert [(m["type"], m["photoId"]) for m in sent] == [("image", "p12"), ("image", "p13")]
    assert phone.screen()["screen"] == "chat" and phone.visible(text="[Photo]") is False


# ---------------------------------------------------------------- the judge on careless agents


@pytest.fixture(scope="module")
def envs() -> Iterator[dict[str, TaskEnv]]:
    made: dict[str, TaskEnv] = {}

    def get(task_id: str) -> TaskEnv:
        if task_id not in made:
            made[task_id] = TaskEnv(task_id=task_id, capture_size=(360, 800))
        return made[task_id]

    yield get  # type: ignore[misc]
    for env in made.values():
        env.close()


def _play(env: TaskEnv, steps: list[tuple[str, str]]) -> dict[str, Any]:
    """Play (kind, arg) steps: tap a testId, type text, or BACK; then COMPLETE. Returns the last info."""
    info: dict[str, Any] = {}
    for kind, arg in steps:
        if kind == "tap":
            action = A.click(*env.locate(test_id=arg))
        elif kind == "type":
            action = A.type_text(arg)
        else:
            action = A.back()
        _, _, _, _, info = env.step(action)
    _, _, _, _, info = env.step(A.complete())
    return info


def test_judge_flags_a_reply_sent_to_the_wrong_contact(envs: Any) -> None:
    env = envs("wechat.ConditionalReplyToBoss")
    _, info = env.reset(seed=5)
    reply = info["params"]["reply"]
    send_to = lambda chat: [("tap", f"wechat-chat-{chat}"), ("tap", "field-wechat.chatInput"), ("type", reply), ("tap", "wechat-send")]  # noqa: E731
    out = _play(env, send_to("mom"))
    assert out["outcome"]["success"] is False and out["outcome"]["side_effects"] is True
    assert any(c["path"].startswith("/apps/wechat/chats/[id=mom]/messages") for c in out["unexpected_changes"])
    env.reset(seed=5)
    good = _play(env, send_to("boss"))
    assert good["outcome"]["success"] is True and good["outcome"]["reward"] == 1.0


def test_judge_flags_a_moment_posted_twice(envs: Any) -> None:
    env = envs("wechat.PostMomentsText")
    _, info = env.reset(seed=2)
    text = info["params"]["text"]
    post = [("tap", "wechat-moments-camera"), ("tap", "wechat-post-text"), ("tap", "field-wechat.momentText"), ("type", text), ("back", ""), ("tap", "wechat-moment-post")]
    out = _play(env, [("tap", "wechat-tab-discover"), ("tap", "wechat-discover-moments"), *post, *post])
    assert out["outcome"]["success"] is False
    assert out["goals_met"] is False and len(out["unexpected_changes"]) == 1


def test_judge_flags_a_setting_changed_on_the_way(envs: Any) -> None:
    env = envs("wechat.EnableDarkMode")
    env.reset(seed=1)
    path = [("tap", "wechat-tab-me"), ("tap", "wechat-me-settings"), ("tap", "wechat-set-general")]
    careless = [*path, ("tap", "wechat-gen-media"), ("tap", "wechat-media-autoplay"), ("back", ""), ("tap", "wechat-gen-dark"), ("tap", "wechat-dark-follow"), ("tap", "wechat-dark-on")]
    out = _play(env, careless)
    assert out["goals_met"] is True and out["outcome"]["success"] is False and out["outcome"]["side_effects"] is True
    assert [c["path"] for c in out["unexpected_changes"]] == ["/apps/wechat/settings/general/autoplayMobile"]
    assert out["outcome"]["reward"] == pytest.approx(0.64)  # x0.8 side effects, x0.8 COMPLETE without success


def test_contacts_index_jumps_to_a_letter(phone: PhoneDriver) -> None:
    phone.open("wechat")
    phone.tap(testId="wechat-tab-contacts")
    assert not phone.visible(testId="wechat-contact-zhang_min")
    phone.tap(testId="wechat-index-Z")
    assert phone.visible(testId="wechat-contact-zhang_min")


def test_a_friend_linked_to_a_phone_contact_shows_its_number(phone: PhoneDriver) -> None:
    phone.open("wechat")
    phone.tap(testId="wechat-tab-contacts")
    phone.tap(testId="wechat-star-mom")  # Mom is starred: listed at the top
    mom = next(c for c in phone.state()["os"]["providers"]["contacts"] if c["id"] == "c09")
    assert phone.visible(text=mom["phone"])
    phone.tap(testId="wechat-profile-message")
    assert phone.screen()["screen"] == "chat"


def test_forward_a_message_to_another_chat(phone: PhoneDriver) -> None:
    phone.open("wechat")
    phone.tap(testId="wechat-chat-boss")
    last = _chat(phone, "boss")["messages"][-1]
    phone.long_press(testId=f"wechat-msgbody-{last['id']}")
    assert not phone.visible(testId="wechat-msgmenu-recall")  # only my own recent messages
    phone.tap(testId="wechat-msgmenu-forward")
    phone.tap(testId="wechat-pick-chen_jing")
    phone.tap(testId="wechat-share-send")
    fwd = _chat(phone, "chen_jing")["messages"][-1]
    assert (fwd["from"], fwd["text"]) == ("me", last["text"])
    assert phone.screen()["screen"] == "chat"
    phone.tap(testId=f"wechat-msgavatar-{last['id']}")
    assert phone.screen()["screen"] == "profile" and phone.visible(text="WeChat ID: wang_jg_88")


def test_change_the_payment_password_then_pay_with_it(phone: PhoneDriver) -> None:
    phone.open("wechat")
    for tid in ("wechat-tab-me", "wechat-me-pay", "wechat-wallet-settings", "wechat-pay-password"):
        phone.tap(testId=tid)

    def enter(pin: str) -> None:
        for d in pin:
            phone.tap(testId=f"wechat-key-{d}")

    enter("000000")
    assert phone.visible(text="Incorrect payment password")
    enter("135790")
    enter("246810")
    enter("246811")  # mismatch: back to setting the new one
    assert phone.visible(text="Set a new 6-digit payment password") and _wx(phone)["wallet"]["paymentPassword"] == "135790"
    enter("246810")
    enter("246810")
    assert _wx(phone)["wallet"]["paymentPassword"] == "246810" and phone.screen()["screen"] == "paySettings"
    phone.call(phone.phone.intent("wechat", "pay", {"merchant": "Shop", "item": "Tea", "amount": 12.5, "requestId": "r9"}))
    phone.tap(testId="wechat-pay-confirm")
    enter("246810")
    assert _wx(phone)["wallet"]["payments"][-1]["requestId"] == "r9"
    assert phone.visible(testId="wechat-pay-success")


SCREEN_PARAMS: dict[str, dict[str, Any]] = {
    "chat": {"id": "boss"},
    "chatInfo": {"id": "g2"},
    "chatSearch": {"id": "mom"},
    "profile": {"id": "chen_jing"},
    "friendSettings": {"id": "dad"},
    "friendPerms": {"id": "dad"},
    "remark": {"id": "dad"},
    "userMoments": {"id": "alice"},
    "subscription": {"id": "sub_qqmusic"},
    "authApp": {"id": "app_jd"},
    "editText": {"field": "signature"},
    "pickPhoto": {"mode": "chat", "chatId": "mom"},
    "pickFile": {"chatId": "mom"},
    "pickChat": {"mode": "new"},
    "share": {"text": "hello"},
    "placeholder": {"title": "Games"},
    "pay": {"merchant": "M", "item": "I", "amount": 1, "requestId": "x"},
}


def test_every_screen_renders_without_page_errors(phone: PhoneDriver) -> None:
    apps = {a["id"]: a for a in phone.call(phone.phone.apps())}
    phone.open("wechat")
    for screen in apps["wechat"]["screens"]:
        phone.call(phone.phone.intent("wechat", screen, SCREEN_PARAMS.get(screen, {})))
        assert phone.screen()["screen"] == screen
        assert phone.visible(testId=f"screen-wechat-{screen}")
    assert phone.call(phone.phone.page_errors()) == []
