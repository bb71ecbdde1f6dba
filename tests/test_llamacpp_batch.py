"""Continuous batching on llama.cpp: requests are sequences of one context, verified in one llama_batch.

Each request's output in a batch (mixed proposers, greedy and seeded sampling, different lengths, one
stopping at EOS, others at their token limit, joining and leaving mid-way, one cancelled) is what it
gets alone, and, greedy, what llama.cpp's own greedy loop writes: F32 GGUFs of two families, flash
attention off (docs/limitations.md: Q8_0 and flash attention make llama.cpp's CPU logits depend on the
batch shape).
"""

from __future__ import annotations

import functools

import pytest

pytest.importorskip("llama_cpp", reason="llama-cpp-python is not installed (pip install 'fastapply[llama]')")

from drafts import PROMPT  # noqa: E402
from gguf_models import FAMILIES, gguf, gguf_engine, llama_cpp_greedy  # noqa: E402
from test_batch import request, run_schedule, same  # noqa: E402
from test_batch_isolation import BROKEN, ExplodingProposer, run  # noqa: E402

from fastapply.batch import Batch, BatchConfig  # noqa: E402
from fastapply.cache import CacheError  # noqa: E402
from fastapply.config import SamplingParams, SpeculationConfig  # noqa: E402

ROWS = 4  # requests decoding together; the schedule's others wait their turn
SEQUENCES = ROWS + 1
SCHEDULE = [(index, index // 2, 4 if index == 6 else None) for index in range(10)]  # request, join round, cancel


@functools.cache
def eos_gguf(family: str):
    """The family's F32 GGUF with an EOS that request 1 writes greedily (its 7th token), so that some
    requests stop at EOS and others at their token limit."""
    engine = gguf_engine(gguf(family))
    prompt, sampling, _, _ = request(1)
    output = llama_cpp_greedy(gguf(family), tuple(engine.encode(prompt)), sampling.max_tokens)[0]
    eos = next(token for index, token in enumerate(output) if index >= 6 and token not in output[:index])
    return gguf(family, "f32", eos=engine.tokenizer.convert_ids_to_tokens([eos])[0])


@functools.cache
def alone(path, index: int):
    """Request ``index`` alone, on an engine of one sequence (no batching anywhere)."""
    return gguf_engine(path).generate(*request(index))


@pytest.mark.parametrize("family", FAMILIES)
def test_batched_equals_alone_and_llama_cpp_greedy(family):
    path = eos_gguf(family)
    engine = gguf_engine(path, n_seq=SEQUENCES)
    joins, finished, streamed, cancelled, _ = run_schedule(engine, SCHEDULE, BatchConfig(ROWS, 512))
    reasons, methods = set(), set()
    for _, generation, index, _ in joins:
        reference = alone(path, index)
        if generation not in finished:  # cancelled: what it wrote so far starts its answer alone
            assert (generation, index) in cancelled
            assert reference.token_ids[: len(generation.output_ids)] == generation.output_ids
            continue
        result = generation.result()
        same(result, reference)
        assert streamed[generation] == reference.text
        prompt, sampling, speculation, _ = request(index)
        if sampling.greedy and not sampling.stop:
            greedy = llama_cpp_greedy(path, tuple(engine.encode(prompt)), sampling.max_tokens)
            assert (tuple(result.token_ids), result.finish_reason) == greedy
            reasons.add(result.finish_reason)
            methods.add(speculation.method)
        assert result.stats.shared_forwards > 0  # it shared verify forwards with others
    assert reasons == {"stop", "length"} and methods == {"none", "ngram", "prediction"}
    assert len(cancelled) == 1 and len(finished) == len(SCHEDULE) - 1
    assert sorted(engine.runner.sequences.free) == list(range(SEQUENCES))  # every sequence came back


def test_seeded_sampling_in_a_batch_equals_alone():
    """Every request samples (its own seeded generator): the same tokens in a batch as alone."""
    path = gguf("qwen2")
    engine = gguf_engine(path, n_seq=SEQUENCES)
    requests = [(PROMPT if index % 2 else "import os\n", SamplingParams(max_tokens=14 + index, temperature=1.0,
                                                                       top_p=0.95, seed=index),
                 SpeculationConfig(("none", "ngram", "prediction")[index % 3], num_tokens=5), PROMPT * 2)
                for index in range(ROWS)]
    generations = [engine.start(*each) for each in requests]
    finished, failed = run(Batch(engine, BatchConfig(ROWS, 512)), generations)
    assert not failed
    for generation, each in zip(generations, requests):
        same(finished[generation], gguf_engine(path).generate(*each))
        assert finished[generation].stats.shared_forwards > 0


@pytest.mark.parametrize("family", FAMILIES)
def test_gguf_draft_model_in_a_batch(family):
    """A GGUF draft per request: each request's draft runs in its own sequence of the draft's context."""
    path = gguf(family)
    draft = gguf(family, "f32", "partly")
    engine = gguf_engine(path, draft, n_seq=SEQUENCES)
    requests = [(request(index)[0], SamplingParams(max_tokens=12 + index, temperature=0.8 if index % 2 else 0.0,
                                                   seed=index), SpeculationConfig("draft", num_tokens=4), None)
                for index in range(ROWS)]
    generations = [engine.start(*each) for each in requests]
    finished, failed = run(Batch(engine, BatchConfig(ROWS, 512)), generations)
    assert not failed
    for generation, each in zip(generations, requests):
        reference = gguf_engine(path, draft).generate(*each)
        same(finished[generation], reference)
        assert reference.stats.accepted_tokens > 0
    for index in (0, 2):  # greedy: llama.cpp's own output
        prompt = tuple(engine.encode(requests[index][0]))
        assert tuple(finished[generations[index]].token_ids) == llama_cpp_greedy(path, prompt, 12 + index)[0]


@pytest.mark.parametrize("after", [1, 3])
def test_a_request_whose_proposer_raises_fails_alone(after):
    path = gguf("llama")
    engine = gguf_engine(path, n_seq=7)
    generations = [engine.start(*request(index)) for index in range(6)]
    generations[BROKEN].proposer = ExplodingProposer(generations[BROKEN].proposer, after)
    finished, failed = run(Batch(engine, BatchConfig(6, 512)), generations)
    assert list(failed) == [generations[BROKEN]] and "simulated" in str(failed[generations[BROKEN]])
    for index, generation in enumerate(generations):
        if index != BROKEN:
            same(finished[generation], alone(path, index))


def test_a_failed_llama_decode_is_retried_one_request_at_a_time():
    """One prompt holds a token id outside the vocabulary: llama_decode refuses the batch holding it.
    Retried request by request, only that one fails; the others finish as alone."""
    path = gguf("llama")
    engine = gguf_engine(path, n_seq=7)
    generations = [engine.start(*request(index)) for index in range(6)]
    prompt, sampling, speculation, prediction = request(BROKEN)
    generations[BROKEN] = engine.start(engine.encode(prompt) + [engine.vocab_size + 3], sampling, speculation,
                                       prediction)
    finished, failed = run(Batch(engine, BatchConfig(6, 512)), generations)
    assert list(failed) == [generations[BROKEN]] and "llama_decode failed" in str(failed[generations[BROKEN]])
    for index, generation in enumerate(generations):
        if index != BROKEN:
            same(finished[generation], alone(path, index))
    assert sorted(engine.runner.sequences.free) == list(range(7))


def test_sequences_are_claimed_on_first_use_and_a_reclaimed_one_fails_loudly():
    engine = gguf_engine(gguf("qwen2"), n_seq=2)
    runner = engine.runner
    waiting = [engine.start(PROMPT, SamplingParams(max_tokens=4)) for _ in range(5)]
    assert len(runner.sequences.free) == 2  # made, not started: no sequence held
    first, second, third = (engine.start(PROMPT, SamplingParams(max_tokens=8)) for _ in range(3))
    for generation in (first, second, third):
        next(iter(generation.steps()))  # the third reclaims the least recently used sequence (the first's)
    with pytest.raises(CacheError, match="handed to another request"):
        list(first.steps())
    assert "".join(second) and "".join(third)  # the others go on
    with pytest.raises(CacheError, match="sequences"):
        Batch(engine, BatchConfig(3, 512))  # more rows than the context has sequences
    with pytest.raises(ValueError, match="several sequences"):
        Batch(gguf_engine(gguf("qwen2")))  # one sequence: requests run one at a time
    del waiting


def test_n_ctx_from_the_command_line_sizes_each_sequence():
    """``--n-ctx`` reaches the context: a server's sequences each hold that many positions, and a
    request may not outgrow them."""
    import argparse

    from fastapply.cli import add_model_arguments, engine_config_from
    from fastapply.llamacpp.load import load_gguf

    parser = argparse.ArgumentParser()
    add_model_arguments(parser)
    parser.add_argument("--max-batch-size", type=int, default=3)
    args = parser.parse_args(["--model", str(gguf("llama")), "--n-ctx", "768"])
    config = engine_config_from(args)
    assert (config.n_ctx, config.n_seq) == (768, 4)
    runner, _ = load_gguf(str(gguf("llama")), config)
    try:
        assert runner.max_context == 768 and runner.n_seq == 4
    finally:
        runner.close()
