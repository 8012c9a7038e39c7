"""TRL's own GRPOTrainer learns from our phones through GroupRollout (mobilegym_gym.train.trl):
one update on CPU with a tiny random VLM, on the rewards the judge gives those episodes."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
import torch
from tiny_vlm import tiny_vlm
from trl import GRPOConfig, GRPOTrainer

from mobilegym_gym.rollouts import EpisodeResult
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


def test_grpo_trainer_takes_an_update_on_the_judges_rewards(tmp_path: Path) -> None:
    dataset = grpo_dataset([TASK], seeds=[SEED])
    assert dataset[0]["task_id"] == TASK and len(dataset[0]["images"]) == 1
    model, processor = tiny_vlm()
    before = {name: p.detach().clone() for name, p in model.named_parameters()}
    trained_on: list[list[float | None]] = []

    def reward(completions: list[Any], **kwargs: Any) -> list[float | None]:
        rewards = judge_reward(completions, **kwargs)
        trained_on.append(rewards)
        return rewards

    rollout = GroupRollout(dataset, max_steps=BUDGET)
    args = GRPOConfig(output_dir=str(tmp_path), max_steps=1, num_generations=K, per_device_train_batch_size=K, max_completion_length=4,
                      learning_rate=1e-2, report_to="none", use_cpu=True, gradient_checkpointing=False, save_strategy="no", seed=TRAINER_SEED, logging_steps=1)
    trainer = GRPOTrainer(model=model, reward_funcs=reward, args=args, train_dataset=dataset, processing_class=processor, rollout_func=rollout)
    try:
        trainer.train()
    finally:
        rollout.close()

    assert trainer.state.global_step == 1
    assert any(not torch.equal(before[name], p) for name, p in model.named_parameters()), "the update changed no parameter"
    (group,) = rollout.last_groups
    assert (group.task_id, group.seed, len(group.episodes)) == (TASK, SEED, K)
    assert len({e.start_screen_sha256 for e in group.episodes}) == 1
    assert trained_on == [group.rewards]
    assert len(set(group.rewards)) > 1, f"every episode got the same reward {group.rewards}: no signal to learn from"
    for episode in group.episodes:
        assert episode.trainable and episode.reward is not None
        assert _replayed_reward(episode) == pytest.approx(episode.reward)


def test_unknown_task_id_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match=r"unknown task id\(s\) \['clock.NoSuchTask'\]"):
        grpo_dataset(["clock.NoSuchTask"], seeds=[0])
