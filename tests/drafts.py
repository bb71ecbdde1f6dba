"""Draft sources with a known acceptance, for greedy equality tests: always, never, or partly accepted.

Each ``case(family, proposer, kind)`` gives an engine, a prompt, the speculation config and the
prediction (if any) such that, under greedy decoding, the proposer's drafts are all accepted
("always"), none is ("never"), or some are ("partly"), for a reason built into the case:

- prediction: the model's own output / tokens the output never contains (n-gram fallback off) /
  the output with an insertion, a deletion and a replacement.
- draft: the target itself / the target with its output head rows permuted without a fixed point
  (the draft's argmax is never the target's) / the target with noise added to its weights.
- ngram: a prompt ending inside the model's own greedy cycle (every n-gram continuation is the cycle)
  / a prompt whose tail occurred before, followed by a token the model does not write next, and too
  few output tokens for the model's own repeats to be looked up / an ordinary prompt.
"""

from __future__ import annotations

import copy
import functools
import random
from dataclasses import dataclass

import torch

from conftest import cached_engine
from fastapply.config import SamplingParams, SpeculationConfig
from fastapply.engine import Engine

PROMPT = "def parse(line):\n    return"
PARTLY_PROMPT = "import os\n\nfor name in os.listdir('.'):\n"
KINDS = ("always", "never", "partly")


def perturbed(model, scale: float, seed: int = 5):
    """A copy of ``model`` with Gaussian noise (``scale`` times each tensor's std) on every weight."""
    clone = copy.deepcopy(model)
    generator = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for parameter in clone.parameters():
            parameter.add_(torch.randn(parameter.shape, generator=generator) * scale * parameter.std())
    return clone


def deranged_head(model):
    """A copy whose next-token scores are the target's, moved to other ids: its argmax never agrees.

    Output row i gets the target's row i+1 (mod vocab), so the draft's argmax j has the target's
    argmax at j+1, never at j. The head is a new (untied) parameter: the body is the target's.
    """
    clone = copy.deepcopy(model)
    weight = clone.get_output_embeddings().weight
    with torch.no_grad():
        clone.get_output_embeddings().weight = torch.nn.Parameter(weight.roll(-1, dims=0).clone())
    if getattr(clone.get_output_embeddings(), "bias", None) is not None:
        raise ValueError("a head with a bias would need its bias rolled too")
    return clone


@functools.cache
def draft_engine(family: str, kind: str = "partly") -> Engine:
    target = cached_engine(family)
    # random GPT-2 (tied embeddings) mostly repeats its last token: it takes more noise to disagree
    drafts = {"always": lambda m: m, "never": deranged_head,
              "partly": lambda m: perturbed(m, 2.0 if family == "gpt2" else 0.3)}
    return Engine(target.model, target.tokenizer, draft_model=drafts[kind](target.model))


@dataclass(frozen=True)
class Case:
    engine: Engine
    prompt: list[int]
    speculation: SpeculationConfig
    prediction: list[int] | None
    max_tokens: int


def plain(engine: Engine, prompt, max_tokens: int):
    return engine.generate(prompt, SamplingParams(max_tokens=max_tokens))


def edited(tokens: list[int], vocab: int, seed: int) -> list[int]:
    """The model's own output with an insertion, a deletion and a replacement."""
    rng = random.Random(seed)
    out = list(tokens)
    out[rng.randrange(len(out)) : 0] = [rng.randrange(vocab) for _ in range(3)]  # insertion
    cut = rng.randrange(len(out) - 4)
    del out[cut : cut + 4]  # deletion
    out[rng.randrange(len(out))] = rng.randrange(vocab)  # replacement
    return out


@functools.cache
def case(family: str, proposer: str, kind: str) -> Case:
    engine = cached_engine(family)
    prompt = engine.encode(PARTLY_PROMPT if kind == "partly" else PROMPT)
    if proposer == "draft":
        return Case(draft_engine(family, kind), prompt, SpeculationConfig(method="draft", num_tokens=6), None, 40)
    if proposer == "prediction":
        reference = plain(engine, prompt, 40).token_ids
        unused = [token for token in range(len(engine.tokenizer)) if token not in set(reference)]
        prediction = {"always": reference, "never": unused[: len(reference)],
                      "partly": edited(reference, len(engine.tokenizer), seed=3)}[kind]
        speculation = SpeculationConfig(method="prediction", num_tokens=8, min_tokens=2, ngram_fallback=False)
        return Case(engine, prompt, speculation, prediction, 40)
    if kind == "always":
        return Case(engine, _inside_cycle(engine, prompt, 16), SpeculationConfig(method="ngram"), None, 16)
    if kind == "never":
        return Case(engine, _misleading_tail(engine, prompt), SpeculationConfig(
            method="ngram", ngram_min=4, ngram_max=4), None, 5)
    return Case(engine, prompt, SpeculationConfig(method="ngram"), None, 40)


def _inside_cycle(engine: Engine, prompt: list[int], max_tokens: int, ngram_max: int = 8,
                  horizon: int = 200) -> list[int]:
    """The prompt plus the model's greedy output into a stretch where it repeats with some period.

    The stretch must hold ``ngram_max`` + one period of cycle before the new prompt's end (so the
    longest n-gram tail lies in the cycle, and its latest occurrence is followed by the cycle) and
    ``max_tokens`` after it (the whole answer stays in the cycle: every draft is right).
    """
    output = plain(engine, prompt, horizon).token_ids
    for period in range(1, horizon // 4):
        before = max(2 * period, ngram_max + period)
        run = 0  # output[j - run : j] repeats with this period (output[i] == output[i - period])
        for j in range(period, len(output)):
            run = run + 1 if output[j] == output[j - period] else 0
            if run >= before - period + max_tokens:  # the stretch starts at j + 1 - run - period
                return prompt + output[: j + 1 - max_tokens]
    raise AssertionError("the model's greedy output never repeats long enough")


def _misleading_tail(engine: Engine, prompt: list[int]) -> list[int]:
    """``tail + [z] + prompt``: the prompt's last 4 tokens occurred before, followed by z, not by
    the token the model writes next. (With 4-grams and 5 output tokens, the model's own repeats
    have no earlier occurrence to be drafted from.)"""
    for z in range(len(engine.tokenizer)):
        candidate = prompt[-4:] + [z] + prompt
        if plain(engine, candidate, 1).token_ids[0] != z:
            return candidate
    raise AssertionError("unreachable: the model writes one token")
