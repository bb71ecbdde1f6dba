from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from datetime import date

# ... existing code ...

VALID_GROUPS = {"O-", "O+", "A-", "A+", "B-", "B+", "AB-", "AB+"}
DONOR_NUMBER_RE = re.compile(r"^G\d{6}$")

# ... existing code ...

def validate_form(form: DonorForm, today: date | None = None) -> None:
    today = today or date.today()
    if not form.donor_number:
        raise DonorValidationError("donor number is required")
    if not DONOR_NUMBER_RE.match(form.donor_number):
        raise DonorValidationError(f"donor number {form.donor_number!r} must look like G123456")
    if not form.first_name.strip() or not form.last_name.strip():
        raise DonorValidationError("donor name is required")
    # ... existing code ...
