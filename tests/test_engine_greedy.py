"""The core invariant: speculative greedy output == plain greedy output, token for token."""

from __future__ import annotations

import inspect
import random

import pytest
from conftest import cached_engine
from drafts import edited
from transformers import LlamaForCausalLM

from fastapply.config import SamplingParams, SpeculationConfig
from fastapply.engine import Engine

PROMPTS = [
    "def parse(line):\n    return",
    "class Stack:\n    def __init__(self):\n        self.items = []\n",
    "import os\n\nfor name in os.listdir('.'):\n",
]
PROPOSERS = ("ngram", "prediction")


def plain(engine: Engine, prompt: str, max_tokens: int = 48):
    return engine.generate(prompt, SamplingParams(max_tokens=max_tokens))


def speculative(engine, prompt, method, prediction=None, max_tokens=48, **spec):
    speculation = SpeculationConfig(method=method, **spec)
    return engine.generate(prompt, SamplingParams(max_tokens=max_tokens), speculation, prediction)


def drafts(engine: Engine, reference: list[int], seed: int) -> dict[str, list[int]]:
    """Predictions accepted always, never (tokens the output never contains) and partly."""
    vocab = len(engine.tokenizer)
    rng = random.Random(seed)
    unused = [token for token in range(vocab) if token not in set(reference)]
    return {
        "always": reference,
        "never": [rng.choice(unused) for _ in reference],
        "partly": edited(reference, vocab, seed),
    }


@pytest.mark.parametrize("prompt", PROMPTS)
def test_prediction_equals_plain(engine, prompt):
    """Without the n-gram fallback, so that the prediction alone decides what is accepted."""
    reference = plain(engine, prompt)
    for kind, prediction in drafts(engine, reference.token_ids, seed=len(prompt)).items():
        result = speculative(engine, prompt, "prediction", prediction, num_tokens=8, min_tokens=2,
                             ngram_fallback=False)
        assert result.token_ids == reference.token_ids, kind
        assert result.text == reference.text
        assert result.finish_reason == reference.finish_reason == "length"
        stats = result.stats
        assert stats.drafted_tokens > 0 and stats.drafted_by_source == {"prediction": stats.drafted_tokens}
        if kind == "always":
            assert stats.accepted_tokens == stats.drafted_tokens == len(reference.token_ids) - stats.target_forwards
        elif kind == "never":
            assert stats.accepted_tokens == 0 and stats.target_forwards == len(reference.token_ids)
        else:
            assert 0 < stats.accepted_tokens < stats.drafted_tokens
    always = speculative(engine, prompt, "prediction", reference.token_ids, num_tokens=64)
    assert always.stats.target_forwards == 1  # everything drafted and accepted in one verify


def test_prediction_with_and_without_ngram_fallback_equals_plain(engine):
    fallback_drafted = 0
    for prompt in PROMPTS:
        reference = plain(engine, prompt)
        wrong = drafts(engine, reference.token_ids, seed=7)["never"]
        for fallback in (True, False):
            result = speculative(engine, prompt, "prediction", wrong, num_tokens=8, ngram_fallback=fallback)
            assert result.token_ids == reference.token_ids
            stats = result.stats
            assert sum(stats.drafted_by_source.values()) == stats.drafted_tokens
            assert sum(stats.accepted_by_source.values()) == stats.accepted_tokens
            assert set(stats.drafted_by_source) <= ({"prediction", "ngram"} if fallback else {"prediction"})
            fallback_drafted += stats.drafted_by_source["ngram"]
    assert fallback_drafted > 0  # the random models repeat themselves: the fallback drafts those repeats


@pytest.mark.parametrize("prompt", PROMPTS)
def test_ngram_equals_plain(engine, prompt):
    reference = plain(engine, prompt)
    for ngram_min, ngram_max, num_tokens in ((1, 3, 4), (2, 4, 16)):
        result = speculative(engine, prompt, "ngram", ngram_min=ngram_min, ngram_max=ngram_max,
                             num_tokens=num_tokens, min_tokens=1)
        assert result.token_ids == reference.token_ids
        assert result.text == reference.text
        stats = result.stats  # the random models repeat themselves: the lookup drafts, and lands some
        assert stats.drafted_by_source == {"ngram": stats.drafted_tokens}
        assert 0 < stats.accepted_tokens <= stats.drafted_tokens


@pytest.mark.parametrize("method", PROPOSERS)
def test_stops_at_eos_like_plain(engine, method):
    prompt = PROMPTS[0]
    reference = plain(engine, prompt, max_tokens=48).token_ids
    # plain decoding now stops at the first occurrence of the token that first occurs last (drafts come first)
    eos = max(set(reference), key=reference.index)
    with_eos = Engine(engine.model, engine.tokenizer)
    with_eos.eos_ids = frozenset({eos})
    expected = plain(with_eos, prompt)
    assert expected.finish_reason == "stop" and len(expected.token_ids) < 48
    assert eos not in expected.token_ids
    prediction = reference if method == "prediction" else None
    result = speculative(with_eos, prompt, method, prediction, num_tokens=16, ngram_min=1)  # 1-grams: drafts early
    assert (result.token_ids, result.finish_reason, result.text) == (
        expected.token_ids, "stop", expected.text)
    assert result.stats.drafted_tokens > 0


