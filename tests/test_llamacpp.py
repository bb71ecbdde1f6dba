"""GGUF models on llama.cpp: speculative greedy output == llama.cpp's own greedy output, for every proposer.

The reference is llama-cpp-python's high-level ``Llama`` decoding greedily on the same GGUF (its own
loop, one token per forward): not this engine's code. Each case's drafts are accepted always / never /
partly by construction (tests/gguf_models.py), and the test asserts which, on two families, F32 and Q8_0.
"""

from __future__ import annotations

import pytest

pytest.importorskip("llama_cpp", reason="llama-cpp-python is not installed (pip install 'fastapply[llama]')")

import torch  # noqa: E402
from conftest import build_tokenizer, cached_engine  # noqa: E402
from drafts import KINDS, PROMPT  # noqa: E402
from gguf_models import (  # noqa: E402
    FAMILIES, WEIGHTS, case, config, gguf, gguf_engine, llama_cpp_greedy, run,
)

from fastapply.config import SamplingParams, SpeculationConfig  # noqa: E402
from fastapply.engine import Engine, RequestError  # noqa: E402
from fastapply.llamacpp.load import load_gguf  # noqa: E402
from fastapply.models import ModelLoadError  # noqa: E402

PROPOSERS = ("ngram", "prediction", "draft")
TEXTS = ["def parse(line):\n    return line.split(',')\n", "é ü ñ 中文 🙂 ∑ ≥ <|end|> x", "  \t\n\nclass A:\n"]


def expected(path, prompt, max_tokens: int, max_context: int = 2048) -> tuple:
    return llama_cpp_greedy(path, tuple(prompt), max_tokens, max_context)


@pytest.mark.parametrize("family", FAMILIES)
def test_gguf_logits_match_the_huggingface_model(family):
    """The converted F32 model computes what the HuggingFace model does (Q8_0: approximately)."""
    model = cached_engine(family).model
    prompt = build_tokenizer()(PROMPT)["input_ids"]
    with torch.no_grad():
        hf = model(torch.tensor([prompt])).logits[0]
    for weights, tolerance in (("f32", 2e-3), ("q8_0", 5e-2)):
        runner = gguf_engine(gguf(family, weights)).runner
        ours = runner.forward(runner.new_cache(len(prompt)), prompt, len(prompt))
        assert ours.shape == hf.shape
        assert (ours - hf).abs().max() < tolerance * hf.abs().max(), weights
        assert (ours.argmax(-1) == hf.argmax(-1)).float().mean() > 0.9


@pytest.mark.parametrize("family", FAMILIES)
def test_gguf_tokenizer_matches_the_huggingface_tokenizer(family):
    hf = build_tokenizer()
    tokenizer = gguf_engine(gguf(family)).tokenizer
    assert len(tokenizer) == len(hf) and tokenizer.eos_token_id == hf.eos_token_id
    for text in TEXTS:
        ids = hf(text)["input_ids"]
        assert tokenizer(text)["input_ids"] == ids
        assert tokenizer.decode(ids) == hf.decode(ids)
        assert tokenizer.decode(ids, skip_special_tokens=True) == hf.decode(ids, skip_special_tokens=True)
    assert tokenizer.get_vocab() == hf.get_vocab()
    messages = [{"role": "user", "content": "hi"}]
    hf.chat_template = tokenizer.chat_template
    assert tokenizer.apply_chat_template(messages) == hf.apply_chat_template(messages, tokenize=False,
                                                                             add_generation_prompt=True)


@pytest.mark.parametrize("weights", WEIGHTS)
@pytest.mark.parametrize("family", FAMILIES)
def test_plain_decoding_equals_llama_cpp_greedy(family, weights):
    path = gguf(family, weights)
    engine = gguf_engine(path)
    for text in TEXTS:
        prompt = engine.encode(text)
        result = engine.generate(prompt, SamplingParams(max_tokens=48))
        assert (tuple(result.token_ids), result.finish_reason) == expected(path, prompt, 48)
        assert result.text == engine.tokenizer.decode(result.token_ids, skip_special_tokens=True)
        assert result.stats.target_forwards == len(result.token_ids) + (result.finish_reason == "stop")


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("proposer", PROPOSERS)
@pytest.mark.parametrize("weights", WEIGHTS)
@pytest.mark.parametrize("family", FAMILIES)
def test_speculative_greedy_equals_llama_cpp_greedy(family, weights, proposer, kind):
    c = case(family, weights, proposer, kind)
    result = run(c)
    assert (tuple(result.token_ids), result.finish_reason) == expected(c.path, c.prompt, c.max_tokens)
    assert result.text == c.engine.tokenizer.decode(result.token_ids, skip_special_tokens=True)
    stats = result.stats
    assert stats.drafted_tokens > 0 and stats.drafted_by_source == {proposer: stats.drafted_tokens}
    if kind == "always":
        assert stats.accepted_tokens == stats.drafted_tokens
        assert stats.target_forwards < len(result.token_ids)
    elif kind == "never":
        assert stats.accepted_tokens == 0
        assert stats.target_forwards == len(result.token_ids) + (result.finish_reason == "stop")
    else:
        assert 0 < stats.accepted_tokens < stats.drafted_tokens


@pytest.mark.parametrize("family", FAMILIES)
def test_quantized_draft_for_a_float_target(family):
    """A Q8_0 draft of the target itself drafts for the F32 target: output unchanged, most drafts land."""
    path = gguf(family, "f32")
    engine = gguf_engine(path, gguf(family, "q8_0"))
    prompt = engine.encode(PROMPT)
    result = engine.generate(prompt, SamplingParams(max_tokens=40), SpeculationConfig(method="draft", num_tokens=6))
    assert (tuple(result.token_ids), result.finish_reason) == expected(path, prompt, 40)
    assert result.stats.accepted_tokens > result.stats.drafted_tokens // 2 > 0


