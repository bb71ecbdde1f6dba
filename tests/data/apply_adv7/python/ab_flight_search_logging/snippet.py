import asyncio
import logging
from dataclasses import dataclass, field
# ... existing code ...

DEFAULT_CURRENCY = "EUR"
SUPPLIER_TIMEOUT_S = 8.0

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class SearchQuery:
# ... existing code ...


async def _query_one(adapter: SupplierAdapter, query: SearchQuery) -> list[Offer]:
    try:
        return await asyncio.wait_for(adapter.search(query), timeout=SUPPLIER_TIMEOUT_S)
    except (SupplierError, asyncio.TimeoutError) as exc:
        logger.warning(
            "supplier %s failed for %s-%s: %r", adapter.name, query.origin, query.destination, exc
        )
        return []

# ... existing code ...
