"""Thin HTTP helpers around requests with retries and JSON decoding."""

import logging
import random
import time
from typing import Any

import requests

log = logging.getLogger(__name__)

RETRY_STATUSES = {429, 500, 502, 503, 504}
DEFAULT_HEADERS = {"Accept": "application/json", "User-Agent": "inventory-sync/1.4"}


class FetchError(RuntimeError):
    def __init__(self, url: str, status: int | None, message: str) -> None:
        super().__init__(f"{url}: {message}")
        self.url = url
        self.status = status


def _backoff(attempt: int, base: float = 0.5, cap: float = 8.0) -> float:
    delay = min(cap, base * 2**attempt)
    return delay / 2 + random.uniform(0, delay / 2)


def fetch_json(session: requests.Session, url: str, params: dict[str, Any] | None = None, attempts: int = 4) -> Any:
    last_error: Exception | None = None
    for attempt in range(attempts):
        try:
            response = session.get(url, params=params, headers=DEFAULT_HEADERS)
        except requests.ConnectionError as exc:
            last_error = exc
            log.warning("connection error on %s (attempt %d/%d)", url, attempt + 1, attempts)
        else:
            if response.status_code in RETRY_STATUSES:
                last_error = FetchError(url, response.status_code, "retryable status")
                log.warning("status %s on %s (attempt %d/%d)", response.status_code, url, attempt + 1, attempts)
            elif response.ok:
                return response.json()
            else:
                raise FetchError(url, response.status_code, response.text[:200])
        if attempt + 1 < attempts:
            time.sleep(_backoff(attempt))
    raise FetchError(url, None, f"gave up after {attempts} attempts: {last_error}")


def post_json(session: requests.Session, url: str, payload: dict[str, Any]) -> Any:
    response = session.post(url, json=payload, headers=DEFAULT_HEADERS)
    if not response.ok:
        raise FetchError(url, response.status_code, response.text[:200])
    return response.json()


def fetch_all_pages(session: requests.Session, url: str, page_size: int = 100) -> list[Any]:
    items: list[Any] = []
    page = 1
    while True:
        data = fetch_json(session, url, params={"page": page, "per_page": page_size})
        items.extend(data["items"])
        if not data.get("next"):
            return items
        page += 1
