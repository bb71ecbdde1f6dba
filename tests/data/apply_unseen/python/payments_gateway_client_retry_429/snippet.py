"""HTTP client for the PayGate payments API."""

from __future__ import annotations

import logging
import random
import time
from dataclasses import dataclass
from typing import Any

import requests

from .errors import PaymentDeclined, PaymentError, RateLimited

logger = logging.getLogger(__name__)

DEFAULT_TIMEOUT = 10.0
MAX_RETRIES = 3

# ... existing code ...

    def _request(self, method: str, path: str, **kwargs: Any) -> dict[str, Any]:
        url = f"{self.base_url}/{path.lstrip('/')}"
        kwargs.setdefault("timeout", DEFAULT_TIMEOUT)
        for attempt in range(MAX_RETRIES + 1):
            response = self.session.request(method, url, **kwargs)
            if response.status_code != 429:
                break
            if attempt == MAX_RETRIES:
                raise RateLimited(f"{method} {path} still rate limited after {MAX_RETRIES} retries")
            delay = float(response.headers.get("Retry-After", 2**attempt)) + random.random()
            logger.warning("PayGate rate limited, retrying in %.1fs", delay)
            time.sleep(delay)
        if response.status_code == 402:
            raise PaymentDeclined(response.json().get("decline_code", "unknown"))
        if response.status_code >= 400:
            logger.error("PayGate %s %s failed: %s", method, path, response.text)
            raise PaymentError(f"{method} {path} returned {response.status_code}")
        return response.json()

    # ... existing code ...
