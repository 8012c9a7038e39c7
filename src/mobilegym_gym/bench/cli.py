"""``mobilegym``: the command line.

    mobilegym list [--split S] [--suite S]          the task templates (and every broken one: file, line, field)
    mobilegym bench --split test|train|all|<ids> --agent oracle|random|noop|pkg.mod:Name [--num-envs N] [--seed S]
                    [--episodes K] [--out DIR] [--screenshots small|full|none] [--phones-per-page K]
    mobilegym bench --agent openai --model NAME --base-url URL [--adapter NAME]
                    [--api-key-env VAR] [--concurrency N] [--trials K] [--format-retries K] [--resume]
    mobilegym matrix <ids>|--suite S [--seed S]     try each template's judge matrix (what a cunning agent would do)
    mobilegym targets TASK_ID [--seed S] [--steps N] [--do ACTION ...]
                                                     what is on the screen: test ids, texts, roles, 0-1000 coordinates
    mobilegym demo [--out runs/demo] [--seed 0]     play the scripted episode, save screenshots + diff
    mobilegym apps                                   list the installed apps and their screens
    mobilegym report RUN_DIR [RUN_B] [--out FILE]    the run as a static site (RUN_DIR/report/index.html); two runs: compared
    mobilegym play TASK_ID [--seed S] [--port P] [--out DIR]   play a task by hand in a local page, saved like a bench run
    mobilegym serve [--port P] [--max-sessions N] [--host H]   an OpenEnv server of N phones (the openenv extra)
    mobilegym index [ROOT]                           write a spec folder's task index (the ids registration reads)
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.table import Table

from ..serve.options import add_server_arguments

if TYPE_CHECKING:  # for annotations only: each command imports the modules it runs
    from ..agents.vlm import ModelConfig
    from ..tasks.loader import LoadedTask

#: Failed episodes whose reason ``bench`` prints (the rest are counted; all are in results.jsonl).
SHOWN_FAILURES = 20


def _console() -> Console:
    """Rich's console; when the output is piped, tables keep their whole rows (no cut to 80
    columns), so ``mobilegym list | grep`` sees full ids."""
    return Console() if sys.stdout.isatty() else Console(width=100_000)


def _demo(args: argparse.Namespace) -> int:
    from .demo import run_demo

    console = _console()
    summary = run_demo(Path(args.out), seed=args.seed)
    table = Table(title=f"Scripted episode (first observation after {summary['first_observation_s']} s)")
    for col in ("step", "what", "action", "effect", "ms"):
        table.add_column(col)
    for s in summary["steps"]:
        table.add_row(str(s["step"]), s["what"], s["action"], str(s["effect"]), str(s["ms"]))
    console.print(table)
    console.print("[bold]State diff[/bold] (initial -> final, judged state):")
    for c in summary["state_diff"]:
        console.print(f"  {c['kind']:8} {c['path']}: {c['before']!r} -> {c['after']!r}"[:200], markup=False)
    console.print(f"Screenshots and episode.json in {args.out}/")
    return 0


def _apps(_: argparse.Namespace) -> int:
    from ..env import MobileGymEnv

    env = MobileGymEnv()
    try:
        apps = env.installed_apps()
    finally:
        env.close()
    table = Table(title="Installed apps")
    for col in ("id", "label", "screens"):
        table.add_column(col)
    for a in apps:
        table.add_row(a["id"], a["label"], ", ".join(a["screens"]))
    _console().print(table)
    return 0


def _select(split: str, suite: str | None) -> tuple[list[LoadedTask], list[str]]:
    """The templates named by ``split`` (a split or template ids) and ``suite``, and the spec
    errors: files that do not load, and selected templates that cannot be instantiated (a
    ``{field}`` a drawn value cannot fill, a hook that raises, ...: dropped, so a run never
    meets them as an error at every reset; each error names the file, line and field)."""
    from ..splits import SPLITS, in_split
    from ..tasks.loader import default_tasks
    from ..tasks.task import instantiation_errors

    loaded = default_tasks()
    tasks = list(loaded.tasks.values())
    if split not in SPLITS:
        wanted = [s.strip() for s in split.split(",") if s.strip()]
        unknown = [w for w in wanted if w not in loaded.tasks]
        if unknown:
            import difflib

            hints = {u: difflib.get_close_matches(u, list(loaded.tasks), n=3) for u in unknown}
            said = [f"{u} (did you mean {', '.join(h)}?)" if h else f"{u} (no template has a close id; `mobilegym list` shows them)" for u, h in hints.items()]
            raise SystemExit("unknown template(s): " + "; ".join(said))
        tasks = [loaded.tasks[w] for w in wanted]
    else:
        tasks = [t for t in tasks if in_split(t.spec, split)]
    if suite:
        tasks = [t for t in tasks if t.spec.suite == suite]
    broken = instantiation_errors(tasks)
    tasks = [t for t in tasks if t.spec.id not in broken]
    return sorted(tasks, key=lambda t: t.spec.id), [*map(str, loaded.errors), *(f"{i} (left out): {why}" for i, why in sorted(broken.items()))]


def _list(args: argparse.Namespace) -> int:
    from ..registration import gym_id

    tasks, errors = _select(args.split, args.suite)
    table = Table(title=f"{len(tasks)} task templates")
    for col in ("id", "split", "level", "objective", "composition", "apps", "budget", "gym id"):
        table.add_column(col)
    for t in tasks:
        s = t.spec
        table.add_row(s.id, s.split, s.difficulty, s.objective, s.composition, ", ".join(s.apps), str(s.step_budget), gym_id(s.id))
    console = _console()
    console.print(table)
    for e in errors:
        console.print(f"spec error {e}", markup=False, highlight=False)
    if errors:
        console.print(f"{len(errors)} spec error(s): those templates are left out of bench and matrix; every other one is listed above", markup=False)
    return 0


def _index(args: argparse.Namespace) -> int:
    from ..tasks.folder import task_root
    from ..tasks.index import write_index

    print(f"wrote {write_index(Path(args.root) if args.root else task_root())}")
    return 0


def _model_config(args: argparse.Namespace) -> ModelConfig | None:
    """The ``--agent openai`` model options (None for other agents; they must not be given)."""
    from ..agents.vlm import ModelConfig

    given = {k: v for k, v in {"model": args.model, "base_url": args.base_url}.items() if v is not None}
    if args.agent != "openai":
        if given:
            raise SystemExit(f"--model and --base-url are for --agent openai, not --agent {args.agent}")
        return None
    if len(given) < 2:
        raise SystemExit("--agent openai needs --model NAME and --base-url URL (e.g. http://localhost:8000/v1)")
    try:
        return ModelConfig(model=args.model, base_url=args.base_url, adapter=args.adapter, api_key_env=args.api_key_env, temperature=args.temperature, top_p=args.top_p, max_tokens=args.max_tokens, timeout_s=args.timeout, max_retries=args.max_retries, format_retries=args.format_retries, image_width=args.image_width, history_images=args.history_images)
    except ValueError as err:
        raise SystemExit(str(err)) from None


def _bench(args: argparse.Namespace) -> int:
    from ..agents.vlm import ModelEndpointError
    from ..judge.metrics import failure_reason, format_table
    from ..pool import check_phones_per_page
    from ..splits import coverage
    from .runner import ResumeError, run_bench

    tasks, errors = _select(args.split, args.suite)
    console = _console()
    for e in errors:
        console.print(f"warning: spec error {e}", markup=False, highlight=False)
    if not tasks:
        console.print("no templates selected", markup=False)
        return 1
    model = _model_config(args)
    trials = args.trials if args.trials is not None else (4 if model is not None else 1)
    out = Path(args.out)
    try:
        check_phones_per_page(args.num_envs, 1, args.phones_per_page)
    except ValueError as err:
        raise SystemExit(f"--phones-per-page: {err}") from None
    try:
        summary = run_bench(tasks, args.agent, out, num_envs=args.num_envs, seed=args.seed, episodes=args.episodes, screenshots=args.screenshots, trials=trials, model=model, resume=args.resume, reference=coverage(args.split), ray_address=args.ray, phones_per_page=args.phones_per_page)
    except (ImportError, ResumeError) as err:  # the agents extra is not installed; another run in --out
        raise SystemExit(str(err)) from None
    except ModelEndpointError as err:  # a wrong key, model or URL: no episode can be played
        results = out / "results.jsonl"
        finished = len(results.read_text().splitlines()) if results.exists() else 0
        raise SystemExit(f"{err}\nthe run stopped; the {finished} episodes finished before are in {results} (once the endpoint answers, the same command with --resume plays the others)") from None
    except KeyboardInterrupt:
        console.print(f"interrupted: the finished episodes are in {args.out}/results.jsonl; the same command with --resume plays the others", markup=False)
        return 130
    print(format_table(summary))
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines() if line.strip()]
    failed = [r for r in rows if not r["success"]]
    for r in failed[:SHOWN_FAILURES]:
        console.print(f"{'SPEC ERROR' if r.get('spec_error') else 'ERROR' if r.get('error') else 'FAIL'} {r['template']} #{r['episode']} (seed {r['seed']}): {failure_reason(r)}"[:2000], markup=False, highlight=False)
    if len(failed) > SHOWN_FAILURES:
        console.print(f"... and {len(failed) - SHOWN_FAILURES} more failed episodes: {out / 'results.jsonl'}", markup=False)
    o, totals, tr = summary["overall"], summary["totals"], summary["trials"]
    sr = f"{o['SR'] * 100:.1f}%" if o["SR"] is not None else "-"
    if tr["trials"] > 1 and tr["SR_mean"] is not None:
        sr += f" (mean {tr['SR_mean'] * 100:.1f} ± {tr['SR_std'] * 100:.1f} over {tr['trials']} trials)"
    console.print(f"SR {sr} over {o['episodes']} episodes ({o['errors']} infrastructure errors, {totals['spec_errors']} spec errors, {totals['format_errors']} format errors, {totals['loops']} loops); results in {args.out}/", markup=False)
    if model is not None:
        console.print(f"model: {totals['tokens']['total_tokens']} tokens, {totals['model_time_s']} s of model time", markup=False)
    if ref := summary["run"].get("reference"):
        console.print(f"split {ref['split']}: {ref['present']} of the reference's {ref['reference_templates']} templates exist so far", markup=False)
    return 0


def _targets(args: argparse.Namespace) -> int:
    from ..agents.oracle import OracleAgent
    from ..tasks.env import TaskEnv

    if "," in args.task_id or args.task_id in ("all", "test", "train", "payment"):
        raise SystemExit(f"targets shows one template's screen; got {args.task_id!r} (see `mobilegym list`)")
    selected, errors = _select(args.task_id, None)
    if not selected:  # the template is broken: its spec error says where
        raise SystemExit(f"spec error {next(e for e in errors if e.startswith(f'{args.task_id} '))}")
    (task,) = selected
    env = TaskEnv(task_id=task.spec.id)
    try:
        obs, info = env.reset(seed=args.seed)
        console = _console()
        console.print(info["instruction"], markup=False)
        oracle = OracleAgent()
        oracle.reset(env, obs, info)
        for _ in range(args.steps):
            obs, _, _, _, info = env.step(oracle.act(obs, info))
            console.print(f"solution: {info['action']}", markup=False)
        for action in args.do:
            obs, _, _, _, info = env.step(action)
            console.print(f"do: {info['action']}", markup=False)
        screen = env.screen_info()
        table = Table(title=f"On screen: {screen['foreground'] or 'home'} / {screen['screen'] or '-'}" + (f" (overlay {screen['overlay']})" if screen["overlay"] else ""))
        for col in ("test id", "text", "role", "x", "y"):
            table.add_column(col)
        for t in env.targets():
            table.add_row(t["testId"] or "", t["text"], t["role"] or "", f"{t['x']:g}", f"{t['y']:g}")
        console.print(table)
    finally:
        env.close()
    return 0


def _matrix(args: argparse.Namespace) -> int:
    from ..tasks.env import TaskEnv
    from ..tasks.task import TaskSetupError, template_seed
    from .matrix import run_matrix

    tasks, errors = _select(args.split, args.suite)
    console = Console()
    for e in errors:
        console.print(f"warning: spec error {e}", markup=False, highlight=False)
    env = TaskEnv(split="all", capture_size=(360, 800))
    failed = left_out = 0
    try:
        for t in tasks:
            try:
                cases = run_matrix(env, t, template_seed(args.seed, t.spec.id))
            except TaskSetupError as err:  # its instance for this seed cannot be drawn
                console.print(f"warning: spec error {t.spec.id} (left out): {err}", markup=False, highlight=False)
                left_out += 1
                continue
            bad = [c for c in cases if not c.ok]
            failed += bool(bad)
            console.print(f"{t.spec.id}: {len(cases) - len(bad)}/{len(cases)} cases hold", markup=False)
            for c in bad:
                console.print(f"  FAILS {c.name}: want {c.want}; got {c.got}", markup=False)
    finally:
        env.close()
    tried = len(tasks) - left_out
    console.print(f"{tried - failed} of {tried} templates survive their judge matrix" + (f"; {len(errors) + left_out} left out as spec errors (above)" if errors or left_out else ""), markup=False)
    return 1 if failed else 0


def _report(args: argparse.Namespace) -> int:
    from ..report import RunDirError, write_comparison, write_report

    try:
        if args.run_b is None:
            if args.out:
                raise SystemExit("--out is for a comparison (mobilegym report A B --out FILE); one run's report is always RUN_DIR/report/")
            written = write_report(Path(args.run))
        else:
            written = write_comparison(Path(args.run), Path(args.run_b), Path(args.out) if args.out else None)
    except RunDirError as err:
        raise SystemExit(str(err)) from None
    print(f"report: {written}")
    return 0


def _play(args: argparse.Namespace) -> int:
    from ..play import serve

    try:
        return serve(args.task_id, Path(args.out), seed=args.seed, port=args.port, screenshots=args.screenshots)
    except ValueError as err:
        raise SystemExit(str(err)) from None


def _serve(args: argparse.Namespace) -> int:
    try:
        from ..serve.openenv import serve
    except ImportError as err:
        raise SystemExit(f"mobilegym serve needs the openenv extra ({err}): pip install 'mobilegym-gym[openenv]'") from None
    return serve(args.host, args.port, args.max_sessions)


def main(argv: list[str] | None = None) -> int:
    from ..agents.adapters import ADAPTERS  # only the family formats: no model client

    parser = argparse.ArgumentParser(prog="mobilegym", description="MobileGym-Gym: simulated phones for GUI agents")
    sub = parser.add_subparsers(dest="command", required=True)
    lst = sub.add_parser("list", help="list task templates")
    lst.add_argument("--split", default="all", help="test, train, payment, high_risk (the paper's splits), extra (ours) or all (default: every template but the payment split's)")
    lst.add_argument("--suite", default=None)
    lst.set_defaults(func=_list)
    bench = sub.add_parser("bench", help="run an agent over task templates")
    bench.add_argument("--split", default="all", help="test, train, payment, high_risk (the paper's splits), extra (ours), all, or comma-separated template ids")
    bench.add_argument("--suite", default=None)
    bench.add_argument("--agent", default="oracle", help="oracle, random (never ends an episode itself), noop, or an import path package.module:Name")
    bench.add_argument("--num-envs", "--concurrency", dest="num_envs", type=int, default=2, help="phones, so episodes, at once (default 2)")
    bench.add_argument("--phones-per-page", type=int, default=1, metavar="K", help="dense mode: K of the phones in one page (less memory a phone, a faster start; a crash ends K episodes; docs/architecture.md, 'Dense mode'). Default 1: a page per phone")
    bench.add_argument("--seed", type=int, default=0)
    bench.add_argument("--episodes", type=int, default=1, help="episodes per template (different seeds)")
    bench.add_argument("--out", default="runs/bench")
    bench.add_argument("--screenshots", default="small", choices=("small", "full", "none"), help="each episode's screens under OUT/episodes/: JPEG files at half the capture's size (default), at capture size, or none")
    bench.add_argument("--trials", type=int, default=None, help="repeat the run K times with re-sampled parameters; SR reported as mean ± std (default 4 for --agent openai, the paper's protocol, else 1)")
    bench.add_argument("--ray", default=None, metavar="ADDRESS", help="play on the nodes of the Ray cluster at ADDRESS (auto: the one this machine joined; the ray extra; docs/training.md): each episode runs on its phone's node, screenshots unsaved")
    bench.add_argument("--resume", action="store_true", help="continue the interrupted run in --out without re-running its finished episodes (refused if an option or the model protocol differs)")
    model = bench.add_argument_group("model (--agent openai: any OpenAI-compatible chat-completions endpoint; docs/agents.md)")
    model.add_argument("--model", default=None, help="the model name the endpoint serves")
    model.add_argument("--base-url", default=None, help="e.g. http://localhost:8000/v1")
    model.add_argument("--adapter", default="generic", choices=tuple(ADAPTERS), help="the model family's action format (default generic: our string form; docs/agents.md has the table of models)")
    model.add_argument("--api-key-env", default="OPENAI_API_KEY", help="environment variable with the API key (default OPENAI_API_KEY; a local server needs none)")
    model.add_argument("--format-retries", type=int, default=0, help="feed an unparseable reply's error back up to K times (default 0: it ends the episode as a format error)")
    model.add_argument("--temperature", type=float, default=0.1)
    model.add_argument("--top-p", type=float, default=0.95)
    model.add_argument("--max-tokens", type=int, default=4096)
    model.add_argument("--timeout", type=float, default=300.0, help="seconds per model call (default 300)")
    model.add_argument("--max-retries", type=int, default=3, help="retries of a call that failed (connection, time-out, 408, 409, 429, 5xx, a reply the client cannot read), with exponential backoff (default 3); then it is an infrastructure error. 401, 403 and 404 stop the run")
    model.add_argument("--image-width", type=int, default=540, help="the screenshot is sent this wide (default 540)")
    model.add_argument("--history-images", type=int, default=0, help="also send the last K earlier screenshots (default 0)")
    bench.set_defaults(func=_bench)
    matrix = sub.add_parser("matrix", help="try each template's judge matrix: the solution, and what a careless or cunning agent would do instead")
    matrix.add_argument("split", nargs="?", default="all", help="test, train, payment, high_risk, extra, all (default), or comma-separated template ids")
    matrix.add_argument("--suite", default=None)
    matrix.add_argument("--seed", type=int, default=1, help="run seed of the instance tried (default 1, as the test suite)")
    matrix.set_defaults(func=_matrix)
    targets = sub.add_parser("targets", help="show what is on the screen of a task: test ids, texts, roles and 0-1000 coordinates")
    targets.add_argument("task_id", help="a template id (mobilegym list)")
    targets.add_argument("--seed", type=int, default=0)
    targets.add_argument("--steps", type=int, default=0, help="first play this many actions of the reference solution")
    targets.add_argument("--do", nargs="*", default=[], metavar="ACTION", help='then these actions, in string form: CLICK(500, 300) BACK TYPE("hi")')
    targets.set_defaults(func=_targets)
    demo = sub.add_parser("demo", help="play a scripted episode through real taps")
    demo.add_argument("--out", default="runs/demo", help="output folder (default: runs/demo)")
    demo.add_argument("--seed", type=int, default=0)
    demo.set_defaults(func=_demo)
    apps = sub.add_parser("apps", help="list installed apps")
    apps.set_defaults(func=_apps)
    report = sub.add_parser("report", help="write a run's trajectory report (a static site), or compare two runs")
    report.add_argument("run", help="a bench run folder (with results.jsonl)")
    report.add_argument("run_b", nargs="?", default=None, help="a second run: write a comparison page, per template")
    report.add_argument("--out", default=None, help="the comparison page's file (default RUN/report/compare.html)")
    report.set_defaults(func=_report)
    play = sub.add_parser("play", help="play a task by hand in a local page (127.0.0.1), saved like a bench run")
    play.add_argument("task_id", help="a template id (see mobilegym list)")
    play.add_argument("--seed", type=int, default=0, help="run seed: episode i is the instance a bench run with this seed plays as its episode i")
    play.add_argument("--port", type=int, default=8765, help="port on 127.0.0.1 (0 picks a free one)")
    play.add_argument("--out", default="runs/play", help="the run folder episodes are saved to (default runs/play)")
    play.add_argument("--screenshots", default="small", choices=("small", "full", "none"), help="as for bench")
    play.set_defaults(func=_play)
    serve = sub.add_parser("serve", help="serve phones to OpenEnv clients (TRL, TorchForge...): reset(task_id, seed) and step over a WebSocket; needs the openenv extra")
    add_server_arguments(serve)
    serve.set_defaults(func=_serve)
    index = sub.add_parser("index", help="write a spec folder's task index, index.json: the ids and step budgets registration reads (after adding or editing templates)")
    index.add_argument("root", nargs="?", default=None, help="the spec folder (default: MOBILEGYM_TASK_SPECS, else the package's task specs)")
    index.set_defaults(func=_index)
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
