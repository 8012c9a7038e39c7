"""The benchmark runner: templates x episodes x trials, played by an agent on N phones at once.

Episodes run as coroutines over an async ``EnvPool`` of N phones: an async agent (a model call
between steps) is awaited, a sync one runs in a worker thread, so one slow agent never holds up
the other phones. Writes ``results.jsonl`` (one row per episode, appended as each ends: ids,
parameters, seed, trial, actions, outcome, judge, reward, timings, model usage and the
step-by-step ``trace`` of ``records.trace``), each episode's screenshots under ``episodes/``,
``run.json`` (what the run is, for ``resume``) and ``summary.json`` (``judge.metrics``).

An infrastructure failure (a page or browser that failed, a model endpoint that gave no usable
reply after its retries) becomes a row with ``error``, excluded from every metric and counted
apart, never a failed episode. An endpoint that refuses the run itself (401, 403, 404:
``ModelEndpointError``) stops the run at once: the episodes in play are dropped, unrecorded.
An instance the template cannot draw for the episode's seed (a spec
error: a parameter that comes out null for that seed under a ``{city[name]}``, a hook that
raises) becomes a row with ``spec_error`` (file, line, field), excluded from every metric and
counted apart too: the template's fault, neither the agent's nor a crash; the run goes on.
An exception of the agent itself (an oracle target that is not on
screen) ends the episode with ABORT and is recorded as ``agent_error``: a real failure of that
agent. A malformed action, or a model reply without a playable one, ends the episode as a
format error, the paper's protocol: ``format_error`` holds the message, and the run goes on.
The same action ``LOOP_LIMIT`` times in a row ends the episode with ABORT, recorded as ``loop``.
With ``ray_address`` the phones are on a Ray cluster's nodes (``cluster.pool.RayEnvPool``) and
each episode is played on its phone's node, agent included (the agent reads the page next to
it); the rows come back, the screenshots stay unsaved (``--screenshots none``).
``resume=True`` keeps the rows of an interrupted run and plays only the episodes it lacks; it
refuses a run whose options or model protocol (``ModelConfig.protocol``) differ (``ResumeError``).
"""

from __future__ import annotations

import asyncio
import functools
import json
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from .. import actions as A
from ..actions import InvalidActionError
from ..agents import agent_factory
from ..agents.vlm import ModelCallError, ModelConfig, ModelEndpointError
from ..cluster.nodes import NodeLost
from ..cluster.pool import RayEnvPool
from ..judge.metrics import run_totals, summarize, trial_block
from ..pool import EnvPool, PooledEnv
from ..records.rows import Job, episode_row
from ..records.trace import ScreenshotMode, TraceRecorder, episode_key
from ..tasks.env import TaskEnv
from ..tasks.loader import LoadedTask, default_tasks
from ..tasks.task import TaskSetupError, template_seed

#: The same action this many times in a row ends the episode (the paper's loop detection).
LOOP_LIMIT = 10


class ResumeError(ValueError):
    """``resume`` cannot continue the run in that folder (none there, or another run's)."""


def _agent_record(agent: Any) -> dict[str, Any] | None:
    """What the agent reports about its last ``act`` (``step_record()``, optional)."""
    report = getattr(agent, "step_record", None)
    return report() if callable(report) else None


async def _reset_agent(agent: Any, env: Any, obs: Any, info: dict[str, Any]) -> None:
    if hasattr(agent, "areset"):
        await agent.areset(env, obs, info)
    else:
        await asyncio.to_thread(agent.reset, env, obs, info)


async def _act(agent: Any, obs: Any, info: dict[str, Any]) -> Any:
    if hasattr(agent, "aact"):
        return await agent.aact(obs, info)
    return await asyncio.to_thread(agent.act, obs, info)


def _looping(actions: list[str]) -> bool:
    return len(actions) >= LOOP_LIMIT and len(set(actions[-LOOP_LIMIT:])) == 1


