"""AnswerSheet through real Chromium: injected fields, typed answers through the GUI, submit."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import PhoneDriver

pytestmark = pytest.mark.browser

FIELDS = [
    {"id": "city", "type": "text", "label": "City", "hint": "As on the ticket", "options": [], "repeatable": False},
    {"id": "population", "type": "number", "label": "Population", "hint": "", "options": [], "repeatable": False},
    {"id": "continent", "type": "choice", "label": "Continent", "hint": "", "options": ["Asia", "Europe", "Africa"], "repeatable": False},
    {"id": "rivers", "type": "text", "label": "Rivers", "hint": "One per value", "options": [], "repeatable": True},
]


def _inject(phone: PhoneDriver, fields: list[dict[str, Any]] = FIELDS) -> None:
    question = {"question": "Where is the meeting?", "hint": "Answer from the email", "fields": fields}
    phone.call(phone.phone.patch({"apps": {"answer_sheet": question}}))
    phone.open("answer_sheet")


def _fill(phone: PhoneDriver, field_id: str, text: str) -> None:
    phone.tap(testId=f"field-answer_sheet.{field_id}")
    phone.type(text, clear=True)
    phone.act(type="BACK")  # close the keyboard


def _to_end(phone: PhoneDriver) -> None:
    phone.act(type="SWIPE", x=500, y=700, x2=500, y2=200, duration_ms=300)


def test_empty_sheet_says_there_is_nothing_to_answer(phone: PhoneDriver) -> None:
    phone.open("answer_sheet")
    assert phone.visible(text="No questions right now")
    assert not phone.visible(testId="answer-submit")


def test_answers_are_typed_and_submitted(phone: PhoneDriver) -> None:
    _inject(phone)
    assert phone.visible(text="Where is the meeting?") and phone.visible(text="As on the ticket")
    _fill(phone, "city", "  Paris ")
    _fill(phone, "population", "1,234")
    assert phone.app_state("answer_sheet")["answers"] == {"city": "Paris", "population": 1234}
    phone.tap(testId="answer-choice-continent-Asia")
    phone.tap(testId="answer-choice-continent-Europe")
    # The repeatable field sits at the end of the form, which grows with each value.
    _to_end(phone)
    _fill(phone, "rivers.0", "Seine")
    phone.tap(testId="answer-add-rivers")
    _to_end(phone)
    _fill(phone, "rivers.1", "Marne")
    phone.tap(testId="answer-add-rivers")
    _to_end(phone)
    _fill(phone, "rivers.2", "Loire")
    phone.tap(testId="answer-remove-rivers-1")
    answers = phone.app_state("answer_sheet")["answers"]
    assert answers == {"city": "Paris", "population": 1234, "continent": "Europe", "rivers": ["Seine", "Loire"]}
    assert isinstance(answers["population"], int)
    assert phone.app_state("answer_sheet")["submitted"] is False
    phone.tap(testId="answer-submit")
    sheet = phone.app_state("answer_sheet")
    assert sheet["submitted"] is True and sheet["answers"] == answers
    assert phone.visible(text="Submitted") and phone.visible(text="Seine, Loire")
    phone.tap(text="Edit answers")
    assert phone.app_state("answer_sheet")["submitted"] is False
    # The drafts survive: the form shows what was typed.
    assert phone.visible(text="Europe")


def test_a_non_number_stores_nothing_and_shows_an_error(phone: PhoneDriver) -> None:
    _inject(phone)
    _fill(phone, "population", "42")
    assert phone.app_state("answer_sheet")["answers"] == {"population": 42}
    _fill(phone, "population", "about forty")
    assert "population" not in phone.app_state("answer_sheet")["answers"]
    assert phone.visible(testId="answer-error-population") and phone.visible(text="Enter a number")
    phone.tap(testId="answer-submit")  # refused while an entry is invalid
    assert phone.app_state("answer_sheet")["submitted"] is False
    _fill(phone, "population", " -3.5 ")
    assert phone.app_state("answer_sheet")["answers"] == {"population": -3.5}
    assert not phone.visible(testId="answer-error-population")


def test_prefilled_answers_show_in_the_form(phone: PhoneDriver) -> None:
    fields = [{"id": "n", "type": "number", "label": "Count", "hint": "", "options": [], "repeatable": False}]
    phone.call(phone.phone.patch({"apps": {"answer_sheet": {"question": "How many?", "fields": fields, "answers": {"n": 7}}}}))
    phone.open("answer_sheet")
    assert phone.visible(text="7")
    phone.tap(testId="field-answer_sheet.n")
    phone.type("5")
    assert phone.app_state("answer_sheet")["answers"] == {"n": 75}
