# ... existing code ...
def load_flags(path: Path = FLAGS_PATH) -> dict[str, bool]:
    """Read the flag file at ``path`` and coerce every value to bool.

    Raises FileNotFoundError when the file is missing.
    """
    # ... existing code ...
