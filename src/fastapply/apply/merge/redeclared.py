"""The certifier's *redeclared* rule (:mod:`fastapply.apply.merge.certify` runs it): a block does not declare one name
twice where its language forbids it (``const`` / ``let`` in JavaScript and TypeScript, ``val`` / ``var`` in Kotlin,
``let`` / ``var`` in Swift, ``final`` / ``var`` in Dart, Java and C#, with a type or not, ``val`` / ``var`` in
Scala, a local with its type first in C, C++, Java, C# and Dart, ``x :=`` and ``var x`` in a Go function): a new
``let response;`` written where the kept ``const response = await fetch(url, init);`` stands in the same block is
the old line kept beside its new version. Here too, for the *declarations* rule
(:mod:`fastapply.apply.merge.declared`): a new assignment does not restate a function or class the result keeps
(``reassigned``).

    >>> _declares("    const response = await fetch(url);", "javascript"), _declares("x = 1", "javascript")
    ('response', None)
"""

from __future__ import annotations

import re
from bisect import bisect_left

from .certificate import KEEP, write_pieces
from .lines import width

__all__ = ["reassigned", "redeclared"]

REACH = 200  # lines looked at each way from a new declaration (a block's top level may be the whole file)
_KEYWORDS = {"javascript": "const|let", "typescript": "const|let", "tsx": "const|let", "kotlin": "val|var",
             "swift": "let|var", "dart": "(?:late\\s+)?(?:final|var|const)", "java": "final|var",
             "c_sharp": "var|const", "scala": "(?:lazy\\s+)?val|var", "c": "const", "cpp": "const|auto"}
_TYPED = {"dart", "java", "c_sharp", "c", "cpp"}  # (a type may stand between keyword and name: ``final Result r;``)
_C = {"c", "cpp"}
_TYPE_FIRST = re.compile(  # (or a type with no keyword, in a block: ``Result r = ...;``, ``std::vector<int> v;``)
    r"\s+(?!(?:return|throw|else|case|new|delete|goto|yield|await|using|typedef|co_return|co_yield|co_await|struct"
    r"|enum|class|assert|break|continue)\b)"
    r"(?:(?:const|final|static)\s+)*[A-Za-z_][\w:.]*(?:<[^=;()]*>)?(?:\[\])?\??[\s*&]+([A-Za-z_]\w*)\s*(?:=[^=]|;)")


def redeclared(source, snippet, certificate, result, verdict) -> list[str]:
    """A name a new line declares (``const``, ``let``...) is not declared by a kept line of the same block, as deep:
    the same block read from the new line up and down over lines as deep or deeper (a line less deep ends it),
    REACH lines at most each way."""
    if source.language not in _KEYWORDS and source.language != "go":
        return []
    lines: list[tuple[str, bool]] = []  # the result's lines: (text, written new)
    for piece in certificate.pieces:
        if piece.kind == KEEP:
            lines += [(source.lines[i], False) for i in piece.kept()]
        else:
            lines += [(w.text, w.original is None and w.snippet is not None) for w in piece.lines]
    out = _package_level(lines) if source.language == "go" else []
    names = [_declares(text, source.language) for text, _ in lines]
    widths = [width(text) if text.strip() else None for text, _ in lines]  # (a blank line neither ends nor counts;
    # ``#else`` at the margin ends a block)
    kept: dict[tuple[str, int], list[int]] = {}  # (a name, a depth) -> the kept lines declaring it, in order
    for r, (name, (_, new)) in enumerate(zip(names, lines)):
        if name is not None and not new:
            kept.setdefault((name, widths[r]), []).append(r)
    for r, (text, new) in enumerate(lines):
        if not new or (names[r], widths[r]) not in kept:
            continue
        at, depth = kept[names[r], widths[r]], widths[r]
        i = bisect_left(at, r)
        for k in (at[i - 1] if i else None, at[i] if i < len(at) else None):
            if k is None or abs(k - r) > REACH or any(
                    w is not None and w < depth for w in widths[min(k, r) + 1:max(k, r)]):
                continue  # (the nearest kept one each way: a less deep line before it ends the block before any)
            out.append(f"{names[r]!r} is declared by the new {text.strip()[:60]!r} and by the kept "
                       f"{lines[k][0].strip()[:60]!r} in one block: its old version kept?")
            break
    return out


