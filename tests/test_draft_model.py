"""Draft-model speculative decoding: greedy equality, exact sampling, KV-cache consistency."""

from __future__ import annotations

import functools

import pytest
import torch

from conftest import build_model, build_tokenizer, cached_engine
from drafts import perturbed
from exactness import (
    POWER, chi_square_test, joint_distribution, model_conditionals, power, sampled_counts, sequence_distribution,
    transform,
)
from fastapply.config import SamplingParams, SpeculationConfig
from fastapply.engine import Engine
from fastapply.proposers.base import AdaptiveLength
from fastapply.proposers.draft_model import IncompatibleDraftError, check_compatible

PROMPT = "def area(width, height):\n"


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
        assert 0 < stats.drafted_tokens and stats.accepted_tokens <= stats.drafted_tokens // 4
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


@pytest.mark.slow
@pytest.mark.parametrize("family", ["llama", "qwen2"])
@pytest.mark.parametrize("length, settings, bugs, n", [
    (3, dict(temperature=1.0, top_k=4), (), 500),
    (4, dict(temperature=0.8, top_p=0.85, top_k=5), ("times_t", "t_after_top_p", "nucleus_short"), 800),
])
def test_draft_sampling_matches_target(family, length, settings, bugs, n):
    """The engine with a sampled draft of ``length - 1`` tokens: outputs follow the target's joint exactly.

    Vocabulary of 8: the exact distribution of the ``length`` output tokens is enumerated with the
    target (reference transform, tests/exactness.py) and compared with N engine runs (chi-square,
    exact quantile). Sample size: the test asserts, at N, power > 0.999 against the verifier bugs
    (recovered token from the residual at position 0; acceptance tested with the next row) and the
    transform bugs, from their exact output distributions (the engine's draft-length schedule
    enumerated). The smallest N reaching it: 200-300 for 3 tokens, 300-500 for 4 (Llama, Qwen2); the
    N used leave a margin (each engine run costs a few forwards, so N is kept small).
    """
    vocab, prompt = 8, [1, 2, 3]
    target = build_model(family, vocab, seed=3, eos_token_id=0)
    with torch.no_grad():  # peaky enough that drafts are often accepted, flat enough to be rejected too
        target.lm_head.weight.mul_(3.0)
    draft = perturbed(target, 1.0)
    engine = Engine(target, build_tokenizer(), draft_model=draft)
    target_logits = model_conditionals(target, prompt, vocab, length)
    draft_logits = model_conditionals(draft, prompt, vocab, length)
    p_of = functools.cache(lambda prefix, bug=None: transform(target_logits[prefix], **settings, bug=bug)[0])
    q_of = functools.cache(lambda prefix: transform(draft_logits[prefix], **settings)[0])
    exact = joint_distribution(p_of, vocab, length)
    schedule = AdaptiveLength(length - 1, length - 1, start=length - 1)  # the engine's, for this config
    alternatives = {bug: sequence_distribution(p_of, q_of, (), length, schedule, bug=bug)
                    for bug in ("residual_first", "accept_next_row")}
    alternatives.update({bug: joint_distribution(functools.partial(p_of, bug=bug), vocab, length) for bug in bugs})
    for bug, alternative in alternatives.items():
        assert power(exact, alternative, n) > POWER, bug

    speculation = SpeculationConfig(method="draft", num_tokens=length - 1, min_tokens=length - 1)
    counts, drafted, accepted = sampled_counts(engine, prompt, n, settings, length, speculation)
    assert 0.1 * drafted < accepted < 0.9 * drafted  # both the accept and the residual paths are exercised
    result = chi_square_test(counts, exact, n)
    assert result.passed, result
