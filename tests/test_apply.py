"""apply_edit and `fastapply apply`: lossless model apply, merge engine, safe file handling."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import cached_engine
from fastapply.apply.api import ApplyError, ContextError, apply_edit
from fastapply.apply.templates import get_template
from fastapply.cli import main
from fastapply.defaults import EXAMPLE_DIR
from fastapply.engine import Engine

ORIGINAL = "def greet(name):\n    return 'hi ' + name\n\n\ndef main():\n    print(greet('bob'))\n"
UPDATE = "def greet(name):\n    return 'hello ' + name\n\n\ndef main():\n    # ... existing code ...\n"
EXPECTED = ORIGINAL.replace("'hi '", "'hello '")


def engine_that_stops(family: str) -> Engine:
    """A tiny random model whose EOS is a token it emits early in its answer, so answers end."""
    base = cached_engine(family)
    prompt = get_template("plain").render(ORIGINAL, UPDATE)
    answer = base.generate(prompt, max_tokens_or_default(40)).token_ids
    engine = Engine(base.model, base.tokenizer)
    engine.eos_ids = frozenset({answer[30]})
    return engine


def max_tokens_or_default(n):
    from fastapply.config import SamplingParams

    return SamplingParams(max_tokens=n)


def test_merge_engine_applies_without_a_model():
    result = apply_edit(ORIGINAL, UPDATE, engine="merge")
    assert (result.text, result.method, result.merge_confidence, result.changed) == (EXPECTED, "merge", "exact", True)


@pytest.mark.parametrize("family", ["llama", "gpt2"])
@pytest.mark.parametrize("draft", ["merge", "original"])
def test_model_apply_is_lossless(family, draft):
    engine = engine_that_stops(family)
    plain = apply_edit(ORIGINAL, UPDATE, model=engine, speculate=False)
    fast = apply_edit(ORIGINAL, UPDATE, model=engine, draft=draft)
    assert fast.text == plain.text and fast.method == "model" and fast.draft == draft
    assert fast.token_ids == plain.token_ids
    assert fast.stats.target_forwards <= plain.stats.target_forwards


def test_model_answer_cut_off_is_an_error():
    with pytest.raises(ApplyError, match="cut off"):
        apply_edit(ORIGINAL, UPDATE, model=cached_engine("qwen2"), max_tokens=5)


def test_file_too_long_for_the_model_is_a_clear_error():
    base = cached_engine("qwen2")
    short = Engine(base.model, base.tokenizer, max_context=60)
    with pytest.raises(ContextError, match="too long for the model"):
        apply_edit(ORIGINAL, UPDATE, model=short, engine="auto")


def test_auto_falls_back_to_a_sure_merge_when_the_file_is_too_long_for_the_bundled_model(monkeypatch,
                                                                                          tiny_model_dir):
    monkeypatch.setattr("fastapply.apply.api.default_model", lambda: str(tiny_model_dir))  # stands in for it
    functions = "".join(f"def step_{i}(value):\n    return value * {i} + {i % 7}\n\n\n" for i in range(200))
    original = functions + "def main():\n    print(step_1(2))\n"
    update = "# ... existing code ...\ndef main():\n    print(step_2(3))\n"
    result = apply_edit(original, update)
    assert result.method == "merge" and result.text == original.replace("step_1(2)", "step_2(3)")
    assert any("without the bundled model" in reason for reason in result.merge_reasons)
    with pytest.raises(ContextError):  # a model the user names is never silently replaced
        apply_edit(original, update, model=str(tiny_model_dir))


def test_snippet_that_does_not_fit_is_an_error():
    with pytest.raises(ApplyError, match="does not fit"):
        apply_edit(ORIGINAL, "# ... existing code ...\nclass Unrelated:\n    zzz = 1\n# ... existing code ...\n"
                   "def nowhere():\n    pass\n# ... existing code ...\n", engine="merge")


# --- the CLI -------------------------------------------------------------------------------
def cli(capsys, *argv) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture
def project(tmp_path) -> tuple[Path, Path]:
    source = tmp_path / "app.py"
    source.write_bytes(ORIGINAL.replace("\n", "\r\n").encode())
    snippet = tmp_path / "edit.py"
    snippet.write_text(UPDATE, encoding="utf-8")
    return source, snippet


def test_cli_prints_diff_by_default_and_writes_nothing(project, capsys):
    source, snippet = project
    before = source.read_bytes()
    code, out, _ = cli(capsys, "apply", source, "--edit", snippet, "--engine", "merge")
    assert code == 0 and "-    return 'hi ' + name" in out and "+    return 'hello ' + name" in out
    assert source.read_bytes() == before


def test_cli_in_place_keeps_crlf(project, capsys):
    source, snippet = project
    code, _, _ = cli(capsys, "apply", source, "--edit", snippet, "--engine", "merge", "--in-place")
    assert code == 0 and source.read_bytes() == EXPECTED.replace("\n", "\r\n").encode()


def test_cli_stdin_snippet_and_output_file(project, capsys, monkeypatch, tmp_path):
    import io
    import sys

    source, _ = project
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(UPDATE.encode())))
    code, _, _ = cli(capsys, "apply", source, "--edit", "-", "--engine", "merge", "-o", tmp_path / "new.py")
    assert code == 0 and (tmp_path / "new.py").read_bytes() == EXPECTED.replace("\n", "\r\n").encode()


def test_cli_check_exit_codes(project, capsys, tmp_path):
    source, snippet = project
    before = source.read_bytes()
    assert cli(capsys, "apply", source, "--edit", snippet, "--engine", "merge", "--check")[0] == 0
    bad = tmp_path / "bad.py"
    bad.write_text("# ... existing code ...\nclass Nope:\n    pass\n# ... existing code ...\ndef x():\n    y\n"
                   "# ... existing code ...\n", encoding="utf-8")
    code, out, err = cli(capsys, "apply", source, "--edit", bad, "--engine", "merge", "--check", "--json")
    assert code == 1 and json.loads(out)["applied"] is False and "does not apply" in err
    assert source.read_bytes() == before


@pytest.mark.parametrize("content, message", [(b"\x00\x01binary", "binary"), ("café".encode("latin-1"), "UTF-8")])
def test_cli_refuses_undecodable_files(tmp_path, capsys, content, message):
    source = tmp_path / "data.py"
    source.write_bytes(content)
    snippet = tmp_path / "edit.py"
    snippet.write_text(UPDATE, encoding="utf-8")
    code, _, err = cli(capsys, "apply", source, "--edit", snippet, "--engine", "merge", "--in-place")
    assert code == 2 and message in err and source.read_bytes() == content


def test_cli_empty_snippet(project, capsys, tmp_path):
    source, _ = project
    empty = tmp_path / "empty.py"
    empty.write_text("  \n", encoding="utf-8")
    code, _, err = cli(capsys, "apply", source, "--edit", empty, "--engine", "merge")
    assert code == 2 and "empty" in err


def test_cli_failed_generation_leaves_file_untouched(project, capsys, tiny_model_dir):
    """The tiny random model never ends its answer: the apply fails and the file is unchanged."""
    source, snippet = project
    before = source.read_bytes()
    code, _, err = cli(capsys, "apply", source, "--edit", snippet, "--model", tiny_model_dir, "--engine", "model",
                       "--in-place")
    assert code == 1 and "cut off" in err and source.read_bytes() == before
    assert sorted(p.name for p in source.parent.iterdir()) == ["app.py", "edit.py"]


def test_cli_interrupted_generation_leaves_file_untouched(project, capsys, tiny_model_dir, monkeypatch):
    from fastapply.engine import Generation

    source, snippet = project
    before = source.read_bytes()
    calls = {"n": 0}
    original_step = Generation._step

    def interrupted_step(self):
        calls["n"] += 1
        if calls["n"] == 3:
            raise KeyboardInterrupt
        return original_step(self)

    monkeypatch.setattr(Generation, "_step", interrupted_step)
    code, _, err = cli(capsys, "apply", source, "--edit", snippet, "--model", tiny_model_dir, "--in-place")
    assert code == 130 and source.read_bytes() == before


def test_bundled_example_applies_with_merge(capsys):
    code, out, err = cli(capsys, "apply", EXAMPLE_DIR / "inventory.py", "--edit", EXAMPLE_DIR / "edit.py",
                         "--engine", "merge")
    assert code == 0 and "+    def cheapest(self) -> Item | None:" in out
    assert "applied with the deterministic merge (exact)" in err


def test_cli_refuses_an_ambiguous_merge_unless_allowed(tmp_path, capsys):
    source = tmp_path / "twin.py"
    original = "def a():\n    total = 0\n    return total\n\n\ndef b():\n    total = 0\n    return total\n"
    source.write_text(original, encoding="utf-8")
    snippet = tmp_path / "edit.py"
    snippet.write_text("# ... existing code ...\n    total = 0\n    total += 1\n# ... existing code ...\n",
                       encoding="utf-8")
    code, out, err = cli(capsys, "apply", source, "--edit", snippet, "--engine", "merge", "--in-place", "--json")
    assert code == 1 and "ambiguous" in err and json.loads(out)["applied"] is False
    assert source.read_text(encoding="utf-8") == original  # nothing written
    code, _, err = cli(capsys, "apply", source, "--edit", snippet, "--engine", "merge", "--in-place",
                       "--allow-ambiguous")
    assert code == 0 and "warning: merge was ambiguous" in err
    assert source.read_text(encoding="utf-8") != original
