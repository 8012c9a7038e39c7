"""What this driver and the page's control API must agree on: the API version, the action types,
the error names and the longest action.

The page defines them (web_sim/src/control/protocol.ts) and its build writes them into
``dist/phone.json`` (``control``). Python keeps its own typed forms (``ActionType``,
``MAX_DURATION_MS``, an exception class per page error) for mypy and for readers, and
:func:`check_build` refuses a build whose values are not these, naming both sides and the
rebuild command: a new action or error on one side cannot be forgotten on the other.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..actions import MAX_DURATION_MS, ActionType
from ..errors import InvalidPayloadError, MobileGymError, StatePatchError, TargetNotFoundError, UnknownAppError, WebSimNotBuiltError

#: The page's control API this driver speaks (``API_VERSION`` in web_sim/src/control/protocol.ts).
CONTROL_API_VERSION = 6

#: The page's errors by name (``ERROR_NAMES`` in web_sim/src/control/errors.ts), as this library raises them.
PAGE_ERRORS: Mapping[str, type[MobileGymError]] = {
    "PatchError": StatePatchError,
    "PayloadError": InvalidPayloadError,
    "TargetNotFoundError": TargetNotFoundError,
    "UnknownAppError": UnknownAppError,
}

REBUILD = "rebuild the simulator with `cd web_sim && npm run build` (or `bash scripts/setup.sh`)"


def _differences(control: Mapping[str, Any]) -> list[str]:
    """Each value the build's ``control`` gives otherwise than this library, said with both sides."""
    found = []
    if control.get("apiVersion") != CONTROL_API_VERSION:
        found.append(f"control API v{control.get('apiVersion')}, this library v{CONTROL_API_VERSION}")
    if control.get("maxDurationMs") != MAX_DURATION_MS:
        found.append(f"longest action {control.get('maxDurationMs')} ms, this library's MAX_DURATION_MS {MAX_DURATION_MS} ms")
    for what, page, ours in (("action types", control.get("actions"), list(ActionType.__members__)), ("error names", control.get("errors"), list(PAGE_ERRORS))):
        page_set, our_set = set(page or []), set(ours)
        if page_set != our_set:
            found.append(f"{what}: only the page has {sorted(page_set - our_set) or 'none'}, only this library {sorted(our_set - page_set) or 'none'}")
    return found


def check_build(control: Mapping[str, Any] | None, phone_json: Path) -> None:
    """Refuse the build whose ``phone.json`` says ``control``, unless it agrees with this library."""
    if control is None:
        raise WebSimNotBuiltError(f"{phone_json} predates the control protocol it must carry (`control`): {REBUILD}")
    if problems := _differences(control):
        raise WebSimNotBuiltError(f"the simulator build {phone_json} does not speak this library's control protocol ({'; '.join(problems)}): {REBUILD}")
