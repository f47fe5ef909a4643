"""Friends at a served table: two app windows and two botclient processes play a whole game;
a window whose link drops gets its seat back; a spectator sees no hand."""

from __future__ import annotations

import collections
import contextlib
import json
import os
import socket
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication
from served import open_table, served

from tests.tiers import slow
from tractor_desktop.app import net_link, storage
from tractor_desktop.app.settings import Preferences
from tractor_desktop.app.table_host import HostedServer, server_command
from tractor_desktop.engine.game import Game
from tractor_desktop.ui.network_window import NetworkWindow
from tractor_desktop.ui.self_test import SeatPlayer as Player


def wait_until(qtbot: Any, condition: Any, timeout_s: float) -> None:
    qtbot.waitUntil(condition, timeout=int(timeout_s * 1000))


def where_it_stands(tables: Any, players: list[Player]) -> str:
    """What each side believes when a served game stalls: the server's table, each window's
    controller and seat player, each bot process (a stall is otherwise a bare time-out)."""
    lines = []
    for code, room in list(tables.server.rooms.items()):
        table, game = room.table, room.table.game
        lines.append(
            f"room {code}: version {table.version}, hurried {table.hurried}, "
            f"waiting_draw {table.waiting_draw}, pending {table._pending!r}"
        )
        if game is not None:
            lines.append(
                f"  game: over {game.over}, phase {game.round.phase}, to_act {game.to_act()}, "
                f"actions {len(game.actions)}"
            )
        lines.append(f"  seq per seat {table.seq}")
        for seat in table.seats:
            client = room.clients.get(seat.index)
            link = (
                "no client"
                if client is None
                else (f"floods {client.floods:.1f}, outbox {client.outbox.qsize()}")
            )
            lines.append(f"  {seat.public()} ({link})")
    for player in players:
        c = player.window.controller
        obs = c.snapshot.observation
        lines.append(
            f"window seat {c.seat}: {c.connection}, seq {c._seq}, sent {c._sent}, "
            f"settled {c._settled}, busy {c._busy}, queued {len(c._queue)}, "
            f"shown idle {c.snapshot.idle}, phase {obs.phase}, to_act {obs.to_act}, "
            f"last_chance {obs.last_chance}, moves {player.moves}"
        )
        lines += [f"  {line}" for line in getattr(player, "traffic", [])]
    for process in tables.processes:
        if process.poll() is None:
            lines.append(f"bot pid {process.pid}: running")
        else:
            out, err = process.communicate(timeout=5)
            lines.append(f"bot pid {process.pid}: exit {process.returncode}\n{out}\n{err}")
    return "\n".join(lines)


def keep_traffic(player: Player, last: int = 16) -> None:
    """Keep the last messages the player's window sent and received, in brief, on the player
    (``traffic``), for ``where_it_stands``."""
    traffic: collections.deque[str] = collections.deque(maxlen=last)
    player.traffic = traffic  # type: ignore[attr-defined]
    link = player.window.controller.link
    send = link.send

    def sent(message: dict[str, Any]) -> None:
        traffic.append(f"sent {json.dumps(message)[:120]}")
        send(message)

    def received(message: dict[str, Any]) -> None:
        brief = {k: message[k] for k in ("type", "seq", "more", "error", "reason") if k in message}
        event = message.get("event")
        if isinstance(event, dict):
            brief["event"] = event.get("kind")
        traffic.append(f"got {brief}")

    link.send = sent  # type: ignore[method-assign]
    link.received.connect(received)


def choose_seat(window: NetworkWindow, seat: int) -> None:
    """Choose the row of ``seat`` (the window's own numbering) in the people's seat list."""
    seats = window.people.seat_list
    rows = [r for r in range(seats.count()) if seats.item(r).data(Qt.ItemDataRole.UserRole) == seat]
    assert rows, seat
    seats.setCurrentRow(rows[0])


