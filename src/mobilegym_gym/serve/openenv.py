"""An OpenEnv server of our phones, so that any OpenEnv client (TRL, TorchForge, ...) can reset
and step them over a WebSocket. Needs the ``openenv`` extra.

    mobilegym serve --port 8000 --max-sessions 4        # or: python -m mobilegym_gym.serve.openenv

    >>> with MobileGymClient(base_url="http://127.0.0.1:8000").sync() as client:
    ...     result = client.reset(task_id="clock.ToggleAlarm", seed=0)
    ...     result = client.step(MobileGymAction(action="CLICK(500, 300)"))
    ...     result.reward, result.done, result.observation.metadata["progress"]

OpenEnv's own server does the protocol (``create_app``: the ``/ws`` sessions, ``/health``,
``/schema``, its error frames); this module is what is ours: the environment a session plays
(``MobileGymEnvironment``), its wire types, a typed client and a provider that starts the
server as a subprocess (``LocalMobileGymServer``, an OpenEnv ``RuntimeProvider``).

- A session is a WebSocket (``MobileGymClient``); ``reset(task_id=..., seed=...)`` starts an
  episode of that template on the session's phone (``seed`` as ``TaskEnv.reset`` takes it),
  ``step(MobileGymAction(action=...))`` plays one action in our string or dict form, checked by
  ``check_action``. A refused action, an unknown task id or a step after the end answers an
  error frame naming the fix (``RefusedRequestError``), changes nothing, and the session goes on.
- The observation is the screenshot as a data URL (base64 JPEG, or PNG; empty after a failed
  step that captured nothing), the instruction, the reward (``TaskEnv``'s: the paper's shaped
  reward at the end) and ``done``; ``metadata`` is the judge's verdict after the step (progress,
  goals met, clean, issues, unexpected changes, the outcome and its reward terms at the end,
  ``env_error`` when the phone failed).
- Bounded: the server owns ``max_sessions`` phones (an ``EnvPool``, opened at start); each
  session borrows one at its first reset and gives it back when it ends (a client that
  disconnects mid-episode included). OpenEnv refuses the next WebSocket beyond ``max_sessions``
  (``CAPACITY_REACHED``). OpenEnv's stateless HTTP ``/reset`` borrows a phone for that one call
  (503 when none is free); ``/step`` has no session, so no episode, and is refused (400).
- Stopping the server (SIGINT, SIGTERM) ends every session and closes the phones and browsers.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import difflib
import functools
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from typing import Any

from openenv.core.client_types import StepResult
from openenv.core.containers.runtime.providers import RuntimeProvider
from openenv.core.env_client import EnvClient
from openenv.core.env_server.http_server import create_app
from openenv.core.env_server.interfaces import Environment
from openenv.core.env_server.types import Action, EnvironmentMetadata, Observation, State
from pydantic import Field

from ..actions import InvalidActionError
from ..pool import EnvPool, PooledEnv
from ..tasks.loader import default_tasks
from .options import DEFAULT_HOST, DEFAULT_MAX_SESSIONS, DEFAULT_PORT, add_server_arguments


class MobileGymAction(Action):
    """One GUI action, in our string form (``"CLICK(500, 300)"``, ``'TYPE("hi")'``: what a model
    writes) or our dict form (``mobilegym_gym.actions.click(500, 300)``); see actions.py."""

    action: str | dict[str, Any] = Field(description="the action: the string form, e.g. CLICK(500, 300), or the dict form of mobilegym_gym.actions")


class MobileGymObservation(Observation):
    """The phone's screen and the task; ``reward``, ``done`` and ``metadata`` (the judge's verdict)
    come from OpenEnv's ``Observation``."""

    screenshot: str = Field(description="the screen as a data URL: data:image/jpeg;base64,... (or image/png)")
    instruction: str = Field(description="the task's instruction")
    task_id: str = Field(description="the template played")
    step: int = Field(description="steps played in this episode")


class MobileGymState(State):
    """The session's episode: ``episode_id`` and ``step_count`` (OpenEnv's) and the task."""

    task_id: str | None = None
    seed: int | None = None
    instruction: str = ""
    done: bool = False


class RefusedRequestError(ValueError):
    """A request the server will not play (a malformed action, an unknown task id, a step with no
    episode under way): nothing changed. A WebSocket session gets it as an error frame and goes
    on; OpenEnv's HTTP routes answer 400 with it."""


class AllPhonesBusyError(RuntimeError):
    """Every phone of the server is in use (sessions, or stateless HTTP resets): HTTP 503."""


class SessionPhones:
    """The server's phones: an ``EnvPool`` of task envs (any template by id), lent one per session.

    Lending never waits: a session that finds none free is refused at once (a trainer should
    see a full server, not hang on it)."""

    def __init__(self, size: int, **env_kwargs: Any) -> None:
        self.pool = EnvPool(None, size, split="all", lazy_observations=True, **env_kwargs)
        self._free = list(self.pool.handles)
        self._lock = threading.Lock()

    def lend(self) -> PooledEnv:
        with self._lock:
            if not self._free:
                raise AllPhonesBusyError(f"all {len(self.pool)} phones of this server are in use; end a session first, or start the server with a larger --max-sessions")
            return self._free.pop(0)

    def give_back(self, phone: PooledEnv) -> None:
        with self._lock:
            self._free.append(phone)

    def close(self) -> None:
        self.pool.close()


