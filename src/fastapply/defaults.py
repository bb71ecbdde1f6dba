"""Where the bundled default apply model and example live (inside the installed package)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

ASSETS = Path(__file__).resolve().parent / "assets"
DEFAULT_MODEL = ASSETS / "default-model"
EXAMPLE_DIR = ASSETS / "example"


@cache  # an install does not change while a process runs
def default_model() -> str | None:
    """Path of the bundled apply model, or None when this install has none."""
    return str(DEFAULT_MODEL) if (DEFAULT_MODEL / "config.json").is_file() else None
