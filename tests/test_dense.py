"""Dense mode (``phones_per_page=K``): K phones in one page (one document, one renderer process).
A renderer crash or a call cut off ends its group's episodes only, a tap reaches its own phone
only, the same seed and actions draw the same bytes as the default mode, the network stays
closed, garbage is collected on the page's budget, and bad values are refused."""

from __future__ import annotations

import socket

import gymnasium as gym
import numpy as np
import pytest

import mobilegym_gym  # noqa: F401 - registers the ids
from conftest import crash_page
from mobilegym_gym import actions as A
from mobilegym_gym.pool import EnvPool
from mobilegym_gym.vector import MobileGymVectorEnv

pytestmark = pytest.mark.browser

SMALL = {"capture_size": (360, 800)}


def _renderers(vec: MobileGymVectorEnv) -> int:
    """Renderer processes of the vector env's browser."""

    async def count() -> int:
        session = await vec.envs[0].phone.page.context.browser.new_browser_cdp_session()  # type: ignore[union-attr]
        try:
            info = await session.send("SystemInfo.getProcessInfo")
        finally:
            await session.detach()
        return sum(p["type"] == "renderer" for p in info["processInfo"])

    return vec._runtime.call(count())


def test_each_group_of_k_phones_is_one_renderer_and_a_crash_ends_only_its_group() -> None:
    """Two groups of two: two renderer processes. ``Page.crash`` on one page kills its renderer:
    both phones of that group report ``env_error`` (truncated, reward 0), the other group steps
    on unharmed, and a masked reset rebuilds the crashed group."""
    v = MobileGymVectorEnv(num_envs=4, phones_per_page=2, task_id="clock.ToggleAlarm", **SMALL)
    try:
        v.reset(seed=0)
        assert _renderers(v) == 2
        pages = [v.envs[i].phone.page for i in range(4)]
        assert pages[0] is pages[1] and pages[2] is pages[3] and pages[0] is not pages[2]
        crashed = v.envs[0].phone.page

        v._runtime.call(crash_page(crashed))
        _, rewards, term, trunc, infos = v.step(["NOOP"] * 4)
        assert trunc.tolist() == [True, True, False, False] and not term.any()
        assert infos["_env_error"].tolist() == [True, True, False, False]
        assert rewards.tolist() == [0.0] * 4
        obs, infos = v.reset(options={"reset_mask": trunc})
        assert infos["_task_id"].tolist() == [True, True, False, False]
        _, _, term, trunc, infos = v.step(["COMPLETE"] * 4)
        assert term.all() and "_env_error" not in infos
        assert _renderers(v) == 2  # the rebuilt group is one renderer again
    finally:
        v.close()


def test_a_reset_after_a_crash_rebuilds_the_page_without_a_step_first() -> None:
    """A phone whose page crashed while it stood still knows its page is lost (``page_lost``):
    its next reset rebuilds it instead of failing, and its group's phones meet on the new page."""
    v = MobileGymVectorEnv(num_envs=2, phones_per_page=2, **SMALL)
    try:
        v.reset(seed=0)
        crashed = v.envs[0].phone.page

        v._runtime.call(crash_page(crashed))
        assert all("crashed" in (env.phone.page_lost or "") for env in v.envs)
        obs, _ = v.reset(seed=1)
        assert v.envs[0].phone.page is v.envs[1].phone.page is not crashed
        assert all(env.phone.page_lost is None for env in v.envs) and obs.any()
    finally:
        v.close()


def test_a_tap_on_one_phone_reaches_no_other_phone_of_its_group() -> None:
    """Phones 0-2 in one renderer, phone 3 (the control) in another, stepped together: phone 0
    opens an app and types, the others take NOOPs. Phones 1 and 2 end in the control's state and
    draw its bytes; phone 0 alone changed."""
    v = gym.make_vec("MobileGym/Phone-v0", num_envs=4, phones_per_page=3, **SMALL).unwrapped
    try:
        assert isinstance(v, MobileGymVectorEnv)
        v.reset(seed=[5] * 4)
        x, y = v.envs[0].locate("Notes")
        v.step([A.click(x, y), A.noop(), A.noop(), A.noop()])
        obs, _, _, _, infos = v.step([A.type_text("dense"), A.noop(), A.noop(), A.noop()])
        hashes = [v._runtime.call(env.phone.state_hash()) for env in v.envs]
        screens = [env.encoded_observation() for env in v.envs]
        assert hashes[1] == hashes[2] == hashes[3] != hashes[0]
        assert screens[1] == screens[2] == screens[3] != screens[0]
        assert np.array_equal(obs[1], obs[3]) and not np.array_equal(obs[0], obs[3])
    finally:
        v.close()


