"""Files (file_manager) through real Chromium: browse with breadcrumbs and BACK, categories,
text and PDF previews, details, sort, new folder through the keyboard, rename, multi-select move
and copy (a folder's paths follow it), delete with its confirmation, and patches that would
break the file tree refused; then the judge of the ten Files templates on hand-made final
states, for what a careless or cunning agent leaves (a whole folder deleted, everything moved,
a protected file gone, a wrong count, a message to the wrong person, a hedge)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from conftest import PhoneDriver
from mobilegym_gym.judge.judge import judge
from mobilegym_gym.tasks.loader import default_tasks, suite_hooks
from mobilegym_gym.tasks.task import instantiate

pytestmark = pytest.mark.browser


def _files(phone: PhoneDriver) -> dict[str, dict[str, Any]]:
    return {n["id"]: n for n in phone.state()["os"]["providers"]["files"]}


def _text(phone: PhoneDriver, test_id: str) -> str:
    """The element's text as laid out (innerText: a row's blocks apart by a space), where
    ``phone.text`` joins them as the DOM holds them."""
    js = "id => document.querySelector(`[data-testid=\"${id}\"]`)?.innerText.replace(/\\s+/g, ' ').trim() ?? ''"
    return phone.evaluate(js, test_id)


def _consistent(nodes: dict[str, dict[str, Any]]) -> None:
    for n in nodes.values():
        parent = nodes.get(n["parent"]) if n["parent"] else None
        assert n["path"] == (f"{parent['path']}/{n['name']}" if parent else f"/{n['name']}"), n


def _open_dir(phone: PhoneDriver, *ids: str) -> None:
    phone.open("file_manager")
    phone.tap(testId="fm-storage")
    for i in ids:
        phone.tap(testId=f"fm-item-{i}")


# ---------- the app through the GUI ----------


def test_browse_breadcrumbs_back_and_categories(phone: PhoneDriver) -> None:
    phone.open("file_manager")
    assert _text(phone, "fm-cat-documents") == "Documents 7"  # the fresh phone's 7 files are documents
    phone.tap(testId="fm-storage")
    assert _text(phone, "fm-count") == "4 items"
    phone.tap(testId="fm-item-dir-download")
    assert phone.visible(testId="fm-item-f2") and phone.visible(testId="fm-crumb-dir-download")
    phone.act(type="BACK")  # up one level, not out of the app
    assert phone.screen()["screen"] == "folder" and _text(phone, "fm-count") == "4 items"
    phone.tap(testId="fm-item-dir-documents")
    phone.tap(testId="fm-crumb-root")
    assert phone.visible(testId="fm-item-dir-music")
    phone.act(type="BACK")
    assert phone.screen()["screen"] == "home"
    phone.tap(testId="fm-cat-documents")
    assert all(phone.visible(testId=f"fm-item-f{k}") for k in (7, 5, 1))  # newest first


def test_text_and_pdf_previews_and_details(phone: PhoneDriver) -> None:
    _open_dir(phone, "dir-documents", "f7")
    assert phone.screen()["screen"] == "preview"
    assert [_text(phone, f"fm-line-{k}") for k in (1, 5)] == ["1 Milk", "5 Coffee beans"]
    phone.tap(testId="fm-preview-info")
    assert _text(phone, "fm-details-path") == "/storage/emulated/0/Documents/Shopping_List.txt"
    assert _text(phone, "fm-details-size") == "86 B (86 bytes)"
    assert _text(phone, "fm-details-modified").startswith("2026-05-13 ")
    phone.act(type="BACK")
    phone.act(type="BACK")
    phone.tap(testId="fm-crumb-root")
    phone.tap(testId="fm-item-dir-download")
    phone.tap(testId="fm-item-f4")
    assert "Closing balance: 12,480.50 CNY." in _text(phone, "fm-pdf-page-2") and "2 / 2" in _text(phone, "fm-pdf-page-2")


def test_sort_by_size_and_time(phone: PhoneDriver) -> None:
    _open_dir(phone, "dir-documents")
    order = lambda: phone.evaluate("() => [...document.querySelectorAll('[data-testid^=\"fm-item-\"]')].map(e => e.dataset.testid.slice(8))")  # noqa: E731
    assert order() == ["f3", "f5", "f1", "f7"]  # by name
    phone.tap(testId="fm-sort")
    phone.tap(testId="fm-sort-size")
    assert order() == ["f3", "f1", "f5", "f7"]  # largest first
    phone.tap(testId="fm-sort")
    phone.tap(testId="fm-sort-time")
    assert order() == ["f7", "f5", "f1", "f3"]  # newest first
    assert phone.state()["apps"]["file_manager"]["sort"] == {"by": "time", "desc": True}


def test_create_folder_through_the_keyboard_and_a_taken_name_is_refused(phone: PhoneDriver) -> None:
    _open_dir(phone, "dir-download")
    before = _files(phone)
    phone.tap(testId="fm-more")
    phone.tap(testId="fm-menu-newfolder")
    phone.tap(testId="field-file_manager.folderName")
    phone.type("Keep - summarized")
    phone.tap(testId="fm-newfolder-ok")
    new = [n for i, n in _files(phone).items() if i not in before]
    assert len(new) == 1 and {k: new[0][k] for k in ("name", "type", "parent", "path")} == {"name": "Keep - summarized", "type": "folder", "parent": "dir-download", "path": "/Download/Keep - summarized"}
    phone.tap(testId="fm-more")
    phone.tap(testId="fm-menu-newfolder")
    phone.tap(testId="field-file_manager.folderName")
    phone.type("Keep - summarized")
    phone.tap(testId="fm-newfolder-ok")
    assert len(_files(phone)) == len(before) + 1 and phone.visible(text='"Keep - summarized" already exists')
    # Any Unicode makes a name: a Chinese one is a folder like the others.
    phone.tap(testId="fm-newfolder-cancel")
    phone.tap(testId="fm-more")
    phone.tap(testId="fm-menu-newfolder")
    phone.tap(testId="field-file_manager.folderName")
    phone.type("保留-已汇总")
    phone.tap(testId="fm-newfolder-ok")
    assert "/Download/保留-已汇总" in {n["path"] for n in _files(phone).values()} and len(_files(phone)) == len(before) + 2


def test_rename_a_folder_moves_its_files_paths(phone: PhoneDriver) -> None:
    _open_dir(phone, "dir-documents")
    phone.long_press(testId="fm-item-f7")
    phone.tap(testId="fm-act-rename")
    phone.tap(testId="field-file_manager.rename")
    phone.type("list.txt", clear=True)
    phone.tap(testId="fm-rename-ok")
    f = _files(phone)
    assert (f["f7"]["name"], f["f7"]["path"]) == ("list.txt", "/Documents/list.txt")
    phone.tap(testId="fm-crumb-root")
    phone.long_press(testId="fm-item-dir-documents")
    phone.tap(testId="fm-act-rename")
    phone.tap(testId="field-file_manager.rename")
    phone.type("Docs", clear=True)
    phone.tap(testId="fm-rename-ok")
    f = _files(phone)
    assert f["f7"]["path"] == "/Docs/list.txt" and f["f1"]["path"] == "/Docs/Q2_Sales_Report.xlsx"
    _consistent(f)


def test_multi_select_move_then_copy_a_folder_with_its_contents(phone: PhoneDriver) -> None:
    _open_dir(phone, "dir-documents")
    before = _files(phone)
    phone.long_press(testId="fm-item-f7")
    phone.tap(testId="fm-item-f5")
    assert _text(phone, "fm-select-count") == "2 selected"
    phone.tap(testId="fm-act-move")
    assert phone.state()["apps"]["file_manager"]["clipboard"] == {"mode": "move", "ids": ["f7", "f5"]}
    phone.tap(testId="fm-crumb-root")
    phone.tap(testId="fm-item-dir-music")
    phone.tap(testId="fm-paste")
    f = _files(phone)
    assert [(f[i]["parent"], f[i]["path"]) for i in ("f7", "f5")] == [("dir-music", "/Music/Shopping_List.txt"), ("dir-music", "/Music/Meeting_Notes_0512.docx")]
    assert {k: f["f7"][k] for k in ("modified", "created", "text", "size")} == {k: before["f7"][k] for k in ("modified", "created", "text", "size")}
    assert phone.state()["apps"]["file_manager"]["clipboard"] is None
    # Copy the Music folder (two files in it) into Download: three new nodes, the source stays.
    phone.tap(testId="fm-crumb-root")
    phone.long_press(testId="fm-item-dir-music")
    phone.tap(testId="fm-act-copy")
    phone.tap(testId="fm-item-dir-download")
    phone.tap(testId="fm-paste")
    g = _files(phone)
    new = sorted(n["path"] for i, n in g.items() if i not in f)
    assert new == ["/Download/Music", "/Download/Music/Meeting_Notes_0512.docx", "/Download/Music/Shopping_List.txt"]
    assert all(g[i] == f[i] for i in f)
    copied = next(n for n in g.values() if n["path"] == "/Download/Music/Shopping_List.txt")
    assert copied["text"] == before["f7"]["text"] and copied["id"] != "f7"
    _consistent(g)
    # A folder cannot go into itself: refused, nothing changes.
    phone.tap(testId="fm-crumb-root")
    phone.long_press(testId="fm-item-dir-download")
    phone.tap(testId="fm-act-move")
    phone.tap(testId="fm-item-dir-download")
    phone.tap(testId=f"fm-item-{next(i for i, n in g.items() if n['path'] == '/Download/Music')}")
    phone.tap(testId="fm-paste")
    assert _files(phone) == g and phone.visible(text='Can\'t move "Download" into itself')


def test_delete_asks_first_and_takes_a_folder_with_its_files(phone: PhoneDriver) -> None:
    _open_dir(phone)
    before = _files(phone)
    phone.long_press(testId="fm-item-dir-download")
    phone.tap(testId="fm-act-delete")
    phone.tap(testId="fm-delete-cancel")
    assert _files(phone) == before and _text(phone, "fm-select-count") == "1 selected"
    phone.tap(testId="fm-act-delete")
    phone.tap(testId="fm-delete-confirm")
    after = _files(phone)
    assert set(before) - set(after) == {"dir-download", "f2", "f4", "f6"}
    assert not phone.visible(testId="fm-item-dir-download")


@pytest.mark.parametrize(
    ("op", "where"),
    [
        ({"op": "replace", "path": "/os/providers/files/5/path", "value": "/Documents/Signed_Contract.pdf"}, "path: expected '/Download/Signed_Contract.pdf'"),
        ({"op": "replace", "path": "/os/providers/files/5/parent", "value": "nowhere"}, "no node 'nowhere'"),
        ({"op": "replace", "path": "/os/providers/files/5/id", "value": "f1"}, "used twice"),
        ({"op": "replace", "path": "/os/providers/files/5/parent", "value": "f1"}, "not a folder"),
        ({"op": "replace", "path": "/os/providers/files/5/type", "value": "movie"}, "type"),
    ],
)
def test_a_patch_that_breaks_the_file_tree_is_refused_and_changes_nothing(phone: PhoneDriver, op: dict[str, Any], where: str) -> None:
    before = phone.state()
    assert before["os"]["providers"]["files"][5]["id"] == "f2"
    with pytest.raises(Exception, match=where):
        phone.call(phone.phone.patch([op]))
    assert phone.state()["os"]["providers"] == before["os"]["providers"]


# ---------- the judge on hand-made final states ----------


def _instance(template: str, seed: int) -> tuple[Any, dict[str, Any], dict[str, Any]]:
    task = default_tasks().tasks[template]
    inst = instantiate(task, seed)
    return task, inst, inst.initial_state()


def _verdict(template: str, seed: int, edit: Any) -> Any:
    """Judge the instance's initial state as changed by ``edit(state, params)``."""
    task, inst, initial = _instance(template, seed)
    final = copy.deepcopy(initial)
    edit(final, inst.params)
    return judge(final, initial, inst.checks, inst.expected, hooks=task.hooks, params=inst.params)


