    # ... existing code ...

    def keys(self) -> Iterator[str]:
        now = time.monotonic()
        for key, entry in self._data.items():
            if not entry.expired(now):
                yield key

    def purge(self) -> int:
        now = time.monotonic()
        dead = [key for key, entry in self._data.items() if entry.expired(now)]
        for key in dead:
            del self._data[key]
        return len(dead)

# ... existing code ...
