"""`fastapply eval TASKS.jsonl`: apply every task and grade it."""

from __future__ import annotations

import argparse
import json
import sys
from functools import partial
from pathlib import Path


def register(subparsers) -> None:
    from ..clihelp import add_command

    parser = add_command(subparsers, "eval", "run apply on edit tasks and grade the results",
                         "fastapply eval tasks.jsonl --engine merge --report runs/eval.md",
                         "Each task's result is compared with its reference file (exact, equal up to "
                         "whitespace, same Python AST; optionally an LLM judge); per-task records go to --out and a markdown summary to stdout.")
    parser.add_argument("tasks", help="tasks JSONL (see `fastapply data`)")
    parser.add_argument("--model", help="apply model: an HF model id or local folder (needed unless --engine merge)")
    parser.add_argument("--device", help="where the model runs: cpu, cuda, cuda:1 ... (default: cuda when present)")
    parser.add_argument("--engine", choices=("model", "merge"), default="model",
                        help="model: the model writes each file; merge: the deterministic merge, no model")
    parser.add_argument("--template", default="plain", help="prompt format: plain, fastapply, relace")
    parser.add_argument("--draft", choices=("auto", "merge", "original"), default="auto",
                        help="what the model's speculative draft is (auto: the merge when it is sure)")
    parser.add_argument("--limit", type=int, help="evaluate the first N tasks only (default: all)")
    parser.add_argument("--compare-plain", action="store_true", help="also decode without speculation")
    parser.add_argument("--teacher-forced", action="store_true",
                        help="score the model's token errors on the reference answers (one forward per task; "
                             "0 errors = its greedy answer is exact) instead of applying")
    parser.add_argument("--judge-url", help="OpenAI-compatible base URL of a judge model")
    parser.add_argument("--judge-model", help="the judge's model name")
    parser.add_argument("--judge-key", default="none", help="API key for the judge endpoint")
    parser.add_argument("--out", default="runs/eval.jsonl", help="per-task records (JSONL)")
    parser.add_argument("--report", help="write the markdown summary here too")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn

    from ..apply.api import resolve_engine
    from ..cli import CliError
    from ..data.tasks import read_tasks
    from ..defaults import default_model
    from .judge import Judge
    from .report import eval_report
    from .run import EvalConfig, evaluate_task

    if bool(args.judge_url) != bool(args.judge_model):
        raise CliError("--judge-url and --judge-model go together")
    judge = Judge(args.judge_url, args.judge_model, args.judge_key) if args.judge_url else None
    config = EvalConfig(engine=args.engine, template=args.template, draft=args.draft,
                        compare_plain=args.compare_plain, judge=judge)
    if args.teacher_forced and args.engine != "model":
        raise CliError("--teacher-forced scores a model: not with --engine merge")
    if args.teacher_forced:
        from .forced import forced_record, forced_report  # torch: only for a model's scores
    if args.engine == "model" and not args.model and default_model() is None:
        raise CliError("--engine model needs --model (an HF model id or local folder); or use --engine merge")
    tasks = read_tasks(args.tasks)[: args.limit]
    model = resolve_engine(args.model, args.device) if args.engine == "model" else None
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    score = (partial(forced_record, model, template_name=args.template) if args.teacher_forced
             else partial(evaluate_task, config=config, model=model))
    records = []
    columns = (TextColumn("{task.description}"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
               TimeRemainingColumn())
    with out.open("w", encoding="utf-8") as sink, Progress(*columns, disable=not sys.stderr.isatty()) as progress:
        bar = progress.add_task("eval", total=len(tasks))
        for task in tasks:
            record = score(task)
            sink.write(json.dumps(record) + "\n")
            records.append(record)
            progress.advance(bar)
    if args.teacher_forced:
        report = forced_report(records, f"Teacher-forced errors: {args.tasks} ({args.model or 'bundled model'})")
    else:
        report = eval_report(records, f"Apply eval: {args.tasks} ({args.engine})")
    if args.report:
        Path(args.report).write_text(report, encoding="utf-8")
    print(report)
    return 0
