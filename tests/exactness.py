"""Statistics for the exactness tests: exact chi-square quantiles, pooled cells and test power.

A test compares counts of sampled outcomes with the exact target probabilities (Pearson's
chi-square, cells with fewer than 5 expected counts pooled). It fails a correct sampler with
probability ``alpha`` (the exact ``1 - alpha`` quantile of chi-square with the test's own degrees of
freedom). Its power against a bug is computed from the bug's exact outcome distribution: Pearson's
statistic is then approximately noncentral chi-square with noncentrality
``n * sum((a - p)^2 / p)``; an outcome impossible under the target (probability 0) fails the test
outright. The tests assert power > 0.999 for each bug they claim to catch, at their sample size.

The reference transform and the exact outcome distributions here are written independently of
``fastapply.sampling`` (numpy, float64), so that a bug there shows up as a difference.
"""

from __future__ import annotations

import copy
import itertools
from collections import Counter
from dataclasses import dataclass

import numpy as np
from scipy.stats import chi2, ncx2

ALPHA = 1e-3  # a correct sampler fails a test with this probability (per test)
POWER = 0.999  # each planted bug must fail the test with at least this probability


def transform(logits, temperature: float = 1.0, top_k: int = 0, top_p: float = 1.0, *,
              bug: str | None = None) -> np.ndarray:
    """Reference sampling distribution(s): softmax(logits / T), top-k, then the top-p nucleus.

    ``bug`` gives a wrong transform, to compute the power against it: "times_t" multiplies by T,
    "t_after_top_p" applies T after the nucleus is chosen, "nucleus_short" drops the token that
    crosses top_p.
    """
    scores = np.atleast_2d(np.asarray(logits, dtype=np.float64))
    scores = scores * temperature if bug == "times_t" else scores / (1.0 if bug == "t_after_top_p" else temperature)
    if top_k and top_k < scores.shape[-1]:
        kth = np.sort(scores, axis=-1)[:, -top_k][:, None]
        scores = np.where(scores < kth, -np.inf, scores)
    if top_p < 1.0:
        order = np.argsort(-scores, axis=-1, kind="stable")
        sorted_probs = _softmax(np.take_along_axis(scores, order, axis=-1))
        before = np.cumsum(sorted_probs, axis=-1) - (0.0 if bug == "nucleus_short" else sorted_probs)
        drop = np.zeros_like(scores, dtype=bool)
        np.put_along_axis(drop, order, before >= top_p, axis=-1)
        drop[np.arange(len(drop)), order[:, 0]] = False  # the top token always stays
        scores = np.where(drop, -np.inf, scores)
    if bug == "t_after_top_p":
        scores = scores / temperature
    return _softmax(scores)


def _softmax(scores: np.ndarray) -> np.ndarray:
    shifted = np.exp(scores - scores.max(axis=-1, keepdims=True))
    return shifted / shifted.sum(axis=-1, keepdims=True)


@dataclass(frozen=True)
class ChiSquare:
    statistic: float
    df: int
    threshold: float
    impossible: int  # observations of outcomes the target gives probability 0

    @property
    def passed(self) -> bool:
        return self.impossible == 0 and self.statistic < self.threshold


def pooled_groups(probs: dict, n: int, min_expected: float = 5.0) -> list[list]:
    """Cells of the test: one per outcome expected >= 5 times; the rarer outcomes pooled together."""
    groups, rare, mass = [], [], 0.0
    for key in sorted((k for k, v in probs.items() if v > 0), key=probs.get, reverse=True):
        if n * probs[key] >= min_expected:
            groups.append([key])
        else:
            rare.append(key)
            mass += probs[key]
    if rare:
        if n * mass >= min_expected or not groups:
            groups.append(rare)
        else:
            groups[-1] = groups[-1] + rare  # the smallest kept cell takes them
    return groups


def chi_square_test(counts: Counter, probs: dict, n: int, alpha: float = ALPHA) -> ChiSquare:
    groups = pooled_groups(probs, n)
    statistic = 0.0
    for group in groups:
        expected = n * sum(probs[key] for key in group)
        statistic += (sum(counts.get(key, 0) for key in group) - expected) ** 2 / expected
    impossible = sum(count for key, count in counts.items() if probs.get(key, 0.0) <= 0)
    df = max(len(groups) - 1, 1)
    return ChiSquare(statistic, df, float(chi2.ppf(1 - alpha, df)), impossible)


