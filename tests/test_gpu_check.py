"""scripts/gpu_check.sh and its Python entry point, smoke-tested on CPU with the tiny shape."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
import torch

from fastapply.bench.gpu_check import first_difference, main
from fastapply.bench.gpu_table import table

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "gpu_check.sh"


@pytest.fixture(autouse=True)
def fresh_compiler():
    """Forget earlier compilations: past torch's recompile limit (8 per function) a compiled forward
    silently runs eagerly, and a long test session compiles the same model classes many times."""
    torch.compiler.reset()


@pytest.mark.slow
def test_gpu_check_smoke_on_cpu(tmp_path):
    assert main(["--smoke", "--out", str(tmp_path)]) == 0
    records = [json.loads(line) for line in (tmp_path / "gpu_check.jsonl").read_text().splitlines()]
    assert records[0]["check"] == "machine" and records[0]["transformers"]
    assert not [r for r in records if "error" in r or "skipped" in r]
    exact = [r for r in records if r["check"] == "correctness" and r["dtype"] == "float32"]
    assert len(exact) == 4 and all(r["passed"] and r["equals_plain"] for r in exact)
    ceiling = [r for r in exact if r["mode"] == "prediction" and r["perturbed_fraction"] == 0.0]
    assert ceiling and all(r["target_forwards"] <= 2 * r["ideal_forwards"] for r in ceiling)
    reported = [r for r in records if r["check"] == "correctness" and r["dtype"] == "bfloat16"]
    assert len(reported) == 4 and all("passed" not in r and "first_difference" in r for r in reported)
    speed = {(r["mode"], r.get("perturbed_fraction")) for r in records if r["check"] == "speed"}
    assert {("plain", None), ("prediction", 0.0), ("prediction", 0.05), ("ttft", None)} <= speed
    batched = {r["dtype"]: r for r in records if r["check"] == "batch"}
    assert set(batched) == {"float32", "bfloat16"} and batched["float32"]["passed"]
    assert batched["float32"]["layout"] == "slots" and batched["float32"]["requests"] == 4
    assert batched["float32"]["rounds"] < batched["float32"]["alone_forwards"]  # forwards were shared
    markdown = (tmp_path / "gpu_check.md").read_text()
    assert "| tiny | float32 | static+compile | prediction | 0.00 | True |" in markdown and "Speed:" in markdown
    assert "| tiny | float32 | static+compile (slots) | 4 |" in markdown and "Continuous batching" in markdown


@pytest.mark.slow
def test_the_script_writes_a_table_even_when_every_row_is_skipped(tmp_path):
    """The shell wiring (PYTHONPATH, timeout, table from the JSONL), with a zero budget: seconds, not minutes."""
    done = subprocess.run(["bash", str(SCRIPT), "--smoke", str(tmp_path / "out")], check=False, capture_output=True, text=True,
                          timeout=300, env={**os.environ, "GPU_CHECK_ARGS": "--budget 0", "PYTHON": "python"})
    assert done.returncode == 0, done.stderr
    markdown = (tmp_path / "out" / "gpu_check.md").read_text()
    assert "correctness tiny float32: skipped, time budget" in markdown and "Device cpu" in done.stdout


def test_table_marks_a_failed_float32_row_and_errors():
    row = {"check": "correctness", "shape": "s", "dtype": "float32", "engine": "static+compile", "mode": "plain",
           "perturbed_fraction": None, "equals_plain": False, "first_difference": 7,
           "margin_at_first_difference": 2.5, "median_margin": 2.0, "target_forwards": 30, "passed": False}
    text = table([{"check": "machine", "device": "cuda", "gpu": "H200"}, row,
                  {"check": "speed", "shape": "s", "dtype": "bfloat16", "error": "RuntimeError: boom"}])
    assert "**FAIL**" in text and "| 7 | 2.500 / 2.000 |" in text and "RuntimeError: boom" in text
    assert "Device H200" in text


def test_first_difference():
    assert first_difference([1, 2, 3], [1, 2, 3]) is None
    assert first_difference([1, 2, 3], [1, 5, 3]) == 1
    assert first_difference([1, 2], [1, 2, 3]) == 2
