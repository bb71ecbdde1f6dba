# ... existing code ...
CHARGE_RATE_PER_MIN = 1.6  # percent of capacity per minute on a fast dock
DOCK_TRAVEL_TIME = timedelta(minutes=3)

# ... existing code ...


def next_charge_window(
    robot: Robot, now: datetime, travel: timedelta = timedelta(0)
) -> tuple[datetime, datetime]:
    earliest = now + travel
    start = robot.busy_until if robot.busy_until and robot.busy_until > earliest else earliest
    end = start + timedelta(minutes=minutes_to_target(robot.soc))
    return start, end


# ... existing code ...
    for robot in needy:
        start, end = next_charge_window(robot, now, travel=DOCK_TRAVEL_TIME)
        dock = pick_dock(docks, robot, start, end)
        # ... existing code ...
