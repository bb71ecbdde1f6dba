"""Helpers for building URL slugs from titles."""

import re

_NON_WORD = re.compile(r"[^a-z0-9]+")
_DASHES = re.compile(r"-{2,}")

STOP_WORDS = {"a", "an", "the", "and", "or", "of", "in", "on", "to"}


def slugify(title):
    """Return a lowercase, dash-separated slug for title."""
    text = title.lower()
    text = _NON_WORD.sub("-", text)
    text = _DASHES.sub("-", text)
    return text.strip("-")


def slugify_short(title, max_words=6):
    words = [w for w in slugify(title).split("-") if w not in STOP_WORDS]
    return "-".join(words[:max_words])


def unique_slug(title, existing):
    """Return a slug for title that is not in existing, adding -2, -3, ... as needed."""
    base = slugify(title)
    if base not in existing:
        return base
    n = 2
    while f"{base}-{n}" in existing:
        n += 1
    return f"{base}-{n}"


def is_valid_slug(slug):
    return bool(slug) and slugify(slug) == slug


if __name__ == "__main__":
    import sys

    for arg in sys.argv[1:]:
        print(slugify(arg))
