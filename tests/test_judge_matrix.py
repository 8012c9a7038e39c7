"""The judge matrix on every template (bench/matrix.py): the reference solution passes, and every
way a careless or cunning agent would try to pass without doing the task fails."""

from __future__ import annotations

import dataclasses
import datetime as dt
import shutil
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from mobilegym_gym.bench.matrix import answer_not_shown, run_matrix
from mobilegym_gym.judge import checks, judge
from mobilegym_gym.judge.answers import match_answer, normalize_text
from mobilegym_gym.judge.checks import CHECK_KINDS, CheckResult, Judged, shown_app
from mobilegym_gym.judge.claims import Claim, ClaimsVerdict, judge_claims, names
from mobilegym_gym.tasks.env import TaskEnv
from mobilegym_gym.tasks.loader import LoadedTask, default_tasks, load_tasks
from mobilegym_gym.tasks.task import instantiate, template_seed

TASKS = default_tasks()


@pytest.mark.parametrize("task_id", sorted(TASKS.tasks))
def test_every_template_survives_its_judge_matrix(task_env: TaskEnv, task_id: str) -> None:
    cases = run_matrix(task_env, TASKS.tasks[task_id], template_seed(1, task_id))
    failed = [c for c in cases if not c.ok]
    assert not failed, "\n".join(f"{c.name}: want {c.want}; got {c.got}" for c in failed)
    names = {c.name.split(":", 1)[0] for c in cases}
    assert {"solution", "minus_last_step", "side_effect", "complete", "abort", "overdue", "complete_at_once"} <= names
    assert ("blind" in names) == isinstance(TASKS.tasks[task_id].spec.branch, str)  # every branch template is played blind


@pytest.mark.parametrize("task_id", sorted(t for t, task in TASKS.tasks.items() if task.spec.answer_fields))
def test_every_query_solution_shows_its_answer_before_answering(task_id: str) -> None:
    for index in range(3):
        instance = instantiate(TASKS.tasks[task_id], template_seed(0, task_id, index))
        assert answer_not_shown(instance) == []


ROOT = Path(__file__).resolve().parents[1] / "task_specs"

# A deliberately loose copy of a template per class of hole (issue 13), and the matrix case that
# must catch it: (template, [(spec text, its loose form), ...], the case that fails).
NO_WRONG = ("""  wrong: {query: "params.asked && params.no_text || params.yes_text"}\n""", "")
NO_WATER_IDS = ("""  water_ids: {query: "state.os.providers.media.photos[?scene.kind == 'landscape' && scene.water != 'none' && deletedAt == `0`].id"}\n""", "")
LOOSE = [
    # A recalled message still counted: a check over the texts that ignores withdrawal.
    ("wechat.ConditionalReplyToBoss", [NO_WRONG, ('''    created:
      list: "apps.wechat.chats[?id=='boss'] | [0].messages"
      match: {from: me}
      fields: {type: text}
      contains: {text: "{reply}"}
      excludes: {text: "{wrong}"}''', '''    contains: {query: "apps.wechat.chats[?id=='boss'] | [0].messages[?from=='me'].text", value: "{reply}"}''')], "withdraw:"),
    # A hedge: nothing refuses what the other branch would say.
    ("wechat.ConditionalReplyToBoss", [NO_WRONG, ('''      excludes: {text: "{wrong}"}\n''', "")], "hedge:"),
    # A wildcard: up to three messages where one was asked.
    ("wechat.ConditionalReplyToBoss", [('''{add: "/apps/wechat/chats/[id=boss]/messages", match: {from: me}}''', '''{add: "/apps/wechat/chats/[id=boss]/messages", count: 3}''')], "extra:"),
    # A wildcard: any photo's favourite flag, any way, up to twenty.
    ("crossapp_content.FavoriteWaterSceneryPhotos", [NO_WATER_IDS, ('''{modify: "/os/providers/media/photos/[id=*]", ids: "{water_ids}", fields: {favorite: true}}''', '''{modify: "/os/providers/media/photos/[id=*]", count: 20, fields: [favorite]}''')], "extra:"),
    # A list field that may lose items: another favourite taken out of the folder passes.
    ("bilibili.SanlianTask", [("  r: {hook: ranked_video}\n", '  r: {hook: ranked_video}\n  favs: {query: "state.apps.bilibili.folders[].videoIds[]"}\n'), ('fields: {videoIds: {add: ["{r[video][id]}"]}}', 'fields: {videoIds: {add: ["{r[video][id]}"], remove: "{favs}"}}')], "extra:3:modify /apps/bilibili/folders/[id=*]: an item the solution kept in videoIds taken out"),
    # ...or be reordered.
    ("bilibili.SanlianTask", [('fields: {videoIds: {add: ["{r[video][id]}"]}}', 'fields: {videoIds: {add: ["{r[video][id]}"], reorder: true}}')], "extra:3:modify /apps/bilibili/folders/[id=*]: the items the solution kept in videoIds reordered"),
    # A branch read off the start: the switch starts opposite to the right branch and the goal is "flipped",
    # so flipping without reading the temperature passes every instance.
    ("weather.ConditionalAction", [("start: {choice: [true, false]}", 'start: {query: "!(params.target)"}'), ('equals: {query: apps.weather.settings.warningAlerts, value: "{target}"}', 'not_equals: {query: apps.weather.settings.warningAlerts, value: "{start}"}')], "blind:"),
    # A count without identity: an old message with the text passes.
    ("reddit.SendChatMessage", [('''    created:
      list: "apps.reddit.chats[?id=='{t[id]}'] | [0].messages"
      match: {from: me}
      contains: {text: "{m}"}''', '''    count: {query: "apps.reddit.chats[?id=='{t[id]}'] | [0].messages[?from=='me' && contains(text, '{m}')]", value: 1}''')], "pre_existing:"),
    # A hedge: a count whose only rival is 0, so "3, or maybe 4" passes.
    ("crossapp_work.CountOpenWorkOrdersFromPhotosToWechat", [('''{count: "{wo[count]}"}''', '''{count: "{wo[count]}", rivals: [0]}''')], "claims_hedge:"),
]


