"""Fee schedule for residential permits (FY2025, council resolution 24-071)."""

from decimal import Decimal
from enum import Enum


class PermitType(str, Enum):
    BUILDING = "building"
    ELECTRICAL = "electrical"
    PLUMBING = "plumbing"
    MECHANICAL = "mechanical"
    DEMOLITION = "demolition"
    SOLAR = "solar"


BASE_FEES: dict[PermitType, Decimal] = {
    PermitType.BUILDING: Decimal("350.00"),
    PermitType.ELECTRICAL: Decimal("135.00"),
    PermitType.PLUMBING: Decimal("120.00"),
    PermitType.MECHANICAL: Decimal("120.00"),
    PermitType.DEMOLITION: Decimal("480.00"),
    PermitType.SOLAR: Decimal("0.00"),
}

REINSPECTION_FEE = Decimal("95.00")
EXPEDITED_MULTIPLIER = Decimal("1.5")
SENIOR_DISCOUNT = Decimal("0.25")


def base_fee(permit_type: PermitType, *, expedited: bool = False, senior: bool = False) -> Decimal:
    fee = BASE_FEES[permit_type]
    if expedited:
        fee *= EXPEDITED_MULTIPLIER
    if senior:
        fee -= fee * SENIOR_DISCOUNT
    return fee.quantize(Decimal("0.01"))


def reinspection_fee(count: int) -> Decimal:
    if count <= 1:
        return Decimal("0.00")
    return (REINSPECTION_FEE * (count - 1)).quantize(Decimal("0.01"))