@pytest.mark.parametrize("method", PROPOSERS)
@pytest.mark.parametrize("max_tokens", [1, 2, 13])
def test_token_limit(engine, method, max_tokens):
    prompt = PROMPTS[1]
    reference = plain(engine, prompt, max_tokens=max_tokens)
    assert len(reference.token_ids) == max_tokens
    prediction = plain(engine, prompt, max_tokens=40).token_ids if method == "prediction" else None
    result = speculative(engine, prompt, method, prediction, max_tokens=max_tokens, num_tokens=32)
    assert result.token_ids == reference.token_ids
    assert result.finish_reason == "length"
    if max_tokens == 1:  # no room for a draft
        assert result.stats.drafted_tokens == 0 and result.stats.target_forwards == 1
    elif method == "prediction":  # the whole prediction is right: one forward, the draft cut to the budget
        assert result.stats.drafted_tokens == result.stats.accepted_tokens == max_tokens - 1
        assert result.stats.target_forwards == 1


@pytest.mark.parametrize("method", PROPOSERS)
def test_context_limit(engine, method):
    prompt_ids = engine.encode(PROMPTS[2])
    short = Engine(engine.model, engine.tokenizer, max_context=len(prompt_ids) + 9)
    reference = short.generate(prompt_ids, SamplingParams(max_tokens=100))
    assert len(reference.token_ids) == 9 and reference.finish_reason == "length"
    prediction = plain(engine, prompt_ids, max_tokens=30).token_ids if method == "prediction" else None
    result = short.generate(prompt_ids, SamplingParams(max_tokens=100), SpeculationConfig(method=method), prediction)
    assert result.token_ids == reference.token_ids
    assert result.stats.drafted_tokens > 0 or method == "ngram"


def test_single_token_prompt(engine):
    prompt_ids = engine.encode("x")[:1]
    reference = engine.generate(prompt_ids, SamplingParams(max_tokens=10))
    result = engine.generate(prompt_ids, SamplingParams(max_tokens=10), SpeculationConfig(method="prediction"),
                             reference.token_ids)
    assert result.token_ids == reference.token_ids and result.stats.target_forwards == 1


def test_first_forward_carries_the_prompt(engine):
    """Prompt + first draft go through one forward; with the whole prediction accepted, a request is one forward."""
    prompt_ids = engine.encode(PROMPTS[1])
    reference = engine.generate(prompt_ids, SamplingParams(max_tokens=20))
    assert reference.stats.target_forwards == len(reference.token_ids)  # plain: one token per forward
    result = engine.generate(prompt_ids, SamplingParams(max_tokens=20), SpeculationConfig(method="prediction"),
                             reference.token_ids)
    assert result.token_ids == reference.token_ids and result.stats.target_forwards == 1
    stats = result.stats  # prefill = the first forward, timed inside the verify time; the rest is decode
    assert 0 < stats.prefill_seconds <= stats.verify_seconds and stats.decode_seconds >= stats.propose_seconds


_SUPER_CACHE = "cache" if "cache" in inspect.signature(LlamaForCausalLM.forward).parameters else "past_key_values"


class LlamaWithoutLogitsToKeep(LlamaForCausalLM):
    """A model class whose forward has no ``logits_to_keep`` (as some remote-code models)."""

    def forward(self, input_ids=None, cache=None, past_key_values=None, use_cache=None, **kwargs):
        given = cache if cache is not None else past_key_values
        return super().forward(input_ids=input_ids, use_cache=use_cache, **{_SUPER_CACHE: given}, **kwargs)


@pytest.mark.parametrize("method", PROPOSERS)
def test_prompt_without_logits_to_keep(method):
    """Without ``logits_to_keep`` the prompt is fed through the base model first; output unchanged."""
    base = cached_engine("llama")
    model = LlamaWithoutLogitsToKeep(base.model.config).eval()
    model.load_state_dict(base.model.state_dict())
    other = Engine(model, base.tokenizer)
    for prompt in PROMPTS:
        reference = plain(base, prompt)
        assert plain(other, prompt).token_ids == reference.token_ids
        prediction = edited(reference.token_ids, len(base.tokenizer), seed=3) if method == "prediction" else None
        result = speculative(other, prompt, method, prediction, num_tokens=8)
        assert result.token_ids == reference.token_ids
        assert result.stats.target_forwards == speculative(base, prompt, method, prediction, num_tokens=8).stats.target_forwards
