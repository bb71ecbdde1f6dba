    def get_or_set(self, key: str, loader: Callable[[], Any], ttl: int | None = None) -> Any:
        # ... existing code ...
        if elapsed > 1.0:
            log.warning("slow cache loader for %s: %.2fs", key, elapsed)
        if value is None:
            # don't cache misses from the loader
            return None
        self.set(key, value, ttl=ttl)
        return value
