"""A line kept beside a chunk is not the old version of the chunk's edge lines that rewrite it over several lines
(a rule of *beside*, :mod:`fastapply.apply.merge.certify`): ``{error && <p className="e">{error}</p>}`` kept above
``{error && (`` / ``<p className="e" role="alert">`` / ``{error}`` / ``</p>`` / ``)}``, its new version.

    >>> spread('{error && <p className="e">{error}</p>}', ['{error && (', '  <p className="e" role="alert">',
    ...        '    {error}', '  </p>', ')}'], -1), \\
    ...     spread("log.info('saved', name)", ["log.info(", "'loaded', name)"], -1)
    (True, False)
"""

from __future__ import annotations

import re

from .beyond import in_order
from .certificate import KEEP, WRITE, Certificate
from .lines import is_closer, is_comment, is_weak, line_key, width
from .siblings import kept_lines, shape_of
from .snippet import Snippet
from .source import Source

STRING = re.compile(r"\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'|`[^`]*`")  # a string literal
_TOKEN = re.compile(r"[A-Za-z_$][\w$-]*|\"[^\"]*\"|'[^']*'|`[^`]*`|\d+")
SPREAD = 10  # new lines, at most, that one old line may be rewritten over
TAIL = "which the chunk rewrote and ended"  # (``cut_tail``'s words: the doubt whose repair may mend the syntax)
TOKENS = 4  # words (names, numbers, strings) an old line needs to tell its rewrite by
_HEADS = frozenset("if elif else for foreach while unless until when".split())  # a head governing the line below


def spread(old: str, new: list[str], step: int) -> bool:
    """Whether the ``new`` lines next to ``old`` (below it: ``step`` -1; above it: 1) rewrite it over two lines or
    more: one statement (its first line, starting with the old line's first word, opens brackets that its last
    line, the first to close them all, closes) holding every word of the old line in order, not all on one line
    (that line would restate it, not rewrite it)."""
    words = _TOKEN.findall(old)
    if len(words) < TOKENS or is_comment(old) or is_weak(line_key(old)):
        return False
    for first in (0,) if step < 0 else range(len(new) - 2, max(len(new) - SPREAD, 0) - 1, -1):
        depth, end = 0, None
        for k in range(first, min(first + SPREAD, len(new))):
            depth += opened(new[k])
            if depth <= 0:
                end = k
                break
        if end is None or end == first or step > 0 and end != len(new) - 1:
            continue
        found = [_TOKEN.findall(x) for x in new[first : end + 1]]
        if found[0][:1] == words[:1] and in_order(words, [w for f in found for w in f]) and \
                not any(in_order(words, f) for f in found):
            return True
    return _headed(words, new[:2] if step < 0 else new[-2:], old)


def _headed(words: list[str], pair: list[str], old: str) -> bool:
    """Two new lines, a condition or loop head that opens nothing (``if (slip.pensionPence > 0)``) and the one
    deeper line it governs, that are the old line split after that head, the governed line as it was, its string
    and number literals changed, or its words kept in order with more added: the old ``if (...)
    PayslipLine('Pension', ...),`` rewritten over two lines. (A second statement on the same names, ``for (...)
    a[i] += b[i];`` under ``for (...) a[i] = 0;``, is none.)"""
    if len(pair) != 2 or len(words) < TOKENS or words[0] not in _HEADS or any(opened(x) for x in pair) or \
            width(pair[1]) <= width(pair[0]):
        return False
    head, body, was = pair[0].strip(), pair[1].strip(), old.strip()
    if not was.startswith(head + " "):
        return False
    was = was[len(head) + 1 :].strip()
    found, kept = _TOKEN.findall(body), _TOKEN.findall(was)
    return _literal(body) == _literal(was) or found[:1] == kept[:1] and in_order(kept, found)


def _literal(line: str) -> str:
    """``line`` with every string and number literal blanked."""
    return re.sub(r"\b\d+(?:\.\d+)?\b", "0", STRING.sub('""', line))


