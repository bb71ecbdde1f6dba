"""NEWS2 early-warning scoring used by the outpatient triage desk.

Each ``score_*`` helper maps a single observation to its NEWS2 sub-score.
Missing observations score zero so a partially filled triage form still
produces a (conservative) total; the desk nurse is prompted separately.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Observations:
    resp_rate: int | None = None
    spo2: int | None = None
    on_oxygen: bool = False
    systolic_bp: int | None = None
    heart_rate: int | None = None
    temperature: float | None = None
    alert: bool = True


def score_resp_rate(value: int | None) -> int:
    if value is None:
        return 0
    if value <= 8:
        return 3
    if value <= 11:
        return 1
    if value <= 20:
        return 0
    if value <= 24:
        return 2
    return 3


def score_spo2(value: int | None) -> int:
    if value is None:
        return 0
    if value <= 91:
        return 3
    if value <= 93:
        return 2
    if value <= 95:
        return 1
    return 0


def score_systolic_bp(value: int | None) -> int:
    if value is None:
        return 0
    if value <= 90:
        return 3
    if value <= 100:
        return 2
    if value <= 110:
        return 1
    if value <= 219:
        return 0
    return 3


def score_heart_rate(value: int | None) -> int:
    if value is None:
        return 0
    if value <= 40:
        return 3
    if value <= 50:
        return 1
    if value <= 90:
        return 0
    if value <= 110:
        return 1
    if value <= 130:
        return 2
    return 3


def score_temperature(value: float | None) -> int:
    if value is None:
        return 0
    if value <= 35.0:
        return 3
    if value <= 36.0:
        return 1
    if value <= 38.0:
        return 0
    if value <= 39.0:
        return 1
    return 2


def total_score(obs: Observations) -> int:
    score = (
        score_resp_rate(obs.resp_rate)
        + score_spo2(obs.spo2)
        + score_systolic_bp(obs.systolic_bp)
        + score_heart_rate(obs.heart_rate)
        + score_temperature(obs.temperature)
    )
    if obs.on_oxygen:
        score += 2
    if not obs.alert:
        score += 3
    return score


def triage_band(obs: Observations) -> str:
    total = total_score(obs)
    if total >= 7:
        return "emergency"
    if total >= 5:
        return "urgent"
    if total >= 1:
        return "low"
    return "routine"
