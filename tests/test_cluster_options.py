"""The Ray options of ``gym.make_vec`` refuse what cannot work, before any phone starts: without
the ``ray`` extra (the default install) ``ray_address`` names the extra to install, and the
cluster's options without a cluster are refused. tests/train/test_ray.py runs the cluster."""

from __future__ import annotations

import importlib.util
from typing import Any

import gymnasium as gym
import pytest

import mobilegym_gym  # noqa: F401 - registers the ids

ID = "MobileGym/Clock_ToggleAlarm-v0"


@pytest.mark.skipif(importlib.util.find_spec("ray") is not None, reason="the default install has no Ray; this venv has the ray extra")
def test_ray_address_without_the_extra_names_it() -> None:
    with pytest.raises(ImportError, match=r"pip install 'mobilegym-gym\[ray\]'"):
        gym.make_vec(ID, num_envs=2, ray_address="auto")


@pytest.mark.parametrize(("kwargs", "says"), [
    ({"runtime_env": {"py_modules": []}}, "give ray_address too"),
    ({"node_resource": "phones"}, "give ray_address too"),
    ({"ray_address": "auto", "workers": 2}, "workers and ray_address do not combine"),
])
def test_cluster_options_without_a_cluster_are_refused(kwargs: dict[str, Any], says: str) -> None:
    with pytest.raises(ValueError, match=says):
        gym.make_vec(ID, num_envs=2, **kwargs)
