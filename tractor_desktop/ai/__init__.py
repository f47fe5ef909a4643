"""Computer players: choose actions from an engine Observation (imports the engine only).

- ``players``: the interface the app calls (``Budget``, ``Player``, ``make_player``, ``suggest``)
  and the levels Random, Easy, Normal, Hard.
- ``knowledge``: card counting from one seat's observation (unseen cards, voids, no pairs left).
- ``heuristic``: Normal's scored card play; ``declare`` and ``burying``: the draw and the talon.
- ``sampling``, ``playout``, ``search``: Hard's determinized Monte Carlo over sampled deals.
- ``botcli`` (BOT_PROTOCOL.md) and ``arena`` (mirrored deals between two levels).
"""
