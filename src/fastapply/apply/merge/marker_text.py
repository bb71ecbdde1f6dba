"""No marker text is written (the certifier's rule *marker text*, :mod:`fastapply.apply.merge.certify` runs it): a
new line that reads like an elision comment is a marker the snippet reader did not take, or a refusal, never code;
a new comment that says a declaration is removed while the result keeps it is an instruction, not code.

    >>> _elided("// ... other routes unchanged ..."), _elided("/* Long paths were getting truncated at 256 in logs. */")
    (True, False)
"""

from __future__ import annotations

import re

from .certificate import KEEP, write_pieces
from .lines import is_comment, width
from .markers import MAX_MARKER_CHARS, is_marker_line, says_removed

__all__ = ["marker_is_context", "no_marker_text"]

_ELIDED = re.compile(r"(?:^|\s)(?:\.\s?){3}|…|\b(?:existing|unchanged|rest of|omitted|elided|"
                     r"as before|stays? the same|(?:stays?|remains?|left|kept) "
                     r"(?:as (?:it|they) (?:is|are|were|was)|as is|untouched|unmodified|intact)|not shown|"
                     r"other (?:\w+ )?(?:methods|functions|fields|routes|rules|tests|cases|imports|code))\b",
                     re.IGNORECASE)
_OTHERS = re.compile(r"\s*(?:(?:(?:and|plus|all|the)\s+)*(?:other|remaining)(?:\s+[\w$-]+){1,3}|"
                     r"(?:.*[\s,(])?(?:etc|and so (?:on|forth))\.{0,3}\)?|"
                     r"(?:keep|leave)\s+(?:everything|anything|all|the\s+rest)(?:\s+else)?\b.*|"
                     r"(?:everything|all)\s+else\s+(?:is\s+|stays\s+|remains\s+)?(?:the\s+same|as[\s-]+is|unchanged|"
                     r"untouched)\b.*|(?:the\s+)?rest(?:\s+(?:of\s+(?:it|the\s+(?:file|code|class|module|function|"
                     r"body|helpers|methods))|unchanged|untouched|unmodified|identical|as[\s-]+is|"
                     r"(?:stays|is|remains)(?:\s+(?:the\s+same|unchanged|as[\s-]+is))?))?|"
                     r"\(?\s*(?:no\s+(?:other\s+|further\s+)?(?:changes?|modifications?)\b.*|nothing\s+else\s+"
                     r"(?:changes?|changed|is\s+changed)\b.*|everything\s+else(?:\s+(?:stays|remains|is\s+kept)\b.*)?|"
                     r"(?:the\s+)?rest\s+is\s+the\s+same\b.*|.*:\s*no\s+changes?)\s*\)?|"
                     r"\(?\s*(?:same|untouched|unmodified)(?:\s+as\s+(?:above|before))?\s*\)?|"
                     r"(?:your|the)\s+(?:current|existing|original)\s+\w+(?:\s+\w+)?)\s*[.:]?\s*", re.IGNORECASE)  # (a
# comment with no dots that stands for code all the same: ``// other members``, ``# keep everything else as-is``,
# ``// rest untouched``,
# ``// etc``, ``# no changes needed here``, ``// (same)``; not ``# more workers in production``, ``/etc/nginx``)
_ELIDED_SHORT = re.compile(r"\b(?:remain(?:s|ing|der)?|snip(?:ped)?|truncated|removed)\b", re.IGNORECASE)  # (words
# prose uses too: a marker's only in a short comment)
_LISTED = re.compile(r",\s*(?:\.\s?){3}\s*(?=[)\]])")  # the dots that end a list in brackets: ``(up, down 1, ...)``
_EXISTING_CODE = re.compile(r"\bexisting (?:code|content|contents|logic|lines|implementation)\b", re.IGNORECASE)
SHORT = 8  # words, at most, of a comment that reads like a marker by prose words alone
_NOTE = re.compile(r"\(.*\b(?:removed|deleted|dropped)\b.*\)|[\w$.:/\\-]+\s+(?:import|include|require|use)\s+"
                   r"(?:(?:is|was|has been)\s+)?(?:removed|deleted|dropped)\b.*", re.IGNORECASE)  # ``// (Storage
