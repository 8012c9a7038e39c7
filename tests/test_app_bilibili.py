"""Bilibili through real Chromium and real taps: the rankings, last November's uploads and the
follower counts the judges read against what the screens show, on several partitions and
uploaders; coins (the "like too" box, the cap of two), the long-press triple, following with
its recommendations; the player's frame on the simulated clock; VIP only when WeChat's record
says paid; typed text rendered literally; and the judges catching careless side effects on
hand-made states and through the GUI."""

from __future__ import annotations

from typing import Any

import pytest

import mobilegym_gym  # noqa: F401 - registers the ids
from conftest import MakeEnv, PhoneDriver, page_eval, tap
from mobilegym_gym import actions as A
from mobilegym_gym.errors import StatePatchError
from mobilegym_gym.sim.bundle import world
from mobilegym_gym.tasks.loader import suite_hooks

pytestmark = pytest.mark.browser





hooks = suite_hooks("bilibili")
xhooks = suite_hooks("crossapp_content")

VIDEOS = {v["id"]: v for v in world("bilibili_videos")}
UPLOADERS = {u["id"]: u for u in world("bilibili_uploaders")}
RANKINGS = {r["partition"]: r["videos"] for r in world("bilibili_rankings")}
LAST_NOV = {f["uploader"]: f for f in world("bilibili_last_november")}


def _open_video(phone: PhoneDriver, vid: str) -> None:
    phone.open("bilibili")
    phone.tap(testId="bilibili-search-open")
    phone.type(VIDEOS[vid]["title"])
    phone.act(type="ENTER")
    phone.tap(testId=f"bilibili-result-video-{vid}")


_ROW_TITLES = "(p) => [...document.querySelectorAll(`[data-testid^='bilibili-rank-${p}-'] .bili-row-title`)].map(e => e.textContent)"


# ---------- what the judges read is what the screens show ----------


@pytest.mark.parametrize("partition", ["all", "music", "food", "sports"])
def test_the_ranking_the_judges_read_is_the_one_the_screen_lists(phone: PhoneDriver, partition: str) -> None:
    phone.open("bilibili")
    phone.tap(testId="bilibili-hometab-popular")
    phone.tap(testId="bilibili-open-ranking")
    phone.tap(testId=f"bilibili-rank-tab-{partition}")
    shown = phone.evaluate(_ROW_TITLES, partition)
    assert len(shown) >= 5
    assert shown == [VIDEOS[i]["title"] for i in RANKINGS[partition][: len(shown)]]
    plays = [VIDEOS[i]["plays"] for i in RANKINGS[partition]]
    assert plays == sorted(plays, reverse=True)


@pytest.mark.parametrize("uid", ["u03", "u25", "u47"])
def test_last_novembers_uploads_are_the_ones_the_space_page_dates(phone: PhoneDriver, uid: str) -> None:
    up = UPLOADERS[uid]
    phone.open("bilibili")
    phone.tap(testId="bilibili-search-open")
    phone.type(up["name"])
    phone.act(type="ENTER")
    phone.tap(testId="bilibili-search-tab-users")
    assert phone.visible(text=f"{up['followersText']} followers · {len(up['videos'])} videos")
    phone.tap(testId=f"bilibili-result-user-open-{uid}")
    phone.tap(testId="bilibili-space-sort-plays")
    rows = phone.evaluate("() => [...document.querySelectorAll(\"[data-testid^='bilibili-space-video-']\")].map(e => [e.querySelector('.bili-row-title').textContent, e.querySelectorAll('.bili-row-sub')[1].textContent])")
    november = [title for title, sub in rows if sub.endswith(tuple(f"2025-11-{d:02d}" for d in range(1, 31)))]
    fact = LAST_NOV[uid]
    assert len(rows) == len(up["videos"])
    assert november == [VIDEOS[i]["title"] for i in fact["videos"]] and len(november) == fact["count"] >= 1
    assert november[0] == VIDEOS[fact["top"]]["title"]


def test_the_watching_now_count_tags_and_comments_are_the_worlds(phone: PhoneDriver) -> None:
    vid = "v042"
    v = VIDEOS[vid]
    _open_video(phone, vid)
    assert phone.visible(text=f"{v['online']} watching now")
    for tag in v["tags"]:
        assert phone.visible(testId=f"bilibili-tag-{tag}")
    phone.tap(testId="bilibili-tab-comments")
    c = v["comments"][0]
    assert phone.visible(text=c["text"])
    phone.tap(testId=f"bilibili-commenter-{c['id']}")
    assert phone.visible(text=f"UID: {c['uid']}")


