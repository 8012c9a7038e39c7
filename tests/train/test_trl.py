"""TRL's own GRPOTrainer learns from our phones through GroupRollout (mobilegym_gym.train.trl):
one update on CPU with a tiny random VLM, on the rewards the judge gives those episodes."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
import torch
from tiny_llava import tiny_llava
from trl import GRPOConfig, GRPOTrainer

from mobilegym_gym.rollouts import EpisodeResult, GroupResult, episode_index
from mobilegym_gym.tasks.env import TaskEnv
from mobilegym_gym.train.trl import GroupRollout, grpo_dataset, judge_reward

os.environ["HF_HUB_OFFLINE"] = "1"
os.environ["TRL_EXPERIMENTAL_SILENCE"] = "1"

pytestmark = pytest.mark.browser

TASK, SEED, K, BUDGET = "clock.ToggleAlarm", 0, 4, 3
#: The trainer's seed, which seeds the rollout's sampling: with it the tiny model's group of 4 ends
#: differently (a success, a 0.5, two 0s), so the update has a signal to follow.
TRAINER_SEED = 2


def _replayed_reward(episode: EpisodeResult) -> float:
    """The judge's reward for the episode's recorded actions, played again on a fresh phone."""
    env = TaskEnv(task_id=TASK, max_episode_steps=BUDGET)
    try:
        env.reset(seed=SEED)
        info: dict[str, Any] = {}
        for step in episode.steps:
            if step.action == "<format error>":
                info = env.end_with_format_error("replayed")
                break
            _, _, terminated, truncated, info = env.step(step.action)
            if terminated or truncated:
                break
        return float(info["outcome"]["reward"])
    finally:
        env.close()


@pytest.fixture(scope="module")
def dataset() -> Any:
    rows = grpo_dataset([TASK], seeds=[SEED])
    assert rows[0]["task_id"] == TASK and len(rows[0]["images"]) == 1
    return rows


def _train_one_step(dataset: Any, model: Any, processor: Any, output_dir: Path) -> tuple[GroupResult, list[list[float | None]]]:
    """One GRPO update through TRL's loop; the group it played and the rewards it trained on."""
    trained_on: list[list[float | None]] = []

    def reward(completions: list[Any], **kwargs: Any) -> list[float | None]:
        rewards = judge_reward(completions, **kwargs)
        trained_on.append(rewards)
        return rewards

    rollout = GroupRollout(dataset, max_steps=BUDGET)
    args = GRPOConfig(output_dir=str(output_dir), max_steps=1, num_generations=K, per_device_train_batch_size=K, max_completion_length=4,
                      learning_rate=1e-2, report_to="none", use_cpu=True, gradient_checkpointing=False, save_strategy="no", seed=TRAINER_SEED, logging_steps=1)
    trainer = GRPOTrainer(model=model, reward_funcs=reward, args=args, train_dataset=dataset, processing_class=processor, rollout_func=rollout)
    try:
        trainer.train()
    finally:
        rollout.close()
    assert trainer.state.global_step == 1
    (group,) = rollout.last_groups
    assert (group.task_id, group.seed, len(group.episodes)) == (TASK, SEED, K)
    assert len({e.start_screen_sha256 for e in group.episodes}) == 1
    return group, trained_on


def test_grpo_trainer_takes_an_update_on_the_judges_rewards(dataset: Any, tmp_path: Path) -> None:
    model, processor = tiny_llava()
    before = {name: p.detach().clone() for name, p in model.named_parameters()}
    group, trained_on = _train_one_step(dataset, model, processor, tmp_path)

    assert any(not torch.equal(before[name], p) for name, p in model.named_parameters()), "the update changed no parameter"
    assert trained_on == [group.rewards]
    assert len(set(group.rewards)) > 1, f"every episode got the same reward {group.rewards}: no signal to learn from"
    for episode in group.episodes:
        assert episode.trainable and episode.reward is not None
        assert _replayed_reward(episode) == pytest.approx(episode.reward)


def test_a_failed_generate_is_masked_never_rewarded_0(dataset: Any, tmp_path: Path) -> None:
    model, processor = tiny_llava()
    generate = model.generate

    def failing_for_episode_1(*args: Any, **kwargs: Any) -> Any:
        if episode_index() == 1:
            raise RuntimeError("out of memory")
        return generate(*args, **kwargs)

    model.generate = failing_for_episode_1
    group, trained_on = _train_one_step(dataset, model, processor, tmp_path)

    failed = group.episodes[1]
    assert (failed.status, failed.trainable, failed.reward) == ("infrastructure_error", False, None)
    assert "out of memory" in str(failed.error)
    assert trained_on == [group.rewards] and trained_on[0][1] is None
    assert all(r is not None for i, r in enumerate(trained_on[0]) if i != 1)


def test_unknown_task_id_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match=r"unknown task id\(s\) \['clock.NoSuchTask'\]"):
        grpo_dataset(["clock.NoSuchTask"], seeds=[0])