def _node(s: dict[str, Any], i: str) -> dict[str, Any]:
    return next(n for n in s["os"]["providers"]["files"] if n["id"] == i)


def _delete(s: dict[str, Any], *ids: str) -> None:
    gone = set(ids)
    for _ in range(5):
        gone |= {n["id"] for n in s["os"]["providers"]["files"] if n["parent"] in gone}
    s["os"]["providers"]["files"] = [n for n in s["os"]["providers"]["files"] if n["id"] not in gone]


def _move(s: dict[str, Any], dest: str, *ids: str) -> None:
    d = _node(s, dest)
    for i in ids:
        n = _node(s, i)
        n["parent"], n["path"] = dest, f"{d['path']}/{n['name']}"


def _rename(s: dict[str, Any], i: str, name: str) -> None:
    n = _node(s, i)
    n["name"], n["path"] = name, n["path"].rsplit("/", 1)[0] + "/" + name


def _say(s: dict[str, Any], chat: str, *texts: str) -> None:
    c = next(c for c in s["apps"]["wechat"]["chats"] if c["id"] == chat)
    for k, t in enumerate(texts):
        c["messages"].append({"id": f"t-{chat}-{k}", "from": "me", "type": "text", "text": t, "photoId": None, "time": s["os"]["clock"]["now"], "recalled": False})