def opened(line: str) -> int:
    """How many more brackets ``line`` opens than it closes (string literals aside; a markup tag left open,
    ``<NavItem``, and the ``/>`` or ``>`` alone that ends it, count as brackets)."""
    bare = STRING.sub("", line)
    tag = (re.fullmatch(r"\s*<[A-Za-z][\w.:-]*", bare) is not None) - (bare.strip() in ("/>", ">"))
    return sum(bare.count(c) for c in "([{") - sum(bare.count(c) for c in ")]}") + tag


def spread_kept(source: Source, snippet: Snippet, certificate: Certificate, result=None, verdict=None) -> list[str]:
    """No kept line right beside a chunk's new edge lines is rewritten by them over several lines (``spread``,
    ``continued``)."""
    out, pieces = [], certificate.pieces
    for n, piece in enumerate(pieces):
        if piece.kind != WRITE:
            continue
        marks = [k for k, w in enumerate(piece.lines) if w.original is not None]
        runs = (piece.lines[: marks[0]] if marks else piece.lines,
                piece.lines[marks[-1] + 1 :] if marks else piece.lines)
        for step, run in zip((-1, 1), runs):
            new = [w.text for w in run if w.snippet is not None and w.text.strip()]
            kept = kept_lines(source, pieces, n, step, 1)
            if len(new) > 1 and kept and (spread(source.lines[kept[0]], new, step) or
                                          continued(source.lines[kept[0]], new, step)):
                out.append(f"original line {kept[0] + 1} ({source.lines[kept[0]].strip()[:60]!r}) is kept next to "
                           "new lines that rewrite it over several lines: its old version?")
    return out


_WORD = re.compile(r"[A-Za-z_][\w.-]*")
_BLOCK = re.compile(r".*:\s*[|>][-+]?\s*$")  # a YAML key whose value is the deeper lines below it


def continued(old: str, new: list[str], step: int) -> bool:
    """Whether the ``new`` lines next to ``old`` (below it: ``step`` -1; above it: 1) end (start) with one command
    continued over several lines (``\\`` at the ends of its lines; a YAML ``run: |`` and its deeper lines) that
    runs what the one-line ``old`` runs: its first command word (past ``NAME=value`` settings) the old one's, every
    word of the old command in it, its flags aside (``RUN pip install --no-cache-dir -r requirements.txt`` beside
    ``RUN --mount=type=cache,... \\`` / ``pip install -r requirements.txt``; ``- run: npm ci --no-audit`` beside
    ``- run: |`` / ``npm ci`` / ``npm run build``): its old version."""
    was = _command(old)
    if len(was) < 3 or old.rstrip().endswith("\\") or _BLOCK.match(old):
        return False
    lines = new if step < 0 else new[::-1]
    if step < 0:
        end = 0
        while end + 1 < len(lines) and (lines[end].rstrip().endswith("\\") or _BLOCK.match(lines[0]) and
                                         width(lines[end + 1]) > width(lines[0])):
            end += 1
        stated = lines[: end + 1]
    else:
        end = next((k for k in range(1, len(lines)) if not lines[k].rstrip().endswith("\\")), len(lines))
        block = next((k for k in range(1, len(lines)) if width(lines[k]) < width(lines[0])), None)
        if block is not None and _BLOCK.match(lines[block]) and all(width(x) > width(lines[block])
                                                                    for x in lines[:block]):
            end = block + 1
        stated = lines[:end][::-1]
    said = [w for line in stated for w in _command(line)]
    return len(stated) > 1 and said[:1] == was[:1] and set(was) <= set(said)


def _command(line: str) -> list[str]:
    """The words of a command line, its flags (``--no-cache``, ``-t``) and leading ``NAME=value`` settings aside."""
    tokens = line.split()
    while tokens and re.fullmatch(r"[A-Za-z_]\w*=\S*", tokens[0]):
        tokens = tokens[1:]
    return [w for t in tokens if not t.startswith("-") for w in _WORD.findall(t)]


