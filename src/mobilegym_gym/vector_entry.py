"""``make_vector_env``, the ``vector_entry_point`` of every registered id. It chooses between
the vector envs, so it sits above them (``vector.py``, ``workers.py``, ``cluster/``)."""

from __future__ import annotations

from typing import Any

from gymnasium.vector import VectorEnv

from .cluster.vector import RayVectorEnv
from .vector import MobileGymVectorEnv
from .workers import WorkerVectorEnv


def make_vector_env(num_envs: int, workers: int = 1, ray_address: str | None = None, **kwargs: Any) -> VectorEnv:
    """The ``vector_entry_point`` of every id: one process (``MobileGymVectorEnv``), the phones
    spread over ``workers`` processes (``WorkerVectorEnv``) on machines with many cores, or over
    the nodes of the Ray cluster at ``ray_address`` (``RayVectorEnv``; ``"auto"`` joins the
    cluster this machine is part of; ``runtime_env`` and ``node_resource`` go with it)."""
    if ray_address is not None:
        if workers != 1:
            raise ValueError("workers and ray_address do not combine: on a Ray cluster each node's actor hosts its phones in one process")
        return RayVectorEnv(num_envs, address=ray_address, **kwargs)
    if "runtime_env" in kwargs or "node_resource" in kwargs:
        raise ValueError("runtime_env and node_resource are options of a Ray cluster: give ray_address too")
    if workers == 1:
        return MobileGymVectorEnv(num_envs, **kwargs)
    return WorkerVectorEnv(num_envs, workers, **kwargs)
