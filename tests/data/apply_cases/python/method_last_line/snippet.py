    def purge(self) -> int:
        now = time.monotonic()
        dead = [key for key, entry in self._data.items() if entry.expired(now)]
        for key in dead:
            del self._data[key]
        return dead

# ... existing code ...
