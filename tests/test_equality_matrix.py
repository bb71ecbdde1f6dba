"""Greedy equality for every proposer x family x acceptance regime, with the acceptance asserted.

A proposer that silently stops drafting, or a verifier that accepts too much or too little, fails
here even when the output happens to stay right: each case asserts how much was drafted (by which
source) and accepted (all, none, or some), by construction of the case (tests/drafts.py).
"""

from __future__ import annotations

import pytest

from conftest import FAMILIES
from drafts import KINDS, case, plain
from fastapply.config import SamplingParams

PROPOSERS = ("ngram", "prediction", "draft")


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("proposer", PROPOSERS)
@pytest.mark.parametrize("family", FAMILIES)
def test_speculative_greedy_equals_plain_with_known_acceptance(family, proposer, kind):
    c = case(family, proposer, kind)
    reference = plain(c.engine, c.prompt, c.max_tokens)
    result = c.engine.generate(c.prompt, SamplingParams(max_tokens=c.max_tokens), c.speculation, c.prediction)
    assert (result.token_ids, result.text, result.finish_reason) == (
        reference.token_ids, reference.text, reference.finish_reason)
    stats = result.stats
    assert stats.drafted_tokens > 0 and stats.drafted_by_source == {proposer: stats.drafted_tokens}
    if kind == "always":
        assert stats.accepted_tokens == stats.drafted_tokens
        assert stats.target_forwards < len(reference.token_ids)  # fewer forwards than plain decoding
    elif kind == "never":
        assert stats.accepted_tokens == 0
        assert stats.target_forwards == len(reference.token_ids)
    else:
        assert 0 < stats.accepted_tokens < stats.drafted_tokens
