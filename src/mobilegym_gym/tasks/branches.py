"""Conditional templates: which ones are, the parameter that decides their branch, its values.

A template whose instruction reads as conditional ("if it rains ..., otherwise ...", "when ...",
"whether ...") declares its branch at the top level: ``branch: <param>`` names the parameter
whose value decides it, ``branch: false`` says the wording is not a condition on the phone's
state ("Use the Calculator if you like", "When does it start?"). The loader refuses a template
that reads as conditional and declares neither, so no conditional template escapes the blind-
policy checks (the judge matrix's ``blind:`` cases, tests/test_branches.py's statistics).

The instruction's wording is the signal because it is what the agent reads: a condition in the
task is a condition in its wording, and a reviewer settles each false alarm once, in the file.
"""

from __future__ import annotations

import re
from typing import Any

from .spec import TaskSpec

#: The words that make an instruction read as conditional.
CONDITIONAL_WORDS = re.compile(r"\b(if|otherwise|else|unless|whether|when)\b", re.IGNORECASE)


def conditional_wording(spec: TaskSpec) -> tuple[int, str] | None:
    """The first instruction wording that reads as conditional and its word, or None."""
    for i, text in enumerate(spec.instructions):
        found = CONDITIONAL_WORDS.search(text)
        if found:
            return i, found.group(0)
    return None


def branch_values(spec: TaskSpec) -> list[Any]:
    """The values the branch parameter takes, one per branch: a ``choice`` parameter's choices,
    otherwise true and false (a condition that holds or not). Empty for a template that does not
    branch."""
    if not isinstance(spec.branch, str) or spec.branch not in spec.params:
        return []
    choice = spec.params[spec.branch].choice
    if choice is None:
        return [True, False]
    return [v for i, v in enumerate(choice) if v not in choice[:i]]


def branch_problems(spec: TaskSpec) -> list[tuple[str, tuple[Any, ...], str]]:
    """What is wrong with a template's branch declaration, as ``(field, where, message)``:
    ``where`` is the location in the file to name the line of (the conditional wording when the
    declaration is missing)."""
    if spec.branch is None:
        found = conditional_wording(spec)
        if found is None:
            return []
        i, word = found
        return [("branch", ("instructions", i), f"instructions.{i} reads as conditional ({word!r}) but the template declares no branch: add a top-level 'branch: <param>' naming the parameter whose value decides the branch, or 'branch: false' if the wording is not a condition on the phone's state")]
    if spec.branch is False:
        return []
    if spec.branch not in spec.params:
        return [("branch", ("branch",), f"branch {spec.branch!r} is not a parameter; params: {', '.join(spec.params) or 'none'}")]
    choice = spec.params[spec.branch].choice
    if choice is not None and len(branch_values(spec)) < 2:
        return [("branch", ("params", spec.branch), f"branch parameter {spec.branch!r} has one value {choice!r}: a branch needs at least two")]
    return []
