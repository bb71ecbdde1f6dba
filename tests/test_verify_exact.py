"""The verifiers alone, on synthetic logits, against the exact target distribution (2-8 token drafts).

Target and draft are Markov chains over 4 tokens (``P[last] -> next``, ``Q[last] -> next``). One
trial: draft k tokens (sampled from Q, or a fixed one-hot draft), verify them against the target's
rows along the draft, then finish the sequence to k+1 tokens by sampling the target chain. Whatever
the draft, the k+1 tokens must follow the target chain exactly. The test compares, at each of the
k+1 positions, the counts of (previous token, token) with the chain's exact joint (chi-square, exact
quantile for its degrees of freedom, alpha = 0.001 / (k+1) per position, Bonferroni), so a correct
verifier fails with probability < 0.001.

Sample size: each test computes, at its N, the power against the bugs listed with it, from the
bug's exact distribution (``exactness.verifier_pair_marginals``: dynamic programming, noncentral
chi-square; the test fails when any position does, so its power is at least the best single
position's, which is what is computed), and asserts it exceeds 0.999. N = 2000 leaves a margin: the smallest N with power
> 0.999 for every bug below is 250-1000 (the weakest: T applied after the nucleus, 0.9993 at
N = 500 for T = 0.7, top_p = 0.9).
"""

from __future__ import annotations

import numpy as np
import pytest
import torch

from exactness import (
    ALPHA, POWER, chi_square_test, markov_pair_marginals, matrix_cells, pair_counts, power, transform,
    verifier_pair_marginals,
)
from fastapply.config import SamplingParams
from fastapply.sampling import make_generator, processed_probs
from fastapply.verify import verify_sampled_deterministic, verify_speculative_sampling

VOCAB, FIRST, N = 4, 0, 2000
_rng = np.random.default_rng(0)
TARGET_LOGITS = _rng.normal(size=(VOCAB, VOCAB)) * 1.5
DRAFT_LOGITS = TARGET_LOGITS + _rng.normal(size=(VOCAB, VOCAB)) * 1.5  # related, often rejected
PARAMS = {  # sampling settings -> the transform bugs they must catch
    "plain": (dict(temperature=1.0), ()),
    "cold_nucleus": (dict(temperature=0.7, top_p=0.9), ("times_t", "t_after_top_p", "nucleus_short")),
    "hot_top_k": (dict(temperature=1.3, top_k=3), ("times_t",)),
}


def finish_with_target(prefixes: list[list[int]], length: int, P: np.ndarray, seed: int) -> np.ndarray:
    """Complete each emitted prefix to ``length`` tokens by sampling the target chain."""
    rng = np.random.default_rng(seed)
    out = np.zeros((len(prefixes), length), dtype=np.int64)
    for row, prefix in enumerate(prefixes):
        out[row, : len(prefix)] = prefix[:length]
    done = np.array([len(prefix) for prefix in prefixes])
    cumulative = np.cumsum(P, axis=1)
    for position in range(length):
        todo = done <= position
        last = out[todo, position - 1] if position else np.full(todo.sum(), FIRST)
        out[todo, position] = (rng.random(todo.sum())[:, None] > cumulative[last]).sum(axis=1).clip(max=VOCAB - 1)
    return out


def check_against_target(sequences: np.ndarray, P: np.ndarray, alternatives: dict) -> None:
    """Chi-square per position against the chain; first the power against each bug at this N."""
    positions = sequences.shape[1]
    alpha = ALPHA / positions
    exact = markov_pair_marginals(P, FIRST, positions)
    for bug, marginals in alternatives.items():
        caught = max(power(matrix_cells(e), matrix_cells(a), N, alpha) for e, a in zip(exact, marginals))
        assert caught > POWER, f"N = {N} is too small to catch {bug} (power {caught:.5f})"
    for position, joint in enumerate(exact):
        result = chi_square_test(pair_counts(sequences, FIRST, position), matrix_cells(joint), N, alpha)
        assert result.passed, (position, result)


