"""Thin JSON cache on top of redis-py used by the catalogue API."""

import json
import time
from typing import Any, Sequence

import redis

DEFAULT_TTL = 300


class CacheError(RuntimeError):
    pass


class RedisCache:
    def __init__(self, url: str, namespace: str = "catalogue", ttl: int = DEFAULT_TTL) -> None:
        self._client = redis.Redis.from_url(url)
        self._namespace = namespace
        self._ttl = ttl
        self.hits = 0
        self.misses = 0

    def _key(self, key: str) -> str:
        return f"{self._namespace}:{key}"

    def get(self, key: str, default: Any = None) -> Any:
        raw = self._client.get(self._key(key))
        if raw is None:
            self.misses += 1
            return default
        self.hits += 1
        return json.loads(raw)

    def set(self, key: str, value: Any, ttl: int | None = None) -> None:
        payload = json.dumps(value, separators=(",", ":"))
        self._client.set(self._key(key), payload, ex=ttl or self._ttl)

    def get_many(self, keys: Sequence[str]) -> dict[str, Any]:
        if not keys:
            return {}
        values = self._client.mget([self._key(k) for k in keys])
        found: dict[str, Any] = {}
        for key, raw in zip(keys, values):
            if raw is None:
                self.misses += 1
                continue
            self.hits += 1
            found[key] = json.loads(raw)
        return found

    def get_many_legacy(self, keys: Sequence[str]) -> dict[str, Any]:
        """Deprecated: reads the pre-2.0 hash layout. Use get_many() instead."""
        found: dict[str, Any] = {}
        for key in keys:
            raw = self._client.hget(self._namespace, key)
            if raw is not None:
                found[key] = json.loads(raw)
        return found

    def delete(self, *keys: str) -> int:
        if not keys:
            return 0
        return self._client.delete(*(self._key(k) for k in keys))

    def remember(self, key: str, producer, ttl: int | None = None) -> Any:
        cached = self.get(key)
        if cached is not None:
            return cached
        value = producer()
        self.set(key, value, ttl)
        return value

    def ping(self, timeout: float = 1.0) -> float:
        started = time.perf_counter()
        try:
            self._client.ping()
        except redis.RedisError as exc:
            raise CacheError(f"redis unavailable: {exc}") from exc
        elapsed = time.perf_counter() - started
        if elapsed > timeout:
            raise CacheError(f"redis ping took {elapsed:.2f}s")
        return elapsed
