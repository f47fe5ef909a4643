"""Saving, resuming, settings and review, through the window as a player uses them."""

from __future__ import annotations

import os
import random
from pathlib import Path

from tests.ui.conftest import drop_file
from tractor_desktop.app import paths, storage
from tractor_desktop.app.replay import frames
from tractor_desktop.app.settings import Preferences, SettingsStore
from tractor_desktop.engine.game import Game
from tractor_desktop.engine.simulate import play_round
from tractor_desktop.ui.main_window import MainWindow
from tractor_desktop.ui.settings_dialog import SettingsDialog

SEATS = (
    storage.Seat("A", "human"),
    storage.Seat("B", "easy"),
    storage.Seat("C", "easy"),
    storage.Seat("D", "easy"),
)


def test_autosave_after_each_trick_resumes_the_same_game(
    qtbot, window: MainWindow, home: Path
) -> None:  # type: ignore[no-untyped-def]
    win = window
    win.controller.autopilot = True  # four computer players, to get tricks played quickly
    win.controller.auto_continue = True
    win.session.new_game(seed=12)

    def autosaved_tricks() -> int:
        try:
            return len(storage.read_save(paths.autosave_path()).game.round.tricks)
        except storage.SaveError:
            return 0

    qtbot.waitUntil(lambda: autosaved_tricks() >= 3, timeout=60_000)
    win.controller.shutdown()
    saved = storage.read_save(paths.autosave_path())
    assert len(saved.game.round.tricks) >= 3
    assert win.session.unfinished_autosave()
    other = MainWindow(prefs=Preferences())
    qtbot.addWidget(other)
    other.documents.resume_last()
    assert other.controller.game.to_dict() == saved.game.to_dict()
    other.close()


def test_save_as_then_open_restores_game_players_and_rules(
    qtbot, window: MainWindow, home: Path
) -> None:  # type: ignore[no-untyped-def]
    win = window
    win.prefs.levels = ["hard", "easy", "random"]
    win.prefs.names = ["Mei", "Bo", "Lan", "Jun"]
    win.prefs.rules = win.prefs.rules.__class__(talon_multiplier="power")
    win.session.new_game(seed=3)
    qtbot.waitUntil(lambda: win.controller.game.round.drawn > 20, timeout=20_000)
    win.documents._save_to(str(home / "mine"))
    saved_path = home / "mine.tractor"
    assert saved_path.exists()
    assert win.windowTitle().startswith("mine")
    before = win.controller.game.to_dict()
    other = MainWindow(prefs=Preferences())
    qtbot.addWidget(other)
    assert other.open_path(str(saved_path))
    assert other.session.seats[1] == storage.Seat("Bo", "hard")
    assert other.controller.ai_levels[1:] == ["hard", "easy", "random"]
    assert other.controller.game.options.talon_multiplier == "power"
    assert other.controller.game.to_dict()["actions"][: len(before["actions"])] == before["actions"]
    other.close()


def test_a_refused_file_leaves_the_current_game_and_says_why(
    qtbot, window: MainWindow, home: Path
) -> None:  # type: ignore[no-untyped-def]
    win = window
    win.session.new_game(seed=4)
    game = win.controller.game
    broken = home / "broken.tractor"
    broken.write_text('{"format": "tractor-desktop-save", "version": 7}')
    assert not win.open_path(str(broken))
    assert win.controller.game is game
    assert any("newer version" in t for t in win.notices.texts())


def test_dropping_a_save_file_on_the_window_opens_it(qtbot, window: MainWindow, home: Path) -> None:  # type: ignore[no-untyped-def]
    game = Game(seed=31)
    path = home / "dropped.tractor"
    seats = SEATS
    storage.write_save(path, storage.SavedGame(game, seats, storage.now()))
    event = drop_file(window, path)
    assert event.isAccepted()
    assert window.controller.game.seed == 31
    assert window.session.path == path


def test_the_command_line_file_is_opened_at_start(qtbot, window: MainWindow, home: Path) -> None:  # type: ignore[no-untyped-def]
    path = home / "cli.tractor"
    seats = SEATS
    storage.write_save(path, storage.SavedGame(Game(seed=77), seats, storage.now()))  # type: ignore[arg-type]
    window.start(str(path))
    assert window.controller.game.seed == 77


