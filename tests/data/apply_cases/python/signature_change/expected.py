"""A small key-value store with expiry, backed by a dict."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Iterator


@dataclass
class Entry:
    value: Any
    expires_at: float | None = None

    def expired(self, now: float) -> bool:
        return self.expires_at is not None and now >= self.expires_at


@dataclass
class Store:
    default_ttl: float | None = None
    _data: dict[str, Entry] = field(default_factory=dict)

    def get(self, key: str, default: Any = None) -> Any:
        entry = self._data.get(key)
        if entry is None or entry.expired(time.monotonic()):
            return default
        return entry.value

    def put(self, key: str, value: Any, ttl: float | None = None) -> None:
        ttl = self.default_ttl if ttl is None else ttl
        expires_at = None if ttl is None else time.monotonic() + ttl
        self._data[key] = Entry(value, expires_at)

    def keys(self) -> Iterator[str]:
        now = time.monotonic()
        for key, entry in self._data.items():
            if not entry.expired(now):
                yield key

    def values(self) -> Iterator[Any]:
        now = time.monotonic()
        for entry in self._data.values():
            if not entry.expired(now):
                yield entry.value

    def purge(self) -> int:
        now = time.monotonic()
        dead = [key for key, entry in self._data.items() if entry.expired(now)]
        for key in dead:
            del self._data[key]
        return len(dead)


def load(path: str, sep: str = "=") -> Store:
    store = Store()
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            key, _, value = line.rstrip("\n").partition(sep)
            store.put(key, value)
    return store


def dump(store: Store, path: str) -> None:
    with open(path, "w", encoding="utf-8") as handle:
        for key in store.keys():
            handle.write(f"{key}={store.get(key)}\n")
