"""Small helpers for reading the feature-flag file."""

import json
from pathlib import Path

FLAGS_PATH = Path("config/flags.json")


def load_flags(path: Path = FLAGS_PATH) -> dict[str, bool]:
    """Read the flag file and coerce every value to bool."""
    with path.open() as fh:
        data = json.load(fh)
    return {name: bool(value) for name, value in data.items()}


def is_enabled(name: str, flags: dict[str, bool] | None = None) -> bool:
    flags = load_flags() if flags is None else flags
    return flags.get(name, False)


if __name__ == "__main__":
    for name, value in sorted(load_flags().items()):
        print(f"{name}: {'on' if value else 'off'}")
