# ... existing code ...

def net_moves_per_hour(call: VesselCall, moves: Sequence[CraneMove], delays: Sequence[Delay]) -> float:
    # ... existing code ...
    hours -= sum(_hours(d.end - d.start) for d in delays if d.operational)
    # Overlapping delay entries can push net hours to zero or below; report 0.0 rather than a bogus rate.
    return round(box_count(moves) / hours, 1) if hours > 0 else 0.0


# ... existing code ...
