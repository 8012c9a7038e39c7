"""`mobilegym report`: a run's static site and the comparison of two runs, looked at in Chromium."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from playwright.sync_api import Page

from mobilegym_gym.bench.cli import main
from page_browser import chromium_page

pytestmark = pytest.mark.browser

TEMPLATES = "clock.ToggleAlarm,settings.DarkTheme"
MIXED_AGENT = '''
from mobilegym_gym import actions as A
from mobilegym_gym.agents.oracle import OracleAgent

RESPONSE = '<script>window.pwned = 1</script><b>tap</b> & "go"'


class Mixed:
    """The oracle on clock templates; elsewhere COMPLETE at once (a false completion). Reports
    a model-like response holding markup, which the report must show as text."""

    def reset(self, env, obs, info):
        self.oracle = OracleAgent() if env.task.task_id.startswith("clock.") else None
        if self.oracle:
            self.oracle.reset(env, obs, info)

    def act(self, obs, info):
        return self.oracle.act(obs, info) if self.oracle else A.complete()

    def step_record(self):
        return {"raw": RESPONSE, "latency_s": 0.25}
'''


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """Two real runs of the same templates: a mixed agent (one success, one false completion), the oracle."""
    root = tmp_path_factory.mktemp("runs")
    (root / "mixed_agent.py").write_text(MIXED_AGENT)
    sys.path.insert(0, str(root))
    try:
        assert main(["bench", "--split", TEMPLATES, "--agent", "mixed_agent:Mixed", "--num-envs", "1", "--out", str(root / "mixed")]) == 0
    finally:
        sys.path.remove(str(root))
    assert main(["bench", "--split", TEMPLATES, "--agent", "oracle", "--num-envs", "1", "--out", str(root / "oracle")]) == 0
    return root / "mixed", root / "oracle"


def _rows(run: Path) -> list[dict]:
    return [json.loads(line) for line in (run / "results.jsonl").read_text().splitlines()]


def _broken_images(page: Page) -> list[str]:
    return page.evaluate("[...document.images].filter((i) => !(i.complete && i.naturalWidth > 0)).map((i) => i.src)")


def _shown(page: Page, table: str) -> list[str]:
    return page.eval_on_selector_all(f"#{table} tbody tr:not([hidden]) td:first-child", "tds => tds.map((td) => td.textContent)")


def test_report_lists_every_episode_with_its_screens_and_filters(runs: tuple[Path, Path]) -> None:
    mixed, _ = runs
    assert main(["report", str(mixed)]) == 0
    rows = _rows(mixed)
    with chromium_page() as page:
        page.goto((mixed / "report" / "index.html").as_uri())
        assert sorted(_shown(page, "episodes")) == sorted(r["template"] for r in rows)
        summary = page.inner_text("table.summary")
        assert "Overall\t2\t50.0\t" in summary and "clock\t1\t100.0" in summary and "settings\t1\t0.0" in summary

        page.select_option("#outcome", "success")
        assert _shown(page, "episodes") == ["clock.ToggleAlarm"]
        page.select_option("#outcome", "false_complete")
        assert _shown(page, "episodes") == ["settings.DarkTheme"]
        failed = next(r for r in rows if not r["success"])  # the list says why, from the failed checks
        assert failed["issues"][0]["check"] in page.inner_text("#episodes tbody tr:not([hidden]) td.why")
        page.select_option("#outcome", "")
        page.select_option("#suite", "settings")
        assert _shown(page, "episodes") == ["settings.DarkTheme"]
        assert page.inner_text("#shown") == "1"
        page.goto((mixed / "report" / "index.html").as_uri() + "#suite=clock")  # a link opens a filtered list
        assert _shown(page, "episodes") == ["clock.ToggleAlarm"]

        for row in rows:
            page.goto((mixed / "report" / "index.html").as_uri())
            page.click(f"text={row['template']}")
            page.wait_for_load_state("load")
            assert page.inner_text(".instruction") == row["instruction"]
            assert page.locator("img").count() == row["steps"] + 1 and not _broken_images(page)
            clicks = [a for a in row["actions"] if a.startswith("CLICK(")]
            assert page.locator(".step svg.overlay circle.mark").count() == len(clicks)
            assert page.locator(".step .caption", has_text="COMPLETE()").count() == 1
            # The model's response is text: the markup is shown, never run.
            assert page.locator("pre.response").first.inner_text() == '<script>window.pwned = 1</script><b>tap</b> & "go"'
            assert page.evaluate("window.pwned") is None
            verdict = page.inner_text(".verdict")
            if row["success"]:
                assert "success" in verdict and "Failed checks" not in verdict
            else:
                assert "false complete" in verdict and "Failed checks" in verdict
                assert all(issue["check"] in verdict for issue in row["issues"])


def test_comparison_page_links_both_runs_per_template(runs: tuple[Path, Path]) -> None:
    mixed, oracle = runs
    assert main(["report", str(mixed), str(oracle)]) == 0
    with chromium_page() as page:
        page.goto((mixed / "report" / "compare.html").as_uri())
        assert sorted(_shown(page, "templates")) == ["clock.ToggleAlarm", "settings.DarkTheme"]
        page.select_option("#change", "better")
        assert _shown(page, "templates") == ["settings.DarkTheme"]
        page.select_option("#change", "same")
        assert _shown(page, "templates") == ["clock.ToggleAlarm"]
        page.select_option("#change", "")
        page.select_option("#suite", "settings")
        assert _shown(page, "templates") == ["settings.DarkTheme"]
        links = page.eval_on_selector_all("#templates tbody tr a.badge", "as => as.map((a) => a.href)")
        assert len(links) == 4  # one episode per template in each run
        for link in links:  # each mark opens that episode's page in its own run's report
            page.goto(link)
            assert page.inner_text(".instruction") and not _broken_images(page)
        assert {Path(link.removeprefix("file://")).parents[2] for link in links} == {mixed, oracle}


def test_report_refuses_a_folder_that_is_not_a_run(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="has no results.jsonl"):
        main(["report", str(tmp_path)])
    (tmp_path / "results.jsonl").write_text('{"template": "../../etc", "episode": 0}\n')
    with pytest.raises(SystemExit, match=r"results.jsonl:1: template '../../etc' is not a template id"):
        main(["report", str(tmp_path)])
    assert not (tmp_path / "report").exists()