def _bug_transforms(settings: dict, bugs: tuple) -> dict:
    return {bug: (transform(TARGET_LOGITS, **settings, bug=bug), transform(DRAFT_LOGITS, **settings, bug=bug))
            for bug in bugs}


@pytest.mark.parametrize("name", PARAMS)
@pytest.mark.parametrize("k", [2, 4, 8])
def test_speculative_sampling_with_sampled_drafts_follows_the_target(name, k):
    settings, transform_bugs = PARAMS[name]
    params = SamplingParams(**settings)
    P, Q = transform(TARGET_LOGITS, **settings), transform(DRAFT_LOGITS, **settings)
    alternatives = {bug: verifier_pair_marginals(P, [Q] * k, FIRST, k + 1, P, bug=bug)
                    for bug in ("residual_first", "accept_next_row")}
    for bug, (P_bug, Q_bug) in _bug_transforms(settings, transform_bugs).items():
        alternatives[bug] = verifier_pair_marginals(P_bug, [Q_bug] * k, FIRST, k + 1, P)

    # the proposer's side: q by the package's transform, drafts sampled from it (all trials at once)
    target_logits, draft_logits = torch.tensor(TARGET_LOGITS), torch.tensor(DRAFT_LOGITS)
    q_rows = processed_probs(draft_logits, params)
    draft_generator = torch.Generator().manual_seed(100 + k)
    drafts = torch.full((N, k + 1), FIRST)
    for i in range(k):
        drafts[:, i + 1] = torch.multinomial(q_rows[drafts[:, i]], 1, generator=draft_generator).squeeze(-1)
    generator, emitted, accepted = make_generator(k), [], 0
    for row in drafts.tolist():
        draft = row[1:]
        verdict = verify_speculative_sampling(draft, q_rows[row[:-1]], target_logits[row], params, generator)
        emitted.append(verdict.emitted(draft))
        accepted += verdict.accepted
    assert 0.2 * N < accepted < 0.8 * N * k  # both acceptance and rejection are exercised
    check_against_target(finish_with_target(emitted, k + 1, P, seed=k), P, alternatives)


@pytest.mark.parametrize("name", PARAMS)
@pytest.mark.parametrize("k", [3, 8])
def test_one_hot_verifier_follows_the_target(name, k):
    """A fixed draft (the target's most likely path, as a good prediction would be)."""
    settings, transform_bugs = PARAMS[name]
    params = SamplingParams(**settings)
    P = transform(TARGET_LOGITS, **settings)
    path = [FIRST]
    for _ in range(k):
        path.append(int(P[path[-1]].argmax()))
    draft = path[1:]
    one_hot = [np.tile(np.eye(VOCAB)[token], (VOCAB, 1)) for token in draft]
    alternatives = {"keep_draft": verifier_pair_marginals(P, one_hot, FIRST, k + 1, P, bug="keep_draft")}
    for bug, (P_bug, _) in _bug_transforms(settings, transform_bugs).items():
        alternatives[bug] = verifier_pair_marginals(P_bug, one_hot, FIRST, k + 1, P)

    logits = torch.tensor(TARGET_LOGITS)[path]
    generator, emitted, accepted = make_generator(50 + k), [], 0
    for _ in range(N):
        verdict = verify_sampled_deterministic(draft, logits, params, generator)
        emitted.append(verdict.emitted(draft))
        accepted += verdict.accepted
    assert 0.2 * N < accepted < 0.9 * N * k
    check_against_target(finish_with_target(emitted, k + 1, P, seed=k), P, alternatives)


def test_processed_probs_with_temperature_and_nucleus_matches_the_reference_transform():
    """Temperature first, then the nucleus: checked exactly against the independent reference."""
    logits = torch.tensor(TARGET_LOGITS)
    for settings, _ in PARAMS.values():
        ours = processed_probs(logits, SamplingParams(**settings)).double().numpy()
        assert np.allclose(ours, transform(TARGET_LOGITS, **settings), atol=1e-6), settings
