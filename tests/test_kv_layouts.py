"""dynamic / static / static + torch.compile give the same greedy tokens, on every supported transformers.

CI runs this file under the newest transformers and again under 5.17 (see .ci/run): static layers
have no ``crop`` there, which is what broke the CUDA path. Every speculative case here includes a
rejected draft token, so the static rewind runs. Compilation uses the "aot_eager" backend: the
same dynamo capture and static-shape path as on CUDA, compiled in seconds instead of minutes.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
import torch
from conftest import build_model, build_tokenizer, cached_engine
from torch._dynamo.utils import counters

from fastapply.cache import KVCache
from fastapply.cli import main
from fastapply.config import EngineConfig, SamplingParams, SpeculationConfig
from fastapply.engine import Engine

PROMPT = "def f(x):"
LAYOUTS = {
    "dynamic": EngineConfig(kv_cache="dynamic"),
    "static": EngineConfig(kv_cache="static"),
    "static+compile": EngineConfig(kv_cache="static", compile=True, compile_backend="aot_eager"),
}


@pytest.fixture(autouse=True)
def fresh_compiler():
    """Forget earlier compilations: past torch's recompile limit (8 per function) a compiled forward
    silently runs eagerly, and a long test session compiles the same model classes many times."""
    torch.compiler.reset()


def _with_a_wrong_token(tokens: list[int], at: int, vocab: int) -> list[int]:
    wrong = (tokens[at] + 1) % vocab
    return tokens[:at] + [wrong] + tokens[at:]


@pytest.mark.slow
@pytest.mark.parametrize("family", ["llama", "qwen2"])
def test_layouts_give_the_same_tokens_plain_and_with_a_rejected_prediction(family):
    base = cached_engine(family)
    sampling = SamplingParams(max_tokens=40, ignore_eos=True)
    reference = Engine(base.model, base.tokenizer, config=LAYOUTS["dynamic"]).generate(PROMPT, sampling)
    prediction = _with_a_wrong_token(reference.token_ids, 15, base.vocab_size)
    speculation = SpeculationConfig(method="prediction", num_tokens=16, min_tokens=2)
    graphs_before = counters["stats"]["unique_graphs"]
    for label, config in LAYOUTS.items():
        engine = Engine(base.model, base.tokenizer, config=config)
        assert engine.runner.static == (label != "dynamic") and engine.runner.compiled == ("compile" in label)
        for _ in range(2):  # a static cache is reused (rewound) by the next request
            assert engine.generate(PROMPT, sampling).token_ids == reference.token_ids, label
            generation = engine.start(PROMPT, sampling, speculation, prediction)
            for _ in generation.steps():
                if generation.finish_reason is None:
                    assert len(generation.cache) == generation.cache.stored_length() == len(generation.tokens) - 1
            result = generation.result()
            assert result.token_ids == reference.token_ids, label
            assert result.stats.accepted_tokens < result.stats.drafted_tokens  # a draft was rejected
            assert result.stats.target_forwards < len(result.token_ids) // 2  # and most were accepted
    assert counters["stats"]["unique_graphs"] > graphs_before  # the compiled forward really ran


def test_static_rewind_of_a_cache_made_under_inference_mode():
    """Counters created under inference mode are inference tensors: the rewind must still work."""
    model = cached_engine("llama").model
    with torch.inference_mode():
        cache = KVCache(model, static_length=32)
        cache.forward(model, torch.tensor([[5, 6, 7, 8, 9]]))
    cache.trim(3)
    assert len(cache) == cache.stored_length() == 2
    cache.truncate(0)
    assert cache.stored_length() == 0
    with pytest.raises(ValueError, match="cannot trim"):
        cache.trim(1)


def test_compile_needs_the_static_cache():
    from fastapply.config import ConfigError

    with pytest.raises(ConfigError, match="static"):
        EngineConfig(kv_cache="dynamic", compile=True)
    assert EngineConfig(compile=True).kv_cache == "auto"
    engine = cached_engine("qwen2")
    compiled = Engine(engine.model, engine.tokenizer, config=EngineConfig(compile=True, compile_backend="aot_eager"))
    assert compiled.runner.static and compiled.runner.buckets  # auto + compile: static, fixed widths


@pytest.fixture(scope="module")
def qwen2_model_dir(tmp_path_factory):
    folder = tmp_path_factory.mktemp("tiny-qwen2")
    tokenizer = build_tokenizer()
    build_model("qwen2", len(tokenizer), eos_token_id=tokenizer.eos_token_id).save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


def _generate(capsys, model_dir, *extra) -> dict:
    code = main(["generate", "--model", str(model_dir), "--prompt", PROMPT, "--max-tokens", "30", "--json", *extra])
    out = capsys.readouterr().out
    assert code == 0
    return json.loads(out)


@pytest.mark.slow
@pytest.mark.parametrize("which", ["llama", "qwen2"])
def test_cli_layouts_agree(which, tiny_model_dir, qwen2_model_dir, tmp_path, capsys):
    model_dir = tiny_model_dir if which == "llama" else qwen2_model_dir
    reference = _generate(capsys, model_dir, "--kv-cache", "dynamic")
    text = reference["text"]
    prediction = tmp_path / "prediction.txt"
    prediction.write_text(text[: len(text) // 2] + "@@" + text[len(text) // 2 :], encoding="utf-8")
    for layout in (["--kv-cache", "dynamic"], ["--kv-cache", "static"],
                   ["--kv-cache", "static", "--compile", "--compile-backend", "aot_eager"]):
        assert _generate(capsys, model_dir, *layout)["text"] == text, layout
        predicted = _generate(capsys, model_dir, *layout, "--speculate", "prediction", "--prediction-file",
                              str(prediction))
        assert predicted["text"] == text, layout
        assert 0 < predicted["accepted_tokens"] < predicted["drafted_tokens"], layout


@pytest.mark.slow
def test_cli_entry_point_static_compile_with_prediction(tiny_model_dir, tmp_path, capsys):
    """The same through ``python -m fastapply.cli`` in a fresh process."""
    text = _generate(capsys, tiny_model_dir, "--kv-cache", "dynamic")["text"]
    prediction = tmp_path / "prediction.txt"
    prediction.write_text(text[:20] + "@@" + text[20:], encoding="utf-8")
    command = [sys.executable, "-m", "fastapply.cli", "generate", "--model", str(tiny_model_dir), "--prompt", PROMPT,
               "--max-tokens", "30", "--json", "--kv-cache", "static", "--compile", "--compile-backend", "aot_eager",
               "--speculate", "prediction", "--prediction-file", str(prediction)]
    done = subprocess.run(command, check=False, capture_output=True, text=True, timeout=600,
                          env={**os.environ, "OMP_NUM_THREADS": "1"})
    assert done.returncode == 0, done.stderr
    record = json.loads(done.stdout)
    assert record["text"] == text and record["accepted_tokens"] < record["drafted_tokens"]


def test_cli_rejects_compile_with_the_dynamic_cache(tiny_model_dir, capsys):
    code = main(["generate", "--model", str(tiny_model_dir), "--prompt", "x", "--kv-cache", "dynamic", "--compile"])
    assert code == 2 and "static" in capsys.readouterr().err


@pytest.mark.slow
@pytest.mark.parametrize("family", ["llama", "qwen2"])
def test_the_verify_forward_on_a_static_cache_is_one_graph(family):
    """fullgraph=True fails on any graph break, e.g. a .item() or a branch on a device value: the
    verify forward has none, so on CUDA it never waits for the device (the verdict is the step's sync)."""
    model = cached_engine(family).model
    compiled = torch.compile(model.forward, backend="aot_eager", fullgraph=True)
    cache = KVCache(model, static_length=64)
    with torch.inference_mode():
        cache.forward(model, torch.tensor([[1, 2, 3, 4, 5]]))
        for _ in range(2):
            cache.forward(compiled, torch.tensor([[7, 8, 9, 10]]))
            cache.trim(2)
    assert len(cache) == cache.stored_length() == 9


@pytest.mark.parametrize("command", [["generate", "--model", "m"], ["apply", "f.py", "--edit", "e.py"],
                                     ["serve", "--model", "m"], ["bench", "--model", "m", "--tasks", "t.jsonl"]])
def test_every_model_command_takes_the_engine_flags(command):
    from fastapply.cli import build_parser, engine_config_from

    args = build_parser().parse_args([*command, "--kv-cache", "static", "--compile", "--compile-backend", "aot_eager"])
    n_seq = 17 if command[0] == "serve" else 1  # a server's llama.cpp context: a sequence per batch row, and one
    assert engine_config_from(args) == EngineConfig(kv_cache="static", compile=True, compile_backend="aot_eager",
                                                    n_seq=n_seq)
    assert engine_config_from(build_parser().parse_args(command)) == EngineConfig(n_seq=n_seq)


def test_a_server_without_batching_makes_a_llama_cpp_context_of_one_sequence():
    from fastapply.cli import build_parser, engine_config_from

    args = build_parser().parse_args(["serve", "--model", "m.gguf", "--max-batch-size", "1", "--threads", "3"])
    assert engine_config_from(args) == EngineConfig(n_seq=1, n_threads=3)
    args = build_parser().parse_args(["serve", "--model", "m.gguf", "--max-batch-size", "4"])
    assert engine_config_from(args).n_seq == 5


def test_a_sliding_window_model_gets_a_clear_error_for_static():
    from transformers import Qwen2Config, Qwen2ForCausalLM

    from fastapply.cache import CacheError, static_unsupported_reason

    config = Qwen2Config(hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                         num_key_value_heads=2, vocab_size=384, use_sliding_window=True, sliding_window=16,
                         max_window_layers=0)
    torch.manual_seed(0)
    model = Qwen2ForCausalLM(config).eval()
    tokenizer = build_tokenizer()
    for config in (EngineConfig(kv_cache="static"), EngineConfig(compile=True, compile_backend="aot_eager")):
        with pytest.raises(CacheError, match="cannot be rewound"):
            Engine(model, tokenizer, config=config)
    assert "StaticSlidingWindowLayer" in static_unsupported_reason(model)  # "auto" on CUDA: dynamic
    assert static_unsupported_reason(cached_engine("qwen2").model) is None


@pytest.mark.slow
def test_compiled_static_path_for_a_model_without_logits_to_keep():
    """The prompt goes through the base model eagerly, a one-token prompt through one eager forward."""
    from test_engine_greedy import LlamaWithoutLogitsToKeep

    base = cached_engine("llama")
    model = LlamaWithoutLogitsToKeep(base.model.config).eval()
    model.load_state_dict(base.model.state_dict())
    compiled = Engine(model, base.tokenizer, config=LAYOUTS["static+compile"])
    sampling = SamplingParams(max_tokens=24, ignore_eos=True)
    for prompt in ([5], base.encode(PROMPT)):
        reference = base.generate(prompt, sampling).token_ids
        assert compiled.generate(prompt, sampling).token_ids == reference
        prediction = _with_a_wrong_token(reference, 10, base.vocab_size)
        result = compiled.generate(prompt, sampling, SpeculationConfig(method="prediction", num_tokens=8), prediction)
        assert result.token_ids == reference and result.stats.accepted_tokens < result.stats.drafted_tokens
