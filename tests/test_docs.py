"""Every snippet of the README and docs/ runs as it stands.

- ``python``: run alone in a fresh interpreter; when the README shows its output (a paragraph
  starting "Output" then a ``text`` block), the printed lines must be exactly those.
- ``yaml``: a whole template must load as a TaskSpec (and equal the file it names); a fragment
  must be valid for the template sections it shows.
- ``bash``: ``mobilegym`` command lines run; a trailing ``# ...`` comment that quotes an
  outcome (``SR 100.0%``) must appear in the output. The two set-up commands and the benchmark
  are what CI and benchmarks/ run, not repeated here (``NOT_RUN``).
- ``ts``/``tsx``: type-checked with the simulator's own tsc settings, as a file of an app
  (``web_sim/src/apps/<app>/``), so a snippet's imports and types must be the real ones.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml

from mobilegym_gym.tasks.spec import TaskSpec

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", ROOT / "benchmarks" / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
FENCE = re.compile(r"^```(\w*)([^\n]*)\n(.*?)^```\s*$", re.S | re.M)
#: A fence ```python rl needs the `rl` extra (PyTorch): tests/rl/test_rl_docs.py runs it; one
#: marked ```python train needs the trainers' extras (docs/training.md): tests/train/test_train_docs.py.
EXTRAS = ("rl", "train")
#: Commands the doc tests do not run: the two commands, the benchmarks, README's install
#: steps (tests/test_wheel.py builds and installs the wheel as they do), and `mobilegym serve`
#: (it serves until stopped: tests/train/test_openenv.py starts and stops it).
NOT_RUN = ("bash scripts/run.sh", "bash scripts/test.sh", "benchmarks/run.py", "benchmarks/agent_concurrency.py", "npm run build", "pip wheel", "pip install", "mobilegym serve")


@dataclass(frozen=True)
class Snippet:
    doc: Path
    line: int
    lang: str
    code: str
    output: str | None  # the output the doc shows for it
    extra: str | None = None  # the optional extra it needs (run by that extra's tests)

    @property
    def name(self) -> str:
        return f"{self.doc.relative_to(ROOT)}:{self.line}"


def _snippets() -> list[Snippet]:
    found: list[Snippet] = []
    for doc in DOCS:
        text = doc.read_text()
        blocks = list(FENCE.finditer(text))
        for i, m in enumerate(blocks):
            lang = m.group(1)
            if lang not in ("python", "yaml", "bash", "ts", "tsx"):
                continue
            output = None
            nxt = blocks[i + 1] if i + 1 < len(blocks) else None
            if nxt is not None and nxt.group(1) == "text" and text[m.end() : nxt.start()].strip().startswith("Output"):
                output = nxt.group(3)
            extra = next((e for e in m.group(2).split() if e in EXTRAS), None)
            found.append(Snippet(doc, text[: m.start()].count("\n") + 1, lang, m.group(3), output, extra))
    return found


SNIPPETS = _snippets()


def _by(lang: tuple[str, ...], extra: str | None = None) -> list[Any]:
    return [pytest.param(s, id=s.name) for s in SNIPPETS if s.lang in lang and s.extra == extra]


def test_the_docs_have_snippets_of_every_kind_checked() -> None:
    assert {s.lang for s in SNIPPETS} >= {"python", "yaml", "bash", "tsx"}


def run_python_snippet(snippet: Snippet, cwd: Path) -> None:
    """Run a Python snippet alone in a fresh interpreter; check the output the doc shows."""
    run = subprocess.run([sys.executable, "-c", snippet.code], cwd=cwd, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, f"{snippet.name} failed:\n{run.stderr[-3000:]}"
    if snippet.output is not None:
        assert run.stdout.splitlines() == snippet.output.splitlines(), f"{snippet.name} printed:\n{run.stdout}"


@pytest.mark.browser
@pytest.mark.parametrize("snippet", _by(("python",)))
def test_python_snippet_runs_alone(snippet: Snippet, tmp_path: Path) -> None:
    run_python_snippet(snippet, tmp_path)


def test_every_snippet_that_needs_an_extra_names_one_with_tests() -> None:
    """A fence such as ```python rl is run by that extra's opt-in tests, never skipped unseen."""
    for s in SNIPPETS:
        if s.extra is not None:
            assert (ROOT / "tests" / s.extra / f"test_{s.extra}_docs.py").is_file(), f"{s.name} needs {s.extra} but nothing runs it"


def test_yaml_snippets_are_valid_template_sections() -> None:
    base = yaml.safe_load((ROOT / "task_specs" / "clock" / "ToggleAlarm.yaml").read_text())
    for s in (s for s in SNIPPETS if s.lang == "yaml"):
        data = yaml.safe_load(s.code)
        if isinstance(data, dict) and "id" in data:
            spec = TaskSpec.model_validate(data)
            suite, name = spec.id.split(".")
            real = TaskSpec.model_validate(yaml.safe_load((ROOT / "task_specs" / suite / f"{name}.yaml").read_text()))
            assert spec == real, f"{s.name}: the template shown differs from task_specs/{suite}/{name}.yaml"
            continue
        sections = {"goals": data} if isinstance(data, list) else data
        assert isinstance(sections, dict) and set(sections) <= set(TaskSpec.model_fields), f"{s.name}: not a template, a list of goals or template sections"
        TaskSpec.model_validate(base | sections)  # the sections shown, in a template that is otherwise valid


def _commands(snippet: Snippet) -> list[tuple[str, str | None]]:
    """The command lines of a bash snippet, each with the outcome its comment quotes."""
    lines = []
    for line in snippet.code.splitlines():
        command, _, comment = line.partition("#")
        command = command.strip()
        if not command or any(n in command for n in NOT_RUN):
            continue
        quoted = re.search(r"SR \d+\.\d%", comment)
        lines.append((command, quoted.group(0) if quoted else None))
    return lines


@pytest.mark.browser
@pytest.mark.parametrize("snippet", [p for p in _by(("bash",)) if _commands(p.values[0])])
def test_bash_snippet_commands_run(snippet: Snippet, tmp_path: Path) -> None:
    for command, outcome in _commands(snippet):
        assert command.startswith((".venv/bin/mobilegym ", "mobilegym ")), f"{snippet.name}: no rule to run {command!r}"
        args = command.split()[1:]
        if args[0] == "bench":
            args += ["--out", str(tmp_path / "run"), "--screenshots", "none"]
        run = subprocess.run([str(Path(sys.executable).parent / "mobilegym"), *args], cwd=ROOT, capture_output=True, text=True, timeout=600)
        assert run.returncode == 0, f"{snippet.name}: {command} failed:\n{run.stdout[-2000:]}{run.stderr[-2000:]}"
        if outcome:
            assert outcome in run.stdout, f"{snippet.name}: {command} did not print {outcome!r}:\n{run.stdout[-2000:]}"
        if "matrix" in args:
            assert "1 of 1 templates survive" in run.stdout


def test_ts_snippets_type_check_as_app_files() -> None:
    web = ROOT / "web_sim"
    tsc = web / "node_modules" / ".bin" / "tsc"
    if not tsc.exists():
        pytest.fail("web_sim's npm dependencies are missing: run `bash scripts/setup.sh`")
    work = web / ".doc-snippets"
    shutil.rmtree(work, ignore_errors=True)
    try:
        names = {}
        for i, s in enumerate(x for x in SNIPPETS if x.lang in ("ts", "tsx")):
            # A snippet whose first line is a comment naming a file (`// screens.tsx`) is that
            # file of the app, so the doc's manifest can import the doc's screens.
            named = re.match(r"// ([\w.]+\.tsx?)\n", s.code)
            path = work / "src" / "apps" / "docsnippets" / (named.group(1) if named else f"snippet{i}.{s.lang}")
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(s.code)
            names[path.relative_to(web).as_posix()] = s.name
        config = {"extends": "../tsconfig.json", "compilerOptions": {"noEmit": True, "rootDirs": ["../src", "./src"], "noUnusedLocals": False}, "include": ["../src/globals.d.ts", "./src/**/*"]}
        (work / "tsconfig.json").write_text(json.dumps(config))
        run = subprocess.run([str(tsc), "-p", str(work / "tsconfig.json")], cwd=web, capture_output=True, text=True, timeout=300)
        report = run.stdout
        for rel, name in names.items():
            report = report.replace(rel, name).replace(rel.removeprefix(".doc-snippets/"), name)
        assert run.returncode == 0, f"doc snippets do not type-check:\n{report[-4000:]}"
    finally:
        shutil.rmtree(work, ignore_errors=True)


