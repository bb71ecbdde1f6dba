"""Feature flags read from a JSON file."""

import json
from pathlib import Path

FLAGS_PATH = Path("config/flags.json")


def load_flags(path: Path = FLAGS_PATH) -> dict[str, bool]:
    """Read the flag file at ``path`` and coerce every value to bool.

    Raises FileNotFoundError when the file is missing.
    """
    with path.open() as fh:
        data = json.load(fh)
    return {name: bool(value) for name, value in data.items()}


def is_enabled(name: str, flags: dict[str, bool] | None = None) -> bool:
    """Whether the flag is on."""
    flags = load_flags() if flags is None else flags
    return flags.get(name, False)
