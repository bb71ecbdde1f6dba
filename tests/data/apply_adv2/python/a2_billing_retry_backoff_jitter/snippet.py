# ... module docstring and existing imports unchanged ...
import random
import time
# ... dataclass / typing imports as before ...

BASE_DELAY = 0.5
MAX_DELAY = 30.0
MAX_ATTEMPTS = 6
JITTER_RATIO = 0.2

# ... RETRYABLE_STATUS and RetryDecision unchanged ...


def compute_backoff(attempt: int, base: float = BASE_DELAY) -> float:
    """Exponential backoff capped at MAX_DELAY, with +/- JITTER_RATIO jitter."""
    delay = min(base * (2 ** attempt), MAX_DELAY)
    spread = delay * JITTER_RATIO
    return max(0.0, delay + random.uniform(-spread, spread))


# ... classify_error, should_retry and call_with_retry stay as they are ...
