"""The rule options of RULES.md §6: names, types, defaults (the text's own rules) and validation."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, Literal

FirstRoundNoDeclaration = Literal["redeal", "reveal_talon"]
TalonMultiplier = Literal["twice_cards", "power"]

_CHOICES: dict[str, tuple[str, ...]] = {
    "first_round_no_declaration": ("redeal", "reveal_talon"),
    "talon_multiplier": ("twice_cards", "power"),
}


@dataclasses.dataclass(frozen=True, slots=True)
class RuleOptions:
    """House-rule switches; every default is the rule of the original text."""

    allow_self_reinforce: bool = True
    first_round_no_declaration: FirstRoundNoDeclaration = "redeal"
    no_trump_rank_cards_are_trumps: bool = False
    follow_tractor_with_tractor: bool = False
    allow_tractor_in_throw: bool = True
    throw_penalty_per_card: int = 10
    refuse_invalid_throws: bool = False
    talon_multiplier: TalonMultiplier = "twice_cards"
    must_win_at_ace: bool = False

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> RuleOptions:
        """Options from plain data; missing fields take defaults; anything unknown: ValueError."""
        if not isinstance(data, Mapping):
            raise ValueError("options must be an object")
        fields = {f.name: f for f in dataclasses.fields(cls)}
        values: dict[str, Any] = {}
        for name, value in data.items():
            if name not in fields:
                raise ValueError(f"unknown option {name!r}")
            default = fields[name].default
            if name in _CHOICES:
                if value not in _CHOICES[name]:
                    allowed = ", ".join(_CHOICES[name])
                    raise ValueError(f"option {name!r} must be one of {allowed}, not {value!r}")
            elif isinstance(default, bool):
                if not isinstance(value, bool):
                    raise ValueError(f"option {name!r} must be true or false, not {value!r}")
            elif isinstance(default, int) and (
                isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 1000
            ):
                raise ValueError(f"option {name!r} must be a whole number from 0 to 1000")
            values[name] = value
        return cls(**values)
