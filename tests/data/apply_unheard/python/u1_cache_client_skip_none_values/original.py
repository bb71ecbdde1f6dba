import json
import logging
import time
from typing import Any, Callable

import redis

log = logging.getLogger(__name__)

DEFAULT_TTL = 300


class CacheClient:
    def __init__(self, url: str, prefix: str = "app", default_ttl: int = DEFAULT_TTL) -> None:
        self._redis = redis.Redis.from_url(url)
        self._prefix = prefix
        self._default_ttl = default_ttl
        self.hits = 0
        self.misses = 0

    def _key(self, key: str) -> str:
        return f"{self._prefix}:{key}"

    def get(self, key: str) -> Any | None:
        raw = self._redis.get(self._key(key))
        if raw is None:
            self.misses += 1
            return None
        self.hits += 1
        return json.loads(raw)

    def set(self, key: str, value: Any, ttl: int | None = None) -> None:
        payload = json.dumps(value, separators=(",", ":"))
        self._redis.set(self._key(key), payload, ex=ttl or self._default_ttl)

    def delete(self, *keys: str) -> int:
        if not keys:
            return 0
        return self._redis.delete(*(self._key(k) for k in keys))

    def get_or_set(self, key: str, loader: Callable[[], Any], ttl: int | None = None) -> Any:
        cached = self.get(key)
        if cached is not None:
            return cached
        started = time.monotonic()
        value = loader()
        elapsed = time.monotonic() - started
        if elapsed > 1.0:
            log.warning("slow cache loader for %s: %.2fs", key, elapsed)
        self.set(key, value, ttl=ttl)
        return value

    def invalidate_prefix(self, prefix: str) -> int:
        removed = 0
        for full_key in self._redis.scan_iter(match=f"{self._prefix}:{prefix}*"):
            removed += self._redis.delete(full_key)
        return removed

    def stats(self) -> dict[str, float]:
        total = self.hits + self.misses
        return {
            "hits": self.hits,
            "misses": self.misses,
            "hit_ratio": self.hits / total if total else 0.0,
        }
