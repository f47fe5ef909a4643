"""The table's sounds: which released event or turn makes which sound, and playing it.

Playback goes through miniaudio, which loads the system's audio (PulseAudio, ALSA, WASAPI,
Core Audio) at run time. No audio device, a missing library or a failing back end leaves the
game silent: a log line, never an exception or a notice. ``played`` is emitted all the same, so
what the table would have sounded is observable without a device.
"""

from __future__ import annotations

import collections
import logging
import sys
import wave
from array import array
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtGui import QGuiApplication

from tractor_desktop.app.settings import Preferences
from tractor_desktop.app.table_controller import HUMAN, TableController
from tractor_desktop.engine import events as ev

log = logging.getLogger(__name__)

SOUND_FOLDER = Path(__file__).resolve().parent.parent / "sounds"
"""Inside the package, so that every kind of install has them."""
SOUNDS = ("card", "your_turn", "trick_won", "declare", "throw_failed", "round_won", "round_lost")
SAMPLE_RATE = 44_100
IDLE_MS = 3000
"""The device is stopped this long after the last sound: an open stream keeps a laptop's audio
awake and shows the game as playing in the system's mixer."""
TURNS_WITH_A_CHIME = ("play", "bury", "last_chance")


class Output(Protocol):
    """An audio device playing 16-bit mono samples at ``SAMPLE_RATE``; any method may raise."""

    def play(self, samples: array[int]) -> None: ...

    def pause(self) -> None: ...

    def close(self) -> None: ...


class MiniaudioOutput:
    """A miniaudio playback device, mixing the sounds that overlap (a card's tick under the
    chime for the turn it brings)."""

    def __init__(self) -> None:
        import miniaudio  # type: ignore[import-untyped]  # here: a broken install costs only sound

        self._miniaudio = miniaudio
        self._device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16,
            nchannels=1,
            sample_rate=SAMPLE_RATE,
            buffersize_msec=20,
            app_name="Tractor Desktop",
        )
        if self._device.backend.lower() == "null":
            self._device.close()
            raise RuntimeError("no audio device (miniaudio's null back end)")
        # Filled here, emptied by miniaudio's audio thread: deque's append and popleft are atomic.
        self._incoming: collections.deque[array[int]] = collections.deque()
        self._running = False

    def play(self, samples: array[int]) -> None:
        self._incoming.append(samples)
        if not self._running:
            stream = self._stream()
            next(stream)
            self._device.start(stream)
            self._running = True

    def pause(self) -> None:
        if self._running:
            self._device.stop()
            self._running = False
            self._incoming.clear()

    def close(self) -> None:
        self._running = False
        self._device.close()

    def _stream(self) -> Generator[bytes, int, None]:
        """miniaudio sends the frames it wants and takes the samples; runs on its thread."""
        voices: list[tuple[array[int], int]] = []
        frames = yield b""
        while True:
            while self._incoming:
                voices.append((self._incoming.popleft(), 0))
            out = array("h", bytes(2 * frames))
            if len(voices) == 1:
                samples, at = voices[0]
                chunk = samples[at : at + frames]
                out[: len(chunk)] = chunk
            elif voices:
                mixed = [0] * frames
                for samples, at in voices:
                    for i, value in enumerate(samples[at : at + frames]):
                        mixed[i] += value
                out = array("h", (max(-32768, min(32767, v)) for v in mixed))
            voices = [(s, at + frames) for s, at in voices if at + frames < len(s)]
            if sys.byteorder == "big":
                out.byteswap()
            frames = yield out.tobytes()


def open_device() -> Output:
    """The system's audio device; none for an offscreen run (the tests, the build's self-test),
    which has no one listening and should not sound on a developer's speakers."""
    if QGuiApplication.platformName() == "offscreen":
        raise RuntimeError("offscreen: no one is listening")
    return MiniaudioOutput()


def gain(volume: int) -> float:
    """The factor for a volume of 0 to 100: squared, as loudness is heard roughly so, which
    keeps the lower half of the slider useful."""
    return (max(0, min(100, volume)) / 100) ** 2


def load_sound(path: Path) -> array[int] | None:
    """The samples of one of the game's WAV files; None (logged) if it is missing or not 16-bit
    mono at ``SAMPLE_RATE``."""
    try:
        with wave.open(str(path), "rb") as source:
            shape = (source.getnchannels(), source.getsampwidth(), source.getframerate())
            if shape != (1, 2, SAMPLE_RATE):
                log.warning("sound %s is not 16-bit mono at %d Hz", path, SAMPLE_RATE)
                return None
            samples = array("h", source.readframes(source.getnframes()))
    except (OSError, EOFError, wave.Error) as error:
        log.warning("sound %s not loaded: %s", path, error)
        return None
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