def cut_tail(source: Source, snippet: Snippet, certificate: Certificate, result=None, verdict=None) -> list[str]:
    """No kept line right after a chunk is the tail of a statement whose first lines the chunk rewrote: where the
    original line above it, in the chunk's slice, leaves its statement open (brackets, or a deeper line ending
    it with ``;``), and the chunk's last line ends a statement as deep as the kept line, or where that original
    line goes on with a backslash and the chunk's last line does not, the kept line is the end of the old
    statement, written after the new one's (``COMMENT ON ... IS`` / ``'new text';`` / ``'old text';``; a ``RUN``
    continued with backslashes whose last line the chunk rewrote over several)."""
    out, pieces = [], certificate.pieces
    for n, piece in enumerate(pieces):
        new = [w.text for w in piece.lines if w.text.strip()] if piece.kind == WRITE else []
        kept = kept_lines(source, pieces, n, 1, 1) if new else []
        if not kept or piece.original[1] != kept[0] or not piece.original[0] < kept[0]:
            continue
        tail = source.lines[kept[0]]
        if old_tail(source, kept[0], new[-1]):
            last = max((k for k, w in enumerate(piece.lines) if w.original is not None), default=-1)
            if verdict is not None and kept_words(tail, [w.text for w in piece.lines[last + 1 :] if w.text.strip()]):
                verdict.suspects.append(kept[0])  # (a suspect where the new end says what the old one did)
            out.append(f"original line {kept[0] + 1} ({tail.strip()[:60]!r}) is kept right after the chunk, the end "
                       f"of the statement that original line {kept[0]} opens, {TAIL}: the old end kept beside the new "
                       "one?")
    return out


def old_tail(source: Source, i: int, last: str) -> bool:
    """Whether original line ``i`` ends the statement that the original line above it leaves open (brackets, or a
    deeper line ending it with ``;``; a shell line going on with ``\\``), while ``last``, the new line that stands
    for that line above, ends a statement as deep as line ``i`` (or goes on no more): its old end."""
    tail, head = source.lines[i], source.lines[i - 1]
    if head.rstrip().endswith("\\") and not last.rstrip().endswith("\\"):  # (a shell line's ``\``)
        return True
    return _ends(tail) and _ends(last) and width(tail) == width(last) and bool(head.strip()) and (
        opened(head) > 0 or width(head) < width(tail) and not line_key(head).endswith((";", "{", "}", ":")))


def kept_words(old: str, new: list[str]) -> bool:
    """Half the words (three letters or more) of ``old`` at least, two at least, stand in ``new``."""
    words = set(re.findall(r"[A-Za-z_]\w{2,}", old.lower()))
    found = words & set(re.findall(r"[A-Za-z_]\w{2,}", " ".join(new).lower()))
    return len(found) >= 2 and 2 * len(found) >= len(words)


def _ends(line: str) -> bool:
    """``line`` ends a statement: with ``;``, or closing more brackets than it opens."""
    return line_key(line).endswith(";") or opened(line) < 0