class _ThreadedEnv:
    """A sync ``TaskEnv`` with a pool handle's async ``reset``/``step`` (run in a worker thread)."""

    def __init__(self, env: TaskEnv) -> None:
        self.env = env

    async def reset(self, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
        return await asyncio.to_thread(lambda: self.env.reset(**kwargs))

    async def step(self, action: Any) -> tuple[Any, Any, bool, bool, dict[str, Any]]:
        return await asyncio.to_thread(self.env.step, action)


def play(env: TaskEnv, job: Job, agent: str, out: Path | None = None, screenshots: ScreenshotMode = "small") -> dict[str, Any]:
    """One episode of ``job`` on ``env`` by the agent called ``agent`` (``make_agent``), its row;
    for tools and tests (a run plays episodes with ``aplay`` over a pool)."""
    return asyncio.run(aplay(_ThreadedEnv(env), job, agent_factory(agent), out, screenshots))


async def aplay(handle: PooledEnv | _ThreadedEnv, job: Job, new_agent: Callable[[], Any], out: Path | None, screenshots: ScreenshotMode = "small") -> dict[str, Any]:
    """One episode of ``job`` on a pool's phone; its screenshots go under ``out/episodes/``."""
    t0 = time.perf_counter()
    env = handle.env
    if not isinstance(env, TaskEnv):
        raise TypeError(f"an episode of a job is played on a task env (a pool made with split= or task_id=); got a {type(env).__name__}")
    agent = new_agent()
    trace = TraceRecorder(out or Path(), episode_key(job.task.spec.id, job.index), screenshots if out else "none")
    actions: list[str] = []
    steps_ms: list[float] = []
    try:
        obs, info = await handle.reset(seed=job.seed, options={"task_id": job.task.spec.id})
    except TaskSetupError as err:  # this seed's draw fails: the template's error, not the episode's
        return episode_row(job, {}, actions, t0, steps_ms, None, None, trace, spec_error=str(err))
    except Exception as err:  # noqa: BLE001 - an episode that cannot start is an infrastructure error
        return episode_row(job, {}, actions, t0, steps_ms, f"reset: {type(err).__name__}: {err}", None, trace)
    await asyncio.to_thread(trace.start, obs, env.encoded_observation())
    await _reset_agent(agent, env, obs, info)
    agent_error = None
    terminated = truncated = False
    while not (terminated or truncated):
        try:
            action = await _act(agent, obs, info)
        except ModelEndpointError:
            raise  # no call of the run can succeed: the run stops (not this agent's failure)
        except ModelCallError as err:
            return episode_row(job, info, actions, t0, steps_ms, f"model: {err}", None, trace)
        except InvalidActionError as err:  # the model's reply held no playable action
            actions.append("<format error>")
            info = env.end_with_format_error(str(err))
            trace.step(actions[-1], info, None, _agent_record(agent))
            return episode_row(job, info, actions, t0, steps_ms, None, None, trace)
        except Exception as err:  # noqa: BLE001 - the agent failed: end the episode, keep the verdict
            agent_error = f"{type(err).__name__}: {err}"
            action = A.abort()
        t = time.perf_counter()
        try:
            obs, _, terminated, truncated, info = await handle.step(action)
        except InvalidActionError as err:
            actions.append(f"<malformed: {action!r}>")
            info = env.end_with_format_error(str(err))
            trace.step(actions[-1], info, None, _agent_record(agent))
            return episode_row(job, info, actions, t0, steps_ms, None, agent_error, trace)
        steps_ms.append((time.perf_counter() - t) * 1000)
        actions.append(info.get("action", str(action)))
        await asyncio.to_thread(trace.step, actions[-1], info, obs, _agent_record(agent), env.encoded_observation())  # JPEG decoding off the loop
        if "env_error" in info:
            return episode_row(job, info, actions, t0, steps_ms, info["env_error"], agent_error, trace)
        if not (terminated or truncated) and _looping(actions):
            obs, _, terminated, truncated, info = await handle.step(A.abort())
            actions.append(info.get("action", "ABORT"))
            trace.step(actions[-1], info, obs, {"loop": f"the same action {LOOP_LIMIT} times in a row"}, env.encoded_observation())
            if "env_error" in info:
                return episode_row(job, info, actions, t0, steps_ms, info["env_error"], agent_error, trace)
            return episode_row(job, info, actions, t0, steps_ms, None, agent_error, trace, loop=True)
    return episode_row(job, info, actions, t0, steps_ms, None, agent_error, trace)


def make_jobs(tasks: Sequence[LoadedTask], seed: int, episodes: int, trials: int) -> list[Job]:
    """Every template ``episodes`` times per trial; each episode draws its own parameters
    (``template_seed`` of its run-wide index), so trials re-sample them."""
    return [Job(t, k * episodes + i, template_seed(seed, t.spec.id, k * episodes + i), k) for k in range(trials) for t in tasks for i in range(episodes)]


def _key(template: str, episode: int) -> tuple[str, int]:
    return template, episode


def _run_protocol(model: ModelConfig | None) -> dict[str, Any] | None:
    """What the model sees and how it samples (``ModelConfig.protocol``, but the model and the
    adapter, named apart in ``run.json``), and the loop limit: one run, one protocol."""
    if model is None:
        return None
    return {k: v for k, v in model.protocol().items() if k not in ("model", "adapter")} | {"loop_limit": LOOP_LIMIT}


def _options(run: dict[str, Any]) -> dict[str, Any]:
    """A ``run.json``'s options in one namespace: its keys and its protocol's."""
    return {k: v for k, v in run.items() if k != "protocol"} | (run.get("protocol") or {})


#: An option the interrupted run's ``run.json`` lacks (written by an older version).
_MISSING = object()


def _shown(value: Any) -> str:
    return "not recorded" if value is _MISSING else repr(value)[:200]


def _resume_rows(results: Path, run: dict[str, Any], run_file: Path) -> list[dict[str, Any]]:
    """The finished rows an interrupted run wrote, after checking that it is the same run (the
    same options, the same protocol); the file is rewritten with just them. A last line cut by
    a crash is dropped, and so is an episode that ended in an infrastructure error (the model
    endpoint or the browser failed, nothing was measured): resuming plays it again."""
    if not run_file.exists():
        raise ResumeError(f"nothing to resume in {run_file.parent}: no run.json (start the run without --resume)")
    before, now = _options(json.loads(run_file.read_text())), _options(run)
    changed = [k for k in now if before.get(k, _MISSING) != now[k]]
    if changed:
        said = ", ".join(f"{k} (was {_shown(before.get(k, _MISSING))}, now {_shown(now[k])})" for k in changed)
        raise ResumeError(f"cannot resume {run_file.parent}: this run differs in {said}; a resumed run must keep the protocol it began with: use the same options, or another --out")
    rows = []
    for line in results.read_text().splitlines() if results.exists() else []:
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            break
        if row.get("error") is None:
            rows.append(row)
    with results.open("w") as f:
        f.writelines(json.dumps(r, ensure_ascii=False, default=str) + "\n" for r in rows)
    return rows


def run_bench(
    tasks: Sequence[LoadedTask],
    agent: str,
    out: Path,
    num_envs: int = 1,
    seed: int = 0,
    episodes: int = 1,
    screenshots: ScreenshotMode = "small",
    show_progress: bool = True,
    capture: tuple[int, int] = (540, 1200),
    trials: int = 1,
    model: ModelConfig | None = None,
    resume: bool = False,
    reference: dict[str, Any] | None = None,
    ray_address: str | None = None,
    phones_per_page: int = 1,
) -> dict[str, Any]:
    """Run every template ``episodes`` times in each of ``trials`` trials on ``num_envs``
    phones at once; returns the summary also written to ``out``. ``agent`` is a built-in name,
    an import path, or ``openai`` with ``model``. ``screenshots``: each observation saved as a
    small JPEG (default), at capture size, or none. ``resume``: keep the finished episodes of
    the interrupted run in ``out`` and play the others (``ResumeError`` if it is another run or
    protocol). ``reference``: what the split's reference templates are (``splits.coverage``),
    named in the summary. ``ray_address``: play on that Ray cluster's nodes. ``phones_per_page``:
    dense mode (``EnvPool``): K phones a page, for many phones on little memory; a results row
    does not depend on it. Raises ``ModelEndpointError`` when the endpoint refuses the run (401,
    403, 404), having stopped it: the finished episodes are in ``results.jsonl``."""
    if trials < 1 or episodes < 1 or num_envs < 1:
        raise ValueError(f"trials, episodes and num_envs must be >= 1; got {trials}, {episodes}, {num_envs}")
    return asyncio.run(_run_bench(tasks, agent, out, num_envs, seed, episodes, screenshots, show_progress, capture, trials, model, resume, reference, ray_address, phones_per_page))


async def _play_on_node(pool: EnvPool, task_id: str, index: int, seed: int, trial: int, agent: str, model: ModelConfig | None) -> dict[str, Any]:
    """One episode played on a node of a Ray cluster, next to its phone (``RayEnvPool.run``)."""
    job = Job(default_tasks().tasks[task_id], index, seed, trial)
    async with pool.acquire() as handle:
        return await aplay(handle, job, agent_factory(agent, model), None, "none")


async def _run_bench(tasks: Sequence[LoadedTask], agent: str, out: Path, num_envs: int, seed: int, episodes: int, screenshots: ScreenshotMode, show_progress: bool, capture: tuple[int, int], trials: int, model: ModelConfig | None, resume: bool, reference: dict[str, Any] | None, ray_address: str | None, phones_per_page: int) -> dict[str, Any]:
    new_agent = agent_factory(agent, model)  # fails fast on an unknown agent or a missing key
    out.mkdir(parents=True, exist_ok=True)
    jobs = make_jobs(tasks, seed, episodes, trials)
    ids = [t.spec.id for t in tasks]
    run: dict[str, Any] = {"agent": agent, "model": model.model if model else None, "adapter": model.adapter if model else None, "seed": seed, "episodes_per_template": episodes, "trials": trials, "templates": ids, "protocol": _run_protocol(model)}
    results, run_file = out / "results.jsonl", out / "run.json"
    rows = _resume_rows(results, run, run_file) if resume else []
    run_file.write_text(json.dumps(run, indent=2) + "\n")
    done = {_key(r["template"], r["episode"]) for r in rows}
    todo = [j for j in jobs if _key(j.task.spec.id, j.index) not in done]
    asyncio.get_running_loop().set_default_executor(ThreadPoolExecutor(max(4, num_envs), thread_name_prefix="agent"))
    lazy = bool(getattr(new_agent, "encoded_screens", False))  # see agents.base.Agent
    size = max(1, min(num_envs, len(todo)))
    pool: EnvPool | RayEnvPool | None = None
    if todo:
        make = EnvPool.create if ray_address is None else functools.partial(RayEnvPool.create, address=ray_address)
        pool = await make(None, size=size, split="all", capture_size=capture, lazy_observations=lazy, phones_per_page=min(phones_per_page, size))
    try:
        with (results.open("a" if resume else "w") as f,
              Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), disable=not show_progress) as progress):
            bar = progress.add_task(f"{agent} on {len(tasks)} templates", total=len(jobs), completed=len(jobs) - len(todo))

            async def episode(job: Job) -> None:
                if isinstance(pool, RayEnvPool):
                    try:
                        row = await pool.run(_play_on_node, job.task.spec.id, job.index, job.seed, job.trial, agent, model)
                    except NodeLost as err:
                        row = episode_row(job, {}, [], time.perf_counter(), [], str(err), None, TraceRecorder(out, episode_key(job.task.spec.id, job.index), "none"))
                else:
                    assert pool is not None
                    async with pool.acquire() as handle:
                        row = await aplay(handle, job, new_agent, out, screenshots)
                rows.append(row)
                f.write(json.dumps(row, ensure_ascii=False, default=str) + "\n")
                f.flush()
                progress.advance(bar)

            playing = [asyncio.ensure_future(episode(j)) for j in todo]
            try:
                await asyncio.gather(*playing)
            finally:  # one episode's ModelEndpointError stops the others too
                for future in playing:
                    future.cancel()
                await asyncio.gather(*playing, return_exceptions=True)
    finally:
        if pool is not None:
            pool.close()
    summary = summarize(rows)
    summary["totals"] = run_totals(rows)
    summary["trials"] = trial_block(rows)
    summary["run"] = {**run, "num_envs": num_envs, "phones_per_page": phones_per_page, **({"reference": reference} if reference else {}), **({"ray_address": ray_address} if ray_address else {})}
    if model is not None:
        summary["run"]["protocol"] = run["protocol"] | {"timeout_s": model.timeout_s, "max_retries": model.max_retries}
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    return summary
