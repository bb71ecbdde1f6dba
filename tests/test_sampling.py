"""Sampling with a deterministic draft has exactly the target's distribution (statistical tests)."""

from __future__ import annotations

from collections import Counter

import pytest
import torch

from conftest import build_model, build_tokenizer
from fastapply.config import ConfigError, SamplingParams, SpeculationConfig
from fastapply.engine import Engine
from fastapply.sampling import make_generator, processed_probs
from fastapply.verify import verify_sampled_deterministic

# chi-square 99.9% quantiles by degrees of freedom (a correct sampler fails 1 run in 1000)
CHI2_999 = {3: 16.27, 7: 24.32, 15: 37.70, 63: 103.44}


def chi_square(counts: Counter, probs: dict, n: int) -> float:
    return sum((counts.get(key, 0) - n * p) ** 2 / (n * p) for key, p in probs.items())


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


def test_verifier_alone_matches_target_on_hand_built_logits():
    """Two positions, draft [0, 1]: the emitted pair follows p0 then p1 exactly."""
    p0, p1 = torch.tensor([0.4, 0.3, 0.2, 0.1]), torch.tensor([0.1, 0.6, 0.2, 0.1])
    logits = torch.log(torch.stack([p0, p1, torch.full((4,), 0.25)]))
    params, generator, n = SamplingParams(temperature=1.0), make_generator(7), 20000
    counts: Counter = Counter()
    for _ in range(n):
        verdict = verify_sampled_deterministic([0, 1], logits, params, generator)
        emitted = verdict.emitted([0, 1])
        counts[tuple(emitted[:2]) if emitted[0] == 0 else (emitted[0], None)] += 1
    probs = {(a, None): float(p0[a]) for a in (1, 2, 3)}
    probs.update({(0, b): float(p0[0] * p1[b]) for b in range(4)})
    assert chi_square(counts, probs, n) < CHI2_999[7]


def _exact_pair_distribution(model, prompt: list[int], params: SamplingParams, vocab: int) -> dict:
    with torch.no_grad():
        first = processed_probs(model(torch.tensor([prompt])).logits[0, -1:], params)[0]
        probs = {}
        for a in range(vocab):
            second = processed_probs(model(torch.tensor([prompt + [a]])).logits[0, -1:], params)[0]
            for b in range(vocab):
                probs[(a, b)] = float(first[a] * second[b])
    return {k: v for k, v in probs.items() if v > 0}


@pytest.mark.parametrize("params", [
    SamplingParams(temperature=1.0, max_tokens=2, ignore_eos=True),
    SamplingParams(temperature=0.7, top_p=0.9, max_tokens=2, ignore_eos=True),
    SamplingParams(temperature=1.3, top_k=3, max_tokens=2, ignore_eos=True),
])
def test_engine_sampling_with_prediction_matches_target(params):
    vocab = 8
    model = build_model("llama", vocab, seed=3, eos_token_id=0)
    with torch.no_grad():  # make the distribution peaky enough that drafts are often accepted
        model.lm_head.weight.mul_(8.0)
    engine = Engine(model, build_tokenizer())
    prompt = [1, 2, 3]
    exact = _exact_pair_distribution(model, prompt, params, vocab)
    likely = max(exact, key=exact.get)
    n, counts, accepted = 1500, Counter(), 0
    for seed in range(n):
        run = engine.generate(prompt, params.__class__(**{**_fields(params), "seed": seed}),
                              SpeculationConfig(method="prediction", num_tokens=2), list(likely))
        counts[tuple(run.token_ids)] += 1
        accepted += run.stats.accepted_tokens
    assert accepted > n * 0.2  # the draft really is exercised
    keep = {k: v for k, v in exact.items() if v * n >= 5}  # pool the rare cells
    rare = 1.0 - sum(keep.values())
    pooled = Counter({k: counts[k] for k in keep})
    pooled["rare"] = n - sum(pooled.values())
    probs = {**keep, "rare": rare} if rare * n >= 5 else keep
    dof = len(probs) - 1
    threshold = next(value for d, value in sorted(CHI2_999.items()) if d >= dof)
    assert chi_square(pooled, probs, n) < threshold


def _fields(params: SamplingParams) -> dict:
    return {name: getattr(params, name) for name in params.__slots__}


@pytest.mark.parametrize("bad", [dict(temperature=-1), dict(top_p=0), dict(top_p=1.5), dict(top_k=-1),
                                 dict(max_tokens=0), dict(stop=("",))])
def test_bad_sampling_parameters_are_refused(bad):
    with pytest.raises(ConfigError):
        SamplingParams(**bad)


def test_seeded_sampling_is_reproducible():
    engine = Engine(build_model("qwen2", len(build_tokenizer())), build_tokenizer())
    params = SamplingParams(temperature=1.0, seed=11, max_tokens=20)
    assert engine.generate("x = ", params).token_ids == engine.generate("x = ", params).token_ids
