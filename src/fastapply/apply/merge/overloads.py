"""The certifier's rule on overloads (*declarations*, :mod:`fastapply.apply.merge.certify` runs it): where the
original declares a name more than once in one scope (``findByCustomer(long)`` and ``findByCustomer(long, int,
int)``), a chunk that deletes one of them whole while it writes a new declaration of that name with other
parameters (``findByCustomer(long, OrderStatus)``), where the result still calls that name with as many arguments
as the deleted one took and no declaration left takes that many (``findByCustomer(customerId, 0, 50)``), added
an overload, not replaced that one: the old one is still called (a new overload that takes as many arguments as
the deleted one, ``put(k, v, at: Instant)`` beside ``put(k, v, ttl: Duration)``, is not told apart).

    >>> from fastapply.apply.merge import merge
    >>> original = ("class Orders {\\n    List<Order> find(long c) {\\n        return find(c, 0, 50);\\n    }\\n\\n"
    ...             "    List<Order> find(long c, int from, int size) {\\n        return repo.find(c, from, size);\\n"
    ...             "    }\\n}\\n")
    >>> snippet = ("class Orders {\\n    List<Order> find(long c) {\\n        return find(c, 0, 50);\\n    }\\n\\n"
    ...            "    List<Order> find(long c, Status s) {\\n        return filter(find(c), s);\\n    }\\n"
    ...            "    // ... existing code ...\\n}\\n")
    >>> merge(original, snippet, language="java").sure
    False
"""

from __future__ import annotations

import re

from .certificate import WRITE
from .lines import is_closer
from .source import Source

__all__ = ["overload_replaced"]


def overload_replaced(source: Source, snippet, certificate, result, verdict) -> list[str]:
    """No chunk deletes one of several same-named declarations of a scope whole (its closing line aside, which may
    close the new one) while writing a new one of that name with other parameters and the result still calling it
    (see the module docstring)."""
    for piece in certificate.pieces:
        if piece.kind != WRITE or not piece.deleted():
            continue
        gone = set(piece.deleted())
        for head in (i for i in piece.deleted() if i in source.heads):
            found = next(((path, d) for path, d in source.enclosing(head) if source.head_of(d) == head), None)
            if found is None or found[1].kind != "fn":
                continue
            path, decl = found
            twins = [d for p, d in source.by_name.get(path[-1][1], ()) if p[:-1] == path[:-1] and d is not decl]
            code = [i for i in range(head, decl.end) if source.lines[i].strip()]
            if code and is_closer(source.keys[code[-1]]):
                code.pop()  # (its closing line may close the new one: restated)
            if not twins or not all(i in gone for i in code):
                continue
            name = re.escape(path[-1][1])
            new = next((w for w in piece.lines if w.original is None and w.snippet is not None and
                        re.search(rf"\b{name}\s*\(", w.text) and _params(w.text) != _params(source.lines[head]) and
                        not any(_params(w.text) == _params(source.lines[source.head_of(t)]) for t in twins) and
                        re.match(r"\s*(?:[\w<>\[\],?]+\s+)*" + name + r"\s*\(", w.text)), None)
            arity = _count(_params(source.lines[head]))
            left = {_count(_params(source.lines[source.head_of(t)])) for t in twins} | {
                _count(_params(new.text)) if new is not None else None}  # (calls the new one may take)
            if new is not None and (arity not in left and any(arity in _calls(line, path[-1][1]) for line in result)
                                    or not _labels(source.lines[head]) <= _labels(new.text)):
                return [(f"{path[-1][1]!r} at original line {head + 1} is deleted whole, while snippet line "
                         f"{new.snippet + 1} declares {path[-1][1]!r} with other parameters: an overload added beside "
                         "it, or its replacement?")]
    return []


def _count(params: str | None) -> int | None:
    """How many parameters (or arguments) a list holds, by its commas outside brackets."""
    if params is None:
        return None
    depth, n = 0, 1 if params.strip() else 0
    for c in params:
        depth += (c in "([{<") - (c in ")]}>")
        n += c == "," and depth == 0
    return n


def _calls(line: str, name: str) -> set[int]:
    """The argument counts of the calls of ``name`` on ``line`` (each closed on it)."""
    out = set()
    for match in re.finditer(rf"\b{re.escape(name)}\s*\(", line):
        depth, at = 1, match.end()
        while at < len(line) and depth:
            depth += (line[at] in "([{") - (line[at] in ")]}")
            at += 1
        if not depth:
            out.add(_count(line[match.end() : at - 1]))
    return out


def _labels(line: str) -> set[str]:
    """A Swift signature's argument labels (``{"didSelectRowAt"}`` of ``tableView(_ t: UITableView,
    didSelectRowAt i: IndexPath)``; none of other languages': no parameter reads ``label name: Type``)."""
    return {m[1] for m in re.finditer(r"[(,]\s*(\w+)\s+\w+\s*:", line) if m[1] != "_"}


def _params(line: str) -> str | None:
    """The parameter list of a one-line signature, whitespace aside (None: none on the line)."""
    match = re.search(r"\((.*)\)", line)
    return " ".join(match[1].split()) if match else None
