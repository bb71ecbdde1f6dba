import logging
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from typing import Iterable

# ... existing code ...

def compute_tax(amount: Decimal, region: TaxRegion) -> Decimal:
    rate = region.rate_for(amount)
    logger.debug("tax rate %s for region %s", rate, region.code)
    return (amount * rate).quantize(CENT, rounding=ROUND_HALF_UP)

# ... existing code ...
