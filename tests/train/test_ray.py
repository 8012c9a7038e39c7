"""Phones on a Ray cluster (issue 37, part 3): a local two-node cluster (``ray.cluster_utils.Cluster``,
each node with a custom ``phones`` resource), a vector env of 4 phones across both nodes, a fork
onto the other node, a node actor killed mid-episode; the async pool for agent loops, a
``rollout_group`` played on a node, ``mobilegym bench --ray``; and a job whose nodes get the
package from the wheel through Ray's runtime environment."""

from __future__ import annotations

import asyncio
import hashlib
import json
import subprocess
import sys
import time
from collections.abc import Iterator
from typing import Any

import gymnasium as gym
import numpy as np
import psutil
import pytest

ray = pytest.importorskip("ray", reason="the ray extra: bash scripts/test.sh --train")
from ray.cluster_utils import Cluster  # noqa: E402

import mobilegym_gym  # noqa: E402, F401 - registers the ids
from mobilegym_gym.bench.cli import main  # noqa: E402
from mobilegym_gym.cluster.pool import RayEnvPool  # noqa: E402
from mobilegym_gym.rollouts import episode_index, rollout_group  # noqa: E402
from test_wheel import ROOT, _build, _sources  # noqa: E402 - the wheel, built as tests/test_wheel.py builds it

CAPTURE = (180, 400)
TASK = "clock.ToggleAlarm"


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    """Two nodes of one CPU each on this machine; the test process is the driver."""
    c = Cluster(initialize_head=True, head_node_args={"num_cpus": 1, "resources": {"phones": 1}})
    c.add_node(num_cpus=1, resources={"phones": 1})
    c.wait_for_nodes()
    ray.init(address=c.address, log_to_driver=False)
    yield c
    ray.shutdown()
    c.shutdown()


def _descendants(pid: int) -> list[int]:
    try:
        return [p.pid for p in psutil.Process(pid).children(recursive=True)]
    except psutil.NoSuchProcess:
        return []


def _gone(pids: list[int]) -> bool:
    """Every process of ``pids`` ended (a zombie waiting for its parent counts as ended)."""
    for pid in pids:
        try:
            if psutil.Process(pid).status() != psutil.STATUS_ZOMBIE:
                return False
        except psutil.NoSuchProcess:
            pass
    return True


def _wait_gone(pids: list[int]) -> bool:
    deadline = time.monotonic() + 60
    while not _gone(pids) and time.monotonic() < deadline:
        time.sleep(0.5)
    return _gone(pids)


def _digest(a: np.ndarray) -> str:
    return hashlib.sha256(np.ascontiguousarray(a).tobytes()).hexdigest()


def test_vector_env_over_two_nodes(cluster: Cluster) -> None:
    vec: Any = gym.make_vec("MobileGym/Clock_ToggleAlarm-v0", num_envs=4, ray_address=cluster.address, node_resource="phones", capture_size=CAPTURE)
    try:
        obs, infos = vec.reset(seed=0)
        nodes = list(infos["node"])
        assert len(set(nodes)) == 2 and nodes[0] == nodes[1] and nodes[2] == nodes[3] != nodes[0]  # 2 phones a node
        assert obs.shape == (4, CAPTURE[1], CAPTURE[0], 3)
        obs, rewards, terminated, truncated, infos = vec.step(["NOOP", "NOOP", "SWIPE(500, 5, 500, 600)", "NOOP"])
        assert list(infos["node"]) == nodes and not terminated.any() and not truncated.any()
        assert "env_error" not in infos

        # Fork phone 2 (mid-episode, after its swipe) onto phone 0 of the other node.
        obs = vec.fork(2, [0])
        assert _digest(obs[0]) == _digest(obs[2])
        states = vec.call("get_state")
        assert states[0] == states[2] != states[1] and vec.snapshot(0) == vec.snapshot(2)
        assert vec.get_attr("instruction")[0] == vec.get_attr("instruction")[2]
        # The fork continues the same episode: the same actions give the same screens and verdicts.
        obs, rewards, terminated, *_ , infos = vec.step(["COMPLETE", "NOOP", "COMPLETE", "NOOP"])
        assert _digest(obs[0]) == _digest(obs[2]) and terminated[0] and terminated[2]
        assert infos["state_hash"][0] == infos["state_hash"][2]
        assert rewards[0] == rewards[2] and infos["outcome"]["success"][0] == infos["outcome"]["success"][2]

        # Kill the actor of phone 0's node: only its two phones report env_error, then recover.
        obs, infos = vec.reset(seed=1)
        victim, a = vec.nodes, 0
        pid = victim.pids[a]
        browsers = _descendants(pid)
        assert browsers, "the node actor runs its own browsers and driver"
        psutil.Process(pid).kill()
        obs, rewards, terminated, truncated, infos = vec.step(["NOOP"] * 4)
        errors = infos.get("_env_error", np.zeros(4, bool))
        assert errors.tolist() == [True, True, False, False], infos
        assert truncated.tolist() == [True, True, False, False] and rewards[:2].tolist() == [0.0, 0.0]
        assert infos["node"][0] == nodes[0]
        assert _wait_gone(browsers), "the dead actor's browsers were left running"
        with pytest.raises(RuntimeError, match="env_error"):
            vec.step(["NOOP"] * 4)
        obs, infos = vec.reset(seed=2, options={"reset_mask": np.array([True, True, False, False])})
        assert victim.pids[a] != pid  # Ray restarted it: a new process on the same node
        assert list(infos["node"][:2]) == nodes[:2]
        obs, rewards, terminated, truncated, infos = vec.step(["NOOP"] * 4)
        assert "env_error" not in infos and not truncated.any()
        survivors = [p for a_pid in victim.pids for p in _descendants(a_pid)]
    finally:
        vec.close()
    assert _wait_gone(survivors), "close() left browsers running"


