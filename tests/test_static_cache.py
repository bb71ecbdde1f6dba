"""The static-cache path (the GPU fast path's layout) on CPU: same tokens as the dynamic path."""

from __future__ import annotations

import pytest

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


@pytest.mark.slow
def test_gpu_bench_script_runs_on_cpu_with_a_tiny_shape(tmp_path):
    import json

    import torch

    from fastapply.bench.gpu_bench import main

    torch.compiler.reset()  # a fresh compile (past the recompile limit torch would run eagerly)
    out = tmp_path / "gpu.jsonl"
    assert main(["--shapes", "tiny", "--device", "cpu", "--dtype", "float32", "--decode-tokens", "24",
                 "--prompt-tokens", "64", "--num-draft-tokens", "16", "--repeats", "1", "--engines",
                 "dynamic,static+compile", "--compile-backend", "aot_eager", "--out", str(out)]) == 0
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert not [r for r in records if "error" in r]
    assert all(r["machine"]["device"] == "cpu" and r["machine"]["torch"] for r in records)
    modes = {(r["engine"], r["mode"], r.get("perturbed_fraction")) for r in records}
    assert ("static+compile", "prediction", 0.0) in modes and ("dynamic", "ttft", None) in modes
    ceiling = [r for r in records if r["mode"] == "prediction" and r["perturbed_fraction"] == 0.0]
    assert all(r["equals_plain"] and r["target_forwards"] <= 3 for r in ceiling)


def test_an_interleaved_request_on_the_shared_static_cache_fails_loudly(engine):
    """Requests share one static cache: an older request resumed after a newer one started raises."""
    reference = engine.generate(PROMPT, SamplingParams(max_tokens=12))
    static = Engine(engine.model, engine.tokenizer, config=EngineConfig(kv_cache="static"))
    older = static.start(PROMPT, SamplingParams(max_tokens=12))
    steps = older.steps()
    next(steps)
    newer = static.start(PROMPT, SamplingParams(max_tokens=12))
    with pytest.raises(RuntimeError, match="handed to a newer request"):
        next(steps)
    for _ in newer:
        pass
    assert newer.result().token_ids == reference.token_ids
    # dynamic caches are per request: interleaving is fine
    dynamic = Engine(engine.model, engine.tokenizer, config=EngineConfig(kv_cache="dynamic"))
    first, second = (dynamic.start(PROMPT, SamplingParams(max_tokens=12)) for _ in range(2))
    steps = first.steps(), second.steps()
    for _ in zip(*steps):  # alternate one step each
        pass
    for rest in steps:
        for _ in rest:
            pass
    assert first.result().token_ids == second.result().token_ids == reference.token_ids