def _package_level(lines: list[tuple[str, bool]]) -> list[str]:
    """Go: a package-level ``const`` or ``var`` name (``const X = 1``, or ``X = 1`` in a ``const (`` group), or an
    import (``import "time"``, ``"time"`` in an ``import (`` group), that a new line declares and a kept line does
    too (``const defaultBaseURL = ...`` kept below the new group that holds it: its old version kept, the package
    declares it twice)."""
    found: dict[str, list[bool]] = {}
    group, member = False, None  # (in a group, the depth of its members: its first line's)
    for text, new in lines:
        if not width(text) and (match := re.match(r"(const|var|import)\s+(\(|[A-Za-z_.]\w*\s+\"[^\"]+\"|\"[^\"]+\"|"
                                                  r"[A-Za-z_]\w*)", text)):
            group, member = match[2] == "(" and match[1], None
            if not group:
                found.setdefault(match[2], []).append(new)
        elif group and not width(text) and text.strip():
            group = False  # (the group's ``)``)
        elif group and text.strip() and (member is None or width(text) == member) and (match := re.match(
                r"\s+([A-Za-z_.]\w*\s+\"[^\"]+\"|\"[^\"]+\")" if group == "import" else
                r"\s+([A-Za-z_]\w*)\b(?!\s*[.(])", text)):
            member = width(text)
            found.setdefault(match[1], []).append(new)
    return [f"{name!r} is declared by a new line and by a kept line at the package's level: its old version kept?"
            for name, new in found.items() if any(new) and not all(new)]


def _declares(line: str, language: str) -> str | None:
    """The name ``line`` declares with its language's block-scoped keyword, or None."""
    if language == "go":  # (one target, in a function: ``x, err :=`` may declare a name again)
        match = re.match(r"\s+(?:var\s+([A-Za-z_]\w*)\b|([A-Za-z_]\w*)\s*:=)", line)
        return match and (match[1] or match[2])
    if language in _C and not line[:1].isspace():
        return None  # (at a file's top level C may declare a name again, and namespaces stand at the margin)
    if language in _TYPED:
        match = re.match(rf"\s*(?:{_KEYWORDS[language]})\s+(?:[\w.<>?,\[\] ]+?\s+)?([A-Za-z_$][\w$]*)\s*[=;]", line) \
            or _TYPE_FIRST.match(line)
    else:
        match = re.match(rf"\s*(?:export\s+)?(?:{_KEYWORDS[language]})\s+([A-Za-z_$][\w$]*)\b", line)
    return match[1] if match else None


_ASSIGNED = re.compile(r"\s*(?:(?:const|let|var|static|final|export)\s+)*(?P<name>[A-Za-z_$][\w$]*)\s*(?::[^=]*)?=[^=]")


def reassigned(source, certificate) -> list[str]:
    """A new line that assigns a name at the depth of an original function or class of that name in the same
    scope, which the result keeps (``on_nav = CombinedEvent(...)`` in the class that keeps ``def on_nav``): the
    declaration restated in another form beside its old one."""
    out, kept = [], {i for piece in certificate.pieces for i in (piece.kept() if piece.kind == KEEP else [])}
    standing = {(path[:-1], path[-1][1], source.widths[source.head_of(d)]) for path, d in source.flat
                if path[-1][0] != "var" and source.head_of(d) in kept}  # (kept declarations: scope, name, depth)
    for piece in write_pieces(certificate):
        for w in piece.lines:
            match = _ASSIGNED.match(w.text) if w.original is None and w.snippet is not None else None
            if match is None:
                continue
            depth, name = width(w.text), match["name"]
            start, end = piece.original  # (a piece that only inserts stands after the line above its point)
            at = min(start if start < end or not start else start - 1, len(source.lines) - 1)
            scope = next((path for path, d in source.enclosing(at) if source.widths[source.head_of(d)] < depth), ())
            if (scope, name, depth) in standing:
                out.append(f"snippet line {w.snippet + 1} assigns {name!r}, which the result keeps declared as "
                           f"before: the declaration restated in another form beside its old one?")
    return out
