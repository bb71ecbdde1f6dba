"""Helpers for turning titles into URL slugs."""

import re
import unicodedata
from typing import Callable, Iterable

__all__ = ["slugify", "unique_slug", "truncate_words"]

_NON_WORD = re.compile(r"[^\w\s-]", re.UNICODE)
_SEPARATORS = re.compile(r"[-\s]+")


def slugify(value: str, max_length: int = 80) -> str:
    """Return an ASCII, lowercase, hyphen-separated slug for ``value``."""
    normalized = unicodedata.normalize("NFKD", value)
    ascii_only = normalized.encode("ascii", "ignore").decode("ascii")
    cleaned = _NON_WORD.sub("", ascii_only).strip().lower()
    slug = _SEPARATORS.sub("-", cleaned)
    return slug[:max_length].rstrip("-")


def unique_slug(value: str, exists: Callable[[str], bool], max_length: int = 80) -> str:
    """Return a slug for ``value`` that ``exists`` reports as free."""
    base = slugify(value, max_length=max_length)
    if not exists(base):
        return base
    counter = 2
    while True:
        suffix = f"-{counter}"
        candidate = base[: max_length - len(suffix)].rstrip("-") + suffix
        if not exists(candidate):
            return candidate
        counter += 1


def truncate_words(words: Iterable[str], limit: int) -> str:
    """Join ``words`` with spaces, stopping before ``limit`` characters."""
    out: list[str] = []
    length = 0
    for word in words:
        extra = len(word) + (1 if out else 0)
        if length + extra > limit:
            break
        out.append(word)
        length += extra
    return " ".join(out)
