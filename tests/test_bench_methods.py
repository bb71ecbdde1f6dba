"""`fastapply bench`'s methods: lookup peers at several draft lengths, the merge as the draft, a model's own
prompt format, the text compared with plain decoding's, and the ratio against a peer at its best."""

from __future__ import annotations

import pytest
from conftest import cached_engine

from fastapply.bench.engine_bench import BenchConfig, bench_template, method_base, ratio_between, run_bench
from fastapply.bench.report import bench_report
from fastapply.data.tasks import Task

ORIGINAL = "def add(a, b):\n    return a + b\n\n\ndef sub(a, b):\n    return a - b\n"
FINAL = ORIGINAL.replace("a + b", "b + a")
UPDATE = "def add(a, b):\n    return b + a\n\n\n# ... existing code ...\n"
FORMAT = "<|original|>\n{original}<|update|>\n{update}<|final|>\n"


def test_lookup_methods_take_a_draft_length():
    assert method_base("llamacpp_prompt_lookup:32") == ("llamacpp_prompt_lookup", 32)
    assert method_base("prediction") == ("prediction", None)
    BenchConfig(methods=("plain", "hf_prompt_lookup:4", "llamacpp_prompt_lookup:32", "apply_merge"))
    for bad in ("plain:3", "hf_prompt_lookup:0", "hf_prompt_lookup:x", "nope"):
        with pytest.raises(ValueError, match="unknown methods"):
            BenchConfig(methods=("plain", bad))


def test_a_format_string_is_a_plain_template():
    template = bench_template(FORMAT)
    assert template.render("a\n", "b\n") == "<|original|>\na\n<|update|>\nb\n<|final|>\n"
    assert bench_template("plain").name == "plain"


def test_ratio_against_the_faster_peer_per_task():
    records = [{"task": task, "method": method, "seconds": seconds} for task, method, seconds in (
        ("a", "mine", 1.0), ("a", "x", 3.0), ("a", "y", 2.0), ("b", "mine", 1.0), ("b", "x", 4.0), ("b", "y", 8.0))]
    assert ratio_between(records, "mine", "x") == 3.5
    assert ratio_between(records, "mine", ("x", "y")) == 3.0  # 2 on a, 4 on b


def test_records_compare_tokens_and_text_with_plain():
    engine = cached_engine("llama")
    tasks = [Task(f"t{i}", "python", "m.py", ORIGINAL, UPDATE, FINAL, {}) for i in range(2)]
    config = BenchConfig(methods=("plain", "prediction", "apply_merge", "hf_prompt_lookup", "hf_prompt_lookup:4"),
                         template=FORMAT, max_new_tokens=24)
    records = list(run_bench(engine, tasks, config))
    assert [r["method"] for r in records[:5]] == list(config.methods)  # interleaved task by task
    assert all(r["equals_plain"] and r["text_equals_plain"] for r in records)
    assert records[0]["prompt_tokens"] == len(engine.encode(FORMAT.format(original=ORIGINAL, update=UPDATE), False))
    report = bench_report(records)
    assert "text identical to plain" in report
    assert "the faster of hf_prompt_lookup, hf_prompt_lookup:4 per task / apply_merge" in report
