"""A served table that is not being saved says so in the table's window, once, in words, as news
and not as a refusal: the window's seat and game stay as they are; "saved again" takes the
notice's place."""

from __future__ import annotations

from typing import Any

from tests.app.test_score_sheet import QuietLink
from tractor_desktop.app.remote import RemoteController
from tractor_desktop.app.settings import Preferences
from tractor_desktop.net.protocol import NOTICES
from tractor_desktop.ui.net_texts import notice_text
from tractor_desktop.ui.network_window import NetworkWindow


def seated_window(qtbot: Any) -> tuple[RemoteController, NetworkWindow, list[str]]:
    controller = RemoteController(
        "ws://table.invalid", {"type": "create", "name": "Ann"}, link=QuietLink()
    )
    window = NetworkWindow(controller, Preferences())
    qtbot.addWidget(window)
    problems: list[str] = []
    controller.problem.connect(problems.append)
    controller.receive({"type": "joined", "room": "K7M2QX", "seat": 0, "token": "t" * 22})
    return controller, window, problems


def test_every_notice_of_the_server_has_a_sentence_of_its_own() -> None:
    texts = {code: notice_text(code) for code in NOTICES}
    # Sentences, never a code (not_saved) shown as it came.
    assert all(text and text.endswith(".") and "_" not in text for text in texts.values())
    assert len(set(texts.values())) == len(NOTICES)


def test_a_table_not_being_saved_is_said_once_and_saved_again_takes_its_place(
    qtbot: Any,
) -> None:
    controller, window, problems = seated_window(qtbot)
    controller.receive({"type": "notice", "code": "not_saved"})
    texts = window.notices.texts()
    assert len(texts) == 1 and texts[0].startswith("This table is not being saved")
    # News, not a refusal: the window keeps its seat.
    assert problems == [] and controller.refused is None and controller.seat == 0
    controller.receive({"type": "notice", "code": "saved"})
    assert window.notices.texts() == ["This table is being saved again."]
    assert problems == []


def test_a_notice_of_a_newer_server_shows_nothing_and_a_broken_one_is_said(qtbot: Any) -> None:
    controller, window, problems = seated_window(qtbot)
    controller.receive({"type": "notice", "code": "table_on_fire"})
    assert window.notices.texts() == [] and problems == []
    controller.receive({"type": "notice", "code": ["not_saved"]})
    assert problems == ["bad_server_message"]
