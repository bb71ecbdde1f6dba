"""The GPU check's batching row: concurrent prediction requests in one ``Batch`` vs one after another.

``--batch-requests`` (16) requests, each a random prompt and its own prediction (its plain output,
5% perturbed), decode ``--batch-decode-tokens`` tokens: once through one ``Batch`` (continuous
batching; the static slot layout with the compiled forward, CUDA graphs on CUDA, where the model
can take a static cache, else the dynamic layout), once one after another on the same engine.
Both timed after a warm-up run (compilation, graph capture). The row reports the aggregate tok/s
of each and their ratio (the target on a GPU: >= 8x), and whether every batched output
equals its output alone (float32 rows must: ``passed``; bf16 rows report).
"""

from __future__ import annotations

import random
import time

import torch

from ..batch import Batch, BatchConfig
from ..config import SamplingParams, SpeculationConfig
from ..engine import Engine, GenerationResult
from .gpu_bench import SHAPES, _IdTokenizer, engine_config, perturb

LAYOUT = "static+compile"


def _synchronize(engine: Engine) -> None:
    if engine.device.type == "cuda":
        torch.cuda.synchronize()


def run_batch(engine: Engine, requests: list[tuple], config: BatchConfig) -> tuple[list[GenerationResult], int]:
    """Every request joins at once; returns the results (request order) and the rounds it took."""
    batch = Batch(engine, config)
    generations = [engine.start(*request) for request in requests]
    for generation in generations:
        batch.add(generation)
    rounds = 0
    while len(batch):
        batch.step()
        rounds += 1
    return [generation.result() for generation in generations], rounds


def batch_rows(model, shape: str, dtype: str, args) -> list[dict]:
    vocab, count = SHAPES[shape]["vocab_size"], args.batch_requests
    engine = Engine(model, _IdTokenizer(), config=engine_config(LAYOUT, args.compile_backend))
    rng = random.Random(2)
    prompts = [[rng.randrange(vocab) for _ in range(args.prompt_tokens)] for _ in range(count)]
    sampling = SamplingParams(max_tokens=args.batch_decode_tokens, ignore_eos=True)
    width = args.num_draft_tokens + 1
    on_gpu = engine.device.type == "cuda"  # a GPU forward costs about the same for 1 or all rows' tokens
    config = BatchConfig(max_batch_size=count, max_batch_tokens=count * width,
                         forward_cost=count * width if on_gpu else BatchConfig().forward_cost)
    plain, _ = run_batch(engine, [(prompt, sampling) for prompt in prompts], config)
    speculation = SpeculationConfig(method="prediction", num_tokens=args.num_draft_tokens)
    requests = [(prompt, sampling, speculation, perturb(result.token_ids, 0.05, vocab, rng))
                for prompt, result in zip(prompts, plain)]
    run_batch(engine, requests, config)  # warm-up: compiles and captures the widths the timed run takes
    engine.generate(*requests[0])
    _synchronize(engine)
    started = time.perf_counter()
    batched, rounds = run_batch(engine, requests, config)
    _synchronize(engine)
    batched_seconds = time.perf_counter() - started
    alone = [engine.generate(*request) for request in requests]
    _synchronize(engine)
    alone_seconds = time.perf_counter() - started - batched_seconds
    tokens = sum(len(result.token_ids) for result in batched)
    unequal = [index for index, (a, b) in enumerate(zip(batched, alone)) if a.token_ids != b.token_ids]
    row = {"check": "batch", "shape": shape, "dtype": dtype, "engine": LAYOUT,
           "layout": "slots" if engine.runner.static else "dynamic", "requests": count, "tokens": tokens,
           "batched_tokens_per_second": tokens / batched_seconds, "alone_tokens_per_second": tokens / alone_seconds,
           "ratio": alone_seconds / batched_seconds, "rounds": rounds,
           "alone_forwards": sum(result.stats.target_forwards for result in alone),
           "equals_alone": not unequal, "unequal_requests": unequal}
    if dtype == "float32":
        row["passed"] = not unequal
    return [row]

