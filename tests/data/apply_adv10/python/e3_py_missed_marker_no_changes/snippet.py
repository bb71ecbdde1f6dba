from dataclasses import dataclass
from decimal import Decimal

TAX_RATE = Decimal("0.0825")
FREE_SHIPPING_OVER = Decimal("75.00")
SHIPPING_FLAT = Decimal("5.99")

# no changes needed here

def grand_total(items: list[LineItem]) -> Decimal:
    return subtotal(items) + shipping(items) + tax(items)