def test_the_same_seed_and_actions_draw_the_same_bytes_dense_or_not() -> None:
    kwargs = {"num_envs": 2, **SMALL}
    dense = gym.make_vec("MobileGym/Clock_ToggleAlarm-v0", phones_per_page=2, **kwargs)
    default = gym.make_vec("MobileGym/Clock_ToggleAlarm-v0", **kwargs)
    try:
        a, _ = dense.reset(seed=11)
        b, _ = default.reset(seed=11)
        assert np.array_equal(a, b)
        for actions in (["BACK", A.click(500, 500)], [A.awake("clock"), A.awake("wechat")], [A.drag(500, 800, 500, 200), A.click(300, 300)]):
            a, *_, ia = dense.step(actions)
            b, *_, ib = default.step(actions)
            assert np.array_equal(a, b) and list(ia["state_hash"]) == list(ib["state_hash"])
            for i in range(2):
                assert dense.unwrapped.envs[i].encoded_observation() == default.unwrapped.envs[i].encoded_observation()
    finally:
        dense.close()
        default.close()


def test_a_dense_page_reaches_nothing_outside_and_what_it_asked_for_is_recorded() -> None:
    """Dense browsers map the group names to the asset server and nothing else: a fetch of an
    outside name and a WebSocket to a listening local port fail and are recorded."""
    v = MobileGymVectorEnv(num_envs=2, phones_per_page=2, **SMALL)
    try:
        v.reset(seed=0)
        phone = v.envs[0].phone
        v._runtime.call(phone.state_hash())  # phone 0 current: what the page asks for now is its
        with socket.create_server(("127.0.0.1", 0)) as tcp:
            port = tcp.getsockname()[1]
            script = """async (port) => {
                const fetched = await fetch("http://example.com/x").then(() => "ok", () => "error");
                const ws = await new Promise((done) => {
                    const s = new WebSocket(`ws://127.0.0.1:${port}/`);
                    s.onopen = () => done("open"); s.onerror = () => done("error");
                });
                return [fetched, ws];
            }"""
            assert v._runtime.call(phone.page.evaluate(script, port)) == ["error", "error"]
            tcp.settimeout(0.5)
            with pytest.raises(TimeoutError):
                tcp.accept()
        assert "http://example.com/x" in phone.blocked_requests and f"ws://127.0.0.1:{port}/" in phone.blocked_requests
        assert v.envs[1].phone.blocked_requests == []
    finally:
        v.close()


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"phones_per_page": 0}, "phones_per_page must be from 1"),
        ({"phones_per_page": 257}, "phones_per_page must be from 1 .* to 256"),
        ({"phones_per_page": 2.5}, "phones_per_page must be a whole number"),
        ({"phones_per_page": "4"}, "phones_per_page must be a whole number"),
        ({"phones_per_page": True}, "phones_per_page must be a whole number"),
        ({"phones_per_page": 2, "browsers": 2}, "phones_per_page=2 does not divide the 5 phones"),
    ],
)
def test_bad_phones_per_page_is_refused_naming_the_option_and_the_fix(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        EnvPool("MobileGym/Phone-v0", size=5, **kwargs)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=message):
        gym.make_vec("MobileGym/Phone-v0", num_envs=5, **kwargs)


def test_a_dense_page_collects_garbage_on_a_budget_of_all_its_phones() -> None:
    """One ``gc()`` goes through the heap of all K phones of a page, so a page of K phones
    collects after K times one phone's budget of acts (128): after 130 acts of each phone, the
    page of two phones (260 acts) has collected once, not twice, and the lone phone's page once."""
    v = MobileGymVectorEnv(num_envs=3, phones_per_page=2, **SMALL)
    try:
        v.reset(seed=0)
        pages = [v.envs[0].phone.page, v.envs[2].phone.page]
        assert [p.url.rsplit("?", 1)[1] for p in pages] == ["phones=2", "phones=1"]
        count = "() => { const gc = globalThis.gc; globalThis.__gcCalls = 0; globalThis.gc = () => { globalThis.__gcCalls++; gc(); }; }"

        async def evaluate_all(script: str) -> list[int]:
            return [await p.evaluate(script) for p in pages]

        v._runtime.call(evaluate_all(count))
        for _ in range(130):
            v.step([A.noop()] * 3)
        assert v._runtime.call(evaluate_all("() => globalThis.__gcCalls")) == [1, 1]
    finally:
        v.close()


def test_a_call_cut_off_in_a_dense_page_ends_its_phones_episodes_and_a_reset_rebuilds_them() -> None:
    """A page whose call hangs past ``call_timeout_s`` may still be running it, so no other phone
    of the page may run a call there: both phones of the group report ``env_error``, the lone
    phone steps on, and a masked reset gives the group a new page where all steps work."""
    v = MobileGymVectorEnv(num_envs=3, phones_per_page=2, call_timeout_s=2.0, **SMALL)
    try:
        v.reset(seed=0)
        hung = v.envs[0].phone.page
        v._runtime.call(hung.evaluate("() => { window.__mg.settle = () => new Promise(() => {}); }"))
        _, _, _, trunc, infos = v.step([A.noop()] * 3)
        assert infos["_env_error"].tolist() == [True, True, False] and trunc.tolist() == [True, True, False]
        v.reset(options={"reset_mask": trunc})
        assert v.envs[0].phone.page is v.envs[1].phone.page is not hung
        _, _, _, trunc, infos = v.step([A.click(500, 500)] * 3)
        assert "_env_error" not in infos and not trunc.any()
    finally:
        v.close()