class MobileGymEnvironment(Environment[MobileGymAction, MobileGymObservation, MobileGymState]):
    """One OpenEnv session: a phone borrowed from the server's ``SessionPhones`` at the first reset.

    OpenEnv runs each session's calls in the session's own thread; the phone's coroutines run on
    the library's event loop (``Runtime.call``), so sessions step concurrently."""

    SUPPORTS_CONCURRENT_SESSIONS = True

    def __init__(self, phones: SessionPhones) -> None:
        super().__init__()
        self._phones = phones
        self._phone: PooledEnv | None = None
        self._state = MobileGymState()

    def reset(self, seed: int | None = None, episode_id: str | None = None, task_id: str | None = None, **kwargs: Any) -> MobileGymObservation:
        """A new episode of template ``task_id`` (``mobilegym list``) at ``seed`` (None: a random one)."""
        if kwargs:
            raise RefusedRequestError(f"unknown reset argument(s) {sorted(kwargs)}; reset takes task_id (a template id, see `mobilegym list`), seed and episode_id")
        if not isinstance(task_id, str):
            raise RefusedRequestError(f"reset needs task_id= a template id such as 'clock.ToggleAlarm' (see `mobilegym list`); got {task_id!r}")
        tasks = default_tasks()
        if task_id not in tasks.tasks:
            close = difflib.get_close_matches(task_id, list(tasks.tasks), n=3)
            raise RefusedRequestError(f"unknown task id {task_id!r} (did you mean {', '.join(close) or 'nothing close'}?); see `mobilegym list`")
        tasks.require(task_id)  # a template whose spec did not load: its errors
        if self._phone is None:
            self._phone = self._phones.lend()
        phone = self._phone
        _, info = phone.pool.runtime.call(phone.areset(seed=seed, options={"task_id": task_id}))
        self._state = MobileGymState(episode_id=episode_id, task_id=task_id, seed=seed, instruction=info["instruction"])
        return self._observation(info, reward=None, done=False)

    def step(self, action: MobileGymAction, timeout_s: float | None = None, **kwargs: Any) -> MobileGymObservation:
        """One action; a malformed one is refused (naming the fix, as ``check_action`` says it) and changes nothing."""
        if self._phone is None:
            raise RefusedRequestError("no episode yet: reset(task_id=..., seed=...) first")
        phone = self._phone
        if (refusal := phone.env.step_refusal()) is not None:
            raise RefusedRequestError(refusal)
        try:
            act = phone.env.check_action(action.action)
        except InvalidActionError as err:
            raise RefusedRequestError(str(err)) from None
        _, reward, terminated, truncated, info = phone.pool.runtime.call(phone.astep_checked(act))
        done = bool(terminated or truncated)
        self._state.step_count += 1
        self._state.done = done
        return self._observation({**info, "truncated": bool(truncated)}, reward=float(reward), done=done)

    def _observation(self, info: dict[str, Any], reward: float | None, done: bool) -> MobileGymObservation:
        assert self._phone is not None
        screen = self._phone.env.encoded_observation()
        screenshot = "" if screen is None else f"data:image/{screen[0]};base64,{base64.b64encode(screen[1]).decode('ascii')}"
        verdict = {k: v for k, v in info.items() if k not in ("instruction", "task_id", "step")}
        return MobileGymObservation(
            screenshot=screenshot,
            instruction=info["instruction"],
            task_id=info["task_id"],
            step=info["step"],
            reward=reward,
            done=done,
            metadata=json.loads(json.dumps(verdict, default=str)),  # the wire carries JSON values only
        )

    @property
    def state(self) -> MobileGymState:
        return self._state

    def get_metadata(self) -> EnvironmentMetadata:
        return EnvironmentMetadata(
            name="MobileGym",
            description="A simulated Android-like phone with tasks and a deterministic judge: reset(task_id=..., seed=...), actions in the string form CLICK(500, 300)",
        )

    def close(self) -> None:
        """End the session: the phone goes back to the server (its episode is dropped)."""
        if self._phone is not None:
            self._phones.give_back(self._phone)
            self._phone = None


class MobileGymClient(EnvClient[MobileGymAction, MobileGymObservation, MobileGymState]):
    """OpenEnv's client for this server: one WebSocket session, one phone. Async by default,
    ``.sync()`` for plain calls; errors of the server raise ``RuntimeError`` with its message."""

    def _step_payload(self, action: MobileGymAction) -> dict[str, Any]:
        return {"action": action.action}

    def _parse_result(self, payload: dict[str, Any]) -> StepResult[MobileGymObservation]:
        fields = {k: v for k, v in payload.get("observation", {}).items() if k != "metadata"}
        observation = MobileGymObservation(**fields, reward=payload.get("reward"), done=payload.get("done", False), metadata=payload.get("metadata") or {})
        return StepResult(observation=observation, reward=payload.get("reward"), done=payload.get("done", False), metadata=payload.get("metadata"))

    def _parse_state(self, payload: dict[str, Any]) -> MobileGymState:
        return MobileGymState(**payload)


