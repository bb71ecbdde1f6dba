"""Push local change records to the sync service."""

from __future__ import annotations

import logging
import random
import time
from typing import Iterator

import httpx

log = logging.getLogger(__name__)

SOURCE_NAME = "inventory-agent"
MAX_BATCH = 500
BASE_DELAY = 0.5
MAX_DELAY = 20.0


class UploadError(RuntimeError):
    """Raised when a batch cannot be delivered after all retries."""


def backoff_delay(attempt: int) -> float:
    delay = min(MAX_DELAY, BASE_DELAY * (2 ** (attempt - 1)))
    return delay * (0.5 + random.random() / 2)


def chunked(records: list[dict], size: int = MAX_BATCH) -> Iterator[list[dict]]:
    for start in range(0, len(records), size):
        yield records[start : start + size]


def fetch_page(client: httpx.Client, cursor: str | None, *, max_attempts: int = 3) -> dict:
    params = {"source": SOURCE_NAME}
    if cursor:
        params["cursor"] = cursor

    last_error: Exception | None = None
    for attempt in range(1, max_attempts + 1):
        try:
            response = client.get("/v2/changes", params=params, timeout=30)
            response.raise_for_status()
            return response.json()
        except httpx.TransportError as exc:
            last_error = exc
            log.warning("fetch attempt %d failed: %s", attempt, exc)
            time.sleep(backoff_delay(attempt))
    raise UploadError(f"could not fetch page after {max_attempts} attempts") from last_error


def upload_batch(client: httpx.Client, records: list[dict], *, max_attempts: int = 3) -> dict:
    if not records:
        raise ValueError("empty batch")
    if len(records) > MAX_BATCH:
        raise ValueError(f"batch too large: {len(records)} > {MAX_BATCH}")

    payload = {"records": records, "source": SOURCE_NAME}
    last_error: Exception | None = None
    for attempt in range(1, max_attempts + 1):
        try:
            response = client.post("/v2/batch", json=payload, timeout=30)
            response.raise_for_status()
            return response.json()
        except httpx.HTTPStatusError as exc:
            if exc.response.status_code != 429:
                raise
            last_error = exc
            retry_after = float(exc.response.headers.get("Retry-After", backoff_delay(attempt)))
            log.warning("rate limited on attempt %d, sleeping %.1fs", attempt, retry_after)
            time.sleep(retry_after)
        except httpx.TransportError as exc:
            last_error = exc
            log.warning("upload attempt %d failed: %s", attempt, exc)
            time.sleep(backoff_delay(attempt))
    raise UploadError(f"gave up after {max_attempts} attempts") from last_error


def push_all(client: httpx.Client, records: list[dict]) -> int:
    accepted = 0
    for batch in chunked(records):
        result = upload_batch(client, batch)
        accepted += int(result.get("accepted", 0))
        rejected = result.get("rejected", [])
        if rejected:
            log.error("%d records rejected: %s", len(rejected), rejected[:5])
    log.info("pushed %d/%d records", accepted, len(records))
    return accepted
