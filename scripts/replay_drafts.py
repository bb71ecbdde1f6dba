"""Replay recorded greedy outputs through the proposers under a verify cost model: draft policies compared
without the noise of a shared machine (what each would draft, what would be accepted, what it would cost).

    python scripts/replay_drafts.py --model MODEL.gguf --tasks data/real_edits.jsonl --language python \\
        --template $'<|original|>\\n{original}<|update|>\\n{update}<|final|>\\n' --limit 40 \\
        --record runs/replay_outputs.jsonl --cost 8.5,1.45 --cost 15.5,0.5

``--record``: the outputs (recorded with speculative edits, which give plain greedy tokens) are written
there once and read back on later runs. ``--cost A,B``: a verify of n positions costs A + B * n ms, a
prompt position B (the first forward carries the prompt); one table per cost model. Policies: the
adaptive length (``AdaptiveLength``) at several maxima, the cost-curve policy (``CostLength`` with
position_cost = B / A), llama-cpp-python's prompt lookup rule (first match of the last 2 tokens, 10
tokens), and an oracle that pays only for the tokens it gets accepted (a bound for this proposer).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from fastapply.config import SpeculationConfig  # noqa: E402
from fastapply.proposers.prediction import PredictionProposer  # noqa: E402


def record(args) -> list[dict]:
    from fastapply.bench.engine_bench import BenchConfig, fits, task_inputs
    from fastapply.config import EngineConfig, SamplingParams
    from fastapply.data.tasks import read_tasks
    from fastapply.engine import Engine

    engine = Engine.from_pretrained(args.model, config=EngineConfig(n_threads=1))
    config = BenchConfig(methods=("plain",), template=args.template)
    records = []
    for task in read_tasks(args.tasks):
        if len(records) == args.limit:
            break
        if (args.language and task.language not in args.language) or not fits(engine, task, config):
            continue
        prompt, predictions, max_new = task_inputs(engine, task, config)
        original = engine.encode(predictions["original"], add_special_tokens=False)
        result = engine.generate(prompt, SamplingParams(max_tokens=max_new),
                                 SpeculationConfig(method="prediction", num_tokens=64), original)
        records.append({"task": task.id, "prompt": prompt, "prediction": original, "output": result.token_ids})
    Path(args.record).parent.mkdir(parents=True, exist_ok=True)
    Path(args.record).write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return records


class Lookup:
    """llama-cpp-python's LlamaPromptLookupDecoding: the first earlier match of the last 2 (else 1) tokens."""

    source = "lookup"

    def __init__(self, tokens: int = 10, ngram: int = 2) -> None:
        self.tokens, self.ngram = tokens, ngram

    def propose(self, sequence: list[int], budget: int) -> list[int]:
        ids = np.array(sequence)
        for size in range(min(self.ngram, len(ids) - 1), 0, -1):
            windows = np.lib.stride_tricks.sliding_window_view(ids[:-1], size)
            starts = np.flatnonzero((windows == ids[-size:]).all(axis=1))
            if len(starts):
                start = int(starts[0]) + size
                return sequence[start : start + self.tokens][:budget]
        return []

    def feedback(self, drafted: int, accepted: int) -> None:
        pass


def replay(rec: dict, proposer, cost: tuple[float, float], oracle: bool = False) -> tuple[float, int, int]:
    """(modeled ms, forwards, drafted tokens) of decoding ``rec["output"]`` with ``proposer``."""
    fixed, per_position = cost
    prompt, output = rec["prompt"], rec["output"]
    sequence, spent, forwards, drafted, done = list(prompt), per_position * len(prompt), 0, 0, 0
    while done < len(output):
        budget = len(output) - done - 1
        draft = proposer.propose(sequence, budget)[:budget] if budget > 0 else []
        accepted = 0
        while accepted < len(draft) and draft[accepted] == output[done + accepted]:
            accepted += 1
        paid = accepted if oracle else len(draft)
        spent += fixed + per_position * (paid + 1)
        forwards, drafted = forwards + 1, drafted + paid
        if draft:
            proposer.feedback(len(draft), accepted)
        sequence += output[done : done + accepted + 1]
        done += accepted + 1
    return spent, forwards, drafted


def policies(cost: tuple[float, float]) -> dict:
    def prediction(maximum: int, position_cost: float | None = None):
        config = SpeculationConfig(method="prediction", num_tokens=maximum, min_tokens=min(4, maximum))
        return lambda rec: PredictionProposer(rec["prediction"], len(rec["prompt"]), config, position_cost)

    chosen = {f"adaptive, max {k}": prediction(k) for k in (16, 32, 64, 128)}
    chosen |= {f"cost curve, max {k}": prediction(k, cost[1] / cost[0]) for k in (32, 64, 256)}
    chosen["llama-cpp-python lookup, 10"] = lambda rec: Lookup(10)
    return chosen


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", help="the model that writes the outputs (needed to record them)")
    parser.add_argument("--tasks", help="tasks JSONL (needed to record)")
    parser.add_argument("--language", action="append", default=[])
    parser.add_argument("--template", default="plain")
    parser.add_argument("--limit", type=int, default=40)
    parser.add_argument("--record", required=True, help="recorded outputs (JSONL): read, or written first")
    parser.add_argument("--cost", action="append", required=True, help="A,B: a verify of n positions costs A + B n")
    args = parser.parse_args()
    path = Path(args.record)
    records = [json.loads(line) for line in path.open()] if path.exists() else record(args)
    for text in args.cost:
        cost = tuple(float(value) for value in text.split(","))
        print(f"\ncost model: {cost[0]} ms + {cost[1]} ms per position ({len(records)} outputs)\n")
        print("| policy | modeled s | forwards | drafted | median per-task lookup / this |")
        print("|---|---:|---:|---:|---:|")
        lookup = [replay(rec, Lookup(10), cost)[0] for rec in records]
        rows = {name: [replay(rec, make(rec), cost) for rec in records] for name, make in policies(cost).items()}
        oracle_config = SpeculationConfig(method="prediction", num_tokens=1024, min_tokens=1024)
        rows["oracle (pays for accepted tokens only)"] = [replay(rec, PredictionProposer(
            rec["prediction"], len(rec["prompt"]), oracle_config), cost, oracle=True) for rec in records]
        for name, results in rows.items():
            ratio = statistics.median(base / result[0] for base, result in zip(lookup, results))
            print(f"| {name} | {sum(r[0] for r in results) / 1e3:.1f} | {sum(r[1] for r in results)} | "
                  f"{sum(r[2] for r in results)} | {ratio:.2f}x |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
