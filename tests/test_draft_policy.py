"""The draft policy (proposers.base.CostLength): how many tokens to draft from the target's cost curve and
the run the output is on. It changes only the lengths of drafts, never what is accepted (the equality
matrix and the engine tests run it: the engine hands every proposer its runner's ``position_cost``)."""

from __future__ import annotations

import doctest

from hypothesis import given, settings
from hypothesis import strategies as st

from fastapply.config import SpeculationConfig
from fastapply.proposers import base
from fastapply.proposers.base import CostLength
from fastapply.proposers.ngram import NgramProposer
from fastapply.proposers.prediction import PredictionProposer

PREDICTION = list(range(100, 400))  # 300 distinct tokens
PROMPT = [1, 2, 3]


def test_module_examples():
    assert doctest.testmod(base).failed == 0


def test_longer_while_the_output_follows_and_the_cheaper_a_position():
    for cost in (0.3, 0.17, 0.03, 0.001):
        length = CostLength(1, 512, cost)
        lengths = [length.length_for(run) for run in (0, 4, 16, 64, 256, 1024)]
        assert lengths == sorted(lengths) and lengths[0] < lengths[-1]
    for run in (0, 16, 256):
        by_cost = [CostLength(1, 512, cost).length_for(run) for cost in (0.3, 0.17, 0.03, 0.001)]
        assert by_cost == sorted(by_cost) and by_cost[0] < by_cost[-1]
    assert CostLength(1, 512, 0.0001).length_for(0) >= 256  # positions nearly free (a GPU): long drafts at once


def test_lengths_stay_within_the_bounds():
    for minimum, maximum in ((1, 1), (3, 7), (4, 64), (2, 1024)):
        length = CostLength(minimum, maximum, 0.17)
        assert all(minimum <= length.length_for(run) <= maximum for run in range(0, 3000, 37))


def test_prediction_drafts_short_after_a_divergence_and_grow_with_the_run():
    config = SpeculationConfig(method="prediction", num_tokens=64, min_tokens=1, ngram_fallback=False)
    policy = CostLength(1, 64, 0.17)
    p = PredictionProposer(PREDICTION, len(PROMPT), config, position_cost=0.17)
    assert p.propose(PROMPT, 1000) == PREDICTION[:64]  # the answer starts as predicted: the whole budget
    output = PREDICTION[:4]
    assert len(p.propose(PROMPT + output, 1000)) == policy.length_for(4)
    output = PREDICTION[:100]
    assert len(p.propose(PROMPT + output, 1000)) == policy.length_for(100) and p.run == 100
    output += [7, 8]  # an insertion: the run is over
    p.propose(PROMPT + output[:-1], 1000)  # the one-token substitution guess
    assert p.propose(PROMPT + output, 1000) == [] and p.run == 0
    output += PREDICTION[100:103]  # back on the prediction: the re-sync rests on a 3-token match
    draft = p.propose(PROMPT + output, 1000)
    assert p.run == 3 and draft == PREDICTION[103 : 103 + policy.length_for(3)]
    assert policy.length_for(3) < policy.length_for(100)


def test_ngram_drafts_grow_with_how_long_the_output_copies():
    config = SpeculationConfig(method="ngram", num_tokens=64, min_tokens=1)
    policy = CostLength(1, 64, 0.03)
    source = list(range(10, 210))
    ngram = NgramProposer(config, position_cost=0.03)
    short = ngram.propose(source + [10, 11], 1000)
    assert short == source[2 : 2 + policy.length_for(2)]
    copied = source[:150]  # the output copies the source's first 150 tokens
    assert ngram.propose(source + copied, 1000) == (source + copied)[150 : 150 + policy.length_for(150)]
    assert len(short) < policy.length_for(150)


@settings(max_examples=200, deadline=None)
@given(tokens=st.lists(st.integers(0, 3), min_size=2, max_size=80), steps=st.lists(st.integers(1, 6), max_size=12))
def test_ngram_run_counted_incrementally_equals_a_scan(tokens, steps):
    """The run of a continuation that extends the last one (no scan) is what a scan back finds."""
    config = SpeculationConfig(method="ngram", num_tokens=16, min_tokens=1, ngram_min=1, ngram_max=3)
    ngram = NgramProposer(config, position_cost=0.03)
    end = 1
    for step in steps + [len(tokens)]:
        end = min(len(tokens), end + step)
        seen = tokens[:end]
        ngram.propose(seen, 16)
        ngram.index.extend(seen[len(ngram.index.tokens) :])
        found = ngram.index.match(seen)
        if found is None:
            continue
        start, n = found
        scanned = n
        while scanned < min(1024, start) and seen[start - 1 - scanned] == seen[-1 - scanned]:
            scanned += 1
        assert ngram.last == (len(seen), start, scanned)
