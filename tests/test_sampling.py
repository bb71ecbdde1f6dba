"""Sampling with a deterministic draft has exactly the target's distribution (statistical tests)."""

from __future__ import annotations

import pytest
import torch

from conftest import build_model, build_tokenizer
from exactness import chi_square_test, joint_distribution, model_conditionals, sampled_counts, transform
from fastapply.config import ConfigError, SamplingParams, SpeculationConfig
from fastapply.engine import Engine
from fastapply.sampling import processed_probs


def test_processed_probs_top_k_and_top_p():
    logits = torch.log(torch.tensor([[0.5, 0.3, 0.15, 0.05]]))
    top_k = processed_probs(logits, SamplingParams(temperature=1.0, top_k=2))
    assert torch.allclose(top_k, torch.tensor([[0.625, 0.375, 0.0, 0.0]]))
    top_p = processed_probs(logits, SamplingParams(temperature=1.0, top_p=0.8))
    assert torch.allclose(top_p, torch.tensor([[0.625, 0.375, 0.0, 0.0]]))  # 0.5 + 0.3 reach 0.8
    top_p = processed_probs(logits, SamplingParams(temperature=1.0, top_p=0.81))
    assert torch.allclose(top_p, torch.tensor([[0.5, 0.3, 0.15, 0.0]]) / 0.95)
    cold = processed_probs(logits, SamplingParams(temperature=0.5))
    assert torch.allclose(cold, torch.tensor([[0.25, 0.09, 0.0225, 0.0025]]) / 0.365)


@pytest.mark.slow
@pytest.mark.parametrize("settings", [
    dict(temperature=1.0),
    dict(temperature=0.7, top_p=0.9),
    dict(temperature=1.3, top_k=3),
])
def test_engine_sampling_with_prediction_matches_target(settings):
    """The engine with a 2-token prediction draft: 3-token outputs follow the target's joint exactly.

    The exact joint is enumerated with the reference transform (tests/exactness.py); chi-square with
    the exact quantile for its degrees of freedom (alpha 0.001). This is the integration check (the
    prediction proposer, the engine, the verifier together); the verifier's power against planted
    bugs at each draft position is established in test_verify_exact.py.
    """
    vocab, prompt, length, n = 8, [1, 2, 3], 3, 1000
    model = build_model("llama", vocab, seed=3, eos_token_id=0)
    with torch.no_grad():  # make the distribution peaky enough that drafts are often accepted
        model.lm_head.weight.mul_(8.0)
    engine = Engine(model, build_tokenizer())
    logits = model_conditionals(model, prompt, vocab, length)
    exact = joint_distribution(lambda prefix: transform(logits[prefix], **settings)[0], vocab, length)
    likely = max(exact, key=exact.get)
    counts, drafted, accepted = sampled_counts(
        engine, prompt, n, settings, length, SpeculationConfig(method="prediction", num_tokens=2, min_tokens=2),
        list(likely))
    assert 0.2 * drafted < accepted < drafted  # the draft really is exercised, and rejected at times
    result = chi_square_test(counts, exact, n)
    assert result.passed, result


@pytest.mark.parametrize("bad", [dict(temperature=-1), dict(top_p=-0.1), dict(top_p=1.5), dict(top_k=-1),
                                 dict(max_tokens=0), dict(stop=("",))])
def test_bad_sampling_parameters_are_refused(bad):
    with pytest.raises(ConfigError):
        SamplingParams(**bad)


def test_top_p_zero_is_greedy():
    """As OpenAI reads it: top_p 0 keeps the top token alone, so it decodes greedily (no generator, argmax)."""
    engine = Engine(build_model("qwen2", len(build_tokenizer())), build_tokenizer())
    assert SamplingParams(temperature=1.0, top_p=0.0).greedy and not SamplingParams(temperature=1.0, top_p=0.5).greedy
    greedy = engine.generate("x = ", SamplingParams(max_tokens=20)).token_ids
    assert engine.generate("x = ", SamplingParams(temperature=2.0, top_p=0.0, max_tokens=20)).token_ids == greedy


def test_seeded_sampling_is_reproducible():
    engine = Engine(build_model("qwen2", len(build_tokenizer())), build_tokenizer())
    params = SamplingParams(temperature=1.0, seed=11, max_tokens=20)
    assert engine.generate("x = ", params).token_ids == engine.generate("x = ", params).token_ids
