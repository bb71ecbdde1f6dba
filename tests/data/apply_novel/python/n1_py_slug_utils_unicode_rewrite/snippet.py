"""Helpers for building URL slugs from titles."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection

_NON_WORD = re.compile(r"[^a-z0-9]+")
_DASHES = re.compile(r"-{2,}")

STOP_WORDS = frozenset({"a", "an", "the", "and", "or", "of", "in", "on", "to"})


def _ascii_fold(text: str) -> str:
    """Strip accents, e.g. "Crème brûlée" -> "Creme brulee"."""
    normalized = unicodedata.normalize("NFKD", text)
    return normalized.encode("ascii", "ignore").decode("ascii")


def slugify(title: str, max_length: int = 80) -> str:
    """Return a lowercase, dash-separated ASCII slug for title, at most max_length characters."""
    text = _ascii_fold(title).lower()
    text = _NON_WORD.sub("-", text)
    text = _DASHES.sub("-", text).strip("-")
    if len(text) > max_length:
        text = text[:max_length].rsplit("-", 1)[0]
    return text


def slugify_short(title: str, max_words: int = 6) -> str:
    words = [w for w in slugify(title).split("-") if w not in STOP_WORDS]
    return "-".join(words[:max_words])


def unique_slug(title: str, existing: Collection[str]) -> str:
    """Return a slug for title that is not in existing, adding -2, -3, ... as needed."""
    base = slugify(title)
    if base not in existing:
        return base
    n = 2
    while f"{base}-{n}" in existing:
        n += 1
    return f"{base}-{n}"


def is_valid_slug(slug: str) -> bool:
    return bool(slug) and slugify(slug) == slug


if __name__ == "__main__":
    import sys

    for arg in sys.argv[1:]:
        print(slugify(arg))
