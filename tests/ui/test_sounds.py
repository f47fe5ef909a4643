"""The table's sounds: each event its sound, the turn chime only after others moved, silence
when sound is off or in the demo, the volume applied, and no device never an error."""

from __future__ import annotations

import importlib.util
import logging
import wave
from array import array
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.ui.conftest import normal_hint
from tractor_desktop.app.controller import GameController
from tractor_desktop.app.settings import Preferences
from tractor_desktop.app.table_controller import HUMAN
from tractor_desktop.engine import events as ev
from tractor_desktop.engine.game import Game
from tractor_desktop.ui import sounds
from tractor_desktop.ui.sounds import SOUND_FOLDER, SOUNDS, SoundBoard

REPO = Path(__file__).resolve().parents[2]


class FakeOutput:
    """Records what it is given; fails when told to."""

    def __init__(self, fail_on_play: bool = False) -> None:
        self.played: list[array[int]] = []
        self.fail_on_play = fail_on_play
        self.closed = False

    def play(self, samples: array[int]) -> None:
        if self.fail_on_play:
            raise RuntimeError("the device went away")
        self.played.append(samples)

    def pause(self) -> None:
        pass

    def close(self) -> None:
        self.closed = True


@pytest.fixture
def controller() -> Iterator[GameController]:
    controller = GameController(ai_levels=["random"] * 4, wait_for_ui=False)
    yield controller
    controller.shutdown()


def board(controller: GameController, output: FakeOutput, **prefs: object) -> SoundBoard:
    """A sound board as the main window makes one: quiet while the demo plays itself."""
    return SoundBoard(
        controller,
        Preferences(**prefs),  # type: ignore[arg-type]
        quiet=lambda: controller.autopilot,
        open_output=lambda: output,
    )


def play_until(qtbot, controller: GameController, done) -> None:  # type: ignore[no-untyped-def]
    """The human passes, buries and plays the hint whenever asked, until ``done()``."""

    def on_turn(kind: str) -> None:
        if kind == "last_chance":
            controller.pass_declaration()
        elif kind == "bury":
            controller.bury(list(c.code for c in controller.snapshot.observation.hand[:8]))
        elif kind == "play":
            controller.play(normal_hint(controller))

    controller.humanTurn.connect(on_turn)
    qtbot.waitUntil(done, timeout=60_000)
    controller.humanTurn.disconnect(on_turn)


def test_a_round_sounds_its_events(qtbot, controller: GameController) -> None:  # type: ignore[no-untyped-def]
    output = FakeOutput()
    sound = board(controller, output)
    heard: list[str] = []
    released: list[ev.Event] = []
    sound.played.connect(heard.append)
    controller.released.connect(released.append)
    controller.start(Game(seed=5, humans=(HUMAN,), levels=(2, 2), starter=0))
    play_until(qtbot, controller, lambda: any(isinstance(e, ev.RoundScored) for e in released))
    expected = [SoundBoard.sound_for(e) for e in released]
    assert [n for n in heard if n != "your_turn"] == [n for n in expected if n is not None]
    cards = sum(isinstance(e, ev.CardsPlayed) for e in released)
    assert heard.count("card") == cards
    ours = sum(isinstance(e, ev.TrickWon) and e.winner in (0, 2) for e in released)
    assert heard.count("trick_won") == ours
    assert heard.count("round_won") + heard.count("round_lost") == 1
    assert len(output.played) == len(heard)


def test_each_event_maps_to_its_sound() -> None:
    assert SoundBoard.sound_for(ev.CardsPlayed(1, (), True)) == "card"
    assert SoundBoard.sound_for(ev.TrickWon(2, 10, False, 0)) == "trick_won"
    assert SoundBoard.sound_for(ev.TrickWon(3, 10, True, 10)) is None
    assert SoundBoard.sound_for(ev.ThrowFailed(1, (), (), (), 10, ())) == "throw_failed"
    assert SoundBoard.sound_for(ev.Passed(1)) is None