@pytest.mark.parametrize("proposer", PROPOSERS)
@pytest.mark.parametrize("family", FAMILIES)
def test_stops_at_the_gguf_eos_like_llama_cpp(family, proposer):
    """A GGUF whose EOS is a token the model writes: llama.cpp and the engine stop at the same place."""
    plain = case(family, "f32", proposer, "partly")
    output = list(expected(plain.path, plain.prompt, 40)[0])
    eos = max(set(output), key=output.index)  # occurs first after the others: drafts come before it
    tokenizer = plain.engine.tokenizer
    path = gguf(family, "f32", eos=tokenizer.convert_ids_to_tokens([eos])[0])
    draft = gguf(family, "f32", "partly") if proposer == "draft" else None
    engine = gguf_engine(path, draft)
    assert eos in engine.eos_ids
    reference = expected(path, plain.prompt, 40)
    assert reference[1] == "stop" and len(reference[0]) < 40
    result = engine.generate(plain.prompt, SamplingParams(max_tokens=40), plain.speculation, plain.prediction)
    assert (tuple(result.token_ids), result.finish_reason) == reference
    assert result.stats.drafted_tokens > 0


@pytest.mark.parametrize("max_tokens", [1, 2, 13])
@pytest.mark.parametrize("proposer", PROPOSERS)
def test_token_limit(proposer, max_tokens):
    c = case("qwen2", "q8_0", proposer, "always")
    result = run(c, max_tokens=max_tokens)
    assert (tuple(result.token_ids), result.finish_reason) == expected(c.path, c.prompt, max_tokens)
    assert result.finish_reason == "length" and len(result.token_ids) == max_tokens
    if max_tokens == 1:
        assert result.stats.drafted_tokens == 0 and result.stats.target_forwards == 1


@pytest.mark.parametrize("proposer", PROPOSERS)
def test_context_limit(proposer):
    c = case("llama", "f32", proposer, "partly")
    limit = len(c.prompt) + 9
    engine = Engine(c.engine.runner, c.engine.tokenizer, max_context=limit, draft_model=c.engine.draft_model)
    result = engine.generate(c.prompt, SamplingParams(max_tokens=100), c.speculation, c.prediction)
    assert (tuple(result.token_ids), result.finish_reason) == expected(c.path, c.prompt, 100, limit)
    assert len(result.token_ids) == 9
    with pytest.raises(RequestError, match="context"):
        engine.generate(c.prompt + c.prompt[:9], SamplingParams(max_tokens=5))


def test_rewind_gives_the_logits_of_a_fresh_forward():
    """Drop rejected positions (memory seq_rm) and decode others: the same logits as never having had them."""
    runner = gguf_engine(gguf("llama", "f32")).runner
    prompt = build_tokenizer()(PROMPT)["input_ids"]
    fresh = runner.forward(runner.new_cache(64), prompt + [5, 6, 7], 4)
    cache = runner.new_cache(64)
    runner.forward(cache, prompt + [9, 9, 9, 9], 5)
    cache.trim(4)
    assert len(cache) == len(prompt)
    torch.testing.assert_close(runner.forward(cache, [5, 6, 7], 3), fresh[1:], rtol=1e-4, atol=1e-4)


def test_long_prompt_goes_in_several_batches():
    path = gguf("qwen2", "f32")
    runner, tokenizer = load_gguf(str(path), config())
    runner.n_batch = 16  # the batch holds more; the runner must still split at its own limit
    engine = Engine(runner, tokenizer)
    prompt = engine.encode(TEXTS[0] * 6)
    assert len(prompt) > 3 * 16
    result = engine.generate(prompt, SamplingParams(max_tokens=20))
    assert (tuple(result.token_ids), result.finish_reason) == expected(path, prompt, 20)


def test_bad_gguf_is_refused_clearly(tmp_path):
    with pytest.raises(ModelLoadError, match="does not exist"):
        load_gguf(str(tmp_path / "missing.gguf"))
    with pytest.raises(ModelLoadError, match="is a folder"):
        load_gguf(str(tmp_path))
    broken = tmp_path / "broken.gguf"
    broken.write_bytes(b"GGUF not really")
    with pytest.raises(ModelLoadError, match="cannot load"):
        load_gguf(str(broken))


def test_from_pretrained_picks_llama_cpp_for_gguf():
    path = gguf("llama", "q8_0")
    engine = Engine.from_pretrained(str(path), config=config())
    assert type(engine.runner).__name__ == "LlamaCppRunner"
    prompt = engine.encode(PROMPT)
    assert tuple(engine.generate(prompt, SamplingParams(max_tokens=12)).token_ids) == expected(path, prompt, 12)[0]


def test_generate_command_on_a_gguf(capsys):
    import json

    from fastapply.cli import main

    path = gguf("qwen2", "q8_0")
    engine = gguf_engine(path)
    prompt = engine.encode(PROMPT)
    tokens, finish = expected(path, prompt, 16)
    code = main(["generate", "--model", str(path), "--prompt", PROMPT, "--max-tokens", "16", "--speculate", "ngram",
                 "--n-gpu-layers", "0", "--json"])
    answer = json.loads(capsys.readouterr().out)
    assert code == 0 and answer["text"] == engine.tokenizer.decode(list(tokens), skip_special_tokens=True)
    assert answer["finish_reason"] == finish and answer["output_tokens"] == len(tokens)