def test_the_file_map_lists_every_module() -> None:
    """docs/architecture.md's file map names every module (a file added without a line fails)."""
    text = (ROOT / "docs" / "architecture.md").read_text()
    the_map = text[text.index("## File map") : text.index("## Failures")]
    pkg = ROOT / "src" / "mobilegym_gym"
    web = ROOT / "web_sim"
    missing = [f"`{f.relative_to(pkg).as_posix()}`" for f in pkg.rglob("*.py") if f.name != "__init__.py" or f.parent == pkg]
    missing += [f"`{f.relative_to(web).as_posix()}`" for d in ("src/control", "src/export", "src/os") for f in (web / d).glob("*.ts*")]
    missing += [f"`{f.relative_to(web).as_posix()}`" for f in (web / "src" / "os" / "ui").glob("*")]
    missing += [f"`{f.relative_to(web).as_posix()}`" for f in (web / "scripts").glob("*")]
    missing = [m for m in missing if m not in the_map]
    apps = sorted(d.name for d in (web / "src" / "apps").iterdir() if d.is_dir())
    missing += [f"app {a}" for a in apps if f" {a}," not in the_map and f" {a}." not in the_map]
    assert not missing, f"docs/architecture.md's file map does not list: {', '.join(missing)}"


def test_the_docs_refer_only_to_files_in_the_repository() -> None:
    token = re.compile(r"`((?:src|web_sim|tests|docs|tools|benchmarks|task_specs|scripts|examples)/[^`\s<>*{}]*)`|\]\(([^)#:\s]+)\)")
    missing = []
    for doc in DOCS:
        text = doc.read_text()
        assert "DESIGN.md" not in text and "catalog.md" not in text, f"{doc.relative_to(ROOT)} refers to a document outside the repository"
        for m in token.finditer(text):
            ref = (m.group(1) or m.group(2)).split(":")[0].rstrip(".,;")
            if not any((base / ref).exists() for base in (ROOT, ROOT / "web_sim", ROOT / "src" / "mobilegym_gym", doc.parent)):
                missing.append(f"{doc.relative_to(ROOT)}: {ref}")
    assert not missing, "docs refer to files that do not exist:\n" + "\n".join(missing)


def test_the_check_kinds_table_is_the_registry() -> None:
    from mobilegym_gym.judge.checks import docs_table

    assert docs_table() in (ROOT / "docs" / "authoring-tasks.md").read_text(), "docs/authoring-tasks.md's table of check kinds is not judge.checks.docs_table(): paste it again"
