"""Fraud scoring for incoming claims.

Scores are in [0, 1]; anything at or above ``SIU_REFERRAL_THRESHOLD`` is
referred to the special investigations unit.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date

from claims.fraud.watchlist import Watchlist
from claims.models import Claim

log = logging.getLogger(__name__)

SIU_REFERRAL_THRESHOLD = 0.7


@dataclass
class FraudScore:
    claim_id: str
    score: float
    reasons: list[str] = field(default_factory=list)

    @property
    def refer_to_siu(self) -> bool:
        return self.score >= SIU_REFERRAL_THRESHOLD


def _days_between(a: date, b: date) -> int:
    return abs((a - b).days)


def score_timing(claim: Claim) -> tuple[float, list[str]]:
    reasons = []
    score = 0.0
    if _days_between(claim.loss_date, claim.policy.inception_date) < 30:
        score += 0.3
        reasons.append("loss within 30 days of inception")
    if _days_between(claim.reported_date, claim.loss_date) > 60:
        score += 0.15
        reasons.append("reported more than 60 days after loss")
    return score, reasons


def score_parties(claim: Claim, watchlist: Watchlist) -> tuple[float, list[str]]:
    reasons = []
    score = 0.0
    for party in claim.parties:
        if watchlist.contains(party.tax_id):
            score += 0.4
            reasons.append(f"party {party.name} is on the watchlist")
    if claim.repair_shop and watchlist.contains(claim.repair_shop.license_no):
        score += 0.25
        reasons.append("repair shop is on the watchlist")
    return score, reasons


def score_claim(claim: Claim, watchlist: Watchlist) -> FraudScore:
    timing, timing_reasons = score_timing(claim)
    parties, party_reasons = score_parties(claim, watchlist)
    total = min(1.0, timing + parties)
    result = FraudScore(claim.id, total, timing_reasons + party_reasons)
    if result.refer_to_siu:
        log.warning("claim %s referred to SIU (score %.2f)", claim.id, total)
    return result
