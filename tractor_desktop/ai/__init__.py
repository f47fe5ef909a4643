"""Computer players: choose actions from an engine Observation (imports the engine only).

- ``players``: the interface the app calls (``Budget``, ``Player``, ``make_player``, ``suggest``),
  the levels Random, Easy, Normal, Hard, Expert (``LEVELS``) and their caps on thinking time
  (``BUDGET_MS``: Hard and Expert do a fixed amount of work, the clock only caps it).
- ``budget``: how long a player may think, shared by the players and Hard's search.
- ``knowledge``: card counting from one seat's observation (unseen cards, voids, no pairs left).
- ``heuristic``: Normal's scored card play; ``declare`` and ``burying``: the draw and the talon.
- ``sampling``, ``rollout``, ``search``: Hard's and Expert's search over sampled deals, each
  played out with Normal's judgement at every seat; ``playout``: the play-out loop (and a fast
  all-seeing policy, kept as a yardstick).
- ``pool``: the players one process keeps; ``child``: the computer players' process (no Qt).
- ``sparring`` and ``montecarlo``: partners for measuring, not offered as levels (Normal's
  other styles, Easy, and a Monte Carlo player written apart from the search).
- ``botcli`` (docs/BOT_PROTOCOL.md), ``arena`` (mirrored deals between two levels, or a level
  against the sparring pool) and ``evaluator_bench`` (how well the play-outs predict a round).
"""
