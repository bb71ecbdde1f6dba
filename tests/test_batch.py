"""Continuous batching is exact: each request's output in a batch is what it gets alone.

Random join / leave schedules (hypothesis): requests join at random rounds, some are cancelled,
under random caps on batch size and tokens per forward; every request that finishes must have
the same tokens, text, finish reason and speculation counts as when it runs alone, greedy and
seeded sampling, for every proposer (the draft-model proposer drafts unbatched, row by row).
"""

from __future__ import annotations

import functools

import pytest
from conftest import cached_engine
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fastapply.batch import Batch, BatchConfig, supports_batching
from fastapply.config import (
    ConfigError,
    EngineConfig,
    SamplingParams,
    SpeculationConfig,
)
from fastapply.engine import Engine

PROMPTS = ["def add(a, b):\n    return", "import os\nimport sys\n", "class Stack:\n    def push(self, item):",
           "hello", "for line in open(path):\n"]
PREDICTION = "    return a + b\n\n\ndef sub(a, b):\n    return a - b\n"
METHODS = ("none", "ngram", "prediction")


def request(index: int) -> tuple:
    """Request ``index``: a prompt, a proposer, greedy or seeded sampling, its own length."""
    method = METHODS[index % 3]
    sampled = index % 4 >= 2
    sampling = SamplingParams(max_tokens=10 + 3 * index, temperature=0.9 if sampled else 0.0, seed=100 + index,
                              top_p=0.95 if index % 5 == 0 else 1.0, stop=["\n\n\n"] if index % 7 == 3 else ())
    speculation = SpeculationConfig(method=method, num_tokens=4 + index % 9, min_tokens=1)
    return PROMPTS[index % len(PROMPTS)], sampling, speculation, PREDICTION if method == "prediction" else None


REQUESTS = 12


LAYOUTS = {  # the dynamic layout (CPU default), the static slot layout with bucketed widths, compiled
    "dynamic": None,
    "static": EngineConfig(kv_cache="static", verify_buckets=(1, 2, 4, 8, 16, 32)),
    "compiled": EngineConfig(compile=True, compile_backend="aot_eager"),
}


@functools.cache
def layout_engine(family: str, layout: str = "dynamic") -> Engine:
    """The family's tiny model served with ``layout``'s KV cache (the same weights for every layout)."""
    engine = cached_engine(family)
    if LAYOUTS[layout] is None:
        return engine
    return Engine(engine.model, engine.tokenizer, config=LAYOUTS[layout])


@functools.cache
def alone(family: str, index: int, layout: str = "dynamic"):
    return layout_engine(family, layout).generate(*request(index))


def same(result, reference) -> None:
    assert result.token_ids == reference.token_ids
    assert result.text == reference.text
    assert result.finish_reason == reference.finish_reason
    for name in ("target_forwards", "drafted_tokens", "accepted_tokens", "output_tokens", "prompt_tokens"):
        assert getattr(result.stats, name) == getattr(reference.stats, name), name
    assert result.stats.acceptance_lengths == reference.stats.acceptance_lengths


schedules = st.lists(st.tuples(st.integers(0, REQUESTS - 1), st.integers(0, 12), st.one_of(st.none(), st.integers(1, 8))),
                     min_size=1, max_size=8)


def run_schedule(engine: Engine, schedule, config: BatchConfig, slack: int | None = None):
    """Run (request, join round, cancel after this many rounds or None) entries; return what finished."""
    batch = Batch(engine, config)
    if slack is not None:
        batch.cache.slack = slack
    joins = [(join, engine.start(*request(index)), index, cancel) for index, join, cancel in schedule]
    finished, streamed, cancelled = {}, {}, []
    round_ = 0
    while len(batch) or any(join >= round_ for join, *_ in joins):
        for join, generation, index, cancel in joins:
            if join == round_:
                batch.add(generation)
            if cancel is not None and join + cancel == round_ and generation.finish_reason is None:
                batch.remove(generation)
                cancelled.append((generation, index))
        events = batch.step()
        if config.max_batch_tokens >= 512:  # room for all: a request left out goes next round
            assert max(batch.waited.values(), default=0) <= 1
        for event in events:
            streamed[event.generation] = streamed.get(event.generation, "") + event.delta
            if event.finished:
                finished[event.generation] = True
        round_ += 1
        assert round_ < 1000, "the batch stopped making progress"
    assert not batch.cache.rows and not batch.prefilling and not batch.prefill.rows  # every row left
    return joins, finished, streamed, cancelled, batch


