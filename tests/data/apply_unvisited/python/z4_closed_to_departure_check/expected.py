from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from booking.rates.models import RatePlan, StayRequest


@dataclass(frozen=True)
class RestrictionViolation:
    rule: str
    message: str


class RatePlanRestrictionChecker:
    """Applies sell restrictions (LOS, CTA, blackout) to a stay request."""

    def __init__(self, plan: RatePlan, today: dt.date | None = None) -> None:
        self.plan = plan
        self.today = today or dt.date.today()

    def violations(self, stay: StayRequest) -> list[RestrictionViolation]:
        checks = (
            ("advance_purchase", self._check_advance_purchase),
            ("length_of_stay", self._check_length_of_stay),
            ("closed_to_arrival", self._check_closed_to_arrival),
            ("closed_to_departure", self._check_closed_to_departure),
            ("blackout", self._check_blackout),
        )
        found = []
        for rule, check in checks:
            message = check(stay)
            if message is not None:
                found.append(RestrictionViolation(rule, message))
        return found

    def _check_advance_purchase(self, stay: StayRequest) -> str | None:
        lead_days = (stay.check_in - self.today).days
        if self.plan.min_advance_days and lead_days < self.plan.min_advance_days:
            return f"book at least {self.plan.min_advance_days} days ahead"
        return None

    def _check_length_of_stay(self, stay: StayRequest) -> str | None:
        nights = (stay.check_out - stay.check_in).days
        if nights < self.plan.min_nights:
            return f"minimum stay is {self.plan.min_nights} nights"
        if self.plan.max_nights and nights > self.plan.max_nights:
            return f"maximum stay is {self.plan.max_nights} nights"
        return None

    def _check_closed_to_arrival(self, stay: StayRequest) -> str | None:
        restriction = self.plan.restrictions.get(stay.check_in)
        if restriction and restriction.closed_to_arrival:
            return f"arrival closed on {stay.check_in:%Y-%m-%d}"
        return None

    def _check_closed_to_departure(self, stay: StayRequest) -> str | None:
        restriction = self.plan.restrictions.get(stay.check_out)
        if restriction and restriction.closed_to_departure:
            return f"departure closed on {stay.check_out:%Y-%m-%d}"
        return None

    def _check_blackout(self, stay: StayRequest) -> str | None:
        night = stay.check_in
        while night < stay.check_out:
            if night in self.plan.blackout_dates:
                return f"{night:%Y-%m-%d} is blacked out for {self.plan.code}"
            night += dt.timedelta(days=1)
        return None
