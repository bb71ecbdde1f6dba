"""Growing a trained model wider keeps what it computes, and the grown model trains and loads."""

from __future__ import annotations

import json

import pytest
import torch
from transformers import AutoModelForCausalLM, LlamaForCausalLM

from fastapply.train.cli import main as cli_main
from fastapply.train.grow import grow
from fastapply.train.model_configs import MODEL_SHAPES, ModelShape, llama_config
from fastapply.train.trainer import fit

from test_train import cli_trained_first, code_tokenizer, tiny_config, tiny_samples


def trained_tiny(tmp_path) -> LlamaForCausalLM:
    """A tiny model trained a little, so its weights are not the random init any more."""
    tokenizer, train, held_out = tiny_samples()
    torch.manual_seed(0)
    model = LlamaForCausalLM(llama_config("tiny", tokenizer))
    fit(model, tokenizer, train, held_out, tiny_config(tmp_path, max_steps=15))
    return model.eval()


def test_grown_model_computes_nearly_the_same_logits(tmp_path):
    small = trained_tiny(tmp_path)
    big = grow(small, MODEL_SHAPES["tiny-wide"]).eval()
    assert big.config.hidden_size == 128 and big.config.num_attention_heads == 8
    assert big.config.num_key_value_heads == 4 and big.config.intermediate_size == 256
    assert big.lm_head.weight.data_ptr() == big.model.embed_tokens.weight.data_ptr()  # still tied
    torch.manual_seed(1)
    ids = torch.randint(0, small.config.vocab_size, (2, 64))
    with torch.no_grad():
        before, after = small(ids).logits, big(ids).logits
    agreement = (before.argmax(-1) == after.argmax(-1)).float().mean()
    assert agreement > 0.97
    assert (before - after).abs().max() < 0.05 * before.abs().max()
    # the agreement is not trivial: a fresh model of the grown shape agrees far less (with tied
    # embeddings it mostly echoes the input token, as a barely trained model partly does too)
    fresh = LlamaForCausalLM(big.config).eval()
    with torch.no_grad():
        assert (fresh(ids).logits.argmax(-1) == before.argmax(-1)).float().mean() < agreement - 0.2


@pytest.mark.slow
def test_grown_model_keeps_learning(tmp_path):
    small = trained_tiny(tmp_path / "small")
    tokenizer, train, held_out = tiny_samples()
    big = grow(small, MODEL_SHAPES["tiny-wide"])
    summary = fit(big, tokenizer, train, held_out, tiny_config(tmp_path / "big", max_steps=10, eval_every=5))
    rows = [json.loads(line) for line in (tmp_path / "big" / "run" / "metrics.jsonl").read_text().splitlines()]
    losses = [row["loss"] for row in rows if "loss" in row]
    assert summary["final_train_loss"] < losses[0] * 1.05  # no blow-up from the new parts
    assert all(torch.isfinite(parameter).all() for parameter in big.parameters())
    new_heads = big.model.layers[0].self_attn.o_proj.weight[:64, 64:]  # new heads -> old dims: started at 0
    assert new_heads.abs().sum() > 0  # the new heads got a use


@pytest.mark.parametrize("shape, message", [
    (ModelShape(32, 64, 2, 2, 1), "cannot shrink"),
    (ModelShape(128, 256, 3, 8, 4), "number of layers"),
    (ModelShape(128, 256, 2, 4, 2), "head size"),
    (ModelShape(128, 256, 2, 8, 8), "per key-value head"),
    (ModelShape(128, 256, 2, 8, 4, rope_theta=50000.0), "rotary base"),
])
def test_growing_refuses_what_it_cannot_preserve(shape, message):
    tokenizer = code_tokenizer()
    small = LlamaForCausalLM(llama_config("tiny", tokenizer))
    with pytest.raises(ValueError, match=message):
        grow(small, shape)


def test_cli_grows_an_initial_model(tmp_path):
    common = cli_trained_first(tmp_path)
    assert cli_main(["train", *common, "--out", str(tmp_path / "wide"), "--init", str(tmp_path / "first"),
                     "--grow", "tiny-wide"]) == 0
    summary = json.loads((tmp_path / "wide" / "training.json").read_text())
    assert summary["model_config"] == "tiny-wide" and summary["init"] == str(tmp_path / "first")
    assert AutoModelForCausalLM.from_pretrained(tmp_path / "wide").config.hidden_size == 128
    assert cli_main(["train", *common, "--out", str(tmp_path / "bad"), "--grow", "tiny-wide"]) == 2