# ---------- coins, triple, favourites, follow ----------


def test_a_coin_likes_too_unless_the_box_is_unticked_and_two_is_the_cap(phone: PhoneDriver) -> None:
    vid = "v010"
    _open_video(phone, vid)
    coins = phone.app_state("bilibili")["user"]["coins"]
    phone.tap(testId="bilibili-coin")
    phone.tap(testId="bilibili-coin-like")  # untick "like too"
    phone.tap(testId="bilibili-coin-confirm")
    s = phone.app_state("bilibili")
    assert s["user"]["coins"] == coins - 1 and {"id": vid, "count": 1} | {"at": 0} == next(x for x in s["coinsGiven"] if x["id"] == vid) | {"at": 0}
    assert all(x["id"] != vid for x in s["liked"])
    # One more coin with the box left ticked: liked now; a third coin is refused.
    phone.tap(testId="bilibili-coin")
    phone.tap(testId="bilibili-coin-confirm")
    s = phone.app_state("bilibili")
    assert s["user"]["coins"] == coins - 2 and any(x["id"] == vid for x in s["liked"])
    assert next(x for x in s["coinsGiven"] if x["id"] == vid)["count"] == 2
    phone.tap(testId="bilibili-coin")
    assert not phone.visible(testId="bilibili-coin-dialog") and phone.app_state("bilibili")["user"]["coins"] == coins - 2


def test_the_long_press_triple_likes_coins_and_favourites_once(phone: PhoneDriver) -> None:
    vid = "v011"
    _open_video(phone, vid)
    before = phone.app_state("bilibili")
    phone.long_press(testId="bilibili-like")
    s = phone.app_state("bilibili")
    assert any(x["id"] == vid for x in s["liked"])
    assert next(x for x in s["coinsGiven"] if x["id"] == vid)["count"] == 1 and s["user"]["coins"] == before["user"]["coins"] - 1
    assert vid in next(f for f in s["folders"] if f["isDefault"])["videoIds"]
    phone.long_press(testId="bilibili-like")  # a second triple changes nothing
    assert phone.app_state("bilibili") == s


def test_a_new_folder_from_the_favourite_sheet_holds_the_video(phone: PhoneDriver) -> None:
    vid = "v012"
    _open_video(phone, vid)
    phone.tap(testId="bilibili-fav")
    phone.tap(testId="bilibili-fav-new")
    phone.tap(testId="field-bilibili.folderName")
    phone.type("Rainy day")
    phone.tap(testId="bilibili-folder-save")
    folders = phone.app_state("bilibili")["folders"]
    new = [f for f in folders if f["title"] == "Rainy day"]
    assert len(new) == 1 and new[0]["videoIds"] == [vid]
    assert vid in next(f for f in folders if f["isDefault"])["videoIds"]  # it was already in the default folder: kept


def test_following_shows_the_recommendations_and_unfollowing_asks_first(phone: PhoneDriver) -> None:
    up = UPLOADERS["u02"]
    phone.open("bilibili")
    phone.tap(testId="bilibili-search-open")
    phone.type(up["name"])
    phone.act(type="ENTER")
    phone.tap(testId="bilibili-search-tab-users")
    phone.tap(testId="bilibili-result-user-open-u02")
    assert not phone.visible(testId="bilibili-recs")
    phone.tap(testId="bilibili-space-follow")
    for r in up["recommended"]:
        assert phone.visible(testId=f"bilibili-rec-{r}")
    phone.tap(testId="bilibili-space-following")
    phone.tap(testId="bilibili-unfollow-cancel")
    assert any(x["id"] == "u02" for x in phone.app_state("bilibili")["following"])
    phone.tap(testId="bilibili-space-following")
    phone.tap(testId="bilibili-unfollow-confirm")
    assert all(x["id"] != "u02" for x in phone.app_state("bilibili")["following"])


# ---------- a feed read far ----------


