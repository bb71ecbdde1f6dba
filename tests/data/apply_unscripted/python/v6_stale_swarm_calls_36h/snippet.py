import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

# ... existing code ...


def mark_stale_calls(calls: list[SwarmCall], now: datetime) -> list[SwarmCall]:
    """Close open calls that were reported more than 36 hours ago."""
    stale = []
    for call in calls:
        if call.status == "open" and now - call.reported_at >= timedelta(hours=36):
            call.status = "stale"
            stale.append(call)
    return stale


# ... existing code ...
