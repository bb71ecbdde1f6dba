"""attention.py: the grouped SDPA function a CPU engine switches GQA models to."""

from __future__ import annotations

import pytest
import torch
from conftest import build_model, build_tokenizer
from transformers.integrations.sdpa_attention import sdpa_attention_forward

from fastapply.attention import NAME, grouped_sdpa_forward, use_grouped_sdpa
from fastapply.batch import Batch
from fastapply.config import EngineConfig, SamplingParams, SpeculationConfig
from fastapply.engine import Engine


class Heads(torch.nn.Module):
    num_key_value_groups = 3
    is_causal = True


def qkv(rows: int, queries: int, columns: int, seed: int = 0):
    generator = torch.Generator().manual_seed(seed)
    query = torch.randn(rows, 6, queries, 16, generator=generator)
    key = torch.randn(rows, 2, columns, 16, generator=generator)
    value = torch.randn(rows, 2, columns, 16, generator=generator)
    allowed = torch.rand(rows, 1, queries, columns, generator=generator) < 0.7
    allowed[..., -1] = True  # every query sees at least its own column
    return query, key, value, allowed


@pytest.mark.parametrize("kind", ["additive", "bool"])
def test_grouped_attention_equals_transformers_sdpa_with_holes(kind):
    query, key, value, allowed = qkv(rows=3, queries=5, columns=40)
    mask = allowed if kind == "bool" else torch.zeros(allowed.shape).masked_fill_(~allowed, torch.finfo(torch.float32).min)
    ours, _ = grouped_sdpa_forward(Heads(), query, key, value, mask, scaling=0.25)
    theirs, _ = sdpa_attention_forward(Heads(), query, key, value, mask, scaling=0.25)
    assert ours.shape == theirs.shape == (3, 5, 6, 16)
    torch.testing.assert_close(ours, theirs, rtol=1e-5, atol=1e-6)


def test_cases_it_does_not_improve_go_through_transformers_unchanged():
    query, key, value, allowed = qkv(rows=2, queries=1, columns=12)
    for mask in (None, allowed):  # no mask; one query (transformers packs the heads itself)
        ours, _ = grouped_sdpa_forward(Heads(), query, key, value, mask)
        theirs, _ = sdpa_attention_forward(Heads(), query, key, value, mask)
        assert torch.equal(ours, theirs)


def test_only_cpu_sdpa_models_with_grouped_heads_are_switched():
    vocab = len(build_tokenizer())
    grouped = build_model("llama", vocab)
    assert grouped.config._attn_implementation == "sdpa"
    assert use_grouped_sdpa(grouped) and grouped.config._attn_implementation == NAME
    assert not use_grouped_sdpa(build_model("gpt2", vocab))  # one KV head per query head
    unlisted = build_model("llama", vocab)
    unlisted.config.model_type = "gemma4_text"  # its modeling file tests the attention's name itself
    assert not use_grouped_sdpa(unlisted) and unlisted.config._attn_implementation == "sdpa"
    eager = build_model("qwen2", vocab)
    eager.set_attn_implementation("eager")
    assert not use_grouped_sdpa(eager) and eager.config._attn_implementation == "eager"
    kept = build_model("llama", vocab)
    assert not Engine(kept, build_tokenizer(), config=EngineConfig(grouped_attention=False)).runner.grouped_attention
    assert kept.config._attn_implementation == "sdpa"


@pytest.mark.parametrize("family", ["llama", "qwen2"])
def test_switched_engine_writes_what_stock_sdpa_writes(family):
    """Same weights, two engines: the grouped function (default) and transformers' sdpa. Greedy
    outputs of predicted requests, alone and batched, are token for token the same."""
    tokenizer = build_tokenizer()
    engines = [Engine(build_model(family, len(tokenizer), seed=3, eos_token_id=tokenizer.eos_token_id), tokenizer,
                      config=EngineConfig(grouped_attention=grouped)) for grouped in (True, False)]
    assert [engine.runner.grouped_attention for engine in engines] == [True, False]
    prompts = ["def add(a, b):\n    return", "class Point:\n    def __init__(self, x):", "import os\nimport sys\n"]
    sampling = SamplingParams(max_tokens=40)
    speculation = SpeculationConfig(method="prediction", num_tokens=8)
    outputs = []
    for engine in engines:
        plain = [engine.generate(prompt, sampling).text for prompt in prompts]
        # the model's own text, edited in the middle: drafts accepted, rejected, re-synced
        predictions = [text[: len(text) // 2] + "x = 1\n" + text[len(text) // 2 :] for text in plain]
        alone = [engine.generate(prompt, sampling, speculation, prediction).token_ids
                 for prompt, prediction in zip(prompts, predictions)]
        batch = Batch(engine)
        generations = [engine.start(prompt, sampling, speculation, prediction)
                       for prompt, prediction in zip(prompts, predictions)]
        for generation in generations:
            batch.add(generation)
        while len(batch):
            batch.step()
        assert [generation.result().token_ids for generation in generations] == alone
        assert sum(generation.result().stats.accepted_tokens for generation in generations) > 20
        outputs.append(alone)
    assert outputs[0] == outputs[1]
    assert engines[0].model.config._attn_implementation == NAME