# import removed — only the CSV export used it)``, ``// Storage import removed: ...``: at any length
_COMMENT = re.compile(r"\s*(?://+|#+|/\*+|\*(?=\s|/|$)|--|;+|%+|<!--|\{/\*|\"\"\"|\'\'\')(?P<text>.*?)"
                      r"(?:\*/\}?|-->|\"\"\"|\'\'\')?\s*$")  # (a ``*`` then a name is code: Go's ``*remaining -= n``)


def no_marker_text(source, snippet, certificate, result, verdict) -> list[str]:
    """No written line reads like a marker: a new comment with dots (not those that end a list in brackets), or
    with words such as existing, unchanged, rest of, omitted, as before (removed, remaining, truncated, snipped: in
    a comment of SHORT words at most, not one that goes on a comment above it; prose uses them too), is a marker
    the snippet reader did not take, or a refusal; nor like an instruction: a new comment that says a declaration
    is removed (``# remove b()``) while the result keeps it."""
    new = [w for piece in write_pieces(certificate) for w in piece.lines
           if w.original is None and w.snippet is not None]
    above = {w.snippet: snippet.lines[w.snippet - 1] for w in new if w.snippet}  # (the snippet line above each)
    out = [f"snippet line {w.snippet + 1} ({w.text.strip()!r}) reads like a marker, not code" for w in new
           if _elided(w.text, prose=w.snippet in above and is_comment(above[w.snippet]) and
                      width(above[w.snippet]) == width(w.text) and not is_marker_line(above[w.snippet]))]
    told = [(w, names) for w in new if (names := says_removed(w.text))]
    if told:
        kept = {i for piece in certificate.pieces for i in (piece.kept() if piece.kind == KEEP else
                                                           [w.original for w in piece.lines if w.original is not None])}
        alive = {path[-1][1].rsplit(".", 1)[-1] for path, decl in source.flat
                 if source.head_of(decl) in kept}
        out += [f"snippet line {w.snippet + 1} ({w.text.strip()!r}) says {name!r} is removed, but the result keeps it"
                for w, names in told for name in names if name in alive]
    return out


def _elided(text: str, prose: bool = False) -> bool:
    """Whether a written line reads like a marker; where it goes on a comment above it (``prose``), only by dots or
    the strong words: ``# Returns how many were actually removed.`` ends a doc comment."""
    if len(text) > MAX_MARKER_CHARS:  # a marker is a short comment (and the pattern is quadratic in spaces)
        return False
    match = _COMMENT.fullmatch(text)
    said = _LISTED.sub(")", match["text"]) if match is not None else ""
    found = [m[0].lower() for m in _ELIDED.finditer(said)]
    if found and set(found) == {"existing"} and len(said.split()) > SHORT and not _EXISTING_CODE.search(said):
        return False  # (prose that says "existing": ``kept free after every existing booking``, a sentence)
    return match is not None and (bool(found) or not prose and (len(said.split()) <= SHORT and (_ELIDED_SHORT.search(
        said) is not None or _OTHERS.fullmatch(said) is not None) or _NOTE.fullmatch(said.strip()) is not None))


def marker_is_context(source, snippet, certificate=None, result=None, verdict=None) -> list[str]:
    """No marker is, word for word, a comment line of the original: that line restated as context reads as a
    marker (``# Other headers pass through unchanged.`` above a loop's last line), and what it would keep, the
    snippet may have deleted."""
    said = {x.strip() for x in source.lines if x.strip()}
    return [f"the marker at snippet line {m.line + 1} ({snippet.lines[m.line].strip()[:60]!r}) is, word for word, a "
            "comment line of the original: restated as context, or a marker?" for m in snippet.markers
            if snippet.lines[m.line].strip() in said]
