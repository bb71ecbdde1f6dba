"""Sampling on llama.cpp: outputs follow the GGUF target's distribution exactly (statistical tests).

As tests/test_sampling.py and tests/test_draft_model.py do for HuggingFace models: a vocabulary of 8, the
exact joint of the output tokens enumerated from the model's conditionals, chi-square with the exact
quantile (alpha 0.001). The conditionals come from the HuggingFace model the F32 GGUF was written from;
test_small_vocab_gguf_is_the_huggingface_model bounds the difference (far below what N samples resolve).
"""

from __future__ import annotations

import functools
import pytest

pytest.importorskip("llama_cpp", reason="llama-cpp-python is not installed (pip install 'fastapply[llama]')")

import torch  # noqa: E402
from exactness import (  # noqa: E402
    POWER, chi_square_test, joint_distribution, model_conditionals, power, sampled_counts, sequence_distribution,
    transform,
)
from gguf_models import gguf_engine, small_vocab_gguf  # noqa: E402

from fastapply.config import SpeculationConfig  # noqa: E402
from fastapply.proposers.base import AdaptiveLength  # noqa: E402

VOCAB, PROMPT = 8, [1, 2, 3]


@pytest.mark.parametrize("family", ["llama", "qwen2"])
def test_small_vocab_gguf_is_the_huggingface_model(family):
    path, model = small_vocab_gguf(family)
    runner = gguf_engine(path).runner
    tokens = PROMPT + [4, 5, 6, 7]
    ours = runner.forward(runner.new_cache(len(tokens)), tokens, len(tokens))
    with torch.no_grad():
        hf = model(torch.tensor([tokens])).logits[0]
    assert (ours - hf).abs().max() < 1e-2  # logits of size ~10: probabilities agree to ~1e-3


@pytest.mark.parametrize("settings", [dict(temperature=1.0), dict(temperature=0.7, top_p=0.9)])
def test_sampling_with_prediction_matches_target(settings):
    length, n = 3, 1000
    path, model = small_vocab_gguf("llama")
    engine = gguf_engine(path)
    logits = model_conditionals(model, PROMPT, VOCAB, length)
    exact = joint_distribution(lambda prefix: transform(logits[prefix], **settings)[0], VOCAB, length)
    likely = max(exact, key=exact.get)
    counts, drafted, accepted = sampled_counts(
        engine, PROMPT, n, settings, length, SpeculationConfig(method="prediction", num_tokens=2, min_tokens=2),
        list(likely))
    assert 0.2 * drafted < accepted < drafted  # the draft is exercised, and rejected at times
    outcome = chi_square_test(counts, exact, n)
    assert outcome.passed, outcome


@pytest.mark.parametrize("family", ["llama", "qwen2"])
def test_draft_model_sampling_matches_target(family):
    """A GGUF draft (the target with noise) sampling 2-token drafts: 3-token outputs follow the target."""
    length, settings, n = 3, dict(temperature=1.0, top_k=4), 500
    target_path, target = small_vocab_gguf(family, scale=3.0)
    draft_path, draft = small_vocab_gguf(family, scale=3.0, draft_noise=1.0)
    engine = gguf_engine(target_path, draft_path)
    target_logits = model_conditionals(target, PROMPT, VOCAB, length)
    draft_logits = model_conditionals(draft, PROMPT, VOCAB, length)
    p_of = functools.cache(lambda prefix: transform(target_logits[prefix], **settings)[0])
    q_of = functools.cache(lambda prefix: transform(draft_logits[prefix], **settings)[0])
    exact = joint_distribution(p_of, VOCAB, length)
    schedule = AdaptiveLength(length - 1, length - 1, start=length - 1)
    for bug in ("residual_first", "accept_next_row"):  # the sample size resolves these verifier bugs
        assert power(exact, sequence_distribution(p_of, q_of, (), length, schedule, bug=bug), n) > POWER, bug
    speculation = SpeculationConfig(method="draft", num_tokens=length - 1, min_tokens=length - 1)
    counts, drafted, accepted = sampled_counts(engine, PROMPT, n, settings, length, speculation)
    assert 0.1 * drafted < accepted < 0.9 * drafted  # both the accept and the residual paths run
    outcome = chi_square_test(counts, exact, n)
    assert outcome.passed, outcome
