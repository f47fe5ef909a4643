"""A process that plays a table on and saves it after every move, for
tests/net/test_store_durability.py (run as a script, not collected).

    python store_child.py FOLDER append   # forever; prints each action once its save returned
    python store_child.py FOLDER full     # an append fails part way (file size limit), then
                                          # the limit is lifted and the next save goes through

Each line printed is a JSON object: {"at": INDEX, "action": ACTION} for an action that is saved
(with "made": true when this process made it, not read it back),
{"full": ERROR} when a save failed, {"saved": COUNT} after the save that followed.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tractor_desktop.engine.actions import action_to_dict
from tractor_desktop.net.table import Table
from tractor_desktop.net.table_store import TableStore

ROOM = "KILL44"


def table_of(store: TableStore) -> Table:
    """The table kept in the store, or a new one started there."""
    tables = store.load(pace_draws=False)
    if tables:
        (table,) = tables
        return table
    table = Table(ROOM, level="random", budget_ms=1)
    table.join("Ann")
    table.start(0, seed=44)
    store.save(table)
    return table


def move(table: Table) -> None:
    assert table.driver is not None
    turn = table.driver.next_turn()
    assert turn is not None
    table.driver.apply(turn, table.driver.fallback(turn))


def say(message: object) -> None:
    print(json.dumps(message), flush=True)


def append(store: TableStore, table: Table) -> None:
    game = table.game
    assert game is not None
    for index, action in enumerate(game.actions):  # those on file already
        say({"at": index, "action": action_to_dict(action)})
    while not game.over:
        before = len(game.actions)
        move(table)
        store.save(table)
        for index in range(before, len(game.actions)):
            say({"at": index, "action": action_to_dict(game.actions[index]), "made": True})


def full(store: TableStore, table: Table) -> None:
    import resource
    import signal

    game = table.game
    assert game is not None
    for _ in range(20):
        move(table)
    store.save(table)
    # The log may grow by 5 bytes more: the next append (a line is 16 bytes or more) stops in
    # the middle of its line, as on a full disk.
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # EFBIG instead of a killed process
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    log = store.folder / f"{ROOM}.actions"
    resource.setrlimit(resource.RLIMIT_FSIZE, (log.stat().st_size + 5, hard))
    while True:
        move(table)
        try:
            store.save(table)
        except OSError as error:
            say({"full": str(error), "size": log.stat().st_size})
            break
    resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
    move(table)
    store.save(table)
    say({"saved": len(game.actions)})


if __name__ == "__main__":
    folder, mode = Path(sys.argv[1]), sys.argv[2]
    kept = TableStore(folder)
    {"append": append, "full": full}[mode](kept, table_of(kept))
