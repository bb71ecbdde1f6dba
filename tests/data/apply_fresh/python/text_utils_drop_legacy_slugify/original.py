"""String helpers shared by the CMS importers."""

import re
import unicodedata
import warnings

__all__ = ["normalize_whitespace", "slugify", "legacy_slugify", "truncate", "strip_accents"]

_WS_RE = re.compile(r"\s+")
_SLUG_STRIP_RE = re.compile(r"[^\w\s-]")
_SLUG_DASH_RE = re.compile(r"[-\s]+")


def normalize_whitespace(text: str) -> str:
    """Collapse runs of whitespace into single spaces and trim the ends."""
    return _WS_RE.sub(" ", text).strip()


def slugify(text: str, max_length: int = 80) -> str:
    """Lower-case ASCII slug: 'Hello, World!' -> 'hello-world'."""
    text = strip_accents(text).lower()
    text = _SLUG_STRIP_RE.sub("", text)
    slug = _SLUG_DASH_RE.sub("-", text).strip("-")
    return slug[:max_length].rstrip("-")


def legacy_slugify(text: str) -> str:
    """Old slug format kept for URLs created before 2.0 (underscores, no length cap)."""
    warnings.warn("legacy_slugify is deprecated; use slugify", DeprecationWarning, stacklevel=2)
    text = strip_accents(text).lower()
    text = _SLUG_STRIP_RE.sub("", text)
    return _SLUG_DASH_RE.sub("_", text).strip("_")


def truncate(text: str, limit: int, suffix: str = "…") -> str:
    """Cut text to at most `limit` characters, ending on a word boundary when possible."""
    if len(text) <= limit:
        return text
    cut = text[: limit - len(suffix)]
    if " " in cut:
        cut = cut.rsplit(" ", 1)[0]
    return cut + suffix


def strip_accents(text: str) -> str:
    """Remove combining marks: 'café' -> 'cafe'."""
    normalized = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in normalized if not unicodedata.combining(ch))
