"""A policy that learns here: Stable-Baselines3's PPO trains a small CNN from scratch on phones.

    .venv-rl/bin/python examples/train_ppo.py --minutes 30 --seed 0 --out ppo_run

The policy sees only the screen (the last two, 72 x 160 RGB) and picks one index of the tap grid
(``TapGridActions``: 5 x 3 cells and the default extras, 22 actions); its reward is the paper's
shaped reward that ``TaskEnv`` gives, paid as progress on the way and the rest at the end
(``reward_mode="dense"``: the same episode total as the default terminal payment). The phones are one
``gym.make_vec`` vector env (one browser, stepped concurrently); ``PhoneVecEnv`` below gives it
the interface of SB3's own vector envs. The run writes the learning curve (success rate and
mean reward of the training episodes against env steps) as ``curve.png``, ``curve.csv`` and
``curve.json`` (with the settings and the steps to the target), and the policy as
``policy.zip``. docs/training.md ("A policy that learns here") has the figure and the numbers.
Needs the ``rl`` extra (``bash scripts/test.sh --rl`` makes ``.venv-rl``).
"""

from __future__ import annotations

import argparse
import csv
import json
import time
from pathlib import Path
from typing import Any

import gymnasium as gym
import matplotlib
import numpy as np
import torch
from stable_baselines3 import PPO
from stable_baselines3.common.callbacks import BaseCallback
from stable_baselines3.common.vec_env import VecEnv, VecFrameStack, VecMonitor

import mobilegym_gym  # noqa: F401 - registers the ids
from mobilegym_gym.wrappers import TapGridActions

matplotlib.use("Agg")  # files only: no display here
import matplotlib.pyplot as plt

#: settings.DarkTheme: Display, the "Dark theme" row, COMPLETE. The seed draws "on" or "off"; a
#: random tapper on the 22 actions of the 5 x 3 grid almost never does all three in order with
#: nothing else changed. The policy sees screens, not the instruction: a dark Display page is
#: the goal met for "on" but the start for "off", so it sees the last two screens (``VecFrameStack``),
#: which tell "just switched" from "just arrived" (docs/training.md).
DEFAULT_TEMPLATE = "MobileGym/Settings_DarkTheme-v0"


class PhoneVecEnv(VecEnv):
    """SB3's ``VecEnv`` interface over a ``gym.make_vec`` vector env of task phones.

    SB3 steps its own vector-env class, not Gymnasium's; this maps each tap-grid index to its
    action (``grid.actions``), resets the phones whose episodes ended, each with a seed drawn
    from ``seeds`` (None: the env draws the task), and hands SB3 what it reads there: the last
    screen of an ended episode (``terminal_observation``), whether it was cut by the budget, and
    ``is_success`` (the verdict's success), which SB3's episode statistics collect.
    """

    def __init__(self, vec: gym.vector.VectorEnv, grid: TapGridActions, seeds: list[int] | None, rng: np.random.Generator) -> None:
        self.vec, self.grid, self.seeds, self.rng = vec, grid, seeds, rng
        super().__init__(vec.num_envs, vec.single_observation_space, grid.action_space)
        self._actions: list[Any] = []

    def _draw(self) -> list[int | None]:
        """One task seed per phone, from ``seeds``."""
        return [None if self.seeds is None else int(self.rng.choice(self.seeds)) for _ in range(self.num_envs)]

    def reset(self) -> np.ndarray:
        obs, _ = self.vec.reset(seed=self._draw())
        return obs

    def step_async(self, actions: np.ndarray) -> None:
        self._actions = [self.grid.action(int(a)) for a in actions]

    def step_wait(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, list[dict[str, Any]]]:
        obs, rewards, terminated, truncated, infos = self.vec.step(self._actions)
        dones = terminated | truncated
        sb3_infos: list[dict[str, Any]] = [{} for _ in range(self.num_envs)]
        for i in np.flatnonzero(dones):
            sb3_infos[i] = {
                "terminal_observation": obs[i],  # the step's batch; the reset below makes a new one
                "TimeLimit.truncated": bool(truncated[i] and not terminated[i]),
                "is_success": bool(infos["outcome"]["success"][i]),
            }
        if dones.any():
            obs, _ = self.vec.reset(seed=self._draw(), options={"reset_mask": dones})
        return obs, rewards.astype(np.float32), dones, sb3_infos

    def close(self) -> None:
        self.vec.close()

    def get_attr(self, attr_name: str, indices: Any = None) -> list[Any]:
        if attr_name == "render_mode":  # SB3 asks at construction; the phones render rgb arrays on request only
            return [None] * len(self._get_indices(indices))
        values = self.vec.get_attr(attr_name)
        return [values[i] for i in self._get_indices(indices)]

    def set_attr(self, attr_name: str, value: Any, indices: Any = None) -> None:
        raise NotImplementedError("PhoneVecEnv: set attributes on the vector env (.vec.set_attr) instead")

    def env_method(self, method_name: str, *method_args: Any, indices: Any = None, **method_kwargs: Any) -> list[Any]:
        values = self.vec.call(method_name, *method_args, **method_kwargs)
        return [values[i] for i in self._get_indices(indices)]

    def env_is_wrapped(self, wrapper_class: type[gym.Wrapper], indices: Any = None) -> list[bool]:
        return [False] * len(self._get_indices(indices))


