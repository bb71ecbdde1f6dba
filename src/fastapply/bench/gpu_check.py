"""The GPU check behind scripts/gpu_check.sh: correctness rows, then speed rows, JSONL + a markdown table.

    python -m fastapply.bench.gpu_check --out runs/gpu_check          # on the GPU machine
    python -m fastapply.bench.gpu_check --smoke --out /tmp/check       # the same on CPU, tiny shape

Correctness tells a numerics near-tie from a bug. In float32 (TF32 off) the static cache + compiled
(CUDA-graph) forward must give dynamic eager decoding's tokens, plain and with a prediction, and
the prediction at the ceiling (the plain output itself) must be accepted in about one forward per
draft. In bf16 the rows only report: ``equals_plain``, the first differing position, and the
reference's top-1 minus top-2 logit margin there beside the median margin; a difference at a
near-tie (margin far below the median) is rounding, one at a wide margin is a bug.

Scaling the final norm or the LM head of the random model would not make bf16 decisive: it scales
the margins and the rounding noise alike (bf16 keeps relative precision), so the margin check above
is what separates the two.

The batching row (gpu_batch.py): 16 concurrent prediction requests in one ``Batch`` vs the same
requests one after another, aggregate tok/s ratio; in float32 every batched output must equal its
output alone.

Rows run in priority order within ``--budget`` seconds; what does not fit is written as skipped.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time
import warnings
from pathlib import Path
from types import SimpleNamespace

import torch

from ..config import SamplingParams, SpeculationConfig
from ..engine import Engine
from ..machine import describe
from .gpu_batch import batch_rows
from .gpu_bench import SHAPES, _IdTokenizer, bench_shape, engine_config, perturb, random_model
from .gpu_table import write_table

REFERENCE, CANDIDATE = "dynamic", "static+compile"


def float32_exact() -> None:
    """TF32 off: float32 matmuls and convolutions in full float32 (bf16 rows are not affected)."""
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    torch.set_float32_matmul_precision("highest")


@torch.inference_mode()
def logit_margins(model, prompt: list[int], output: list[int]) -> list[float]:
    """Top-1 minus top-2 logit of ``model`` at each output position (one eager forward, no cache)."""
    ids = torch.tensor([prompt + output[:-1]], device=next(model.parameters()).device)
    logits = model(input_ids=ids, use_cache=False).logits[0, len(prompt) - 1 :].float()
    top = logits.topk(2, dim=-1).values
    return (top[:, 0] - top[:, 1]).tolist()


def first_difference(a: list[int], b: list[int]) -> int | None:
    for index, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return index
    return None if len(a) == len(b) else min(len(a), len(b))


def count_syncs(engine: Engine, prompt: list[int], tokens: int) -> dict:
    """Device-to-host syncs per decode step (CUDA's sync debug mode counts them); CUDA only."""
    sampling = SamplingParams(max_tokens=tokens, ignore_eos=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        torch.cuda.set_sync_debug_mode("warn")
        try:
            result = engine.generate(prompt, sampling)
        finally:
            torch.cuda.set_sync_debug_mode("default")
    syncs = sum("synchroniz" in str(w.message) for w in caught)
    steps = result.stats.target_forwards
    return {"syncs": syncs, "steps": steps, "syncs_per_step": syncs / max(steps, 1)}


def correctness_rows(model, shape: str, dtype: str, args) -> list[dict]:
    vocab = SHAPES[shape]["vocab_size"]
    prompt = list(range(7, 7 + args.prompt_tokens * 13, 13))[: args.prompt_tokens]
    prompt = [token % vocab for token in prompt]
    sampling = SamplingParams(max_tokens=args.decode_tokens, ignore_eos=True)
    speculation = SpeculationConfig(method="prediction", num_tokens=args.num_draft_tokens)
    reference = Engine(model, _IdTokenizer(), config=engine_config(REFERENCE))
    candidate = Engine(model, _IdTokenizer(), config=engine_config(CANDIDATE, args.compile_backend))
    plain = reference.generate(prompt, sampling).token_ids
    margins = logit_margins(model, prompt, plain)
    median_margin = statistics.median(margins)
    perturbed = perturb(plain, 0.05, vocab, random.Random(1))
    runs = [(REFERENCE, "prediction", 0.0, reference, plain), (CANDIDATE, "plain", None, candidate, None),
            (CANDIDATE, "prediction", 0.0, candidate, plain), (CANDIDATE, "prediction", 0.05, candidate, perturbed)]
    rows = []
    for label, mode, fraction, engine, prediction in runs:
        for _ in range(2 if label == CANDIDATE else 1):  # the first candidate run compiles and captures graphs
            result = engine.generate(prompt, sampling, speculation if prediction else SpeculationConfig(), prediction)
        at = first_difference(result.token_ids, plain)
        row = {"check": "correctness", "shape": shape, "dtype": dtype, "engine": label, "mode": mode,
               "perturbed_fraction": fraction, "tokens": len(result.token_ids),
               "equals_plain": result.token_ids == plain, "first_difference": at,
               "margin_at_first_difference": margins[at] if at is not None and at < len(margins) else None,
               "median_margin": median_margin, "target_forwards": result.stats.target_forwards}
        passed = row["equals_plain"]
        if mode == "prediction" and fraction == 0.0:  # the ceiling: about one forward per draft
            row["ideal_forwards"] = math.ceil(len(plain) / (args.num_draft_tokens + 1))
            passed = passed and row["target_forwards"] <= 2 * row["ideal_forwards"]
        if dtype == "float32":  # float32 rows must pass; bf16 rows report
            row["passed"] = passed
        rows.append(row)
    if model.device.type == "cuda":
        rows.append({"check": "syncs", "shape": shape, "dtype": dtype, "engine": CANDIDATE,
                     **count_syncs(candidate, prompt, 32)})
    return rows


def speed_rows(model, shape: str, dtype: str, args) -> list[dict]:
    options = SimpleNamespace(dtype=dtype, device=args.device, bandwidth=args.bandwidth, repeats=args.repeats,
                              decode_tokens=args.decode_tokens, prompt_tokens=args.ttft_prompt_tokens,
                              num_draft_tokens=args.speed_draft_tokens, perturb=[0.05, 0.2])
    rows = []
    for label in args.speed_engines.split(","):
        for row in bench_shape(shape, options, engine_config(label, args.compile_backend), label, model=model):
            rows.append({"check": "speed", **row})
    return rows


def plan(args) -> list[tuple[str, str, tuple[str, ...]]]:
    """(shape, dtype, checks) in priority order: float32 correctness first, the small shape first."""
    small, _, large = args.shapes.partition(",")
    steps = [(small, "float32", ("correctness", "batch")), (small, "bfloat16", ("correctness", "speed", "batch"))]
    if large:
        steps += [(large, "bfloat16", ("correctness", "speed", "batch")), (large, "float32", ("correctness",))]
    return steps


CHECKS = {"correctness": correctness_rows, "speed": speed_rows, "batch": batch_rows}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="runs/gpu_check", help="folder for gpu_check.jsonl and gpu_check.md")
    parser.add_argument("--smoke", action="store_true", help="tiny shape on CPU, float32 and bf16: a quick run")
    parser.add_argument("--shapes", default="qwen2.5-coder-1.5b,qwen2.5-coder-7b", help="small,large")
    parser.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    parser.add_argument("--bandwidth", type=float, default=4.8e12, help="HBM bytes/s (H200: 4.8e12)")
    parser.add_argument("--decode-tokens", type=int, default=256)
    parser.add_argument("--prompt-tokens", type=int, default=64)
    parser.add_argument("--ttft-prompt-tokens", type=int, default=2048)
    parser.add_argument("--num-draft-tokens", type=int, default=63, help="largest draft (verify width 64)")
    parser.add_argument("--speed-draft-tokens", type=int, default=255, help="largest draft in speed rows")
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--batch-requests", type=int, default=16, help="concurrent requests in the batching row")
    parser.add_argument("--batch-decode-tokens", type=int, default=128, help="tokens each batching-row request decodes")
    parser.add_argument("--speed-engines", default="static+compile", help="comma list (gpu_bench's names)")
    parser.add_argument("--compile-backend", default="inductor")
    parser.add_argument("--budget", type=float, default=320.0, help="seconds; later rows are skipped past it")
    args = parser.parse_args(argv)
    if args.smoke:
        args.shapes, args.device, args.compile_backend = "tiny", "cpu", "aot_eager"
        args.decode_tokens, args.ttft_prompt_tokens, args.repeats = 48, 128, 1
        args.num_draft_tokens = args.speed_draft_tokens = 15
        args.batch_requests, args.batch_decode_tokens = 4, 32
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    path = out / "gpu_check.jsonl"
    started = time.perf_counter()
    float32_exact()
    with path.open("w", encoding="utf-8") as sink:
        def write(record: dict) -> None:
            sink.write(json.dumps(record) + "\n")
            sink.flush()
            print(json.dumps(record), flush=True)

        write({"check": "machine", **describe(args.device)})
        for shape, dtype, checks in plan(args):
            model = None
            for what in checks:
                if time.perf_counter() - started > args.budget:
                    write({"check": what, "shape": shape, "dtype": dtype, "skipped": "time budget"})
                    continue
                try:
                    model = model if model is not None else random_model(shape, args.device, getattr(torch, dtype))
                    rows = CHECKS[what](model, shape, dtype, args)
                except Exception as error:  # one failing check must not lose the others
                    rows = [{"check": what, "shape": shape, "dtype": dtype,
                             "error": f"{type(error).__name__}: {error}"}]
                for row in rows:
                    write({**row, "elapsed_seconds": round(time.perf_counter() - started, 1)})
            model = None
            if args.device.startswith("cuda"):
                torch.cuda.empty_cache()
    write_table(path, out / "gpu_check.md")
    print((out / "gpu_check.md").read_text(encoding="utf-8"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
