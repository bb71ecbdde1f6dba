# ... existing code ...

def load(path: str, sep: str = "=") -> Store:
    store = Store()
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            key, _, value = line.rstrip("\n").partition(sep)
            store.put(key, value)
    return store

# ... rest of the code ...
