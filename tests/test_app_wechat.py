"""WeChat through real Chromium: chats, contacts, Moments, settings, the pay and share intents,
and the judge catching a careless agent's side effects in WeChat tasks."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import ModuleTaskEnv, PhoneDriver, play_steps

pytestmark = [pytest.mark.browser, pytest.mark.app("wechat")]


def _chat(phone: PhoneDriver, chat_id: str) -> dict[str, Any]:
    return next(c for c in phone.app_state("wechat")["chats"] if c["id"] == chat_id)


def _contact(phone: PhoneDriver, cid: str) -> dict[str, Any]:
    return next(c for c in phone.app_state("wechat")["contacts"] if c["id"] == cid)


def test_open_a_chat_clears_unread_and_send_text_and_emoji(app_phone: PhoneDriver) -> None:
    assert _chat(app_phone, "mom")["unread"] == 2
    app_phone.tap(testId="wechat-chat-mom")
    assert _chat(app_phone, "mom")["unread"] == 0
    assert app_phone.visible(text="Remember to bring your winter coat back, I'll wash it.")
    app_phone.tap(testId="field-wechat.chatInput")
    app_phone.type("See you Saturday")
    app_phone.act(type="BACK")  # keyboard down
    app_phone.tap(testId="wechat-emoji")
    app_phone.tap(testId="wechat-emoji-0")
    app_phone.tap(testId="wechat-send")
    last = _chat(app_phone, "mom")["messages"][-1]
    assert (last["from"], last["type"], last["text"]) == ("me", "text", "See you Saturday😀")
    assert last["time"] == app_phone.state()["os"]["clock"]["now"] or last["time"] > 0
    assert app_phone.visible(text="See you Saturday😀")
    # The message is at the bottom of the list and the chat moved to the top (after the sticky Boss).
    app_phone.act(type="BACK")
    assert app_phone.visible(text="See you Saturday😀")  # preview in the chat list


def test_send_a_file_and_recall_then_delete_by_long_press(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="wechat-chat-chen_jing")
    app_phone.tap(testId="wechat-more")
    app_phone.tap(testId="wechat-more-file")
    app_phone.tap(testId="wechat-file-f3")  # a file of the shared file system
    msg = _chat(app_phone, "chen_jing")["messages"][-1]
    assert (msg["from"], msg["type"], msg["text"], msg["fileId"]) == ("me", "file", "ID_Card_Copy.pdf", "f3")
    app_phone.long_press(testId=f"wechat-msgbody-{msg['id']}")
    app_phone.tap(testId="wechat-msgmenu-recall")
    assert _chat(app_phone, "chen_jing")["messages"][-1]["recalled"] is True
    assert app_phone.visible(text="You recalled a message")
    first = _chat(app_phone, "chen_jing")["messages"][0]["id"]
    app_phone.act(type="SWIPE", x=500, y=300, x2=500, y2=900)  # scroll up to the oldest message
    app_phone.long_press(testId=f"wechat-msgbody-{first}")
    app_phone.tap(testId="wechat-msgmenu-delete")
    assert first not in [m["id"] for m in _chat(app_phone, "chen_jing")["messages"]]


def test_chat_info_mute_sticky_and_search(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="wechat-chat-xiao_zhou")
    app_phone.tap(testId="wechat-chat-info")
    app_phone.tap(testId="wechat-chatinfo-mute")
    app_phone.tap(testId="wechat-chatinfo-sticky")
    chat = _chat(app_phone, "xiao_zhou")
    assert chat["muted"] is True and chat["sticky"] is True
    app_phone.tap(testId="wechat-chatinfo-search")
    app_phone.tap(testId="field-wechat.chatSearch")
    app_phone.type("spicy")
    hits = [m for m in chat["messages"] if "spicy" in m["text"]]
    assert len(hits) == 1 and app_phone.visible(testId=f"wechat-hit-{hits[0]['id']}")
    app_phone.act(type="BACK")
    app_phone.act(type="BACK")
    app_phone.act(type="BACK")
    app_phone.act(type="BACK")
    # Sticky chats sort first (Boss and Xiao Zhou are both sticky now).
    assert app_phone.screen()["screen"] == "main"


def test_contact_profile_remark_tags_star_and_permissions(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="wechat-tab-contacts")
    app_phone.tap(testId="field-wechat.contactSearch")
    app_phone.type("zhou")
    app_phone.tap(testId="wechat-result-xiao_zhou")
    assert app_phone.visible(text="Region: Jiangsu Nanjing")
    app_phone.tap(testId="wechat-profile-remark")
    app_phone.tap(testId="field-wechat.alias")
    app_phone.type("Zhou (college)")
    app_phone.tap(testId="field-wechat.tags")
    app_phone.type("Friends, College")
    app_phone.tap(testId="field-wechat.memo")
    app_phone.type("Allergic to chili")
    app_phone.act(type="BACK")
    app_phone.tap(testId="wechat-remark-done")
    c = _contact(app_phone, "xiao_zhou")
    assert (c["alias"], c["tags"], c["memo"]) == ("Zhou (college)", ["Friends", "College"], "Allergic to chili")
    assert app_phone.visible(text="Zhou (college)")
    app_phone.tap(testId="wechat-profile-more")
    app_phone.tap(testId="wechat-fs-star")
    app_phone.tap(testId="wechat-fs-perms")
    app_phone.tap(testId="wechat-perm-chatOnly")
    c = _contact(app_phone, "xiao_zhou")
    assert c["starred"] is True and c["permission"] == "chatOnly"
    assert not app_phone.visible(testId="wechat-perm-hidemine")  # chat-only hides the Moments switches


def test_blacklist_hides_the_contact_and_shows_on_the_blacklist_page(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="wechat-tab-contacts")
    app_phone.tap(testId="wechat-contact-alice")
    app_phone.tap(testId="wechat-profile-more")
    app_phone.tap(testId="wechat-fs-blacklist")
    app_phone.tap(testId="wechat-blacklist-cancel")
    assert _contact(app_phone, "alice")["blacklisted"] is False
    app_phone.tap(testId="wechat-fs-blacklist")
    app_phone.tap(testId="wechat-blacklist-ok")
    assert _contact(app_phone, "alice")["blacklisted"] is True
    for _ in range(2):
        app_phone.act(type="BACK")
    assert not app_phone.visible(testId="wechat-contact-alice")
    app_phone.tap(testId="wechat-tab-me")
    app_phone.tap(testId="wechat-me-settings")
    app_phone.tap(testId="wechat-set-privacy")
    app_phone.tap(testId="wechat-priv-blacklist")
    assert app_phone.screen()["screen"] == "blacklist" and app_phone.visible(testId="wechat-blocked-alice")


def test_accept_a_friend_request_and_add_friend_search(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="wechat-tab-contacts")
    app_phone.tap(testId="wechat-newfriends")
    n = len(app_phone.app_state("wechat")["contacts"])
    app_phone.tap(testId="wechat-accept-fr1")
    wx = app_phone.app_state("wechat")
    assert len(wx["contacts"]) == n + 1 and wx["contacts"][-1]["name"] == "Lin Xiaoyu"
    assert wx["friendRequests"][0]["status"] == "accepted"
    app_phone.tap(testId="wechat-newfriends-add")
    app_phone.tap(testId="field-wechat.addSearch")
    app_phone.type("luna_xu")
    app_phone.act(type="ENTER")
    app_phone.tap(testId="wechat-add-request")
    assert app_phone.app_state("wechat")["sentRequests"][0]["wxid"] == "luna_xu"
    app_phone.tap(testId="wechat-add-radar")
    assert app_phone.screen()["screen"] == "radar"


def test_post_a_moment_with_location(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="wechat-tab-discover")
    app_phone.tap(testId="wechat-discover-moments")
    app_phone.tap(testId="wechat-moments-camera")
    app_phone.tap(testId="wechat-post-text")
    app_phone.tap(testId="wechat-moment-post")  # disabled while empty
    n = len(app_phone.app_state("wechat")["moments"])
    assert len(app_phone.app_state("wechat")["moments"]) == n
    app_phone.tap(testId="field-wechat.momentText")
    app_phone.type("Lakeside evening 🌅")
    app_phone.act(type="BACK")
    app_phone.tap(testId="wechat-compose-location")
    app_phone.tap(text="Hangzhou · West Lake")
    assert app_phone.visible(text="Hangzhou · West Lake")
    app_phone.tap(testId="wechat-moment-post")
    m = app_phone.app_state("wechat")["moments"][-1]
    assert (m["author"], m["text"], m["location"], m["photoIds"]) == ("me", "Lakeside evening 🌅", "Hangzhou · West Lake", [])
    assert app_phone.screen()["screen"] == "moments" and app_phone.visible(text="Lakeside evening 🌅")


def test_sports_plugin_and_leaderboard(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="wechat-tab-discover")
    assert not app_phone.visible(testId="wechat-discover-sports")
    app_phone.tap(testId="wechat-tab-me")
    app_phone.tap(testId="wechat-me-settings")
    app_phone.tap(testId="wechat-set-general")
    app_phone.tap(testId="wechat-gen-plugins")
    app_phone.tap(testId="wechat-plugin-sports")
    app_phone.tap(testId="wechat-sports-enable")
    app_phone.tap(testId="wechat-sports-join")
    sp = app_phone.app_state("wechat")["settings"]["sports"]
    assert sp == {"enabled": True, "leaderboard": False}
    app_phone.tap(testId="wechat-sports-leaderboard")
    assert app_phone.visible(text="Li Wei") and app_phone.visible(text="21,406")
    assert app_phone.visible(text="Not on the leaderboard")


def test_settings_dark_mode_applies_and_discover_entries_hide(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="wechat-tab-me")
    app_phone.tap(testId="wechat-me-settings")
    app_phone.tap(testId="wechat-set-general")
    app_phone.tap(testId="wechat-gen-dark")
    assert not app_phone.visible(testId="wechat-dark-on")
    app_phone.tap(testId="wechat-dark-follow")
    app_phone.tap(testId="wechat-dark-on")
    g = app_phone.app_state("wechat")["settings"]["general"]
    assert (g["darkMode"], g["followSystem"]) == (True, False)
    assert app_phone.state()["os"]["settings"]["darkMode"] is False  # WeChat's own, not the system's
    app_phone.act(type="BACK")
    app_phone.tap(testId="wechat-gen-discover")
    app_phone.tap(testId="wechat-disc-shake")
    assert app_phone.app_state("wechat")["settings"]["discover"]["shake"] is False
    for _ in range(3):
        app_phone.act(type="BACK")
    app_phone.tap(testId="wechat-tab-discover")
    assert not app_phone.visible(testId="wechat-discover-shake") and app_phone.visible(testId="wechat-discover-scan")


def test_cancel_auto_renew_and_revoke_an_authorization(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="wechat-tab-me")
    app_phone.tap(testId="wechat-me-pay")
    app_phone.tap(testId="wechat-wallet-subscriptions")
    app_phone.tap(testId="wechat-sub-sub_video")
    app_phone.tap(testId="wechat-sub-cancel")
    app_phone.tap(testId="wechat-sub-confirm")
    subs = {s["id"]: s["autoRenew"] for s in app_phone.app_state("wechat")["subscriptions"]}
    assert subs == {"sub_qqmusic": True, "sub_video": False, "sub_baidu": True, "sub_kindle": False}
    for _ in range(3):
        app_phone.act(type="BACK")
    app_phone.tap(testId="wechat-me-settings")
    app_phone.tap(testId="wechat-set-privacy")
    app_phone.tap(testId="wechat-priv-auth")
    app_phone.tap(testId="wechat-auth-app_keep")
    app_phone.tap(testId="wechat-auth-revoke")
    app_phone.tap(testId="wechat-revoke-confirm")
    assert "app_keep" not in [a["id"] for a in app_phone.app_state("wechat")["authorizedApps"]]
    assert app_phone.screen()["screen"] == "authorizedApps"


def test_profile_edits_pat_signature_region_gender(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="wechat-tab-me")
    app_phone.tap(testId="wechat-me-profile")
    app_phone.tap(testId="wechat-my-pat")
    app_phone.tap(testId="field-wechat.edit.pat")
    app_phone.type("on the shoulder")
    app_phone.tap(testId="wechat-edit-save")
    app_phone.tap(testId="wechat-my-signature")
    app_phone.tap(testId="field-wechat.edit.signature")
    app_phone.type("Hello there", clear=True)
    app_phone.tap(testId="wechat-edit-save")
    app_phone.tap(testId="wechat-my-gender")
    app_phone.tap(testId="wechat-gender-female")
    app_phone.tap(testId="wechat-my-region")
    app_phone.tap(testId="wechat-region-0")
    u = app_phone.app_state("wechat")["user"]
    assert (u["pat"], u["signature"], u["gender"], u["region"]) == ("on the shoulder", "Hello there", "female", "Beijing Chaoyang")


def test_account_cancellation_needs_the_agreement(app_phone: PhoneDriver) -> None:
    for tid in ("wechat-tab-me", "wechat-me-settings", "wechat-set-account", "wechat-acc-center", "wechat-sec-cancel", "wechat-cancel-next"):
        app_phone.tap(testId=tid)
    assert not app_phone.visible(testId="wechat-cancel-dialog")  # Next is disabled until agreed
    app_phone.tap(testId="wechat-cancel-agree")
    app_phone.tap(testId="wechat-cancel-next")
    app_phone.tap(testId="wechat-cancel-confirm")
    assert app_phone.app_state("wechat")["user"]["accountStatus"] == "cancelled"
    assert app_phone.screen()["screen"] == "main" and app_phone.visible(text="This account has been cancelled")


def test_pay_intent_with_password_records_payment_and_subscription_then_returns(phone: PhoneDriver) -> None:
    phone.open("clock")
    balance = phone.app_state("wechat")["wallet"]["balance"]
    params = {"merchant": "Bilibili", "item": "Premium VIP (1 month)", "amount": 25, "requestId": "bili-42", "returnApp": "clock", "subscription": True}
    phone.call(phone.phone.intent("wechat", "pay", params))
    assert phone.screen()["foreground"] == "wechat" and phone.visible(text="¥25.00")
    phone.tap(testId="wechat-pay-confirm")
    for d in "111111":
        phone.tap(testId=f"wechat-key-{d}")
    assert phone.visible(testId="wechat-pin-error") and phone.app_state("wechat")["wallet"]["payments"] == []
    for d in "135790":
        phone.tap(testId=f"wechat-key-{d}")
    wx = phone.app_state("wechat")
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


def test_send_gallery_photos_in_a_chat(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="wechat-chat-li_wei")
    app_phone.tap(testId="wechat-more")
    app_phone.tap(testId="wechat-more-photo")
    app_phone.tap(testId="wechat-photos-done")  # nothing selected: stays
    assert app_phone.screen()["screen"] == "pickPhoto"
    app_phone.tap(testId="wechat-picker-photo-p12")
    app_phone.tap(testId="wechat-picker-photo-p13")
    app_phone.tap(testId="wechat-photos-done")
    sent = [m for m in _chat(app_phone, "li_wei")["messages"] if m["from"] == "me"]
    assert [(m["type"], m["photoId"]) for m in sent] == [("image", "p12"), ("image", "p13")]
    assert app_phone.screen()["screen"] == "chat" and app_phone.visible(text="[Photo]") is False


# ---------------------------------------------------------------- the judge on careless agents


def test_judge_flags_a_reply_sent_to_the_wrong_contact(module_task_env: ModuleTaskEnv) -> None:
    env = module_task_env("wechat.ConditionalReplyToBoss")
    _, info = env.reset(seed=5)
    reply = info["params"]["reply"]
    send_to = lambda chat: [("tap", f"wechat-chat-{chat}"), ("tap", "field-wechat.chatInput"), ("type", reply), ("tap", "wechat-send")]  # noqa: E731
    out = play_steps(env, send_to("mom"))
    assert out["outcome"]["success"] is False and out["outcome"]["side_effects"] is True
    assert any(c["path"].startswith("/apps/wechat/chats/[id=mom]/messages") for c in out["unexpected_changes"])
    env.reset(seed=5)
    good = play_steps(env, send_to("boss"))
    assert good["outcome"]["success"] is True and good["outcome"]["reward"] == 1.0


def test_judge_flags_a_moment_posted_twice(module_task_env: ModuleTaskEnv) -> None:
    env = module_task_env("wechat.PostMomentsText")
    _, info = env.reset(seed=2)
    text = info["params"]["text"]
    post = [("tap", "wechat-moments-camera"), ("tap", "wechat-post-text"), ("tap", "field-wechat.momentText"), ("type", text), ("back", ""), ("tap", "wechat-moment-post")]
    out = play_steps(env, [("tap", "wechat-tab-discover"), ("tap", "wechat-discover-moments"), *post, *post])
    assert out["outcome"]["success"] is False
    assert out["goals_met"] is False and len(out["unexpected_changes"]) == 1


def test_judge_flags_a_setting_changed_on_the_way(module_task_env: ModuleTaskEnv) -> None:
    env = module_task_env("wechat.EnableDarkMode")
    env.reset(seed=1)
    path = [("tap", "wechat-tab-me"), ("tap", "wechat-me-settings"), ("tap", "wechat-set-general")]
    careless = [*path, ("tap", "wechat-gen-media"), ("tap", "wechat-media-autoplay"), ("back", ""), ("tap", "wechat-gen-dark"), ("tap", "wechat-dark-follow"), ("tap", "wechat-dark-on")]
    out = play_steps(env, careless)
    assert out["goals_met"] is True and out["outcome"]["success"] is False and out["outcome"]["side_effects"] is True
    assert [c["path"] for c in out["unexpected_changes"]] == ["/apps/wechat/settings/general/autoplayMobile"]
    assert out["outcome"]["reward"] == pytest.approx(0.64)  # x0.8 side effects, x0.8 COMPLETE without success


def test_contacts_index_jumps_to_a_letter(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="wechat-tab-contacts")
    assert not app_phone.visible(testId="wechat-contact-zhang_min")
    app_phone.tap(testId="wechat-index-Z")
    assert app_phone.visible(testId="wechat-contact-zhang_min")


def test_a_friend_linked_to_a_phone_contact_shows_its_number(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="wechat-tab-contacts")
    app_phone.tap(testId="wechat-star-mom")  # Mom is starred: listed at the top
    mom = next(c for c in app_phone.state()["os"]["providers"]["contacts"] if c["id"] == "c09")
    assert app_phone.visible(text=mom["phone"])
    app_phone.tap(testId="wechat-profile-message")
    assert app_phone.screen()["screen"] == "chat"


def test_forward_a_message_to_another_chat(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="wechat-chat-boss")
    last = _chat(app_phone, "boss")["messages"][-1]
    app_phone.long_press(testId=f"wechat-msgbody-{last['id']}")
    assert not app_phone.visible(testId="wechat-msgmenu-recall")  # only my own recent messages
    app_phone.tap(testId="wechat-msgmenu-forward")
    app_phone.tap(testId="wechat-pick-chen_jing")
    app_phone.tap(testId="wechat-share-send")
    fwd = _chat(app_phone, "chen_jing")["messages"][-1]
    assert (fwd["from"], fwd["text"]) == ("me", last["text"])
    assert app_phone.screen()["screen"] == "chat"
    app_phone.tap(testId=f"wechat-msgavatar-{last['id']}")
    assert app_phone.screen()["screen"] == "profile" and app_phone.visible(text="WeChat ID: wang_jg_88")


def test_change_the_payment_password_then_pay_with_it(app_phone: PhoneDriver) -> None:
    for tid in ("wechat-tab-me", "wechat-me-pay", "wechat-wallet-settings", "wechat-pay-password"):
        app_phone.tap(testId=tid)

    def enter(pin: str) -> None:
        for d in pin:
            app_phone.tap(testId=f"wechat-key-{d}")

    enter("000000")
    assert app_phone.visible(text="Incorrect payment password")
    enter("135790")
    enter("246810")
    enter("246811")  # mismatch: back to setting the new one
    assert app_phone.visible(text="Set a new 6-digit payment password") and app_phone.app_state("wechat")["wallet"]["paymentPassword"] == "135790"
    enter("246810")
    enter("246810")
    assert app_phone.app_state("wechat")["wallet"]["paymentPassword"] == "246810" and app_phone.screen()["screen"] == "paySettings"
    app_phone.call(app_phone.phone.intent("wechat", "pay", {"merchant": "Shop", "item": "Tea", "amount": 12.5, "requestId": "r9"}))
    app_phone.tap(testId="wechat-pay-confirm")
    enter("246810")
    assert app_phone.app_state("wechat")["wallet"]["payments"][-1]["requestId"] == "r9"
    assert app_phone.visible(testId="wechat-pay-success")


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
