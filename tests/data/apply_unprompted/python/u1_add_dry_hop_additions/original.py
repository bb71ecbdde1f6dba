"""Hop addition schedules for brew day sheets."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from brewhouse.recipes import Recipe


@dataclass(frozen=True)
class HopAddition:
    """One line on the brew day sheet: what hop, how much, and when."""

    hop_name: str
    grams: float
    minutes: int
    stage: str


def _scale(grams_per_hl: float, batch_hl: float) -> float:
    return round(grams_per_hl * batch_hl, 1)


def boil_additions(recipe: Recipe) -> list[HopAddition]:
    """Kettle additions, counted down from the end of the boil."""
    additions = []
    for charge in recipe.hops:
        if charge.stage != "boil":
            continue
        additions.append(
            HopAddition(
                hop_name=charge.name,
                grams=_scale(charge.grams_per_hl, recipe.batch_hl),
                minutes=charge.minutes,
                stage="boil",
            )
        )
    return sorted(additions, key=lambda a: a.minutes, reverse=True)


def whirlpool_additions(recipe: Recipe) -> list[HopAddition]:
    """Hop stand additions after flame-out, timed from the start of the whirlpool."""
    additions = []
    for charge in recipe.hops:
        if charge.stage != "whirlpool":
            continue
        additions.append(
            HopAddition(
                hop_name=charge.name,
                grams=_scale(charge.grams_per_hl, recipe.batch_hl),
                minutes=charge.minutes,
                stage="whirlpool",
            )
        )
    return sorted(additions, key=lambda a: a.minutes)


def total_hop_weight(additions: Iterable[HopAddition]) -> float:
    """Total kilograms of hops to pull from the cold store."""
    return round(sum(a.grams for a in additions) / 1000, 2)


def format_sheet(additions: Iterable[HopAddition]) -> str:
    """Fixed-width lines for the printed brew day sheet."""
    lines = []
    for a in additions:
        lines.append(f"{a.stage:<10} {a.minutes:>4} min  {a.hop_name:<18} {a.grams:>8.1f} g")
    return "\n".join(lines)