class LearningCurve(BaseCallback):
    """After each rollout, one point: env steps so far, and the success rate and mean reward of
    the training episodes that ended in it. Stops training at the wall-clock budget, or once the
    last ``window`` episodes succeed at ``stop_at`` or more."""

    def __init__(self, minutes: float, stop_at: float, window: int = 100) -> None:
        super().__init__()
        self.deadline = time.monotonic() + minutes * 60
        self.start = time.monotonic()
        self.stop_at, self.window = stop_at, window
        self.points: list[dict[str, float]] = []
        self.successes: list[bool] = []
        self._rollout: list[tuple[bool, float]] = []

    def _on_step(self) -> bool:
        for done, info in zip(self.locals["dones"], self.locals["infos"]):
            if done:  # VecMonitor put the episode's return in info["episode"]
                self._rollout.append((info["is_success"], info["episode"]["r"]))
        return time.monotonic() < self.deadline and not self.reached_stop()

    def _on_rollout_end(self) -> None:
        if not self._rollout:
            return
        self.successes += [s for s, _ in self._rollout]
        self.points.append({
            "env_steps": self.num_timesteps,
            "minutes": (time.monotonic() - self.start) / 60,
            "episodes": len(self._rollout),
            "success_rate": float(np.mean([s for s, _ in self._rollout])),
            "mean_reward": float(np.mean([r for _, r in self._rollout])),
            "success_rate_last_window": float(np.mean(self.successes[-self.window:])),
        })
        self._rollout = []
        last = self.points[-1]
        print(f"{last['env_steps']:>7} steps {last['minutes']:5.1f} min  success {last['success_rate']:.2f} "
              f"(last {self.window} episodes {last['success_rate_last_window']:.2f})  reward {last['mean_reward']:.3f}", flush=True)

    def reached_stop(self) -> bool:
        """Whether the last ``window`` episodes reached ``stop_at``."""
        return len(self.successes) >= self.window and float(np.mean(self.successes[-self.window:])) >= self.stop_at


def first_reaching(points: list[dict[str, float]], key: str, level: float) -> dict[str, float] | None:
    """The first point whose ``key`` is at least ``level``."""
    return next((p for p in points if p[key] >= level), None)


