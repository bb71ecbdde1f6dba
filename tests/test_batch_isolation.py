"""One request's failure inside a batch step fails that request only: the others finish as alone."""

from __future__ import annotations

import pytest
import torch
from test_batch import alone, layout_engine, request, same

from fastapply.batch import Batch, BatchConfig
from fastapply.config import SamplingParams
from fastapply.sampling import processed_probs

BROKEN = 2  # the request that fails, among six


class ExplodingProposer:
    """Drafts as ``inner`` does, then raises at its ``after``-th call."""

    def __init__(self, inner, after: int) -> None:
        self.inner, self.after, self.calls = inner, after, 0
        self.source = inner.source

    def propose(self, tokens, budget):
        self.calls += 1
        if self.calls >= self.after:
            raise RuntimeError("simulated proposer failure")
        return self.inner.propose(tokens, budget)

    def feedback(self, drafted, accepted):
        self.inner.feedback(drafted, accepted)


def run(batch: Batch, generations) -> tuple[dict, dict]:
    for generation in generations:
        batch.add(generation)
    finished, failed, rounds = {}, {}, 0
    while len(batch):
        for event in batch.step():
            if event.error is not None:
                failed[event.generation] = event.error
            elif event.finished:
                finished[event.generation] = event.generation.result()
        rounds += 1
        assert rounds < 1000, "the batch stopped making progress"
    assert not batch.cache.rows and not batch.prefilling and not batch.prefill.rows
    return finished, failed


@pytest.mark.parametrize("layout", ["dynamic", "static"])
@pytest.mark.parametrize("after", [1, 3])
def test_a_request_whose_proposer_raises_fails_alone(layout, after):
    engine = layout_engine("llama", layout)
    generations = [engine.start(*request(index)) for index in range(6)]
    generations[BROKEN].proposer = ExplodingProposer(generations[BROKEN].proposer, after)
    finished, failed = run(Batch(engine, BatchConfig(6, 512)), generations)
    assert list(failed) == [generations[BROKEN]] and "simulated" in str(failed[generations[BROKEN]])
    for index, generation in enumerate(generations):
        if index != BROKEN:
            same(finished[generation], alone("llama", index, layout))


def test_a_forward_that_raises_for_one_row_is_retried_without_it():
    """The model raises whenever a marked token is in the forward: the prefill of the marked prompt.
    The forward over all prompts fails; retried row by row, only the marked one fails."""
    engine = layout_engine("llama")
    marked = engine.encode("zzzq")[-1]

    def poison(module, args, kwargs):
        if (kwargs["input_ids"] == marked).any():
            raise RuntimeError("simulated forward failure")

    generations = [engine.start(*request(index)) for index in range(6)]
    prompt, sampling, speculation, prediction = request(BROKEN)
    generations[BROKEN] = engine.start(prompt + " zzzq", sampling, speculation, prediction)
    handle = engine.model.register_forward_pre_hook(poison, with_kwargs=True)
    try:
        finished, failed = run(Batch(engine, BatchConfig(6, 512)), generations)
    finally:
        handle.remove()
    assert list(failed) == [generations[BROKEN]]
    for index, generation in enumerate(generations):
        if index != BROKEN:
            same(finished[generation], alone("llama", index))


@pytest.mark.parametrize("temperature", [1e-300, 1e-40, 1e-6])
def test_a_temperature_that_float32_cannot_divide_by_decodes_greedily(temperature):
    engine = layout_engine("llama")
    prompt, _, speculation, prediction = request(0)
    greedy = engine.generate(prompt, SamplingParams(max_tokens=12), speculation, prediction)
    tiny = engine.generate(prompt, SamplingParams(max_tokens=12, temperature=temperature, seed=1), speculation,
                           prediction)
    assert tiny.token_ids == greedy.token_ids


def test_a_top_p_that_is_zero_in_float32_keeps_the_top_token():
    logits = torch.tensor([[1.0, 3.0, 2.0]])
    probs = processed_probs(logits, SamplingParams(temperature=1.0, top_p=1e-300))
    assert probs.tolist() == [[0.0, 1.0, 0.0]]
