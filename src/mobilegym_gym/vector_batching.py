"""What both vector envs (``MobileGymVectorEnv`` in one process, ``WorkerVectorEnv`` over W)
share: the checks of a batched call's arguments and Gymnasium's info batching with per-env
parameters. A module of its own, below both, so that neither imports the other for it."""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium.vector import VectorEnv
from gymnasium.vector.utils import iterate


def reset_arguments(num_envs: int, seed: int | list[int | None] | None, options: dict[str, Any] | None) -> tuple[np.ndarray, list[int | None], dict[str, Any]]:
    """Validate a batched reset's arguments: the reset mask, one seed per sub-env (an int seeds
    sub-env i with ``seed + i``) and the options left for every reset sub-env."""
    options = dict(options or {})
    mask = np.asarray(options.pop("reset_mask", np.ones(num_envs, dtype=bool)), dtype=bool)
    if mask.shape != (num_envs,):
        raise ValueError(f"reset_mask must be a bool array of shape ({num_envs},); got shape {mask.shape}")
    seeds = seed if isinstance(seed, list) else [seed + i if seed is not None else None for i in range(num_envs)]
    if len(seeds) != num_envs:
        raise ValueError(f"give one seed per sub-env ({num_envs}); got {len(seeds)}")
    return mask, seeds, options


def per_env_actions(action_space: Any, num_envs: int, actions: Any) -> list[Any]:
    """A batched ``Dict`` sample or a sequence of per-env actions, as one action per sub-env."""
    if isinstance(actions, dict):
        return list(iterate(action_space, actions))
    actions = list(actions)
    if len(actions) != num_envs:
        raise ValueError(f"give one action per sub-env ({num_envs}); got {len(actions)}")
    return actions


#: A batched step's problems found before any sub-env steps: ``(sub-env index, error)``.
StepProblems = list[tuple[int, Exception]]


def refuse_step(problems: StepProblems) -> None:
    """Raise for a batch with problems (if any): the first problem's error type, every bad
    sub-env named, so the caller can mend the whole batch at once."""
    if problems:
        detail = "; ".join(f"sub-env {i}: {err}" for i, err in problems)
        raise type(problems[0][1])(f"{detail} (no sub-env was stepped)")


#: Sub-env methods the vector env has its own call for; ``call`` would bypass its reset masks
#: and autoreset bookkeeping (Gymnasium's ``AsyncVectorEnv`` refuses them too).
OWN_CALLS = {"reset": "reset", "areset": "reset", "aopen": "reset", "step": "step", "astep": "step", "close": "close"}


def check_call_name(name: str) -> None:
    """Refuse ``call(name)`` for the methods the vector env has its own call for."""
    if name in OWN_CALLS:
        raise ValueError(f"call({name!r}) would bypass the vector env's reset masks and autoreset: use its own {OWN_CALLS[name]}() instead")


def set_attr_values(num_envs: int, values: Any) -> list[Any]:
    """Gymnasium's ``set_attr`` values: a list or tuple with one per sub-env, else one for all."""
    if not isinstance(values, (list, tuple)):
        return [values] * num_envs
    if len(values) != num_envs:
        raise ValueError(f"set_attr takes one value per sub-env ({num_envs}) as a list or tuple, or a single value for all; got {len(values)} values")
    return list(values)


#: Info keys batched as one object per sub-env instead of key by key: the templates of a split
#: env name their parameters alike with other types (``start`` is a bool in one, a float in
#: another), which Gymnasium's merge would crash on or cast silently.
PER_ENV_INFO_KEYS = frozenset({"params"})


class TaskInfoBatching(VectorEnv):
    """Gymnasium's batching of infos (``info[key]`` arrays with ``_key`` masks), except that
    ``info["params"][i]`` is sub-env i's own parameter dict."""

    def _add_info(self, vector_infos: dict[str, Any], env_info: dict[str, Any], env_num: int) -> dict[str, Any]:
        vector_infos = super()._add_info(vector_infos, {k: v for k, v in env_info.items() if k not in PER_ENV_INFO_KEYS}, env_num)
        for key in PER_ENV_INFO_KEYS & env_info.keys():
            objects = vector_infos.get(key, np.full(self.num_envs, None, dtype=object))
            mask = vector_infos.get(f"_{key}", np.zeros(self.num_envs, dtype=np.bool_))
            objects[env_num], mask[env_num] = env_info[key], True
            vector_infos[key], vector_infos[f"_{key}"] = objects, mask
        return vector_infos

