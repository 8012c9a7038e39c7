"""A folder of task specs: where it is (``task_root``) and which files are its specs. The loader
and the index (``tasks.index``) both walk a folder through these, so they agree on what a spec
file is.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

from ..package_data import data_path

TASK_ROOT_ENV = "MOBILEGYM_TASK_SPECS"

def task_root() -> Path:
    """``MOBILEGYM_TASK_SPECS``, else the package's task specs (the installed copy, or the
    checkout's ``task_specs``)."""
    override = os.environ.get(TASK_ROOT_ENV)
    return Path(override) if override else data_path("task_specs")


def suite_dirs(root: Path) -> list[Path]:
    """The suites of ``root``: its folders, but hidden ones and ``_``-prefixed ones, in name order."""
    return sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith((".", "_"))) if root.is_dir() else []


def spec_files(root: Path) -> Iterator[Path]:
    """Every spec file of ``root`` (``<suite>/<Name>.yaml``), suite by suite, in name order."""
    for suite_dir in suite_dirs(root):
        yield from sorted(suite_dir.glob("*.yaml"))
