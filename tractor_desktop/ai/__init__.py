"""Computer players: choose actions from an engine Observation (imports the engine only).

- ``players``: the interface the app calls (``Budget``, ``Player``, ``make_player``, ``suggest``),
  the levels Random, Easy, Normal, Hard (``LEVELS``) and their thinking times (``BUDGET_MS``).
- ``budget``: how long a player may think, shared by the players and Hard's search.
- ``knowledge``: card counting from one seat's observation (unseen cards, voids, no pairs left).
- ``heuristic``: Normal's scored card play; ``declare`` and ``burying``: the draw and the talon.
- ``sampling``, ``playout``, ``search``: Hard's determinized Monte Carlo over sampled deals.
- ``botcli`` (BOT_PROTOCOL.md) and ``arena`` (mirrored deals between two levels).
"""
