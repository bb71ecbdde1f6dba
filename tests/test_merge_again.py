"""A chunk that opens with a repeated line it repeats further on (a docstring's or comment's closing line, a
call that opens each of a run of like blocks): that first line may be the original one with the lines below it
replaced, or the chunk's lines above its repeat may be new; both readings are placed and certified
(apply/merge/readings.py), and the merge is sure only when one of them is certified."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

M = "# ... existing code ..."

PY = '''def frozen(instance):
    """
    Raise on any write.
    """
    raise FrozenError()


def validate(instance, value):
    """
    Run the validators.
    """
    return value


def convert(value):
    return value
'''
PY_SNIPPET = f'''{M}
    """
    raise FrozenError


def validate(instance, value):
    """
{M}
'''
KT = '''fun frozen(): Nothing {
    println(
        """
        Raise on any write.
        """
    )
    throw FrozenError()
}

fun validate(value: Int): Int {
    println(
        """
        Run the validators.
        """
    )
    return value
}
'''
KT_SNIPPET = '''// ... existing code ...
        """
    )
    throw FrozenError("frozen")
}

fun validate(value: Int): Int {
    println(
        """
// ... existing code ...
'''


@pytest.mark.parametrize(("original", "snippet", "old", "new", "language", "confidence"), [
    (PY, PY_SNIPPET, "FrozenError()", "FrozenError", "python", "exact"),
    (KT, KT_SNIPPET, "FrozenError()", 'FrozenError("frozen")', "kotlin", "fuzzy"),  # one of two readings certified
])
def test_an_edit_below_a_closing_line_is_sure(original, snippet, old, new, language, confidence) -> None:
    """The snippet opens with the closing triple quote of a hidden docstring (multi-line string) and edits the line
    below it; read as new, that quote would open a string that swallows the next function: only the edit keeps
    the program whole."""
    result = merge(original, snippet, language=language)
    assert result.text == original.replace(old, new), result.reasons
    assert result.confidence == confidence, result.reasons


COMMENTS = {
    "python": ("# dates.py\n#\n#   A sample program to parse a date.\n# Returns a datetime.\n#\nimport re\n\n"
               'DATE = re.compile("[0-9]+")\n'),
    "ruby": ('# dates.rb\n#\n#   A sample program to parse a date.\n# Returns a datetime.\n#\nrequire "date"\n\n'
             "DATE = /[0-9]+/\n"),
}
COMMENT_SNIPPET = f"{M}\n#\n#   A sample parser to parse a date.\n# Returns a datetime.\n#\n{M}\n"


@pytest.mark.parametrize("language", sorted(COMMENTS))
def test_an_edited_comment_line_between_bare_comment_lines_is_the_edit(language) -> None:
    """A header comment edited between bare ``#`` lines: "sample program" becomes "sample parser". Read as new
    lines (a second paragraph above ``# Returns``) the header says both, which no one means: the edit is the
    answer (or, refused, the guess), never the inserted copy written as sure."""
    original = COMMENTS[language]
    result = merge(original, COMMENT_SNIPPET, language=language)
    assert result.text == original.replace("sample program", "sample parser"), (result.confidence, result.reasons)


ARGS = """def create_parser(parser):
    group = parser.add_argument_group("Output")
    group.add_argument(
        "--indent",
        dest="indent",
        default=False,
        type=bool,
        help="Indent the output")

    group.add_argument(
        "--wrap",
        dest="wrap",
        default=False,
        type=bool,
        help="Wrap long lines")
    return parser
"""
ARGS_SNIPPET = f"""{M}

    group.add_argument(
        "--compact",
        dest="compact",
        default=False,
        type=bool,
        help="Compact output")

    group.add_argument(
        {M}
"""


def test_a_new_copy_of_a_repeated_block_is_not_taken_for_an_edit() -> None:
    """A new ``add_argument(`` block above the next one: read as an edit it turns ``--indent`` into ``--compact``,
    read as new it is inserted between the two; both readings repeat ``default=False,`` and ``type=bool,``, so the
    merge must not write either on its own word."""
    result = merge(ARGS, ARGS_SNIPPET, language="python")
    # ambiguous: an option renamed (--indent becomes --compact) or an option added, the snippet does not say which
    assert not result.sure, result.text
    assert {reason.split(":")[0] for reason in result.reasons} == {"beside", "pinned"}, result.reasons
