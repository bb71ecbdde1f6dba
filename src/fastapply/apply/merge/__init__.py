"""The deterministic merge of a lazy edit snippet into the original file, as a pipeline whose stages are its
modules: the snippet and the original are read once (:mod:`.snippet`, :mod:`.source`: lines, markers, chunks,
parse, declarations), the snippet is placed (:mod:`.place`, over :mod:`.anchors` and :mod:`.write`) as a
certificate (:mod:`.certificate`), every reading of it where the placement had a choice is certified
(:mod:`.readings`, :mod:`.certify`), and the result comes with its account (:mod:`.explain`). Placement may guess;
only a certified result is sure (``exact`` or ``fuzzy``): anything else is ``ambiguous`` and must not be
written, its reasons the rules that refused it.

    >>> result = merge("import os\\n\\ndef f():\\n    return 1\\n", "# ... existing code ...\\ndef f():\\n    return 2\\n")
    >>> print(result.text, end=""); result.confidence
    import os
    <BLANKLINE>
    def f():
        return 2
    'exact'
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from . import decls, lines, syntax
from .certificate import Certificate
from .explain import explain
from .lines import join_lines
from .markers import is_marker_line
from .readings import Timeout, decide
from .shifted import shifted, torn
from .snippet import Snippet
from .source import Source
from .syntax import LINES, canonical, guess_language

__all__ = ["MergeError", "MergeResult", "MergeTimeout", "forget", "is_marker_line", "merge"]


def forget() -> None:
    """Empty the merge's caches: per line (keys, widths, markers) and per text (parse trees, declarations), for a
    benchmark's cold start or a count of the work one merge does."""
    lines.forget()
    syntax.forget()
    decls.forget()


class MergeError(ValueError):
    """The snippet cannot be merged at all (it is empty)."""


class MergeTimeout(MergeError):
    """The merge ran past its deadline."""


@dataclass(frozen=True, slots=True)
class MergeResult:
    text: str | None  # the merged file; None when confidence == "failed"
    confidence: str  # "exact" | "fuzzy" (certified: may be written) | "ambiguous" (refused) | "failed"
    reasons: tuple[str, ...] = ()  # the refusals (ambiguous), adjustments (fuzzy) or why it failed
    doubts: tuple[str, ...] = ()  # the refusals alone
    certificate: Certificate | None = None  # the reading of the snippet the text is
    explanation: tuple[str, ...] = ()  # the certificate and the verdict in words
    alternatives: tuple[str, ...] = ()  # the other readings' files (for a model to choose among)

    @property
    def sure(self) -> bool:
        return self.confidence in ("exact", "fuzzy")


def merge(original: str, update: str, *, language: str | None = None, deadline: float | None = None) -> MergeResult:
    """Merge the lazy edit snippet ``update`` into ``original``. ``language`` names the grammar (an alias such as
    ``ts`` too); None guesses it from the text. ``deadline`` (a ``time.monotonic()`` value) bounds the readings
    tried (``MergeTimeout``)."""
    if not update.strip():
        raise MergeError("the update snippet is empty")
    name = canonical(language) if language else guess_language(original)
    name = None if name in LINES else name  # (read by its lines alone)
    source, snippet = Source(original, name), Snippet(update, name)
    if not any(map(str.strip, source.lines)):
        if snippet.has_markers:
            return MergeResult(None, "failed", ("the original is empty, so the snippet's `... existing code ...` "
                                                "markers stand for code that is not there",))
        return MergeResult(join_lines(snippet.lines, source.newline if "\n" in original else snippet_newline(update),
                                      snippet.final_newline), "exact", ("the original is empty: the snippet is the file",))
    if not snippet.chunks and all(marker.removes is None for marker in snippet.markers):
        return MergeResult(original, "exact", ("the snippet holds only markers: nothing to change",))
    if deadline is not None and time.monotonic() > deadline:
        raise MergeTimeout("the merge ran past its deadline before it began")
    try:
        decided = decide(source, snippet, deadline)
        first = decided.verdict.confidence if decided.verdict else "failed"
        torn_up = first == "fuzzy" and torn(source, snippet, decided.placement.certificate)
        if (first in ("ambiguous", "failed") or torn_up) \
                and (again := shifted(source, update)) is not None:  # (quoted less deep than the file: at its depth)
            redo = decide(source, Snippet(again, name), deadline)
            if redo.verdict is not None and redo.verdict.confidence == "exact":
                decided, redo.verdict.confidence = redo, "fuzzy"
                redo.verdict.adjustments.append("the snippet is quoted less deep than the file: read at the file's "
                                                "depth, every line indented alike")
    except Timeout as error:
        raise MergeTimeout(str(error)) from error
    placement, verdict = decided.placement, decided.verdict
    if verdict is None:
        return MergeResult(None, "failed", (placement.error,))
    text = join_lines(placement.lines, source.newline, source.final_newline)
    reasons = tuple(verdict.refusals if verdict.refusals else verdict.adjustments)
    others = tuple(join_lines(list(lines), source.newline, source.final_newline) for lines in decided.others)
    return MergeResult(text, verdict.confidence, reasons, tuple(verdict.refusals), placement.certificate,
                       tuple(explain(placement.certificate, verdict)), others)


def snippet_newline(text: str) -> str:
    return "\r\n" if "\r\n" in text else "\n"
