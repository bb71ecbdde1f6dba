"""CSS rules, from cases written by people who never read the merge: a new rule (a selector no original rule has)
appended after like ones is new code, not an edit of the like rule whose lines it shares (``color: #fff;``,
``}``); and a rule written beside its old version kept (``.note {`` new, ``.note { /* lint: x */`` kept) is
refused, never certified."""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
from fastapply.apply.merge.certify import certify
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source
from fastapply.evals.cases import load_cases

_BUTTONS = "".join(f".btn--{name} {{\n  background-color: var(--color-{name});\n  color: #fff;\n}}\n\n"
                   f".btn--{name}:hover {{\n  background-color: var(--color-{name}-dark);\n}}\n\n"
                   for name in ("primary", "secondary", "ghost")).rstrip("\n") + "\n"
_DANGER = (".btn--danger {\n  background-color: var(--color-danger);\n  color: #fff;\n}\n\n"
           ".btn--danger:hover {\n  background-color: var(--color-danger-dark);\n}\n")


@pytest.mark.parametrize("marker", ["/* ... existing styles ... */", "/* ... other button variants unchanged ... */"])
def test_a_new_rule_after_like_ones_is_appended(marker: str) -> None:
    result = merge(_BUTTONS, f"{marker}\n\n{_DANGER}", language="css")
    assert (result.text, result.sure) == (_BUTTONS + "\n" + _DANGER, True), result.reasons


def test_a_new_rule_between_restated_neighbours_is_inserted() -> None:
    snippet = (".btn--primary:hover {\n  background-color: var(--color-primary-dark);\n}\n\n" + _DANGER +
               "\n.btn--secondary {\n/* ... existing code ... */\n")
    result = merge(_BUTTONS, "/* ... existing code ... */\n" + snippet, language="css")
    at = _BUTTONS.index(".btn--secondary {")
    assert (result.text, result.sure) == (_BUTTONS[:at] + _DANGER + "\n" + _BUTTONS[at:], True), result.reasons


_NOTES = (".note { /* lint: adjoining */\n  color: #2e6b89;\n}\n\n.tip {\n  color: green;\n}\n\n"
          "@media (min-width: 40em) {\n  .note {\n    padding: 1em;\n  }\n}\n")


def test_a_rule_written_beside_its_old_version_kept_is_refused() -> None:
    source, snippet = Source(_NOTES, "css"), Snippet(".note {\n  color: var(--note);\n}\n/* ... existing code ...*/\n",
                                                       "css")
    new = tuple(Written(text, n, None) for n, text in enumerate(snippet.lines[:3]))
    certificate = Certificate((Piece(WRITE, (0, 3), (0, 0), new, chunk=1),
                               Piece(KEEP, (3, 4), (0, len(source.lines)), marker=3)))
    verdict = certify(source, snippet, certificate, certificate.render(source.lines))
    assert any("the CSS rule '.note' is written 2 times" in r for r in verdict.refusals), verdict.refusals


def test_like_rules_in_other_blocks_at_rules_and_keyframes_count_apart() -> None:
    original = _NOTES + "\n@keyframes fade {\n  from {\n    opacity: 0;\n  }\n  to {\n    opacity: 1;\n  }\n}\n"
    added = ("@media (min-width: 60em) {\n  .note {\n    padding: 2em;\n  }\n}\n\n"
             "@keyframes slide {\n  from {\n    left: 0;\n  }\n  to {\n    left: 10px;\n  }\n}\n")
    source, snippet = Source(original, "css"), Snippet("/* ... existing code ... */\n\n" + added, "css")
    new = tuple(Written(text, n, None) for n, text in enumerate(snippet.lines[1:], 1))
    certificate = Certificate((Piece(KEEP, (0, 1), (0, len(source.lines)), marker=0),
                               Piece(WRITE, (1, len(snippet.lines)), (len(source.lines),) * 2, new, chunk=1)))
    verdict = certify(source, snippet, certificate, certificate.render(source.lines))
    assert not any("CSS rule" in r for r in verdict.refusals), verdict.refusals
    again = Snippet("/* ... existing code ... */\n\n@media (min-width: 40em) {\n  .tip {\n    padding: 1em;\n  }\n}\n",
                    "css")  # (an at-rule's block may stand twice: a second ``@media (min-width: 40em)``)
    certificate = Certificate((Piece(KEEP, (0, 1), (0, len(source.lines)), marker=0),
                               Piece(WRITE, (1, len(again.lines)), (len(source.lines),) * 2,
                                     tuple(Written(text, n, None) for n, text in enumerate(again.lines[1:], 1)),
                                     chunk=1)))
    verdict = certify(source, again, certificate, certificate.render(source.lines))
    assert not any("CSS rule" in r for r in verdict.refusals), verdict.refusals
    twice = Snippet("/* ... existing code ... */\n\n.tip {\n  color: red;\n}\n", "css")
    certificate = Certificate((Piece(KEEP, (0, 1), (0, len(source.lines)), marker=0),
                               Piece(WRITE, (1, 5), (len(source.lines),) * 2,
                                     tuple(Written(text, n, None) for n, text in enumerate(twice.lines[1:], 1)),
                                     chunk=1)))
    verdict = certify(source, twice, certificate, certificate.render(source.lines))
    assert any("the CSS rule '.tip' is written 2 times" in r for r in verdict.refusals), verdict.refusals


NEW_RULES = [("apply_closed", "css/h4_css_buttons_danger_variant"),
             ("apply_closed", "css/h4_css_product_card_sale_price"),
             ("apply_locked", "css/button_styles_ghost_variant"), ("apply_probe", "css/ui_card_component_meta_row"),
             ("apply_adv", "css/theme_tokens_whole_file")]


@pytest.mark.parametrize("split,case_id", NEW_RULES, ids=[c for _, c in NEW_RULES])
def test_new_rules_whose_lines_stand_in_like_rules_are_new_code(split, case_id) -> None:
    """A rule no original selector opens, appended or inserted among like ones, whose body lines (``color: #fff;``,
    the closing ``}``) stand in those rules: read as their edit, two rules are joined and refused; new code, it is
    placed whole (``scopes._new_bodies``: a new selector names the block; closers are not counted as its
    content)."""
    case = next(c for c in load_cases(Path(__file__).parent / "data" / split) if c.id == case_id)
    result = merge(case.original, case.update, language=case.language)
    assert (result.text, result.sure) == (case.final, True), result.reasons


def test_a_selector_is_read_without_its_spacing_and_the_comment_after_its_brace() -> None:
    from fastapply.apply.merge.scopes import _new_bodies

    source = Source(_NOTES.replace(".tip {", ".tip{"), "css")
    for restated in (".note {", ".tip {", ".note  {"):
        snippet = Snippet(f"/* ... existing code ... */\n{restated}\n  color: var(--note);\n}}\n", "css")
        assert list(_new_bodies(snippet, source)) == [], restated
    new = Snippet("/* ... existing code ... */\n.notice {\n  color: var(--note);\n}\n", "css")
    assert list(_new_bodies(new, source)) == [2, 3]