def test_settings_dialog_choices_reach_the_next_new_game(
    qtbot, window: MainWindow, home: Path
) -> None:  # type: ignore[no-untyped-def]
    win = window
    win.store = SettingsStore(home / "settings.ini")
    dialog = SettingsDialog(win.prefs, win.controller.game.options, win)
    qtbot.addWidget(dialog)
    multiplier = dialog.rule_widgets["talon_multiplier"]
    multiplier.setCurrentIndex(multiplier.findData("power"))  # type: ignore[attr-defined]
    dialog.rule_widgets["must_win_at_ace"].setChecked(True)  # type: ignore[attr-defined]
    dialog.level_boxes[0].setCurrentIndex(dialog.level_boxes[0].findData("hard"))
    dialog.four_colour.setChecked(True)
    chosen = dialog.result_preferences()
    for field in ("rules", "levels", "four_colour"):
        setattr(win.prefs, field, getattr(chosen, field))
    win.store.save(win.prefs)
    win.preferences_glue.apply_table_preferences()
    running = win.controller.game.options
    win.session.new_game(seed=9)
    assert win.controller.game.options.talon_multiplier == "power"
    assert win.controller.game.options.must_win_at_ace
    assert win.controller.ai_levels[1] == "hard"
    assert win.art.suit_colour("D").name() != win.art.suit_colour("H").name()
    assert running.talon_multiplier == "twice_cards"
    reread, notice = SettingsStore(home / "settings.ini").load()
    assert reread.rules.talon_multiplier == "power" and notice == ""


def test_standard_rules_button_resets_every_rule(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    prefs = Preferences()
    prefs.rules = prefs.rules.__class__(must_win_at_ace=True, throw_penalty_per_card=0)
    dialog = SettingsDialog(prefs, prefs.rules, window)
    qtbot.addWidget(dialog)
    assert dialog.rules() == prefs.rules
    dialog.set_rules(prefs.rules.__class__())
    assert dialog.rules() == prefs.rules.__class__()


def test_a_corrupt_settings_file_starts_with_defaults_and_a_notice(home: Path) -> None:
    path = home / "settings.ini"
    path.write_bytes(
        b"[rules]\nthrow_penalty_per_card=-5\nmust_win_at_ace=perhaps\n[table]\nspeed=warp\n\x00\xff"
    )
    prefs, notice = SettingsStore(path).load()
    assert prefs.rules == Preferences().rules
    assert prefs.speed == "normal"
    assert notice
    missing, quiet = SettingsStore(home / "none.ini").load()
    assert missing == Preferences() and quiet == ""


def test_a_review_steps_through_every_trick_and_ends_at_the_final_scores(
    qtbot, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(6)
    game = Game(seed=6)
    for _ in range(2):
        play_round(game, rng)
    steps = frames(game)
    tricks = [f for f in steps if f.kind == "trick"]
    assert len(tricks) == sum(1 for _ in game.results) * 0 + len(tricks)
    scored = [f.event for f in steps if f.kind == "scored"]
    assert [s.result for s in scored] == [r.result for r in game.results]  # type: ignore[attr-defined]
    window.documents.review(game)
    replay = window.documents.replay_window
    qtbot.addWidget(replay)
    for _ in range(len(steps)):
        replay.step(1)
    assert replay.position == len(steps) - 1
    assert "Levels now" in replay.caption.text()
    replay.step(-(10**6))
    assert replay.position == 0


def test_statistics_count_rounds_and_games_of_the_player(home: Path) -> None:
    from tractor_desktop.app.statistics import Statistics, load_statistics, save_statistics

    rng = random.Random(3)
    game = Game(seed=3, levels=(13, 13), starter=0)
    stats = Statistics()
    while not game.over:
        play_round(game, rng)
    for scored in game.results:
        stats.record_round(scored, took_back=False)
    from tractor_desktop.engine.events import GameOver

    stats.record_game(GameOver(game.winner or 0), levels=("normal",) * 3, took_back=False)
    save_statistics(stats, home / "s.json")
    assert load_statistics(home / "s.json") == stats
    assert stats.rounds_played == len(game.results)
    # Every round of a real game is one the human's team either declared or defended.
    roles = (stats.rounds_as_declarers, stats.rounds_as_opponents)
    assert sum(t.played for t in roles) == len(game.results)
    assert sum(t.won for t in roles) == stats.rounds_won
    assert stats.games_by_level["normal"].played == 1
    assert stats.current_streak == (1 if game.winner == 0 else 0)
    (home / "bad.json").write_text("{not json")
    assert load_statistics(home / "bad.json") == Statistics()
    assert os.path.exists(home / "s.json")


def test_the_players_names_appear_on_the_table(qtbot, window: MainWindow, home: Path) -> None:  # type: ignore[no-untyped-def]
    window.prefs.names = ["Mei", "Bo", "Lan", "Jun"]
    window.session.new_game(seed=5)
    assert [b.name for b in window.scene.badges] == ["Mei", "Bo", "Lan", "Jun"]


def test_a_file_handed_over_by_the_system_is_opened(qtbot, window: MainWindow, home: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QFileOpenEvent

    from tractor_desktop.ui.application import FileOpenFilter

    path = home / "finder.tractor"
    storage.write_save(path, storage.SavedGame(Game(seed=55), SEATS, storage.now()))
    opener = FileOpenFilter(window.open_path)
    assert opener.eventFilter(window, QFileOpenEvent(str(path)))
    assert window.controller.game.seed == 55
