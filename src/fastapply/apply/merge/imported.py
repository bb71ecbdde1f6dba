"""An import the removed code alone used is not kept without a word (a rule of *deletion*,
:mod:`fastapply.apply.merge.certify` runs it): where a deletion marker removes code and the reading keeps an
import line the snippet does not show whose names that code used and no other line of the result uses, the
import may have gone with it (``use sha1::{Digest, Sha1};`` kept by a marker while ``verify_legacy_sha1``, the
one user of ``Sha1``, is removed): a doubt, not a guess. (Code replaced by a new version may leave an import
unused too; most writers keep it, and so does the merge.)

    >>> from fastapply.apply.merge.certificate import KEEP, Certificate, Piece
    >>> from fastapply.apply.merge.snippet import Snippet
    >>> from fastapply.apply.merge.source import Source
    >>> source = Source("import a\\nimport b\\n\\nx = a.f()\\ny = b.g()\\n", "python")
    >>> snippet = Snippet("# ... existing code ...\\n# (removed y)\\n", "python")
    >>> pieces = (Piece(KEEP, (0, 1), (0, 4), marker=0), Piece(KEEP, (1, 2), (4, 5), marker=1, removed=((4, 5),)))
    >>> unused_kept(source, snippet, Certificate(pieces))[0].split(", while")[0]
    "original line 2 ('import b') is kept"
"""

from __future__ import annotations

import re

from .certificate import KEEP, Certificate
from .lines import is_comment
from .snippet import Snippet
from .source import Source

__all__ = ["unused_kept"]

_IMPORT = re.compile(r"\s*(?:import|from|use|using)\s+(?P<names>[^;=]+?);?\s*$")
_WORD = re.compile(r"[A-Za-z_$][\w$]*")
_NOT_NAMES = frozenset("import from use using as static type typeof crate self super pub".split())


def unused_kept(source: Source, snippet: Snippet, certificate: Certificate, result=None, verdict=None) -> list[str]:
    """No import line the reading keeps (by a marker, or beyond a snippet edge) names only what code a deletion
    marker removes used and no other line of the result uses (see the module docstring)."""
    gone = [source.lines[i] for piece in certificate.pieces if piece.kind == KEEP for i in piece.deleted()
            if not is_comment(source.lines[i])]  # (what a deletion marker removes: a new version of code may
    # well leave an import unused, and most writers keep it)
    if not gone:
        return []
    used = set(_WORD.findall("\n".join(gone)))
    kept = [(i, names) for piece in certificate.pieces if piece.kind == KEEP for i in piece.kept()
            if (names := _names(source.lines[i])) and names & used]
    if not kept:
        return []
    others = {k: 0 for _, names in kept for k in names}
    imports = {i for i, _ in kept}
    for piece in certificate.pieces:  # (each name counted on the result's lines but the import lines themselves)
        for text in ([source.lines[i] for i in piece.kept() if i not in imports] if piece.kind == KEEP else
                     [w.text for w in piece.lines]):
            for word in _WORD.findall(text) if not is_comment(text) else ():
                if word in others:
                    others[word] += 1
    return [f"original line {i + 1} ({source.lines[i].strip()[:60]!r}) is kept, while the code it imports for "
            f"({', '.join(sorted(names & used))}) is deleted and nothing else uses it: deleted with that code?"
            for i, names in kept if not any(others[k] for k in names)]


def _names(line: str) -> frozenset[str]:
    """The names an import line brings in (its module path's too); none for any other line."""
    match = _IMPORT.match(re.sub(r"\s(?:#|//).*", "", line))  # (not the words of a comment after it)
    return frozenset(w for w in _WORD.findall(match["names"]) if w not in _NOT_NAMES) if match else frozenset()
