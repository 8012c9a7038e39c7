"""``TaskEnv``: a phone with a task. The verdict and the shaped reward come in ``info``.

    >>> env = gym.make("MobileGym/Clock_AddAlarm-v0")
    >>> obs, info = env.reset(seed=0); info["instruction"]
    'Set an alarm for 07:45.'

Each reset instantiates the template with the seed (parameters, wording, setup), applies the
setup in memory, opens the start app and captures the initial state. Each step reads the state
in the same round trip as the action and judges it. The episode ends with COMPLETE or ABORT
(``terminated``) or when the step budget runs out (``truncated``); then ``info`` carries the
outcome flags and the reward terms. The budget is the template's, or ``max_episode_steps`` when
given (``gym.make(id, max_episode_steps=5)``, ``gym.make_vec(...)``, the constructor), so that
an episode cut short is still judged at its last step. A malformed action raises
``InvalidActionError`` and changes nothing (the gym contract); a runner that follows the paper's protocol then calls
``end_with_format_error`` to end the episode as the agent's failure. Reward is terminal by
default; ``reward_mode="dense"`` pays progress deltas on the way and the rest at the end, so the
sum is the same.

A start from a snapshot (``reset(options={"state": snap})``) is judged as a fresh start is: if
the drawn task's goals all hold on it already, the reset is refused with ``GoalsMetAtStartError``
(naming the task and the goals met) and nothing changes, since that episode would be a success
with no action, which a fresh start never is (but for a branch template's "nothing to do"
instance, which starts met on a fresh phone too). Some goals holding (progress above 0) is a
start mid-way, as a curriculum or a replayed trajectory uses, and is accepted: a fresh start
may have it too. A fork of a running episode (``episode_record`` + ``load_episode``, the vector
envs' ``fork``) is the same episode continued, not a start, and is never judged so.

``gym.make`` of a template whose instance cannot be drawn (a spec error: ``TaskSetupError``
naming file, line and field) raises it; a draw that fails only for some seed raises it at that
reset, before the page is touched.
"""

from __future__ import annotations

import copy
import dataclasses
import sys
from functools import cache
from types import FrameType
from typing import Any, Literal, SupportsFloat

import gymnasium as gym
import numpy as np
from gymnasium.wrappers import TimeLimit

from .. import actions as A
from ..env import MobileGymEnv
from ..errors import GoalsMetAtStartError
from ..judge.judge import JudgeResult, judge
from ..judge.reward import EndReason, outcome
from ..sim.screen import Screen
from ..splits import in_split
from .loader import LoadedTask, default_tasks
from .task import TaskInstance, TaskSetupError, instantiate, instantiation_errors


def time_limits_around(env: gym.Env[Any, Any]) -> list[int]:
    """The ``max_episode_steps`` of each ``TimeLimit`` wrapping ``env`` that the running call came
    through (``TimeLimit.reset`` -> ... -> ``env.reset``).

    Gymnasium 1.x keeps the limit on the wrapper alone (``gym.make`` sets
    ``env.unwrapped.spec.max_episode_steps`` to None, by design: Gymnasium issue 871), so the
    callers' frames are the one place the env can learn the limit it will be cut at.
    """
    limits: list[int] = []
    frame: FrameType | None = sys._getframe(1)
    while frame is not None:
        if frame.f_code.co_name == "reset":
            owner = frame.f_locals.get("self")
            if isinstance(owner, TimeLimit) and owner.unwrapped is env:
                limits.append(owner._max_episode_steps)
        frame = frame.f_back
    return limits


@cache
def _setup_error(task_id: str) -> str | None:
    """Why the package's template ``task_id`` cannot be instantiated, or None: checked once per
    process, not once per env (a pool of 64 envs of one template drew it 64 times, 9 ms each)."""
    return instantiation_errors([default_tasks().require(task_id)]).get(task_id)


