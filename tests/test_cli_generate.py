"""`fastapply generate` through the real entry point, on a saved tiny model."""

from __future__ import annotations

import json

import pytest
from transformers import ViTConfig, ViTModel

from fastapply.cli import main
from fastapply.config import SamplingParams
from fastapply.engine import Engine


def run_cli(capsys, *argv) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_generate_json_matches_engine(tiny_model_dir, capsys):
    code, out, _ = run_cli(capsys, "generate", "--model", str(tiny_model_dir), "--prompt", "def f(x):",
                           "--max-tokens", "20", "--json")
    assert code == 0
    record = json.loads(out)
    for key in ("text", "output_tokens", "target_forwards", "accepted_tokens", "drafted_tokens", "seconds",
                "tokens_per_second"):
        assert key in record
    expected = Engine.from_pretrained(str(tiny_model_dir)).generate("def f(x):", SamplingParams(max_tokens=20))
    assert record["text"] == expected.text and record["output_tokens"] == 20


def test_generate_with_prediction_streams_same_text(tiny_model_dir, tmp_path, capsys):
    code, streamed, _ = run_cli(capsys, "generate", "--model", str(tiny_model_dir), "--prompt", "x = [",
                                "--max-tokens", "30")
    code, plain_out, _ = run_cli(capsys, "generate", "--model", str(tiny_model_dir), "--prompt", "x = [",
                                 "--max-tokens", "30", "--json")
    plain_text = json.loads(plain_out)["text"]
    assert streamed in (plain_text, plain_text + "\n")
    prediction = tmp_path / "prediction.txt"
    prediction.write_text(plain_text, encoding="utf-8")
    code, out, _ = run_cli(capsys, "generate", "--model", str(tiny_model_dir), "--prompt", "x = [",
                           "--max-tokens", "30", "--speculate", "prediction", "--prediction-file", str(prediction),
                           "--json")
    record = json.loads(out)
    assert code == 0 and record["text"] == plain_text
    assert record["drafted_tokens"] > 0


@pytest.mark.parametrize("argv, message", [
    (["--model", "/no/such/model", "--prompt", "x"], "does not exist"),
    (["--prompt", "x", "--speculate", "prediction"], "needs --prediction-file"),
    (["--prompt", "x", "--temperature", "-1"], "temperature"),
    (["--prompt-file", "/no/such/file"], "cannot read prompt file"),
])
def test_generate_errors_are_one_line(tiny_model_dir, capsys, argv, message):
    if "--model" not in argv:
        argv = ["--model", str(tiny_model_dir), *argv]
    code, _, err = run_cli(capsys, "generate", *argv)
    assert code == 2 and message in err and "Traceback" not in err


def test_non_causal_model_is_refused(tmp_path, capsys):
    ViTModel(ViTConfig(hidden_size=32, num_hidden_layers=1, num_attention_heads=2, intermediate_size=32,
                       image_size=8, patch_size=4)).save_pretrained(tmp_path)
    code, _, err = run_cli(capsys, "generate", "--model", str(tmp_path), "--prompt", "x")
    assert code == 2 and "error" in err and "Traceback" not in err
