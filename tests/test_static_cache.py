"""The static-cache path (the GPU fast path's layout) on CPU: same tokens as the dynamic path."""

from __future__ import annotations

import pytest

from conftest import cached_engine
from fastapply.config import ConfigError, EngineConfig, SamplingParams, SpeculationConfig
from fastapply.engine import Engine

PROMPT = "def parse(line):\n    fields = line.split(',')\n"


@pytest.mark.parametrize("buckets", [(), (1, 4, 16, 64)])
@pytest.mark.parametrize("method", ["none", "ngram", "prediction"])
def test_static_equals_dynamic_equals_plain(engine, buckets, method):
    reference = engine.generate(PROMPT, SamplingParams(max_tokens=40))
    static = Engine(engine.model, engine.tokenizer, config=EngineConfig(kv_cache="static", verify_buckets=buckets))
    assert static.runner.static and static.runner.buckets == buckets
    prediction = reference.token_ids[:15] + [7, 8] + reference.token_ids[15:] if method == "prediction" else None
    speculation = SpeculationConfig(method=method, num_tokens=16, min_tokens=2)
    for _ in range(2):  # the second request reuses (rewinds) the same static cache
        result = static.generate(PROMPT, SamplingParams(max_tokens=40), speculation, prediction)
        assert result.token_ids == reference.token_ids


def test_static_cache_rewinds_on_rejection(engine):
    static = Engine(engine.model, engine.tokenizer, config=EngineConfig(kv_cache="static", verify_buckets=(8,)))
    generation = static.start(PROMPT, SamplingParams(max_tokens=20), SpeculationConfig(method="ngram"))
    for _ in generation:
        if generation.finish_reason is None:
            assert len(generation.cache) == len(generation.tokens) - 1


def test_static_padding_respects_the_context_limit(engine):
    prompt_ids = engine.encode(PROMPT)
    limit = len(prompt_ids) + 6
    reference = Engine(engine.model, engine.tokenizer, max_context=limit).generate(
        prompt_ids, SamplingParams(max_tokens=50))
    static = Engine(engine.model, engine.tokenizer, max_context=limit,
                    config=EngineConfig(kv_cache="static", verify_buckets=(64,)))
    assert static.generate(prompt_ids, SamplingParams(max_tokens=50)).token_ids == reference.token_ids


def test_auto_is_dynamic_on_cpu(engine):
    assert not Engine(engine.model, engine.tokenizer).runner.static


def test_engine_config_validation():
    with pytest.raises(ConfigError):
        EngineConfig(kv_cache="paged")
    assert EngineConfig(verify_buckets=(16, 4, 4)).verify_buckets == (4, 16)
