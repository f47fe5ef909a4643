"""Synthesise the game's sounds into tractor_desktop/sounds/ (16-bit mono WAV, 44.1 kHz).

    python tools/make_sounds.py [folder]

The sounds are the project's own: sums of sine partials with soft attacks and exponential
decays, and for the card a short burst of seeded noise. Only the standard library is used and
the noise comes from a fixed linear congruential generator, so every run writes the same files.
"""

from __future__ import annotations

import math
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 44_100
FOLDER = Path(__file__).resolve().parent.parent / "tractor_desktop" / "sounds"
PEAK = 0.32
"""Loudest sample as a fraction of full scale: quiet beside music or a video call."""

Note = tuple[float, float, float]
"""(start s, frequency Hz, length s)."""


def bell(frequency: float, t: float, length: float) -> float:
    """A soft mallet tone: the fundamental with a little octave and twelfth, decaying fast
    enough to be over within ``length``; a 4 ms attack keeps it from clicking."""
    if t < 0 or t >= length:
        return 0.0
    attack = min(1.0, t / 0.004)
    decay = math.exp(-5.5 * t / length)
    release = min(1.0, (length - t) / 0.02)  # reach zero exactly at the end
    wave_ = (
        math.sin(2 * math.pi * frequency * t)
        + 0.25 * math.sin(2 * math.pi * 2 * frequency * t)
        + 0.08 * math.sin(2 * math.pi * 3 * frequency * t)
    )
    return attack * decay * release * wave_ / 1.33


def notes(parts: Sequence[Note]) -> Callable[[float], float]:
    return lambda t: sum(bell(f, t - start, length) for start, f, length in parts)


def card_tick() -> Callable[[float], float]:
    """A card laid on felt: a 35 ms burst of low-passed noise over a dull 190 Hz knock."""
    state = 0x2545F491
    noise: list[float] = []
    smooth = 0.0
    for _ in range(int(0.035 * RATE) + 1):
        state = (1103515245 * state + 12345) & 0x7FFFFFFF
        smooth += 0.35 * ((state / 0x3FFFFFFF - 1.0) - smooth)  # one-pole low-pass: no hiss
        noise.append(smooth)

    def tick(t: float) -> float:
        if t >= 0.035:
            return 0.0
        index = int(t * RATE)
        envelope = math.exp(-t / 0.006) * min(1.0, (0.035 - t) / 0.01)
        knock = math.sin(2 * math.pi * 190 * t) * math.exp(-t / 0.012)
        return envelope * 1.4 * noise[index] + 0.5 * knock * min(1.0, (0.035 - t) / 0.01)

    return tick


C5, D5, E5, G5, A5, C6, E6 = 523.25, 587.33, 659.26, 783.99, 880.0, 1046.5, 1318.5
C4, EB4, G4 = 261.63, 311.13, 392.0
# name -> (length in seconds, relative loudness, the sound)
SOUNDS: dict[str, tuple[float, float, Callable[[float], float]]] = {
    "card": (0.04, 0.7, card_tick()),
    # Rising fourth, the second note held: "your turn" without sounding like an alarm.
    "your_turn": (0.45, 0.8, notes([(0.0, E5, 0.2), (0.14, A5, 0.31)])),
    "trick_won": (0.25, 0.6, notes([(0.0, C6, 0.12), (0.07, E6, 0.18)])),
    "declare": (0.35, 0.7, notes([(0.0, G5, 0.35), (0.0, D5 * 2, 0.3)])),
    # Falling minor third, low: something went wrong, nothing to worry about.
    "throw_failed": (0.4, 0.8, notes([(0.0, G4 * 1.5, 0.18), (0.15, E5 * 0.75, 0.25)])),
    "round_won": (0.5, 0.8, notes([(0.0, C5, 0.2), (0.1, E5, 0.2), (0.2, G5, 0.3)])),
    "round_lost": (0.5, 0.8, notes([(0.0, G4, 0.2), (0.12, EB4, 0.2), (0.24, C4, 0.26)])),
}


def render(length: float, loudness: float, sound: Callable[[float], float]) -> list[int]:
    raw = [sound(i / RATE) for i in range(int(length * RATE))]
    top = max(abs(x) for x in raw) or 1.0
    scale = PEAK * loudness * 32767 / top
    return [round(x * scale) for x in raw]


def write(path: Path, samples: Sequence[int]) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(s.to_bytes(2, "little", signed=True) for s in samples))


def main(argv: Sequence[str]) -> int:
    folder = Path(argv[0]) if argv else FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    for name, (length, loudness, sound) in SOUNDS.items():
        path = folder / f"{name}.wav"
        write(path, render(length, loudness, sound))
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