class TaskEnv(MobileGymEnv):
    """A phone running one template (``task_id``) or drawing one per reset from ``split``.

    ``max_episode_steps`` replaces the templates' step budgets (what the vector envs pass on);
    a ``TimeLimit`` around the env (``gym.make(id, max_episode_steps=5)``) does too, so the
    verdict and the shaped reward arrive at the step it truncates: the budget of an episode is
    the smallest of these, else its template's.
    """

    owns_step_limit = True

    def __init__(self, task_id: str | None = None, split: str | None = None, reward_mode: Literal["terminal", "dense"] = "terminal", max_episode_steps: int | None = None, **kwargs: Any) -> None:
        if (task_id is None) == (split is None):
            raise ValueError("TaskEnv needs exactly one of task_id (one template) or split ('test', 'train', 'payment', 'high_risk', 'extra' or 'all')")
        if reward_mode not in ("terminal", "dense"):
            raise ValueError(f"reward_mode must be 'terminal' or 'dense'; got {reward_mode!r}")
        if max_episode_steps is not None and (not isinstance(max_episode_steps, (int, np.integer)) or isinstance(max_episode_steps, bool) or max_episode_steps < 1):
            raise ValueError(f"max_episode_steps must be a positive int (the step budget of every episode) or None (each template's own); got {max_episode_steps!r}")
        loaded = default_tasks()
        tasks = loaded.tasks
        if task_id is not None:
            template = loaded.require(task_id)
            if broken := _setup_error(task_id):
                raise TaskSetupError(broken)
            self.templates: list[LoadedTask] = [template]
        else:
            assert split is not None  # exactly one of task_id and split, checked above
            self.templates = [t for t in tasks.values() if in_split(t.spec, split)]
            if not self.templates:
                raise ValueError(f"no templates in split {split!r}")
        self.reward_mode = reward_mode
        self.max_episode_steps = None if max_episode_steps is None else int(max_episode_steps)
        self._wrapper_limit: int | None = None
        super().__init__(**kwargs)
        self.task: TaskInstance | None = None
        self._template: LoadedTask = self.templates[0]
        self._initial: dict[str, Any] = {}
        self._verdict: JudgeResult | None = None
        self._final: dict[str, Any] = {}
        self._paid = 0.0
        self._done = False

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[np.ndarray, dict[str, Any]]:
        """New episode (see ``areset``), its budget cut to the ``TimeLimit`` it is reset through."""
        self._wrapper_limit = min(time_limits_around(self), default=None)
        return super().reset(seed=seed, options=options)

    def _budget(self, template: LoadedTask) -> int:
        """This episode's step budget: the smallest limit set on this env, else the template's."""
        limits = [n for n in (self.max_episode_steps, self._wrapper_limit) if n is not None]
        return min(limits) if limits else template.spec.step_budget

    async def areset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[np.ndarray | Screen, dict[str, Any]]:
        """New episode: ``options={"task_id": ...}`` picks the template of a split env;
        ``options={"state": snapshot}`` starts the drawn task on that phone instead of a fresh
        one with the task's set-up (the snapshot is validated in the page, a tampered one is a
        ``StatePatchError``), and the episode is judged against it as its initial state; one on
        which the task's goals already hold is refused (``GoalsMetAtStartError``, see the module).
        Either refusal changes nothing: the episode before goes on, the next reset works."""
        await self._ensure_page()
        options = dict(options or {})
        task_id = options.pop("task_id", None)
        snapshot = options.pop("state", None)
        if options:
            raise ValueError(f"unknown reset option(s) {sorted(options)}; TaskEnv takes 'task_id' and 'state' (a snapshot)")
        gym.Env.reset(self, seed=seed)
        if task_id is not None:
            chosen = self._named(task_id)
        else:
            chosen = self.templates[int(self.np_random.integers(len(self.templates)))]
        instance_seed = int(self.np_random.integers(2**31 - 1))
        try:
            task = dataclasses.replace(instantiate(chosen, instance_seed), budget=self._budget(chosen))
        except TaskSetupError as err:  # this seed's draw fails: say which, so that it can be drawn again
            raise TaskSetupError(f"{err} (the instance of seed {instance_seed}: instantiate(task, {instance_seed}) draws it again)") from None
        if snapshot is None:
            initial = await self._page(self._phone.start_episode(task.seed, task.setup, task.start_app))
        else:
            self._refuse_a_met_start(chosen, task, snapshot)
            initial = await self._page(self._phone.start_episode(task.seed, state=snapshot))
        # Only now, the page having accepted it: a refused snapshot leaves the episode as it was.
        self._template, self.task, self.instruction, self._initial = chosen, task, task.instruction, initial
        self._verdict = self._judge(self._initial)
        self._final = self._initial
        self._steps, self._answer, self._paid, self._done = 0, None, 0.0, False
        obs = await self.aobserve()
        return obs, self._info({"step": 0})

    def _refuse_a_met_start(self, template: LoadedTask, task: TaskInstance, snapshot: Any) -> None:
        """Judge a snapshot start as a fresh start is judged (``tasks.task``: never met, but for a
        branch's "nothing to do" instance), before the page is touched."""
        if task.met_at_start or not isinstance(snapshot, dict):
            return  # a "nothing to do" instance starts met on a fresh phone too; a non-document is the page's to refuse
        try:
            verdict = judge(snapshot, snapshot, task.checks, [], task.answer_fields, task.expected_answers, template.hooks, task.params)
        except (LookupError, TypeError, AttributeError, ValueError):
            return  # not of the phone's shape: the page refuses it, naming the path
        if verdict.goals_met:
            met = ", ".join(c.name for c in verdict.checks)
            raise GoalsMetAtStartError(
                f"reset refused: on this snapshot every goal of {task.task_id} (seed {task.seed}: {task.instruction!r}) already holds ({met}), "
                "so the episode would succeed with no action, which a fresh start never does. Start from a state where the task is still to do "
                "(a snapshot taken before its goals held), or draw another seed or template (options={'task_id': ...}); nothing changed"
            )

    def _judge(self, final: dict[str, Any]) -> JudgeResult:
        assert self.task is not None
        return judge(final, self._initial, self.task.checks, self.task.expected, self.task.answer_fields, self.task.expected_answers, self._template.hooks, self.task.params)

    def _info(self, extra: dict[str, Any]) -> dict[str, Any]:
        assert self.task is not None and self._verdict is not None
        v = self._verdict
        return {
            "instruction": self.task.instruction,
            "task_id": self.task.task_id,
            "params": copy.deepcopy(self.task.params),
            "budget": self.task.budget,
            "goals_met": v.goals_met,
            "clean": v.clean,
            "progress": v.progress,
            "issues": [{"check": c.name, "expected": c.expected, "actual": c.actual, "detail": c.detail} for c in v.issues],
            "unexpected_changes": [{"path": c.path, "before": c.before, "after": c.after} for c in v.unexpected_changes],
            **extra,
        }

    def step_refusal(self) -> str | None:
        if self.task is None:
            return "call reset() before step()"
        if self._done:
            return "the episode has ended (terminated or truncated): call reset()"
        return None

    async def astep_checked(self, act: A.Action) -> tuple[np.ndarray | Screen, SupportsFloat, bool, bool, dict[str, Any]]:
        if (refusal := self.step_refusal()) is not None:
            raise RuntimeError(refusal)
        assert self.task is not None  # step_refusal says so
        obs, base, final = await self._apply(act, with_state=True)
        if "env_error" in base:
            self._done = True
            return obs, 0.0, False, True, {**self._info(base), "env_error": base["env_error"]}
        assert final is not None
        self._final = final
        self._verdict = self._judge(final)
        ended: EndReason | None = None
        if act.type is A.ActionType.COMPLETE:
            ended = "complete"
        elif act.type is A.ActionType.ABORT:
            ended = "abort"
        elif self._steps >= self.task.budget:
            ended = "budget"
        info = self._info(base)
        reward = 0.0
        if self.reward_mode == "dense":
            reward = self._verdict.progress - self._paid
            self._paid += reward
        if ended is not None:
            self._done = True
            result = outcome(self._verdict, ended)
            info["outcome"] = result.to_dict()
            reward = result.reward - (self._paid - reward if self.reward_mode == "dense" else 0.0)
        return obs, reward, ended in ("complete", "abort"), ended == "budget", info

    def end_with_format_error(self, error: str) -> dict[str, Any]:
        """End the episode because the agent's action was malformed (catalog 3.1): returns the
        step's ``info`` with the outcome (``ended_by="format_error"``), judged on the state as it is."""
        if self.task is None or self._verdict is None:
            raise RuntimeError("call reset() before end_with_format_error()")
        if self._done:
            raise RuntimeError("the episode has ended (terminated or truncated): call reset()")
        self._done = True
        result = outcome(self._verdict, "format_error")
        return self._info({"step": self._steps, "format_error": error, "outcome": result.to_dict()})

    def episode_record(self) -> dict[str, Any]:
        """Also the task instance (template id and seed: it is redrawn identically), the initial
        state and the verdict, so a fork is judged alike."""
        record = super().episode_record()
        if self.task is not None:
            record |= {"task_id": self.task.task_id, "task_seed": self.task.seed, "budget": self.task.budget, "initial": self._initial, "final": self._final, "verdict": self._verdict, "paid": self._paid, "done": self._done}
        return record

    def _named(self, task_id: str) -> LoadedTask:
        """The template a reset or a fork names: one of this env's, or any loaded one, so an
        env of ``all`` plays a payment template asked for by id (the matrix, ``bench`` by ids)."""
        chosen = next((t for t in self.templates if t.spec.id == task_id), None) or default_tasks().tasks.get(task_id)
        if chosen is None:
            raise ValueError(f"task {task_id!r} is not one of this env's templates")
        return chosen

    def load_episode(self, record: dict[str, Any]) -> None:
        super().load_episode(record)
        if "task_id" not in record:
            return
        template = self._named(record["task_id"])
        self._template = template
        self.task = dataclasses.replace(instantiate(template, record["task_seed"]), budget=record["budget"])
        self._initial, self._final, self._verdict = record["initial"], record["final"], record["verdict"]
        self._paid, self._done = record["paid"], record["done"]

    @property
    def initial_state(self) -> dict[str, Any]:
        """The judged episode's initial state (after setup), for tools and tests."""
        return self._initial

    @property
    def last_state(self) -> dict[str, Any]:
        """The state the last step was judged on (the initial state right after a reset)."""
        return self._final
