"""The judge's cost on one tree, to compare two trees in one sitting (an A/B of the judge).

Run it against each tree's sources, alternating, and compare the medians:

    git worktree add /tmp/base e62403e
    export MOBILEGYM_WEB_SIM_DIST=$PWD/web_sim/dist  # the base has no build; both judge one step of the same world
    for i in 1 2 3; do
      PYTHONPATH=/tmp/base/src .venv/bin/python benchmarks/judge_ab.py
      PYTHONPATH=src .venv/bin/python benchmarks/judge_ab.py
    done

Prints JSON: ``step`` (ms, median of 500 judgings of a clock.AddAlarm step) and ``text`` (a step
whose note crossapp_commerce.EbayDualItemCompareToNotes judges, ``text_ok`` its verdict) and
``new_text`` (the same step with a note the reader has not seen, a new title each time: the step
the note is written in, as ``judge_new_text_ms`` of ``benchmarks/run.py``), with only the public
API both trees share.
"""

from __future__ import annotations

import copy
import json
import statistics
import time
from collections.abc import Callable

from mobilegym_gym.judge.judge import judge
from mobilegym_gym.sim import bundle
from mobilegym_gym.tasks.loader import default_tasks
from mobilegym_gym.tasks.task import instantiate


def _median_ms(fn: Callable[[], object], n: int = 500) -> float:
    fn()
    times = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def main() -> None:
    tasks = default_tasks().tasks
    initial = bundle.fresh_state()

    alarm = tasks["clock.AddAlarm"]
    inst = instantiate(alarm, 0)
    final = copy.deepcopy(initial)
    final["apps"]["clock"]["alarms"].append({"id": "a99", "hour": inst.params["hour"], "minute": inst.params["minute"], "enabled": True, "repeat": "once", "days": [], "label": "", "vibrate": True, "autoDelete": False})
    final["os"]["clock"]["now"] += 5000
    step = _median_ms(lambda: judge(final, initial, inst.checks, inst.expected, alarm.spec.answer_fields, inst.expected_answers, alarm.hooks, inst.params))

    compare = tasks["crossapp_commerce.EbayDualItemCompareToNotes"]
    ci = instantiate(compare, 0)
    pair = ci.params["pair"]
    loser = pair["b"]["query"] if pair["cheaper"] == pair["a"]["query"] else pair["a"]["query"]
    body = f"{pair['cheaper']} is cheaper than {loser} by ¥{pair['diff']:,.2f} (¥{pair['a']['low']['total']:,.2f} against ¥{pair['b']['low']['total']:,.2f})."
    noted = copy.deepcopy(initial)
    noted["apps"]["notes"]["notes"].append({**copy.deepcopy(noted["apps"]["notes"]["notes"][0]), "id": "n99", "title": "eBay price check", "body": body, "trashedAt": None})
    noted["os"]["clock"]["now"] += 5000

    def judge_note() -> bool:
        return judge(noted, initial, ci.checks, ci.expected, compare.spec.answer_fields, ci.expected_answers, compare.hooks, ci.params).goals_met

    notes = noted["apps"]["notes"]["notes"]
    written = iter(range(10**9))

    def judge_new_note() -> bool:
        notes[-1] = {**notes[-1], "title": f"eBay price check {next(written)}"}
        return judge_note()

    text = _median_ms(judge_note)
    print(json.dumps({"step": round(step, 3), "text_ok": judge_note(), "text": round(text, 3), "new_text": round(_median_ms(judge_new_note), 3)}))


if __name__ == "__main__":
    main()
