"""Calculator 2 through real Chromium and real taps: the pad and the scientific panel on a swipe,
exact decimal results in the state the catalog names (input, formula, result), errors instead of
Infinity, typed (pasted) formulas shown as text, and the history (reuse, clear); and the judge of
calculator2.ScientificResult refusing an answer that was not computed in the app."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import PhoneDriver
from mobilegym_gym.tasks.hooklib import CheckContext
from mobilegym_gym.tasks.loader import default_tasks, suite_hooks
from mobilegym_gym.tasks.task import instantiate

pytestmark = pytest.mark.browser


def _calc(phone: PhoneDriver) -> dict[str, Any]:
    return phone.state()["apps"]["calculator2"]


def _text(phone: PhoneDriver, test_id: str) -> str:
    js = "id => document.querySelector(`[data-testid=\"${id}\"]`).textContent"
    return phone.call(phone.phone.page.evaluate(js, test_id))


def _keys(phone: PhoneDriver, *keys: str) -> None:
    for k in keys:
        phone.tap(testId=f"c2-key-{k}")


def test_decimal_results_fill_the_input_formula_and_result(phone: PhoneDriver) -> None:
    phone.open("calculator2")
    _keys(phone, "0", "dot", "1", "plus", "0", "dot", "2")
    assert _text(phone, "c2-formula") == "0.1+0.2" and _text(phone, "c2-preview") == "0.3"
    _keys(phone, "equals")
    s = _calc(phone)
    assert (s["input"], s["formula"], s["result"], s["justEvaluated"]) == ("0.3", "0.1+0.2", "0.3", True)
    assert s["history"] == [{"id": "h1", "formula": "0.1+0.2", "result": "0.3"}]
    assert _text(phone, "c2-last") == "0.1+0.2 =" and phone.visible(testId="c2-key-clr")
    _keys(phone, "times", "3", "equals")  # an operator continues from the result
    assert _calc(phone)["result"] == "0.9"
    _keys(phone, "7")  # a digit starts anew
    assert _calc(phone)["input"] == "7" and phone.visible(testId="c2-key-del")


def test_division_by_zero_shows_an_error_and_keeps_the_formula(phone: PhoneDriver) -> None:
    phone.open("calculator2")
    _keys(phone, "5", "divide", "0", "equals")
    s = _calc(phone)
    assert (s["input"], s["error"], s["history"]) == ("5÷0", "Can't divide by 0", [])
    assert _text(phone, "c2-preview") == "Can't divide by 0"
    _keys(phone, "clr")
    assert _calc(phone)["input"] == "" and _text(phone, "c2-preview") == ""
    _keys(phone, "4", "2")
    phone.long_press(testId="c2-key-del")  # a long press on DEL clears too
    assert _calc(phone)["input"] == ""


def test_the_scientific_panel_opens_on_a_swipe_and_works_in_degrees_and_radians(phone: PhoneDriver) -> None:
    phone.open("calculator2")
    assert not phone.visible(testId="c2-panel")
    phone.act(type="SWIPE", x=700, y=850, x2=150, y2=850, duration_ms=300)
    assert phone.visible(testId="c2-panel")
    _keys(phone, "sin")
    phone.act(type="SWIPE", x=300, y=850, x2=900, y2=850, duration_ms=300)
    assert not phone.visible(testId="c2-panel")
    _keys(phone, "3", "0", "equals")
    assert _calc(phone)["result"] == "0.5"  # sin(30°), exact
    phone.tap(testId="c2-panel-open")
    _keys(phone, "angle", "cos", "pi")
    phone.tap(testId="c2-panel-close")
    _keys(phone, "equals")
    s = _calc(phone)
    assert (s["angle"], s["formula"], s["result"]) == ("rad", "cos(π", "−1")
    assert _text(phone, "c2-angle") == "RAD"


def test_a_typed_formula_is_computed_and_typed_markup_is_shown_as_text(phone: PhoneDriver) -> None:
    phone.open("calculator2")
    phone.tap(testId="field-calculator2.formula")
    phone.type("2*(3+4)-1/4")
    assert _text(phone, "c2-formula") == "2×(3+4)−1÷4" and _text(phone, "c2-preview") == "13.75"
    phone.act(type="ENTER")
    assert _calc(phone)["result"] == "13.75"
    phone.type("<b>1</b>", clear=True)
    assert _text(phone, "c2-formula") == "<b>1<÷b>"
    assert phone.call(phone.phone.page.evaluate("() => document.querySelector('[data-testid=\"c2-formula\"] b')")) is None
    _keys(phone, "equals")
    assert _calc(phone)["error"] == "Bad expression"


def test_history_reuses_a_result_and_clears_after_confirming(phone: PhoneDriver) -> None:
    phone.open("calculator2")
    _keys(phone, "1", "2", "times", "1", "2", "equals", "2", "plus", "2", "equals")
    phone.tap(testId="c2-history")
    assert [h["formula"] for h in _calc(phone)["history"]] == ["2+2", "12×12"]
    phone.tap(testId="c2-h-h1")  # after "=", a reused result replaces the display
    assert _calc(phone)["input"] == "144" and phone.visible(testId="c2-formula")
    phone.tap(testId="c2-history")
    phone.tap(testId="c2-history-clear")
    phone.tap(testId="c2-clear-cancel")
    assert len(_calc(phone)["history"]) == 2
    phone.tap(testId="c2-history-clear")
    phone.tap(testId="c2-clear-confirm")
    assert _calc(phone)["history"] == [] and phone.visible(text="No history")


def test_the_scientific_result_judge_wants_the_value_computed_in_the_app(phone: PhoneDriver) -> None:
    """The answer's goal reads the history: a value known without computing it there fails."""
    instance = instantiate(default_tasks().tasks["calculator2.ScientificResult"], 3)
    calc = instance.params["calc"]
    hook = suite_hooks("calculator2").computed_in_history
    initial = phone.state()
    final = phone.state()
    final["apps"]["calculator2"]["history"] = [{"id": "h1", "formula": "1+1", "result": "2"}]
    assert not hook(CheckContext(final=final, initial=initial, params=instance.params))[0]
    final["apps"]["calculator2"]["history"].insert(0, {"id": "h2", "formula": calc["expr"], "result": calc["shown"]})
    assert hook(CheckContext(final=final, initial=initial, params=instance.params))[0]