def cut_head(source: Source, snippet: Snippet, certificate: Certificate, result=None, verdict=None) -> list[str]:
    """No chunk starts inside a statement or block that a marker keeps the start of: where the original goes on
    right after the kept line above a chunk on a line deeper than the chunk's first line (``AFTER ... ON refunds``
    before ``    FOR EACH ROW ...;``), and that first line is not its version, the chunk cuts it in two; so it does
    where the chunk's first line, new, is a head of the kept line's shape (``CREATE FUNCTION b(...)`` below
    ``CREATE FUNCTION a(...)``), and the chunk restates, right below it, the line that follows the kept one, a line
    of the shape that follows every head of that shape in the file (``RETURNS ...``): the kept head is left
    without the body it opens (``_heads``)."""
    out, pieces, lines = [], certificate.pieces, source.lines
    for n, piece in enumerate(pieces):
        first = next((w for w in piece.lines if w.text.strip()), None) if piece.kind == WRITE else None
        kept = kept_lines(source, pieces, n, -1, 1) if first is not None else []
        if not kept or is_closer(line_key(first.text)):
            continue
        after = _next(lines, kept[0])
        restated = next((w.original for w in piece.lines if w.original is not None), None)
        if after is not None and first.original != after and width(lines[after]) > width(first.text):
            out.append(f"the chunk's first line ({first.text.strip()[:60]!r}) is written right after original line "
                       f"{kept[0] + 1} ({lines[kept[0]].strip()[:60]!r}), where the original goes on on the deeper "
                       f"line {after + 1}: it cuts that statement or block in two")
        elif after is not None and first.original is None and restated == after and \
                shape_of(first.text) == shape_of(lines[kept[0]]) and _heads(lines, kept[0], after):
            out.append(f"the new {first.text.strip()[:60]!r} is written between original line {kept[0] + 1} "
                       f"({lines[kept[0]].strip()[:60]!r}) and the line that goes on its statement ({after + 1}, "
                       "restated below it): the kept line cut from its body; its old version, or a new one beside it?")
    return out


def _next(lines: list[str], k: int) -> int | None:
    """The first non-blank line after line ``k``."""
    return next((j for j in range(k + 1, len(lines)) if lines[j].strip()), None)


def _heads(lines: list[str], k: int, after: int) -> bool:
    """Whether line ``k`` is a head that the file always goes on from with a line of one other shape: two lines or
    more have its shape, and every one is followed by a line of the shape of ``after``, the line that follows it
    (``CREATE FUNCTION`` by ``RETURNS``), not by one like itself (a run of imports, of list items)."""
    shape = shape_of(lines[k])
    heads = [i for i, x in enumerate(lines) if x.strip() and shape_of(x) == shape]
    follows = {shape_of(lines[j]) if (j := _next(lines, i)) is not None else None for i in heads}
    return len(heads) > 1 and follows == {shape_of(lines[after])} != {shape}


def edge_run(source: Source, snippet: Snippet, certificate: Certificate, result=None, verdict=None) -> list[str]:
    """Where the snippet's marker-less first (last) chunk starts (ends) inside a run of like lines (one first word,
    one depth, no blank line between: ``#include``, ``import``), the run's lines beyond that edge are kept only where
    the chunk deletes none of the run: one that drops a line of it restates the run as a whole list (``#include
    <stdarg.h>`` left out above the restated ``#include <stddef.h>``, ``#include <stdio.h>`` dropped between)."""
    out, pieces = [], certificate.pieces
    for n, step in ((0, 1), (len(pieces) - 1, -1)):
        edge, chunk = pieces[n], pieces[n + step] if 0 <= n + step < len(pieces) else None
        if edge.kind != KEEP or edge.marker is not None or chunk is None or chunk.kind != WRITE:
            continue
        restated = [w.original for w in chunk.lines if w.original is not None]
        kept = [i for i in edge.kept() if source.lines[i].strip()]
        if not restated or not kept:
            continue
        first, beyond = (restated[0], kept[-1]) if step > 0 else (restated[-1], kept[0])
        word = line_key(source.lines[first]).split(" ", 1)[0]
        if beyond != first - step or not _like(source, beyond, first, word):
            continue
        run, at = set(), first
        while 0 <= at < len(source.lines) and _like(source, at, first, word):
            run.add(at)
            at += step
        dropped = sorted(i for i in chunk.deleted() if i in run)
        if dropped:
            out.append(f"the snippet's {'first' if step > 0 else 'last'} line restates original line {first + 1} "
                       f"({source.lines[first].strip()[:60]!r}) inside a run of like lines, of which it drops line "
                       f"{dropped[0] + 1} while line {beyond + 1}, beyond its edge, is kept: the run restated whole?")
    return out


def _like(source: Source, i: int, first: int, word: str) -> bool:
    return bool(source.lines[i].strip()) and source.widths[i] == source.widths[first] and \
        line_key(source.lines[i]).split(" ", 1)[0] == word
