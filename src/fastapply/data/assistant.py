"""The ``assistant`` snippet style: lazy edits written the way chat assistants write them, a varied mix drawn
per task (Cursor's "restate the method your code block belongs to" with ``// ... existing code ...``
between, GPT-style ``# ... rest of the function ...``, bare ``// ...``, block comments, whole-file answers).

Per task one *persona* is drawn: marker phrasing (in the file's comment syntax: ``#``, ``//``, ``/* */``,
``<!-- -->``) and indentation (the elided code's, column 0, or the line above's), context per change
(none, 0-1, 1-3 or 5-10 lines), whether a chunk restates its enclosing header (``def f():`` / marker /
changed lines / marker, and for braces the closing ``}``), whether hunks near a file edge reach it, blank
lines around markers, and, for a minority, noise on the shown lines (re-indented chunks, tabs written as
spaces, trailing whitespace dropped, two original lines continued after a comma written as one). Small
files are sometimes answered whole (no markers).

Every snippet obeys the convention (:mod:`fastapply.data.oracle`): expanded with the ranges its markers
elide it gives the task's real ``final`` (up to whitespace for the noisy ones), and every chunk is
anchored where a marker touches it. An edit the style cannot express so is skipped, never mislabeled.

    >>> import random
    >>> old = "".join(f"v{k} = {k}\\n" for k in range(12))
    >>> persona = Persona(context="tight", phrase="... rest of the code ...", specific=False)
    >>> snippet = assistant_snippet(old, old.replace("v6 = 6", "v6 = 60"), "go", random.Random(2), persona)
    >>> print(snippet.text, end="")
    // ... rest of the code ...
    v5 = 5
    v6 = 60
    v7 = 7
    // ... rest of the code ...
    >>> snippet.elided
    ((0, 5), (8, 12))
"""

from __future__ import annotations

import difflib
import random
from dataclasses import dataclass

from fastapply.apply.merge.lines import width
from fastapply.apply.merge.markers import is_marker_line
from fastapply.data.oracle import expand, unanchored
from fastapply.data.phrasing import (
    BLOCK_COMMENTS,
    PHRASES,
    dedent_chunks,
    marker_text,
    retype,
)
from fastapply.data.snippet import lines_of
from fastapply.data.tasks import Task

CONTEXT = {"none": (0, 0), "tight": (0, 1), "normal": (1, 3), "generous": (5, 10)}
WHOLE_FILE_LINES = 40  # files this short are sometimes answered whole


@dataclass(frozen=True, slots=True)
class Persona:
    """How one assistant writes one answer."""

    context: str = "normal"  # a key of CONTEXT
    phrase: str = "... existing code ..."
    specific: bool = True  # pick phrases by what the marker elides (imports, the rest, a body, siblings)
    block_comment: bool = False  # /* ... */ where the language has it
    marker_indent: str = "code"  # "code": the elided code's; "zero"; "above": the shown line before it's
    header: float = 0.0  # chance a change restates its enclosing block's header
    edge_join: bool = True  # hunks a few lines from a file edge reach it
    blank_around_markers: bool = False
    whole_file: bool = False
    noise: str = ""  # "", "dedent" (chunks at column 0), "spaces" (tabs as 4 spaces), "trailing", "rewrap"

    @classmethod
    def sample(cls, rng: random.Random, language: str, lines: int) -> Persona:
        return cls(
            context=rng.choices(list(CONTEXT), weights=(2, 3, 4, 2))[0],
            phrase=rng.choice(PHRASES),
            specific=rng.random() < 0.5,
            block_comment=language in BLOCK_COMMENTS and rng.random() < 0.2,
            marker_indent=rng.choices(("code", "zero", "above"), weights=(5, 3, 2))[0],
            header=rng.choice((0.0, 0.0, 0.5, 1.0)),
            edge_join=rng.random() < 0.5,
            blank_around_markers=rng.random() < 0.2,
            whole_file=lines <= WHOLE_FILE_LINES and rng.random() < 0.4,
            noise=rng.choices(("", "dedent", "spaces", "trailing", "rewrap"), weights=(16, 1, 1, 1, 1))[0],
        )


@dataclass(frozen=True, slots=True)
class AssistantSnippet:
    text: str
    markers: tuple[int, ...]  # snippet line numbers of the markers
    elided: tuple[tuple[int, int], ...]  # the original lines each marker stands for
    traits: tuple[str, ...]  # what this snippet shows (for tallies): "header", "closer", "noise:dedent", ...


