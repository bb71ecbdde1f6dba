"""GPU benchmark with random-weight models of real shapes (no downloads), JSONL out.

    python -m fastapply.bench.gpu_bench --shapes qwen2.5-coder-1.5b,qwen2.5-coder-7b --out runs/gpu.jsonl

Per shape and engine configuration: plain decode tokens/s against the memory-bandwidth limit
(weight bytes / HBM bandwidth), prediction mode at the ceiling (the prediction is the model's own
greedy output) and with a fraction of the prediction perturbed, and time to first token for a long
prompt. Random weights make the *speed* representative, not the text.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from pathlib import Path

import torch
from transformers import Qwen2Config, Qwen2ForCausalLM

from ..config import EngineConfig, SamplingParams, SpeculationConfig
from ..engine import Engine
from ..machine import describe

SHAPES = {
    "qwen2.5-coder-1.5b": dict(hidden_size=1536, intermediate_size=8960, num_hidden_layers=28, num_attention_heads=12,
                               num_key_value_heads=2, vocab_size=151936, tie_word_embeddings=True),
    "qwen2.5-coder-7b": dict(hidden_size=3584, intermediate_size=18944, num_hidden_layers=28, num_attention_heads=28,
                             num_key_value_heads=4, vocab_size=152064, tie_word_embeddings=False),
    # a CPU-sized shape for the same measurements on a laptop-class CPU (~25M parameters)
    "cpu-small": dict(hidden_size=512, intermediate_size=1536, num_hidden_layers=6, num_attention_heads=8,
                      num_key_value_heads=4, vocab_size=8192, tie_word_embeddings=True),
    "tiny": dict(hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                 num_key_value_heads=2, vocab_size=512, tie_word_embeddings=False),
}


class _IdTokenizer:
    """Just enough tokenizer for the engine: ids in, ids out (text is not the point here)."""

    eos_token_id = None
    chat_template = None

    def decode(self, ids, skip_special_tokens=True) -> str:
        return "".join(chr(0x4E00 + i % 20000) for i in ids)

    def __call__(self, text, add_special_tokens=True):
        return {"input_ids": [ord(c) - 0x4E00 for c in text]}


def random_model(shape: str, device: str, dtype: torch.dtype, seed: int = 0):
    config = Qwen2Config(max_position_embeddings=32768, rope_theta=1e6, eos_token_id=None, bos_token_id=None,
                         **SHAPES[shape])
    torch.manual_seed(seed)
    with torch.device(device):
        model = Qwen2ForCausalLM(config).to(dtype)
    return model.eval()


def _timed(engine: Engine, prompt: list[int], max_tokens: int, speculation=SpeculationConfig(), prediction=None):
    if engine.device.type == "cuda":
        torch.cuda.synchronize()
    started = time.perf_counter()
    result = engine.generate(prompt, SamplingParams(max_tokens=max_tokens, ignore_eos=True), speculation, prediction)
    if engine.device.type == "cuda":
        torch.cuda.synchronize()
    return result, time.perf_counter() - started


def perturb(tokens: list[int], fraction: float, vocab: int, rng: random.Random) -> list[int]:
    """Replace ``fraction`` of the positions, in runs of 1-8 tokens, with random ids."""
    out = list(tokens)
    budget = int(len(out) * fraction)
    while budget > 0:
        run = min(budget, rng.randint(1, 8))
        start = rng.randrange(max(1, len(out) - run))
        out[start : start + run] = [rng.randrange(vocab) for _ in range(run)]
        budget -= run
    return out


ENGINES = {"dynamic": EngineConfig(kv_cache="dynamic"), "static": EngineConfig(kv_cache="static"),
           "static+compile": EngineConfig(kv_cache="static", compile=True)}


def engine_config(label: str, compile_backend: str = "inductor") -> EngineConfig:
    """The EngineConfig a label of ``--engines`` names ("static+graphs" is the old name of static+compile)."""
    label = "static+compile" if label == "static+graphs" else label
    if label not in ENGINES:
        raise ValueError(f"unknown engine {label!r}; use {', '.join(ENGINES)}")
    config = ENGINES[label]
    return EngineConfig(kv_cache=config.kv_cache, compile=config.compile, compile_backend=compile_backend)


def bench_shape(shape: str, args, engine_config: EngineConfig, label: str, model=None) -> list[dict]:
    """Speed rows for one shape and engine. ``model``: an already built random model of ``shape``."""
    dtype = getattr(torch, args.dtype)
    model = model if model is not None else random_model(shape, args.device, dtype)
    engine = Engine(model, _IdTokenizer(), config=engine_config)
    weight_bytes = sum(p.numel() * p.element_size() for p in model.parameters())
    limit = args.bandwidth / weight_bytes  # tokens/s if each token reads every weight once
    rng = random.Random(0)
    vocab = SHAPES[shape]["vocab_size"]
    prompt = [rng.randrange(vocab) for _ in range(args.prompt_tokens)]
    common = {"shape": shape, "engine": label, "device": args.device, "dtype": args.dtype,
              "weight_bytes": weight_bytes, "bandwidth_limit_tokens_per_second": limit}
    records = []
    _timed(engine, prompt[:64], 8)  # warm-up (and graph capture)
    plain_runs = [_timed(engine, prompt[:64], args.decode_tokens) for _ in range(args.repeats)]
    plain_tps = statistics.median(len(r.token_ids) / s for r, s in plain_runs)
    records.append({**common, "mode": "plain", "tokens_per_second": plain_tps,
                    "fraction_of_bandwidth_limit": plain_tps / limit})
    own = plain_runs[0][0].token_ids
    speculation = SpeculationConfig(method="prediction", num_tokens=args.num_draft_tokens)
    for fraction in (0.0, *args.perturb):
        prediction = perturb(own, fraction, vocab, rng)
        runs = [_timed(engine, prompt[:64], args.decode_tokens, speculation, prediction)
                for _ in range(args.repeats + 1)][1:]  # the first run captures the verify widths' graphs
        result = runs[0][0]
        tps = statistics.median(len(r.token_ids) / s for r, s in runs)
        records.append({**common, "mode": "prediction", "perturbed_fraction": fraction,
                        "tokens_per_second": tps, "ratio_to_plain": tps / plain_tps, "tokens": len(result.token_ids),
                        "target_forwards": result.stats.target_forwards, "equals_plain": result.token_ids == own,
                        "mean_acceptance_length": result.stats.mean_acceptance_length})
    ttft = [_timed(engine, prompt, 1)[1] for _ in range(args.repeats)]
    records.append({**common, "mode": "ttft", "prompt_tokens": len(prompt), "seconds": statistics.median(ttft)})
    return records


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shapes", default="qwen2.5-coder-1.5b,qwen2.5-coder-7b")
    parser.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    parser.add_argument("--dtype", default="bfloat16")
    parser.add_argument("--bandwidth", type=float, default=4.8e12, help="HBM bytes/s (H200: 4.8e12)")
    parser.add_argument("--decode-tokens", type=int, default=256)
    parser.add_argument("--prompt-tokens", type=int, default=2048)
    parser.add_argument("--num-draft-tokens", type=int, default=255, help="255: verify width 256, a bucket")
    parser.add_argument("--perturb", type=float, nargs="*", default=[0.05, 0.2])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--engines", default="dynamic,static,static+compile",
                        help="comma list of dynamic, static, static+compile (CUDA graphs on CUDA)")
    parser.add_argument("--compile-backend", default="inductor")
    parser.add_argument("--out", default="runs/gpu_bench.jsonl")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    machine = describe(args.device)
    with out.open("a", encoding="utf-8") as sink:
        for shape in args.shapes.split(","):
            for label in args.engines.split(","):
                try:
                    records = bench_shape(shape, args, engine_config(label, args.compile_backend), label)
                except Exception as error:  # one failing configuration must not lose the others' figures
                    records = [{"shape": shape, "engine": label, "error": f"{type(error).__name__}: {error}"}]
                for record in records:
                    record["machine"] = machine
                    sink.write(json.dumps(record) + "\n")
                    sink.flush()
                    print(json.dumps(record), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
