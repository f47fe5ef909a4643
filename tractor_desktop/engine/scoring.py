"""Scoring a round (RULES.md §5): the talon bonus, the level table, the next starter, game end."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Final, Literal

from .cards import ACE, Card, double_pack, points
from .combos import Combo
from .options import RuleOptions

Side = Literal["declarers", "opponents"]

PACK_POINTS: Final = points(double_pack())
"""The points in the whole pack: 200 (eight kings, eight tens, eight fives)."""
THRESHOLD: Final = 80
"""Opponents' points from which they take over."""
BAND: Final = 40
"""Width of each band of the level table."""
LEVEL_BANDS: Final = tuple(range(BAND, PACK_POINTS, BAND))
"""Where the lines of the level table meet, in the pack's points: 40, 80, 120, 160."""


def talon_multiplier(options: RuleOptions, cards_per_player: int, largest_unit: int) -> int:
    """×2 per card each player played to the last trick, or 2 ** largest unit (``power``)."""
    if options.talon_multiplier == "power":
        return int(2**largest_unit)
    return 2 * cards_per_player


def level_change(opponent_total: int) -> tuple[Side, int]:
    """The level table: which side wins the round and by how many levels."""
    if opponent_total <= 0:
        return "declarers", 3
    if opponent_total < BAND:
        return "declarers", 2
    if opponent_total < THRESHOLD:
        return "declarers", 1
    return "opponents", (opponent_total - THRESHOLD) // BAND


def level_band(opponent_total: int) -> tuple[int | None, int]:
    """The line of the level table a total falls on, as (lowest, highest) points of the line;
    lowest is None for the "0 or less" line."""
    if opponent_total <= 0:
        return None, 0
    if opponent_total < BAND:
        return 5, BAND - 5
    low = (opponent_total // BAND) * BAND
    return low, low + BAND - 5


def throw_penalty(options: RuleOptions, returned: int, leader_declares: bool) -> int:
    """How a failed top-cards lead moves the opponents' points (RULES.md §4.3): the per-card
    penalty for each card taken back, gained when a declarer led, lost when an opponent did."""
    penalty = options.throw_penalty_per_card * returned
    return penalty if leader_declares else -penalty


@dataclasses.dataclass(frozen=True, slots=True)
class RoundResult:
    """Everything the end of a round decides. Levels are rank numbers (2..14)."""

    talon_points: int
    multiplier: int
    talon_bonus: int
    opponent_total: int
    winner: Side
    declarers_gain: int
    opponents_gain: int
    declarers_level: int
    opponents_level: int
    next_starter: int
    game_winner: Side | None

    @property
    def game_over(self) -> bool:
        return self.game_winner is not None


def _promote(level: int, gain: int, cap_at_ace: bool) -> tuple[int, bool]:
    """New level, and whether the team went past Ace."""
    raised = level + gain
    if raised > ACE:
        return ACE, not cap_at_ace
    return raised, False


def score_round(
    *,
    starter: int,
    declarers_level: int,
    opponents_level: int,
    opponent_points: int,
    talon: Sequence[Card],
    opponents_won_last_trick: bool,
    cards_per_player: int,
    largest_unit: int,
    options: RuleOptions,
) -> RoundResult:
    """Score a finished round; ``opponent_points`` are tricks' points plus or minus penalties."""
    talon_points = points(talon)
    multiplier = talon_multiplier(options, cards_per_player, largest_unit)
    bonus = talon_points * multiplier if opponents_won_last_trick else 0
    total = opponent_points + bonus
    winner, gain = level_change(total)
    cap = options.must_win_at_ace
    game_winner: Side | None = None
    if winner == "declarers":
        next_starter = (starter + 2) % 4
        if cap and declarers_level == ACE:
            game_winner = "declarers"
        new_declarers, past = _promote(declarers_level, gain, cap)
        if past:
            game_winner = "declarers"
        new_opponents = opponents_level
    else:
        next_starter = (starter + 1) % 4
        new_opponents, past = _promote(opponents_level, gain, cap)
        if past:
            game_winner = "opponents"
        new_declarers = declarers_level
    return RoundResult(
        talon_points=talon_points,
        multiplier=multiplier,
        talon_bonus=bonus,
        opponent_total=total,
        winner=winner,
        declarers_gain=gain if winner == "declarers" else 0,
        opponents_gain=gain if winner == "opponents" else 0,
        declarers_level=new_declarers,
        opponents_level=new_opponents,
        next_starter=next_starter,
        game_winner=game_winner,
    )


def score_played_round(
    *,
    starter: int,
    levels: tuple[int, int],
    opponent_points: int,
    talon: Sequence[Card],
    last_lead: Combo,
    opponents_won_last_trick: bool,
    options: RuleOptions,
) -> RoundResult:
    """``score_round`` for a round played to its last trick: ``levels`` by team (the starter's
    team declares), the talon's multiplier from what was led to the last trick."""
    declarers = starter % 2
    return score_round(
        starter=starter,
        declarers_level=levels[declarers],
        opponents_level=levels[1 - declarers],
        opponent_points=opponent_points,
        talon=talon,
        opponents_won_last_trick=opponents_won_last_trick,
        cards_per_player=len(last_lead.cards),
        largest_unit=last_lead.units[0].size,
        options=options,
    )
