#!/usr/bin/env python3
# Copyright (c) 2025 West Isles Ferries Ltd. Internal use only.
"""Fare calculator for West Isles vehicle and foot-passenger bookings.

Usage: fares.py ROUTE VEHICLE_CLASS [--passengers N] [--return]
"""

# ... existing code ...