def loose_copy(tmp_path: Path, task_id: str, edits: list[tuple[str, str]]) -> LoadedTask:
    suite, name = task_id.split(".")
    (tmp_path / suite).mkdir()
    if (ROOT / suite / "hooks.py").is_file():
        shutil.copy(ROOT / suite / "hooks.py", tmp_path / suite / "hooks.py")
    text = (ROOT / suite / f"{name}.yaml").read_text()
    for old, new in edits:
        assert old in text
        text = text.replace(old, new)
    (tmp_path / suite / f"{name}.yaml").write_text(text)
    loaded = load_tasks(tmp_path)
    assert loaded.errors == [], loaded.errors
    return loaded.tasks[task_id]


@pytest.mark.parametrize(("task_id", "edits", "catcher"), LOOSE, ids=[f"{t}-{c}" for t, _, c in LOOSE])
def test_the_matrix_catches_a_loose_copy_of_a_template(task_env: TaskEnv, tmp_path: Path, task_id: str, edits: list[tuple[str, str]], catcher: str) -> None:
    loose = loose_copy(tmp_path, task_id, edits)
    strict = TASKS.tasks[task_id]
    task_env.templates = [loose]
    try:
        failed = [c.name for c in run_matrix(task_env, loose, template_seed(1, task_id)) if not c.ok]
    finally:
        task_env.templates = list(TASKS.tasks.values())
    assert any(n.startswith(catcher) for n in failed), failed
    assert all(c.ok for c in run_matrix(task_env, strict, template_seed(1, task_id)))


def test_a_query_solution_that_never_looks_is_caught(tmp_path: Path) -> None:
    old = '''  - tap: {testId: wechat-tab-me}
  - tap: {testId: wechat-me-profile}
  - see: "{wxid}"
'''
    loose = loose_copy(tmp_path, "wechat.ReadMyWxid", [(old, "")])
    assert answer_not_shown(instantiate(loose, 0)) == ["no 'see' step before fill_answers: the solution never shows where the answer is"]


# The cases built from declared claims, screens and answer forms cannot be loosened in a spec
# without losing the declaration they are built from, so each is shown to catch a judge
# loosened (or made over-strict) the way the hand-written hooks and matchers were before them.


def _claims_judge(rewrite: Callable[[str, list[Claim]], tuple[list[Claim], bool]]) -> Callable[..., ClaimsVerdict]:
    """judge_claims on the claims ``rewrite`` leaves, failing when it says the text fails."""

    def loose(text: str, claims: Sequence[Claim], today: dt.date | None = None) -> ClaimsVerdict:
        kept, ok = rewrite(text, list(claims))
        return judge_claims(text, kept, today) if ok else ClaimsVerdict(False, ["a loose reading"])

    return loose


def _said(text: str, phrases: Any) -> bool:
    return any(str(p).casefold() in text.casefold() for p in (phrases if isinstance(phrases, list) else [phrases]))


def _winner_named(text: str, claims: list[Claim]) -> tuple[list[Claim], bool]:
    """A comparison judged as "the winner is named" (the hooks before claims)."""
    return [Claim(entity=c.value, among=c.among, parts=[names(a)[0] for a in c.among or []]) if c.kind == "winner" else c for c in claims], True


def _keywords(text: str, claims: list[Claim]) -> tuple[list[Claim], bool]:
    """A statement judged by its words alone: no negation, no opposite refused."""
    return [c for c in claims if c.kind != "states"], all(_said(text, c.states) for c in claims if c.kind == "states")


def _either_side(text: str, claims: list[Claim]) -> tuple[list[Claim], bool]:
    """A statement judged as "the decision was told", whichever way."""
    return [c for c in claims if c.kind != "states"], all(_said(text, c.states) or _said(text, c.opposite) for c in claims if c.kind == "states")