def test_a_feed_read_far_leaves_no_pile_of_garbage(phone: PhoneDriver) -> None:
    """The cards scrolled past are unmounted, and their DOM and layout objects are garbage in
    Blink's heap; V8 left them there past 30 MiB in 120 swipes. control/garbage.ts collects after
    a budget of unmounted elements, so 60 swipes leave at most a few MiB of them."""

    async def blink_heap_mib(collect: bool) -> float:
        page = phone.phone.page
        cdp = await page.context.new_cdp_session(page)
        try:
            if collect:
                await cdp.send("HeapProfiler.collectGarbage")
            return float((await cdp.send("Runtime.getHeapUsage"))["embedderHeapUsedSize"]) / 2**20
        finally:
            await cdp.detach()

    phone.open("bilibili")
    live = phone.call(blink_heap_mib(collect=True))
    offsets = []
    for _ in range(60):
        offsets.append(phone.act(type="DRAG", x=500, y=800, x2=500, y2=250, duration_ms=1000)["effect"])
    assert offsets[-1].startswith("scrolled to"), offsets[-1]  # still reading new cards
    assert phone.call(blink_heap_mib(collect=False)) - live < 4.0


# ---------- the player, the birthday picker, typed text ----------


def test_the_frame_moves_one_simulated_second_at_a_time_while_playing(phone: PhoneDriver) -> None:
    _open_video(phone, "v020")
    second = "() => document.querySelector('[data-testid=bilibili-frame]').dataset.second"
    assert phone.evaluate(second) == "0"
    phone.tap(testId="bilibili-player")
    phone.act(type="WAIT", duration_ms=5_000)
    playing = int(phone.evaluate(second))
    assert 5 <= playing <= 6
    phone.tap(testId="bilibili-player")
    paused = phone.evaluate(second)
    phone.act(type="WAIT", duration_ms=5_000)
    assert phone.evaluate(second) == paused


def test_the_birthday_picker_saves_the_picked_date(phone: PhoneDriver) -> None:
    phone.open("bilibili")
    phone.tap(testId="nav-me")
    phone.tap(testId="bilibili-me-header")
    phone.tap(testId="bilibili-edit-birthday")
    for _ in range(6):
        if phone.visible(testId="bilibili-bday-year-1980"):
            break
        phone.act(type="SWIPE", x1=500, y1=700, x2=500, y2=350)
    phone.tap(testId="bilibili-bday-year-1980")
    phone.tap(testId="bilibili-bday-month-2")
    phone.tap(testId="bilibili-bday-day-29")  # 1980 is a leap year
    phone.tap(testId="bilibili-save")
    assert phone.app_state("bilibili")["user"]["birthday"] == "1980-02-29"


def test_typed_text_renders_as_text_never_markup(phone: PhoneDriver) -> None:
    phone.open("bilibili")
    phone.tap(testId="nav-me")
    phone.tap(testId="bilibili-me-header")
    phone.tap(testId="bilibili-edit-sign")
    phone.type("<b>x</b><img src=y>", clear=True)
    phone.tap(testId="bilibili-save")
    assert phone.app_state("bilibili")["user"]["sign"] == "<b>x</b><img src=y>"
    row = "() => { const e = document.querySelector('[data-testid=bilibili-edit-sign]'); return [e.textContent, e.querySelectorAll('b, img').length]; }"
    text, tags = phone.evaluate(row)
    assert "<b>x</b><img src=y>" in text and tags == 0
    phone.act(type="BACK")
    phone.tap(testId="nav-home")
    phone.tap(testId="bilibili-search-open")
    phone.type("<i>q</i>")
    phone.act(type="ENTER")
    phone.act(type="BACK")  # back to the history
    assert phone.visible(text="<i>q</i>", exact=False)
    assert phone.evaluate("() => document.querySelectorAll('.bili-historychip i').length") == 0


def test_a_posted_comment_is_stored_and_drawn_as_text(phone: PhoneDriver) -> None:
    _open_video(phone, "v030")
    phone.tap(testId="bilibili-tab-comments")
    phone.tap(testId="field-bilibili.comment")
    phone.type("<script>alert(1)</script> <b>nice</b>")
    phone.tap(testId="bilibili-comment-send")
    mine = phone.app_state("bilibili")["myComments"]
    assert [(c["video"], c["text"]) for c in mine] == [("v030", "<script>alert(1)</script> <b>nice</b>")]
    node = f"() => {{ const e = document.querySelector('[data-testid=bilibili-mycomment-{mine[0]['id']}]'); return [e.querySelector('.bili-comment-text').textContent, e.querySelectorAll('script, b').length]; }}"
    assert phone.evaluate(node) == ["<script>alert(1)</script> <b>nice</b>", 0]
    phone.tap(testId="bilibili-comment-send")  # empty now: refused
    assert len(phone.app_state("bilibili")["myComments"]) == 1


