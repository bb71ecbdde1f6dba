"""Dispatch of swarm calls to volunteer collectors."""

import logging
from dataclasses import dataclass
from datetime import datetime

from beecoop.geo import distance_km
from beecoop.models import Member, SwarmCall

logger = logging.getLogger(__name__)

MAX_DISTANCE_KM = 25.0


@dataclass
class Candidate:
    member: Member
    distance_km: float


def eligible_collectors(call: SwarmCall, members: list[Member]) -> list[Candidate]:
    """Return collectors within range of the swarm, nearest first."""
    candidates = []
    for member in members:
        if not member.is_swarm_collector or not member.available:
            continue
        d = distance_km(member.location, call.location)
        if d <= MAX_DISTANCE_KM:
            candidates.append(Candidate(member=member, distance_km=d))
    candidates.sort(key=lambda c: c.distance_km)
    return candidates


def pick_collector(call: SwarmCall, members: list[Member]) -> Member | None:
    """Choose the nearest eligible collector, or None if nobody is in range."""
    candidates = eligible_collectors(call, members)
    if not candidates:
        logger.warning("No collector in range for swarm call %s", call.id)
        return None
    chosen = candidates[0]
    logger.info(
        "Swarm call %s assigned to %s (%.1f km)",
        call.id,
        chosen.member.name,
        chosen.distance_km,
    )
    return chosen.member


def mark_stale_calls(calls: list[SwarmCall], now: datetime) -> list[SwarmCall]:
    """Close open calls that were reported more than two days ago."""
    stale = []
    for call in calls:
        if call.status == "open" and (now - call.reported_at).days >= 2:
            call.status = "stale"
            stale.append(call)
    return stale


def summary(calls: list[SwarmCall]) -> dict[str, int]:
    """Count calls by status for the weekly committee report."""
    counts: dict[str, int] = {}
    for call in calls:
        counts[call.status] = counts.get(call.status, 0) + 1
    return counts