def assistant_snippet(original: str, final: str, language: str, rng: random.Random,
                      persona: Persona | None = None) -> AssistantSnippet | None:
    """A snippet for ``original -> final`` in the assistant style, or ``None`` when the persona cannot
    express this edit under the convention (see the module docstring)."""
    old, new = lines_of(original), lines_of(final)
    persona = persona or Persona.sample(rng, language, len(old))
    if old == new or not new:
        return None
    if persona.whole_file:
        snippet, markers, elided, traits = list(new), [], [], ["whole-file"]
    else:
        items = _items(old, new)
        shown, extras = _shown(items, old, new, persona, rng)
        snippet, markers, elided = _render(items, shown, old, new, persona, language, rng)
        traits = sorted(extras)
    snippet = lines_of("".join(snippet))  # checked as a reader will split it
    if any(is_marker_line(line) for k, line in enumerate(snippet) if k not in markers):
        return None  # a shown line reads as a marker: the snippet would not say what it means
    if unanchored(old, snippet, markers, elided, new):
        return None
    expanded = expand(old, snippet, markers, elided)
    if expanded != new and not (persona.noise and _same(expanded, new)):
        return None
    traits += [f"noise:{persona.noise}"] if expanded != new else []
    traits += ["blank-around-markers"] if persona.blank_around_markers and markers else []
    return AssistantSnippet("".join(snippet), tuple(markers), tuple(elided), tuple(traits))


def _same(a: list[str], b: list[str]) -> bool:
    """Equal up to whitespace within lines and lines re-wrapped at a comma (blank lines count)."""
    return _words(a) == _words(b)


def _words(lines: list[str]) -> str:
    return " ".join(" ".join(line.split()) for line in lines)


def _wrappable(above: str, line: str) -> bool:
    """Two shown original lines an assistant may write as one: a list or call continued after a comma."""
    code = (above.strip(), line.strip())
    return code[0].endswith(",") and bool(code[1]) and not any(c.startswith(("#", "//", "*", "/*")) for c in code)


def _items(old: list[str], new: list[str]) -> list[tuple[str, int, int]]:
    """The line alignment: ("=", i, j), ("-", i, -1), ("+", -1, j), deletions before insertions."""
    items: list[tuple[str, int, int]] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if tag == "equal":
            items += [("=", i1 + k, j1 + k) for k in range(i2 - i1)]
        else:
            items += [("-", i, -1) for i in range(i1, i2)] + [("+", -1, j) for j in range(j1, j2)]
    return items


def _text(item: tuple[str, int, int], old: list[str], new: list[str]) -> str:
    return new[item[2]] if item[0] == "+" else old[item[1]]


def _shown(items, old, new, persona: Persona, rng: random.Random) -> tuple[list[bool], set[str]]:
    """Which alignment items the snippet shows: every change, its context, headers, closers; and which of
    those extras it shows."""
    shown = [kind != "=" for kind, _, _ in items]
    traits: set[str] = set()
    runs, p = [], 0
    while p < len(items):
        if shown[p]:
            q = p
            while q < len(items) and items[q][0] != "=":
                q += 1
            runs.append((p, q))
            p = q
        p += 1
    low, high = CONTEXT[persona.context]
    for p, q in runs:
        before, after = rng.randint(low, high), rng.randint(low, high)
        if any(items[k][0] == "-" for k in range(p, q)):
            before, after = max(before, 1), max(after, 1)  # a deletion shows only by adjacency
        elif before == after == 0:
            before, after = (1, 0) if rng.random() < 0.5 else (0, 1)
        _grow(shown, items, old, p - 1, -1, before)
        _grow(shown, items, old, q, 1, after)
        if rng.random() < persona.header:
            traits.update(_header(shown, items, old, new, p, q, rng))
    if persona.edge_join:
        on = [k for k in range(len(items)) if shown[k]]
        for hidden in (range(on[0]), range(on[-1] + 1, len(items))) if on else ():
            if sum(1 for k in hidden if old[items[k][1]].strip()) <= 2:
                for k in hidden:
                    shown[k] = True
    while _fix_blank_edges(shown, items, old, new):
        pass
    return shown, traits


def _grow(shown: list[bool], items, old, start: int, step: int, count: int) -> None:
    """Show the equal items from ``start`` outward until ``count`` non-blank lines are shown."""
    k, seen = start, 0
    while seen < count and 0 <= k < len(items) and items[k][0] == "=":
        shown[k] = True
        seen += bool(old[items[k][1]].strip())
        k += step


