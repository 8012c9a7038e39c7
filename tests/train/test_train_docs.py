"""The docs' snippets that need the trainers' extras (```python train fences, docs/training.md) run as they stand."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest

_spec = importlib.util.spec_from_file_location("doc_snippets", Path(__file__).resolve().parents[1] / "test_docs.py")
assert _spec is not None and _spec.loader is not None
docs: Any = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = docs  # dataclasses look their module up
_spec.loader.exec_module(docs)


@pytest.mark.parametrize("snippet", docs._by(("python",), extra="train"))
def test_train_snippet_runs_alone(snippet: Any, tmp_path: Path) -> None:
    docs.run_python_snippet(snippet, tmp_path)
