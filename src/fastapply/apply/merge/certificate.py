"""A merge's reading of the snippet, handed over with its text: the certificate the certifier checks.

The certificate is a list of pieces that tile the snippet and the original, in order. A *keep* piece copies a
slice of the original: the code a marker stands for (``marker`` is its snippet line), or the code beyond a
snippet edge that has no marker (``marker`` None). A deletion marker's keep piece names the slices it removes.
A *write* piece writes a chunk of the snippet in place of a slice of the original: each written line is a
snippet line that restates an original line (an anchor, written as the original has it), a new snippet line,
or a blank line added to space new code from its neighbours. Original lines of a write piece's slice that no
written line restates are deleted. Worked example (``g``'s body edited)::

    >>> from fastapply.apply.merge.place import place
    >>> from fastapply.apply.merge.snippet import Snippet
    >>> from fastapply.apply.merge.source import Source
    >>> source = Source("def f():\\n    return 1\\n\\ndef g():\\n    return 2\\n", "python")
    >>> snippet = Snippet("# ... existing code ...\\ndef g():\\n    return 3\\n", "python")
    >>> certificate = place(source, snippet).certificate
    >>> [(p.kind, p.snippet, p.original) for p in certificate.pieces]
    [('keep', (0, 1), (0, 3)), ('write', (1, 3), (3, 5)), ('keep', (3, 3), (5, 5))]
    >>> [(w.snippet, w.original) for w in certificate.pieces[1].lines]
    [(1, 3), (2, None)]
"""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import attrgetter

from .commas import commas

__all__ = ["KEEP", "WRITE", "Certificate", "Piece", "Written"]

KEEP, WRITE = "keep", "write"
_ORIGINAL = attrgetter("original")


@dataclass(frozen=True, slots=True)
class Written:
    """One line a write piece writes."""

    text: str  # as written
    snippet: int | None  # the snippet line it writes (None: a blank line added as spacing)
    original: int | None  # the original line it restates (an anchor), or None (new)


@dataclass(frozen=True, slots=True)
class Piece:
    kind: str  # KEEP or WRITE
    snippet: tuple[int, int]  # snippet lines [start, end): a marker with its blank lines, a chunk, or none
    original: tuple[int, int]  # original lines [start, end) it keeps, or replaces
    lines: tuple[Written, ...] = ()  # WRITE: what it writes
    marker: int | None = None  # KEEP: the marker line it stands for (None: beyond a snippet edge)
    removed: tuple[tuple[int, int], ...] = ()  # KEEP of a deletion marker: the original slices it deletes
    chunk: int | None = None  # WRITE: the chunk's number
    _memo: dict = field(default_factory=dict, init=False, repr=False, compare=False)  # ``deleted``, found once

    def kept(self) -> list[int]:
        """KEEP: the original lines it copies."""
        if not self.removed:
            return list(range(*self.original))  # (most keep their whole slice)
        gone = {i for a, b in self.removed for i in range(a, b)}
        return [i for i in range(*self.original) if i not in gone]

    def deleted(self) -> list[int]:
        """The original lines of its slice that it does not write (found once: a whole file's piece is asked by
        many rules)."""
        if "deleted" not in self._memo:
            self._memo["deleted"] = [i for a, b in self.removed for i in range(a, b)] if self.kind == KEEP else \
                sorted(set(range(*self.original)).difference(map(_ORIGINAL, self.lines)))
        return list(self._memo["deleted"])


@dataclass(frozen=True, slots=True)
class Certificate:
    pieces: tuple[Piece, ...]
    commas: str = ""  # JSON: "" (none set), "members" (a comma after each member another follows) or "trailing"

    def render(self, original: list[str]) -> list[str]:
        """The lines this certificate describes, over the ``original`` lines (JSON's commas set by rule)."""
        out: list[str] = []
        for piece in self.pieces:
            if piece.kind == KEEP:
                out += [original[i] for i in piece.kept()]
            else:
                out += [w.text for w in piece.lines]
        return commas(out, self.commas == "trailing") if self.commas else out

    def rows(self, original: list[str]) -> list[tuple[int | None, str]]:
        """The result's lines (JSON's commas aside), each with the original line it is (None for a new line)."""
        return [row for piece in self.pieces for row in ([(i, original[i]) for i in piece.kept()]
                                                         if piece.kind == KEEP else
                                                         [(w.original, w.text) for w in piece.lines])]

    def to_dict(self) -> list[dict]:
        """As data (JSON): lines counted from 1, ranges inclusive (``[first, last]``; empty ones ``[at, at - 1]``)."""
        def span(r: tuple[int, int]) -> list[int]:
            return [r[0] + 1, r[1]]

        out = []
        for piece in self.pieces:
            row: dict = {"kind": piece.kind, "snippet_lines": span(piece.snippet), "original_lines": span(piece.original)}
            if piece.kind == KEEP:
                row["marker_line"] = None if piece.marker is None else piece.marker + 1
                if piece.removed:
                    row["removed"] = [span(r) for r in piece.removed]
            else:
                row["chunk"] = piece.chunk
                row["anchors"] = [[w.snippet + 1, w.original + 1] for w in piece.lines if w.original is not None]
                row["deleted"] = [i + 1 for i in piece.deleted()]
                row["added_blank_lines"] = sum(w.snippet is None for w in piece.lines)
            out.append(row)
        return out


def write_pieces(certificate: Certificate) -> list[Piece]:
    """Its write pieces, in order."""
    return [p for p in certificate.pieces if p.kind == WRITE]


@dataclass(slots=True)
class Verdict:
    """The certifier's answer on a result (``certify.certify``)."""

    confidence: str  # "exact", "fuzzy" or "ambiguous"
    refusals: list[str] = field(default_factory=list)  # "<rule>: <where and why>"
    adjustments: list[str] = field(default_factory=list)  # what made a certified result fuzzy
    deletions: list[tuple[int, str]] = field(default_factory=list)  # (original line, its cause)
    suspects: list[int] = field(default_factory=list)  # original lines kept beside a chunk that read as the old
    # version of its new line there (``beside``): another reading may replace them
