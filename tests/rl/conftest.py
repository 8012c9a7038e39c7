"""Tests of the RL libraries on the wrapped env; they need the `rl` extra and run only with
`bash scripts/test.sh --rl` (pyproject's addopts keep the default run from collecting them)."""

from __future__ import annotations

import pytest
import torch

# The browser renders on one of this machine's two cores while Python steps: torch's default of
# one OpenMP thread per core makes every forward pass spin against Chromium (13x slower here).
torch.set_num_threads(1)



@pytest.fixture
def task_id() -> str:
    """A task whose episodes end within 15 steps (its budget), by COMPLETE or truncation."""
    return "MobileGym/Clock_ToggleAlarm-v0"


@pytest.fixture
def small() -> tuple[int, int]:
    """The capture size: the page drawn at 72 x 160 (NatureCNN's smallest input is 36 x 36)."""
    return (72, 160)
