class Store:
    # ... existing code ...

    def delete(self, key: str) -> bool:
        return self._data.pop(key, None) is not None


def load(path: str) -> Store:
    # ... existing code ...