def test_pool_for_agent_loops_groups_and_bench(cluster: Cluster, tmp_path: Any) -> None:
    plans = [["COMPLETE"], ["HOME", "COMPLETE"]]
    steps: dict[int, int] = {}

    def policy(messages: list[dict[str, Any]]) -> str:  # shipped to the node by value (a closure)
        i = episode_index()
        n = steps[i] = steps.get(i, -1) + 1
        return f"Thought: step {n}.\nAction: {plans[i][n]}"

    async def play() -> tuple[Any, ...]:
        pool = await RayEnvPool.create("MobileGym/Clock_ToggleAlarm-v0", size=4, address=cluster.address, node_resource="phones", capture_size=CAPTURE)
        try:
            async def episode(seed: int) -> tuple[str, bool, float]:
                async with pool.acquire() as phone:
                    await phone.reset(seed=seed)
                    _, reward, terminated, _, info = await phone.step("COMPLETE")
                    assert info["node"] == phone.node
                    return phone.node, terminated, reward

            played = await asyncio.gather(*(episode(s) for s in range(4)))
            # A snapshot taken on one node restores into a phone of the other, screen for screen.
            a, b = await pool.take(), await pool.take()
            assert a.node != b.node
            obs_a, _ = await a.reset(seed=5)
            obs_b = await b.restore(await a.snapshot())
            same_screen = _digest(obs_a) == _digest(obs_b)
            # A node actor killed under a phone: its step is an env_error, its reset recovers.
            pid = pool.nodes.pids[a.actor]
            psutil.Process(pid).kill()
            _, reward, _, truncated, info = await a.step("NOOP")
            lost = (info.get("env_error"), truncated, reward)
            _, info = await a.reset(seed=6)
            recovered = (info["node"] == a.node, pool.nodes.pids[a.actor] != pid)
            a.release()
            b.release()
            group = await rollout_group(policy, TASK, 3, 2, pool=pool, advantages=True)
            return played, same_screen, lost, recovered, group
        finally:
            await pool.aclose()

    played, same_screen, lost, recovered, group = asyncio.run(play())
    assert len({node for node, _, _ in played}) == 2 and all(terminated for _, terminated, _ in played)
    assert same_screen
    assert lost[0] and "died" in lost[0] and lost[1] and lost[2] == 0.0
    assert recovered == (True, True)
    # The group played on one node is the group played here, episode for episode.
    here = asyncio.run(rollout_group(policy, TASK, 3, 2, advantages=True, capture_size=CAPTURE))
    assert len({e.start_state_hash for e in group.episodes}) == 1
    assert [e.status for e in group.episodes] == [e.status for e in here.episodes] and [len(e.steps) for e in group.episodes] == [1, 2]
    assert group.rewards == here.rewards and group.instruction == here.instruction
    assert [e.advantage for e in group.episodes] == [e.advantage for e in here.episodes]
    assert [[s.action for s in e.steps] for e in group.episodes] == [[s.action for s in e.steps] for e in here.episodes]

    # mobilegym bench --ray: the oracle's episodes played on the nodes, their rows back here.
    out = tmp_path / "bench"
    assert main(["bench", "--split", TASK, "--agent", "oracle", "--episodes", "2", "--num-envs", "2", "--ray", cluster.address, "--out", str(out)]) == 0
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert len(rows) == 2 and all(r["success"] and r["error"] is None for r in rows)
    assert json.loads((out / "summary.json").read_text())["run"]["ray_address"] == cluster.address


#: A driver of its own (Ray ships a local wheel only with a job's runtime environment): the
#: nodes' actors import the package from the wheel Ray installed for the job, and play.
DRIVER = """
import json, sys
import gymnasium as gym
import ray
import mobilegym_gym

address, wheel = sys.argv[1], sys.argv[2]
ray.init(address=address, runtime_env={"py_modules": [wheel]}, log_to_driver=False)
vec = gym.make_vec("MobileGym/Clock_ToggleAlarm-v0", num_envs=2, ray_address=address, node_resource="phones", capture_size=(180, 400))
obs, infos = vec.reset(seed=0)
obs, rewards, terminated, truncated, infos = vec.step(["NOOP", "COMPLETE"])
packages = [ray.get(a.where.remote())[2] for a in vec.nodes.actors]
vec.close()
print(json.dumps({"packages": packages, "nodes": list(infos["node"]), "terminated": terminated.tolist()}))
"""


def test_worker_nodes_get_the_package_from_the_wheel(cluster: Cluster, tmp_path: Any) -> None:
    wheels = tmp_path / "wheels"
    build = _build(_sources(tmp_path), wheels)
    assert build.returncode == 0, build.stderr[-2000:]
    (wheel,) = wheels.glob("mobilegym_gym-*.whl")
    run = subprocess.run([sys.executable, "-c", DRIVER, cluster.address, str(wheel)], cwd=tmp_path, capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stderr[-3000:]
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert len(set(seen["nodes"])) == 2 and seen["terminated"] == [False, True]
    for package in seen["packages"]:  # Ray's copy of the wheel, not this checkout's sources
        assert "py_modules_files" in package and not package.startswith(str(ROOT)), package
