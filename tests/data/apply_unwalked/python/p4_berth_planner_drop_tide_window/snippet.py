# ... existing code ...

BERTH_BUFFER = timedelta(minutes=45)


class BerthConflictError(Exception):
# ... existing code ...

    def _window_for(self, call: VesselCall, berth: Berth) -> tuple[datetime, datetime]:
        crane_hours = call.planned_moves / (self.moves_per_crane_hour * berth.crane_count)
        start = call.eta
        end = start + timedelta(hours=crane_hours) + BERTH_BUFFER
        return start, end

    def _conflicts(self, berth: Berth, start: datetime, end: datetime) -> bool:
        for existing in self.assignments:
# ... existing code ...
