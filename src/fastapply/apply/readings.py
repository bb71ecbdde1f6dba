"""The other readings of an ambiguous merge (the merge's last word). Six doubts of the line merge have readings it
can name: which of several equally good places a chunk goes to ("fits N places"), whether a chunk's new lines
beside like original lines edit those or are new beside them, which copy of a chunk's first (last) anchor lines it
starts (ends) at when they stand again between its anchors, whether a file-edge chunk anchored only on closing
lines (``}``) means the file's own or new ones, whether a chunk that opens with a repeated line it repeats further
on (a docstring's closing triple quote) edits the lines below that line or is new above its repeat
(apply/convention.py ``first_again``), and whether a chunk's edge lines that equal original lines a few lines off
its anchors are new or those (``edge_run``'s loose reading). Where every doubt of a merge is one of these, every
reading is tried (each chunk's, and their combinations, up to MAX_READINGS; beyond MAX_CHECKED only where the line
merge alone gives one file for all). When all of them give one file, the doubt does not matter; when (of at most
MAX_CHECKED) exactly one of the files passes the result check (:mod:`fastapply.apply.check`: no new syntax errors,
every declaration the snippet does not restate kept as it was), that one is the merge (for the copy, the repeat
and the edge lines, only where every other reading breaks the program: a declaration gone or doubled, a syntax
error; one merely changed is no proof, measured). What the check finds in every reading of one chunk's doubt (its
false alarms among them) says nothing about which is meant: where no reading passes, the readings are compared on
the rest, and one that is left with nothing is the merge when every other one breaks the program, unless what
they all have is a syntax error. Where still none is left with nothing, the one reading that merely changes a
declaration the snippet does not restate (the check's weakest finding, which a fuzzy line merge may have) is the
merge when every other one breaks the program (not for the copy). Over several chunks' doubts neither is done
(more readings, and one of them that merely escapes the check: measured wrong). Otherwise it stays ambiguous.
Worked example (a method appended after the marker; ``return value`` ends both methods)::

    >>> original = ("class A:\\n    def get(self, key):\\n        value = self.data.get(key)\\n        return value\\n"
    ...             "\\n    def put(self, key, value):\\n        self.data[key] = value\\n        return value\\n")
    >>> snippet = ("# ... existing code ...\\n        return value\\n\\n    def size(self):\\n"
    ...            "        return len(self.data)\\n")
    >>> from fastapply.apply.merge import merge
    >>> result = merge(original, snippet, language="python")
    >>> print(result.text[len(original):])
    <BLANKLINE>
        def size(self):
            return len(self.data)
    <BLANKLINE>
    >>> result.confidence, result.reasons[-1]
    ('fuzzy', 'chunk 1: only one of 2 files read keeps every declaration it does not restate, with no new syntax error')

After ``get``'s ``return value`` the chunk would replace all of ``put`` (the chunk ends the file): ``put`` would
be gone though the snippet does not restate it, so the check fails there; after ``put``'s it passes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import product
from math import prod

from fastapply.apply.linemerge import MergeResult

__all__ = ["BESIDE", "BETWEEN", "FITS", "MAX_CHECKED", "MAX_READINGS", "settle"]

FITS = re.compile(r"chunk (\d+): anchor .* fits (\d+) places")  # a chunk's equally good places (apply/linemerge.py)
BESIDE = re.compile(r"chunk (\d+): took the new lines (?:before|after) .* as (?:new|edits)")  # edits, or new lines?
BETWEEN = re.compile(r"chunk (\d+): its (?:first|last) anchor line also stands between its anchors: which copy is "
                     r"meant\?$")  # its end at that copy, or at the one it took?
WEAK = "changed though"  # the check's weakest finding (apply/check.py)
BROKEN = "the result has"  # its syntax errors: never set aside, even where every reading has them
CLOSERS = re.compile(r"chunk (\d+): anchored only on closing lines at the file's edge")  # those, or new ones?
AGAIN = re.compile(r"chunk (\d+): its first line .* stands elsewhere too and comes again in it: replaced \d+ "
                   r"line\(s\) below it, or new\?$")  # those lines replaced, or its first lines new above them?
STANDS = re.compile(r"chunk (\d+): its (?:first|last) \d+ line\(s\) also stand \d+ (?:above|below) its anchors: "
                    r"new, or those\?$")  # new lines, or the original ones a few lines off?
MAX_READINGS = 32  # an ambiguous merge with more readings (the product over its chunks) stays ambiguous
MAX_CHECKED = 16  # with more, only one file for all readings decides, after a screen by the line merge alone


def settle(
    merged: MergeResult, again: Callable[[dict[int, int]], MergeResult],
    problems: Callable[[str], list[str]] | None,
    screen: Callable[[dict[int, int]], MergeResult] | None = None,
) -> MergeResult:
    """``merged`` made sure where its only doubts have readings and the readings decide (see the module
    docstring); else ``merged`` itself. ``again(choices)`` merges with other readings (``merge``'s ``choices``),
    ``problems`` is the result check (None: no grammar, where only one file for all readings decides).
    ``screen(choices)``, the line merge alone (cheap), reads a merge with more than MAX_CHECKED readings first:
    unless every reading it places gives one file, the merge stays as it is (None: it stays)."""
    doubts = [_kind(doubt) for doubt in merged.doubts]
    if merged.text is None or not doubts or not all(doubts):
        return merged
    counts = {int(match[1]): int(match[2]) if match.re is FITS else 2 for match in doubts}  # readings per chunk
    kinds = {(int(match[1]), match.re) for match in doubts}
    if len(kinds) > len(counts) or prod(counts.values()) > MAX_READINGS:  # (a chunk's choice picks one kind)
        return merged
    picks = [dict(zip(counts, pick)) for pick in product(*map(range, counts.values()))]
    many = len(picks) > MAX_CHECKED
    if many and (screen is None or len({r.text for r in map(screen, picks) if r.text is not None}) > 1):
        return merged
    readings = [merged, *map(again, picks)]
    if any(r.text is not None and not r.doubts for r in readings):
        return merged  # a reading the line merge's doubt did not decide (the syntax-aware result was taken)
    by_text = {r.text: r for r in reversed(readings) if r.text is not None}  # the first reading of each text
    what = f"chunk{'s' * (len(counts) > 1)} {', '.join(map(str, counts))}"
    if list(by_text) == [merged.text]:  # (a place after which the rest of the snippet finds no place is none)
        return MergeResult(merged.text, "exact", (*merged.reasons, f"{what}: every reading where the rest of the "
                                                                    "snippet can follow gives one file"))
    if problems is None or many:
        return merged
    found = {text: problems(text) for text in by_text}
    shared = set.intersection(*map(set, found.values())) if all(found.values()) and len(counts) == 1 else set()
    if shared and not any(p.startswith(BROKEN) for p in shared):  # what the check finds in every reading of one
        found = {text: [p for p in found_there if p not in shared] for text, found_there in found.items()}  # chunk's
    how = "breaks nothing the check does not find in all" if shared else "keeps every declaration it does not " \
          "restate, with no new syntax error"  # doubt is not about it
    passing = [by_text[text] for text, found_there in found.items() if not found_there]
    changed = [text for text, found_there in found.items() if found_there and all(WEAK in p for p in found_there)]
    between = any(m.re in (BETWEEN, AGAIN, STANDS) for m in doubts)  # which copy, or new?
    if not passing and not between and len(changed) == 1 and len(counts) == 1:  # the only reading that breaks nothing: it changes a
        passing, how = [by_text[changed[0]]], "breaks nothing (it changes a declaration the snippet does not " \
                                              "restate, as a fuzzy line merge may)"  # (see apply/merge.py _decide)
    elif (shared or between) and changed:  # which copy, or a reading flagged anyway: only one that breaks the
        return merged  # program (not one merely changed) is ruled out
    if len(passing) != 1 or not all(map(_kind, passing[0].doubts)):  # ... and no doubt of another kind
        return merged
    return MergeResult(passing[0].text, "fuzzy", (*passing[0].reasons, f"{what}: only one of {len(by_text)} files "
                                                  f"read {how}"))


def _kind(doubt: str) -> re.Match | None:
    """The doubt as one of the kinds that other readings settle (None: another kind)."""
    return FITS.match(doubt) or BESIDE.match(doubt) or BETWEEN.match(doubt) or CLOSERS.match(doubt) \
        or AGAIN.match(doubt) or STANDS.match(doubt)