@pytest.mark.parametrize("layout", ["dynamic", "static"])
@pytest.mark.parametrize("family", ["llama", "qwen2"])
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(schedule=schedules, size=st.integers(1, 5), tokens=st.sampled_from([1, 8, 24, 512]))
def test_batched_equals_alone(family, layout, schedule, size, tokens):
    engine = layout_engine(family, layout)
    joins, finished, streamed, cancelled, _ = run_schedule(engine, schedule, BatchConfig(size, tokens))
    for _, generation, index, _ in joins:
        reference = alone(family, index, layout)
        if generation in finished:
            same(generation.result(), reference)
            assert streamed[generation] == reference.text
        else:  # cancelled before the end: what it produced so far is the start of its answer alone
            assert (generation, index) in cancelled
            assert reference.token_ids[: len(generation.output_ids)] == generation.output_ids


@pytest.mark.parametrize("layout", ["dynamic", "static"])
@pytest.mark.parametrize("family", ["llama", "qwen2", "gpt2"])
def test_all_requests_at_once(family, layout):
    """Every request joins at round 0 with room for all: the widest mix of drafts in one forward."""
    engine = layout_engine(family, layout)
    joins, finished, _, _, _ = run_schedule(engine, [(index, 0, None) for index in range(REQUESTS)],
                                         BatchConfig(REQUESTS, 4096))
    assert len(finished) == REQUESTS
    for _, generation, index, _ in joins:
        same(generation.result(), alone(family, index, layout))


