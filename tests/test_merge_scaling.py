"""The merge's cost grows about linearly with the file for many-chunk snippets, counted by construction:
the Python lines the merge executes (every frame it runs, the standard library's included), traced with
``sys.settrace``. No clock is read. Interpreted work only: a C-level copy of the file per chunk would not
be counted (the merge makes none: ``KeyIndex`` in ``apply/merge/keyindex.py``)."""

from __future__ import annotations

import sys

import pytest

from fastapply.apply.merge import forget, merge


def repetitive_file(n: int) -> str:
    """``n`` lines of ten-line blocks that repeat all but their names (the slow case of a per-chunk scan)."""
    lines: list[str] = []
    for i in range(n // 10):
        lines += [f"def f{i}(x):", "    if x:", "        return x", "    else:", "        return None", "", "",
                  f"# section {i}", "y = 1", ""]
    return "\n".join(lines) + "\n"


def loop_functions(n: int) -> str:
    """A JavaScript file of ``n`` lines: eight-line functions, each summing with a loop (``s += x * i``)."""
    return "".join(f"function f{i}(xs) {{\n  let s = 0;\n  for (const x of xs) {{\n    s += x * {i};\n  }}\n"
                   "  return s;\n}\n\n" for i in range(n // 8))


def many_chunks(n: int, chunks: int | None = None) -> str:
    """A snippet that edits every fifth function of ``repetitive_file(n)``: n / 50 chunks between markers (or
    ``chunks`` functions spread evenly)."""
    parts: list[str] = []
    functions = n // 10
    picked = range(0, functions, 5) if chunks is None else sorted({k * functions // chunks for k in range(chunks)})
    for i in picked:
        parts += ["# ... existing code ...", f"def f{i}(x):", "    if x:", f"        return x + {i}"]
    return "\n".join([*parts, "# ... existing code ..."]) + "\n"


def executed_lines(original: str, update: str, language: str | None = None) -> tuple[int, str | None]:
    """How many Python lines ``merge(original, update, language=language)`` executes, from empty per-line caches,
    and its text."""
    count = 0
    forget()  # (else a larger file's lines, met in a smaller one before, would cost nothing)

    def local(frame, event, arg):  # the sys.settrace protocol
        nonlocal count
        count += event == "line"
        return local

    sys.settrace(lambda frame, event, arg: local)
    try:
        result = merge(original, update, language=language)
    finally:
        sys.settrace(None)
    return count, result.text


def test_many_chunk_snippet_costs_about_linear_work() -> None:
    """4x the lines (and chunks): about 4x the executed lines. Measured 4.2x (308,225 -> 1,289,481, 5 Dec); the
    merge before the line index scanned the file from the previous chunk on for every chunk: 10.7x, more the
    longer the file."""
    small, small_text = executed_lines(repetitive_file(2000), many_chunks(2000))
    large, large_text = executed_lines(repetitive_file(8000), many_chunks(8000))
    assert small_text is not None and "return x + 5\n" in small_text and "return x + 795\n" in large_text
    assert large / small < 5, (small, large)



@pytest.mark.parametrize("shape", ["    zork_{i}(alpha_{i}, beta_{i} + {i})", "    if x_{i} > {i} and y:"])
def test_new_code_between_markers_costs_about_linear_work(shape: str) -> None:
    """A chunk of new lines that name nothing and stand nowhere, between markers: its first such line is looked
    for as the new version of one original line, among the lines that start with its first word (``if``: a
    tenth of the file), not every line against every line of the file. 2x the lines and 2x the new lines: at
    most about 2x the executed lines. Measured 1.2x (51,151 -> 62,404, 5 Dec) for the first shape; each new line
    looked for against every line from the chunk before on was 4.0x (8,428,351 -> 33,653,289, 6.6 s for a
    2,000-line file and 200 new lines), and against the lines with its first word, 28 s for a 20,000-line file
    and 2,000 new ``if`` lines."""
    counts = []
    for n in (500, 1000):
        new = "\n".join(shape.format(i=i) for i in range(n // 10))
        count, _ = executed_lines(repetitive_file(n), f"# ... existing code ...\n{new}\n# ... existing code ...\n")
        counts.append(count)
    assert counts[1] / counts[0] < 3, counts


def test_whole_file_snippet_without_markers_costs_about_linear_work() -> None:
    """A marker-less snippet that restates a whole repetitive file, one line edited (its lines each stand 100
    times and more): 4x the lines, about 4x the executed lines. Measured 3.6x (407,438 -> 1,487,015, 6 Dec).
    Matching every chunk line against every copy of it, and extending a run from every blank line to the file's
    end, was 3.7x for 2x the lines; asking, for every declaration stated whole, every placed line whether it lies
    in that declaration, 6.1x for 4x."""
    counts = []
    for n in (1000, 4000):
        original = repetitive_file(n)
        update = original.replace("return None", "return 0", 1)
        count, text = executed_lines(original, update)
        assert text == update
        counts.append(count)
    assert counts[1] / counts[0] < 4.8, counts


def test_marker_less_snippet_of_new_lines_costs_about_linear_work() -> None:
    """A marker-less snippet none of whose lines stands in the file (``const b1 = 1;`` ... over ``const a1 = 1;``
    ...; refused: nothing places it): 4x the lines, about 4x the executed lines. Measured 3.75x (432,018 ->
    1,621,815, 6 Dec). Looking, for every new line, through every declaration of the file for one of its name
    (an assignment beside its old declaration), walking each new ``const`` line's block line by line for a kept
    one, and copying the chunk's lines once per line it has (a chunk written beside its old version), was 7.3x
    (29 s for 20,000 lines)."""
    counts = []
    for n in (500, 2000):
        original = "".join(f"const a{i} = {i};\n" for i in range(n))
        count, text = executed_lines(original, "".join(f"const b{i} = {i};\n" for i in range(n)))
        assert text is not None and "const b0 = 0;" in text  # (its reading, ambiguous)
        counts.append(count)
    assert counts[1] / counts[0] < 4.8, counts


def test_whole_file_snippet_that_deletes_functions_costs_about_linear_work() -> None:
    """A marker-less snippet that restates a whole repetitive file less every tenth function (deleted between
    restated lines): 4x the lines, about 4x the executed lines. Measured 3.6x (429,074 -> 1,551,221, 6 Dec);
    asking, for every deleted line, which placed lines lie above and below it (a list of each) was 8.2x (3.1 s
    for 20,000 lines, 1.0 s since)."""
    counts = []
    for n in (1000, 4000):
        original = repetitive_file(n)
        functions = original.split("def f")
        update = functions[0] + "".join("def f" + f for i, f in enumerate(functions[1:]) if i % 10 != 5)
        count, text = executed_lines(original, update)
        assert text == update
        counts.append(count)
    assert counts[1] / counts[0] < 4.8, counts


def test_whole_yaml_file_snippet_costs_about_linear_work() -> None:
    """A marker-less snippet that restates a YAML list of 4-line items, one value edited: 4x the lines, about 4x
    the executed lines. Measured 3.8x (427,578 -> 1,627,549, 6 Dec); finding each item's outer declarations by
    scanning back through every declaration before it, and counting the snippet's keys by every path it has, was
    11.4x (8.3 to 14 s for 8,000 lines; 0.99 s since)."""
    counts = []
    for n in (500, 2000):
        original = "items:\n" + "".join(f"  - name: item{i}\n    value: {i}\n    tags:\n      - a\n"
                                         for i in range(n // 4))
        update = original.replace("value: 7\n", "value: 8\n", 1)
        count, text = executed_lines(original, update, "yaml")
        assert text == update
        counts.append(count)
    assert counts[1] / counts[0] < 4.8, counts


def test_whole_file_snippet_that_edits_every_line_costs_about_linear_work() -> None:
    """A marker-less snippet that gives every line of the file a new value (``value_00007 = 8`` for ``... = 7``):
    4x the lines, about 4x the executed lines. Asking, for every new line, whether it edits each line its chunk
    replaces (a line moved from beyond the snippet's edge, or edited in place?) was quadratic: 11.5 s for 1,000
    lines, against 0.26 s since it asks only for a line that does stand beyond the edge."""
    counts = []
    for n in (100, 400):
        original = "".join(f"value_{i:05d} = {i}\n" for i in range(n))
        update = "".join(f"value_{i:05d} = {i + 1}\n" for i in range(n))
        count, text = executed_lines(original, update, "python")
        assert text == update
        counts.append(count)
    assert counts[1] / counts[0] < 4.8, counts


def test_whole_file_snippet_that_edits_every_function_costs_about_linear_work() -> None:
    """A marker-less snippet that restates a whole file of three-line functions, editing a line in each (``y = x +
    i`` to ``y = x - i``): 4x the lines, about 4x the executed lines (1,000 -> 4,000 lines: 1,503,027 -> 5,705,092,
    3.8x, 7 Dec). Comparing the whole chunk's words before its first anchor with the file's as one rewording, and
    looking through every deleted line of a long stretch for each new line's old version, was 46x for 500 -> 2,000
    lines (a 3,000-line file took 10 s); asking each blank new line for the deleted line it edits (64 of them) and
    asking for a snippet line among the edits' new lines by a dict's values view, 7.3x."""
    counts = []
    for n in (1000, 4000):
        original = "".join(f"def f{i}(x):\n    y = x + {i}\n    return y\n\n" for i in range(n // 4))
        update = original.replace(" + ", " - ")
        count, text = executed_lines(original, update, "python")
        assert text == update
        counts.append(count)
    assert counts[1] / counts[0] < 4.8, counts


def test_whole_javascript_file_with_every_loop_body_edited_costs_about_linear_work() -> None:
    """A marker-less snippet that restates a whole JavaScript file of functions, each with a loop whose body line
    is edited (``s += x * i`` to ``s -= x * i``): 4x the lines, about 4x the executed lines (2,000 -> 8,000 lines:
    2,152,673 -> 8,511,278, 4.0x, 7 Dec). Past the chain search's block bound the file's tail is written as new
    lines, and each ``}`` there walked back to the chunk's last anchor for a deleted block head, though past a depth
    every new line takes none can count: 8.4x. (Two more checks quadratic in those new lines, a new line's kept places
    filtered from all of its key's places once per new line and a block's moved lines looked up in a list, show
    only at 20,000 lines: 5.7 s with all three, 1.0 s with none, ``docs/benchmarks.md``.)"""
    counts = []
    for n in (2000, 8000):
        original = loop_functions(n)
        update = original.replace("s += x * ", "s -= x * ")
        count, text = executed_lines(original, update, "javascript")
        assert text == update
        counts.append(count)
    assert counts[1] / counts[0] < 4.8, counts
