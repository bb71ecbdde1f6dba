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
from bisect import bisect_left
from collections import Counter

from .certificate import KEEP, Certificate
from .lines import identity, is_comment
from .markers import kept_names
from .snippet import Snippet
from .source import Source

__all__ = ["import_dropped", "import_twice", "orphaned", "unused_kept"]

_IMPORT = re.compile(r"\s*(?:import|from|use|using)\s+(?P<names>[^;=]+?);?\s*$")
_WORD = re.compile(r"[A-Za-z_$][\w$]*")
_ALL = re.compile(r"\b(?:rest|others?|remaining|everything|all)\b", re.IGNORECASE)  # (a marker that keeps the rest too)
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
            if (names := _names(source.lines[i], source.language == "go")) and names & used]
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


def _names(line: str, go: bool = False) -> frozenset[str]:
    """The names an import line brings in (its module path's too); none for any other line. In Go, a line of an
    import group (``"net/http/httputil"``, ``log "github.com/sirupsen/logrus"``) brings in its alias or its path's
    last part."""
    line = re.sub(r"\s(?:#|//).*", "", line)  # (not the words of a comment after it)
    if go and (spec := _GO_SPEC.match(line)):
        return frozenset({spec["alias"] or spec["path"].rsplit("/", 1)[-1]})
    match = _IMPORT.match(line)
    return frozenset(w for w in _WORD.findall(match["names"]) if w not in _NOT_NAMES) if match else frozenset()


_GO_SPEC = re.compile(r'\s*(?:import\s+)?(?:(?P<alias>[A-Za-z_]\w*)\s+)?"(?P<path>[\w./-]+)"\s*$')


def orphaned(source: Source, snippet: Snippet, certificate: Certificate, result, verdict=None) -> list[str]:
    """A top-level declaration kept beyond a snippet edge that has no marker, which other code of the original
    used, is used by some code of the result too: where the lines that used it are all rewritten and nothing uses
    it now, the snippet may be the whole new file, that helper dropped (``MONTHS`` and ``pad()`` kept above a
    restated rest of the file that formats dates with ``Intl`` now): a doubt, not a guess. So is a function a marker
    keeps whose words name other functions it keeps (``// ... isCapped unchanged ...`` over ``isCapped`` and
    ``currentServiceDay()``), where nothing calls it now: replaced by the snippet's new code?"""
    kept = [piece for piece in certificate.pieces if piece.kind == KEEP and piece.original[1] > piece.original[0]]
    held = [(d, piece) for piece in kept if piece.marker is None for d in source.declarations
            if piece.original[0] <= d.start and d.end <= piece.original[1] and _WORD.fullmatch(d.name)]
    named = [(piece, said) for piece in kept if piece.marker is not None and not _ALL.search(
        snippet.lines[piece.marker]) and (said := set(kept_names(snippet.lines[piece.marker])))]
    if named:  # (a function a marker keeps while its words name other functions there)
        fns = sorted((d.start, n, d) for n, (path, d) in enumerate(source.flat) if path[-1][0] == "fn" and
                     _WORD.fullmatch(d.name))
        starts = [start for start, _, _ in fns]
        for piece, said in named:
            spanned = [d for _, _, d in fns[bisect_left(starts, piece.original[0]):
                                            bisect_left(starts, piece.original[1])] if d.end <= piece.original[1]]
            if said & {d.name for d in spanned}:
                held += [(d, piece) for d in spanned if d.name not in said]
    if not held:
        return []
    before, after = _uses(source.lines), _uses(result)
    out = []
    for d, piece in held:
        own = _uses(source.lines[d.start : d.end])[d.name]  # (its own lines: a recursive call uses nothing)
        if before[d.name] > own and after[d.name] <= own:
            out.append(f"{d.name!r} (original lines {d.start + 1}-{d.end}) is kept beyond the snippet's edge, "
                       "where no marker stands, but the code that used it is rewritten and nothing uses it now: "
                       "is the snippet the whole new file?" if piece.marker is None else
                       f"{d.name!r} (original lines {d.start + 1}-{d.end}) is kept by the marker at snippet line "
                       f"{piece.marker + 1}, which names other code, but the code that used it is rewritten and "
                       "nothing uses it now: replaced by the snippet's new code?")
    return out


def _uses(lines: list[str]) -> Counter:
    """How often each word stands in ``lines`` of code (comments aside)."""
    return Counter(w for line in lines if not is_comment(line) for w in _WORD.findall(line))