def test_round_won_and_lost_follow_the_winning_team(qtbot, controller: GameController) -> None:  # type: ignore[no-untyped-def]
    released: list[ev.RoundScored] = []
    controller.roundScored.connect(released.append)
    controller.start(Game(seed=5, humans=(HUMAN,), levels=(2, 2), starter=0))
    play_until(qtbot, controller, lambda: bool(released))
    scored = released[0]
    declarers_won = scored.result.winner == "declarers"
    ours = (scored.declarers == 0) == declarers_won
    assert SoundBoard.sound_for(scored) == ("round_won" if ours else "round_lost")
    other = ev.RoundScored(
        scored.result,
        scored.starter,
        1 - scored.declarers,
        scored.talon,
        scored.opponent_points,
        scored.last_trick_cards,
    )
    assert SoundBoard.sound_for(other) == ("round_lost" if ours else "round_won")


def test_declaring_sounds(qtbot, controller: GameController) -> None:  # type: ignore[no-untyped-def]
    heard: list[str] = []
    declared: list[ev.Declared] = []
    sound = board(controller, FakeOutput())
    sound.played.connect(heard.append)
    controller.declared.connect(declared.append)
    controller.start(Game(seed=5, humans=(HUMAN,), levels=(2, 2), starter=0))
    play_until(qtbot, controller, lambda: controller.snapshot.observation.phase == "play")
    assert heard.count("declare") == len(declared)


def test_your_turn_only_after_a_computer_move_or_the_draw(
    qtbot, controller: GameController
) -> None:  # type: ignore[no-untyped-def]
    sound = board(controller, FakeOutput())
    log: list[tuple[str, object]] = []
    sound.played.connect(lambda name: log.append(("sound", name)))
    controller.released.connect(lambda e: log.append(("event", e)))
    controller.start(Game(seed=5, humans=(HUMAN,), levels=(2, 2), starter=0))
    play_until(qtbot, controller, lambda: len(controller.snapshot.observation.tricks) >= 6)
    chimes = 0
    for index, (kind, what) in enumerate(log):
        if (kind, what) != ("sound", "your_turn"):
            continue
        chimes += 1
        # The last thing before the chime is a computer's move or the draw, never the human's.
        moves = [
            e
            for k, e in log[:index]
            if isinstance(e, (ev.CardsPlayed, ev.Passed, ev.TalonBuried, ev.CardDrawn))
        ]
        assert moves
        assert isinstance(moves[-1], ev.CardDrawn) or moves[-1].seat != HUMAN
    assert chimes >= 1
    # The human buries and then leads the first trick: no chime for its own turn.
    buried = next(i for i, (k, e) in enumerate(log) if isinstance(e, ev.TalonBuried))
    first_card = next(i for i, (k, e) in enumerate(log) if isinstance(e, ev.CardsPlayed))
    assert ("sound", "your_turn") not in log[buried:first_card]


def test_sound_off_plays_nothing(qtbot, controller: GameController) -> None:  # type: ignore[no-untyped-def]
    output = FakeOutput()
    sound = board(controller, output, sound=False)
    heard: list[str] = []
    sound.played.connect(heard.append)
    controller.start(Game(seed=5, humans=(HUMAN,), levels=(2, 2), starter=1))
    play_until(qtbot, controller, lambda: len(controller.snapshot.observation.tricks) >= 1)
    assert heard == [] and output.played == []
    sound.set_enabled(True)
    play_until(qtbot, controller, lambda: "card" in heard)
    assert output.played


