"""Bench and eval on a tiny run: records, graders, markdown reports, plots and the token view."""

from __future__ import annotations

import json

import pytest

from conftest import cached_engine
from fastapply.bench.draft_pair import truncated_copy
from fastapply.bench.engine_bench import BenchConfig, run_bench
from fastapply.bench.plots import plot_acceptance_histogram, plot_speedup_vs_changed, plot_tokens_per_second
from fastapply.bench.report import bench_report, expected_tokens_per_forward
from fastapply.bench.tokenview import token_view_html
from fastapply.config import SamplingParams, SpeculationConfig
from fastapply.cli import main
from fastapply.data.tasks import Task, write_tasks
from fastapply.engine import Engine
from fastapply.evals.forced import answer_ids, forced_record, forced_report, forced_score
from fastapply.evals.graders import grade
from fastapply.evals.judge import parse_verdict
from fastapply.evals.report import eval_report
from fastapply.evals.run import EvalConfig, run_eval

ORIGINAL = "def add(a, b):\n    return a + b\n\n\ndef sub(a, b):\n    return a - b\n"
FINAL = ORIGINAL.replace("a + b", "b + a")
UPDATE = "def add(a, b):\n    return b + a\n\n\ndef sub(a, b):\n    # ... existing code ...\n"


def tasks(n: int = 2) -> list[Task]:
    return [Task(f"t{i}", "python", f"m{i}.py", ORIGINAL, UPDATE, FINAL, {"changed_fraction": 0.1 * (i + 1)})
            for i in range(n)]


def test_bench_records_report_and_plots(tmp_path):
    base = cached_engine("llama")
    engine = Engine(base.model, base.tokenizer, draft_model=truncated_copy(base.model, 1))
    config = BenchConfig(methods=("plain", "hf_generate", "hf_prompt_lookup", "ngram", "prediction", "draft",
                                  "hf_assisted"), max_new_tokens=24)
    records = list(run_bench(engine, tasks(), config))
    assert len(records) == 2 * 7
    assert all(r["equals_plain"] for r in records)  # every method reproduces plain greedy decoding
    report = bench_report(records)
    assert "| prediction |" in report and "hf_prompt_lookup / prediction" in report and "draft model:" in report
    for plot in (plot_speedup_vs_changed(records, tmp_path / "a.png"),
                 plot_acceptance_histogram(records, tmp_path / "b.png"),
                 plot_tokens_per_second(records, tmp_path / "c.png")):
        assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and plot.stat().st_size > 2000


def test_expected_tokens_formula():
    assert expected_tokens_per_forward(0.0, 4) == 1.0
    assert expected_tokens_per_forward(1.0, 4) == 5.0
    assert expected_tokens_per_forward(0.5, 2) == pytest.approx(1.75)


def test_eval_merge_engine_grades_and_reports():
    bad = Task("bad", "python", "x.py", ORIGINAL, "# ... existing code ...\nclass Z:\n    q = 1\n"
               "# ... existing code ...\ndef nope():\n    pass\n# ... existing code ...\n", FINAL, {})
    records = list(run_eval(tasks(1) + [bad], EvalConfig(engine="merge")))
    assert records[0]["exact"] and records[0]["ast"] and records[0]["applied"]
    assert not records[1]["applied"] and records[1]["exact"] is False
    report = eval_report(records)
    assert "| all | 2 | 0.50 |" in report and "language: python" in report


def test_eval_model_counts_forwards_and_files_too_long_for_the_model():
    base = cached_engine("qwen2")
    short = Engine(base.model, base.tokenizer, max_context=40)
    records = list(run_eval(tasks(1), EvalConfig(engine="model"), model=short))
    assert records[0]["too_long"] and not records[0]["applied"] and "too long" in records[0]["error"]
    fits = list(run_eval(tasks(1), EvalConfig(engine="model", draft="merge"), model=base))
    assert not fits[0].get("too_long") and fits[0]["target_forwards"] >= 1
    report = eval_report(records + fits)
    assert "| fits the model's context | 1 |" in report and "- target forwards: " in report


def test_graders():
    assert grade("x = 1\n", "x = 1\n", "python") == {"exact": True, "normalized": True, "ast": True}
    assert grade("x = 1  \r\n\n\n", "x = 1\n", "python") == {"exact": False, "normalized": True, "ast": True}
    assert grade("x = (1)\n", "x = 1\n", "python")["ast"] is True
    assert grade("x = 2\n", "x = 1\n", "python")["ast"] is False
    assert grade("a", "a", "go")["ast"] is None
    assert grade(None, "a", "python")["exact"] is False


