

def test_the_balance_branch_judge_refuses_an_order_it_cannot_afford_and_a_wrong_train() -> None:
    hook = _hooks("crossapp_life").rail_order_only_if_affordable
    fact = {"from": "beijing", "to": "shanghai", "date": "2026-05-16", "cheapest": {"no": "G5"}}
    right = _order("o90", "G5", "2026-05-16", "08:20", ["Zhang Wei"], "2nd Class")
    dearer = _order("o90", "G9", "2026-05-16", "09:40", ["Zhang Wei"], "2nd Class")
    for enough, orders, ok in ((True, [right], True), (True, [dearer], False), (True, [], False), (False, [], True), (False, [right], False)):
        got = hook(_ctx({"r": {"fact": fact, "enough": enough}}, *orders))[0]
        assert got is ok, (enough, [o["trainNo"] for o in orders])