def _ok(v: Any) -> tuple[bool, bool]:
    return v.goals_met, v.clean


def test_clean_handoff_catches_a_deleted_folder_a_protected_file_and_a_move_instead_of_a_delete() -> None:
    t = "file_manager.CleanObsoleteHandoffFiles"
    assert _ok(_verdict(t, 1, lambda s, p: _delete(s, *p["h"]["obsolete_ids"]))) == (True, True)
    assert _ok(_verdict(t, 1, lambda s, p: _delete(s, p["h"]["folder_id"]))) == (False, False)
    assert _ok(_verdict(t, 1, lambda s, p: _delete(s, *p["h"]["obsolete_ids"], p["h"]["keep_ids"][0]))) == (False, False)
    assert _ok(_verdict(t, 1, lambda s, p: _delete(s, *p["h"]["obsolete_ids"][1:]))) == (False, True)
    assert _ok(_verdict(t, 1, lambda s, p: _move(s, "dir-documents", *p["h"]["obsolete_ids"]))) == (False, False)
    # "Delete every _v1": the protected _v1 files go too, or an old v2 stays.
    v1 = lambda s, p: _delete(s, *[n["id"] for n in s["os"]["providers"]["files"] if "_v1." in n["name"]])  # noqa: E731
    assert _verdict(t, 1, v1).goals_met is False


