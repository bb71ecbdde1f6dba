from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from datetime import date, timedelta

log = logging.getLogger(__name__)

PHONE_RE = re.compile(r"^\+?[0-9][0-9 ()-]{6,18}[0-9]$")

# ... existing code ...

def validate_entry(entry: Entry, race_day: date) -> bool:
    # ... existing code ...
    if not entry.emergency_contact.strip():
        entry.errors.append("emergency contact is required")
    if not PHONE_RE.match(entry.emergency_phone.strip()):
        entry.errors.append("emergency phone number looks invalid")
    if entry.errors:
        log.info("entry for %s rejected: %s", entry.email, "; ".join(entry.errors))
    return not entry.errors

# ... existing code ...
