# ... existing code ...

def compute_slot_duration(
    target: Target, exposure_s: float, n_exposures: int = 1
) -> float:
    """Seconds needed to observe ``target`` in every requested filter.

    Each filter gets ``n_exposures`` back-to-back frames, each paying the
    readout overhead.
    """
    n_filters = len(target.filters)
    duration = SLEW_OVERHEAD_S
    duration += n_filters * n_exposures * (exposure_s + READOUT_OVERHEAD_S)
    duration += max(n_filters - 1, 0) * FILTER_CHANGE_S
    return min(duration, MAX_BLOCK_S)

# ... existing code ...

def pack_night(
    targets: list[Target],
    twilight_start: datetime,
    twilight_end: datetime,
    exposure_s: float = 120.0,
    n_exposures: int = 1,
) -> list[Block]:
    """Greedy packing of targets into the dark window."""
    blocks: list[Block] = []
    cursor = twilight_start
    for target in sort_by_priority(targets):
        duration = compute_slot_duration(target, exposure_s, n_exposures)
        # ... existing code ...
