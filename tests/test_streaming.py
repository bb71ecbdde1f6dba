"""Incremental detokenization, stop strings and streaming."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fastapply.config import SamplingParams, SpeculationConfig
from fastapply.detok import IncrementalDetokenizer, StopMatcher

TEXTS = st.text(alphabet=st.sampled_from(list("ab \t\n{}é中🙂∑")), max_size=40)


@settings(max_examples=150, deadline=None)
@given(text=TEXTS, cuts=st.lists(st.integers(1, 4), max_size=30))
def test_detokenizer_deltas_add_up_and_never_split_characters(tokenizer, text, cuts):
    ids = tokenizer(text, add_special_tokens=False)["input_ids"]
    detok, deltas, start = IncrementalDetokenizer(tokenizer), [], 0
    for size in cuts + [len(ids)]:
        deltas.append(detok.push(ids[start : start + size]))
        start += size
    deltas.append(detok.finish())
    assert "".join(deltas) == tokenizer.decode(ids) == text
    assert all("\ufffd" not in delta for delta in deltas)


def test_multibyte_characters_split_across_tokens(tokenizer):
    text = "🙂中"
    ids = tokenizer(text, add_special_tokens=False)["input_ids"]
    assert len(ids) > 2  # the byte-level tokenizer splits them into byte tokens
    detok = IncrementalDetokenizer(tokenizer)
    deltas = [detok.push([token]) for token in ids]
    assert "".join(deltas) == text and "" in deltas


@settings(max_examples=200, deadline=None)
@given(text=st.text(alphabet="abcEND", max_size=30), cuts=st.lists(st.integers(1, 5), max_size=10),
       stops=st.lists(st.sampled_from(["END", "ab", "cc", "NDa"]), min_size=1, max_size=3))
def test_stop_matcher_equals_one_shot_cut(text, cuts, stops):
    hits = [text.find(s) for s in stops if s in text]
    expected = text[: min(hits)] if hits else text
    matcher, out, start = StopMatcher(stops), "", 0
    for size in cuts + [len(text)]:
        out += matcher.push(text[start : start + size])
        start += size
        if matcher.stopped:
            break
    out += matcher.finish()
    assert out == expected
    assert matcher.stopped == bool(hits)


@pytest.mark.parametrize("method", ["none", "ngram", "prediction"])
def test_stream_deltas_equal_final_text(engine, method):
    reference = engine.generate("def main():\n", SamplingParams(max_tokens=40))
    generation = engine.start("def main():\n", SamplingParams(max_tokens=40), SpeculationConfig(method=method),
                              reference.token_ids if method == "prediction" else None)
    deltas = list(generation)
    result = generation.result()
    assert "".join(deltas) == result.text == reference.text
    assert result.stats.output_tokens == len(result.token_ids) == 40


@pytest.mark.parametrize("method", ["none", "prediction"])
def test_stop_string_straddling_a_draft(engine, method):
    reference = engine.generate("class A:\n", SamplingParams(max_tokens=40))
    text = reference.text
    stop = text[len(text) // 2 : len(text) // 2 + 3]
    assert len(stop) == 3  # a stop string inside the text, usually across tokens
    params = SamplingParams(max_tokens=40, stop=(stop,))
    expected = engine.generate("class A:\n", params)
    assert expected.text == text[: text.find(stop)] and expected.finish_reason == "stop"
    result = engine.generate("class A:\n", params, SpeculationConfig(method=method, num_tokens=64),
                             reference.token_ids if method == "prediction" else None)
    assert (result.text, result.token_ids, result.finish_reason) == (
        expected.text, expected.token_ids, "stop")