def power(probs: dict, alternative: dict, n: int, alpha: float = ALPHA) -> float:
    """Probability that ``chi_square_test`` fails when outcomes follow ``alternative``."""
    groups = pooled_groups(probs, n)
    lam = 0.0
    for group in groups:
        p = sum(probs[key] for key in group)
        a = sum(alternative.get(key, 0.0) for key in group)
        lam += n * (a - p) ** 2 / p
    impossible = sum(v for key, v in alternative.items() if probs.get(key, 0.0) <= 0)
    df = max(len(groups) - 1, 1)
    passes = min(float(ncx2.cdf(chi2.ppf(1 - alpha, df), df, lam)) if lam > 0 else 1 - alpha,
                 (1.0 - impossible) ** n)
    return 1.0 - passes


def matrix_cells(matrix: np.ndarray) -> dict:
    return {(int(i), int(j)): float(matrix[i, j]) for i, j in zip(*np.nonzero(matrix))}


def pair_counts(sequences: np.ndarray, first: int, position: int) -> Counter:
    """Counts of (token before, token) at ``position`` of each sequence (``first`` precedes them all)."""
    before = sequences[:, position - 1] if position else np.full(len(sequences), first)
    return Counter(zip(before.tolist(), sequences[:, position].tolist()))


def markov_pair_marginals(P: np.ndarray, first: int, positions: int) -> list[np.ndarray]:
    """The target: a Markov chain ``P[last] -> next``; joint of (x[i-1], x[i]) for each position."""
    state = np.zeros(len(P))
    state[first] = 1.0
    marginals = []
    for _ in range(positions):
        joint = state[:, None] * P
        marginals.append(joint)
        state = joint.sum(axis=0)
    return marginals


def verifier_pair_marginals(P: np.ndarray, Q: list[np.ndarray], first: int, positions: int,
                            continuation: np.ndarray, *, bug: str | None = None) -> list[np.ndarray]:
    """What one verify of a k-token draft, then target sampling, emits (Markov target and draft).

    The draft token at position i is drawn from ``Q[i][last]`` (a one-hot row for a deterministic
    draft), verified against ``P[last]``; after the first rejection (or the bonus token) the
    sequence continues from ``continuation``. Joint of (x[i-1], x[i]) per position, exactly, by
    dynamic programming over (still on the draft?, last token). ``bug``: "residual_first" samples
    the recovered token from the residual at position 0; "keep_draft" keeps the rejected draft
    token; "accept_next_row" tests acceptance with the target's row one position further.
    """
    vocab, k = len(P), len(Q)
    on_draft, off_draft = np.zeros(vocab), np.zeros(vocab)
    on_draft[first] = 1.0
    marginals = []
    for i in range(positions):
        joint = off_draft[:, None] * continuation
        if i < k:
            q = Q[i]
            p_accept = np.broadcast_to(np.diag(P)[None, :], P.shape) if bug == "accept_next_row" else P
            ratio = np.divide(p_accept, q, out=np.ones_like(q), where=q > 0).clip(max=1.0)
            accepted = on_draft[:, None] * q * ratio
            rejected = on_draft[:, None] * q * (1.0 - ratio)
            if bug == "keep_draft":
                emitted = rejected
            else:
                rows = np.full(vocab, first) if bug == "residual_first" else np.arange(vocab)
                residual = (P[rows] - (Q[0] if bug == "residual_first" else q)[rows]).clip(min=0.0)
                total = residual.sum(axis=1, keepdims=True)
                residual = np.divide(residual, total, out=P[rows].copy(), where=total > 0)
                emitted = rejected.sum(axis=1, keepdims=True) * residual
            joint = joint + accepted + emitted
            on_draft, off_draft = accepted.sum(axis=0), (off_draft[:, None] * continuation + emitted).sum(axis=0)
        else:
            bonus = on_draft[:, None] * P if i == k else 0.0
            joint = joint + bonus
            off_draft = (off_draft[:, None] * continuation + bonus).sum(axis=0)
            on_draft = np.zeros(vocab)
        marginals.append(joint)
    return marginals


