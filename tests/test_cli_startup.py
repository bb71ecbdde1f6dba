"""The command line as a user meets it: help in plain words, --version, clear errors, a quiet
closed pipe, and no torch or transformers loaded when no model is involved."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

import fastapply

HEAVY = ("torch", "transformers")


def cli(*argv, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "fastapply.cli", *map(str, argv)], capture_output=True, text=True,
                          timeout=120, **kwargs)


def test_help_describes_the_tool_in_user_words():
    done = cli("--help")
    assert done.returncode == 0
    assert "Apply lazy edit snippets" in done.stdout and "typed configs" not in done.stdout


def test_version():
    done = cli("--version")
    assert done.returncode == 0 and done.stdout.strip() == f"fastapply {fastapply.__version__}"


@pytest.mark.parametrize("command", ["apply", "bench", "eval"])
def test_help_promises_no_bundled_model(command):
    done = cli(command, "--help")
    assert done.returncode == 0 and "bundled" not in done.stdout


def test_engine_model_without_a_model_is_a_clear_error(tmp_path):
    (tmp_path / "a.py").write_text("x = 1\n")
    (tmp_path / "e.py").write_text("x = 2\n")
    done = cli("apply", tmp_path / "a.py", "--edit", tmp_path / "e.py", "--engine", "model")
    assert done.returncode == 2
    assert "--engine model needs --model" in done.stderr
    assert "engine='" not in done.stderr and "Traceback" not in done.stderr


def test_a_closed_pipe_ends_quietly(tmp_path):
    """`fastapply apply ... --diff | head -1`: no BrokenPipeError traceback. The reader is gone before the
    first write (a reader closing mid-write can let a blocked write end short instead of failing)."""
    (tmp_path / "a.py").write_text("".join(f"value_{i:05d} = {i}\n" for i in range(1000)))
    (tmp_path / "e.py").write_text("".join(f"value_{i:05d} = {i + 1}\n" for i in range(1000)))
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run([sys.executable, "-m", "fastapply.cli", "apply", str(tmp_path / "a.py"), "--edit",
                               str(tmp_path / "e.py"), "--diff"], stdout=write_end, stderr=subprocess.PIPE,
                              text=True, timeout=120)
    finally:
        os.close(write_end)
    assert done.returncode == 141, done.stderr
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr


PROBE = """
import json, sys
from fastapply.cli import main
try:
    code = main(sys.argv[1:])
except SystemExit as stop:
    code = stop.code
print(json.dumps({"code": code, "loaded": [name for name in %r if name in sys.modules]}), file=sys.stderr)
""" % (HEAVY,)


@pytest.mark.parametrize("argv", [["--help"], ["--version"], ["apply", "{a}", "--edit", "{e}", "--engine", "merge"],
                                  ["apply", "{a}", "--edit", "{e}", "--in-place"]],
                         ids=["help", "version", "apply-merge", "apply-auto-in-place"])
def test_no_model_means_no_torch_or_transformers(tmp_path, argv):
    """The structural reason these commands start fast: the heavy libraries are never imported."""
    (tmp_path / "a.py").write_text("def f():\n    return 1\n\n\ndef g():\n    return 2\n")
    (tmp_path / "e.py").write_text("# ... existing code ...\ndef g():\n    return 3\n")  # an exact merge
    argv = [arg.format(a=tmp_path / "a.py", e=tmp_path / "e.py") for arg in argv]
    done = subprocess.run([sys.executable, "-c", PROBE, *argv], capture_output=True, text=True, timeout=120)
    report = json.loads(done.stderr.strip().splitlines()[-1])
    assert report == {"code": 0, "loaded": []}, done.stderr


def test_the_public_names_still_import():
    from fastapply import Engine, SamplingParams, SpeculationConfig, apply_edit

    assert Engine.__name__ == "Engine" and callable(apply_edit)
    assert SamplingParams().greedy and SpeculationConfig().method == "none"
