"""How fast a seat's person (or a spectator) may send: the table server drops and answers what
comes faster, and closes a connection that floods it steadily, so that one client does not hold
up the other tables of its event loop.
"""

from __future__ import annotations

import time

RATE_PER_S = 20.0
BURST = 40
"""A person sends a few messages a second at most; more is a flood, dropped and answered."""
FLOOD_LIMIT = 200
"""Dropped messages after which the connection is closed (policy violation)."""
FLOOD_FORGIVEN = 0.1
"""Each message let through takes this off the count of dropped ones."""


class RateLimit:
    """A token bucket: ``rate`` messages a second on average, ``burst`` at once."""

    def __init__(self, rate: float = RATE_PER_S, burst: int = BURST) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
