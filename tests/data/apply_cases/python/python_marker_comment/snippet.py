@dataclass
class Store:
    default_ttl: float | None = None
    _data: dict[str, Entry] = field(default_factory=dict)
    misses: int = 0

    def get(self, key: str, default: Any = None) -> Any:
        entry = self._data.get(key)
        if entry is None or entry.expired(time.monotonic()):
            self.misses += 1
            return default
        return entry.value

    # ... existing code ...