# ---------- VIP through WeChat Pay ----------


def test_vip_turns_on_only_when_wechat_recorded_the_payment(phone: PhoneDriver) -> None:
    phone.open("bilibili")
    phone.tap(testId="nav-me")
    phone.tap(testId="bilibili-me-vipcentre")
    phone.tap(testId="bilibili-vip-pay")
    assert phone.state()["ui"]["foreground"] == "wechat"
    phone.act(type="BACK")  # leave WeChat's payment without paying
    assert phone.state()["ui"]["foreground"] == "bilibili"
    phone.tap(testId="bilibili-vip-paid")
    assert phone.app_state("bilibili")["user"]["isVip"] is False
    phone.tap(testId="bilibili-vip-pay")
    phone.tap(testId="wechat-pay-confirm")
    for d in phone.state()["apps"]["wechat"]["wallet"]["paymentPassword"]:
        phone.tap(testId=f"wechat-key-{d}")
    phone.tap(testId="wechat-pay-done")
    phone.tap(testId="bilibili-vip-paid")
    s = phone.state()
    assert s["apps"]["bilibili"]["user"]["isVip"] is True and s["apps"]["bilibili"]["user"]["vipPlan"] == "monthly-auto"
    sub = [x for x in s["apps"]["wechat"]["subscriptions"] if x["merchant"] == "Bilibili"]
    assert len(sub) == 1 and sub[0]["autoRenew"] is True and sub[0]["amount"] == 15
    assert any(p["requestId"] == s["apps"]["bilibili"]["user"]["vipRequestId"] for p in s["apps"]["wechat"]["wallet"]["payments"])


# ---------- the judges catch careless agents ----------


def test_a_coin_with_like_ticked_or_a_setting_changed_on_the_way_is_caught(make_env: MakeEnv) -> None:
    env = make_env("bilibili.CoinVideoTask")
    _, info = env.reset(seed=4)
    v = info["params"]["v"]
    tap(env, "bilibili-search-open")
    env.step(A.type_text(v["title"]))
    env.step(A.enter())
    tap(env, f"bilibili-result-video-{v['id']}")
    tap(env, "bilibili-coin")
    info = tap(env, "bilibili-coin-confirm")  # "like too" left ticked
    assert not info["goals_met"]

    env2 = make_env("bilibili.SetSexTask")
    _, info = env2.reset(seed=1)
    target = info["params"]["target"]
    tap(env2, "nav-me")
    tap(env2, "bilibili-me-header")
    tap(env2, "bilibili-edit-sex")
    info = tap(env2, f"bilibili-sex-{target}")
    assert info["goals_met"] and info["clean"]
    env2.step(A.back())
    tap(env2, "bilibili-me-settings")
    info = tap(env2, "bilibili-setting-danmaku")
    assert info["goals_met"] and not info["clean"]


def _st(**bili: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"following": [], "liked": [], "disliked": [], "coinsGiven": [], "folders": [{"id": "f1", "title": "Default folder", "isPublic": False, "isDefault": True, "videoIds": []}]}
    return {"apps": {"bilibili": base | bili, "wechat": {"chats": [{"id": "c1", "messages": []}], "moments": []}}}


def test_follow_recommendation_hook_wants_exactly_one_recommended_uploader() -> None:
    up = UPLOADERS["u02"]
    params = {"t": {"up": up}}
    initial = _st(following=[{"id": "u09", "at": 0}])
    follow = lambda *ids: _st(following=[{"id": "u09", "at": 0}, *({"id": i, "at": 1} for i in ids)])  # noqa: E731
    assert hooks.followed_one_recommendation({"initial": initial, "final": follow("u02", up["recommended"][1]), "params": params})[0]
    assert not hooks.followed_one_recommendation({"initial": initial, "final": follow("u02", *up["recommended"][:2]), "params": params})[0]
    stranger = next(u for u in UPLOADERS if u not in up["recommended"] and u not in ("u02", "u09"))
    assert not hooks.followed_one_recommendation({"initial": initial, "final": follow("u02", stranger), "params": params})[0]


