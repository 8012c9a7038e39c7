"""Judging the phone's state: diffs (and, with tasks, goal checks, metrics and reward)."""

from .diff import Change, diff_states

__all__ = ["Change", "diff_states"]
