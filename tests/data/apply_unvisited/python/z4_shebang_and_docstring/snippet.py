#!/usr/bin/env python3
"""Generate daily housekeeping tasks from tonight's departures and stayovers.

Invoked from cron at 05:30 property-local time; see ops/cron/housekeeping.
"""
from __future__ import annotations

# ... existing code ...
