"""Draft-model speculative decoding: greedy equality, exact sampling, KV-cache consistency."""

from __future__ import annotations

import copy
from collections import Counter

import pytest
import torch

from conftest import build_model, build_tokenizer, cached_engine
from fastapply.config import SamplingParams, SpeculationConfig
from fastapply.engine import Engine
from fastapply.proposers.draft_model import IncompatibleDraftError, check_compatible
from fastapply.sampling import make_generator
from fastapply.verify import verify_speculative_sampling
from test_sampling import CHI2_999, _exact_pair_distribution, chi_square

PROMPT = "def area(width, height):\n"


def perturbed(model, scale: float, seed: int = 5):
    clone = copy.deepcopy(model)
    generator = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for parameter in clone.parameters():
            parameter.add_(torch.randn(parameter.shape, generator=generator) * scale * parameter.std())
    return clone


def draft_engine(family: str, kind: str) -> Engine:
    target = cached_engine(family)
    # any architecture may draft as long as the tokenizer is shared; untied head: a sharp, unrelated rule
    unrelated = build_model("llama", len(target.tokenizer), seed=99, eos_token_id=target.tokenizer.eos_token_id)
    with torch.no_grad():
        unrelated.get_output_embeddings().weight.normal_(0.0, 5.0, generator=torch.Generator().manual_seed(1))
    # random GPT-2 (tied embeddings) mostly repeats its last token: it takes more noise to disagree
    noise = 2.0 if family == "gpt2" else 0.3
    drafts = {"same": target.model, "unrelated": unrelated, "perturbed": perturbed(target.model, noise)}
    return Engine(target.model, target.tokenizer, draft_model=drafts[kind])


@pytest.mark.parametrize("family", ["llama", "qwen2", "gpt2"])
@pytest.mark.parametrize("kind", ["same", "unrelated", "perturbed"])
def test_draft_greedy_equals_plain(family, kind):
    engine = draft_engine(family, kind)
    reference = engine.generate(PROMPT, SamplingParams(max_tokens=40))
    result = engine.generate(PROMPT, SamplingParams(max_tokens=40), SpeculationConfig(method="draft", num_tokens=6))
    assert result.token_ids == reference.token_ids and result.text == reference.text
    stats = result.stats
    if kind == "same":
        assert stats.accepted_tokens == stats.drafted_tokens > 0
    elif kind == "unrelated":
        assert stats.accepted_tokens <= stats.drafted_tokens // 4
    else:
        assert 0 < stats.accepted_tokens < stats.drafted_tokens


def test_kv_caches_track_committed_tokens():
    engine = draft_engine("llama", "perturbed")
    generation = engine.start(PROMPT, SamplingParams(max_tokens=30), SpeculationConfig(method="draft", num_tokens=5))
    steps = 0
    for _ in generation:
        steps += 1
        if generation.finish_reason is None:
            assert len(generation.cache) == len(generation.tokens) - 1  # target: all committed but the last
            proposer = generation.proposer
            assert len(proposer.cache) == len(proposer.cached_tokens)
            # the draft's cache holds committed tokens, then at most the unverified tail of its draft
            shared = 0
            while shared < len(proposer.cached_tokens) and proposer.cached_tokens[shared] == generation.tokens[shared]:
                shared += 1
            assert len(proposer.cached_tokens) - shared < 5
            assert shared >= len(generation.tokens) - 2 - 5
    assert steps > 1


def test_incompatible_draft_is_refused(tokenizer):
    other = build_tokenizer(vocab_size=300)
    with pytest.raises(IncompatibleDraftError, match="vocabulary differs"):
        check_compatible(tokenizer, other)
    check_compatible(tokenizer, tokenizer)


def test_residual_verifier_on_hand_built_p_and_q():
    """One draft position: the emitted first token must follow p exactly, whatever q is."""
    p0 = torch.tensor([0.5, 0.2, 0.2, 0.1])
    q0 = torch.tensor([0.1, 0.6, 0.1, 0.2])
    logits = torch.log(torch.stack([p0, torch.full((4,), 0.25)]))
    params, generator, n = SamplingParams(temperature=1.0), make_generator(3), 6000
    draft_generator = torch.Generator().manual_seed(4)
    counts: Counter = Counter()
    for _ in range(n):
        token = int(torch.multinomial(q0, 1, generator=draft_generator))
        verdict = verify_speculative_sampling([token], q0[None], logits, params, generator)
        counts[verdict.emitted([token])[0]] += 1
    assert chi_square(counts, {i: float(p0[i]) for i in range(4)}, n) < CHI2_999[3]


@pytest.mark.parametrize("params", [
    SamplingParams(temperature=1.0, max_tokens=2, ignore_eos=True),
    SamplingParams(temperature=0.8, top_p=0.85, top_k=5, max_tokens=2, ignore_eos=True),
])
def test_draft_sampling_matches_target(params):
    vocab = 8
    target = build_model("qwen2", vocab, seed=3, eos_token_id=0)
    with torch.no_grad():
        target.lm_head.weight.mul_(6.0)
    engine = Engine(target, build_tokenizer(), draft_model=perturbed(target, 0.5))
    prompt = [1, 2, 3]
    exact = _exact_pair_distribution(target, prompt, params, vocab)
    n, counts, accepted = 800, Counter(), 0
    speculation = SpeculationConfig(method="draft", num_tokens=2)
    for seed in range(n):
        run = engine.generate(prompt, SamplingParams(**{**{s: getattr(params, s) for s in params.__slots__},
                                                        "seed": seed}), speculation)
        counts[tuple(run.token_ids)] += 1
        accepted += run.stats.accepted_tokens
    assert accepted > n * 0.05  # both the accept and the residual paths are exercised
    keep = {k: v for k, v in exact.items() if v * n >= 5}
    pooled = Counter({k: counts[k] for k in keep})
    pooled["rare"] = n - sum(pooled.values())
    probs = {**keep, "rare": 1.0 - sum(keep.values())}
    if probs["rare"] * n < 5:
        probs.pop("rare")
        assert pooled.pop("rare") <= 5
    dof = len(probs) - 1
    threshold = next(value for d, value in sorted(CHI2_999.items()) if d >= dof)
    assert chi_square(pooled, probs, n) < threshold
