"""Group rollouts (issue 37, part 1): k episodes forked from one start, played concurrently by a
policy through the agents' prompt and parsing, each reward the judge's; format errors and
infrastructure errors reported as such, the latter masked from training."""

from __future__ import annotations

import asyncio
import json
import pickle
import statistics
from collections.abc import Iterator
from typing import Any

import pytest

from conftest import CAPTURE
from fake_openai import Answer, FakeOpenAI, InOrder, Raw
from mobilegym_gym import actions as A
from mobilegym_gym.agents.oracle import OracleAgent
from mobilegym_gym.agents.vlm import ModelConfig, ModelEndpointError
from mobilegym_gym.pool import EnvPool
from mobilegym_gym.rollouts import ADVANTAGE_EPS, episode_index, rollout_group
from mobilegym_gym.tasks.env import TaskEnv

pytestmark = pytest.mark.browser

TASK, SEED = "clock.ToggleAlarm", 3


@pytest.fixture(scope="module")
def pool() -> Iterator[EnvPool]:
    made = EnvPool(None, size=8, split="all", capture_size=CAPTURE)
    yield made
    made.close()


def played_alone(plan: list[str] | None) -> tuple[list[str], dict[str, Any]]:
    """The actions (our string form) played on a fresh env of TASK at SEED, and its last info:
    the oracle's when ``plan`` is None."""
    env = TaskEnv(task_id=TASK, capture_size=CAPTURE)
    try:
        obs, info = env.reset(seed=SEED)
        start = env.runtime.call(env.phone.state_hash())
        oracle = OracleAgent()
        oracle.reset(env, obs, info)
        played: list[str] = []
        done = False
        while not done:
            action = A.validate_action(oracle.act(obs, info) if plan is None else plan[len(played)], env.app_ids, env.app_labels)
            played.append(str(action))
            obs, _, terminated, truncated, info = env.step(action)
            done = terminated or truncated
        return played, {**info, "start_hash": start}
    finally:
        env.close()


def test_eight_episodes_fork_one_start_diverge_and_score_as_the_judge(pool: EnvPool) -> None:
    reference, reference_info = played_alone(None)
    other, other_info = played_alone(["HOME", "COMPLETE"])
    plans = [reference if i % 2 == 0 else other for i in range(8)]
    steps: dict[int, int] = {}

    def policy(messages: list[dict[str, Any]]) -> str:
        i = episode_index()
        n = steps[i] = steps.get(i, -1) + 1
        return f"Thought: step {n}.\nAction: {plans[i][n]}"

    group = asyncio.run(rollout_group(policy, TASK, SEED, 8, pool=pool, advantages=True))

    starts = {(e.start_state_hash, e.start_screen_sha256) for e in group.episodes}
    assert len(starts) == 1 and group.episodes[0].start_state_hash == reference_info["start_hash"]
    assert group.instruction == reference_info["instruction"] and group.params == reference_info["params"]
    first_sent = [e.steps[0].messages for e in group.episodes]
    assert all(m == first_sent[0] for m in first_sent)  # the same screenshot and prompt to every episode
    for i, episode in enumerate(group.episodes):
        alone = reference_info if i % 2 == 0 else other_info
        assert [s.action for s in episode.steps] == plans[i]
        assert episode.reward == alone["outcome"]["reward"] and episode.outcome == alone["outcome"]
        assert episode.steps[-1].progress == alone["progress"] and episode.trainable
        assert episode.status == ("success" if alone["outcome"]["success"] else "failure")
        assert episode.steps[0].reply == f"Thought: step 0.\nAction: {plans[i][0]}" and sum(s.reward for s in episode.steps) == episode.reward
    assert [e.status for e in group.episodes[:2]] == ["success", "failure"]
    rewards = [e.reward for e in group.episodes]
    mean, std = statistics.fmean(rewards), statistics.pstdev(rewards)  # type: ignore[arg-type]
    assert [e.advantage for e in group.episodes] == pytest.approx([(r - mean) / (std + ADVANTAGE_EPS) for r in rewards])  # type: ignore[operator]
    assert pickle.loads(pickle.dumps(group)) == group
    assert json.loads(json.dumps(group.to_json()))["episodes"][0]["steps"][0]["action"] == plans[0][0]


