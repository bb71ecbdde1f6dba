"""Where a decode step's time goes: the cost of one verify of k tokens, and the round's other parts.

    python -m fastapply.bench.verify_cost --model model.gguf --threads 1 --out runs/verify_cost.jsonl
    python -m fastapply.bench.verify_cost --model MODEL_DIR --threads 1 --out runs/verify_cost_hf.jsonl

A verify of k draft tokens is one target forward over ``[last, d1..dk]`` (k + 1 positions) after a cache of
``--context`` positions, its logits back as a tensor; measured for each k (interleaved over the k's, median
of ``--repeats``), the k + 1 positions trimmed after each. The parts of a round, each timed alone on the
same runner (``--parts-k``): for llama.cpp the batch filling (the plan and the buffers), ``llama_decode``,
the logits copy, the verdict (``verify_greedy``), the KV trim (``llama_memory_seq_rm``); on torch the
forward, the verdict and the trim; on both the detokenizer (k + 1 tokens) and the prediction proposer
(one draft of k while the output follows the prediction). Records are JSONL, one per (part, k, context).
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path
from time import perf_counter

import numpy as np

KS = (1, 2, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128)


def timed(function, repeats: int) -> list[float]:
    """Milliseconds of ``repeats`` calls of ``function`` (called once first, untimed)."""
    function()
    times = []
    for _ in range(repeats):
        started = perf_counter()
        function()
        times.append((perf_counter() - started) * 1e3)
    return times


def verify_curve(runner, context_ids: list[int], draft: list[int], ks, repeats: int) -> dict[int, list[float]]:
    """k -> milliseconds of a verify forward of ``[last, d1..dk]`` after the context."""
    cache = runner.new_cache(len(context_ids) + max(ks) + 1)
    runner.forward(cache, context_ids, 1)
    times: dict[int, list[float]] = {k: [] for k in ks}
    for _ in range(repeats + 1):  # the first round warms up each width
        for k in ks:
            tokens = draft[: k + 1]
            started = perf_counter()
            runner.forward(cache, tokens, len(tokens))
            times[k].append((perf_counter() - started) * 1e3)
            cache.trim(len(tokens))
    return {k: values[1:] for k, values in times.items()}


def parts(engine, context_ids: list[int], draft: list[int], k: int, repeats: int) -> dict[str, list[float]]:
    """Part name -> milliseconds, for a round whose draft has ``k`` tokens."""
    from ..config import SpeculationConfig
    from ..detok import IncrementalDetokenizer
    from ..proposers.prediction import PredictionProposer
    from ..verify import verify_greedy

    runner, tokens = engine.runner, draft[: k + 1]
    cache = runner.new_cache(len(context_ids) + k + 1)
    runner.forward(cache, context_ids, 1)
    logits = runner.forward(cache, tokens, len(tokens))
    cache.trim(len(tokens))
    result: dict[str, list[float]] = {}
    if hasattr(runner, "batch"):  # llama.cpp: the runner's own sub-steps
        from ..llamacpp.batch import Plan

        seq = cache.seq

        def plan():
            return Plan.of([len(cache)], [tokens], [seq], [len(tokens)])

        ready = plan()
        result["batch filling"] = timed(lambda: runner.batch.load(plan(), 0, len(tokens)), repeats)

        def decode():
            runner._decode(ready, 0, len(ready))
            runner.lib.llama_memory_seq_rm(runner.memory, seq, len(cache), -1)

        result["llama_decode (+ seq_rm)"] = timed(decode, repeats)
        runner._decode(ready, 0, len(ready))
        result["logits copy"] = timed(lambda: runner._logits(ready, 0, len(ready), [[]]), repeats)
        runner.lib.llama_memory_seq_rm(runner.memory, seq, len(cache), -1)
    else:
        def forward():
            runner.forward(cache, tokens, len(tokens))
            cache.trim(len(tokens))

        result["forward (+ trim)"] = timed(forward, repeats)
    result["verdict"] = timed(lambda: verify_greedy(draft[1 : k + 1], logits), repeats)
    result["KV trim"] = _trim_times(runner, cache, tokens, repeats)
    detokenizer = IncrementalDetokenizer(engine.tokenizer)
    result["detokenizer"] = timed(lambda: detokenizer.push(tokens), repeats)
    prediction = list(draft) * (2 + (repeats + 2) * (k + 1) // len(draft))
    config = SpeculationConfig(method="prediction", num_tokens=max(k, 1), min_tokens=max(k, 1))
    proposer, sequence = PredictionProposer(prediction, len(context_ids), config), list(context_ids)

    def propose():  # the output followed the last draft and its bonus token
        done = len(sequence) - len(context_ids)
        sequence.extend(prediction[done : done + k + 1])
        proposer.propose(sequence, k)

    result["proposer"] = timed(propose, repeats)
    return result


def _trim_times(runner, cache, tokens: list[int], repeats: int) -> list[float]:
    """Milliseconds of dropping ``len(tokens) - 1`` rejected positions (the forward is not timed)."""
    times = []
    for _ in range(repeats + 1):
        runner.forward(cache, tokens, len(tokens))
        started = perf_counter()
        cache.trim(len(tokens) - 1)
        times.append((perf_counter() - started) * 1e3)
        cache.trim(1)
    return times[1:]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="the cost of a verify of k tokens, and of a round's parts")
    parser.add_argument("--model", required=True, help="a GGUF file (llama.cpp) or a HuggingFace model folder")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--contexts", default="1024", help="comma list: cached positions before the verify")
    parser.add_argument("--ks", default=",".join(map(str, KS)), help="comma list of draft lengths")
    parser.add_argument("--parts-k", default="1,16,64", help="draft lengths for the parts of a round")
    parser.add_argument("--repeats", type=int, default=9)
    parser.add_argument("--kv-type", default="auto", help="llama.cpp: the KV cache type (auto, f16, f32)")
    parser.add_argument("--out", default="runs/verify_cost.jsonl")
    parser.add_argument("--report", help="also write the markdown tables here")
    args = parser.parse_args(argv)
    import torch

    from ..config import EngineConfig
    from ..engine import Engine
    from ..machine import describe

    torch.set_num_threads(args.threads)
    engine = Engine.from_pretrained(args.model, dtype="float32", config=EngineConfig(n_threads=args.threads,
                                                                                      kv_type=args.kv_type))
    backend = "llama.cpp" if hasattr(engine.runner, "batch") else "transformers"
    rng = np.random.default_rng(0)
    vocab = engine.vocab_size
    ks = [int(k) for k in args.ks.split(",")]
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    common = {"model": args.model, "backend": backend, "threads": args.threads,
              "kv_type": getattr(engine.runner, "kv_type", None), "machine": describe(engine.device)}
    rows = []
    with out.open("w", encoding="utf-8") as sink:
        for context in (int(c) for c in args.contexts.split(",")):
            context_ids = rng.integers(5, vocab, context).tolist()
            draft = rng.integers(5, vocab, max(ks) + 1).tolist()
            curve = verify_curve(engine.runner, context_ids, draft, ks, args.repeats)
            for k, values in curve.items():
                row = {"what": "verify", "part": "verify", "k": k, "context": context, **summary(values), **common}
                sink.write(json.dumps(row) + "\n")
                rows.append(row)
                print(f"verify k={k:4d} context={context}: {row['median_ms']:.2f} ms")
            for k in (int(k) for k in args.parts_k.split(",")):
                for name, values in parts(engine, context_ids, draft, k, args.repeats).items():
                    row = {"what": "part", "part": name, "k": k, "context": context, **summary(values), **common}
                    sink.write(json.dumps(row) + "\n")
                    rows.append(row)
                    print(f"part {name} k={k} context={context}: {row['median_ms']:.3f} ms")
    if args.report:
        Path(args.report).write_text(markdown(rows), encoding="utf-8")
    return 0


def markdown(rows: list[dict]) -> str:
    """The curve (ms per verify of k draft tokens, and per position beyond k = 1) and the parts, per context."""
    lines = []
    for context in dict.fromkeys(row["context"] for row in rows):
        curve = [row for row in rows if row["what"] == "verify" and row["context"] == context]
        base = next((row["median_ms"] for row in curve if row["k"] == 1), curve[0]["median_ms"])
        lines += [f"verify after {context} cached positions:", "", "| k | median ms | min ms | ms per position over k=1 |",
                  "|---:|---:|---:|---:|"]
        lines += [f"| {row['k']} | {row['median_ms']:.2f} | {row['min_ms']:.2f} | "
                  f"{(row['median_ms'] - base) / (row['k'] - 1):.2f} |" if row["k"] > 1 else
                  f"| 1 | {row['median_ms']:.2f} | {row['min_ms']:.2f} | - |" for row in curve]
        parts = [row for row in rows if row["what"] == "part" and row["context"] == context]
        ks = list(dict.fromkeys(row["k"] for row in parts))
        lines += ["", "| part | " + " | ".join(f"k={k} (ms)" for k in ks) + " |", "|---|" + "---:|" * len(ks)]
        for name in dict.fromkeys(row["part"] for row in parts):
            values = {row["k"]: row["median_ms"] for row in parts if row["part"] == name}
            lines.append(f"| {name} | " + " | ".join(f"{values[k]:.3f}" for k in ks) + " |")
        lines.append("")
    return "\n".join(lines) + "\n"


def summary(values: list[float]) -> dict:
    return {"median_ms": statistics.median(values), "min_ms": min(values), "repeats": len(values)}


if __name__ == "__main__":
    raise SystemExit(main())
