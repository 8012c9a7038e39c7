"""Notes through real Chromium: notes, folders, pins, private notes, trash, search, reminders,
view settings, to-dos, the share-to-Notes intent; and the judge catching a careless agent's side
effects in the Notes templates."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import MakeTaskEnv, PhoneDriver, tap
from mobilegym_gym import actions as A

pytestmark = [pytest.mark.browser, pytest.mark.app("notes")]


def _notes(phone: PhoneDriver) -> dict[str, dict[str, Any]]:
    return {n["id"]: n for n in phone.state()["apps"]["notes"]["notes"]}


def _todos(phone: PhoneDriver) -> dict[str, dict[str, Any]]:
    return {t["id"]: t for t in phone.state()["apps"]["notes"]["todos"]}


def test_seeded_notebook(app_phone: PhoneDriver) -> None:
    s = app_phone.state()["apps"]["notes"]
    assert len(s["folders"]) == 4 and len(s["todos"]) == 7
    assert sum(n["isPrivate"] for n in s["notes"]) == 3 and sum(n["trashedAt"] is not None for n in s["notes"]) == 2
    assert app_phone.visible(text="10 notes")
    assert app_phone.visible(text="Pinned") and app_phone.visible(testId="notes-note-n1")
    assert not app_phone.visible(testId="notes-note-n11")  # private
    assert not app_phone.visible(testId="notes-note-n14")  # trashed


def test_create_a_note_and_an_empty_one_is_not_kept(app_phone: PhoneDriver) -> None:
    before = _notes(app_phone)
    app_phone.tap(testId="notes-add")
    app_phone.act(type="BACK")  # keyboard (the body has the focus)
    app_phone.act(type="BACK")  # nothing typed: no note
    assert _notes(app_phone) == before and app_phone.screen()["screen"] == "home"
    app_phone.tap(testId="notes-add")
    app_phone.tap(testId="field-notes.title")
    app_phone.type("Packing list")
    app_phone.tap(testId="field-notes.body")
    app_phone.type("Passport\nCharger\n充电器")
    app_phone.tap(testId="notes-edit-save")
    new = [n for i, n in _notes(app_phone).items() if i not in before]
    assert len(new) == 1
    assert {k: new[0][k] for k in ("title", "body", "folderId", "pinned", "isPrivate", "trashedAt", "reminderAt")} == {
        "title": "Packing list", "body": "Passport\nCharger\n充电器", "folderId": None, "pinned": False, "isPrivate": False, "trashedAt": None, "reminderAt": None,
    }  # fmt: skip
    assert app_phone.visible(testId=f"notes-note-{new[0]['id']}") and app_phone.visible(text="11 notes")


def test_edit_an_existing_note_updates_it(app_phone: PhoneDriver) -> None:
    old = _notes(app_phone)["n2"]
    app_phone.tap(testId="notes-note-n2")
    app_phone.tap(testId="field-notes.body")
    app_phone.type(" Bring the slides.")
    app_phone.tap(testId="notes-edit-back")  # the arrow saves
    n = _notes(app_phone)["n2"]
    assert n["body"] == old["body"] + " Bring the slides." and n["updatedAt"] > old["updatedAt"] and n["title"] == old["title"]
    # Opening and leaving without a change writes nothing.
    before = app_phone.state()["apps"]["notes"]
    app_phone.tap(testId="notes-note-n6")
    app_phone.tap(testId="notes-edit-save")
    assert app_phone.state()["apps"]["notes"] == before


def test_typed_markup_in_a_note_is_shown_literally(app_phone: PhoneDriver) -> None:
    payload = "<img src=x onerror=alert(1)>"
    app_phone.tap(testId="notes-add")
    app_phone.tap(testId="field-notes.title")
    app_phone.type(payload)
    app_phone.tap(testId="field-notes.body")
    app_phone.type(payload)
    app_phone.tap(testId="notes-edit-save")
    assert any(n["title"] == payload and n["body"] == payload for n in _notes(app_phone).values())
    assert app_phone.visible(text=payload)
    assert app_phone.call(app_phone.phone._eval("() => document.querySelectorAll('.mg-phone img').length")) == 0
    assert app_phone.call(app_phone.phone.page_errors()) == []


def test_pin_private_and_delete_from_the_long_press_menu(app_phone: PhoneDriver) -> None:
    app_phone.long_press(testId="notes-note-n2")
    app_phone.tap(testId="notes-menu-pin")
    assert _notes(app_phone)["n2"]["pinned"] is True
    app_phone.long_press(testId="notes-note-n2")
    app_phone.tap(testId="notes-menu-private")
    assert _notes(app_phone)["n2"]["isPrivate"] is True and not app_phone.visible(testId="notes-note-n2")
    app_phone.tap(testId="notes-scope")
    assert app_phone.visible(testId="notes-private-count") and app_phone.visible(text="4")
    app_phone.tap(testId="notes-scope-private")
    assert app_phone.visible(testId="notes-note-n2") and app_phone.visible(testId="notes-note-n11") and app_phone.visible(text="4 notes")
    app_phone.long_press(testId="notes-note-n2")
    app_phone.tap(testId="notes-menu-delete")
    n2 = _notes(app_phone)["n2"]
    assert n2["trashedAt"] is not None and n2["pinned"] is False


def test_folders_create_move_and_filter(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="notes-scope")
    app_phone.tap(testId="notes-folder-new")
    app_phone.tap(testId="field-notes.folderName")
    app_phone.type("Work")  # taken
    app_phone.tap(testId="notes-folder-ok")
    assert len(app_phone.state()["apps"]["notes"]["folders"]) == 4 and app_phone.visible(text="A folder with this name already exists")
    app_phone.type("Study", clear=True)
    app_phone.tap(testId="notes-folder-ok")
    folders = app_phone.state()["apps"]["notes"]["folders"]
    study = next(f for f in folders if f["name"] == "Study")
    app_phone.tap(testId="notes-note-n8")
    app_phone.tap(testId="notes-edit-more")
    app_phone.tap(testId="notes-edit-move")
    app_phone.tap(testId=f"notes-move-{study['id']}")
    assert _notes(app_phone)["n8"]["folderId"] == study["id"]
    app_phone.act(type="BACK")
    app_phone.tap(testId="notes-scope")
    app_phone.tap(testId=f"notes-scope-{study['id']}")
    assert app_phone.visible(testId="notes-note-n8") and not app_phone.visible(testId="notes-note-n2") and app_phone.visible(text="1 note")


def test_search_skips_private_notes(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="field-notes.search")
    app_phone.type("TEAMLAB")
    assert app_phone.visible(testId="notes-note-n3") and not app_phone.visible(testId="notes-note-n1")
    app_phone.type("piano", clear=True)  # only in a private note
    assert app_phone.visible(text="No matching notes")


def test_trash_restore_and_delete_forever(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="notes-scope")
    app_phone.tap(testId="notes-scope-trash")
    app_phone.tap(testId="notes-note-n15")
    app_phone.tap(testId="notes-restore")
    assert _notes(app_phone)["n15"]["trashedAt"] is None
    app_phone.tap(testId="notes-note-n14")
    app_phone.tap(testId="notes-delete-forever")
    assert "n14" not in _notes(app_phone)
    assert app_phone.visible(text="No recently deleted notes")


def test_reminder_picker_sets_a_future_time(app_phone: PhoneDriver) -> None:
    now = app_phone.state()["os"]["clock"]["now"]
    app_phone.tap(testId="notes-note-n8")
    app_phone.tap(testId="notes-edit-reminder")
    app_phone.tap(testId="notes-rem-hour-8")  # 08:00 today is past
    app_phone.tap(testId="notes-rem-set")
    assert _notes(app_phone)["n8"]["reminderAt"] is None and app_phone.visible(text="Choose a time in the future")
    app_phone.tap(testId="notes-rem-day-1")
    app_phone.tap(testId="notes-rem-hour-18")
    app_phone.tap(testId="notes-rem-min-30")
    app_phone.tap(testId="notes-rem-set")
    # Tomorrow 18:30 local (UTC+8); the clock starts at 09:00.
    midnight = now - now % 3_600_000 - 9 * 3_600_000
    assert _notes(app_phone)["n8"]["reminderAt"] == midnight + 86_400_000 + (18 * 60 + 30) * 60_000
    assert app_phone.visible(text="Tomorrow 18:30")
    app_phone.tap(testId="notes-reminder-clear")
    assert _notes(app_phone)["n8"]["reminderAt"] is None


def test_view_mode_and_word_count_settings(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="notes-more")
    app_phone.tap(testId="notes-more-settings")
    app_phone.tap(testId="notes-set-view-grid")
    app_phone.tap(testId="notes-set-wordcount")
    assert app_phone.state()["apps"]["notes"]["settings"] == {"viewMode": "grid", "showWordCount": True, "sortBy": "modified"}
    app_phone.act(type="BACK")
    assert app_phone.call(app_phone.phone._eval("() => document.querySelectorAll('.notes-grid').length")) == 1
    assert app_phone.visible(testId="notes-words-n1") and app_phone.visible(text="11 words")  # "Weekly groceries" + 9 words of items


def test_todos_add_complete_delete_and_clear_completed(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="notes-tab-todos")
    app_phone.tap(testId="notes-todo-add")
    app_phone.type("Water the ficus")
    app_phone.tap(testId="notes-todo-save")
    new = [t for t in _todos(app_phone).values() if t["text"] == "Water the ficus"]
    assert len(new) == 1 and new[0]["completed"] is False
    app_phone.tap(testId="notes-todo-check-td1")
    assert _todos(app_phone)["td1"]["completed"] is True
    app_phone.long_press(testId="notes-todo-td2")
    app_phone.tap(testId="notes-todo-delete")
    assert "td2" not in _todos(app_phone)
    app_phone.tap(testId="notes-todo-more")
    app_phone.tap(testId="notes-todo-clear")
    app_phone.tap(testId="notes-todo-clear-confirm")
    left = _todos(app_phone)
    assert all(not t["completed"] for t in left.values())
    assert sorted(left) == sorted(["td4", "td6", new[0]["id"]])


def test_share_text_to_notes_intent_prefills_the_editor(app_phone: PhoneDriver) -> None:
    before = _notes(app_phone)
    app_phone.call(app_phone.phone.intent("notes", "edit", {"title": "From Messages", "text": "Pickup code 6-2-3018"}))
    assert app_phone.screen()["foreground"] == "notes" and app_phone.screen()["screen"] == "edit"
    assert app_phone.visible(text="Pickup code 6-2-3018") and _notes(app_phone) == before  # not saved yet
    app_phone.tap(testId="notes-edit-save")
    new = [n for i, n in _notes(app_phone).items() if i not in before]
    assert [(n["title"], n["body"]) for n in new] == [("From Messages", "Pickup code 6-2-3018")]


# ---------- the judge against careless agents ----------


def test_judge_catches_deleting_the_wrong_todo(make_task_env: MakeTaskEnv) -> None:
    env = make_task_env("notes.DeleteTodo")
    env.reset(seed=2)
    target = env.task.params["t"]["id"]
    wrong = next(t["id"] for t in env.get_state()["apps"]["notes"]["todos"] if t["id"] != target)
    tap(env, "notes-tab-todos")
    env.step(A.long_press(*env.locate(test_id=f"notes-todo-{wrong}")))
    tap(env, "notes-todo-delete")
    _, _, _, _, info = env.step(A.complete())
    assert info["outcome"]["success"] is False and not info["goals_met"]
    assert [c["path"] for c in info["unexpected_changes"]] == [f"/apps/notes/todos/[id={wrong}]"]


def test_judge_catches_deleting_open_todos_too(make_task_env: MakeTaskEnv) -> None:
    env = make_task_env("notes.DeleteAllCompletedTodos")
    env.reset(seed=4)
    todos = env.get_state()["apps"]["notes"]["todos"]
    done = [t["id"] for t in todos if t["completed"]]
    open_ = [t["id"] for t in todos if not t["completed"]]
    tap(env, "notes-tab-todos")
    # Careless: delete the completed ones one by one, and an open one as well.
    for tid in [*done, open_[0]]:
        env.step(A.long_press(*env.locate(test_id=f"notes-todo-{tid}")))
        tap(env, "notes-todo-delete")
    _, _, _, _, info = env.step(A.complete())
    assert info["outcome"]["success"] is False and info["progress"] == 0.0
    # Ticking an open one off and then clearing completed is wrong as well.
    env.reset(seed=4)
    tap(env, "notes-tab-todos")
    tap(env, f"notes-todo-check-{open_[0]}")
    tap(env, "notes-todo-more")
    tap(env, "notes-todo-clear")
    tap(env, "notes-todo-clear-confirm")
    _, _, _, _, info = env.step(A.complete())
    assert info["outcome"]["success"] is False
