__all__ = ["slugify", "unique_slug", "truncate_words"]

# ... existing code ...

# (removed legacy_slugify: the old importer was its only caller and it is gone)

# ... rest of the module unchanged ...
