"""The draft-model proposer at the edges: EOS, token budgets, stop strings, the static cache.

Each test compares with plain greedy decoding token for token and asserts what was drafted and
accepted, so that a proposer that stops drafting at an edge (or a budget that lets a draft run
past the limit) fails.
"""

from __future__ import annotations

import pytest

from conftest import FAMILIES
from drafts import KINDS, PROMPT, case, draft_engine, plain
from fastapply.config import EngineConfig, SamplingParams, SpeculationConfig
from fastapply.engine import Engine

SPECULATION = SpeculationConfig(method="draft", num_tokens=4, min_tokens=4)


def check_acceptance(stats, kind: str) -> None:
    assert stats.drafted_tokens > 0 and stats.drafted_by_source == {"draft": stats.drafted_tokens}
    if kind == "always":
        assert stats.accepted_tokens == stats.drafted_tokens
    elif kind == "never":
        assert stats.accepted_tokens == 0
    else:
        assert 0 < stats.accepted_tokens < stats.drafted_tokens


@pytest.mark.parametrize("kind", ["always", "partly"])
@pytest.mark.parametrize("family", FAMILIES)
def test_stops_at_eos_like_plain(family, kind):
    engine = draft_engine(family, kind)
    tokens = plain(engine, PROMPT, 48).token_ids
    # plain decoding now stops at this token's first occurrence (at 5 or later: drafts before it land)
    eos = next(token for index, token in enumerate(tokens) if index >= 5 and token not in tokens[:index])
    with_eos = Engine(engine.model, engine.tokenizer, draft_model=engine.draft_model)
    with_eos.eos_ids = frozenset({eos})
    expected = plain(with_eos, PROMPT, 48)
    assert expected.finish_reason == "stop" and eos not in expected.token_ids
    result = with_eos.generate(PROMPT, SamplingParams(max_tokens=48), SPECULATION)
    assert (result.token_ids, result.finish_reason, result.text) == (expected.token_ids, "stop", expected.text)
    assert result.stats.drafted_tokens > 0
    if kind == "always":  # each forward emits 5 tokens; the EOS came inside an accepted draft
        assert result.stats.accepted_tokens == result.stats.drafted_tokens
        assert result.stats.target_forwards == -(-(len(expected.token_ids) + 1) // 5)


@pytest.mark.parametrize("max_tokens", [1, 2, 3, 4, 5, 6, 9, 10, 11])
@pytest.mark.parametrize("family", FAMILIES)
def test_token_budget_edges(family, max_tokens):
    """Drafts of 4: a verify emits up to 5 tokens; the budget cuts the last draft exactly."""
    reference = plain(draft_engine(family, "always"), PROMPT, max_tokens)
    assert len(reference.token_ids) == max_tokens
    for kind in ("always", "partly"):
        result = draft_engine(family, kind).generate(PROMPT, SamplingParams(max_tokens=max_tokens), SPECULATION)
        assert (result.token_ids, result.finish_reason) == (reference.token_ids, "length"), kind
        stats = result.stats
        if max_tokens == 1:  # no room for a draft: one plain forward
            assert stats.drafted_tokens == 0 and stats.target_forwards == 1
        elif kind == "always":  # every forward emits min(5, what is left)
            assert stats.accepted_tokens == stats.drafted_tokens == max_tokens - stats.target_forwards
            assert stats.target_forwards == -(-max_tokens // 5)
        else:
            assert stats.drafted_tokens > 0


@pytest.mark.parametrize("kind", ["always", "partly"])
@pytest.mark.parametrize("family", FAMILIES)
def test_stop_string_like_plain(family, kind):
    engine = draft_engine(family, kind)
    text = plain(engine, PROMPT, 40).text
    stop = text[len(text) // 2 : len(text) // 2 + 3]
    params = SamplingParams(max_tokens=40, stop=(stop,))
    expected = engine.generate(PROMPT, params)
    assert expected.finish_reason == "stop" and stop not in expected.text
    result = engine.generate(PROMPT, params, SPECULATION)
    assert (result.token_ids, result.text, result.finish_reason) == (expected.token_ids, expected.text, "stop")
    assert result.stats.drafted_tokens > 0


@pytest.mark.parametrize("buckets", [(), (1, 4, 16)])
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("family", FAMILIES)
def test_static_cache_equals_plain(family, kind, buckets):
    c = case(family, "draft", kind)
    reference = plain(c.engine, c.prompt, c.max_tokens)
    static = Engine(c.engine.model, c.engine.tokenizer, draft_model=c.engine.draft_model,
                    config=EngineConfig(kv_cache="static", verify_buckets=buckets))
    assert static.runner.static
    for _ in range(2):  # the second request reuses (rewinds) the same static cache
        result = static.generate(c.prompt, SamplingParams(max_tokens=c.max_tokens), c.speculation)
        assert result.token_ids == reference.token_ids
        check_acceptance(result.stats, kind)
