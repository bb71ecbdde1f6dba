"""Certifier rules and a spacing rule from the eighteenth frozen split (tests/data/apply_unvisited, measured once, a
development set since): list items rewritten beside their old versions (``DayFormat.format(s.date),`` above the kept
``s.date.toString,``), closing lines written twice (a chunk's new ``</form>`` / ``</section>`` above the same lines
kept), and no blank line written between a kept block opener and the edited line the original had right below it."""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
from fastapply.apply.merge.closed_twice import closed_twice
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source
from fastapply.evals.cases import load_case

UNVISITED = Path(__file__).parent / "data" / "apply_unvisited"

_ITEMS = {
"python": ('def to_row(s):\n    return [\n        s.date.isoformat(),\n        s.start.isoformat(),\n        s.ward,\n'
           '        s.role,\n    ]\n',
           'def to_row(s):\n    return [\n        s.date.strftime("%d/%m/%Y"),\n        s.start.strftime("%H:%M"),\n'
           '        # ... existing code ...\n    ]\n'),
"javascript": ('export function toRow(s) {\n  return [\n    s.date.toISOString(),\n    s.start.toISOString(),\n    s.ward,\n'
               '    s.role,\n  ];\n}\n',
               'export function toRow(s) {\n  return [\n    formatDay(s.date),\n    formatTime(s.start),\n'
               '    // ... existing code ...\n  ];\n}\n'),
"go": ('func toRow(s Shift) []string {\n\treturn []string{\n\t\ts.Date.String(),\n\t\ts.Start.String(),\n\t\ts.Ward,\n'
       '\t\ts.Role,\n\t}\n}\n',
       'func toRow(s Shift) []string {\n\treturn []string{\n\t\ts.Date.Format("02/01/2006"),\n\t\ts.Start.Format("15:04"),\n'
       '\t\t// ... existing code ...\n\t}\n}\n'),
}


@pytest.mark.parametrize("language", sorted(_ITEMS))
def test_list_items_rewritten_above_their_kept_old_versions_are_refused(language):
    """Two row items rewritten (``s.date.isoformat(),`` now ``s.date.strftime(...)``), an indented marker after them
    keeping the rest of the row: the reading keeps the old items below the new (``exact`` before)."""
    original, snippet = _ITEMS[language]
    result = merge(original, snippet, language=language)
    assert result.confidence == "ambiguous", result.text
    assert any("name, one for one, the fields of the items kept right below it" in x for x in result.reasons)


def test_new_items_of_other_fields_are_no_rewrite():
    """Two new items naming other fields, above the kept ones: added, not rewritten."""
    original, _ = _ITEMS["python"]
    snippet = ('def to_row(s):\n    return [\n        s.site.code,\n        s.shift_kind.value,\n'
               '        # ... existing code ...\n    ]\n')
    result = merge(original, snippet, language="python")
    assert result.sure and result.text == original.replace("    return [\n", "    return [\n        s.site.code,\n"
                                                          "        s.shift_kind.value,\n"), result.reasons


def test_the_split_case_of_closing_lines_written_twice_is_refused():
    """A promo field and a reworded submit button written before the form's ``</form>`` / ``</section>``, new, while
    the marker after them keeps the old button and the same two closing lines (``fuzzy`` before)."""
    case = load_case(UNVISITED / "html" / "z4_promo_code_field")
    result = merge(case.original, case.update, language="html")
    assert result.confidence == "ambiguous", result.text
    assert any("closing lines written new, while the same lines are kept right below it" in x for x in result.reasons)


@pytest.mark.parametrize(("language", "closers", "kept"), [
    ("tsx", ["      </form>", "    </section>"], ["        <button>Search</button>", "      </form>", "    </section>"]),
    ("go", ["\t\t}", "\t}"], ["\t\t}", "\t}", "}"]),
    ("html", ["      </ul>", "    </nav>"], ["      </ul>", "    </nav>"]),
])
def test_closed_twice_reads_a_hand_certificate(language, closers, kept):
    """The rule alone: a chunk's new closing lines, the same lines kept right below it (after one other line at
    most); as deep only: one level off is no twin."""
    lines = ["x", *kept, "y"]
    source, snippet = Source("\n".join(lines) + "\n", language), Snippet("\n".join(["// ...", *closers, "// ..."]), language)

    def refusals(written: list[str]) -> list[str]:
        pieces = (Piece(KEEP, (0, 1), (0, 1), marker=0),
                  Piece(WRITE, (1, 1 + len(written)), (1, 1), tuple(Written(x, 1 + k, None) for k, x in enumerate(written))),
                  Piece(KEEP, (1 + len(written), 2 + len(written)), (1, len(lines)), marker=1 + len(written)))
        return closed_twice(source, snippet, Certificate(pieces))
    assert refusals(closers)
    assert not refusals([("\t" if "\t" in x else " ") + x for x in closers])


def test_an_edited_line_right_below_a_block_opener_gets_no_blank_line():
    """The snippet spaces its marker from a new doc comment above the edited first member of a class; the original
    has the member right below the class's ``) {``: no blank line between them (one was written, ``exact``)."""
    case = load_case(UNVISITED / "kotlin" / "z5_video_heartbeat_returns_completion")
    result = merge(case.original, case.update, language="kotlin")
    assert result.sure and result.text == case.final, result.reasons
