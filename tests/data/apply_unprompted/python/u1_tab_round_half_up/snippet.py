from dataclasses import dataclass, field
from datetime import datetime
from decimal import ROUND_HALF_UP, Decimal

# ... existing code ...

    def discount(self) -> Decimal:
        if not self.happy_hour:
            return Decimal("0")
        return (self.subtotal() * HAPPY_HOUR_DISCOUNT).quantize(CENT, rounding=ROUND_HALF_UP)

    def total(self, tip: Decimal = Decimal("0")) -> Decimal:
        return (self.subtotal() - self.discount() + tip).quantize(CENT, rounding=ROUND_HALF_UP)

# ... existing code ...
