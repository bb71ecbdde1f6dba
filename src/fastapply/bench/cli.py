"""`fastapply bench`: the engine benchmark on edit tasks."""

from __future__ import annotations

import argparse
import itertools
import json
from dataclasses import replace
import sys
from pathlib import Path


def register(subparsers) -> None:
    from ..cli import add_engine_arguments
    from ..clihelp import add_command
    from ..defaults import default_model
    from .engine_bench import DEFAULT_METHODS, LLAMACPP_METHODS, METHODS

    parser = add_command(subparsers, "bench", "benchmark decode methods side by side on edit tasks",
                         "fastapply bench --model Qwen/Qwen2.5-Coder-0.5B --tasks tasks.jsonl --limit 10 "
                         "--report runs/bench.md",
                         "Each task is decoded with each method; per-task records go to --out and a markdown "
                         "table (tokens/s, speedup, acceptance) to stdout.")
    parser.add_argument("--model", required=default_model() is None,
                        help="the model to benchmark: an HF model id or local folder")
    parser.add_argument("--device", help="where the model runs: cpu, cuda, cuda:1 ... (default: cuda when present)")
    parser.add_argument("--dtype", help="float32, bfloat16, float16 (default: bf16 on CUDA, fp32 on CPU)")
    add_engine_arguments(parser)
    parser.add_argument("--tasks", required=True, help="tasks JSONL (see `fastapply data`)")
    parser.add_argument("--limit", type=int, default=20, help="benchmark the first N tasks that fit the context")
    parser.add_argument("--language", action="append", default=[],
                        help="only tasks in this language (repeatable; default: every task)")
    parser.add_argument("--methods", help=f"comma list of {', '.join(METHODS)} (default: {','.join(DEFAULT_METHODS)}; "
                        f"for a GGUF model {','.join(LLAMACPP_METHODS)})")
    parser.add_argument("--draft-model", help="draft model for the draft / hf_assisted methods")
    parser.add_argument("--draft-layers", type=int, help="or: draft = the target's first N layers")
    parser.add_argument("--draft-model-tokens", type=int, default=8, help="largest draft for method draft")
    parser.add_argument("--template", default="plain",
                        help="prompt format: plain, fastapply, relace, or a format string with {original} and "
                             "{update} (a model's own prompt; default plain)")
    parser.add_argument("--draft-source", choices=("original", "merge"), default="original",
                        help="the prediction the prediction method drafts from: the original file or the merge")
    parser.add_argument("--num-draft-tokens", type=int, default=64, help="largest draft of the prediction method")
    parser.add_argument("--threads", type=int, help="CPU threads (torch, llama.cpp)")
    parser.add_argument("--out", default="runs/bench.jsonl", help="per-task records (JSONL)")
    parser.add_argument("--report", help="write the markdown report here too")
    parser.add_argument("--plots", metavar="DIR", help="write PNG plots here (speedup, acceptance, tokens/s)")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    import torch
    from rich.progress import Progress

    from ..cli import CliError, engine_config_from
    from ..data.tasks import read_tasks
    from ..defaults import default_model
    from ..engine import Engine
    from ..machine import describe, one_line
    from ..runner import TargetRunner
    from .draft_pair import truncated_copy
    from .engine_bench import DEFAULT_METHODS, LLAMACPP_METHODS, BenchConfig, fits, run_bench
    from .report import bench_report

    model = args.model or default_model()
    if model is None:
        raise CliError("bench needs --model (an HF model id or local folder)")
    if args.threads:
        torch.set_num_threads(args.threads)
    engine_config = replace(engine_config_from(args), n_threads=args.threads)  # llama.cpp's threads too
    engine = Engine.from_pretrained(model, device=args.device, dtype=args.dtype, draft_model=args.draft_model,
                                    config=engine_config)
    gguf = not isinstance(engine.runner, TargetRunner)
    methods = args.methods or ",".join(LLAMACPP_METHODS if gguf else DEFAULT_METHODS)
    config = BenchConfig(methods=tuple(m.strip() for m in methods.split(",") if m.strip()),
                         template=args.template, draft_source=args.draft_source,
                         num_draft_tokens=args.num_draft_tokens, draft_model_tokens=args.draft_model_tokens)
    all_tasks = read_tasks(args.tasks)
    chosen = (task for task in all_tasks if not args.language or task.language in args.language)
    tasks = list(itertools.islice((task for task in chosen if fits(engine, task, config)), args.limit))
    if not tasks:
        raise CliError(f"no task of {args.tasks} fits the model's context")
    if args.draft_layers and gguf:
        raise CliError("--draft-layers copies layers of a HuggingFace model; for a GGUF give --draft-model x.gguf")
    if args.draft_layers:
        engine.draft_model = truncated_copy(engine.model, args.draft_layers)
    if {"draft", "hf_assisted"} & set(config.methods) and engine.draft_model is None:
        raise CliError("methods draft / hf_assisted need --draft-model or --draft-layers")
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    records = []
    with out.open("w", encoding="utf-8") as sink, Progress(disable=not sys.stderr.isatty(),
                                                            transient=True) as progress:
        bar = progress.add_task("bench", total=len(tasks) * len(config.methods))
        for record in run_bench(engine, tasks, config):
            record["model"] = model
            sink.write(json.dumps(record) + "\n")
            records.append(record)
            progress.advance(bar)
    if args.plots:
        from .plots import plot_acceptance_histogram, plot_speedup_vs_changed, plot_tokens_per_second

        plot_speedup_vs_changed(records, Path(args.plots) / "speedup_vs_changed.png")
        plot_acceptance_histogram(records, Path(args.plots) / "acceptance_lengths.png")
        plot_tokens_per_second(records, Path(args.plots) / "tokens_per_second.png")
    report = bench_report(records)
    which = f" in {', '.join(args.language)}" if args.language else ""
    report += f"\n{len(tasks)} tasks of {len(all_tasks)} in {args.tasks} (the first{which} that fit the context)\n"
    report += f"\nModel {model}. {one_line(describe(engine.device))}\n"
    if args.report:
        Path(args.report).write_text(report, encoding="utf-8")
    print(report)
    return 0
