#!/usr/bin/env python
"""Fare calculator for West Isles vehicle and foot-passenger bookings.

Usage: fares.py ROUTE VEHICLE_CLASS [--passengers N] [--return]
"""

import argparse
import sys
from decimal import ROUND_HALF_UP, Decimal

ROUTE_BASE_FARES = {
    "OBN-CRN": Decimal("4.10"),
    "OBN-CSL": Decimal("8.75"),
    "ARD-BRD": Decimal("3.40"),
    "ULL-STN": Decimal("9.90"),
}

VEHICLE_MULTIPLIERS = {
    "car": Decimal("4.0"),
    "van": Decimal("6.5"),
    "motorhome": Decimal("8.0"),
    "motorcycle": Decimal("2.0"),
    "bicycle": Decimal("0"),
    "none": Decimal("0"),
}

RETURN_DISCOUNT = Decimal("0.85")


def quote(route, vehicle_class, passengers=1, is_return=False):
    try:
        base = ROUTE_BASE_FARES[route]
    except KeyError:
        raise ValueError(f"unknown route {route!r}") from None
    try:
        multiplier = VEHICLE_MULTIPLIERS[vehicle_class]
    except KeyError:
        raise ValueError(f"unknown vehicle class {vehicle_class!r}") from None
    total = base * passengers + base * multiplier
    if is_return:
        total = total * 2 * RETURN_DISCOUNT
    return total.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def main(argv=None):
    parser = argparse.ArgumentParser(description="Quote a West Isles fare")
    parser.add_argument("route", choices=sorted(ROUTE_BASE_FARES))
    parser.add_argument("vehicle_class", choices=sorted(VEHICLE_MULTIPLIERS))
    parser.add_argument("--passengers", type=int, default=1)
    parser.add_argument("--return", dest="is_return", action="store_true")
    args = parser.parse_args(argv)
    if args.passengers < 1:
        parser.error("--passengers must be at least 1")
    fare = quote(args.route, args.vehicle_class, args.passengers, args.is_return)
    print(f"{args.route} {args.vehicle_class} x{args.passengers}: £{fare}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
