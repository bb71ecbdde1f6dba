            ("closed_to_arrival", self._check_closed_to_arrival),
            ("closed_to_departure", self._check_closed_to_departure),
            ("blackout", self._check_blackout),
        )
        # ... existing code ...

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
        # ... existing code ...
