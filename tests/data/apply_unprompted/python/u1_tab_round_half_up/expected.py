"""Taproom tabs: open a tab per table, add pours, close out with a tip."""

from dataclasses import dataclass, field
from datetime import datetime
from decimal import ROUND_HALF_UP, Decimal

from taproom.menu import MENU, PourSize
from taproom.pos import print_receipt

CENT = Decimal("0.01")
HAPPY_HOUR_DISCOUNT = Decimal("0.20")


@dataclass
class TabLine:
    beer: str
    size: PourSize
    price: Decimal


@dataclass
class Tab:
    table: str
    opened_at: datetime
    happy_hour: bool = False
    lines: list[TabLine] = field(default_factory=list)
    closed: bool = False

    def add_pour(self, beer: str, size: PourSize) -> TabLine:
        if self.closed:
            raise ValueError(f"tab for table {self.table} is already closed")
        price = MENU[beer].price_for(size)
        line = TabLine(beer=beer, size=size, price=price)
        self.lines.append(line)
        return line

    def void_pour(self, index: int) -> TabLine:
        if self.closed:
            raise ValueError(f"tab for table {self.table} is already closed")
        return self.lines.pop(index)

    def subtotal(self) -> Decimal:
        return sum((line.price for line in self.lines), Decimal("0"))

    def discount(self) -> Decimal:
        if not self.happy_hour:
            return Decimal("0")
        return (self.subtotal() * HAPPY_HOUR_DISCOUNT).quantize(CENT, rounding=ROUND_HALF_UP)

    def total(self, tip: Decimal = Decimal("0")) -> Decimal:
        return (self.subtotal() - self.discount() + tip).quantize(CENT, rounding=ROUND_HALF_UP)

    def close(self, tip: Decimal = Decimal("0")) -> Decimal:
        if self.closed:
            raise ValueError(f"tab for table {self.table} is already closed")
        amount = self.total(tip)
        self.closed = True
        print_receipt(self.table, self.lines, amount)
        return amount


def open_tab(table: str, now: datetime | None = None) -> Tab:
    """Open a tab; anything opened between 3 and 6 pm gets happy hour pricing."""
    now = now or datetime.now()
    happy_hour = 15 <= now.hour < 18
    return Tab(table=table, opened_at=now, happy_hour=happy_hour)
