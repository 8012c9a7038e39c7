"""The docs' snippets that need the trainers' extras (```python train fences, docs/training.md) run as they stand.
A snippet that trains the model MOBILEGYM_TRL_MODEL names (TRL's) gets the tiny VLM, saved to a folder (no download)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest
from tiny_llava import tiny_llava

_spec = importlib.util.spec_from_file_location("doc_snippets", Path(__file__).resolve().parents[1] / "test_docs.py")
assert _spec is not None and _spec.loader is not None
docs: Any = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = docs  # dataclasses look their module up
_spec.loader.exec_module(docs)


@pytest.mark.parametrize("snippet", docs._by(("python",), extra="train"))
def test_train_snippet_runs_alone(snippet: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if "MOBILEGYM_TRL_MODEL" in snippet.code:
        model, processor = tiny_llava()
        model.save_pretrained(tmp_path / "tiny-vlm")
        processor.save_pretrained(tmp_path / "tiny-vlm")
        monkeypatch.setenv("MOBILEGYM_TRL_MODEL", str(tmp_path / "tiny-vlm"))
        monkeypatch.setenv("HF_HUB_OFFLINE", "1")
        monkeypatch.setenv("TRL_EXPERIMENTAL_SILENCE", "1")
    docs.run_python_snippet(snippet, tmp_path)
