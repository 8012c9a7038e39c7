"""The splits of a run, as the paper has them, so results compare with its table.

- ``test``, ``train``, ``payment``: the reference templates of that split (a template's
  ``split:`` field, which must agree with the reference's id list, ``reference_ids``, for the
  id in its ``reference:`` field);
- ``high_risk``: the templates of the reference's 14 high-risk ones;
- ``extra``: templates of our own (no reference id); in ``all`` but in no reference split;
- ``all``: every template but the payment split's: those move money (transfers, cards, the
  payment password) and run only when asked for (``--split payment``, ``Payment-v0``,
  ``high_risk`` or by template id), never in a default run.

``coverage(split)`` says how many of a reference split's templates exist here so far.
"""

from __future__ import annotations

from typing import Any

from . import reference_ids as R
from .tasks.spec import TaskSpec

SPLITS = ("test", "train", "payment", "high_risk", "extra", "all")
REFERENCE: dict[str, frozenset[str]] = {"test": R.TEST, "train": R.TRAIN, "payment": R.PAYMENT, "high_risk": R.HIGH_RISK}


def reference_split(reference: str | None) -> str | None:
    """``test``, ``train`` or ``payment``: the reference's split of a reference id (a spec's
    ``reference:`` field), None for a template of our own or an id the reference does not have."""
    return next((name for name in ("test", "train", "payment") if reference in REFERENCE[name]), None)


def in_split(spec: TaskSpec, split: str) -> bool:
    """Whether the template belongs to ``split`` (one of SPLITS)."""
    if split not in SPLITS:
        raise ValueError(f"unknown split {split!r}; choose one of {', '.join(SPLITS)}")
    if split == "all":
        return spec.split != "payment"
    if split == "high_risk":
        return spec.reference in R.HIGH_RISK
    return spec.split == split


def coverage(split: str) -> dict[str, Any] | None:
    """For a reference split: its size in the reference and how many of its templates exist here."""
    if split not in REFERENCE:
        return None
    from .tasks.loader import default_tasks

    present = sorted(t for t, task in default_tasks().tasks.items() if in_split(task.spec, split))
    return {"split": split, "reference_templates": len(REFERENCE[split]), "present": len(present)}
