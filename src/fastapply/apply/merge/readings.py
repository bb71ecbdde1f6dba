"""Readings: where the placement had choices (a chunk that fits several places equally well), each reading is
placed and certified, a fallback choice's other options only where no reading with its first is (a late one's
only where no other fallback reading is either); the merge is
the one certified reading when there is exactly one. Two certified readings that give different files are a
refusal: the snippet does not say which is meant. Nor is a reading taken by elimination where another reading is
refused for a deletion the snippet does not prove: that one is unproven, not impossible. Below, the chunk fits
both functions equally well: two readings, and the certifier pins neither (each could stand in the other
function).

    >>> from fastapply.apply.merge.snippet import Snippet
    >>> from fastapply.apply.merge.source import Source
    >>> source = Source("def a():\\n    x = load()\\n    return x\\n\\ndef b():\\n    x = load()\\n    return x\\n", "python")
    >>> decided = decide(source, Snippet("# ... existing code ...\\n    x = load()\\n    log(x)\\n# ... existing code ...\\n",
    ...                                  "python"))
    >>> decided.readings, decided.verdict.confidence, decided.verdict.refusals[0]
    (2, 'ambiguous', 'pinned: chunk 1 could stand elsewhere: none of its lines pins it to one place')
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from itertools import product
from math import prod

from .certify import Verdict, certify
from .place import Placement, place
from .removals import STILL_NAMED
from .repaired import repaired
from .said import KEPT_SAID
from .snippet import Snippet
from .source import Source
from .spread import TAIL

__all__ = ["MAX_READINGS", "Decided", "Timeout", "decide"]

MAX_READINGS = 32  # choices beyond this many combinations are not tried: the first reading stands alone


class Timeout(Exception):
    """The deadline passed before every reading was tried."""


@dataclass(slots=True)
class Decided:
    placement: Placement
    verdict: Verdict | None  # None: nothing could be placed
    readings: int = 1  # how many readings were placed and certified
    others: tuple[tuple[str, ...], ...] = ()  # the lines of the other readings' files


def decide(source: Source, snippet: Snippet, deadline: float | None = None) -> Decided:
    """The placement to give and its verdict (see the module docstring)."""
    first = place(source, snippet)
    if first.lines is None:
        return Decided(first, None, 0)
    tried = [(first, certify(source, snippet, first.certificate, first.lines))]
    done = [1 if k in first.fallback else n for k, n in enumerate(first.options)]
    _try(source, snippet, done, (), deadline, tried)
    for stage in ([1 if k in first.late else n for k, n in enumerate(first.options)], first.options):
        if stage != done and all(verdict.confidence == "ambiguous" for _, verdict in tried):
            refused, count = {tuple(p.lines): v for p, v in tried}, len(tried)
            _try(source, snippet, stage, done, deadline, tried)
            for placement, verdict in tried[count:] if stage is first.options and first.late else ():
                if (earlier := refused.get(tuple(placement.lines))) is not None:  # (a late reading proves no file
                    verdict.confidence, verdict.refusals = "ambiguous", list(earlier.refusals)  # refused before)
            done = stage
    if all(verdict.confidence == "ambiguous" for _, verdict in tried):
        for placement, verdict in list(tried):  # (refused only by the beside rules, some old lines suspected; by
            if _repairable(verdict.refusals) and (  # syntax too only where each is an old statement's end kept)
                    other := repaired(source, placement, verdict)) is not None:
                if deadline is not None and time.monotonic() > deadline:
                    raise Timeout(f"the deadline passed after {len(tried)} readings")
                tried.append((other, certify(source, snippet, other.certificate, other.lines)))
    others = tuple(dict.fromkeys(tuple(p.lines) for p, _ in tried))
    sure = {}
    for placement, verdict in tried:
        if verdict.confidence != "ambiguous":
            sure.setdefault(tuple(placement.lines), (placement, verdict))
    barred = unproven(tried) if len(sure) == 1 else None
    if barred is not None:
        placement = next(iter(sure.values()))[0]
        return Decided(placement, Verdict("ambiguous", [barred]), len(tried),
                       tuple(x for x in others if x != tuple(placement.lines)))
    if len(sure) == 1:
        placement, verdict = next(iter(sure.values()))
        if any(v.confidence == "ambiguous" for _, v in tried):  # (not where every reading gives this file)
            verdict.adjustments.append(f"the only one of {len(tried)} readings that is certified")
            verdict.confidence = "fuzzy"
        return Decided(placement, verdict, len(tried), tuple(x for x in others if x != tuple(placement.lines)))
    verdict = tried[0][1]
    if len(sure) > 1:
        verdict.confidence = "ambiguous"
        verdict.refusals.insert(0, f"readings: {len(sure)} readings of the snippet are certified, and they give "
                                   "different files")
    return Decided(first, verdict, len(tried), tuple(x for x in others if x != tuple(first.lines)))


def _try(source: Source, snippet: Snippet, options: list[int], done: list[int], deadline: float | None,
         tried: list[tuple[Placement, Verdict]]) -> None:
    """Place and certify every reading ``options`` allows (MAX_READINGS at most) but the first one and those
    ``done`` allowed already, into ``tried``."""
    if not options or prod(options) > MAX_READINGS:
        return
    for picks in product(*map(range, options)):
        if not any(picks) or done and all(p < n for p, n in zip(picks, done)):
            continue
        if deadline is not None and time.monotonic() > deadline:
            raise Timeout(f"the deadline passed after {len(tried)} readings")
        other = place(source, snippet, picks)
        if other.lines is not None:  # (a file another reading gave and had certified needs no second proof)
            same = next((v for p, v in tried if p.lines == other.lines and v.confidence != "ambiguous"), None)
            tried.append((other, same or certify(source, snippet, other.certificate, other.lines)))


_CONTRADICTS = ("which the code it stands for does not declare", "which the code it stands for does not mention",
               "written as new code, is that same line", KEPT_SAID, STILL_NAMED)
# (deletions._named): a reading that keeps what the snippet's own words say is removed; (deletions._written_again)
# one that reads a line as replaced while the snippet writes that very line; (said) one that deletes what a
# marker's words keep; (deletions._named) one that keeps code naming what a marker removes


def unproven(tried: list[tuple[Placement, Verdict]]) -> str | None:
    """Why the one certified reading among ``tried`` may not be taken by elimination, or None: another reading
    (another file) is refused only in part for what it cannot prove (a deletion without cause), so the snippet
    does not rule it out. A deletion marker whose named code that reading's marker does not hold rules it out."""
    sure = {tuple(p.lines) for p, v in tried if v.confidence != "ambiguous"}
    for placement, verdict in tried:
        if tuple(placement.lines) not in sure:
            said = next((r for r in verdict.refusals if r.startswith("deletion:") and not r.endswith(_CONTRADICTS)), None)
            if said is not None:
                return (f"readings: of {len(tried)} readings one is certified, but another one's deletion is unproven, "
                        f"not wrong: the snippet does not rule it out ({said})")
    return None


def _repairable(refusals: list[str]) -> bool:
    """Refusals a repaired reading may answer: *beside* ones only, or with syntax errors where every *beside* one is
    an old statement's end kept after its rewrite (the stray line that breaks the syntax)."""
    beside = [x for x in refusals if x.startswith("beside:")]
    if len(beside) == len(refusals):
        return True
    return bool(beside) and all(x.startswith(("beside:", "syntax:")) for x in refusals) and \
        all(TAIL in x for x in beside)
