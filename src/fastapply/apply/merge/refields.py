"""The certifier's rule on list items rewritten beside their old versions (:mod:`fastapply.apply.merge.certify`
runs it): a chunk's new lines at its edge, items of a list (``DayFormat.format(s.date),`` / ``TimeFormat.format(
s.start),``), each naming the same field, in order, as the kept line beside it (``s.date.toString,`` /
``s.start.toString,``): their new versions, the old items kept?

And the certifier's rule on an item rewritten among like items (*beside*, :mod:`fastapply.apply.merge.certify` runs
it): a chunk that restates an item's opening and closing lines and writes new lines for the lines between them (all
of them; more than half where the item opens the chunk, no line of context before it), where the file has that
opening line as deep two times more or oftener (a card of a team grid, an object of a list), is one more item or
that item rewritten: the snippet does not say which (``<div class="member">`` / Dev's four new lines / ``</div>``
after ``<!-- ... existing members ... -->``, read onto Chloe's card: her lines deleted; a Go route's ``Method`` and
``Handler`` new, its ``Path`` the same). So is an item, after a line of context, whose first line (its name:
``"name": "weekly-report",``) a new line replaces that does not go on past it, where more than half of its lines
are new or lines every like item has (``Auth: true,``), the snippet having markers. An item that keeps half of its
lines, or a block whose opening line is the file's once, is an edit; braces are an item's in JSON and JavaScript, elsewhere where the closing one ends with a
comma (``},``: a list element, not a code block).

    >>> from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
    >>> from fastapply.apply.merge.source import Source
    >>> item = "  <li>\\n    <b>{}</b>\\n    <i>{}</i>\\n  </li>\\n"
    >>> source = Source("<ul>\\n" + "".join(item.format(x, x) for x in "abc") + "</ul>\\n", "html")
    >>> piece = Piece(WRITE, (1, 6), (9, 14), (Written("  <li>", 1, 9), Written("    <b>d</b>", 2, None),
    ...     Written("    <i>d</i>", 3, None), Written("  </li>", 4, 12), Written("</ul>", 5, 13)))
    >>> rewritten_item(source, None, Certificate((Piece(KEEP, (0, 1), (0, 9), marker=0), piece)), None, None)[0][:58]
    'the chunk writes most lines of the item at original lines '
"""

from __future__ import annotations

import re

from .certificate import WRITE, Certificate
from .lines import is_comment, line_key, width
from .placed import placed_lines
from .siblings import kept_lines
from .source import Source

__all__ = ["refields", "rewritten_item"]

PAIRS = 2  # items, at least, that name a kept item's field one for one
_FIELD = re.compile(r"(?<![\w.$])([A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*)")  # ``s.date`` of ``s.date.toString``


def refields(source: Source, snippet, certificate, result=None, verdict=None) -> list[str]:
    """No run of PAIRS or more new list items at a chunk's edge names, one for one and in order, the fields of the
    kept items beside it (as deep, each ending with a comma, not the same line)."""
    out, pieces = [], certificate.pieces
    for n, piece in enumerate(pieces):
        if piece.kind != WRITE:
            continue
        marks = [k for k, w in enumerate(piece.lines) if w.original is not None]
        tail = piece.lines[marks[-1] + 1 :] if marks else piece.lines
        new = [w.text for w in tail if w.snippet is not None and w.text.strip()]
        if len(new) < PAIRS:
            continue
        kept = kept_lines(source, pieces, n, 1, len(new))
        pairs = list(zip(new[-len(kept):] if kept else [], kept))
        if len(pairs) < PAIRS or not all(_renamed_item(x, source.lines[k]) for x, k in pairs):
            continue
        out.append(f"the chunk's last {len(pairs)} new items name, one for one, the fields of the items kept right "
                   f"below it (original lines {kept[0] + 1}-{kept[-1] + 1}, from {source.lines[kept[0]].strip()!r}): "
                   "their new versions, the old kept?")
    return out


def _renamed_item(new: str, old: str) -> bool:
    """Two list items as deep (each ending with a comma), not the same, the old one's first field among the new
    one's (``s.date`` of ``s.date.toString,`` in ``DayFormat.format(s.date),``)."""
    if width(new) != width(old) or not new.rstrip().endswith(",") or not old.rstrip().endswith(",") or \
            line_key(new) == line_key(old):
        return False
    field = _FIELD.search(old)
    return field is not None and field[1] in _FIELD.findall(new)