def _header(shown: list[bool], items, old, new, p: int, q: int, rng: random.Random) -> set[str]:
    """Show the line that opens the block the change at items [p, q) sits in (one level, or up to the
    top), and for brace languages that block's closing line."""
    target = next((_text(items[k], old, new) for k in range(p, q) if _text(items[k], old, new).strip()), "")
    depth, k, opened = width(target), p - 1, []
    while depth > 0 and k >= 0:
        line = _text(items[k], old, new)
        if items[k][0] == "=" and line.strip() and width(line) < depth:
            opened.append(k)
            depth = width(line)
            if rng.random() < 0.5:
                break
        k -= 1
    for k in opened:
        shown[k] = True
    if opened and rng.random() < 0.6:
        top = width(old[items[opened[-1]][1]])
        k = q
        while k < len(items) and (items[k][0] != "=" or not old[items[k][1]].strip()
                                  or width(old[items[k][1]]) > top):
            k += 1
        if k < len(items) and old[items[k][1]].strip()[:1] in "})]":
            shown[k] = True
            return {"header", "closer"}
    return {"header"} if opened else set()


def _fix_blank_edges(shown: list[bool], items, old, new) -> bool:
    """A chunk must not start (end) next to a marker with a blank line, nor with new lines before (after) a
    blank original line: blank lines there belong to the elided code and anchor nothing. Show the hidden
    line beside such an edge (only equal items are hidden). True when something changed."""
    changed = False
    for k in range(len(items)):
        if shown[k]:
            continue
        for step in (1, -1):
            j, edge = k + step, True
            while 0 <= j < len(items) and shown[j]:
                blank = not _text(items[j], old, new).strip()
                if items[j][0] != "-" and blank and (edge or items[j][0] == "="):
                    shown[k] = changed = True
                    break
                if items[j][0] == "=":
                    break  # anchored on a non-blank original line
                edge = edge and items[j][0] == "-"
                j += step
    return changed


def _render(items, shown, old, new, persona: Persona, language: str, rng: random.Random):
    snippet: list[str] = []
    markers: list[int] = []
    elided: list[tuple[int, int]] = []
    newline = "\r\n" if "\r\n" in "".join(new) else "\n"
    k, context, wrapped = 0, False, persona.noise != "rewrap"
    while k < len(items):
        if shown[k]:
            if items[k][0] != "-":
                line = retype(_text(items[k], old, new), persona.noise, items[k][0] == "=")
                inside = context and len(snippet) > 1 and snippet[-2].strip() and len(snippet) - 2 not in markers
                inside = inside and k + 1 < len(items) and shown[k + 1]
                if not wrapped and inside and items[k][0] == "=" and _wrappable(snippet[-1], line):
                    snippet[-1], wrapped = snippet[-1].rstrip() + " " + line.lstrip(), True  # one line, two joined
                else:
                    snippet.append(line)
                context = items[k][0] == "="
            k += 1
            continue
        context = False
        start = k
        while k < len(items) and not shown[k]:
            k += 1
        span = (items[start][1], items[k - 1][1] + 1)
        above = snippet[-1] if snippet else ""
        if above and not above.endswith("\n"):
            snippet[-1] += newline
        if persona.blank_around_markers and snippet:
            snippet.append(newline)
        markers.append(len(snippet))
        snippet.append(marker_text(old, span, above, persona, language, rng) + newline)
        elided.append(span)
        if persona.blank_around_markers and k < len(items):
            snippet.append(newline)
    if persona.noise == "dedent":
        snippet = dedent_chunks(snippet, markers)
    if persona.noise == "trailing" and snippet and snippet[-1].strip() and markers[-1:] != [len(snippet) - 1]:
        snippet[-1] = snippet[-1].rstrip("\r\n")
    return snippet, markers, elided


def restyle_assistant(tasks: list[Task], seed: int = 0) -> list[Task]:
    """The same edits with assistant-style snippets; edits this seed's persona cannot express are dropped."""
    out = []
    for task in tasks:
        rng = random.Random(f"assistant:{seed}:{task.id}")
        snippet = assistant_snippet(task.original, task.final, task.language, rng)
        if snippet is not None:
            out.append(Task(task.id, task.language, task.path, task.original, snippet.text, task.final,
                            {**task.meta, "style": "assistant", "seed": seed, "traits": list(snippet.traits)}))
    return out
