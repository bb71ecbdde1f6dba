"""The model's own text on every backend: ``from . import a , b ... f(x )`` stays as the model wrote it.

A GGUF vocabulary with a GPT-2-style pre-tokenizer sets llama.cpp's space clean-up (``llama_detokenize``
turns `` .`` into ``.``), which llama.cpp's own completion does not apply: it joins the token pieces. The
model here is a bigram chain (one-hot embeddings, no attention or MLP output, a head that maps each token
to the next), so its greedy output is known text full of spaces before punctuation. On llama.cpp the
engine's text must equal llama-cpp-python's ``create_completion`` byte for byte (plain, with a
prediction, streamed, served); on HuggingFace it must equal ``tokenizer.decode`` with the tokenizer's own
clean-up setting, as ``generate`` + ``decode`` give it.
"""

from __future__ import annotations

import ctypes
import functools
import importlib.util
import tempfile
from pathlib import Path

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st
from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

from fastapply.config import EngineConfig, SamplingParams, SpeculationConfig
from fastapply.detok import IncrementalDetokenizer, SpaceCleanup
from fastapply.engine import Engine

# one line, repeated; " ," twice: one token, then a space token and a comma token
CHAIN = ["from", "Ġ.", "Ġimport", "Ġa", "Ġ,", "Ġb", "Ġ...", "Ġf", "(", "x", "Ġ)", "Ġ", ",", "Ċ"]
LINE = "from . import a , b ... f(x ) ,\n"
CLEANED = "from. import a, b... f(x ),\n"  # the same line after the clean-up (HuggingFace's and llama.cpp's)
OUTPUT = (LINE * 5)[len("from") :]  # what the model writes after the prompt "from"
MAX_TOKENS = 40
_FOLDER = tempfile.TemporaryDirectory(prefix="fastapply-text-")
needs_llama = pytest.mark.skipif(importlib.util.find_spec("llama_cpp") is None,
                                 reason="llama-cpp-python is not installed (pip install 'fastapply[llama]')")


def chain_tokenizer() -> PreTrainedTokenizerFast:
    """A byte-level BPE vocabulary: the 256 byte symbols, the chain's tokens (merged left to right), EOS."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers

    vocab = {"<|end|>": 0}
    for symbol in sorted(pre_tokenizers.ByteLevel.alphabet()):
        vocab[symbol] = len(vocab)
    merges = []
    for token in CHAIN:
        for end in range(2, len(token) + 1):
            if token[:end] not in vocab:
                vocab[token[:end]] = len(vocab)
                merges.append((token[: end - 1], token[end - 1]))
    backend = Tokenizer(models.BPE(vocab, merges))
    backend.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    backend.decoder = decoders.ByteLevel()
    return PreTrainedTokenizerFast(tokenizer_object=backend, eos_token="<|end|>")


@functools.cache
def chain_model() -> tuple[LlamaForCausalLM, PreTrainedTokenizerFast]:
    """A Llama whose greedy output after ``from`` is LINE over and over."""
    tokenizer = chain_tokenizer()
    ids = tokenizer.convert_tokens_to_ids(CHAIN)
    vocab = len(tokenizer)
    hidden = -(-vocab // 64) * 64
    config = LlamaConfig(vocab_size=vocab, hidden_size=hidden, intermediate_size=64, num_hidden_layers=1,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=512,
                         tie_word_embeddings=False, eos_token_id=0, bos_token_id=None, pad_token_id=None)
    model = LlamaForCausalLM(config).float().eval()
    following = {token: ids[0] for token in range(vocab)} | dict(zip(ids, ids[1:] + ids[:1]))
    with torch.no_grad():
        model.model.embed_tokens.weight.zero_()
        model.model.embed_tokens.weight[:, :vocab] = torch.eye(vocab)
        for layer in model.model.layers:
            layer.self_attn.o_proj.weight.zero_()
            layer.mlp.down_proj.weight.zero_()
        model.lm_head.weight.zero_()
        for token, successor in following.items():
            model.lm_head.weight[successor, token] = 1.0
    return model, tokenizer


@functools.cache
def chain_gguf() -> Path:
    from fastapply.llamacpp.export import write_gguf

    model, tokenizer = chain_model()
    return write_gguf(model, tokenizer, Path(_FOLDER.name) / "chain-f32.gguf")


@functools.cache
def reference_llama():
    from gguf_models import kv_ggml_type
    from llama_cpp import Llama

    kv = kv_ggml_type(chain_gguf())  # as the engine's runner
    return Llama(model_path=str(chain_gguf()), n_ctx=512, n_threads=1, n_threads_batch=1, verbose=False,
                 type_k=kv, type_v=kv)


def llama_cpp_text(prompt: str, stream: bool = False) -> str:
    """llama-cpp-python's own greedy completion of ``prompt``."""
    llm = reference_llama()
    answer = llm.create_completion(prompt, max_tokens=MAX_TOKENS, temperature=0.0, stream=stream)
    if stream:
        return "".join(chunk["choices"][0]["text"] for chunk in answer)
    return answer["choices"][0]["text"]


@functools.cache
def gguf_chain_engine() -> Engine:
    return Engine.from_pretrained(str(chain_gguf()), config=EngineConfig(n_threads=1, n_ctx=512))


SPECULATIONS = {  # name -> (speculation, prediction)
    "plain": (SpeculationConfig(), None),
    "ngram": (SpeculationConfig(method="ngram"), None),
    "prediction": (SpeculationConfig(method="prediction", num_tokens=8), OUTPUT),
    "edited prediction": (SpeculationConfig(method="prediction", num_tokens=8),
                          OUTPUT.replace("import", "export", 2).replace("export", "import", 1)),
}