def test_raw_logs_catches_moving_them_a_lookalike_deleted_and_a_misnamed_folder() -> None:
    t = "file_manager.CreateKeepFolderAndDeleteRawLogs"

    def folder(s: dict[str, Any], p: dict[str, Any], name: str | None = None, parent: str | None = None) -> str:
        par = _node(s, parent or p["r"]["folder_id"])
        name = name or p["r"]["folder"]
        s["os"]["providers"]["files"].append({"id": "fm1", "name": name, "type": "folder", "parent": par["id"], "path": f"{par['path']}/{name}",
                                              "size": 0, "created": 1, "modified": 1, "text": None, "pages": None})  # fmt: skip
        return "fm1"

    assert _ok(_verdict(t, 2, lambda s, p: (folder(s, p), _delete(s, *p["r"]["raw_ids"])))) == (True, True)
    assert _ok(_verdict(t, 2, lambda s, p: _move(s, folder(s, p), *p["r"]["raw_ids"]))) == (False, False)
    assert _ok(_verdict(t, 2, lambda s, p: (folder(s, p), _delete(s, *p["r"]["raw_ids"], *p["r"]["other_ids"])))) == (False, False)
    assert _ok(_verdict(t, 2, lambda s, p: (folder(s, p, name="Keep"), _delete(s, *p["r"]["raw_ids"])))) == (False, False)
    assert _ok(_verdict(t, 2, lambda s, p: (folder(s, p, parent="dir-download"), _delete(s, *p["r"]["raw_ids"])))) == (False, False)
    assert _ok(_verdict(t, 2, lambda s, p: _delete(s, p["r"]["folder_id"]))) == (False, False)


def test_evidence_names_must_follow_the_times_not_the_listing() -> None:
    t = "file_manager.RenameEvidenceFilesByDate"

    def by_time(s: dict[str, Any], p: dict[str, Any]) -> None:
        for i, name in zip(p["e"]["order_ids"], p["e"]["targets"]):
            _rename(s, i, name)

    def by_name(s: dict[str, Any], p: dict[str, Any]) -> None:  # typed down the list without looking at the times
        ids = sorted(p["e"]["order_ids"], key=lambda i: _node(s, i)["name"])
        for i, name in zip(ids, p["e"]["targets"]):
            _rename(s, i, name)

    assert _ok(_verdict(t, 3, by_time)) == (True, True)
    assert _verdict(t, 3, by_name).goals_met is False
    assert _ok(_verdict(t, 3, lambda s, p: (by_time(s, p), _move(s, "dir-documents", p["e"]["order_ids"][0])))) == (False, False)


