"""Outputs judged as claims (judge.claims): what a text states, every rival refused, every
correct phrasing accepted; and the spec errors a claim can make."""

from __future__ import annotations

import datetime as dt
import shutil
from pathlib import Path

import pytest
from pydantic import ValidationError

from mobilegym_gym.judge.claims import Claim, judge_claims
from mobilegym_gym.tasks.loader import load_tasks
from mobilegym_gym.tasks.spec import Check
from mobilegym_gym.tasks.task import TaskSetupError, instantiate

TODAY = dt.date(2026, 5, 14)


def ok(text: str, *claims: Claim) -> bool:
    return judge_claims(text, [one for c in claims for one in c.bound()], TODAY).ok


def _note_spec(tmp_path: Path, name: str, middle: str) -> Path:
    """A notes template ``name`` under ``tmp_path`` whose params, instructions and goals are
    ``middle`` (the rest is a minimal op template's); returns the suite's folder."""
    suite = tmp_path / "notes"
    suite.mkdir(exist_ok=True)
    head = f"id: notes.{name}\nsplit: extra\ndifficulty: L1\nobjective: op\ncomposition: atomic\ntags: [create]\napps: [notes]\n"
    tail = "expected_changes:\n  - add: /apps/notes/notes\nsolution:\n  - tap: {testId: notes-add}\n"
    (suite / f"{name}.yaml").write_text(head + middle + tail)
    return suite


def test_an_amount_in_every_usual_form_and_no_rival_amount() -> None:
    spend = Claim(money=1564.09)
    for text in ("I spent ¥1,564.09 this month.", "1564.09 yuan", "RMB 1,564.09 in May", "Hi! It came to 1,564.09"):
        assert ok(text, spend), text
    for text in ("¥1,564.09 ... or maybe ¥1,459.99", "¥1,564 this month", "about ¥1,600", "I spent a lot"):
        assert not ok(text, spend), text
    assert judge_claims("¥1,564.09, or maybe ¥1,459.99", [spend]).rivals == ["money ¥1,459.99"]


def test_a_count_is_not_hedged_and_not_read_inside_another_number() -> None:
    meetings = Claim(count=3)
    assert ok("You have 3 meetings tomorrow at 9:30.", meetings)
    assert ok("three meetings", meetings)
    assert not ok("2, 3, 4 or 5 meetings", meetings)
    assert not ok("UV index 17", Claim(count=7))


def test_a_breakdown_of_the_tasks_own_parts_passes_and_a_stray_value_does_not() -> None:
    total = Claim(duration=170, parts=[40, 130])
    assert ok("170 minutes in total (40 + 130 minutes)", total)
    assert ok("2 h 50 min", total)
    assert not ok("170 or 180 minutes", total)


def test_names_from_a_candidate_set_and_their_aliases() -> None:
    bill = Claim(entity="Luckin Coffee", among=["Luckin Coffee", "Meituan", "Didi"])
    assert ok("Biggest: luckin coffee, ¥38.00", bill, Claim(money=38))
    assert not ok("Luckin Coffee or maybe Meituan, ¥38.00", bill, Claim(money=38))
    month = Claim(winner="2026-05", among=[["2026-05", "May 2026", "May"], ["2026-04", "April 2026", "April"]], better=["more"], worse=["less"])
    assert ok("May spent more than April, by ¥104.10", month, Claim(money=104.1))
    assert not ok("April spent more than May, by ¥104.10", month, Claim(money=104.1))


def test_a_comparison_is_judged_by_its_winner() -> None:
    cheaper = Claim(winner="headphones", among=["headphones", "sneakers"], better=["cheaper", "less"], worse=["pricier", "more expensive"])
    for text in ("The headphones are cheaper than the sneakers.", "sneakers are more expensive than headphones", "Cheaper: headphones"):
        assert ok(text, cheaper), text
    for text in ("The sneakers are cheaper than the headphones.", "headphones and sneakers", "headphones are cheaper... or sneakers are cheaper"):
        assert not ok(text, cheaper), text