class LocalMobileGymServer(RuntimeProvider):
    """Starts ``python -m mobilegym_gym.serve.openenv`` on this machine and stops it (SIGTERM):
    ``MobileGymClient(provider=LocalMobileGymServer())`` serves itself, or ``start()`` gives the
    URL for several clients."""

    def __init__(self, max_sessions: int = DEFAULT_MAX_SESSIONS, host: str = DEFAULT_HOST) -> None:
        self.max_sessions, self.host = max_sessions, host
        self.process: subprocess.Popen[bytes] | None = None
        self.url = ""

    def start(self, port: int | None = None, env_vars: dict[str, str] | None = None, **kwargs: Any) -> str:
        if self.process is not None:
            raise RuntimeError(f"this server is already running at {self.url}")
        if port is None:
            with socket.socket() as s:
                s.bind((self.host, 0))
                port = int(s.getsockname()[1])
        command = [sys.executable, "-m", "mobilegym_gym.serve.openenv", "--host", self.host, "--port", str(port), "--max-sessions", str(self.max_sessions)]
        self.process = subprocess.Popen(command, env={**os.environ, **(env_vars or {})})
        self.url = f"http://{self.host}:{port}"
        return self.url

    def wait_for_ready(self, timeout_s: float = 120.0) -> None:
        """Until ``/health`` answers (the phones are open by then); a server that exits first raises."""
        if self.process is None:
            raise RuntimeError("start() the server first")
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the MobileGym server exited with code {self.process.returncode} before serving (its messages are above)")
            with contextlib.suppress(OSError, urllib.error.URLError):
                with urllib.request.urlopen(f"{self.url}/health", timeout=2) as reply:
                    if reply.status == 200:
                        return
            time.sleep(0.2)
        raise TimeoutError(f"the MobileGym server at {self.url} did not answer /health within {timeout_s} s")

    def stop(self) -> None:
        """SIGTERM, as a service manager would: the server ends its sessions and closes its phones."""
        if self.process is None:
            return
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(60)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process = None

    @property
    def base_url(self) -> str:
        return self.url


def serve(host: str = DEFAULT_HOST, port: int = DEFAULT_PORT, max_sessions: int = DEFAULT_MAX_SESSIONS) -> int:
    """Open ``max_sessions`` phones and serve them until SIGINT or SIGTERM; then close them.
    ``port=0`` picks a free port (printed)."""
    import uvicorn

    if max_sessions < 1:
        raise SystemExit(f"--max-sessions must be at least 1; got {max_sessions}")
    # The port first: a port in use is said at once, not after the phones have opened.
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        listener.bind((host, port))
    except OSError as err:
        listener.close()
        raise SystemExit(f"cannot listen on {host}:{port} ({err.strerror}): pick another --port (0 picks a free one)") from None
    phones = SessionPhones(max_sessions)
    try:
        app = create_app(functools.partial(MobileGymEnvironment, phones), MobileGymAction, MobileGymObservation, env_name="mobilegym", max_concurrent_envs=max_sessions, state_cls=MobileGymState)
        app.add_exception_handler(RefusedRequestError, functools.partial(_answer_http, 400))
        app.add_exception_handler(AllPhonesBusyError, functools.partial(_answer_http, 503))
        # uvicorn shuts down gracefully on either signal, then raises it again with the handler
        # it found: ours, so that the phones are closed below (SIGTERM's default would kill the
        # process before that and leave the browsers behind).
        signal.signal(signal.SIGTERM, _stop)
        url = f"http://{host}:{listener.getsockname()[1]}"
        print(f"MobileGym OpenEnv server: {max_sessions} phone{'s' if max_sessions > 1 else ''} at {url} (sessions: WebSocket /ws; Ctrl-C or SIGTERM stops it)", flush=True)
        server = uvicorn.Server(uvicorn.Config(app, timeout_graceful_shutdown=10, log_level="warning"))
        with contextlib.suppress(KeyboardInterrupt):
            server.run(sockets=[listener])
    finally:
        listener.close()
        phones.close()
    return 0


async def _answer_http(status: int, request: Any, error: Exception) -> Any:
    """An HTTP route's refusal as its status and ``{"detail": message}`` (FastAPI's error shape)."""
    from fastapi.responses import JSONResponse

    return JSONResponse({"detail": str(error)}, status_code=status)


def _stop(signum: int, frame: Any) -> None:
    """SIGTERM ends the server as Ctrl-C does."""
    raise KeyboardInterrupt


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mobilegym_gym.serve.openenv", description="Serve MobileGym phones to OpenEnv clients (the same as `mobilegym serve`).")
    add_server_arguments(parser)
    args = parser.parse_args(argv)
    return serve(args.host, args.port, args.max_sessions)


if __name__ == "__main__":
    raise SystemExit(main())