def test_an_endpoint_that_fails_mid_group_gives_masked_infrastructure_errors(pool: EnvPool) -> None:
    done = Answer("Action: COMPLETE")
    with FakeOpenAI(InOrder(done, done, then=Raw.error(500, "the server is down"))) as server:
        group = asyncio.run(rollout_group(ModelConfig(model="fake-vlm", base_url=server.base_url, max_retries=0), TASK, SEED, 4, pool=pool, advantages=True))
    finished = [e for e in group.episodes if e.trainable]
    failed = [e for e in group.episodes if not e.trainable]
    assert len(finished) == 2 and len(failed) == 2 and group.mask.count(False) == 2
    for e in failed:
        assert e.status == "infrastructure_error" and e.reward is None and e.advantage is None and e.outcome is None
        assert e.error is not None and "HTTP 500" in e.error and "the server is down" in e.error
    for e in finished:
        assert e.status == "failure" and e.outcome is not None and e.reward == e.outcome["reward"]
        assert e.outcome["false_complete"] and e.advantage == 0.0
        assert e.steps[0].messages is not None and e.steps[0].messages[0]["role"] == "system"


def test_an_endpoint_that_refuses_the_run_stops_the_group_and_gives_its_phones_back(pool: EnvPool) -> None:
    with FakeOpenAI(InOrder(then=Raw.error(401, "bad key"))) as server, pytest.raises(ModelEndpointError, match="401"):
        asyncio.run(rollout_group(ModelConfig(model="fake-vlm", base_url=server.base_url), TASK, SEED, 8, pool=pool))

    async def take_all() -> int:
        taken = [await pool.take() for _ in range(len(pool))]
        for handle in taken:
            pool.release(handle)
        return len(taken)

    assert asyncio.run(asyncio.wait_for(take_all(), 30)) == 8  # none left taken (a leak would wait forever)
    with pytest.raises(ValueError, match="the pool has 8 phones; a group of k=9 needs at least k"):
        asyncio.run(rollout_group(_async_policy, TASK, SEED, 9, pool=pool))


def test_a_page_that_fails_mid_episode_is_a_masked_infrastructure_error() -> None:
    """Episode 1's page navigates away while its policy thinks (a broken page): its step is an
    ``env_error``, reported as an infrastructure error; episode 0 is judged as usual."""
    two = EnvPool(None, size=2, split="all", capture_size=CAPTURE)  # a fresh pool: episode i plays phone i
    page = two.handles[1].env.phone.page

    async def leave() -> None:
        async with page.expect_event("domcontentloaded"):
            await page.evaluate("() => { window.location = 'about:blank'; }")

    def policy(messages: list[dict[str, Any]]) -> str:
        if episode_index() == 1:
            two.runtime.call(leave())
            return "Action: HOME"
        return "Action: COMPLETE"

    try:
        group = asyncio.run(rollout_group(policy, TASK, SEED, 2, pool=two))
    finally:
        two.close()
    judged, broken = group.episodes
    assert judged.trainable and judged.status == "failure" and judged.reward is not None
    assert broken.status == "infrastructure_error" and not broken.trainable and broken.reward is None
    assert broken.error is not None and "navigated away" in broken.error and group.mask == [True, False]


def test_an_unreadable_reply_is_a_format_error_judged_as_the_agents_failure() -> None:
    group = asyncio.run(rollout_group(lambda messages: "I would rather not say.", TASK, SEED, 2, capture_size=CAPTURE))
    for e in group.episodes:
        assert e.status == "format_error" and e.trainable and e.outcome is not None
        assert e.outcome["format_error"] and e.reward == e.outcome["reward"]
        assert e.steps[0].action == "<format error>" and e.steps[0].reply == "I would rather not say."
        assert e.steps[0].reward == e.reward and e.steps[0].messages is not None


async def _async_policy(messages: list[dict[str, Any]]) -> str:
    return "Action: COMPLETE"


@pytest.mark.parametrize(("policy", "task", "k", "error", "says"), [
    (_async_policy, TASK, 0, ValueError, "k \\(episodes per group\\) must be an int >= 1"),
    (_async_policy, "clock.NoSuchTask", 2, ValueError, "unknown task id 'clock.NoSuchTask'"),
    (42, TASK, 2, TypeError, "policy must be a ModelConfig .* or a callable"),
])
def test_bad_input_is_refused_before_any_phone_starts(policy: Any, task: str, k: int, error: type[Exception], says: str) -> None:
    with pytest.raises(error, match=says):
        asyncio.run(rollout_group(policy, task, SEED, k))
