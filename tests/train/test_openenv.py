"""The OpenEnv server (``mobilegym serve``, serve/openenv.py) driven by OpenEnv's own client.

The server runs as a subprocess started by its command, on a free port, with real Chromium
phones: two sessions play at once and read the rewards the judge gives a local ``TaskEnv`` for
the same actions; malformed requests, an unknown task id, a session beyond the limit and a
client that disconnects mid-episode each get a clear error and leave it serving; SIGTERM and
SIGINT stop it with no browser left behind.
"""

from __future__ import annotations

import asyncio
import json
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psutil
import pytest
from websockets.sync.client import connect

from mobilegym_gym import actions as A
from mobilegym_gym.agents.oracle import OracleAgent
from mobilegym_gym.serve.openenv import LocalMobileGymServer, MobileGymAction, MobileGymClient
from mobilegym_gym.tasks.env import TaskEnv

pytestmark = pytest.mark.browser

#: Two templates with short reference solutions, as (id, actions of the solution to play before
#: COMPLETE): the first is solved (the oracle's whole solution), the second is claimed complete
#: after 2 of its 4 actions (a false complete).
SOLVED, PARTIAL = ("clock.ToggleAlarm", 100), ("clock.AddAlarm", 2)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _wait_until_serving(url: str, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        assert process.poll() is None, f"the server exited with {process.returncode}:\n{log.read_text()[-3000:]}"
        try:
            with urllib.request.urlopen(f"{url}/health", timeout=2) as reply:
                if reply.status == 200:
                    return
        except (OSError, urllib.error.URLError):
            time.sleep(0.3)
    raise AssertionError(f"the server did not answer /health:\n{log.read_text()[-3000:]}")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``mobilegym serve`` with 2 phones; yields its URL."""
    port = _free_port()
    log = tmp_path_factory.mktemp("serve") / "server.log"
    with log.open("wb") as out:
        process = subprocess.Popen([sys.executable, "-m", "mobilegym_gym.bench.cli", "serve", "--port", str(port), "--max-sessions", "2"], stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_until_serving(url, process, log)
        yield url
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(60)


def _local_replay(task_id: str, seed: int, oracle_steps: int) -> tuple[str, list[str], list[dict[str, Any]]]:
    """A local TaskEnv's episode: ``oracle_steps`` actions of the reference solution, then
    COMPLETE; returns the instruction, the actions (string form) and each step's result."""
    env = TaskEnv(task_id=task_id, capture_size=(360, 800))  # what gym.make(<its id>) makes
    try:
        obs, info = env.reset(seed=seed)
        oracle = OracleAgent()
        oracle.reset(env, obs, info)
        actions: list[str] = []
        results: list[dict[str, Any]] = []
        done = False
        while not done:
            action = str(env.check_action(oracle.act(obs, info) if len(actions) < oracle_steps else A.complete()))
            obs, reward, terminated, truncated, info = env.step(action)
            done = terminated or truncated
            actions.append(action)
            results.append({"reward": float(reward), "done": done, "progress": info["progress"], "goals_met": info["goals_met"], "outcome": info.get("outcome")})
        return env.task.instruction if env.task else "", actions, results
    finally:
        env.close()


async def _play(url: str, task_id: str, seed: int, actions: list[str]) -> tuple[str, list[dict[str, Any]], str]:
    async with MobileGymClient(base_url=url) as client:
        result = await client.reset(task_id=task_id, seed=seed)
        instruction, screenshot = result.observation.instruction, result.observation.screenshot
        results = []
        for action in actions:
            result = await client.step(MobileGymAction(action=action))
            meta = result.observation.metadata
            results.append({"reward": result.reward, "done": result.done, "progress": meta["progress"], "goals_met": meta["goals_met"], "outcome": meta.get("outcome")})
        return instruction, results, screenshot


def test_two_sessions_play_at_once_and_read_the_judges_rewards(server: str) -> None:
    expected = {task: _local_replay(task, seed=7, oracle_steps=n) for task, n in (SOLVED, PARTIAL)}

    async def both() -> list[tuple[str, list[dict[str, Any]], str]]:
        return await asyncio.gather(*(_play(server, task, 7, actions) for task, (_, actions, _) in expected.items()))

    played = asyncio.run(both())
    for (task, (instruction, _, results)), (served_instruction, served, screenshot) in zip(expected.items(), played):
        assert served_instruction == instruction, task
        assert served == results, task
        assert screenshot.startswith("data:image/jpeg;base64,")
    solved, partial = (results[-1] for _, _, results in expected.values())
    assert solved["reward"] == 1.0 and solved["outcome"]["success"]
    assert partial["reward"] == 0.0 and partial["outcome"]["false_complete"]


def test_bad_requests_get_a_clear_error_and_the_session_goes_on(server: str) -> None:
    with MobileGymClient(base_url=server).sync() as client:
        with pytest.raises(RuntimeError, match=r"unknown task id 'clock\.ToggleAlarms' \(did you mean clock\.ToggleAlarm"):
            client.reset(task_id="clock.ToggleAlarms", seed=0)
        with pytest.raises(RuntimeError, match="reset needs task_id="):
            client.reset(seed=0)
        with pytest.raises(RuntimeError, match="no episode yet"):
            client.step(MobileGymAction(action="BACK"))
        client.reset(task_id=SOLVED[0], seed=0)
        with pytest.raises(RuntimeError, match=r"could not parse action 'FLY\(1, 2\)'.*valid"):
            client.step(MobileGymAction(action="FLY(1, 2)"))  # an unknown action type
        with pytest.raises(RuntimeError, match=r"could not parse action 'CLICK\(5000, 300\)'.*1000"):
            client.step(MobileGymAction(action="CLICK(5000, 300)"))  # an argument out of range
        with pytest.raises(RuntimeError, match="unknown key"):
            client.step(MobileGymAction(action={"action_type": "CLICK", "where": [1, 2]}))
        result = client.step(MobileGymAction(action=A.click(500, 500)))  # the dict form
        assert result.observation.step == 1 and not result.done  # the refused actions played nothing
        result = client.step(MobileGymAction(action="ABORT"))
        assert result.done and result.observation.metadata["outcome"]["ended_by"] == "abort"
        with pytest.raises(RuntimeError, match="episode has ended"):
            client.step(MobileGymAction(action="BACK"))

    ws_url = server.replace("http://", "ws://") + "/ws"
    with connect(ws_url) as ws:
        ws.send("{not json")
        assert json.loads(ws.recv())["data"]["code"] == "INVALID_JSON"
        ws.send(json.dumps({"type": "step", "data": {"action": 5}}))  # neither a string nor a dict
        assert json.loads(ws.recv())["data"]["code"] == "VALIDATION_ERROR"
        ws.send(json.dumps({"type": "reset", "data": {"task_id": SOLVED[0], "seed": 0, "level": 3}}))
        assert "unknown reset argument(s) ['level']" in json.loads(ws.recv())["data"]["message"]
        ws.send(json.dumps({"type": "reset", "data": {"task_id": SOLVED[0], "seed": 0}}))
        assert json.loads(ws.recv())["type"] == "observation"  # the same session, still serving


def _post(url: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=60) as reply:
            return reply.status, json.loads(reply.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_openenvs_stateless_http_routes_play_one_call_or_refuse_clearly(server: str) -> None:
    status, body = _post(f"{server}/reset", {"task_id": SOLVED[0], "seed": 0})
    assert status == 200 and body["observation"]["instruction"] and body["observation"]["screenshot"].startswith("data:image/")
    status, body = _post(f"{server}/reset", {"task_id": "clock.ToggleAlarms"})
    assert status == 400 and body["detail"].startswith("unknown task id 'clock.ToggleAlarms' (did you mean clock.ToggleAlarm")
    status, body = _post(f"{server}/step", {"action": {"action": "BACK"}})  # no session over HTTP: no episode
    assert status == 400 and body["detail"].startswith("no episode yet")


def _open_sessions(url: str, n: int) -> list[Any]:
    """``n`` sessions, each with an episode started; waits (bounded) for phones that sessions
    which just ended are still giving back."""
    deadline = time.monotonic() + 60
    clients: list[Any] = []
    while len(clients) < n:
        client = MobileGymClient(base_url=url).sync()
        try:
            client.reset(task_id=SOLVED[0], seed=len(clients))
        except RuntimeError:
            client.close()
            if time.monotonic() > deadline:
                raise
            time.sleep(0.5)
            continue
        clients.append(client)
    return clients


def test_the_session_beyond_the_limit_is_refused_and_a_disconnect_gives_the_phone_back(server: str) -> None:
    clients = _open_sessions(server, 2)
    try:
        extra = MobileGymClient(base_url=server).sync()
        with pytest.raises((RuntimeError, ConnectionError), match="capacity"):
            extra.reset(task_id=SOLVED[0], seed=0)
        extra.close()
    finally:
        for client in clients:
            client.close()

    with connect(server.replace("http://", "ws://") + "/ws") as ws:
        ws.send(json.dumps({"type": "reset", "data": {"task_id": SOLVED[0], "seed": 0}}))
        assert json.loads(ws.recv())["type"] == "observation"
        ws.send(json.dumps({"type": "step", "data": {"action": "HOME"}}))
        ws.socket.close()  # gone mid-episode, mid-step, without a close frame

    clients = _open_sessions(server, 2)  # both phones serve again
    try:
        results = [client.step(MobileGymAction(action="COMPLETE")) for client in clients]
        assert all(r.done for r in results)
    finally:
        for client in clients:
            client.close()


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_stopping_the_server_closes_its_phones(stop: signal.Signals) -> None:
    provider = LocalMobileGymServer(max_sessions=1)
    url = provider.start()
    try:
        provider.wait_for_ready()
        assert provider.process is not None
        server = psutil.Process(provider.process.pid)
        with MobileGymClient(base_url=url).sync() as client:
            client.reset(task_id=SOLVED[0], seed=0)  # a session under way when the signal comes
            children = server.children(recursive=True)
            assert any("chrom" in c.name() for c in children), [c.name() for c in children]
            provider.process.send_signal(stop)
            assert provider.process.wait(60) == 0
    finally:
        provider.stop()
    _, alive = psutil.wait_procs(children, timeout=10)
    assert not alive, f"left running: {[(c.pid, c.name()) for c in alive]}"
