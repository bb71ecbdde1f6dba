"""A chunk that opens with a repeated line it repeats further on (a docstring's or comment's closing line, a
call that opens each of a run of like blocks): the line merge takes that first line as the original one with the
lines below it replaced, or the chunk's lines above its repeat as new; both readings are tried
(apply/readings.py), and the result check decides when only one keeps the program whole."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

M = "# ... existing code ..."
AGAIN = "stands elsewhere too and comes again in it"

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


@pytest.mark.parametrize(("original", "snippet", "old", "new", "language"), [
    (PY, PY_SNIPPET, "FrozenError()", "FrozenError", "python"),
    (KT, KT_SNIPPET, "FrozenError()", 'FrozenError("frozen")', "kotlin"),
])
def test_an_edit_below_a_closing_line_is_sure(original, snippet, old, new, language) -> None:
    """The snippet opens with the closing triple quote of a hidden docstring (multi-line string) and edits the line
    below it; read as new, that quote would open a string that swallows the next function: only the edit keeps
    the program whole."""
    result = merge(original, snippet, language=language)
    assert result.text == original.replace(old, new), result.reasons
    assert result.confidence == "fuzzy", result.reasons
    assert any(AGAIN in reason for reason in result.reasons), result.reasons


COMMENTS = {
    "python": ("# dates.py\n#\n#   A sample program to parse a date.\n# Returns a datetime.\n#\nimport re\n\n"
               'DATE = re.compile("[0-9]+")\n'),
    "ruby": ('# dates.rb\n#\n#   A sample program to parse a date.\n# Returns a datetime.\n#\nrequire "date"\n\n'
             "DATE = /[0-9]+/\n"),
}
COMMENT_SNIPPET = f"{M}\n#\n#   A sample parser to parse a date.\n# Returns a datetime.\n#\n{M}\n"


@pytest.mark.parametrize("language", sorted(COMMENTS))
def test_comment_lines_that_read_both_ways_stay_ambiguous(language) -> None:
    """A header comment edited between bare ``#`` lines: the edit of the line below the first ``#``, or a new
    paragraph above the second, are both whole programs: the user's call."""
    original = COMMENTS[language]
    result = merge(original, COMMENT_SNIPPET, language=language)
    assert result.confidence == "ambiguous", result.reasons
    assert result.text == original.replace("sample program", "sample parser"), result.reasons
    other = merge(original, COMMENT_SNIPPET, language=language, choices={1: 1}).text
    assert other == original.replace("#\nimport", "#\n#   A sample parser to parse a date.\n# Returns a datetime.\n"
                                     "#\nimport").replace("#\nrequire", "#\n#   A sample parser to parse a date.\n"
                                                          "# Returns a datetime.\n#\nrequire")


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
    """A new ``add_argument(`` block above the next one: read as an edit it replaces the lines below the first
    ``add_argument(``, read as new it is inserted; the merge must not write the edit on the check's word
    alone (both readings repeat ``default=False,``), and the new reading gives the inserted block."""
    result = merge(ARGS, ARGS_SNIPPET, language="python")
    assert result.confidence == "ambiguous", result.reasons
    compact = ('    group.add_argument(\n        "--compact",\n        dest="compact",\n        default=False,\n'
               '        type=bool,\n        help="Compact output")\n')
    inserted = ARGS.replace('Indent the output")\n', f'Indent the output")\n\n{compact}')
    assert merge(ARGS, ARGS_SNIPPET, language="python", choices={1: 1}).text == inserted