def test_judge_verdict_parsing():
    assert parse_verdict('```json\n{"correct": true, "reason": "ok"}\n```') == {"correct": True, "reason": "ok"}
    assert parse_verdict("no idea")["correct"] is None


def test_token_view_marks_accepted_and_generated(tokenizer):
    engine = cached_engine("qwen2")
    reference = engine.generate("x = <", SamplingParams(max_tokens=20))
    prediction = reference.token_ids[:10] + [5, 6, 7]
    run = engine.start("x = <", SamplingParams(max_tokens=20), SpeculationConfig(method="prediction"), prediction)
    for _ in run:
        pass
    assert run.accepted_mask[:10] == [True] * 10 and not all(run.accepted_mask)
    page = token_view_html(engine.tokenizer, run.output_ids, run.accepted_mask, title="t<1>")
    assert page.count('class="acc"') >= 1 and page.count('class="gen"') >= 1 and "t&lt;1&gt;" in page


@pytest.mark.parametrize("family", ["llama", "qwen2", "gpt2"])
def test_teacher_forced_first_error_is_where_greedy_decoding_leaves_the_reference(family):
    base = cached_engine(family)
    task = tasks(1)[0]
    prompt, answer = answer_ids(base, task, "plain")
    greedy = base.generate(prompt, SamplingParams(max_tokens=len(answer), ignore_eos=True),
                           SpeculationConfig(method="none")).token_ids
    # a reference that agrees with the model's greedy answer for a while, then differs
    for reference in (answer, greedy[:7] + answer[7:]):
        reference_task = Task("r", "python", "r.py", ORIGINAL, UPDATE, base.tokenizer.decode(reference))
        _, reference_ids = answer_ids(base, reference_task, "plain")
        expected = next((i for i, (g, a) in enumerate(zip(greedy, reference_ids)) if g != a), None)
        score = forced_score(base, reference_task)
        assert score.answer_tokens == len(reference_ids) and score.first_error == expected
        assert score.exact == (score.errors == 0) and (score.errors > 0) == (expected is not None)


def test_teacher_forced_eval_records_and_report(tmp_path):
    base = cached_engine("llama")
    short = Engine(base.model, base.tokenizer, max_context=40)
    records = [forced_record(base, task) for task in tasks(2)] + [forced_record(short, tasks(1)[0])]
    assert [record["too_long"] for record in records] == [False, False, True]
    assert records[0]["errors"] == forced_score(base, tasks(1)[0]).errors
    report = forced_report(records, "forced")
    assert "3 tasks, 2 fit the model's context" in report
    assert f"| 2 | {2 * records[0]['exact']} | {2 * records[0]['answer_tokens']} | {2 * records[0]['errors']} |" in report


def test_eval_cli_teacher_forced(tmp_path, tiny_model_dir, capsys):
    write_tasks(tmp_path / "tasks.jsonl", tasks(2))
    out = tmp_path / "forced.jsonl"
    argv = ["eval", str(tmp_path / "tasks.jsonl"), "--model", str(tiny_model_dir), "--teacher-forced",
            "--out", str(out), "--report", str(tmp_path / "forced.md")]
    assert main(argv) == 0
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [record["id"] for record in records] == ["t0", "t1"] and all("errors" in record for record in records)
    assert "Teacher-forced errors" in capsys.readouterr().out and (tmp_path / "forced.md").exists()
    assert main([*argv, "--engine", "merge"]) == 2  # scores a model only


def test_bench_cli_report_names_the_machine(tmp_path, tiny_model_dir, capsys):
    write_tasks(tmp_path / "tasks.jsonl", tasks(1))
    assert main(["bench", "--model", str(tiny_model_dir), "--tasks", str(tmp_path / "tasks.jsonl"), "--limit", "1",
                 "--methods", "plain,prediction", "--threads", "1", "--out", str(tmp_path / "b.jsonl"),
                 "--report", str(tmp_path / "b.md")]) == 0
    report = (tmp_path / "b.md").read_text()
    assert "| prediction |" in report and f"Model {tiny_model_dir}." in report
    assert "torch threads: 1" in report and "transformers " in report and "device cpu" in report
    assert [json.loads(line)["method"] for line in (tmp_path / "b.jsonl").read_text().splitlines()] == \
        ["plain", "prediction"]