def import_dropped(source: Source, snippet: Snippet, certificate: Certificate, result, verdict=None) -> list[str]:
    """No import line is deleted while the result still uses a name it binds that no import of the result binds
    (``import express from 'express'`` read as the old version of a new ``import rateLimit from
    'express-rate-limit'``, the restated ``express.Router()`` left without its import)."""
    gone = [i for piece in certificate.pieces for i in piece.deleted() if _bound(source.lines[i])]
    if not gone:
        return []
    binds = {name for line in result for name in (_bound(line) or _LISTED.findall(line))} | {  # (``    evolve,``: a
        _declared(named) for line in result if (named := identity(line))}  # name of an import across lines; or
    # one the result declares itself: ``def slugify(x):`` in place of ``from utils import slugify``)
    used = {m[1] for line in result if not is_comment(line) and not _bound(line) for m in _USE.finditer(
        re.sub(r"(['\"]).*?\1", "", line))}  # (names used as code, outside string literals)
    return [f"original line {i + 1} ({source.lines[i].strip()[:60]!r}) is deleted, but the result still uses "
            f"{name!r}, which it brings in and no import of the result does: read as an edit of a new import?"
            for i in gone for name in sorted(_bound(source.lines[i]) & used - binds)[:1]]


def _declared(named: str) -> str:
    """The name of an ``identity`` (``slugify`` of ``def slugify``, ``express`` of ``express =``)."""
    return named.split()[0] if named.endswith("=") else named.split()[-1]


def _bound(line: str) -> frozenset[str]:
    """The names a JavaScript / TypeScript or Python import line binds (``import express from 'express'``:
    express; ``from a import b as c``: c); none for any other line."""
    if match := _JS_FROM.match(line):
        return frozenset(w for w in _WORD.findall(re.sub(r"(?:\*|\b\w+)\s+as\b", "", match["names"])) if w != "type")
    if match := _PY_IMPORT.match(line):
        names = re.sub(r"\b[\w.]+\s+as\b", "", match["names"]).strip("() ")
        return frozenset(n.strip().split(".")[0] for n in names.split(",") if _WORD.fullmatch(n.strip().split(".")[0]))
    return frozenset()


_USE = re.compile(r"(?<![\w.$])([A-Za-z_$][\w$]*)\s*[.(\[<]")  # a name called, indexed or reached into
_LISTED = re.compile(r"^\s*(?:[\w.]+\s+as\s+)?([A-Za-z_]\w*)\s*,?\s*$")
_JS_FROM = re.compile(r"\s*import\s+(?:type\s+)?(?P<names>[^'\"]+?)\s+from\s+['\"](?P<module>[^'\"]+)['\"];?\s*$")
_PY_IMPORT = re.compile(r"\s*(?:from\s+(?P<module>[\w.]+)\s+)?import\s+(?P<names>[^#]+?)\s*(?:#.*)?$")  # (module: a
# from-import's)


def import_twice(source: Source, snippet: Snippet, certificate: Certificate, result, verdict=None) -> list[str]:
    """No import line written new imports a name from the module a kept import line imports it from (``use
    std::collections::{HashMap, HashSet};`` written above the file's doc comment, ``use std::collections::HashMap;``
    kept below it; ``from m import a, b`` beside a kept ``from m import a``): the old version kept beside the new. Two
    imports of one module that have no name in common are siblings."""
    new = [(w.text, got) for piece in certificate.pieces if piece.kind != KEEP for w in piece.lines
           if w.original is None and (got := _imports(w.text)) is not None]
    if not new:
        return []
    kept = [(o, got) for o, text in certificate.rows(source.lines) if o is not None and (got := _imports(text))]
    return [f"original line {o + 1} ({source.lines[o].strip()[:60]!r}) is kept while the new {text.strip()[:60]!r} "
            f"imports {min(names & old)!r} from the same module: its old version kept beside it?"
            for text, (module, names) in new for o, (was, old) in kept if was == module and names & old]


def _imports(line: str) -> tuple[str, frozenset[str]] | None:
    """The module an import line imports from and the names it imports (Rust ``use``, a Python from-import, a
    JavaScript / TypeScript ``import ... from``), or None."""
    if match := _RUST_USE.match(line):
        listed = match["list"].split(",") if match["list"] is not None else [match["last"]]
        return match["path"], frozenset(x.strip().split("::")[-1] for x in listed if x.strip())
    if (match := _PY_IMPORT.match(line)) and match["module"]:
        names = [x.strip().split(" as ")[0] for x in match["names"].strip("() ").split(",")]
        return match["module"], frozenset(x for x in names if _WORD.fullmatch(x))
    if match := _JS_FROM.match(line):
        return match["module"], frozenset(_WORD.findall(match["names"])) - {"as", "type"}
    return None


_RUST_USE = re.compile(r"\s*(?:pub(?:\([\w:]+\))?\s+)?use\s+(?P<path>[\w:]+?)::(?:\{(?P<list>[^{}]*)\}|(?P<last>\w+));")
