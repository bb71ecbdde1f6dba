"""How a batch spends its forwards: what goes through the model each round, counted, never timed.

- the decode forward: requests are grouped by size (last token + draft) so that short drafts are
  not padded to a long prediction draft's width when a separate forward is cheaper; rows that
  sit a round out are not fed through the model at all (the forward's batch is only the rows
  that feed tokens);
- admission: short prompts that arrive together are prefilled side by side in one forward, never
  more than ``max_batch_tokens`` (rows x width) per forward.
Outputs stay what each request gets alone (tests/test_batch.py checks that over random schedules).
"""

from __future__ import annotations

import contextlib
from dataclasses import replace

from conftest import cached_engine
from hypothesis import given, settings
from hypothesis import strategies as st
from test_batch import PROMPTS, alone, layout_engine, request, run_schedule, same, schedules

from fastapply.batch import CPU_FORWARD_COST, Batch, BatchConfig
from fastapply.batch_groups import partition
from fastapply.config import SamplingParams, SpeculationConfig


@contextlib.contextmanager
def recorded(module):
    """The [rows, width] of every ``input_ids`` that goes through ``module``."""
    shapes = []
    handle = module.register_forward_pre_hook(
        lambda _module, args, kwargs: shapes.append(tuple(kwargs["input_ids"].shape)), with_kwargs=True)
    try:
        yield shapes
    finally:
        handle.remove()


def test_partition_splits_a_long_draft_from_short_ones():
    rows = [f"r{index}" for index in range(6)]

    def groups(sizes, **config):
        size_of = dict(zip(rows, sizes))
        ordered = sorted(rows[: len(sizes)], key=size_of.__getitem__)
        return [[size_of[row] for row in group] for group in partition(ordered, size_of, BatchConfig(**config))]

    # padding three 1-token rows to 33 costs 96 tokens; a second forward costs 16
    assert groups([1, 33, 1, 1], forward_cost=16) == [[1, 1, 1], [33]]
    assert groups([2, 3, 3, 4], forward_cost=16) == [[2, 3, 3, 4]]  # little padding: one forward
    assert groups([1, 33, 1, 1], forward_cost=200) == [[1, 1, 1, 33]]  # forwards dear (a GPU): one forward
    assert groups([4, 4, 4, 4], forward_cost=16, max_batch_tokens=8) == [[4, 4], [4, 4]]  # the token cap
    assert sorted(map(len, groups([4, 4, 4, 4, 4], forward_cost=16, max_batch_size=2))) == [1, 2, 2]
    assert groups([40], forward_cost=16, max_batch_tokens=8) == [[40]]  # one row always fits


def test_short_rows_sit_out_a_long_draft_and_are_not_forwarded():
    """One prediction request (a 16-token draft) and four plain ones: their decode forwards are
    separate, and a forward carries only the rows that feed tokens (never a row padded from 1 to 17
    tokens); every output is as alone."""
    engine = cached_engine("llama")
    plain = (SamplingParams(max_tokens=12), SpeculationConfig("none"), None)
    requests = [(PROMPTS[0], SamplingParams(max_tokens=30), SpeculationConfig("prediction", num_tokens=16, min_tokens=16),
                 " return a + b\n\n\ndef sub(a, b):\n    return a - b\n" * 3)]
    requests += [(PROMPTS[index], *plain) for index in range(1, 5)]
    references = [engine.generate(*each) for each in requests]
    batch = Batch(engine, BatchConfig(max_batch_size=8, max_batch_tokens=512, forward_cost=4))
    generations = [engine.start(*each) for each in requests]
    for generation in generations:
        batch.add(generation)
    batch.step()  # admission: the prompts go in (a base-model forward), then the first verifies
    with recorded(engine.model) as shapes:
        while len(batch):
            running = len(batch.running)
            batch.step()
            assert shapes[-1][0] <= running
    long_rounds = [shape for shape in shapes if shape[1] > 4]
    assert long_rounds and all(rows == 1 for rows, _ in long_rounds), shapes  # the long draft alone
    assert any(rows == 4 and width <= 2 for rows, width in shapes), shapes  # the four short ones together
    for generation, reference in zip(generations, references):
        same(generation.result(), reference)


def test_prompts_arriving_together_are_prefilled_together_within_the_cap():
    """Five requests join at once: their prompts (but the last tokens) go into one prefill forward
    as far as ``max_batch_tokens`` allows (rows x width), the rest next round; all join."""
    engine = cached_engine("llama")
    indexes = [0, 1, 2, 4, 5]
    lengths = [len(engine.start(*request(index)).tokens) - 1 for index in indexes]
    cap = max(lengths) * 3  # room for three prompts side by side, not five
    batch = Batch(engine, BatchConfig(max_batch_size=8, max_batch_tokens=cap))
    generations = [engine.start(*request(index)) for index in indexes]
    for generation in generations:
        batch.add(generation)
    with recorded(engine.model.base_model) as shapes:
        batch.step()
        first = len(batch.running)
        while len(batch.running) + sum(generation.finish_reason is not None for generation in generations) < 5:
            batch.step()
    prefills = [shape for shape in shapes if shape[1] > 2][: 2]  # base-model forwards of the prompts (decode ones are narrow)
    assert 2 <= first <= 3 and prefills[0][0] == first, shapes
    assert all(rows * width <= cap for rows, width in prefills), shapes
    while len(batch):
        batch.step()
    for generation, index in zip(generations, indexes):
        same(generation.result(), alone("llama", index))


def test_forward_cost_defaults_by_device():
    """Unset, the per-forward cost is the CPU figure on a CPU (elsewhere: max_batch_tokens, one
    forward for everyone); a value given is kept."""
    engine = cached_engine("llama")
    assert Batch(engine).config.forward_cost == CPU_FORWARD_COST
    assert Batch(engine, BatchConfig(forward_cost=3)).config.forward_cost == 3


@settings(max_examples=10, deadline=None)
@given(schedule=schedules, cap=st.sampled_from([2, 3, 6, 16, 40]))
def test_decode_forwards_keep_the_token_cap(schedule, cap):
    """Whatever joins and leaves, no decode forward of more than one row exceeds
    ``max_batch_tokens`` (rows x width), requests left out waiting included."""
    engine = layout_engine("llama", "dynamic")
    with recorded(engine.model) as shapes:
        _, finished, _, cancelled, _ = run_schedule(engine, schedule, BatchConfig(5, cap))
    assert len(finished) + len(cancelled) == len(schedule)
    assert all(rows == 1 or rows * width <= cap for rows, width in shapes), shapes


def test_requests_left_out_of_several_groups_keep_the_cap():
    """Five one-token rows under a cap of two: three groups, so two groups' rows are left out at
    once; the next forward takes the longest waiting with its group, never all of them past the
    cap, and every request still finishes as alone."""
    engine = cached_engine("llama")
    requests = [(PROMPTS[index], SamplingParams(max_tokens=8), SpeculationConfig("none"), None) for index in range(5)]
    references = [engine.generate(*each) for each in requests]
    batch = Batch(engine, BatchConfig(max_batch_size=5, max_batch_tokens=512))
    generations = [engine.start(*each) for each in requests]
    for generation in generations:
        batch.add(generation)
    while len(batch.running) < 5:
        batch.step()
    batch.config = replace(batch.config, max_batch_tokens=2)
    with recorded(engine.model) as shapes:
        while len(batch):
            batch.step()
            assert max(batch.waited.values(), default=0) < 5  # the longest waiting goes first: nobody starves
    assert shapes and all(rows * width <= 2 for rows, width in shapes), shapes
    for generation, reference in zip(generations, references):
        same(generation.result(), reference)
