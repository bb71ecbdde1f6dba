"""Small text helpers shared by the blog and the shop front end."""

import re
import unicodedata

_WHITESPACE = re.compile(r"\s+")
_NON_WORD = re.compile(r"[^\w\s-]")
_DASHES = re.compile(r"[-\s]+")
_TAGS = re.compile(r"<[^>]+>")

MAX_SLUG_LENGTH = 80


def strip_accents(text: str) -> str:
    normalized = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in normalized if not unicodedata.combining(ch))


def collapse_whitespace(text: str) -> str:
    return _WHITESPACE.sub(" ", text).strip()


def strip_tags(text: str) -> str:
    text = _TAGS.sub(" ", text)
    return collapse_whitespace(text)


def slugify(text: str, allow_unicode: bool = False) -> str:
    if not allow_unicode:
        text = strip_accents(text).encode("ascii", "ignore").decode("ascii")
    text = _NON_WORD.sub("", text.lower())
    return _DASHES.sub("-", text).strip("-_")[:MAX_SLUG_LENGTH].rstrip("-")


def tag_slug(text: str) -> str:
    text = strip_accents(text).lower()
    text = _NON_WORD.sub("", text)
    return _DASHES.sub("-", text).strip("-_")


def truncate(text: str, length: int, suffix: str = "…") -> str:
    if len(text) <= length:
        return text
    cut = text[: length - len(suffix)].rsplit(" ", 1)[0]
    return cut.rstrip(".,;:") + suffix


def excerpt(html: str, length: int = 160) -> str:
    return truncate(strip_tags(html), length)