@pytest.mark.slow
def test_compiled_slots_schedule():
    """The compiled forward (aot_eager: the path CUDA graphs take) over the slot layout: staggered
    joins, a cancel, bucketed widths; each output as alone, compiled and eager-dynamic alike."""
    import torch
    from torch._dynamo.utils import counters

    engine = layout_engine("llama", "compiled")
    torch.compiler.reset()  # past the recompile limit a compiled forward silently runs eagerly
    schedule = [(index, index // 2, 3 if index == 5 else None) for index in range(8)]
    joins, finished, _, cancelled, batch = run_schedule(engine, schedule, BatchConfig(4, 512))
    assert counters["stats"]["unique_graphs"] >= 1  # it ran compiled
    assert type(batch.cache).__name__ == "SlotKVCache" and batch.cache.module is engine.runner.forward_fn
    assert len(finished) + len(cancelled) == 8 and cancelled
    for _, generation, index, _ in joins:
        reference = alone("llama", index)
        if generation in finished:
            same(generation.result(), reference)
            same(generation.result(), alone("llama", index, "compiled"))
        else:
            assert reference.token_ids[: len(generation.output_ids)] == generation.output_ids


def test_holes_are_packed():
    """Rows keep their place through compaction and removals (a small slack forces many packs)."""
    engine = cached_engine("llama")
    joins, finished, _, _, batch = run_schedule(engine, [(index, index // 3, None) for index in range(6)],
                                                BatchConfig(4, 64), slack=2)
    assert batch.cache.compactions >= 3 and len(finished) == 6
    for _, generation, index, _ in joins:
        same(generation.result(), alone("llama", index))


def test_token_cap_leaves_drafts_waiting():
    """With room for one request's tokens per forward, requests take turns and stay exact."""
    engine = cached_engine("llama")
    batch = Batch(engine, BatchConfig(max_batch_size=4, max_batch_tokens=1))
    generations = [engine.start(*request(index)) for index in (1, 2, 4)]
    for generation in generations:
        batch.add(generation)
    rounds, shapes = 0, []
    handle = engine.model.register_forward_pre_hook(
        lambda _module, _args, kwargs: shapes.append(tuple(kwargs["input_ids"].shape)), with_kwargs=True)
    try:
        while len(batch):
            batch.step()
            rounds += 1
    finally:
        handle.remove()
    forwards = sum(generation.stats.target_forwards for generation in generations)
    assert rounds >= forwards - 3  # about one decode row per round (plus the admissions' first forwards)
    assert all(rows == 1 for rows, _ in shapes), shapes  # requests left out twice never go all at once
    for generation, index in zip(generations, (1, 2, 4)):
        same(generation.result(), alone("llama", index))


def test_config_and_engine_checks():
    with pytest.raises(ConfigError):
        BatchConfig(max_batch_size=0)
    with pytest.raises(ConfigError):
        BatchConfig(max_batch_tokens=0)
    from transformers import Qwen2Config, Qwen2ForCausalLM

    engine = cached_engine("llama")
    static = Engine(engine.model, engine.tokenizer, config=EngineConfig(kv_cache="static"))
    assert supports_batching(engine) and supports_batching(static)
    config = Qwen2Config(hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                         num_key_value_heads=2, vocab_size=384, use_sliding_window=True, sliding_window=16,
                         max_window_layers=0)
    sliding = Engine(Qwen2ForCausalLM(config).eval(), engine.tokenizer)  # "auto" on CPU: dynamic, sliding layers
    assert not supports_batching(sliding)
    with pytest.raises(ValueError, match="sliding-window"):
        Batch(sliding)
    generation = engine.start("hello", SamplingParams(max_tokens=3))
    next(iter(generation.steps()))
    with pytest.raises(ValueError, match="not started"):
        Batch(engine).add(generation)


def test_draft_model_proposer_in_a_batch():
    """The draft-model proposer drafts row by row (its own model and cache), verified in the batch."""
    from test_draft_model import draft_engine

    engine = draft_engine("llama", "perturbed")
    requests = [(PROMPTS[index], SamplingParams(max_tokens=12 + index, temperature=0.8 if index % 2 else 0.0,
                                                seed=index), SpeculationConfig("draft", num_tokens=4), None)
                for index in range(4)]
    references = [engine.generate(*each) for each in requests]
    batch = Batch(engine, BatchConfig(4, 512))
    generations = [engine.start(*each) for each in requests]
    for generation in generations:
        batch.add(generation)
    while len(batch):
        batch.step()
    for generation, reference in zip(generations, references):
        same(generation.result(), reference)


@pytest.mark.parametrize("layout", ["dynamic", "static"])
def test_long_prompt_is_prefilled_in_chunks_while_others_decode(layout):
    """A long prompt joins while two requests decode: it is prefilled at most ``max_batch_tokens``
    positions per round, and every round of its prefill also advances the running requests (by
    construction: rounds and forwards counted, no clock). Outputs stay as alone."""
    engine = layout_engine("llama", layout)
    long_prompt = "".join(PROMPTS) * 6
    cap = 32
    requests = [request(10), request(11), (long_prompt, SamplingParams(max_tokens=12), SpeculationConfig("ngram"), None)]
    assert len(engine.encode(long_prompt)) > 5 * cap
    references = [engine.generate(*each) for each in requests]
    batch = Batch(engine, BatchConfig(max_batch_size=4, max_batch_tokens=cap))
    first, second, long = generations = [engine.start(*each) for each in requests]
    batch.add(first)
    batch.add(second)
    while second not in batch.running:
        batch.step()
    batch.add(long)
    rounds, advanced, prefilled = 0, {first: 0, second: 0}, []
    while long not in batch.running and long.finish_reason is None:
        before = {generation: generation.stats.target_forwards for generation in advanced}
        held = len(long.cache) if long in batch.prefilling else 0
        batch.step()
        rounds += 1
        prefilled.append(len(long.cache) - held)
        for generation in advanced:
            advanced[generation] += generation.stats.target_forwards - before[generation]
    assert rounds >= 5 and all(0 < chunk <= cap for chunk in prefilled)
    for generation in (first, second):  # each decodes on (at most one round in two left out by the cap)
        assert generation.finish_reason is None and advanced[generation] >= rounds // 2
    assert sum(advanced.values()) >= rounds
    while len(batch):
        batch.step()
    for generation, reference in zip(generations, references):
        same(generation.result(), reference)
