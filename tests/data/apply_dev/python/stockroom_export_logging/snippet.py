"""CSV exports of stock levels for the finance and purchasing teams."""

import csv
import io
import logging
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterable

from stockroom.models import Item

log = logging.getLogger(__name__)

# ... existing code ...

def write_export(items: Iterable[Item], path: Path) -> int:
    """Write every item to ``path``; returns the number of rows written."""
    # ... existing code ...
    path.write_text(buffer.getvalue(), encoding="utf-8")
    log.info("exported %d items to %s", count, path)
    return count

# ... existing code ...
