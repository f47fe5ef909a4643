"""Every code a served table or a hosted table's server may give is said to the player in a
sentence of its own, in words: never the code itself, never the app's English."""

from __future__ import annotations

import logging
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from tractor_desktop.app import remote, table_host
from tractor_desktop.net.protocol import ERRORS
from tractor_desktop.ui.net_texts import host_failure_text, problem_text

GENERIC = problem_text("a_code_of_a_newer_server")
CAN_NOT_READ = "The server could not read what this window sent; nothing changed."
"""The one sentence several codes share: each is a message of this window that the server could
not read (the player can do nothing different for any one of them)."""
UNREADABLE = {"bad_json", "bad_message", "bad_action"}


def link_codes() -> set[str]:
    """The codes the window's own side of the link reports (``problem.emit("…")``), read from
    its source so that a code added there is walked here too."""
    source = Path(remote.__file__).read_text(encoding="utf-8")
    return set(re.findall(r'problem\.emit\(\s*"([a-z_]+)"\s*\)', source))


ALL_CODES = sorted(ERRORS | link_codes())


def test_the_link_codes_are_found() -> None:
    assert {"bad_server_message", "other_protocol"} <= link_codes()


@pytest.mark.parametrize("code", ALL_CODES)
def test_each_code_reads_as_a_sentence_of_its_own(code: str) -> None:
    text = problem_text(code)
    assert text and text != GENERIC
    assert code not in text
    assert text.endswith(".")
    if code not in UNREADABLE:
        others = {problem_text(other) for other in ALL_CODES if other != code}
        assert text not in others, f"{code} reads like another code"
    else:
        assert text == CAN_NOT_READ


def test_a_code_this_version_does_not_know_is_said_in_general_words_and_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    code = "seat_melted\x00<b>" + "x" * 500
    with caplog.at_level(logging.INFO, logger="tractor_desktop.ui.net_texts"):
        text = problem_text(code)
    assert text == "The server refused that."
    assert "seat_melted" not in text
    logged = [r.getMessage() for r in caplog.records if "seat_melted" in r.getMessage()]
    assert len(logged) == 1
    assert "\x00" not in logged[0] and "x" * 100 not in logged[0]


HOST_CODES = (table_host.TIMED_OUT, table_host.NOT_STARTED, table_host.STOPPED)


def test_each_reason_a_hosted_table_did_not_open_has_its_own_sentence() -> None:
    texts = [host_failure_text(code, "") for code in HOST_CODES]
    assert len(set(texts)) == len(HOST_CODES)
    for text in texts:
        assert text.startswith("Your table could not be opened: ") and text.endswith(".")
    assert host_failure_text("melted", "") == "Your table could not be opened."


def test_what_the_server_said_when_it_stopped_is_shown_plain_and_cut() -> None:
    said = "error: address in use\x00\x1b[31m <b>" + "y" * 1000
    text = host_failure_text(table_host.STOPPED, said)
    assert text.startswith("Your table could not be opened: its server stopped. It said: ")
    assert "address in use" in text and "<b>" in text  # the widget shows it as plain text
    assert "\x00" not in text and "\x1b" not in text
    assert len(text) < 300


def host_with(monkeypatch: pytest.MonkeyPatch, command: list[str]) -> table_host.HostedServer:
    monkeypatch.setattr(table_host, "server_command", lambda port, announce: command)
    return table_host.HostedServer()


def failure(qtbot: Any, server: table_host.HostedServer) -> tuple[str, str]:
    """Why the server did not open: said once, however its process ended."""
    said: list[tuple[str, str]] = []
    server.failed.connect(lambda why, detail: said.append((why, detail)))
    try:
        with qtbot.waitSignal(server.failed, timeout=60_000):
            server.start(0, announce=False)
    finally:
        server.stop()
    assert len(said) == 1, said
    return said[0]


