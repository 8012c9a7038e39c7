"""The `mobilegym` commands as a user runs them: demo, bench (files and summary), apps."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mobilegym_gym.bench.cli import main

pytestmark = pytest.mark.browser


def test_demo_plays_through_real_taps_and_saves_screens_and_diff(tmp_path: Path) -> None:
    assert main(["demo", "--out", str(tmp_path)]) == 0
    episode = json.loads((tmp_path / "episode.json").read_text())
    changed = {c["path"] for c in episode["state_diff"]}
    assert {"/os/settings/airplane", "/os/settings/wifi"} <= changed
    assert any(p.startswith("/apps/clock/alarms/[id=") for p in changed)
    assert all((tmp_path / s["screenshot"]).stat().st_size > 1000 for s in episode["steps"])


def test_bench_in_dense_mode_plays_the_same_episodes(tmp_path: Path) -> None:
    """``--phones-per-page 2``: both phones in one page, every episode as in the default mode."""
    ids = "clock.ToggleAlarm,settings.DarkTheme"
    assert main(["bench", "--split", ids, "--agent", "oracle", "--num-envs", "2", "--phones-per-page", "2", "--out", str(tmp_path), "--screenshots", "none"]) == 0
    rows = [json.loads(line) for line in (tmp_path / "results.jsonl").read_text().splitlines()]
    assert len(rows) == 2 and all(r["success"] and r["reward"] == 1.0 for r in rows)
    assert json.loads((tmp_path / "summary.json").read_text())["run"]["phones_per_page"] == 2
    with pytest.raises(SystemExit, match="--phones-per-page: phones_per_page must be from 1"):
        main(["bench", "--split", ids, "--agent", "oracle", "--phones-per-page", "0", "--out", str(tmp_path / "bad")])


def test_bench_writes_rows_and_a_summary(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ids = "clock.ToggleAlarm,settings.DarkTheme"
    assert main(["bench", "--split", ids, "--agent", "oracle", "--num-envs", "2", "--episodes", "2", "--out", str(tmp_path)]) == 0
    rows = [json.loads(line) for line in (tmp_path / "results.jsonl").read_text().splitlines()]
    assert sorted({r["template"] for r in rows}) == sorted(ids.split(",")) and len(rows) == 4
    assert all(r["success"] and r["reward"] == 1.0 and r["actions"][-1] == "COMPLETE()" for r in rows)
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["overall"]["SR"] == 1.0 and summary["overall"]["episodes"] == 4
    assert set(summary) >= {"by_difficulty", "by_objective", "by_composition", "by_suite"}
    for r in rows:  # the trajectory: the first screen, then one record and one screen per step
        assert r["first_screenshot"] == f"episodes/{r['template']}-{r['episode']}/000.jpg"
        assert [s["step"] for s in r["trace"]] == list(range(1, r["steps"] + 1))
        assert [s["action"] for s in r["trace"]] == r["actions"] and r["trace"][-1]["progress"] == 1.0
        shots = [r["first_screenshot"]] + [s["screenshot"] for s in r["trace"]]
        assert all((tmp_path / s).read_bytes()[:2] == b"\xff\xd8" for s in shots)
    assert "SR 100.0% over 4 episodes" in capsys.readouterr().out


def test_bench_refuses_unknown_templates_with_suggestions(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="did you mean clock.ToggleAlarm"):
        main(["bench", "--split", "clock.TogleAlarm", "--out", str(tmp_path)])


MALFORMED_AGENT = '''
from mobilegym_gym import actions as A


class Malformed:
    """Taps once, then sends a tap outside the screen (a malformed action)."""

    def reset(self, env, obs, info):
        self.n = 0

    def act(self, obs, info):
        self.n += 1
        return A.click(500, 500) if self.n == 1 else {"action_type": 0, "point": [5000, 1]}
'''


def test_bench_records_malformed_actions_as_format_errors_and_finishes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "malformed_agent.py").write_text(MALFORMED_AGENT)
    monkeypatch.syspath_prepend(str(tmp_path))
    ids = "clock.ToggleAlarm,wechat.ReadMyWxid"
    assert main(["bench", "--split", ids, "--agent", "malformed_agent:Malformed", "--num-envs", "1", "--episodes", "2", "--out", str(tmp_path / "run")]) == 0
    rows = [json.loads(line) for line in (tmp_path / "run" / "results.jsonl").read_text().splitlines()]
    assert len(rows) == 4
    for r in rows:
        assert r["format_error"] is True and r["error"] is None and r["success"] is False
        assert "CLICK needs 'point'" in r["format_error_message"] and r["outcome"]["ended_by"] == "format_error"
        assert r["actions"][-1].startswith("<malformed:") and r["steps"] == 2
    summary = json.loads((tmp_path / "run" / "summary.json").read_text())
    assert summary["overall"]["FE"] == 1.0 and summary["overall"]["SR"] == 0.0 and summary["overall"]["errors"] == 0
    assert "SR 0.0% over 4 episodes" in capsys.readouterr().out


def test_bench_refuses_an_agent_it_cannot_load(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="cannot load agent 'no_such_module:Agent'"):
        main(["bench", "--split", "clock.ToggleAlarm", "--agent", "no_such_module:Agent", "--out", str(tmp_path)])


def test_matrix_command_tries_a_template_and_reports(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["matrix", "clock.ToggleAlarm"]) == 0
    out = capsys.readouterr().out
    assert "clock.ToggleAlarm: 7/7 cases hold" in out and "1 of 1 templates survive" in out


LOST_AGENT = '''
class Lost:
    """Looks for a target that is not on the screen, as an oracle with a stale solution would."""

    def reset(self, env, obs, info):
        self.env = env

    def act(self, obs, info):
        self.env.locate(test_id="no-such-button")
'''


def test_bench_prints_why_each_episode_failed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "lost_agent.py").write_text(LOST_AGENT)
    monkeypatch.syspath_prepend(str(tmp_path))
    assert main(["bench", "--split", "clock.ToggleAlarm", "--agent", "lost_agent:Lost", "--num-envs", "1", "--out", str(tmp_path / "a"), "--screenshots", "none"]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if x.startswith("FAIL clock.ToggleAlarm #0"))
    assert "agent error: TargetNotFoundError: no visible element for" in line and "visible test ids: " in line and "clock-alarm-switch-" in line
    assert main(["bench", "--split", "clock.ToggleAlarm,settings.DarkTheme", "--agent", "noop", "--num-envs", "1", "--out", str(tmp_path / "b"), "--screenshots", "none"]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if x.startswith("FAIL clock.ToggleAlarm #0"))
    assert "alarm_toggled: expected {'enabled': " in line and ", got {'enabled': " in line
    assert any(x.startswith("FAIL settings.DarkTheme #0") for x in out.splitlines())


def test_targets_shows_the_screen_of_a_task_with_ids_texts_and_coordinates(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["targets", "clock.ToggleAlarm", "--seed", "0"]) == 0
    out = capsys.readouterr().out
    assert "On screen: clock / main" in out
    row = next(x for x in out.splitlines() if "clock-alarm-switch-a1 " in x)
    assert "switch" in row and "850" in row  # its role and where to tap it, in 0-1000
    assert "Wake up · 06:30 · Weekdays" in out  # a row's texts, kept apart
    assert main(["targets", "reddit.CreatePost", "--steps", "1", "--do", "BACK"]) == 0
    out = capsys.readouterr().out
    assert "solution: CLICK(" in out and "do: BACK()" in out and "On screen: reddit /" in out


def test_tables_keep_whole_rows_when_piped(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    from mobilegym_gym.registration import gym_id
    from mobilegym_gym.splits import in_split
    from mobilegym_gym.tasks.loader import default_tasks

    listed = [t.spec.id for t in default_tasks().tasks.values() if in_split(t.spec, "all")]  # the payment split is listed only when asked for
    longest = max(listed, key=lambda t: len(gym_id(t)))
    row = next(x for x in out.splitlines() if f" {longest} " in x)
    assert gym_id(longest) in row