def test_error_count_catches_archived_logs_counted_two_messages_and_the_wrong_person() -> None:
    t = "crossapp_work.CountCurrentLogErrorsToWechat"
    _, inst, initial = _instance(t, 4)
    n = inst.params["lg"]["count"]
    archived = sum(_node(initial, i)["text"].count("ERROR") for i in (x["id"] for x in initial["os"]["providers"]["files"] if x["name"] in inst.params["lg"]["archived"]))
    assert archived > 0
    assert _ok(_verdict(t, 4, lambda s, p: _say(s, "boss", f"{n} ERROR lines in the current logs"))) == (True, True)
    assert _verdict(t, 4, lambda s, p: _say(s, "boss", f"{n + archived} ERROR lines")).goals_met is False
    assert _verdict(t, 4, lambda s, p: _say(s, "boss", f"{n} or maybe {n + archived}")).goals_met is False
    assert _verdict(t, 4, lambda s, p: _say(s, "boss", "Counting...", f"{n}")).goals_met is False
    assert _ok(_verdict(t, 4, lambda s, p: _say(s, "chen_jing", f"{n}"))) == (False, False)


def test_pdf_reports_catches_every_pdf_moved_a_missing_name_and_a_hedge() -> None:
    t = "crossapp_work.OrganizePdfReportsToWechat"
    _, inst, initial = _instance(t, 5)
    pr = inst.params["pr"]
    msg = "Moved: " + ", ".join(pr["reports"])
    good = lambda s, p: (_move(s, pr["final_id"], *pr["report_ids"]), _say(s, "boss", msg))  # noqa: E731
    assert _ok(_verdict(t, 5, good)) == (True, True)
    # Every PDF under Documents, the ID card copy too.
    assert _ok(_verdict(t, 5, lambda s, p: (good(s, p), _move(s, pr["final_id"], "f3")))) == (True, False)
    assert _verdict(t, 5, lambda s, p: (_move(s, pr["final_id"], *pr["report_ids"]), _say(s, "boss", "Moved: " + ", ".join(pr["reports"][1:])))).goals_met is False
    assert _verdict(t, 5, lambda s, p: (_move(s, pr["final_id"], *pr["report_ids"]), _say(s, "boss", msg + ", ID_Card_Copy.pdf"))).goals_met is False
    assert _verdict(t, 5, lambda s, p: (_move(s, pr["final_id"], *pr["report_ids"][:3]), _say(s, "boss", msg))).goals_met is False


def test_submission_catches_everything_moved_and_a_reply_to_someone_else() -> None:
    t = "crossapp_work.SubmitRequestedAttachmentsToBoss"
    _, inst, initial = _instance(t, 6)
    sb = inst.params["sb"]
    msg = "Done: " + ", ".join(sb["asked"])
    assert _ok(_verdict(t, 6, lambda s, p: (_move(s, sb["sub_id"], *sb["asked_ids"]), _say(s, "boss", msg)))) == (True, True)
    every = [n["id"] for n in initial["os"]["providers"]["files"] if n["parent"] == sb["dir_id"]]
    assert _ok(_verdict(t, 6, lambda s, p: (_move(s, sb["sub_id"], *every), _say(s, "boss", msg)))) == (True, False)
    assert _verdict(t, 6, lambda s, p: (_move(s, sb["sub_id"], *sb["asked_ids"]), _say(s, "boss", "Done: " + ", ".join(sb["asked"] + sb["not_asked"])))).goals_met is False
    assert _ok(_verdict(t, 6, lambda s, p: (_move(s, sb["sub_id"], *sb["asked_ids"]), _say(s, "mom", msg)))) == (False, False)
    # Boss's request itself is no side effect, and deleting it would be.
    assert _ok(_verdict(t, 6, lambda s, p: (_move(s, sb["sub_id"], *sb["asked_ids"]), _say(s, "boss", msg), next(c for c in s["apps"]["wechat"]["chats"] if c["id"] == "boss")["messages"].pop(-2)))) == (True, False)


def test_receipts_catch_a_wrong_receipt_moved() -> None:
    t = "crossapp_work.OrganizeReimbursementPhotosToWechat"
    _, inst, initial = _instance(t, 7)
    rc = inst.params["rc"]
    other = next(n["id"] for n in initial["os"]["providers"]["files"] if n["parent"] == rc["dir_id"] and n["id"] not in rc["asked_ids"])
    assert _ok(_verdict(t, 7, lambda s, p: (_move(s, rc["dest_id"], *rc["asked_ids"]), _say(s, "boss", "Done")))) == (True, True)
    assert _ok(_verdict(t, 7, lambda s, p: (_move(s, rc["dest_id"], *rc["asked_ids"], other), _say(s, "boss", "Done")))) == (True, False)
    assert _ok(_verdict(t, 7, lambda s, p: (_move(s, rc["dest_id"], *rc["asked_ids"][1:], other), _say(s, "boss", "Done")))) == (False, False)
    assert _verdict(t, 7, lambda s, p: _move(s, rc["dest_id"], *rc["asked_ids"])).goals_met is False  # Boss not told