def test_a_server_that_cannot_be_started_is_said_so(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    server = host_with(monkeypatch, [str(tmp_path / "no-such-program")])
    why, detail = failure(qtbot, server)
    assert why == table_host.NOT_STARTED and detail == ""


def test_a_server_that_stops_before_it_serves_passes_on_its_last_line(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    said = "print('starting'); print('error: the port is taken'); raise SystemExit(1)"
    server = host_with(monkeypatch, [sys.executable, "-c", said])
    why, detail = failure(qtbot, server)
    assert why == table_host.STOPPED and detail == "error: the port is taken"


def test_a_server_that_never_says_it_serves_is_given_up(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table_host, "START_TIMEOUT_MS", 200)
    server = host_with(monkeypatch, [sys.executable, "-c", "import time; time.sleep(60)"])
    why, detail = failure(qtbot, server)
    assert why == table_host.TIMED_OUT and detail == ""
    assert server.process.state() == server.process.ProcessState.NotRunning


@pytest.mark.parametrize("code", ["not_your_turn", "wrong_phase", "stale"])
def test_a_served_tables_refusal_of_a_move_is_said_at_the_cards_in_words(code: str) -> None:
    """These come back as refusals of the move (``illegalAction``), said at the cards."""
    from tests.ui.test_refusals_at_the_cards import in_play
    from tractor_desktop.ui.names import reason_text
    from tractor_desktop.ui.refusals import refusal_text

    text = refusal_text(code, in_play(("9S",)))
    assert text == problem_text(code)
    assert text != reason_text("a_reason_of_a_newer_engine")  # not the general "not allowed"


def test_a_table_that_could_not_be_reached_is_said_in_words(qtbot: Any) -> None:
    from tractor_desktop.app.remote import RemoteController
    from tractor_desktop.app.settings import Preferences
    from tractor_desktop.ui.network_window import NetworkWindow

    controller = RemoteController("ws://127.0.0.1:9", {"type": "create", "name": "Ann"})
    window = NetworkWindow(controller, Preferences())
    qtbot.addWidget(window)
    window._on_link("failed", "")  # the link gave up: no system words to pass on
    assert window.notices.texts()[-1] == "Could not reach the table."
    window._on_link("failed", "[Errno 111] Connect call failed\x00" + "z" * 1000)
    said = window.notices.texts()[-1]
    assert said.startswith("Could not reach the table: [Errno 111] Connect call failed")
    assert "\x00" not in said and len(said) < 260


def test_a_full_server_says_so_at_the_handshake_and_the_window_words_it(qtbot: Any) -> None:
    """A server at its connection cap refuses the handshake with its code (HTTP 503
    ``server_full``): the window says the server is full, not that it could not be reached."""
    from served import served

    from tractor_desktop.app.remote import RemoteController
    from tractor_desktop.app.settings import Preferences
    from tractor_desktop.net.client import TableClient
    from tractor_desktop.net.limits import Limits
    from tractor_desktop.ui.network_window import NetworkWindow

    with served(limits=Limits(max_connections=1)) as tables:
        first = tables.call(TableClient.connect(tables.url))  # the one connection allowed
        controller = RemoteController(tables.url, {"type": "create", "name": "Ann"})
        window = NetworkWindow(controller, Preferences())
        window.confirm_leaving = lambda text: True  # type: ignore[method-assign]
        qtbot.addWidget(window)
        problems: list[str] = []
        controller.problem.connect(problems.append)
        controller.connect_now()
        qtbot.waitUntil(lambda: controller.link_state == "failed", timeout=20_000)
        assert problems == ["server_full"]
        texts = window.notices.texts()
        assert "This server is full right now: try again in a few minutes." in texts
        assert not any("503" in text or "server_full" in text for text in texts)
        tables.call(first.close())
        window.close()


def test_only_a_refused_handshake_with_a_protocol_code_is_a_refusal() -> None:
    from websockets.datastructures import Headers
    from websockets.exceptions import InvalidStatus
    from websockets.http11 import Response

    from tractor_desktop.app.net_link import handshake_refusal

    def refused(status: int, body: bytes) -> InvalidStatus:
        return InvalidStatus(Response(status, "", Headers(), body))

    assert handshake_refusal(refused(503, b"server_full\n")) == "server_full"
    assert handshake_refusal(refused(429, b"too_many_connections\n")) == "too_many_connections"
    assert handshake_refusal(refused(503, b"<html>busy</html>")) is None
    assert handshake_refusal(refused(502, b"\xff\xfe")) is None
    assert handshake_refusal(OSError("no route")) is None
