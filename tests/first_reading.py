"""A snippet's readings (every placement choice at the option ``choices`` names; the first reading: all at their
first option) and their certifier verdicts: for tests of a rule that refuses one reading while the merge writes
another, or refuses them all."""

from __future__ import annotations

from fastapply.apply.merge import merge
from fastapply.apply.merge.certify import certify
from fastapply.apply.merge.place import place
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source
from fastapply.apply.merge.syntax import guess_language


def reading(original: str, update: str, language: str | None = None, choices: tuple[int, ...] = ()) -> list[str]:
    """The refusals of the snippet's reading ``choices``."""
    language = language or guess_language(original)
    source, snippet = Source(original, language), Snippet(update, language)
    placed = place(source, snippet, choices)
    return certify(source, snippet, placed.certificate, placed.lines).refusals


def first_reading(original: str, update: str, language: str | None = None) -> list[str]:
    """The refusals of the snippet's first reading."""
    return reading(original, update, language)


def assert_refused(original: str, update: str, language: str, says: str) -> None:
    """The merge writes nothing, and the first reading is refused with a reason that holds ``says``."""
    result = merge(original, update, language=language)
    assert not result.sure, result.text
    refusals = first_reading(original, update, language)
    assert any(says in r for r in refusals), refusals


def assert_merged(original: str, update: str, language: str, merged: str) -> None:
    """The merge writes ``merged``, ``exact``."""
    result = merge(original, update, language=language)
    assert (result.confidence, result.text) == ("exact", merged), result.reasons