def _no_parts(text: str, claims: list[Claim]) -> tuple[list[Claim], bool]:
    """Rivals read without the task's own breakdown: "170 minutes (40 + 130)" refused."""
    return [c.model_copy(update={"parts": None}) for c in claims], True


def _anywhere(text: str, claims: list[Claim]) -> tuple[list[Claim], bool]:
    """Claims asked a line each read anywhere in the text (one line holding both titles)."""
    return [c.model_copy(update={"lines": None, "ordered": None}) for c in claims], True


def _lines_any_order(text: str, claims: list[Claim]) -> tuple[list[Claim], bool]:
    """Lines read in any order ("the largest, then the count" where the count comes first)."""
    return [c.model_copy(update={"ordered": None}) if c.lines else c for c in claims], True


def _no_upper_bound(text: str, claims: list[Claim]) -> tuple[list[Claim], bool]:
    """Some of a list read as "at least one of them" (the old hook's "either" let both pass)."""
    return [c.model_copy(update={"at_most": None}) for c in claims], True


def _screen_anywhere(name: str, b: Any, j: Judged) -> CheckResult:
    """A screen goal that holds once the app was opened at all, on whatever screen."""
    ui = j.final.get("ui", {})
    return CheckResult(name, b.app in ui.get("stacks", {}), b.app, sorted(ui.get("stacks", {})))


def _screen_in_front(name: str, b: Any, j: Judged) -> CheckResult:
    """A screen goal that needs the app in front at the very end, after the AnswerSheet's Submit."""
    ui = j.final.get("ui", {})
    app = shown_app(ui, False)
    top = (ui.get("stacks", {}).get(app) or [{}])[-1].get("screen") if app else None
    return CheckResult(name, app == b.app and b.screen in (None, top), b.app, app)


def _exact_answers(kind: str, expected: Any, actual: Any, **kw: Any) -> Any:
    """An answer compared as text: "27 degrees Celsius" refused where the field asks 27°C."""
    if actual is not None and normalize_text(str(actual)) != normalize_text(str(expected)):
        actual = "(refused)"
    return match_answer(kind, expected, actual, **kw)


LOOSE_JUDGES: list[tuple[str, str, Callable[[pytest.MonkeyPatch], None], str]] = [
    ("crossapp_commerce.EbayDualItemCompareToNotes", "winner named", lambda m: m.setattr(checks, "judge_claims", _claims_judge(_winner_named)), "claims_swapped:"),
    ("crossapp_life.RestaurantRatingInviteCalendar", "keywords", lambda m: m.setattr(checks, "judge_claims", _claims_judge(_keywords)), "claims_negated:"),
    ("crossapp_work.FullMeetingConflictCheckBroadcast", "either side", lambda m: m.setattr(checks, "judge_claims", _claims_judge(_either_side)), "claims_opposite:"),
    ("crossapp_commerce.EbayDualItemCompareToNotes", "no parts", lambda m: m.setattr(checks, "judge_claims", _claims_judge(_no_parts)), "claims_variant:note_compares:breakdown"),
    ("crossapp_content.RedbookTopLikedToNotes", "lines anywhere", lambda m: m.setattr(checks, "judge_claims", _claims_judge(_anywhere)), "claims_one_line:"),
    ("crossapp_commerce.AlipayThankTopIncomeTransfer", "lines in any order", lambda m: m.setattr(checks, "judge_claims", _claims_judge(_lines_any_order)), "claims_reordered:"),
    ("crossapp_content.RedbookAuthorFollowersToWechat", "no upper bound", lambda m: m.setattr(checks, "judge_claims", _claims_judge(_no_upper_bound)), "claims_hedge:sent:"),
    ("railway12306.CheckStudentVerify", "screen anywhere", lambda m: m.setitem(CHECK_KINDS, "screen", dataclasses.replace(CHECK_KINDS["screen"], judge=_screen_anywhere)), "screen_never_opened:"),
    ("railway12306.CheckStudentVerify", "screen in front after submit", lambda m: m.setitem(CHECK_KINDS, "screen", dataclasses.replace(CHECK_KINDS["screen"], judge=_screen_in_front)), "solution"),
    ("weather.CheckCurrentTemp", "answers as text", lambda m: m.setattr(judge, "match_answer", _exact_answers), "equivalent:"),
]


@pytest.mark.parametrize(("task_id", "how", "loosen", "catcher"), LOOSE_JUDGES, ids=[f"{t}-{h}" for t, h, _, _ in LOOSE_JUDGES])
def test_the_matrix_catches_a_loosened_judge(task_env: TaskEnv, monkeypatch: pytest.MonkeyPatch, task_id: str, how: str, loosen: Callable[[pytest.MonkeyPatch], None], catcher: str) -> None:
    task = TASKS.tasks[task_id]
    assert all(c.ok for c in run_matrix(task_env, task, template_seed(1, task_id)))
    loosen(monkeypatch)
    failed = [c.name for c in run_matrix(task_env, task, template_seed(1, task_id)) if not c.ok]
    assert any(n.startswith(catcher) for n in failed), failed