def test_coin_hook_refuses_a_liked_video_and_a_coin_given_before() -> None:
    p = {"v": {"id": "v010"}}
    coin = [{"id": "v010", "count": 1, "at": 1}]
    assert hooks.coined_not_liked({"initial": _st(), "final": _st(coinsGiven=coin), "params": p})[0]
    assert not hooks.coined_not_liked({"initial": _st(), "final": _st(coinsGiven=coin, liked=[{"id": "v010", "at": 1}]), "params": p})[0]
    assert not hooks.coined_not_liked({"initial": _st(coinsGiven=coin), "final": _st(coinsGiven=coin), "params": p})[0]


def test_top3_folder_hook_wants_one_new_folder_with_exactly_the_three() -> None:
    """(The crossapp_content messages and Moments are judged by claims: tests/test_crossapp_content.py.)"""
    ids = RANKINGS["food"][:3]
    t = {"folder": "Top three", "ids": ids}
    folder = {"id": "f100", "title": "Top three", "isPublic": True, "isDefault": False, "videoIds": ids}
    base = _st()["apps"]["bilibili"]["folders"]
    assert xhooks.bilibili_top3_folder({"initial": _st(), "final": _st(folders=[*base, folder]), "params": {"t": t}})[0]
    assert not xhooks.bilibili_top3_folder({"initial": _st(), "final": _st(folders=[*base, folder | {"videoIds": [*ids, RANKINGS["food"][3]]}]), "params": {"t": t}})[0]
    assert not xhooks.bilibili_top3_folder({"initial": _st(), "final": _st(folders=[*base, folder, folder | {"id": "f101"}]), "params": {"t": t}})[0]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_ranked_video_and_follower_count_the_judges_expect_are_on_screen(make_env: MakeEnv, seed: int) -> None:
    env = make_env("bilibili.FavVideoAndCountTask")
    _, info = env.reset(seed=seed)
    r = info["params"]["r"]
    tap(env, "bilibili-hometab-popular")
    tap(env, "bilibili-open-ranking")
    tap(env, f"bilibili-rank-tab-{r['partition']}")
    for _ in range(6):
        try:
            env.unwrapped.locate(test_id=f"bilibili-rank-{r['partition']}-{r['rank']}")
            break
        except Exception:  # noqa: BLE001 - not on screen yet
            env.step(A.swipe(500, 750, 500, 350))
    row = page_eval(env, f"() => document.querySelector('[data-testid=bilibili-rank-{r['partition']}-{r['rank']}] .bili-row-title').textContent")
    assert row == r["video"]["title"]

    env2 = make_env("bilibili.SearchUserFollowerCountTask")
    _, info = env2.reset(seed=seed)
    up = info["params"]["up"]
    tap(env2, "bilibili-search-open")
    env2.step(A.type_text(up["name"]))
    env2.step(A.enter())
    tap(env2, "bilibili-search-tab-users")
    shown = page_eval(env2, f"() => document.querySelector('[data-testid=bilibili-result-followers-{up['id']}]').textContent")
    expected = env2.unwrapped.task.expected_answers["followers"]
    assert expected == up["followersText"] and shown.startswith(f"{expected} followers")


@pytest.mark.parametrize(
    ("patch", "where"),
    [
        ({"op": "replace", "path": "/apps/bilibili/user/sex", "value": "robot"}, "/apps/bilibili/user/sex"),
        ({"op": "replace", "path": "/apps/bilibili/user/coins", "value": "many"}, "/apps/bilibili/user/coins"),
        ({"op": "add", "path": "/apps/bilibili/coinsGiven/-", "value": {"id": "v001"}}, "/apps/bilibili/coinsGiven/2"),
        ({"op": "add", "path": "/apps/bilibili/folders/-", "value": {"id": "f9", "title": "X", "videoIds": []}}, "/apps/bilibili/folders/4"),
    ],
)
def test_a_patch_that_breaks_bilibilis_state_is_refused_and_changes_nothing(phone: PhoneDriver, patch: dict[str, Any], where: str) -> None:
    before = phone.state()
    with pytest.raises(StatePatchError, match=where):
        phone.call(phone.phone.patch([patch]))
    assert phone.state()["apps"]["bilibili"] == before["apps"]["bilibili"]
