"""Proposer unit tests on short token lists."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from fastapply.config import SpeculationConfig
from fastapply.proposers import NgramProposer, PredictionProposer, make_proposer
from fastapply.proposers.base import AdaptiveLength
from fastapply.proposers.ngram import NgramIndex

PREDICTION = list(range(100, 140))  # 40 distinct tokens
PROMPT = [1, 2, 3]


def proposer(**overrides) -> PredictionProposer:
    config = SpeculationConfig(method="prediction", num_tokens=8, min_tokens=2, min_match=3, **overrides)
    return PredictionProposer(PREDICTION, len(PROMPT), config)


def test_prediction_drafts_from_start_and_follows():
    p = proposer()
    assert p.propose(PROMPT, 100) == PREDICTION[:8]
    p.feedback(8, 8)
    assert p.propose(PROMPT + PREDICTION[:9], 100) == PREDICTION[9:17]  # stays at the maximum
    assert p.propose(PROMPT + PREDICTION[:9], 3) == PREDICTION[9:12]  # budget caps it


def test_prediction_resyncs_after_insertion():
    p = proposer()
    output = PREDICTION[:10]
    p.propose(PROMPT + output, 8)
    output += [7, 8, 9, 10]  # inserted tokens: no draft while diverged
    assert p.propose(PROMPT + output[:-3], 8) == PREDICTION[11:12]  # substitution guess: one token
    assert p.propose(PROMPT + output, 8) == []
    output += PREDICTION[10:13]  # back on the prediction after 3 tokens (min_match)
    assert p.propose(PROMPT + output, 8) == PREDICTION[13:15]  # short draft after the miss


def test_prediction_falls_back_to_ngram_lookup_while_nothing_resyncs():
    snippet = [7, 8, 9, 10, 11, 12]  # new code that the edit snippet (in the prompt) contains
    prompt = PROMPT + snippet
    p = PredictionProposer(PREDICTION, len(prompt), SpeculationConfig(
        method="prediction", num_tokens=8, min_tokens=2, min_match=3))
    output = PREDICTION[:10]
    p.propose(prompt + output, 8)
    output += [7, 8]  # the model starts writing the snippet's new lines
    p.propose(prompt + output[:-1], 8)  # the one-token substitution guess
    draft = p.propose(prompt + output, 8)
    assert draft == [9, 10] and p.drafted_by_fallback  # from the prompt, at the n-gram's adaptive length
    p.feedback(2, 2)
    assert p.length.current == 2  # the prediction's length is left alone
    output += [9, 10, 11, 12] + PREDICTION[10:13]  # snippet done, back on the prediction
    assert p.propose(prompt + output, 8) == PREDICTION[13:15] and not p.drafted_by_fallback
    off = PredictionProposer(PREDICTION, len(prompt), SpeculationConfig(
        method="prediction", num_tokens=8, min_tokens=2, min_match=3, ngram_fallback=False))
    off.propose(prompt + PREDICTION[:10], 8)
    off.propose(prompt + PREDICTION[:10] + [7], 8)
    assert off.propose(prompt + PREDICTION[:10] + [7, 8], 8) == []


def test_prediction_takes_the_ngram_draft_when_it_continues_a_longer_run_of_the_output():
    # the snippet (in the prompt) holds new lines whose last tokens happen to occur in the prediction
    snippet = [7, 8, 9, 120, 121, 122, 50, 51, 52]
    prompt = PROMPT + snippet
    p = PredictionProposer(PREDICTION, len(prompt), SpeculationConfig(
        method="prediction", num_tokens=8, min_tokens=2, min_match=3))
    output = PREDICTION[:10]
    assert p.propose(prompt + output, 8) == PREDICTION[10:18]
    output += [7, 8, 9, 120, 121, 122]  # the model copies the snippet; 120 121 122 re-syncs at 23
    draft = p.propose(prompt + output, 8)
    assert draft[:2] == [50, 51] and p.drafted_by_fallback  # a 6-token run beats the 3-token re-sync
    output += [50, 51, 52] + PREDICTION[23:33]  # back on the prediction for a longer run than any n-gram
    assert p.propose(prompt + output, 8) == PREDICTION[33:35] and not p.drafted_by_fallback
    off = PredictionProposer(PREDICTION, len(prompt), SpeculationConfig(
        method="prediction", num_tokens=8, min_tokens=2, min_match=3, ngram_fallback=False))
    off.propose(prompt + PREDICTION[:10], 8)
    assert off.propose(prompt + PREDICTION[:10] + [7, 8, 9, 120, 121, 122], 8)[0] == 123


def test_prediction_starts_the_answer_from_the_prediction_even_when_the_prompt_tail_repeats():
    prompt = [5, 6, 7, 5, 6]  # the prompt's tail "5 6" occurred before it, followed by 7
    p = PredictionProposer(PREDICTION, len(prompt), SpeculationConfig(method="prediction", num_tokens=8))
    assert p.propose(prompt, 8) == PREDICTION[:8] and not p.drafted_by_fallback


def test_prediction_keeps_its_own_draft_when_the_original_in_the_prompt_matches_as_well():
    prompt = PROMPT + PREDICTION[:20]  # apply prompts hold the original file, i.e. the prediction
    p = PredictionProposer(PREDICTION, len(prompt), SpeculationConfig(method="prediction", num_tokens=8))
    output = PREDICTION[:12]
    assert p.propose(prompt + output, 8) == PREDICTION[12:20] and not p.drafted_by_fallback


def test_prediction_resyncs_after_deletion():
    p = proposer()
    output = PREDICTION[:10] + PREDICTION[20:23]  # tokens 10..19 deleted
    p.propose(PROMPT + PREDICTION[:10], 8)
    assert p.propose(PROMPT + output, 8) == PREDICTION[23:25]


def test_prediction_resyncs_after_replacement_with_one_token_match():
    p = proposer()
    p.propose(PROMPT + PREDICTION[:10], 8)
    output = PREDICTION[:10] + [5, 6] + [PREDICTION[12]]  # two tokens replaced
    p.propose(PROMPT + output[:-2], 8)
    assert p.propose(PROMPT + output[:-1], 8) == []  # failed guess, no match yet
    assert p.propose(PROMPT + output, 8) == PREDICTION[13:14]  # local 1-token re-sync, a one-token guess


def test_prediction_prefers_nearest_match_after_last_aligned():
    repeated = [50, 51, 52, 60, 61, 50, 51, 52, 70, 71, 50, 51, 52, 80]
    config = SpeculationConfig(method="prediction", num_tokens=4, min_tokens=1, min_match=3, max_match=3)
    p = PredictionProposer(repeated, 0, config)
    p.propose(repeated[:6], 4)  # aligned through index 5
    output = repeated[:6] + [9, 50, 51, 52]  # diverged at 6 then "50 51 52": candidates end at 3, 8, 13
    assert p.propose(output, 4) == [70]  # nearest at/after 6 ends at 8; short draft after a miss


def test_ngram_index_longest_then_latest():
    index = NgramIndex(1, 3)
    tokens = [5, 6, 7, 8, 5, 6, 9, 5, 6]
    index.extend(tokens)
    assert index.match(tokens) == (6, 2)  # [5, 6] last seen at 4..5, continuation at 6
    assert index.match(tokens + [7]) == (3, 3)  # [5, 6, 7] at 0..2 beats the shorter [6, 7], [7]
    assert NgramIndex(2, 2).match([1]) is None


def test_ngram_proposer_copies_continuation_within_budget():
    config = SpeculationConfig(method="ngram", num_tokens=4, min_tokens=4, ngram_min=2, ngram_max=3)
    ngram = NgramProposer(config)
    tokens = [1, 2, 3, 4, 5, 6, 7, 1, 2]
    assert ngram.propose(tokens, 10) == [3, 4, 5, 6]
    assert ngram.propose(tokens, 2) == [3, 4]
    assert ngram.propose(tokens + [9], 10) == []  # [2, 9] never seen
    ngram.feedback(4, 0)
    assert ngram.length.current == 1


def test_ngram_draft_is_full_length_after_a_longest_size_match():
    config = SpeculationConfig(method="ngram", num_tokens=8, min_tokens=2, ngram_min=2, ngram_max=3)
    ngram = NgramProposer(config)
    source = list(range(10, 30))
    assert ngram.length.current == 2  # drafting starts short ...
    assert ngram.propose(source + [10, 11], 100) == [12, 13]  # ... after a 2-token match
    assert ngram.propose(source + [10, 11, 12], 100) == list(range(13, 21))  # a 3-token (longest) match: full
    assert ngram.propose(source + [10, 11, 12], 5) == list(range(13, 18))  # still within the budget


def test_adaptive_length_bounds():
    length = AdaptiveLength(2, 16)
    length.update(16, 16)
    assert length.current == 16
    length.update(16, 5)
    assert length.current == 6
    length.update(6, 0)
    assert length.current == 1  # total miss: one-token probes
    length.update(2, 2)
    assert length.current == 16  # back to the length that worked before the misses
    length.update(16, 3)
    length.update(4, 4)
    assert length.current == 16


def test_make_proposer_needs_prediction():
    import pytest

    with pytest.raises(ValueError, match="needs a prediction"):
        make_proposer(SpeculationConfig(method="prediction"), [1], None)


@settings(max_examples=200, deadline=None)
@given(
    prediction=st.lists(st.integers(0, 6), min_size=1, max_size=40),
    output=st.lists(st.integers(0, 6), max_size=60),
    budget=st.integers(0, 12),
)
def test_prediction_drafts_are_slices_of_the_prediction(prediction, output, budget):
    """Never drafts past the prediction or the budget; every draft is a contiguous slice of it."""
    config = SpeculationConfig(method="prediction", num_tokens=8, min_tokens=1, min_match=2, ngram_fallback=False)
    p = PredictionProposer(prediction, 1, config)
    for end in range(0, len(output) + 1, 3):
        draft = p.propose([0] + output[:end], budget)
        assert len(draft) <= min(budget, 8)
        if draft:
            assert p.pos is not None and prediction[p.pos : p.pos + len(draft)] == draft