def test_a_statement_reads_negation() -> None:
    free = Claim(states=["free", "available", "not taken"], opposite=["taken", "busy", "booked"])
    assert ok("The slot is free.", free)
    assert ok("That time is not taken.", free)
    assert not ok("Sorry, that slot is taken.", free)
    assert not ok("The slot is free, or maybe taken.", free)
    normal = Claim(states=["all normal", "no abnormal"], opposite=["abnormal"])
    assert ok("No abnormal readings today.", normal)
    assert not ok("Found abnormal readings.", normal)


def test_listed_values_in_their_order() -> None:
    balances = Claim(money=[900.0, 700.5, 400.0], ordered=True, parts=[1000, 100])
    assert ok("Start ¥1,000. After paying ¥100: ¥900.00\n¥700.50\n¥400.00", balances)
    assert not ok("¥400.00, ¥700.50, ¥900.00", balances)
    with pytest.raises(ValidationError, match="'ordered' is for a listed money"):
        Claim(money=5, ordered=True)


def test_some_of_a_listed_value() -> None:
    """``at_least``/``at_most``: any n of the listed values (a menu's mild dishes), or either of
    two (the fans before or after following), stating both a hedge."""
    fans = Claim(count=[12346, 12345], at_least=1, at_most=1)
    assert ok("Ann has 12,346 fans.", fans) and ok("Ann: 12,345 followers", fans)
    assert not ok("Ann has 12,345 or 12,346 fans", fans)
    assert not ok("Ann has 12,347 fans", fans)
    dishes = Claim(entity=["Mapo Tofu", "Steamed Rice", "Egg Soup"], among=["Mapo Tofu", "Steamed Rice", "Egg Soup", "Chili Fish"], at_least=2)
    assert ok("Try the egg soup and Mapo Tofu!", dishes) and ok("Mapo Tofu, Steamed Rice, Egg Soup", dishes)
    assert not ok("Try the Egg Soup", dishes)
    assert not ok("Egg Soup, Mapo Tofu or Chili Fish", dishes)
    with pytest.raises(ValueError, match="cannot be stated"):
        Claim(count=[1, 2], at_least=3).bound()
    with pytest.raises(ValidationError, match="not of one value"):
        Claim(count=1, at_least=1)


def test_claims_on_lines_of_their_own() -> None:
    """``lines``: one title per line; with ``ordered``, the count's line before the amount's."""
    titles = Claim(entity=["Spring hike", "Tea tasting"], among=["Spring hike", "Tea tasting", "Night market"], lines=True)
    assert ok("Spring hike\nTea tasting", titles) and ok("1. tea tasting\n\n2. Spring Hike.", titles)
    assert not ok("Spring hike, Tea tasting", titles)
    count_then_largest = [Claim(count=7, lines=True, ordered=True), Claim(entity="Alice", among=["Alice", "Bob"]), Claim(money=500, lines=True, ordered=True)]
    assert ok("Received: 7\nLargest: Alice, ¥500.00", *count_then_largest)
    assert not ok("Largest: Alice, ¥500.00\nReceived: 7", *count_then_largest)
    assert not ok("Received 7, the largest Alice's ¥500", *count_then_largest)


def test_a_quote_that_ends_the_text() -> None:
    ending = Claim(quote="I really need to save money lately.", last=True)
    assert ok("Top 3: rent, food, taxi. I really need to save money lately!", ending)
    assert not ok("I really need to save money lately. Top 3: rent, food, taxi.", ending)


def test_a_quote_that_begins_the_text_and_its_rivals() -> None:
    """``first``: a title that starts with "Mia:"; ``rivals``: another user's post copied beside."""
    title = Claim(quote="Mia:", first=True)
    post = Claim(quote="Rain all day, so I baked bread.", rivals=["Finally finished my thesis!"])
    assert ok("MIA: rain all day, so I baked bread", title, post)
    assert not ok("Re Mia: Rain all day, so I baked bread.", title, post)
    assert not ok("Mia: Rain all day, so I baked bread. Finally finished my thesis", title, post)


