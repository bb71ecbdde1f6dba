import logging
import time
from typing import Iterable, Sequence

from .db import connect
from .errors import TransientDatabaseError
from .schema import ORDER_COLUMNS, quote_ident

log = logging.getLogger(__name__)

BATCH_SIZE = 500
MAX_ATTEMPTS = 4

# ... existing code ...


def load_batch(conn, table: str, rows: Sequence[dict]) -> int:
    sql = build_upsert(table, ORDER_COLUMNS, key="order_id")
    for attempt in range(1, MAX_ATTEMPTS + 1):
        try:
            with conn.cursor() as cur:
                cur.executemany(sql, rows)
            conn.commit()
            return len(rows)
        except TransientDatabaseError:
            conn.rollback()
            if attempt == MAX_ATTEMPTS:
                raise
            log.warning("batch into %s failed (attempt %d), retrying", table, attempt)
            time.sleep(2 ** attempt)


# ... existing code ...
