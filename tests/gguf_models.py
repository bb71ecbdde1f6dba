"""Tiny GGUF models written here (the tests' random Llama / Qwen2 and BPE vocabulary), engines on them, and
llama.cpp's own greedy decoding (llama-cpp-python's high-level ``Llama``) as the reference.

Draft GGUFs with a known acceptance, as tests/drafts.py builds them for HuggingFace: the target itself
("always"), its output rows rolled ("never": the draft's argmax is never the target's), its weights with
noise ("partly").
"""

from __future__ import annotations

import copy
import functools
import tempfile
from dataclasses import dataclass
from pathlib import Path

import torch
from conftest import CHAT_TEMPLATE, build_model, build_tokenizer, cached_engine
from drafts import PARTLY_PROMPT, PROMPT, _inside_cycle, _misleading_tail, deranged_head, edited, perturbed

from fastapply.config import EngineConfig, SamplingParams, SpeculationConfig
from fastapply.engine import Engine
from fastapply.llamacpp.export import write_gguf
from fastapply.llamacpp.load import load_gguf

FAMILIES = ("llama", "qwen2")
WEIGHTS = ("f32", "q8_0")
THREADS = 1  # tests never depend on speed; one thread keeps a loaded machine's barriers out of the way
_FOLDER = tempfile.TemporaryDirectory(prefix="fastapply-gguf-")


def _variant(family: str, variant: str):
    model = cached_engine(family).model
    return {"target": lambda m: m, "never": deranged_head, "partly": lambda m: perturbed(m, 0.3)}[variant](model)


@functools.cache
def gguf(family: str, weights: str = "f32", variant: str = "target", eos: str | None = None) -> Path:
    """A GGUF of the tests' ``family`` model (or a draft ``variant`` of it); ``eos``: another EOS token."""
    tokenizer = copy.deepcopy(build_tokenizer())
    tokenizer.chat_template = CHAT_TEMPLATE
    if eos is not None:
        tokenizer.eos_token = eos
    name = f"{family}-{variant}-{weights}-{tokenizer.eos_token_id}.gguf"
    return write_gguf(_variant(family, variant), tokenizer, Path(_FOLDER.name) / name, weights)


@functools.cache
def small_vocab_gguf(family: str, vocab: int = 8, scale: float = 8.0, draft_noise: float | None = None) -> tuple:
    """``(path, HF model)``: a ``vocab``-token model (head scaled: peaky), for the statistical tests."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    pieces = ["<|end|>", "Ċ", *"abcdefghijklmnopqrstuvwxyz"][: vocab - 1] + ["ab"]  # llama.cpp wants a merge
    backend = Tokenizer(models.BPE({piece: index for index, piece in enumerate(pieces)}, [("a", "b")]))
    backend.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    backend.decoder = decoders.ByteLevel()
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=backend, eos_token="<|end|>")
    model = build_model(family, vocab, seed=3, eos_token_id=0)
    with torch.no_grad():
        model.lm_head.weight.mul_(scale)
    if draft_noise is not None:
        model = perturbed(model, draft_noise)
    path = Path(_FOLDER.name) / f"{family}-vocab{vocab}-x{scale}-{draft_noise}.gguf"
    return write_gguf(model, tokenizer, path), model


def config(**options) -> EngineConfig:
    return EngineConfig(n_threads=THREADS, n_ctx=2048, **options)


@functools.cache
def gguf_engine(path: Path, draft: Path | None = None, max_context: int | None = None, n_seq: int = 1) -> Engine:
    """An engine on ``path`` (and a ``draft`` GGUF): contexts of ``n_seq`` sequences (more than 1: batching)."""
    runner, tokenizer = load_gguf(str(path), config(n_seq=n_seq))
    draft_runner = load_gguf(str(draft), config(n_seq=n_seq))[0] if draft is not None else None
    return Engine(runner, tokenizer, max_context=max_context, draft_model=draft_runner)


def kv_ggml_type(path: Path) -> int:
    """The KV cache type the engine's runner takes for ``path`` (kv_type "auto"): F32 for F32 weights."""
    import gguf
    import llama_cpp

    f32 = gguf.GGUFReader(str(path)).fields["general.file_type"].contents() == gguf.LlamaFileType.ALL_F32
    return llama_cpp.GGML_TYPE_F32 if f32 else llama_cpp.GGML_TYPE_F16


@functools.cache
def _reference_llama(path: Path):
    from llama_cpp import Llama

    kv = kv_ggml_type(path)
    return Llama(model_path=str(path), n_ctx=2048, n_threads=THREADS, n_threads_batch=THREADS, verbose=False,
                 type_k=kv, type_v=kv)


@functools.cache
def llama_cpp_greedy(path: Path, prompt: tuple[int, ...], max_tokens: int, max_context: int = 2048) -> tuple:
    """llama.cpp's own greedy continuation of ``prompt``: ``(token ids, finish reason)``; stops at an
    end-of-generation token (not included), ``max_tokens`` or the context's end."""
    import llama_cpp

    llm = _reference_llama(path)
    vocab = llama_cpp.llama_model_get_vocab(llm.model)
    out: list[int] = []
    if max_tokens <= 0 or len(prompt) >= max_context:
        return (), "length"
    for token in llm.generate(list(prompt), temp=0.0, reset=True):
        if llama_cpp.llama_vocab_is_eog(vocab, token):
            return tuple(out), "stop"
        out.append(token)
        if len(out) == max_tokens or len(prompt) + len(out) >= max_context:
            return tuple(out), "length"
    raise AssertionError("unreachable: llama.cpp's generation does not end by itself")


@dataclass(frozen=True)
class Case:
    engine: Engine
    path: Path  # the target GGUF
    prompt: list[int]
    speculation: SpeculationConfig
    prediction: list[int] | None
    max_tokens: int


DRAFT_VARIANTS = {"always": "target", "never": "never", "partly": "partly"}


@functools.cache
def case(family: str, weights: str, proposer: str, kind: str) -> Case:
    """A case whose drafts are accepted always / never / partly by construction (as tests/drafts.py)."""
    path = gguf(family, weights)
    engine = gguf_engine(path)
    prompt = engine.encode(PARTLY_PROMPT if kind == "partly" else PROMPT)
    if proposer == "draft":
        with_draft = gguf_engine(path, gguf(family, weights, DRAFT_VARIANTS[kind]))
        return Case(with_draft, path, prompt, SpeculationConfig(method="draft", num_tokens=6), None, 40)
    if proposer == "prediction":
        reference = list(llama_cpp_greedy(path, tuple(prompt), 40)[0])
        unused = [token for token in range(len(engine.tokenizer)) if token not in set(reference)]
        prediction = {"always": reference, "never": unused[: len(reference)],
                      "partly": edited(reference, len(engine.tokenizer), seed=3)}[kind]
        speculation = SpeculationConfig(method="prediction", num_tokens=8, min_tokens=2, ngram_fallback=False)
        return Case(engine, path, prompt, speculation, prediction, 40)
    if kind == "always":
        return Case(engine, path, _inside_cycle(engine, prompt, 16), SpeculationConfig(method="ngram"), None, 16)
    if kind == "never":
        return Case(engine, path, _misleading_tail(engine, prompt),
                    SpeculationConfig(method="ngram", ngram_min=4, ngram_max=4), None, 5)
    return Case(engine, path, prompt, SpeculationConfig(method="ngram"), None, 64)


def run(c: Case, max_tokens: int | None = None, **sampling):
    return c.engine.generate(c.prompt, SamplingParams(max_tokens=max_tokens or c.max_tokens, **sampling),
                             c.speculation, c.prediction)