@slow
def test_two_windows_and_two_bot_clients_play_a_whole_game(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TRACTOR_DESKTOP_HOME", str(tmp_path))
    with served() as tables:
        ann = open_table(qtbot, tables.url, {"type": "create", "name": "Ann", "level": "random"})
        wait_until(qtbot, lambda: ann.controller.room is not None, 10)
        room = ann.controller.room
        assert room is not None
        ben = open_table(qtbot, tables.url, {"type": "join", "room": room, "name": "Ben"})
        wait_until(qtbot, lambda: ben.controller.seat == 2, 10)  # with Ann, by default
        # Ben would rather play against Ann: before the start he moves to seat 1 (East at
        # Ann's table; his own West as he sees it from across).
        choose_seat(ben, 3)
        qtbot.mouseClick(ben.people.sit_button, Qt.MouseButton.LeftButton)
        wait_until(qtbot, lambda: ben.controller.seat == 1, 10)
        bot_a = tables.bot_process(room, "Bot A")
        wait_until(qtbot, lambda: len([s for s in ann.controller.seats if s.kind]) == 3, 20)
        bot_b = tables.bot_process(room, "Bot B")
        wait_until(
            qtbot,
            lambda: [s.kind for s in ann.controller.seats] == ["human"] * 4,
            10,
        )
        # The table says who sits where; only the host may start.
        assert ann.people.start_button.isVisible() and not ben.people.start_button.isVisible()
        assert "Ben" in ann.people.seat_list.item(1).text()
        assert ben.scene.badges[3].name == "Ann"  # Ann sits to Ben's right (West)
        players = [Player(ann), Player(ben)]
        heard: dict[int, list[str]] = {0: [], 1: []}
        for player in players:
            keep_traffic(player)
        for i, window in enumerate((ann, ben)):
            c = window.controller
            c.linkChanged.connect(lambda state, why, i=i: heard[i].append(f"link {state} {why}"))
            c.illegalAction.connect(lambda code, i=i: heard[i].append(f"refused {code}"))
            c.problem.connect(lambda code, i=i: heard[i].append(f"problem {code}"))
        qtbot.mouseClick(ann.people.start_button, Qt.MouseButton.LeftButton)
        try:
            wait_until(
                qtbot,
                lambda: ann.controller.log is not None and ben.controller.log is not None,
                600,
            )
        except qtbot.TimeoutError:
            pytest.fail(f"the game did not end:\n{where_it_stands(tables, players)}\n{heard}")
        wait_until(qtbot, lambda: ann.controller.snapshot.winner is not None, 60)
        wait_until(qtbot, lambda: ben.controller.snapshot.winner is not None, 60)
        for bot, seat in ((bot_a, 2), (bot_b, 3)):  # the two botclient processes saw it end too
            out, err = bot.communicate(timeout=30)
            assert bot.returncode == 0, err
            said = json.loads(out.strip().splitlines()[-1])
            assert said["seat"] == seat
        log = ann.controller.log
        assert log is not None and ben.controller.log == log
        replayed = Game.from_dict(log)
        assert replayed.over
        # Each window names the winners from its own side of the table.
        assert ann.controller.snapshot.winner == replayed.winner == said["winner"]
        assert ben.controller.snapshot.winner == 1 - replayed.winner  # type: ignore[operator]
        assert all(p.moves > 20 for p in players)
        # Both score sheets hold every round of the game.
        assert ann.scores.rowCount() == ben.scores.rowCount() == len(replayed.results)
        # Any player saves the finished game, every hand shown now that it is over.
        target = tmp_path / "friends.tractor"
        monkeypatch.setattr(
            "tractor_desktop.ui.network_window.QFileDialog.getSaveFileName",
            lambda *a, **k: (str(target), ""),
        )
        ben.save_game()
        saved = storage.read_save(target)
        assert saved.game.to_dict() == replayed.to_dict()
        assert [s.name for s in saved.seats] == ["Ann", "Ben", "Bot A", "Bot B"]
        for window in (ann, ben):
            window.close()
        QApplication.processEvents()


def test_a_move_the_server_drops_for_its_rate_is_offered_again(qtbot: Any) -> None:
    """A server lets messages past its rate go unread (``flooding``): the move is not made, and
    the window offers the turn again instead of waiting for an answer that never comes (a fast
    player stalled a whole game so). The round is played to its end at a server that allows
    three messages a second."""
    with served(rate=3, burst=3) as tables:
        ann = open_table(qtbot, tables.url, {"type": "create", "name": "Ann", "level": "random"})
        player = Player(ann)
        wait_until(qtbot, lambda: ann.controller.room is not None, 10)
        problems: list[str] = []
        ann.controller.problem.connect(problems.append)
        scored: list[object] = []
        ann.controller.roundScored.connect(scored.append)
        ann.people.start_button.click()
        wait_until(qtbot, lambda: bool(scored), 120)
        assert "flooding" in problems  # the rate was met: the path was taken
        assert player.moves > 20
        ann.close()


def test_a_window_whose_link_drops_gets_its_seat_back(qtbot: Any) -> None:
    # The seat waits for its person (no computer covers it within the grace): covered, the
    # only person's seat would be played by computers at full speed, and the game could be over
    # and the table forgotten before the window is back a second later (tests/net cover that).
    with served(grace_s=30) as tables:
        ann = open_table(qtbot, tables.url, {"type": "create", "name": "Ann", "level": "random"})
        wait_until(qtbot, lambda: ann.controller.room is not None, 10)
        states: list[str] = []
        ann.controller.linkChanged.connect(lambda state, _: states.append(state))
        ann.people.start_button.click()
        wait_until(qtbot, lambda: ann.controller.snapshot.observation.hand != (), 10)
        (room,) = tables.server.rooms.values()
        # The link is cut, as by a network failure: no closing handshake.
        link = ann.controller.link
        ws, link_loop = link._ws, link._loop
        assert ws is not None and link_loop is not None
        link_loop.call_soon_threadsafe(ws.transport.abort)  # in the link's own thread
        wait_until(qtbot, lambda: "lost" in states, 10)
        wait_until(qtbot, lambda: states[-1] == "open" and ann.controller.have_view, 15)
        wait_until(qtbot, lambda: ann.notices.texts() == ["Connected again."], 5)
        wait_until(qtbot, lambda: room.table.seats[0].connected, 10)
        assert room.table.game is not None
        wait_until(
            qtbot,
            lambda: (
                room.table.game is not None
                and ann.controller.snapshot.observation.hand == room.table.game.observation(0).hand
            ),
            10,
        )
        ann.close()


def table_with_a_spectator(qtbot: Any, url: str) -> tuple[NetworkWindow, Player, NetworkWindow]:
    """Ann's table, a player that plays for her, and a window that watches it."""
    ann = open_table(qtbot, url, {"type": "create", "name": "Ann", "level": "random"})
    wait_until(qtbot, lambda: ann.controller.room is not None, 10)
    player = Player(ann)  # kept by the caller: its slot lives as long as it does
    watcher = open_table(qtbot, url, {"type": "watch", "room": ann.controller.room})
    wait_until(qtbot, lambda: watcher.controller.room is not None, 10)
    return ann, player, watcher


def test_a_spectator_sees_the_cards_played_and_no_hand(qtbot: Any) -> None:
    with served() as tables:
        ann, player, watcher = table_with_a_spectator(qtbot, tables.url)
        hands: list[int] = []
        said: list[str] = []
        watcher.presenter.message.connect(said.append)
        watcher.controller.released.connect(
            lambda _: hands.append(len(watcher.controller.snapshot.observation.hand))
        )
        ann.people.start_button.click()
        wait_until(
            qtbot,
            lambda: watcher.controller.snapshot.observation.tricks != (),
            120,
        )
        assert hands and set(hands) == {0} and player.moves > 0
        # Nobody at the table is the spectator: seats go by their chairs, none is "you".
        assert said and not [line for line in said if "(you)" in line]
        assert watcher.hand.rowCount() == 0
        assert not watcher.people.chat_edit.isEnabled()
        for window in (ann, watcher):
            window.close()


def test_a_table_that_is_gone_for_good_is_given_up_and_said(qtbot: Any) -> None:
    with served() as tables:
        ann = open_table(qtbot, tables.url, {"type": "create", "name": "Ann", "level": "random"})
        wait_until(qtbot, lambda: ann.controller.room is not None, 10)
        ann.controller.link.give_up_s = 1.0  # two minutes in the game
        states: list[str] = []
        ann.controller.linkChanged.connect(lambda state, _: states.append(state))
    # The server is gone (its host closed the table): the window stops trying and says so.
    wait_until(qtbot, lambda: "failed" in states, 15)
    assert "lost" in states
    said = [text for text in ann.notices.texts() if "Could not reach the table" in text]
    assert said
    # In words: never the app's English nor an exception's class name.
    assert not [text for text in said if "did not answer again" in text or "Error" in text]
    ann.close()


def test_a_window_closed_while_its_link_opens_closes_at_once(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A host that takes the connection and never answers: closing the window ends the link's
    thread at once, not after the open timeout (made ten minutes here, so that waiting for it
    could not pass)."""
    import socket

    monkeypatch.setattr(net_link, "OPEN_TIMEOUT_S", 600.0)
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(1)
    silent.settimeout(30)
    try:
        url = f"ws://127.0.0.1:{silent.getsockname()[1]}"
        window = open_table(qtbot, url, {"type": "join", "room": "K7M2QX", "name": "Ann"})
        link = window.controller.link
        taken, _ = silent.accept()  # the link is connected, its opening handshake unanswered
        window.close()
        assert link.wait(30_000)
        taken.close()
    finally:
        silent.close()


def listening_addresses(pid: int) -> set[str]:
    """The local addresses the process ``pid`` listens on (TCP), from /proc: its sockets'
    inodes matched in the kernel's socket tables."""
    inodes = set()
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        with contextlib.suppress(OSError):
            target = os.readlink(fd)
            if target.startswith("socket:["):
                inodes.add(target[8:-1])
    found = set()
    for table, size in (("tcp", 4), ("tcp6", 16)):
        lines = Path(f"/proc/{pid}/net/{table}").read_text().splitlines()[1:]
        for line in lines:
            fields = line.split()
            local, state, inode = fields[1], fields[3], fields[9]
            if state != "0A" or inode not in inodes:  # 0A: LISTEN
                continue
            raw = bytes.fromhex(local.split(":")[0])
            # The kernel writes each 32-bit word in the host's byte order.
            words = b"".join(raw[i : i + 4][::-1] for i in range(0, size, 4))
            family = socket.AF_INET if size == 4 else socket.AF_INET6
            found.add(socket.inet_ntop(family, words))
    return found


def test_a_table_not_shown_to_the_network_listens_on_the_loopback_only(qtbot: Any) -> None:
    if not Path("/proc/self/net/tcp").exists():
        pytest.skip("reads the listening sockets from Linux's /proc")
    assert "127.0.0.1" in server_command(0, announce=False)
    assert "0.0.0.0" not in server_command(0, announce=False)
    assert "--announce" not in server_command(0, announce=False)
    assert "0.0.0.0" in server_command(0, announce=True)
    server = HostedServer()
    try:
        with qtbot.waitSignal(server.ready, timeout=60_000) as ready:
            server.start(0, announce=False)
        pid = server.process.processId()
        assert ready.args and ready.args[0] > 0 and pid
        assert listening_addresses(pid) == {"127.0.0.1"}
    finally:
        server.stop()


class LastChancePasser(QObject):
    """Passes the window's last chances to declare (the table waits for each person's), and
    does nothing else: the seat's bury or play then waits for the test."""

    def __init__(self, window: NetworkWindow) -> None:
        super().__init__(window)
        self.passed = 0
        controller = window.controller
        controller.humanTurn.connect(
            lambda kind: (
                QTimer.singleShot(0, self, self.pass_now) if kind == "last_chance" else None
            )
        )
        self.controller = controller

    def pass_now(self) -> None:
        self.passed += bool(self.controller.pass_declaration())


def play_and_hint(window: NetworkWindow) -> tuple[bool, bool]:
    return window.controls.play_button.isEnabled(), window.controls.hint_button.isEnabled()


def test_a_friend_who_joins_sits_with_the_host_and_may_choose_another_free_seat(
    qtbot: Any,
) -> None:
    with served() as tables:
        ann = open_table(qtbot, tables.url, {"type": "create", "name": "Ann", "level": "random"})
        wait_until(qtbot, lambda: ann.controller.room is not None, 10)
        room = ann.controller.room
        ben = open_table(qtbot, tables.url, {"type": "join", "room": room, "name": "Ben"})
        wait_until(qtbot, lambda: ben.controller.seat == 2, 10)  # across from Ann: partners
        wait_until(qtbot, lambda: "Ben" in ann.people.seat_list.item(2).text(), 10)
        # Ben's own window hears of the table in its own time (Ann's lobby is no sign of it).
        wait_until(qtbot, lambda: ben.scene.badges[2].name == "Ann", 10)
        # Only an empty seat may be chosen: Ann's is not.
        assert ben.people.sit_button.isVisible()
        choose_seat(ben, 2)
        assert not ben.people.sit_button.isEnabled()
        choose_seat(ben, 1)
        assert ben.people.sit_button.isEnabled()
        qtbot.mouseClick(ben.people.sit_button, Qt.MouseButton.LeftButton)
        wait_until(qtbot, lambda: ben.controller.seat == 3, 10)  # Ann's left: an opponent
        wait_until(qtbot, lambda: "Ben" in ann.people.seat_list.item(3).text(), 10)
        wait_until(qtbot, lambda: ben.scene.badges[1].name == "Ann", 10)
        # A seat taken meanwhile (another person was quicker) is refused in words.
        ben.controller.link.send({"type": "sit", "seat": 0})
        wait_until(
            qtbot, lambda: "That seat is taken: choose another one." in ben.notices.texts(), 10
        )
        assert ben.controller.seat == 3 and ben.controller.live
        # Once the game starts, nobody moves.
        ann.people.start_button.click()
        wait_until(qtbot, lambda: ben.controller.started, 10)
        assert not ben.people.sit_button.isVisible()
        for window in (ann, ben):
            window.close()


def test_a_player_who_leaves_a_started_game_sits_again_at_their_seat(qtbot: Any) -> None:
    with served() as tables:
        ann = open_table(qtbot, tables.url, {"type": "create", "name": "Ann", "level": "random"})
        wait_until(qtbot, lambda: ann.controller.room is not None, 10)
        room = ann.controller.room
        first = {"type": "join", "room": room, "name": "Ben"}
        ben = open_table(qtbot, tables.url, first)
        wait_until(qtbot, lambda: ben.controller.seat == 2, 10)
        ann.people.start_button.click()
        wait_until(qtbot, lambda: ben.controller.snapshot.observation.hand != (), 10)
        ben.close()  # Table → Leave the table: a computer player takes the seat on
        (served_room,) = tables.server.rooms.values()
        table = served_room.table
        wait_until(qtbot, lambda: table.seats[2].vacant, 10)
        wait_until(
            qtbot, lambda: "the next one who joins" in ann.people.seat_list.item(2).text(), 10
        )
        again = open_table(qtbot, tables.url, first)
        wait_until(qtbot, lambda: again.controller.seat == 2 and again.controller.live, 10)
        wait_until(
            qtbot,
            lambda: (
                table.game is not None
                and again.controller.snapshot.observation.hand == table.game.observation(2).hand
            ),
            10,
        )
        assert "not at the table" not in again.people.room_label.text()
        assert table.seats[2].kind == "human" and table.seats[2].name == "Ben"
        for window in (ann, again):
            window.close()


def test_a_window_refused_a_seat_says_so_and_offers_no_play_or_hint(qtbot: Any) -> None:
    with served() as tables:
        ann = open_table(qtbot, tables.url, {"type": "create", "name": "Ann", "level": "random"})
        wait_until(qtbot, lambda: ann.controller.room is not None, 10)
        ann.people.start_button.click()
        wait_until(qtbot, lambda: ann.controller.started, 10)
        late = open_table(
            qtbot, tables.url, {"type": "join", "room": ann.controller.room, "name": "Ben"}
        )
        assert play_and_hint(late) == (False, False)  # before anything is heard
        wait_until(qtbot, lambda: late.controller.connection == "refused", 10)
        label = late.people.room_label.text()
        assert "Connecting" not in label
        assert "That table's game has started" in label
        assert play_and_hint(late) == (False, False)
        assert not late.people.chat_edit.isEnabled() and not late.people.sit_button.isVisible()
        for window in (ann, late):
            window.close()


def test_a_window_whose_link_is_down_offers_no_play_or_hint_until_it_is_back(
    qtbot: Any,
) -> None:
    with served(grace_s=30) as tables:
        ann = open_table(qtbot, tables.url, {"type": "create", "name": "Ann", "level": "random"})
        wait_until(qtbot, lambda: ann.controller.room is not None, 10)
        ann.prefs.autoplay_forced = False  # her move waits for her
        passing = LastChancePasser(ann)
        ann.people.start_button.click()
        # The table waits for Ann (her bury or her first play): hers to do.
        wait_until(qtbot, lambda: play_and_hint(ann) == (True, True), 60)
        seen: list[tuple[str, tuple[bool, bool], str]] = []
        ann.controller.linkChanged.connect(
            lambda state, _: seen.append((state, play_and_hint(ann), ann.people.room_label.text()))
        )
        link = ann.controller.link
        ws, link_loop = link._ws, link._loop
        assert ws is not None and link_loop is not None
        link_loop.call_soon_threadsafe(ws.transport.abort)
        wait_until(qtbot, lambda: any(state == "lost" for state, _, _ in seen), 10)
        lost = [(buttons, label) for state, buttons, label in seen if state == "lost"]
        assert lost[0][0] == (False, False)
        assert "connecting again" in lost[0][1] and "Connecting to the table" not in lost[0][1]
        # Back on a new link, with the whole view: Ann's turn again.
        wait_until(qtbot, lambda: play_and_hint(ann) == (True, True), 15)
        assert ann.controller.live and passing.passed >= 0
        ann.close()


def test_a_spectator_has_no_hint_or_play_and_sees_the_points_by_team(qtbot: Any) -> None:
    with served() as tables:
        ann, player, watcher = table_with_a_spectator(qtbot, tables.url)
        said: list[str] = []
        watcher.presenter.message.connect(said.append)
        controls = watcher.controls
        buttons = (controls.hint_button, controls.play_button, controls.pass_button)
        offered: list[bool] = []  # whether any of them could be used, at each change
        watcher.controller.stateChanged.connect(
            lambda: offered.append(
                any(b.isVisible() for b in buttons)
                or controls.play_button.isEnabled()
                or controls.hint_button.isEnabled()
            )
        )
        ann.people.start_button.click()
        # Points scored by the side that collects them, said by team.
        wait_until(qtbot, lambda: any("wins the trick: +" in line for line in said), 240)
        obs = watcher.controller.snapshot.observation
        assert obs.declarers is not None and player.moves > 0
        assert not any(b.isVisible() for b in buttons) and not controls.declare_buttons
        assert offered and not any(offered)
        scoring = [line for line in said if "wins the trick: +" in line]
        assert all(line.endswith(("for North–South.", "for East–West.")) for line in scoring)
        collecting = "North–South" if obs.declarers == 1 else "East–West"
        wait_until(qtbot, lambda: watcher.info.points_label.text() == f"{collecting}'s points:", 10)
        assert watcher.info.us.text().startswith("North–South: level")
        assert watcher.info.them.text().startswith("East–West: level")
        wait_until(  # the pile's count follows once the trick is gathered
            qtbot,
            lambda: watcher.scene.points_text.text().startswith(f"{collecting}'s points: "),
            10,
        )
        shown = [watcher.info.points_label.text(), watcher.info.us.text(), *said]
        assert not [t for t in shown if "Our" in t or "Their" in t or " us." in t or "them." in t]
        for window in (ann, watcher):
            window.close()


def test_a_nudge_names_the_person_who_sent_it(qtbot: Any) -> None:
    with served() as tables:
        ann = open_table(qtbot, tables.url, {"type": "create", "name": "Ann", "level": "random"})
        wait_until(qtbot, lambda: ann.controller.room is not None, 10)
        ben = open_table(
            qtbot,
            tables.url,
            {"type": "join", "room": ann.controller.room, "name": "<i>Ben</i>"},
        )
        wait_until(qtbot, lambda: ben.controller.seat == 2, 10)
        ann.prefs.autoplay_forced = ben.prefs.autoplay_forced = False  # nobody moves by itself
        ann.people.start_button.click()
        (room,) = tables.server.rooms.values()
        waited_seat: list[int] = []

        def waited() -> bool:
            seat = room.table.person_to_act()
            waited_seat[:] = [] if seat is None else [seat]
            return seat is not None

        wait_until(qtbot, waited, 60)
        slow, other = (ann, ben) if waited_seat == [0] else (ben, ann)
        with qtbot.waitSignal(slow.controller.nudged, timeout=10_000):
            other.people.nudge_button.click()
        text = slow.controls.message_label.text()
        name = "Ann" if other is ann else "<i>Ben</i>"  # plain text, as it was typed
        assert text == f"{name} reminds you that the table waits for you."
        for window in (ann, ben):
            window.close()


class NoBrowser:
    """In place of the LAN browser: these tests type an address."""

    working = False

    def __init__(self, *_: object) -> None:
        pass

    def close(self) -> None:
        pass


def test_the_join_dialog_remembers_the_address_code_and_name(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QDialog, QWidget

    from tractor_desktop.app.settings import SettingsStore
    from tractor_desktop.ui.network_tables import NetworkTables
    from tractor_desktop.ui.notices import NoticeBoard
    from tractor_desktop.ui.table_dialogs import JoinDialog

    def typed(dialog: JoinDialog) -> QDialog.DialogCode:
        dialog.address_edit.setText(" 192.168.1.20:9000 ")
        dialog.room_edit.setText("k7m2 qx")
        dialog.name_edit.setText("  Ann   Lee ")
        dialog.done(QDialog.DialogCode.Accepted)
        return QDialog.DialogCode.Accepted

    opened: list[tuple[str, dict[str, Any]]] = []
    monkeypatch.setattr("tractor_desktop.ui.table_dialogs.Browser", NoBrowser)
    monkeypatch.setattr(JoinDialog, "exec", typed)
    monkeypatch.setattr(
        NetworkTables,
        "show",
        lambda self, controller, server=None: opened.append(
            (controller.url, controller.link.first)
        ),
    )
    main = QWidget()
    qtbot.addWidget(main)
    main.store = SettingsStore(tmp_path / "settings.ini")  # type: ignore[attr-defined]
    prefs = Preferences()
    NetworkTables(main, prefs, NoticeBoard()).join_table()
    assert opened == [
        ("ws://192.168.1.20:9000", {"type": "join", "room": "K7M2QX", "name": "Ann Lee"})
    ]
    assert (prefs.net_address, prefs.net_room, prefs.net_name) == (
        "192.168.1.20:9000",
        "K7M2QX",
        "Ann Lee",
    )
    # Written at once, and read back into the next dialog (and the next host's name).
    stored, notice = SettingsStore(tmp_path / "settings.ini").load()
    assert notice == ""
    dialog = JoinDialog(stored, browse=False)
    qtbot.addWidget(dialog)
    assert dialog.address_edit.text() == "192.168.1.20:9000"
    assert dialog.room_edit.text() == "K7M2QX" and dialog.name_edit.text() == "Ann Lee"


class FakeServer(QObject):
    """In place of the hosted server's child process: says ready (on ``port``) or failed."""

    ready = Signal(int)
    failed = Signal(str, str)
    port_to_say: int | None = None

    def start(self, port: int, announce: bool) -> None:
        said = FakeServer.port_to_say
        if said is None:
            QTimer.singleShot(0, self, lambda: self.failed.emit("stopped", "address in use <b>"))
        else:
            QTimer.singleShot(0, self, lambda: self.ready.emit(said))

    def stop(self) -> None:
        pass


@pytest.mark.parametrize("opens", [True, False])
def test_opening_your_table_is_said_until_the_table_opens_or_fails(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, opens: bool
) -> None:
    from PySide6.QtWidgets import QDialog, QWidget

    from tractor_desktop.ui.network_tables import NetworkTables
    from tractor_desktop.ui.notices import NoticeBoard
    from tractor_desktop.ui.table_dialogs import HostDialog

    monkeypatch.setattr(HostDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    monkeypatch.setattr("tractor_desktop.app.table_host.HostedServer", FakeServer)
    main = QWidget()
    qtbot.addWidget(main)
    notices = NoticeBoard()
    qtbot.addWidget(notices)
    with served() as tables:
        FakeServer.port_to_say = tables.server.port if opens else None
        network = NetworkTables(main, Preferences(), notices)
        network.host_table()
        assert notices.texts() == ["Opening your table…"]
        if opens:
            wait_until(qtbot, lambda: bool(network.open), 10)
            assert notices.texts() == []
            window = network.open[0]
            wait_until(qtbot, lambda: window.controller.room is not None, 10)
            window.close()
        else:
            wait_until(qtbot, lambda: notices.texts() != ["Opening your table…"], 10)
            assert notices.texts() == [
                "Your table could not be opened: its server stopped. It said: address in use <b>"
            ]
