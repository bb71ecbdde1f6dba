"""Markdown sections (certify rule "declarations", apply/merge/sections.py): a section heading written new beside
the original's of the same path is refused; new sections, and repeated headings under a new parent, stay right.
From a dev set: black's docs moved the pycodestyle section above Flake8; the snippet showed the new place and a
trailing marker kept the old section too (written, ``fuzzy``)."""

from __future__ import annotations

from pathlib import Path

from first_reading import assert_merged, assert_refused

from fastapply.apply.merge import merge
from fastapply.evals.cases import load_case

DOC = """# Tools

## Flake8

Flake8 is a linter.

### Configuration

```ini
max-line-length = 88
```

## Pylint

Pylint checks more.

## pycodestyle

pycodestyle is a linter too.

### Configuration

```ini
ignore = E203
```
"""


def test_a_section_moved_without_a_word_about_its_old_place_is_refused() -> None:
    update = """# ... existing code ...

# Tools

## pycodestyle

pycodestyle is a linter too.

### Configuration

```ini
ignore = E203,E701
```

## Flake8

<!-- ... existing code ... -->
"""
    update = update.replace("# ... existing code ...\n\n# Tools", "# Tools", 1)
    assert_refused(DOC, update, "markdown", "the section 'Tools / pycodestyle' is written 2 times")


def test_a_repeated_heading_under_another_section_stays_right() -> None:
    """Three ``### Configuration`` headings in the result, each under its own section: no section is doubled."""
    added = "### Configuration\n\n```ini\nmax-line-length = 100\n```\n\n"
    update = "<!-- ... existing code ... -->\n\n## Pylint\n\nPylint checks more.\n\n" + added + \
        "## pycodestyle\n\n<!-- ... existing code ... -->\n"
    assert_merged(DOC, update, "markdown", DOC.replace("## pycodestyle", added + "## pycodestyle"))


def test_a_heading_inside_fenced_code_is_no_section() -> None:
    """``## pycodestyle`` in a fenced block is an example, not a second ``pycodestyle`` section."""
    update = """<!-- ... existing code ... -->

## pycodestyle

pycodestyle is a linter too. Document it so:

```md
## pycodestyle
```
"""
    result = merge(DOC, update, language="markdown")
    assert result.sure and result.text == DOC.split("## pycodestyle")[0] + update.split("\n", 2)[2], result.reasons


def test_a_markdown_list_items_continuation_lines_keep_their_indent():
    """A new list item's continuation lines indented two columns: kept so, not re-indented to a unit read off the
    file's numbered lists (its indents are the item's text, no nesting style)."""
    case = load_case(Path(__file__).parent / "data" / "apply_unasked" / "markdown" / "q2_recall_runbook_after_hours")
    result = merge(case.original, case.update, language="markdown")
    assert result.sure and result.text == case.final, result.reasons
