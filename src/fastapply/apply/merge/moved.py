"""The *moved* rule of the certifier's beside rules (:mod:`fastapply.apply.merge.neighbours`): a line kept beyond a
marker-less snippet edge that the chunk writes anew."""

from __future__ import annotations

import re

from .beyond import widened
from .certificate import WRITE, Certificate, Piece
from .lines import edits, is_weak, line_key, width
from .siblings import kept_lines
from .source import Source
from .statements import sql_statements


def moved(source: Source, snippet, certificate: Certificate) -> list[str]:
    """Code kept beyond a snippet edge that has no marker holds, among its lines nearest the chunk (as many as the
    chunk writes new), a line the chunk writes anew, the only such line of the original: moved by the snippet
    (into the chunk), so not to be kept where it was. Not a line of a declaration the original does not have (a
    new handler's ``if err := json.NewDecoder(r.Body).Decode(&in); err != nil {``, like its neighbour's): the
    rules on copies (``declared``) read a new declaration against the kept ones. Nor a line that is the new
    version of a line the chunk replaces (``WHERE id = p_invoice_id;`` now ``WHERE id = p_invoice_id`` / ``FOR
    UPDATE;``, while a later function has the new line too)."""
    out, pieces, fresh = [], certificate.pieces, None
    for n, piece in enumerate(pieces):
        if piece.kind != WRITE:
            continue
        new = {line_key(w.text): w for w in piece.lines if w.original is None and w.snippet is not None and
               not is_weak(line_key(w.text))}
        if new:
            fresh = _in_new(source, snippet) if fresh is None else fresh
            new = {key: w for key, w in new.items() if w.snippet not in fresh}
        for step in (-1, 1):
            edge = n + step
            if not new or not 0 <= edge < len(pieces) or pieces[edge].marker is not None:
                continue
            for i in kept_lines(source, pieces, n, step, len(new)):
                w = new.get(source.keys[i])
                if w is not None and source.keys.count(source.keys[i], 0, len(source.lines)) == 1 and \
                        not _in_place(source, piece, w.text):
                    out.append(f"original line {i + 1} ({source.lines[i].strip()!r}) is kept beyond the snippet's "
                               f"edge, and snippet line {w.snippet + 1} writes it anew: moved?")
                    break
    return out


def _in_place(source: Source, piece: Piece, text: str) -> bool:
    """``text`` is the new version of an original line of the piece's own slice that it does not restate."""
    restated = {w.original for w in piece.lines}
    return any(edits(text, source.lines[j]) for j in range(*piece.original) if j not in restated and source.keys[j])


def _in_new(source: Source, snippet) -> set[int]:
    """The snippet lines that lie in a declaration whose names the original has nowhere (``Source.known``; in SQL,
    a ``CREATE`` statement)."""
    if not source.language:
        return {i for d in sql_statements(snippet.lines) if (d.name,) not in source.known
                for i in range(d.start, d.end)}
    return {i for i, path in enumerate(snippet.paths) if path and tuple(name for _, name in path) not in source.known}


_DECLARES = re.compile(r"\s*(?:(?:export|public|private|protected|static|async|override|pub)\s+)*"
                       r"(?:(?:def|function|func|fn|fun|sub|proc|class)\b|(?:const|let|var)\s+[\w$]+\s*=\s*(?:async\s*)?"
                       r"(?:\(|function\b|[\w$]+\s*=>))")  # (a new function's first line: ``def run_tests():``)


def _in_flow(new: list[str], k: int) -> bool:
    """Whether new line ``k`` stands in a new block (the nearest line above it less deep opens it: ``for attempt in
    1 2 3; do``, ``if (require.main === module) {``, ``process.nextTick(() => {``) that declares no function (a
    test that calls ``main`` anew is no ``main()`` moved)."""
    head = next((x for x in reversed(new[:k]) if x.strip() and width(x) < width(new[k])), None)
    return head is not None and _DECLARES.match(head) is None


def moved_in(source: Source, new: list[str], edge: int) -> bool:
    """Whether kept line ``edge``, beside a chunk, is written anew among the chunk's new lines ``new`` at another
    depth (moved into a new block, the old kept): the same line, or, where the file has it once, that line with
    more added inside a new block that declares no function (``main();`` kept above ``main().catch(...)`` in a new
    ``if``)."""
    old = source.lines[edge]
    return any((line_key(x) == source.keys[edge] or widened(x, old) and _in_flow(new, k) and source.keys.count(
        source.keys[edge], 0, len(source.lines)) == 1) and width(x) != width(old) for k, x in enumerate(new))
