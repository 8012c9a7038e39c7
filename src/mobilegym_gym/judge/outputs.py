"""How the phone's apps write what a template's parameters must match on screen.

A hook that computes a fact for an instruction or a reference solution's ``see`` step writes
it the way the app shows it, in one place for every suite:

    >>> yuan(1204.5)
    '¥1,204.50'

(What an output states is read by :mod:`mobilegym_gym.judge.claims`, in every form a person
writes it; these are only the forms the apps print.)
"""

from __future__ import annotations


def yuan(amount: float) -> str:
    """An amount as the phone's apps show money: ``1204.5`` -> ``"¥1,204.50"``."""
    return f"¥{amount:,.2f}"
