"""The markdown table of a gpu_check run (its JSONL): correctness, syncs, speed, batching, skipped or failed rows.

    python -m fastapply.bench.gpu_table runs/gpu_check/gpu_check.jsonl > table.md
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def _number(value, digits: int = 0) -> str:
    if value is None:
        return "-"
    return f"{value:,.{digits}f}" if isinstance(value, float) else str(value)


def _correctness(rows: list[dict]) -> list[str]:
    lines = [("| shape | dtype | engine | mode | perturbed | equals plain | first difference | margin there / median "
              "| forwards (ideal) | verdict |"), "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        margin = (f"{_number(r['margin_at_first_difference'], 3)} / {_number(r['median_margin'], 3)}"
                  if r.get("first_difference") is not None else f"- / {_number(r['median_margin'], 3)}")
        forwards = f"{r['target_forwards']}" + (f" ({r['ideal_forwards']})" if "ideal_forwards" in r else "")
        verdict = ("PASS" if r["passed"] else "**FAIL**") if "passed" in r else "report"
        lines.append(f"| {r['shape']} | {r['dtype']} | {r['engine']} | {r['mode']} | "
                     f"{_number(r.get('perturbed_fraction'), 2)} | {r['equals_plain']} | "
                     f"{_number(r.get('first_difference'))} | {margin} | {forwards} | {verdict} |")
    return lines


def _speed(rows: list[dict]) -> list[str]:
    lines = [("| shape | dtype | engine | plain tok/s | HBM limit | fraction | prediction 0 / 5% / 20%: tok/s "
              "(x plain) | forwards at the ceiling | TTFT (prompt) |"), "|---|---|---|---|---|---|---|---|---|"]
    groups: dict[tuple, dict] = {}
    for r in rows:
        groups.setdefault((r["shape"], r["dtype"], r["engine"]), {})[(r["mode"], r.get("perturbed_fraction"))] = r
    for (shape, dtype, engine), modes in groups.items():
        plain, ttft = modes.get(("plain", None), {}), modes.get(("ttft", None), {})
        predictions = sorted((key[1], r) for key, r in modes.items() if key[0] == "prediction")
        cells = " / ".join(f"{r['tokens_per_second']:,.0f} ({r['ratio_to_plain']:.1f}x)" for _, r in predictions)
        ceiling = next((r for fraction, r in predictions if fraction == 0.0), {})
        fraction = _number(100 * plain["fraction_of_bandwidth_limit"], 1) + "%" if plain else "-"
        first_token = f"{_number(1000 * ttft['seconds'], 1)} ms ({ttft['prompt_tokens']})" if ttft else "-"
        lines.append(f"| {shape} | {dtype} | {engine} | {_number(plain.get('tokens_per_second'))} | "
                     f"{_number(plain.get('bandwidth_limit_tokens_per_second'))} | {fraction} | {cells} | "
                     f"{_number(ceiling.get('target_forwards'))} for {_number(ceiling.get('tokens'))} tokens | "
                     f"{first_token} |")
    return lines


def _batch(rows: list[dict]) -> list[str]:
    lines = [("| shape | dtype | engine (layout) | requests | batched tok/s | one after another tok/s | ratio | "
              "rounds / forwards alone | equals alone | verdict |"), "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        verdict = ("PASS" if r["passed"] else "**FAIL**") if "passed" in r else "report"
        lines.append(f"| {r['shape']} | {r['dtype']} | {r['engine']} ({r['layout']}) | {r['requests']} | "
                     f"{r['batched_tokens_per_second']:,.0f} | {r['alone_tokens_per_second']:,.0f} | "
                     f"{r['ratio']:.2f}x | {r['rounds']} / {r['alone_forwards']} | {r['equals_alone']} | {verdict} |")
    return lines


def table(records: list[dict]) -> str:
    machine = next((r for r in records if r.get("check") == "machine"), {})
    out = [(f"Device {machine.get('gpu') or machine.get('device', '?')}; torch {machine.get('torch')}, "
            f"transformers {machine.get('transformers')}, Python {machine.get('python')}."), ""]
    ok = [r for r in records if "error" not in r and "skipped" not in r]
    correctness = [r for r in ok if r.get("check") == "correctness"]
    if correctness:
        out += ["Correctness (float32 with TF32 off must equal plain; bf16 reports):", "",
                *_correctness(correctness), ""]
    for r in (r for r in ok if r.get("check") == "syncs"):
        out.append(f"Device-to-host syncs, {r['shape']} {r['dtype']} {r['engine']}: {r['syncs']} in {r['steps']} "
                   f"steps ({r['syncs_per_step']:.2f} per step).")
    speed = [r for r in ok if r.get("check") == "speed"]
    if speed:
        out += ["", "Speed:", "", *_speed(speed), ""]
    batched = [r for r in ok if r.get("check") == "batch"]
    if batched:
        out += ["", "Continuous batching (concurrent prediction requests in one Batch vs one after another):", "",
                *_batch(batched), ""]
    for r in records:
        if "error" in r or "skipped" in r:
            why = r.get("error") or f"skipped, {r['skipped']}"
            out.append(f"- {r['check']} {r.get('shape')} {r.get('dtype')}: {why}")
    return "\n".join(out).rstrip() + "\n"


def write_table(jsonl: Path, markdown: Path) -> None:
    records = [json.loads(line) for line in Path(jsonl).read_text(encoding="utf-8").splitlines() if line.strip()]
    Path(markdown).write_text(table(records), encoding="utf-8")


if __name__ == "__main__":
    records = [json.loads(line) for line in Path(sys.argv[1]).read_text(encoding="utf-8").splitlines() if line.strip()]
    sys.stdout.write(table(records))