def save_curve(out: Path, points: list[dict[str, float]], summary: dict[str, Any]) -> None:
    """``curve.csv`` (the points), ``curve.json`` (the summary and the points), ``curve.png``."""
    with open(out / "curve.csv", "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(points[0]) if points else ["env_steps"])
        writer.writeheader()
        writer.writerows(points)
    (out / "curve.json").write_text(json.dumps({**summary, "points": points}, indent=1) + "\n")
    steps = [p["env_steps"] for p in points]
    fig, (top, bottom) = plt.subplots(2, 1, sharex=True, figsize=(7, 5))
    top.plot(steps, [p["success_rate"] for p in points], ".", alpha=0.4, label="episodes of the rollout")
    top.plot(steps, [p["success_rate_last_window"] for p in points], "-", label=f"last {summary['window']} episodes")
    top.axhline(summary["target"], color="grey", linestyle=":", label=f"{summary['target']:.0%}")
    top.set_ylabel("success rate")
    top.set_ylim(-0.03, 1.03)
    top.legend(loc="lower right", fontsize=8)
    bottom.plot(steps, [p["mean_reward"] for p in points], "-")
    bottom.set_ylabel("mean episode reward")
    bottom.set_xlabel("env steps")
    fig.suptitle(f"PPO, CnnPolicy from scratch: {summary['template']} (seed {summary['seed']}, {summary['n_envs']} phones)", fontsize=9)
    fig.tight_layout()
    fig.savefig(out / "curve.png", dpi=100)
    plt.close(fig)


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--template", default=DEFAULT_TEMPLATE, help="a task id (default %(default)s)")
    parser.add_argument("--minutes", type=float, default=30.0, help="wall-clock budget of the training (default %(default)s)")
    parser.add_argument("--seed", type=int, default=0, help="seeds the phones' first tasks and PPO (default %(default)s)")
    parser.add_argument("--n-envs", type=int, default=4, help="phones stepped together (default %(default)s)")
    parser.add_argument("--out", type=Path, default=Path("ppo_run"), help="folder for curve.png/.csv/.json and policy.zip (default %(default)s)")
    parser.add_argument("--task-seeds", default="any",
                        help="the task instances trained on: comma-separated seeds, or 'any' (the env draws each task; default)")
    parser.add_argument("--frame-stack", type=int, default=2, help="screens the policy sees, the latest last (SB3's VecFrameStack; default %(default)s)")
    parser.add_argument("--rows", type=int, default=5, help="rows of the tap grid (default %(default)s)")
    parser.add_argument("--cols", type=int, default=3, help="columns of the tap grid (default %(default)s)")
    parser.add_argument("--max-episode-steps", type=int, default=8, help="the step budget of an episode (default %(default)s)")
    parser.add_argument("--reward-mode", choices=("terminal", "dense"), default="dense",
                        help="TaskEnv's shaped reward paid at the end, or as progress deltas on the way (the same total; default %(default)s)")
    parser.add_argument("--ent-coef", type=float, default=0.01, help="PPO's entropy bonus (default %(default)s)")
    parser.add_argument("--n-steps", type=int, default=64, help="PPO's rollout length per phone (default %(default)s)")
    parser.add_argument("--target", type=float, default=0.8, help="the success rate whose first crossing is reported (default %(default)s)")
    parser.add_argument("--stop-at", type=float, default=0.95, help="stop once the last 100 episodes succeed this often (default %(default)s; above 1: never)")
    args = parser.parse_args(argv)
    if args.n_envs < 1 or args.frame_stack < 1 or args.minutes <= 0 or args.n_steps < 2:
        parser.error("--n-envs and --frame-stack must be at least 1, --minutes above 0 and --n-steps at least 2")
    if args.task_seeds == "any":
        args.task_seeds = None
    else:
        try:
            args.task_seeds = [int(x) for x in args.task_seeds.split(",")]
        except ValueError:
            parser.error(f"--task-seeds takes comma-separated ints or 'any'; got {args.task_seeds!r}")
    args.out.mkdir(parents=True, exist_ok=True)
    torch.set_num_threads(1)  # the browser draws on the other core (docs/rl.md)

    capture_size, rows, cols = (72, 160), args.rows, args.cols
    vec = gym.make_vec(args.template, num_envs=args.n_envs, capture_size=capture_size,
                       max_episode_steps=args.max_episode_steps, reward_mode=args.reward_mode)
    grid = TapGridActions(vec.envs[0], rows=rows, cols=cols)  # the action table, for every phone
    env: VecEnv = VecMonitor(PhoneVecEnv(vec, grid, args.task_seeds, np.random.default_rng(args.seed)))
    if args.frame_stack > 1:
        env = VecFrameStack(env, args.frame_stack)
    batch = args.n_steps * args.n_envs
    model = PPO("CnnPolicy", env, n_steps=args.n_steps, batch_size=min(64, batch), n_epochs=4, learning_rate=3e-4,
                gamma=0.95, ent_coef=args.ent_coef, seed=args.seed, device="cpu", verbose=0)
    curve = LearningCurve(args.minutes, args.stop_at)
    start = time.monotonic()
    model.learn(total_timesteps=10**9, callback=curve)  # the callback stops it
    wall = time.monotonic() - start
    model.save(args.out / "policy.zip")
    env.close()

    reached = first_reaching(curve.points, "success_rate_last_window", args.target)
    summary: dict[str, Any] = {
        "template": args.template, "seed": args.seed, "n_envs": args.n_envs, "task_seeds": args.task_seeds, "frame_stack": args.frame_stack, "capture_size": list(capture_size),
        "tap_grid": {"rows": rows, "cols": cols, "actions": list(grid.labels)},
        "max_episode_steps": args.max_episode_steps, "reward_mode": args.reward_mode,
        "ppo": {"n_steps": args.n_steps, "batch_size": min(64, batch), "n_epochs": 4, "learning_rate": 3e-4, "gamma": 0.95, "ent_coef": args.ent_coef},
        "target": args.target, "window": curve.window, "stop_at": args.stop_at,
        "env_steps": model.num_timesteps, "episodes": len(curve.successes), "wall_minutes": wall / 60,
        "env_steps_per_second": model.num_timesteps / wall,
        "steps_to_target": reached["env_steps"] if reached else None,
        "minutes_to_target": reached["minutes"] if reached else None,
    }
    save_curve(args.out, curve.points, summary)
    print(json.dumps({k: v for k, v in summary.items() if k not in ("tap_grid", "ppo")}))
    return summary


if __name__ == "__main__":
    main()