def sequence_distribution(p_of, q_of, prefix: tuple, left: int, length, *, bug: str | None = None) -> dict:
    """Exact distribution of the next ``left`` tokens an engine with a sampled draft emits.

    ``p_of(prefix)``/``q_of(prefix)`` give the (processed) target and draft distributions after
    ``prefix``; ``length`` is the draft-length schedule (``fastapply.proposers.base.AdaptiveLength``,
    copied per branch), the budget is the engine's (``left - 1``). Used for the power of the engine
    level tests against verifier bugs (``bug`` as in ``verifier_pair_marginals``).
    """
    if left == 0:
        return {(): 1.0}
    k = min(left - 1, length.current)
    out: dict = {}
    for emitted, probability in _verify_step(p_of, q_of, prefix, k, bug).items():
        branch = copy.copy(length)
        if k:
            branch.update(k, len(emitted) - 1)  # a verify emits accepted + 1 tokens
        for rest, p_rest in sequence_distribution(p_of, q_of, prefix + emitted, left - len(emitted), branch,
                                                  bug=bug).items():
            out[emitted + rest] = out.get(emitted + rest, 0.0) + probability * p_rest
    return out


def _verify_step(p_of, q_of, prefix: tuple, k: int, bug: str | None) -> dict:
    """One verify of a k-token sampled draft: emitted tuple -> probability."""
    vocab = len(p_of(prefix))
    out: dict = {}

    def add(key, value):
        if value > 0:
            out[key] = out.get(key, 0.0) + value

    for draft in itertools.product(range(vocab), repeat=k):
        p = [p_of(prefix + draft[:i]) for i in range(k + 1)]
        q = [q_of(prefix + draft[:i]) for i in range(k)]
        reach = float(np.prod([q[i][draft[i]] for i in range(k)]))  # probability of the draft
        for i in range(k):
            if reach <= 0:
                break
            p_check = p[i + 1][draft[i]] if bug == "accept_next_row" else p[i][draft[i]]
            ratio = min(1.0, p_check / q[i][draft[i]])
            if bug == "keep_draft":
                add(draft[: i + 1], reach * (1 - ratio))
            else:
                row = 0 if bug == "residual_first" else i
                residual = (p[row] - q[row]).clip(min=0.0)
                residual = residual / residual.sum() if residual.sum() > 0 else p[row]
                for token in range(vocab):
                    add(draft[:i] + (token,), reach * (1 - ratio) * residual[token])
            reach *= ratio
        if reach > 0:
            for token in range(vocab):
                add(draft + (token,), reach * p[k][token])
    return out


def model_conditionals(model, prompt: list[int], vocab: int, depth: int) -> dict:
    """Next-token logits (float64 numpy) after ``prompt + s`` for every sequence s of < depth tokens."""
    import torch

    out = {}
    with torch.no_grad():
        for length in range(depth):
            suffixes = list(itertools.product(range(vocab), repeat=length))
            ids = torch.tensor([list(prompt) + list(s) for s in suffixes])
            logits = model(ids).logits[:, -1, :vocab].double().numpy()
            out.update(zip(suffixes, logits))
    return out


def joint_distribution(p_of, vocab: int, length: int) -> dict:
    """Probability of each ``length``-token sequence when every token is sampled from ``p_of(prefix)``."""
    out = {(): 1.0}
    for _ in range(length):
        out = {seq + (t,): prob * p_of(seq)[t] for seq, prob in out.items() for t in range(vocab)
               if prob * p_of(seq)[t] > 0}
    return out


def sampled_counts(engine, prompt: list[int], n: int, settings: dict, length: int, speculation,
                   prediction: list[int] | None = None) -> tuple[Counter, int, int]:
    """``n`` seeded engine runs of ``length`` tokens: (counts of the outputs, tokens drafted, tokens accepted)."""
    from fastapply.config import SamplingParams

    counts, drafted, accepted = Counter(), 0, 0
    for seed in range(n):
        run = engine.generate(prompt, SamplingParams(**settings, seed=seed, max_tokens=length, ignore_eos=True),
                              speculation, prediction)
        counts[tuple(run.token_ids)] += 1
        drafted += run.stats.drafted_tokens
        accepted += run.stats.accepted_tokens
    return counts, drafted, accepted
