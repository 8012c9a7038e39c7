"""The shared file system provider through the GUI (real Chromium): a fresh phone's folders
and files, a file seeded by a set-up patch, and WeChat's "send a file" picking it from the
provider, the file then shown in the chat."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import PhoneDriver
from mobilegym_gym.sim import bundle

pytestmark = pytest.mark.browser


REPORT = {
    "id": "f-setup-1",
    "name": "Budget_2026.pdf",
    "type": "pdf",
    "parent": "dir-documents",
    "path": "/Documents/Budget_2026.pdf",
    "size": 2_400_000,
    "created": 1778720000000,
    "modified": 1778720400000,
    "text": None,
    "pages": ["Budget 2026", "Travel: 12,000 CNY"],
}


def _files(state: dict[str, Any]) -> list[dict[str, Any]]:
    return state["os"]["providers"]["files"]


def test_a_fresh_phone_has_folders_and_files_with_ids_types_and_times() -> None:
    nodes = _files(bundle.fresh_state())
    by_id = {n["id"]: n for n in nodes}
    assert {n["name"] for n in nodes if n["type"] == "folder"} >= {"Documents", "Download"}
    for n in nodes:
        assert set(n) == {"id", "name", "type", "parent", "path", "size", "created", "modified", "text", "pages"}
        parent = by_id.get(n["parent"]) if n["parent"] else None
        assert n["path"] == (f"{parent['path']}/{n['name']}" if parent else f"/{n['name']}")
        assert (n["text"] is not None) == (n["type"] == "text") and (n["pages"] is not None) == (n["type"] == "pdf")
        assert n["created"] <= n["modified"] <= bundle.fresh_state()["os"]["clock"]["now"]


def test_wechat_sends_a_file_seeded_by_a_setup_patch(phone: PhoneDriver) -> None:
    phone.call(phone.phone.patch([{"op": "add", "path": "/os/providers/files/-", "value": REPORT}]))
    phone.open("wechat")
    phone.tap(testId="wechat-chat-chen_jing")
    phone.tap(testId="wechat-more")
    phone.tap(testId="wechat-more-file")
    # The newest file comes first, with its size as the provider gives it.
    assert phone.text("wechat-file-f-setup-1").replace(" ", "") == "Budget_2026.pdf2.4MB"
    first = phone.evaluate("() => document.querySelector('[data-testid^=\"wechat-file-\"]').dataset.testid")
    assert first == "wechat-file-f-setup-1"
    phone.tap(testId="wechat-file-f-setup-1")
    chat = next(c for c in phone.state()["apps"]["wechat"]["chats"] if c["id"] == "chen_jing")
    msg = chat["messages"][-1]
    assert (msg["from"], msg["type"], msg["text"], msg["fileId"]) == ("me", "file", "Budget_2026.pdf", "f-setup-1")
    assert phone.screen()["screen"] == "chat"
    assert "Budget_2026.pdf" in phone.text(f"wechat-msg-{msg['id']}")


def test_a_patched_node_of_the_wrong_shape_is_refused(phone: PhoneDriver) -> None:
    bad = {k: v for k, v in REPORT.items() if k != "path"}
    with pytest.raises(Exception, match="path"):
        phone.call(phone.phone.patch([{"op": "add", "path": "/os/providers/files/-", "value": bad}]))
    assert all(n["id"] != "f-setup-1" for n in _files(phone.state()))
