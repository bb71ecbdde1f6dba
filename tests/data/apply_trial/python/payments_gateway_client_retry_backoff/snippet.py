from __future__ import annotations

import logging
import random
import time
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

import requests

from billing.config import settings
from billing.errors import GatewayError

log = logging.getLogger(__name__)

API_VERSION = "2023-10-01"
RETRYABLE_STATUS = {429, 502, 503, 504}
MAX_ATTEMPTS = 4

# ... existing code ...

    def _post(self, path: str, payload: dict[str, Any], idempotency_key: str | None = None) -> dict[str, Any]:
        headers = {"Idempotency-Key": idempotency_key} if idempotency_key else {}
        for attempt in range(1, MAX_ATTEMPTS + 1):
            try:
                response = self.session.post(
                    f"{self.base_url}{path}", json=payload, headers=headers, timeout=self.timeout
                )
            except (requests.ConnectionError, requests.Timeout) as exc:
                if attempt == MAX_ATTEMPTS:
                    raise GatewayError(0, str(exc)) from exc
                log.warning("paystream POST %s failed (%s), retrying", path, exc)
            else:
                if response.status_code not in RETRYABLE_STATUS or attempt == MAX_ATTEMPTS:
                    break
                log.warning("paystream POST %s returned %s, retrying", path, response.status_code)
            time.sleep(min(8.0, 0.5 * 2 ** (attempt - 1)) + random.uniform(0, 0.25))
        if response.status_code >= 400:
            raise GatewayError(response.status_code, response.text)
        return response.json()

    # ... existing code ...