class SoundBoard(QObject):
    """Listens to the controller and plays the sound each moment calls for."""

    played = Signal(str)
    """A sound was due and sound is on: its name (also without a device)."""

    def __init__(
        self,
        controller: TableController,
        prefs: Preferences,
        parent: QObject | None = None,
        *,
        quiet: Callable[[], bool] = lambda: False,
        open_output: Callable[[], Output] = open_device,
        folder: Path = SOUND_FOLDER,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.quiet = quiet
        """True while no person plays at the table (the demo): no sound then."""
        self.enabled = prefs.sound
        self.volume = max(0, min(100, prefs.volume))
        self._open_output = open_output
        self._folder = folder
        self._output: Output | None = None
        self._failed = False
        """The device could not be opened or failed: silent until sound is switched on again."""
        self._sounds: dict[str, array[int] | None] = {}
        self._scaled: dict[str, array[int]] = {}
        self._waited = False
        """Something other than the human's own move happened since the human last acted."""
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.setInterval(IDLE_MS)
        self._idle.timeout.connect(self._pause)
        controller.released.connect(self._on_released)
        controller.humanTurn.connect(self._on_human_turn)
        controller.gameStarted.connect(self._on_game_started)

    @property
    def available(self) -> bool:
        """Whether sounds can really be heard: an audio device is open (asking opens it if the
        first sound has not already)."""
        return self._ensure_output() is not None

    @Slot(bool)
    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        if on:
            self._failed = False  # a device plugged in since gets its chance
        else:
            self._close()

    @Slot(int)
    def set_volume(self, volume: int) -> None:
        self.volume = max(0, min(100, volume))
        self._scaled.clear()

    def close(self) -> None:
        """Release the audio device (the window calls this when it closes)."""
        self._close()

    # ----- what makes a sound -----------------------------------------------------------------

    @Slot(object)
    def _on_released(self, event: ev.Event) -> None:
        seat = self._actor(event)
        if seat is not None:
            self._waited = seat != HUMAN
        elif isinstance(event, ev.CardDrawn):
            self._waited = True  # the draw is long: the player may have looked away
        name = self.sound_for(event)
        if name is not None:
            self.sound(name)

    @Slot(str)
    def _on_human_turn(self, kind: str) -> None:
        if kind in TURNS_WITH_A_CHIME and self._waited:
            self._waited = False
            self.sound("your_turn")

    @Slot()
    def _on_game_started(self) -> None:
        self._waited = False

    @staticmethod
    def _actor(event: ev.Event) -> int | None:
        """The seat whose own move this event is; None for the table's doing."""
        if isinstance(event, (ev.CardsPlayed, ev.Passed, ev.TalonBuried, ev.ThrowFailed)):
            return event.seat
        if isinstance(event, ev.Declared):
            return event.declaration.seat
        return None

    @staticmethod
    def sound_for(event: ev.Event) -> str | None:
        """The sound an event makes at the human's table, if any."""
        if isinstance(event, ev.CardsPlayed):
            return "card"
        if isinstance(event, ev.TrickWon):
            return "trick_won" if event.winner % 2 == HUMAN % 2 else None
        if isinstance(event, ev.Declared):
            return "declare"
        if isinstance(event, ev.ThrowFailed):
            return "throw_failed"
        if isinstance(event, ev.RoundScored):
            declarers_won = event.result.winner == "declarers"
            winners = event.declarers if declarers_won else 1 - event.declarers
            return "round_won" if winners == HUMAN % 2 else "round_lost"
        return None

    # ----- playing it -------------------------------------------------------------------------

    def sound(self, name: str) -> None:
        # The demo plays itself: a tick for every card of four computer players is noise.
        if not self.enabled or self.quiet():
            return
        self.played.emit(name)
        samples = self._samples(name)
        if samples is None or self.volume == 0:
            return
        output = self._ensure_output()
        if output is None:
            return
        try:
            output.play(samples)
        except Exception as error:  # any failure of the audio stack only costs the sound
            self._fail(error)
            return
        self._idle.start()

    def _ensure_output(self) -> Output | None:
        if self._output is None and not self._failed:
            try:
                self._output = self._open_output()
            except Exception as error:  # no device, no library, a back end that refuses
                self._fail(error)
        return self._output

    def _fail(self, error: Exception) -> None:
        log.info("sound off: the audio device is not available (%s)", error)
        self._failed = True
        self._close()

    def _samples(self, name: str) -> array[int] | None:
        if name not in self._sounds:
            self._sounds[name] = load_sound(self._folder / f"{name}.wav")
        raw = self._sounds[name]
        if raw is None:
            return None
        if name not in self._scaled:
            factor = gain(self.volume)
            self._scaled[name] = array("h", (round(s * factor) for s in raw))
        return self._scaled[name]

    def _pause(self) -> None:
        if self._output is None:
            return
        try:
            self._output.pause()
        except Exception as error:
            self._fail(error)

    def _close(self) -> None:
        self._idle.stop()
        output, self._output = self._output, None
        if output is None:
            return
        try:
            output.close()
        except Exception as error:
            log.info("closing the audio device failed (%s)", error)
