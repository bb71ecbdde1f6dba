"""A new overload written where a chunk deletes another overload of the same name whole, the kept code still
calling the deleted one with its own number of arguments (:mod:`fastapply.apply.merge.overloads`): an overload
added beside it, not its replacement; refused. A class rewritten as a record, its constructors replaced by one
that takes the arguments its callers pass, is still written.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.overloads import _calls, _count
from fastapply.evals.cases import load_case

DATA = Path(__file__).parent / "data"


def test_an_overload_added_never_deletes_the_overload_the_kept_code_calls():
    case = load_case(DATA / "apply_adv12" / "java" / "j5_java_overload_added")
    result = merge(case.original, case.update, language="java")
    assert not result.sure or result.text == case.final, result.text
    assert result.sure or any("an overload added beside it" in x for x in result.reasons), result.reasons


def test_constructors_replaced_by_one_that_takes_what_callers_pass_are_written():
    case = load_case(DATA / "apply_adv" / "java" / "money_value_object_immutable")
    result = merge(case.original, case.update, language="java")
    assert result.sure and result.text == case.final, result.reasons


@pytest.mark.parametrize("line, name, counts", [
    ("        return findByCustomer(customerId, 0, 50).stream()", "findByCustomer", {3}),
    ("    put(key, value, Duration.between(now(), at))", "put", {3}),
    ("x = f() + f(a, (b, c))", "f", {0, 2}), ("g(f)", "f", set())])
def test_a_calls_arguments_are_counted_by_their_commas_outside_brackets(line, name, counts):
    assert _calls(line, name) == counts


def test_a_parameter_list_is_counted_by_its_commas_outside_brackets():
    assert (_count(""), _count("long c"), _count("Map<K, V> m, int n"), _count(None)) == (0, 1, 2, None)
