# ... module docstring, imports and logger unchanged ...

MAX_TIER = 5
QUIET_SHIFT_MOVE_BUDGET = 120
# Only rows 5 and 6 of each bay have reefer plugs.
REEFER_ROWS = frozenset({5, 6})

# ... Slot, Container, YardMove and MovePlan dataclasses unchanged ...

# ... stack helpers and plan_premarshalling() as before ...


def find_target_row(containers: list[Container], box: Container) -> Slot | None:
    for row in range(1, 7):
        if row == box.slot.row:
            continue
        if box.reefer and row not in REEFER_ROWS:
            continue
        tier = free_tier(containers, box.slot.block, box.slot.bay, row)
        # ... rest of the loop unchanged ...
    return None

# ... summarize() unchanged ...
