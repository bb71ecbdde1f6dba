"""Rent ledger reconciliation."""

import argparse
import csv
from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from pathlib import Path


@dataclass(frozen=True)
class LedgerLine:
    lease_id: str
    posted_on: date
    amount: Decimal
    reference: str


def read_ledger(path: Path, month: str | None = None) -> list[LedgerLine]:
    lines: list[LedgerLine] = []
    with path.open(newline="") as fh:
        for row in csv.DictReader(fh):
            posted = date.fromisoformat(row["posted_on"])
            if month and posted.strftime("%Y-%m") != month:
                continue
            lines.append(
                LedgerLine(
                    lease_id=row["lease_id"],
                    posted_on=posted,
                    amount=Decimal(row["amount"]),
                    reference=row["reference"].strip(),
                )
            )
    return lines


def read_deposits(path: Path) -> dict[str, Decimal]:
    deposits: dict[str, Decimal] = defaultdict(Decimal)
    with path.open(newline="") as fh:
        for row in csv.DictReader(fh):
            deposits[row["reference"].strip()] += Decimal(row["amount"])
    return deposits


def reconcile(ledger: list[LedgerLine], deposits: dict[str, Decimal]) -> list[str]:
    problems: list[str] = []
    for line in ledger:
        deposited = deposits.get(line.reference)
        if deposited is None:
            problems.append(f"{line.lease_id}: payment {line.reference} not deposited")
        elif deposited != line.amount:
            problems.append(
                f"{line.lease_id}: {line.reference} ledger {line.amount} != bank {deposited}"
            )
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("ledger", type=Path)
    parser.add_argument("deposits", type=Path)
    parser.add_argument("--month", help="only reconcile postings in YYYY-MM")
    args = parser.parse_args(argv)

    problems = reconcile(read_ledger(args.ledger, args.month), read_deposits(args.deposits))
    for problem in problems:
        print(problem)
    print(f"{len(problems)} discrepancies")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