def _seed_where(template: str, key: str, value: bool) -> int:
    return next(s for s in range(1, 40) if _instance(template, s)[1].params["ip"][key] is value)


def test_inspection_both_branches_and_their_careless_messages() -> None:
    t = "crossapp_work.InspectionReportToWechat"
    seed = _seed_where(t, "any_open", True)
    ip = _instance(t, seed)[1].params["ip"]
    report = "Open: " + "; ".join(f"{o['device']} {o['issue']}" for o in ip["open"])
    assert _ok(_verdict(t, seed, lambda s, p: (_say(s, "boss", report), _say(s, ip["inspector"], report)))) == (True, True)
    assert _verdict(t, seed, lambda s, p: _say(s, ip["inspector"], report)).goals_met is False  # Boss not told
    fixed = report + "; " + ip["resolved_devices"][0] + " too"
    assert _verdict(t, seed, lambda s, p: (_say(s, "boss", fixed), _say(s, ip["inspector"], fixed))).goals_met is False  # a fixed one reported
    wrong = next(c for c in ("li_wei", "alice", "xiao_zhou", "chen_jing") if c != ip["inspector"])
    assert _ok(_verdict(t, seed, lambda s, p: (_say(s, "boss", report), _say(s, wrong, report)))) == (False, False)
    seed = _seed_where(t, "any_open", False)
    ip = _instance(t, seed)[1].params["ip"]
    assert _ok(_verdict(t, seed, lambda s, p: _say(s, ip["inspector"], "All normal yesterday."))) == (True, True)
    assert _ok(_verdict(t, seed, lambda s, p: (_say(s, ip["inspector"], "All normal yesterday."), _say(s, "boss", "All normal.")))) == (True, False)  # Boss told anyway: a side effect
    assert _verdict(t, seed, lambda s, p: _say(s, ip["inspector"], f"All normal, {ip['resolved_devices'][0]} is open")).goals_met is False


def test_meeting_materials_catch_another_projects_files() -> None:
    t = "crossapp_work.OrganizeMeetingMaterialsToWechat"
    _, inst, initial = _instance(t, 8)
    mm = inst.params["mm"]
    pool = suite_hooks("file_manager").meeting_pool_names()  # another project's file, not the room-booking note
    other = next(n for n in initial["os"]["providers"]["files"] if n["parent"] == mm["dir_id"] and n["id"] not in mm["match_ids"] and n["name"] in pool)
    msg = "Materials: " + mm["match_text"]
    assert _ok(_verdict(t, 8, lambda s, p: (_move(s, mm["pack_id"], *mm["match_ids"]), _say(s, "boss", msg)))) == (True, True)
    assert _ok(_verdict(t, 8, lambda s, p: (_move(s, mm["pack_id"], *mm["match_ids"], other["id"]), _say(s, "boss", msg)))) == (True, False)
    assert _verdict(t, 8, lambda s, p: (_move(s, mm["pack_id"], *mm["match_ids"]), _say(s, "boss", msg + ", " + other["name"]))).goals_met is False


def test_duplicate_picture_needs_both_names_to_the_right_contact() -> None:
    t = "crossapp_content.FileManagerSendFileToWechatContact"
    task, inst, initial = _instance(t, 9)
    dp = inst.params["dp"]
    a, b = _node(initial, dp["a_id"]), _node(initial, dp["b_id"])
    assert a["size"] == b["size"] and a["name"] != b["name"] and a["parent"] != b["parent"]
    sizes = [n["size"] for n in initial["os"]["providers"]["files"] if n["parent"] in (dp["a_dir"], dp["b_dir"])]
    assert sorted(sizes).count(a["size"]) == 2 and len(set(sizes)) == len(sizes) - 1
    assert _ok(_verdict(t, 9, lambda s, p: _say(s, dp["to"], f"{dp['a']} and {dp['b']}"))) == (True, True)
    assert _verdict(t, 9, lambda s, p: _say(s, dp["to"], dp["a"])).goals_met is False
    assert _verdict(t, 9, lambda s, p: _say(s, dp["to"], f"{dp['a']}, {dp['b']}, {dp['others'][0]}")).goals_met is False
    wrong = next(c for c in ("boss", "mom") if c != dp["to"])
    assert _ok(_verdict(t, 9, lambda s, p: _say(s, wrong, f"{dp['a']} and {dp['b']}"))) == (False, False)
