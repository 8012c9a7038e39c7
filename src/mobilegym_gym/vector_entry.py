"""``make_vector_env``, the ``vector_entry_point`` of every registered id. It chooses between
the two vector envs, so it sits above both (``vector.py`` and ``workers.py``)."""

from __future__ import annotations

from typing import Any

from gymnasium.vector import VectorEnv

from .vector import MobileGymVectorEnv
from .workers import WorkerVectorEnv


def make_vector_env(num_envs: int, workers: int = 1, **kwargs: Any) -> VectorEnv:
    """The ``vector_entry_point`` of every id: one process (``MobileGymVectorEnv``), or the
    phones spread over ``workers`` processes (``WorkerVectorEnv``) on machines with many cores."""
    if workers == 1:
        return MobileGymVectorEnv(num_envs, **kwargs)
    return WorkerVectorEnv(num_envs, workers, **kwargs)