def test_the_demo_is_quiet(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = GameController(ai_levels=["random"] * 4, wait_for_ui=False, autopilot=True)
    output = FakeOutput()
    sound = board(controller, output)
    heard: list[str] = []
    sound.played.connect(heard.append)
    controller.start(Game(seed=5, humans=(), levels=(2, 2), starter=0))
    qtbot.waitUntil(lambda: len(controller.snapshot.observation.tricks) >= 1, timeout=60_000)
    controller.shutdown()
    assert heard == [] and output.played == []


def test_volume_scales_the_samples(qtbot, controller: GameController) -> None:  # type: ignore[no-untyped-def]
    output = FakeOutput()
    sound = board(controller, output, volume=100)
    loud = sounds.load_sound(SOUND_FOLDER / "declare.wav")
    assert loud is not None
    sound.sound("declare")
    sound.set_volume(50)
    sound.sound("declare")
    sound.set_volume(0)
    sound.sound("declare")
    assert len(output.played) == 2  # nothing sent at volume 0
    full, half = output.played
    assert list(full) == list(loud)
    peak = max(abs(s) for s in loud)
    assert max(abs(s) for s in half) == pytest.approx(peak * sounds.gain(50), abs=1)
    assert sounds.gain(0) == 0 and sounds.gain(100) == 1 and sounds.gain(50) < 0.5


def test_a_missing_device_is_silent_and_not_an_error(
    qtbot, controller: GameController, caplog
) -> None:  # type: ignore[no-untyped-def]
    def no_device() -> FakeOutput:
        raise OSError("no audio device")

    caplog.set_level(logging.INFO, logger="tractor_desktop.ui.sounds")
    sound = SoundBoard(controller, Preferences(), open_output=no_device)
    heard: list[str] = []
    sound.played.connect(heard.append)
    sound.sound("card")
    sound.sound("card")
    assert heard == ["card", "card"]
    assert not sound.available
    assert caplog.text.count("not available") == 1  # one line, not one per sound


def test_a_device_failing_while_playing_turns_sound_off_quietly(
    qtbot, controller: GameController
) -> None:  # type: ignore[no-untyped-def]
    output = FakeOutput(fail_on_play=True)
    sound = board(controller, output)
    sound.sound("card")
    assert output.closed and not sound.available
    sound.set_enabled(False)
    sound.set_enabled(True)  # switching sound on again tries the device again
    output.fail_on_play = False
    sound.sound("card")
    assert sound.available and len(output.played) == 1


def test_offscreen_opens_no_device(qtbot, controller: GameController) -> None:  # type: ignore[no-untyped-def]
    sound = SoundBoard(controller, Preferences())
    heard: list[str] = []
    sound.played.connect(heard.append)
    sound.sound("your_turn")
    assert heard == ["your_turn"] and not sound.available


def test_the_real_back_end_plays_or_refuses_with_an_exception_only() -> None:
    """Without a device (CI) miniaudio raises, which the board turns into silence; with one,
    a sound plays and the device stops and closes."""
    try:
        output = sounds.MiniaudioOutput()
    except Exception:
        return
    samples = sounds.load_sound(SOUND_FOLDER / "card.wav")
    assert samples is not None
    output.play(samples)
    output.pause()
    output.close()


def test_the_sound_files_are_the_scripts_output(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("make_sounds", REPO / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main([str(tmp_path)]) == 0
    assert sorted(p.stem for p in tmp_path.glob("*.wav")) == sorted(SOUNDS)
    for name in SOUNDS:
        with wave.open(str(SOUND_FOLDER / f"{name}.wav"), "rb") as committed:
            assert committed.getnchannels() == 1 and committed.getsampwidth() == 2
            assert committed.getframerate() == sounds.SAMPLE_RATE
            assert committed.getnframes() <= sounds.SAMPLE_RATE // 2  # at most half a second
        fresh = sounds.load_sound(tmp_path / f"{name}.wav")
        kept = sounds.load_sound(SOUND_FOLDER / f"{name}.wav")
        assert fresh is not None and kept is not None and len(fresh) == len(kept)
        # Equal up to a last bit of rounding, should another libm's sine differ by an ulp.
        assert max(abs(a - b) for a, b in zip(fresh, kept, strict=True)) <= 1
        assert max(abs(s) for s in kept) < 0.35 * 32767  # quiet-ish
