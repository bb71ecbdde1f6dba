"""Retry policy for outbound billing-provider calls.

The payment gateway rate-limits aggressively, so every call made by the
billing workers goes through :func:`call_with_retry`.
"""

from __future__ import annotations

import logging
import random
import time
from dataclasses import dataclass
from typing import Callable, TypeVar

from billing.errors import GatewayError, RateLimited, TransientNetworkError

log = logging.getLogger(__name__)

T = TypeVar("T")

BASE_DELAY = 0.5
MAX_DELAY = 30.0
MAX_ATTEMPTS = 6
JITTER_RATIO = 0.2

RETRYABLE_STATUS = frozenset({408, 425, 429, 500, 502, 503, 504})


@dataclass(frozen=True)
class RetryDecision:
    retry: bool
    delay: float
    reason: str


def compute_backoff(attempt: int, base: float = BASE_DELAY) -> float:
    """Exponential backoff capped at MAX_DELAY, with +/- JITTER_RATIO jitter."""
    delay = min(base * (2 ** attempt), MAX_DELAY)
    spread = delay * JITTER_RATIO
    return max(0.0, delay + random.uniform(-spread, spread))


def classify_error(exc: Exception) -> str:
    if isinstance(exc, RateLimited):
        return "rate_limited"
    if isinstance(exc, TransientNetworkError):
        return "network"
    if isinstance(exc, GatewayError) and exc.status in RETRYABLE_STATUS:
        return "gateway_retryable"
    return "fatal"


def should_retry(exc: Exception, attempt: int) -> RetryDecision:
    kind = classify_error(exc)
    if kind == "fatal":
        return RetryDecision(False, 0.0, kind)
    if attempt + 1 >= MAX_ATTEMPTS:
        return RetryDecision(False, 0.0, "exhausted")
    if kind == "rate_limited" and getattr(exc, "retry_after", None):
        return RetryDecision(True, float(exc.retry_after), kind)
    return RetryDecision(True, compute_backoff(attempt), kind)


def call_with_retry(fn: Callable[[], T], *, op: str) -> T:
    attempt = 0
    while True:
        try:
            return fn()
        except Exception as exc:  # noqa: BLE001 - classified below
            decision = should_retry(exc, attempt)
            if not decision.retry:
                log.error("billing op %s failed (%s) after %d attempts", op, decision.reason, attempt + 1)
                raise
            log.warning(
                "billing op %s failed (%s), retrying in %.2fs",
                op,
                decision.reason,
                decision.delay,
            )
            time.sleep(decision.delay)
            attempt += 1