@needs_llama
def test_the_vocabulary_sets_llama_cpp_space_clean_up():
    """The clean-up is on for this GGUF: llama_detokenize drops the spaces the pieces keep."""
    engine = gguf_chain_engine()
    tokenizer = engine.tokenizer
    ids = [tokenizer.get_vocab()[token] for token in CHAIN]
    assert tokenizer.decode(ids) == LINE
    tokens = (tokenizer.lib.llama_token * len(ids))(*ids)
    buffer = ctypes.create_string_buffer(256)
    length = tokenizer.lib.llama_detokenize(tokenizer.vocab, tokens, len(ids), buffer, 256, False, False)
    assert buffer.raw[:length].decode() == CLEANED
    assert tokenizer.decode(ids) == LINE


@needs_llama
@pytest.mark.parametrize("name", SPECULATIONS)
def test_gguf_text_equals_llama_cpp_completion(name):
    speculation, prediction = SPECULATIONS[name]
    expected = llama_cpp_text("from")
    assert expected == OUTPUT[: len(expected)] and " ..." in expected  # the model writes the chain
    engine = gguf_chain_engine()
    generation = engine.start("from", SamplingParams(max_tokens=MAX_TOKENS), speculation, prediction)
    deltas = list(generation)
    result = generation.result()
    assert result.text == expected
    assert "".join(deltas) == llama_cpp_text("from", stream=True) == expected
    if prediction is not None:
        assert result.stats.accepted_tokens > 0


@needs_llama
def test_served_gguf_text_equals_llama_cpp_completion(tmp_path):
    import openai
    from test_server import API_KEY, MODEL, Server

    expected = llama_cpp_text("from")
    server = Server(chain_gguf(), tmp_path / "server.log", "--api-key", API_KEY, "--threads", "1")
    try:
        server.wait_ready()
        client = openai.OpenAI(base_url=f"{server.base}/v1", api_key=API_KEY, max_retries=0)
        for name in ("plain", "prediction"):
            extra = {"prediction": {"type": "content", "content": SPECULATIONS[name][1]}} if name != "plain" else {}
            answer = client.completions.create(model=MODEL, prompt="from", temperature=0, max_tokens=MAX_TOKENS,
                                               extra_body=extra)
            assert answer.choices[0].text == expected, name
            streamed = client.completions.create(model=MODEL, prompt="from", temperature=0, max_tokens=MAX_TOKENS,
                                                 stream=True, extra_body=extra)
            assert "".join(chunk.choices[0].text for chunk in streamed) == expected, name
    finally:
        server.stop()


@pytest.mark.parametrize("clean_up", [False, True])
@pytest.mark.parametrize("name", SPECULATIONS)
def test_hf_text_equals_decode_with_the_tokenizers_own_setting(name, clean_up):
    """The HuggingFace path: the text is ``tokenizer.decode(ids, skip_special_tokens=True)``, cleaned up when
    the tokenizer says so (forced for BPE on transformers versions that otherwise skip it)."""
    model, tokenizer = chain_model()
    tokenizer = chain_tokenizer()
    tokenizer.clean_up_tokenization_spaces = clean_up
    tokenizer.clean_up_tokenization_spaces_for_bpe_even_though_it_will_corrupt_output = clean_up
    engine = Engine(model, tokenizer)
    speculation, prediction = SPECULATIONS[name]
    generation = engine.start("from", SamplingParams(max_tokens=MAX_TOKENS), speculation, prediction)
    deltas = list(generation)
    result = generation.result()
    expected = tokenizer.decode(result.token_ids, skip_special_tokens=True)
    assert expected.startswith((CLEANED if clean_up else LINE)[len("from") :])
    assert result.text == "".join(deltas) == expected


def hf_clean_up(text: str) -> str:
    return chain_model()[1].clean_up_tokenization(text)


FRAGMENTS = [" ", " ", ".", ",", "?", "'", "'s", "n't", " ' ", " n", "'t", "'re", "ab", "x"]


@settings(max_examples=400, deadline=None)
@given(parts=st.lists(st.sampled_from(FRAGMENTS), max_size=16), cuts=st.lists(st.integers(0, 40), max_size=8))
def test_space_clean_up_streamed_equals_one_shot(parts, cuts):
    """HuggingFace's clean-up applied to settled pieces concatenates to the whole text cleaned."""
    text = "".join(parts)
    cleanup, pieces, start = SpaceCleanup(hf_clean_up), [], 0
    for cut in sorted(cuts) + [len(text)]:
        pieces.append(cleanup.push(text[start:cut]))
        start = max(start, cut)
    pieces.append(cleanup.finish())
    assert "".join(pieces) == hf_clean_up(text)


@needs_llama
@settings(max_examples=100, deadline=None)
@given(ids=st.lists(st.integers(0, 10**4), max_size=30), cuts=st.lists(st.integers(1, 4), max_size=12))
def test_gguf_stream_equals_one_shot_decode(ids, cuts):
    """Pieces streamed a few tokens at a time (multi-byte characters split over byte tokens included)
    add up to the one-shot decode, with no replacement character before the end."""
    tokenizer = gguf_chain_engine().tokenizer
    ids = [token % len(tokenizer) for token in ids]  # byte tokens, the chain's, EOS (a special token)
    detokenizer, deltas, start = IncrementalDetokenizer(tokenizer), [], 0
    for size in cuts + [len(ids)]:
        deltas.append(detokenizer.push(ids[start : start + size]))
        start += size
    deltas.append(detokenizer.finish())
    assert "".join(deltas) == tokenizer.decode(ids, skip_special_tokens=True)
    assert tokenizer.token_bytes(ids).decode("utf-8", errors="replace") == tokenizer.decode(ids)
