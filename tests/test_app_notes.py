"""Notes through real Chromium: notes, folders, pins, private notes, trash, search, reminders,
view settings, to-dos, the share-to-Notes intent; and the judge catching a careless agent's side
effects in the Notes templates."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import PhoneDriver
from mobilegym_gym import actions as A
from mobilegym_gym.tasks.env import TaskEnv

pytestmark = pytest.mark.browser


def _notes(phone: PhoneDriver) -> dict[str, dict[str, Any]]:
    return {n["id"]: n for n in phone.state()["apps"]["notes"]["notes"]}


def _todos(phone: PhoneDriver) -> dict[str, dict[str, Any]]:
    return {t["id"]: t for t in phone.state()["apps"]["notes"]["todos"]}


def test_seeded_notebook(phone: PhoneDriver) -> None:
    phone.open("notes")
    s = phone.state()["apps"]["notes"]
    assert len(s["folders"]) == 4 and len(s["todos"]) == 7
    assert sum(n["isPrivate"] for n in s["notes"]) == 3 and sum(n["trashedAt"] is not None for n in s["notes"]) == 2
    assert phone.visible(text="10 notes")
    assert phone.visible(text="Pinned") and phone.visible(testId="notes-note-n1")
    assert not phone.visible(testId="notes-note-n11")  # private
    assert not phone.visible(testId="notes-note-n14")  # trashed


def test_create_a_note_and_an_empty_one_is_not_kept(phone: PhoneDriver) -> None:
    phone.open("notes")
    before = _notes(phone)
    phone.tap(testId="notes-add")
    phone.act(type="BACK")  # keyboard (the body has the focus)
    phone.act(type="BACK")  # nothing typed: no note
    assert _notes(phone) == before and phone.screen()["screen"] == "home"
    phone.tap(testId="notes-add")
    phone.tap(testId="field-notes.title")
    phone.type("Packing list")
    phone.tap(testId="field-notes.body")
    phone.type("Passport\nCharger\n充电器")
    phone.tap(testId="notes-edit-save")
    new = [n for i, n in _notes(phone).items() if i not in before]
    assert len(new) == 1
    assert {k: new[0][k] for k in ("title", "body", "folderId", "pinned", "isPrivate", "trashedAt", "reminderAt")} == {
        "title": "Packing list", "body": "Passport\nCharger\n充电器", "folderId": None, "pinned": False, "isPrivate": False, "trashedAt": None, "reminderAt": None,
    }  # fmt: skip
    assert phone.visible(testId=f"notes-note-{new[0]['id']}") and phone.visible(text="11 notes")


def test_edit_an_existing_note_updates_it(phone: PhoneDriver) -> None:
    phone.open("notes")
    old = _notes(phone)["n2"]
    phone.tap(testId="notes-note-n2")
    phone.tap(testId="field-notes.body")
    phone.type(" Bring the slides.")
    phone.tap(testId="notes-edit-back")  # the arrow saves
    n = _notes(phone)["n2"]
    assert n["body"] == old["body"] + " Bring the slides." and n["updatedAt"] > old["updatedAt"] and n["title"] == old["title"]
    # Opening and leaving without a change writes nothing.
    before = phone.state()["apps"]["notes"]
    phone.tap(testId="notes-note-n6")
    phone.tap(testId="notes-edit-save")
    assert phone.state()["apps"]["notes"] == before


def test_typed_markup_in_a_note_is_shown_literally(phone: PhoneDriver) -> None:
    phone.open("notes")
    payload = "<img src=x onerror=alert(1)>"
    phone.tap(testId="notes-add")
    phone.tap(testId="field-notes.title")
    phone.type(payload)
    phone.tap(testId="field-notes.body")
    phone.type(payload)
    phone.tap(testId="notes-edit-save")
    assert any(n["title"] == payload and n["body"] == payload for n in _notes(phone).values())
    assert phone.visible(text=payload)
    assert phone.call(phone.phone._eval("() => document.querySelectorAll('.mg-phone img').length")) == 0
    assert phone.call(phone.phone.page_errors()) == []


def test_pin_private_and_delete_from_the_long_press_menu(phone: PhoneDriver) -> None:
    phone.open("notes")
    phone.long_press(testId="notes-note-n2")
    phone.tap(testId="notes-menu-pin")
    assert _notes(phone)["n2"]["pinned"] is True
    phone.long_press(testId="notes-note-n2")
    phone.tap(testId="notes-menu-private")
    assert _notes(phone)["n2"]["isPrivate"] is True and not phone.visible(testId="notes-note-n2")
    phone.tap(testId="notes-scope")
    assert phone.visible(testId="notes-private-count") and phone.visible(text="4")
    phone.tap(testId="notes-scope-private")
    assert phone.visible(testId="notes-note-n2") and phone.visible(testId="notes-note-n11") and phone.visible(text="4 notes")
    phone.long_press(testId="notes-note-n2")
    phone.tap(testId="notes-menu-delete")
    n2 = _notes(phone)["n2"]
    assert n2["trashedAt"] is not None and n2["pinned"] is False


def test_folders_create_move_and_filter(phone: PhoneDriver) -> None:
    phone.open("notes")
    phone.tap(testId="notes-scope")
    phone.tap(testId="notes-folder-new")
    phone.tap(testId="field-notes.folderName")
    phone.type("Work")  # taken
    phone.tap(testId="notes-folder-ok")
    assert len(phone.state()["apps"]["notes"]["folders"]) == 4 and phone.visible(text="A folder with this name already exists")
    phone.type("Study", clear=True)
    phone.tap(testId="notes-folder-ok")
    folders = phone.state()["apps"]["notes"]["folders"]
    study = next(f for f in folders if f["name"] == "Study")
    phone.tap(testId="notes-note-n8")
    phone.tap(testId="notes-edit-more")
    phone.tap(testId="notes-edit-move")
    phone.tap(testId=f"notes-move-{study['id']}")
    assert _notes(phone)["n8"]["folderId"] == study["id"]
    phone.act(type="BACK")
    phone.tap(testId="notes-scope")
    phone.tap(testId=f"notes-scope-{study['id']}")
    assert phone.visible(testId="notes-note-n8") and not phone.visible(testId="notes-note-n2") and phone.visible(text="1 note")


def test_search_skips_private_notes(phone: PhoneDriver) -> None:
    phone.open("notes")
    phone.tap(testId="field-notes.search")
    phone.type("TEAMLAB")
    assert phone.visible(testId="notes-note-n3") and not phone.visible(testId="notes-note-n1")
    phone.type("piano", clear=True)  # only in a private note
    assert phone.visible(text="No matching notes")


def test_trash_restore_and_delete_forever(phone: PhoneDriver) -> None:
    phone.open("notes")
    phone.tap(testId="notes-scope")
    phone.tap(testId="notes-scope-trash")
    phone.tap(testId="notes-note-n15")
    phone.tap(testId="notes-restore")
    assert _notes(phone)["n15"]["trashedAt"] is None
    phone.tap(testId="notes-note-n14")
    phone.tap(testId="notes-delete-forever")
    assert "n14" not in _notes(phone)
    assert phone.visible(text="No recently deleted notes")


def test_reminder_picker_sets_a_future_time(phone: PhoneDriver) -> None:
    phone.open("notes")
    now = phone.state()["os"]["clock"]["now"]
    phone.tap(testId="notes-note-n8")
    phone.tap(testId="notes-edit-reminder")
    phone.tap(testId="notes-rem-hour-8")  # 08:00 today is past
    phone.tap(testId="notes-rem-set")
    assert _notes(phone)["n8"]["reminderAt"] is None and phone.visible(text="Choose a time in the future")
    phone.tap(testId="notes-rem-day-1")
    phone.tap(testId="notes-rem-hour-18")
    phone.tap(testId="notes-rem-min-30")
    phone.tap(testId="notes-rem-set")
    # Tomorrow 18:30 local (UTC+8); the clock starts at 09:00.
    midnight = now - now % 3_600_000 - 9 * 3_600_000
    assert _notes(phone)["n8"]["reminderAt"] == midnight + 86_400_000 + (18 * 60 + 30) * 60_000
    assert phone.visible(text="Tomorrow 18:30")
    phone.tap(testId="notes-reminder-clear")
    assert _notes(phone)["n8"]["reminderAt"] is None


def test_view_mode_and_word_count_settings(phone: PhoneDriver) -> None:
    phone.open("notes")
    phone.tap(testId="notes-more")
    phone.tap(testId="notes-more-settings")
    phone.tap(testId="notes-set-view-grid")
    phone.tap(testId="notes-set-wordcount")
    assert phone.state()["apps"]["notes"]["settings"] == {"viewMode": "grid", "showWordCount": True, "sortBy": "modified"}
    phone.act(type="BACK")
    assert phone.call(phone.phone._eval("() => document.querySelectorAll('.notes-grid').length")) == 1
    assert phone.visible(testId="notes-words-n1") and phone.visible(text="11 words")  # "Weekly groceries" + 9 words of items


def test_todos_add_complete_delete_and_clear_completed(phone: PhoneDriver) -> None:
    phone.open("notes")
    phone.tap(testId="notes-tab-todos")
    phone.tap(testId="notes-todo-add")
    phone.type("Water the ficus")
    phone.tap(testId="notes-todo-save")
    new = [t for t in _todos(phone).values() if t["text"] == "Water the ficus"]
    assert len(new) == 1 and new[0]["completed"] is False
    phone.tap(testId="notes-todo-check-td1")
    assert _todos(phone)["td1"]["completed"] is True
    phone.long_press(testId="notes-todo-td2")
    phone.tap(testId="notes-todo-delete")
    assert "td2" not in _todos(phone)
    phone.tap(testId="notes-todo-more")
    phone.tap(testId="notes-todo-clear")
    phone.tap(testId="notes-todo-clear-confirm")
    left = _todos(phone)
    assert all(not t["completed"] for t in left.values())
    assert sorted(left) == sorted(["td4", "td6", new[0]["id"]])


def test_share_text_to_notes_intent_prefills_the_editor(phone: PhoneDriver) -> None:
    phone.open("notes")
    before = _notes(phone)
    phone.call(phone.phone.intent("notes", "edit", {"title": "From Messages", "text": "Pickup code 6-2-3018"}))
    assert phone.screen()["foreground"] == "notes" and phone.screen()["screen"] == "edit"
    assert phone.visible(text="Pickup code 6-2-3018") and _notes(phone) == before  # not saved yet
    phone.tap(testId="notes-edit-save")
    new = [n for i, n in _notes(phone).items() if i not in before]
    assert [(n["title"], n["body"]) for n in new] == [("From Messages", "Pickup code 6-2-3018")]


# ---------- the judge against careless agents ----------


def _tap(env: TaskEnv, test_id: str) -> dict[str, Any]:
    return env.step(A.click(*env.locate(test_id=test_id)))[4]


def test_judge_catches_deleting_the_wrong_todo() -> None:
    env = TaskEnv(task_id="notes.DeleteTodo", capture_size=(360, 800))
    try:
        env.reset(seed=2)
        target = env.task.params["t"]["id"]
        wrong = next(t["id"] for t in env.get_state()["apps"]["notes"]["todos"] if t["id"] != target)
        _tap(env, "notes-tab-todos")
        env.step(A.long_press(*env.locate(test_id=f"notes-todo-{wrong}")))
        _tap(env, "notes-todo-delete")
        _, _, _, _, info = env.step(A.complete())
        assert info["outcome"]["success"] is False and not info["goals_met"]
        assert [c["path"] for c in info["unexpected_changes"]] == [f"/apps/notes/todos/[id={wrong}]"]
    finally:
        env.close()


def test_judge_catches_deleting_open_todos_too() -> None:
    env = TaskEnv(task_id="notes.DeleteAllCompletedTodos", capture_size=(360, 800))
    try:
        env.reset(seed=4)
        todos = env.get_state()["apps"]["notes"]["todos"]
        done = [t["id"] for t in todos if t["completed"]]
        open_ = [t["id"] for t in todos if not t["completed"]]
        _tap(env, "notes-tab-todos")
        # Careless: delete the completed ones one by one, and an open one as well.
        for tid in [*done, open_[0]]:
            env.step(A.long_press(*env.locate(test_id=f"notes-todo-{tid}")))
            _tap(env, "notes-todo-delete")
        _, _, _, _, info = env.step(A.complete())
        assert info["outcome"]["success"] is False and info["progress"] == 0.0
        # Ticking an open one off and then clearing completed is wrong as well.
        env.reset(seed=4)
        _tap(env, "notes-tab-todos")
        _tap(env, f"notes-todo-check-{open_[0]}")
        _tap(env, "notes-todo-more")
        _tap(env, "notes-todo-clear")
        _tap(env, "notes-todo-clear-confirm")
        _, _, _, _, info = env.step(A.complete())
        assert info["outcome"]["success"] is False
    finally:
        env.close()
