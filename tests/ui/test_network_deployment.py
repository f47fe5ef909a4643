"""The game's own network windows at a deployment of several server processes (Redis, HAProxy,
``net/deploy.py``): they open, join and play through the proxy exactly as at one server, and
when the process holding their table is killed their links open again by themselves, through
the proxy, to the process that took the table over, with their seats and hands. Skipped, saying
what is missing, where redis-server, haproxy or the redis package is not installed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from served import open_table

from tests.net.redis_helpers import need
from tests.tiers import slow
from tractor_desktop.net.deploy import Deployment, free_port
from tractor_desktop.net.shards import shard_of

pytestmark = slow


def test_windows_play_through_the_proxy_and_follow_their_table_to_another_process(
    qtbot: Any, tmp_path: Path
) -> None:
    need("redis-server", "haproxy")
    deployment = Deployment(2, free_port(), folder=tmp_path / "deploy")
    deployment.start()
    try:
        ann = open_table(
            qtbot, deployment.url, {"type": "create", "name": "Ann", "level": "random"}
        )
        qtbot.waitUntil(lambda: ann.controller.room is not None, timeout=15_000)
        room = ann.controller.room
        assert room is not None
        ben = open_table(qtbot, deployment.url, {"type": "join", "room": room, "name": "Ben"})
        qtbot.waitUntil(lambda: ben.controller.seat == 2, timeout=15_000)
        ann.people.start_button.click()
        for window in (ann, ben):
            qtbot.waitUntil(
                lambda w=window: w.controller.snapshot.observation.hand != (), timeout=15_000
            )
        states: dict[str, list[str]] = {"ann": [], "ben": []}
        ann.controller.linkChanged.connect(lambda state, _: states["ann"].append(state))
        ben.controller.linkChanged.connect(lambda state, _: states["ben"].append(state))
        deployment.kill(shard_of(room, deployment.count))
        # Each link drops, opens again through the proxy (to the backup, once it has replayed
        # the table) and takes its seat back with its token.
        for who, window, seat in (("ann", ann, 0), ("ben", ben, 2)):
            qtbot.waitUntil(
                lambda who=who, window=window: (
                    "lost" in states[who] and states[who][-1] == "open" and window.controller.live
                ),
                timeout=30_000,
            )
            assert window.controller.seat == seat
            assert window.controller.room == room
        qtbot.waitUntil(lambda: ann.controller.snapshot.observation.hand != (), timeout=15_000)
        for window in (ann, ben):
            window.close()
    finally:
        deployment.stop()
