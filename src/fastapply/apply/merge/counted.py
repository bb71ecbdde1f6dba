"""The certifier's count of what a file holds a set number of times (a rule of *beside*,
:mod:`fastapply.apply.merge.certify` runs it): an instruction a Dockerfile stage takes once, a CSS rule by its
selector. Written more often than the original has it, the old one is kept beside its new version."""

from __future__ import annotations

from .lines import identity, width

__all__ = ["once"]

_ONCE = frozenset("CMD ENTRYPOINT HEALTHCHECK SHELL STOPSIGNAL".split())  # a Dockerfile stage's: the last one counts
_HEADS = tuple(f"{word} " for word in _ONCE)  # (unindented: not a continued line's ``    CMD ...``)


def once(source, snippet, certificate, result, verdict) -> list[str]:
    """A Dockerfile instruction that a stage takes once (``CMD``, ``ENTRYPOINT``...) is not written more often in a
    stage than the original has it: a new ``CMD`` beside the old one kept is its old version kept. (Files with a
    grammar are no Dockerfiles: a Python ``CMD = ...`` may be set twice.) Nor a CSS rule, its selector within one
    enclosing block: a new ``.note {`` beside the old ``.note { /* lint: x */`` kept is its old version kept."""
    if source.language == "css":
        had = _rules(source.lines)
        return [f"the CSS rule {selector!r} is written {n} times, where the original has it {had.get((at, selector), 0)}"
                " time(s): an old one kept beside its new version?" for (at, selector), n in _rules(result).items()
                if n > max(1, had.get((at, selector), 0))]
    if source.language is not None:
        return []
    def counts(lines: list[str]) -> dict[tuple[int, str], int]:
        found, stage, joined = {}, 0, False
        for line in lines:  # (instructions only: not a continued line, ``HEALTHCHECK ... \`` / ``    CMD ...``)
            stage += line.startswith(("FROM ", "from "))
            if not joined and line.startswith(_HEADS) and (name := identity(line)) in _ONCE:
                found[(stage, name)] = found.get((stage, name), 0) + 1
            joined = line.rstrip().endswith("\\")
        return found
    before = counts(source.lines)
    return [f"{name} is written {n} times in stage {stage}, where the original has it {before.get((stage, name), 0)} "
            "time(s): an old one kept beside its new version?" for (stage, name), n in counts(result).items()
            if n > max(1, before.get((stage, name), 0))]


def _rules(lines: list[str]) -> dict[tuple[str, str], int]:
    """How often each CSS rule, (the block that holds it, its selector), opens in ``lines`` (not an at-rule:
    a stylesheet may have ``@media (min-width: 40em)`` blocks twice)."""
    found, held = {}, []
    for line in lines:
        if not (key := line.strip()):
            continue
        head, brace, rest = key.partition("{")
        if brace and (not rest.strip() or rest.strip().startswith("/*")):
            while held and held[-1][0] >= width(line):
                held.pop()
            selector = " ".join(head.split())
            if not key.startswith("@"):
                at = (held[-1][1] if held else "", selector)
                found[at] = found.get(at, 0) + 1
            held.append((width(line), selector))
    return found
