"""The page and this driver speak one control protocol (issue 36): the page defines its API
version, action types, error names and longest action (web_sim/src/control/protocol.ts), its
build writes them into ``dist/phone.json``, and a phone refuses a build that says otherwise,
naming both sides and the rebuild command."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conftest import PhoneDriver
from mobilegym_gym.actions import ActionType
from mobilegym_gym.browser.assets import dist_dir
from mobilegym_gym.errors import InvalidPayloadError, UnknownAppError
from mobilegym_gym.sim.protocol import CONTROL_API_VERSION

OPEN_A_PHONE = """
from mobilegym_gym import MobileGymEnv, WebSimNotBuiltError
try:
    MobileGymEnv(capture_size=(360, 800)).close()
except WebSimNotBuiltError as err:
    print("refused:", err)
"""

Control = dict[str, Any] | None
#: How each build differs from this library's protocol, and what the refusal says of it.
DRIFTS: dict[str, tuple[Callable[[dict[str, Any]], Control], str]] = {
    "older API": (lambda c: c | {"apiVersion": CONTROL_API_VERSION - 1}, f"control API v{CONTROL_API_VERSION - 1}, this library v{CONTROL_API_VERSION}"),
    "an action the page lacks": (lambda c: c | {"actions": [a for a in c["actions"] if a != "NOOP"]}, "action types: only the page has none, only this library ['NOOP']"),
    "an error this library lacks": (lambda c: c | {"errors": [*c["errors"], "QuotaError"]}, "error names: only the page has ['QuotaError'], only this library none"),
    "another longest action": (lambda c: c | {"maxDurationMs": 30_000}, "longest action 30000 ms, this library's MAX_DURATION_MS 60000 ms"),
    "no protocol at all": (lambda c: None, "predates the control protocol it must carry"),
}


@pytest.mark.parametrize("drift", sorted(DRIFTS))
def test_a_build_speaking_another_protocol_is_refused_naming_both_sides_and_the_fix(tmp_path: Path, drift: str) -> None:
    change, said = DRIFTS[drift]
    built = dist_dir()
    dist = tmp_path / "dist"
    dist.mkdir()
    for item in built.iterdir():
        if item.name != "phone.json":
            (dist / item.name).symlink_to(item)
    data = json.loads((built / "phone.json").read_text())
    control = change(data.pop("control"))
    (dist / "phone.json").write_text(json.dumps(data if control is None else {"control": control, **data}))
    run = subprocess.run([sys.executable, "-c", OPEN_A_PHONE], capture_output=True, text=True, timeout=300, env={**os.environ, "MOBILEGYM_WEB_SIM_DIST": str(dist)})
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith(f"refused: {dist / 'phone.json'}" if control is None else f"refused: the simulator build {dist / 'phone.json'} does not speak"), run.stdout
    assert said in run.stdout and "rebuild the simulator with `cd web_sim && npm run build`" in run.stdout, run.stdout


@pytest.mark.browser
def test_the_pages_errors_arrive_by_name_as_this_librarys(phone: PhoneDriver) -> None:
    before = phone.state()
    with pytest.raises(InvalidPayloadError, match=rf'^act: unknown action type "FLY"; one of {", ".join(ActionType.__members__)}$'):
        phone.act(type="FLY")
    with pytest.raises(UnknownAppError, match=r"^unknown app 'Telegram'; installed: .*; an app added under web_sim/src/apps/<id>/"):
        phone.act(type="AWAKE", app="Telegram")
    assert phone.state() == before
