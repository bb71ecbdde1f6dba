"""Split an array's monthly export credit between the members who hold shares in it."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from decimal import ROUND_DOWN, Decimal

log = logging.getLogger(__name__)

PENNY = Decimal("0.01")


@dataclass(frozen=True)
class Holding:
    member_no: str
    shares: int


@dataclass(frozen=True)
class Allocation:
    member_no: str
    kwh: Decimal
    credit: Decimal


def total_shares(holdings: list[Holding]) -> int:
    return sum(h.shares for h in holdings if h.shares > 0)


def kwh_for(holding: Holding, exported_kwh: Decimal, shares: int) -> Decimal:
    if shares == 0:
        return Decimal("0")
    return (exported_kwh * holding.shares / shares).quantize(Decimal("0.001"))


def allocate_credits(
    holdings: list[Holding],
    exported_kwh: Decimal,
    rate_per_kwh: Decimal,
    max_credit: Decimal | None = None,
) -> list[Allocation]:
    shares = total_shares(holdings)
    if shares == 0:
        log.warning("no shares held; nothing to allocate")
        return []

    allocations = []
    for holding in holdings:
        if holding.shares <= 0:
            continue
        kwh = kwh_for(holding, exported_kwh, shares)
        credit = (kwh * rate_per_kwh).quantize(PENNY, rounding=ROUND_DOWN)
        if max_credit is not None and credit > max_credit:
            log.info("capping credit for %s at %s", holding.member_no, max_credit)
            credit = max_credit
        allocations.append(Allocation(holding.member_no, kwh, credit))

    allocations.sort(key=lambda a: a.credit, reverse=True)
    return allocations


def allocation_total(allocations: list[Allocation]) -> Decimal:
    return sum((a.credit for a in allocations), Decimal("0"))


def format_statement_line(allocation: Allocation) -> str:
    return f"{allocation.member_no:<8} {allocation.kwh:>10} kWh  £{allocation.credit:>8}"


def format_statement(allocations: list[Allocation]) -> str:
    lines = [format_statement_line(a) for a in sorted(allocations, key=lambda a: a.member_no)]
    lines.append(f"{'TOTAL':<8} {'':>10}      £{allocation_total(allocations):>8}")
    return "\n".join(lines)
