"""Flight search: queries supplier adapters and ranks the combined offers."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Iterable, Sequence

from booking.currency import convert
from booking.suppliers import SupplierAdapter, SupplierError

DEFAULT_CURRENCY = "EUR"
SUPPLIER_TIMEOUT_S = 8.0


@dataclass(frozen=True)
class SearchQuery:
    origin: str
    destination: str
    depart_on: date
    return_on: date | None = None
    adults: int = 1
    cabin: str = "economy"


@dataclass
class Offer:
    supplier: str
    flight_numbers: tuple[str, ...]
    departs_at: datetime
    arrives_at: datetime
    stops: int
    price: float
    currency: str
    tags: list[str] = field(default_factory=list)

    @property
    def duration_minutes(self) -> int:
        return int((self.arrives_at - self.departs_at).total_seconds() // 60)


async def _query_one(adapter: SupplierAdapter, query: SearchQuery) -> list[Offer]:
    try:
        return await asyncio.wait_for(adapter.search(query), timeout=SUPPLIER_TIMEOUT_S)
    except (SupplierError, asyncio.TimeoutError):
        return []


def _normalise(offers: Iterable[Offer], currency: str) -> list[Offer]:
    result = []
    for offer in offers:
        if offer.currency != currency:
            offer.price = convert(offer.price, offer.currency, currency)
            offer.currency = currency
        result.append(offer)
    return result


def _score(offer: Offer) -> float:
    # Lower is better: price dominates, stops and duration break ties.
    return offer.price + offer.stops * 25 + offer.duration_minutes * 0.1


async def search(
    query: SearchQuery,
    adapters: Sequence[SupplierAdapter],
    currency: str = DEFAULT_CURRENCY,
) -> list[Offer]:
    batches = await asyncio.gather(*(_query_one(a, query) for a in adapters))
    offers = _normalise((o for batch in batches for o in batch), currency)
    offers.sort(key=_score)
    if offers:
        offers[0].tags.append("best")
    return offers
