"""The task index: each spec file's id and step budget, all that registering its gym id needs,
read without loading the specs (``import mobilegym_gym`` registers every id in milliseconds;
a spec is loaded when an env, ``mobilegym list`` or a bench first needs it).

A spec folder may carry ``index.json`` (the package's does: write it again with
``mobilegym index`` after editing specs; a test fails while it is stale).
It is keyed by each file's content digest, so it is never wrong, only slower: a file it does
not know as it is now (edited, added, or a user's folder without an index) is read and validated
on the spot. A file that does not validate has no id to register and takes no other down (the
loader reports its errors).

    >>> from mobilegym_gym.tasks.folder import task_root
    >>> read_index(task_root())["clock.AddAlarm"]
    30
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, TypedDict

from .folder import spec_files

INDEX_FILE = "index.json"
REGENERATE = "mobilegym index"

class Entry(TypedDict):
    """One spec file in the index: its content digest, and its id and step budget (None when it
    does not validate, or its id is not its path's, ``<suite>/<Name>.yaml``: the loader refuses it)."""

    digest: str
    id: str | None
    budget: int | None


def _digest(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


def _entry(name: str, data: bytes, digest: str) -> Entry:
    """Read and validate one spec: YAML, pydantic and the judge's vocabulary are imported only
    here, for the files the index does not know."""
    import yaml
    from pydantic import ValidationError

    from .loader import YAML_LOADER
    from .spec import TaskSpec

    try:
        spec = TaskSpec.model_validate(yaml.load(data, Loader=YAML_LOADER))
    except (yaml.YAMLError, ValidationError):
        return Entry(digest=digest, id=None, budget=None)
    if name != f"{spec.suite}/{spec.name}.yaml":
        return Entry(digest=digest, id=None, budget=None)
    return Entry(digest=digest, id=spec.id, budget=spec.step_budget)


def _shipped(root: Path) -> dict[str, Any]:
    """The folder's ``index.json``, or nothing when it has none or it cannot be read."""
    try:
        known = json.loads((root / INDEX_FILE).read_text())
    except (OSError, ValueError):
        return {}
    return known if isinstance(known, dict) else {}


def _known(entry: Any, digest: str) -> Entry | None:
    """What a folder's index says of a file, if it says it of the file as it is now (``digest``)."""
    if isinstance(entry, dict) and entry.get("digest") == digest and isinstance(entry.get("id"), str | None) and isinstance(entry.get("budget"), int | None):
        return Entry(digest=digest, id=entry["id"], budget=entry["budget"])
    return None


def build_index(root: Path, reuse: bool = True) -> dict[str, Entry]:
    """Every spec file of ``root`` (by its path relative to it) with its digest, id and budget;
    ``reuse``: take what the folder's index says of a file it knows unchanged."""
    known = _shipped(root) if reuse else {}
    index: dict[str, Entry] = {}
    for file in spec_files(root):
        try:
            data = file.read_bytes()
        except OSError:
            continue  # unreadable: the loader names it
        name, digest = file.relative_to(root).as_posix(), _digest(data)
        index[name] = _known(known.get(name), digest) or _entry(name, data, digest)
    return index


def read_index(root: Path) -> dict[str, int]:
    """Task id -> step budget of every spec of ``root`` that validates (the first file of an id
    that two files claim, as the loader keeps it)."""
    budgets: dict[str, int] = {}
    for entry in build_index(root).values():
        task_id, budget = entry["id"], entry["budget"]
        if task_id is not None and budget is not None and task_id not in budgets:
            budgets[task_id] = budget
    return budgets


def write_index(root: Path) -> Path:
    """Write ``root``'s ``index.json`` as its specs are now; returns its path."""
    path = root / INDEX_FILE
    lines = [f"{json.dumps(name)}: {json.dumps(entry, sort_keys=True)}" for name, entry in sorted(build_index(root, reuse=False).items())]
    path.write_text("{\n" + ",\n".join(lines) + "\n}\n")  # a line per spec file: a template added or edited is a line of the diff
    return path