def test_a_quote_ignores_case_quotes_and_a_final_period() -> None:
    reply = Claim(quote="I'll bring the report tomorrow.")
    assert ok("Hi Mom, I’ll bring the report tomorrow", reply)
    assert not ok("I'll bring it tomorrow", reply)


def test_bad_claims_are_spec_errors(tmp_path: Path) -> None:
    with pytest.raises(ValidationError, match="monet"):
        Check.model_validate({"name": "x", "created": {"list": "apps.notes.notes", "claims": [{"monet": 5}]}})
    with pytest.raises(ValidationError, match="needs 'among'"):
        Claim(winner="a", better=["cheaper"])
    with pytest.raises(ValidationError, match="'read' names the fields"):
        Check.model_validate({"name": "x", "created": {"list": "apps.notes.notes", "read": ["body"]}})
    with pytest.raises(ValueError, match="not among its candidates"):
        Claim(entity="Didi", among=["Meituan"]).bound()
    suite = _note_spec(tmp_path, "Bad", """instructions: ["Write 5 in a note."]
goals:
  - name: note
    created:
      list: apps.notes.notes
      read: [title, body]
      claims:
        - {count: 5}
        - {monet: 5}
""")
    loaded = load_tasks(tmp_path)
    assert [(e.line, e.field) for e in loaded.errors] == [(16, "goals.0.created.claims.1.monet")]
    (suite / "Bad.yaml").write_text((suite / "Bad.yaml").read_text().replace("        - {monet: 5}\n", "        - {entity: Didi, among: [Meituan]}\n"))
    loaded = load_tasks(tmp_path)
    with pytest.raises(TaskSetupError, match=r"Bad.yaml:12: goals.0.created \(note\) once templated: .*not among its candidates"):
        instantiate(loaded.tasks["notes.Bad"], 0)


def test_an_output_that_holds_a_fact_the_instruction_does_not_say_is_a_spec_error(tmp_path: Path) -> None:
    _note_spec(tmp_path, "Loose", """params:
  total: {choice: [12, 15]}
instructions: ["Write the total in a note titled \\"Total\\"."]
goals:
  - name: note
    created:
      list: apps.notes.notes
      contains: {title: Total, body: "{total}"}
""")
    with pytest.raises(TaskSetupError, match=r"Loose.yaml:15: goals.0.created.contains.body \(note\): '1[25]' is not in the instruction: a fact the agent finds is a claim"):
        instantiate(load_tasks(tmp_path).tasks["notes.Loose"], 0)


def test_a_message_whose_text_no_goal_judges_is_a_spec_error(tmp_path: Path) -> None:
    specs = Path(__file__).resolve().parents[1] / "task_specs"
    root = specs / "crossapp_work"
    for suite in ("crossapp_work", "file_manager", "tencent_meeting", "weather"):  # the suite's hooks and the siblings they read
        (tmp_path / suite).mkdir()
        shutil.copy(specs / suite / "hooks.py", tmp_path / suite / "hooks.py")
    text = (root / "OrganizeReimbursementPhotosToWechat.yaml").read_text()
    claims = '      claims:\n        - {states: "{done}", opposite: "{not_done}"}\n'
    phrases = [line + "\n" for line in text.splitlines() if line.startswith(("  done:", "  not_done:"))]
    assert claims in text and len(phrases) == 2
    for declared in (claims, *phrases):
        text = text.replace(declared, "")
    file = tmp_path / "crossapp_work" / "OrganizeReimbursementPhotosToWechat.yaml"
    file.write_text(text)
    lines = file.read_text().splitlines()
    named = lines.index("  - name: boss_told_it_is_done")
    line = next(i for i, t in enumerate(lines[named:], named + 1) if t.strip().startswith("list:"))  # where the created body starts
    task = load_tasks(tmp_path).tasks["crossapp_work.OrganizeReimbursementPhotosToWechat"]
    with pytest.raises(TaskSetupError, match=rf"OrganizeReimbursementPhotosToWechat.yaml:{line}: goals.1.created \(boss_told_it_is_done\): what the message says is judged by no goal"):
        instantiate(task, 0)