SIBLINGS = 3  # like opening lines, as deep, that make a run of items (the rewritten one among them)


def rewritten_item(source, snippet, certificate: Certificate, result, verdict) -> list[str]:
    """See the module docstring."""
    out, marked = [], snippet is not None and snippet.has_markers  # (a whole new file tells its items apart)
    for piece in certificate.pieces:
        if piece.kind != WRITE:
            continue
        lines = piece.lines
        edited = {line: old for old, line in placed_lines(source, snippet, piece)[1].items()} if marked else {}
        anchors = [k for k, w in enumerate(lines) if w.original is not None or w.snippet in edited]  # (an item's
        first = next((k for k, w in enumerate(lines) if w.snippet is not None and w.text.strip()), None)  # opening
        for n, k in enumerate(anchors):  # line edited counts: ``<div class="field x">`` for ``<div class="field">``)
            a = edited.get(lines[k].snippet, lines[k].original)
            if not _opens_item(source.lines[a].strip()):
                continue  # (most lines open no item: the closing line is not looked for)
            m = next((m for m in anchors[n + 1 :] if lines[m].original is not None and
                      source.widths[lines[m].original] <= source.widths[a]), None)
            if m is None:
                continue
            b = lines[m].original
            inner = [i for i in range(a + 1, b) if source.lines[i].strip() and not is_comment(source.lines[i])]
            kept = sum(w.original is not None for w in lines[k + 1 : m])
            told = sum(w.original is not None and len(source.keys.positions.get(source.keys[w.original], ())) == 1
                       for w in lines[k + 1 : m])  # (restated lines its like items have too tell no item apart)
            new = sum(w.original is None and w.snippet is not None and bool(w.text.strip()) for w in lines[k + 1 : m])
            rewritten = not kept and new >= len(inner) - 1 or k == first and 2 * kept < len(inner) or \
                marked and _renamed(source, inner, lines[k + 1]) and 2 * told < len(inner)
            if len(inner) < 2 or not rewritten or source.widths[a] != source.widths[b] or \
                    not all(source.widths[i] > source.widths[a] for i in inner):
                continue
            if not _pair(source.lines[a].strip(), source.lines[b].strip(), source.language):
                continue
            like = [i for i in source.keys.between(source.keys[a], 0, len(source.lines))
                    if source.widths[i] == source.widths[a]]
            if len(like) >= SIBLINGS:
                out.append(f"the chunk writes most lines of the item at original lines {a + 1}-{b + 1} "
                           f"({source.lines[a].strip()[:40]!r}) anew, one of {len(like)} like items: one more item, "
                           "or this one rewritten?")
    return out


def _renamed(source: Source, inner: list[int], after) -> bool:
    """Whether the item's first line (its name: ``"name": "weekly-report",``) is replaced by the new line after its
    opening line, one that does not go on past it (``"/docs"`` now ``"/docs/:path*"`` is that item's edit)."""
    if not inner:
        return False
    old = source.lines[inner[0]].strip().rstrip(",;").rstrip("\"'")
    return not after.text.strip().startswith(old)


_TAG = re.compile(r"<([A-Za-z][\w.-]*)(?:\s[^<>]*)?>")


def _opens_item(opening: str) -> bool:
    """Whether a line may open an item (``_pair``): a bare ``{`` or ``[``, or a markup tag alone."""
    return opening in ("{", "[") or _TAG.fullmatch(opening) is not None


def _pair(opening: str, closing: str, language: str | None) -> bool:
    """An item's opening and closing lines: a markup tag and its end tag (``<div class="member">``, ``</div>``), or
    a data item's brackets (``{``, ``},``) in JSON and JavaScript (not a code block's, braces on their own lines)."""
    tag = _TAG.fullmatch(opening)
    if tag is not None:
        return closing == f"</{tag[1]}>"
    return opening in ("{", "[") and closing.rstrip(",") == {"{": "}", "[": "]"}[opening] and \
        (closing.endswith(",") or language in ("json", "javascript", "typescript", "tsx"))

