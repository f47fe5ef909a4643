"""What a served table's refusals and failures mean, for the player: one sentence per code the
server or the link may give, never the code itself (a code is the server's word, not a
player's); and why a hosted table's server did not open. The texts stay in the "NetworkWindow"
context, where they were first written."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication

from tractor_desktop.ui.names import reason_text
from tractor_desktop.ui.plain import plain

log = logging.getLogger(__name__)


def problem_text(code: str) -> str:
    """What a refusal or a failure of the served table means, for the player."""
    could_not_read = QCoreApplication.translate(
        "NetworkWindow", "The server could not read what this window sent; nothing changed."
    )
    texts = {
        "no_such_room": QCoreApplication.translate(
            "NetworkWindow", "There is no table with that code on this server."
        ),
        "room_full": QCoreApplication.translate("NetworkWindow", "That table is full."),
        "game_started": QCoreApplication.translate(
            "NetworkWindow", "That table's game has started: you can watch it instead."
        ),
        "seat_taken": QCoreApplication.translate(
            "NetworkWindow", "That seat is taken: choose another one."
        ),
        "bad_token": QCoreApplication.translate(
            "NetworkWindow", "This seat was taken back on another connection."
        ),
        "not_host": QCoreApplication.translate("NetworkWindow", "Only the host can start."),
        "not_seated": QCoreApplication.translate(
            "NetworkWindow", "This window has no seat at the table."
        ),
        "already_seated": QCoreApplication.translate(
            "NetworkWindow", "This window already has a seat at the table."
        ),
        "not_started": QCoreApplication.translate("NetworkWindow", "The game has not started yet."),
        "game_over": QCoreApplication.translate("NetworkWindow", "The game is over."),
        "bad_json": could_not_read,
        "too_large": QCoreApplication.translate(
            "NetworkWindow", "That message was too long for the server; nothing changed."
        ),
        "bad_message": could_not_read,
        "bad_action": could_not_read,
        "flooding": QCoreApplication.translate(
            "NetworkWindow", "Too many messages at once: the server let that one go."
        ),
        "stale": QCoreApplication.translate(
            "NetworkWindow", "The table had already moved on: that move was not taken."
        ),
        # The game's own refusals, in the words a solo game uses for them.
        "not_your_turn": reason_text("not_your_turn"),
        "wrong_phase": reason_text("wrong_phase"),
        "illegal_action": reason_text("illegal_action"),
        # The server's limits (docs/NETWORK.md, "Limits").
        "too_many_rooms": QCoreApplication.translate(
            "NetworkWindow",
            "You have opened as many tables as this server allows for now: try again in a few "
            "minutes.",
        ),
        "too_many_tries": QCoreApplication.translate(
            "NetworkWindow",
            "Too many tries to join or watch a table, or too many wrong codes: wait a few "
            "minutes, then try again.",
        ),
        "too_many_connections": QCoreApplication.translate(
            "NetworkWindow",
            "Too many connections to this server come from your network: try again later.",
        ),
        "server_full": QCoreApplication.translate(
            "NetworkWindow", "This server is full right now: try again in a few minutes."
        ),
        "other_protocol": QCoreApplication.translate(
            "NetworkWindow", "The server runs another version of the game; play may fail."
        ),
        "bad_server_message": QCoreApplication.translate(
            "NetworkWindow", "The server sent something this version cannot read."
        ),
    }
    text = texts.get(code)
    if text is None:
        # A code of a newer server: said in general words; the code goes to the log only.
        log.info("the server refused with a code this version does not know: %s", plain(code, 40))
        return QCoreApplication.translate("NetworkWindow", "The server refused that.")
    return text


def notice_text(code: str) -> str | None:
    """What the server's news about the table (a notice, never a refusal) means, for the
    player; None for a notice of a newer server (nothing is shown, the code goes to the log)."""
    texts = {
        "not_saved": QCoreApplication.translate(
            "NetworkWindow",
            "This table is not being saved on its server: the game goes on, but it would be "
            "lost if the server stopped now. The server keeps trying.",
        ),
        "saved": QCoreApplication.translate("NetworkWindow", "This table is being saved again."),
    }
    text = texts.get(code)
    if text is None:
        log.info("the server sent a notice this version does not know: %s", plain(code, 40))
    return text


def host_failure_text(code: str, detail: str) -> str:
    """Why the player's own table did not open (``HostedServer.failed``): the reason in the
    player's words; the server's last line, if any, after it as it came (plain, cut)."""
    if code == "stopped" and detail:
        return QCoreApplication.translate(
            "NetworkWindow", "Your table could not be opened: its server stopped. It said: %1"
        ).replace("%1", plain(detail.replace("\n", " "), 200))
    texts = {
        "timed_out": QCoreApplication.translate(
            "NetworkWindow", "Your table could not be opened: its server did not start in time."
        ),
        "not_started": QCoreApplication.translate(
            "NetworkWindow", "Your table could not be opened: its server could not be started."
        ),
        "stopped": QCoreApplication.translate(
            "NetworkWindow", "Your table could not be opened: its server stopped."
        ),
    }
    text = texts.get(code)
    if text is None:
        log.info(
            "a hosted table failed for a reason this version does not know: %s", plain(code, 40)
        )
        return QCoreApplication.translate("NetworkWindow", "Your table could not be opened.")
    return text
