"""Which extra a command needs, the one line that names it, and extras spelled the same everywhere.

The finder is passed in: "not installed" is a finder that finds nothing, so these run on the full test
install. tests/test_core_install.py runs the same checks in a real install without the extras.
"""

from __future__ import annotations

import importlib.util
import re
import tomllib
from pathlib import Path

import pytest

from fastapply.cli import build_parser
from fastapply.extras import EXTRAS, MissingExtra, check_extras, missing_extra_message, require

ROOT = Path(__file__).resolve().parents[1]
HF = "needs the HF engine: pip install 'fastapply[hf]'"
LLAMA = "needs the llama.cpp backend: pip install 'fastapply[llama]'"


def nothing(name: str):
    return None


def only(*installed: str):
    return lambda name: importlib.util.find_spec("json") if name in installed else None


def args(*argv: str):
    return build_parser().parse_args(list(argv))


@pytest.mark.parametrize("argv, message", [
    (("generate", "--model", "m", "--prompt", "x"), f"fastapply generate {HF}"),
    (("generate", "--model", "M.GGUF", "--prompt", "x"), f"fastapply generate with a GGUF model {LLAMA}"),
    (("generate", "--model", "m", "--backend", "llama.cpp", "--prompt", "x"),
     f"fastapply generate with a GGUF model {LLAMA}"),
    (("apply", "a.py", "--edit", "e.py", "--model", "m"), f"fastapply apply with a model {HF}"),
    (("serve", "--model", "m"), f"fastapply serve with a model {HF}"),
    (("serve", "--model", "m.gguf"), f"fastapply serve with a GGUF model {LLAMA}"),
    (("mcp", "--model", "m"), f"fastapply mcp with a model {HF}"),
    (("eval", "t.jsonl", "--model", "m"), f"fastapply eval with a model {HF}"),
    (("bench", "--model", "m", "--tasks", "t.jsonl"), f"fastapply bench {HF}"),
    (("train", "--data", "t.jsonl", "--out", "runs/x"), f"fastapply train {HF}"),
])
def test_a_model_without_its_extra_is_one_line_naming_it(argv, message):
    with pytest.raises(MissingExtra) as caught:
        check_extras(args(*argv), find=nothing)
    assert str(caught.value) == message


@pytest.mark.parametrize("argv", [
    ("apply", "a.py", "--edit", "e.py"), ("apply", "a.py", "--edit", "e.py", "--engine", "merge"),
    ("serve", "--apply-engine", "merge"), ("mcp",), ("mcp", "--server-url", "http://127.0.0.1:8000"),
    ("eval", "t.jsonl", "--engine", "merge"), ("data", "check", "t.jsonl"),
], ids=lambda argv: " ".join(argv))
def test_the_merge_needs_no_extra(argv):
    check_extras(args(*argv), find=nothing)


def test_a_gguf_with_llama_cpp_but_no_torch_names_the_hf_extra():
    with pytest.raises(MissingExtra, match=re.escape(f"fastapply serve with a model {HF}")) as caught:
        check_extras(args("serve", "--model", "m.gguf"), find=only("llama_cpp"))
    assert caught.value.name == "torch"


def test_lora_also_needs_peft():
    finetune = ("finetune", "--base", "m", "--data", "t.jsonl", "--out", "o")
    check_extras(args(*finetune), find=only(*EXTRAS["hf"].modules))
    message = "fastapply finetune --lora needs peft: pip install 'fastapply[train]'"
    with pytest.raises(MissingExtra, match=re.escape(message)):
        check_extras(args(*finetune, "--lora"), find=only(*EXTRAS["hf"].modules))


def test_installed_extras_pass():
    require("hf", "the tests", find=only(*EXTRAS["hf"].modules))


def test_a_module_found_missing_later_names_its_extra():
    assert missing_extra_message("bench", ModuleNotFoundError(name="matplotlib.pyplot")) == (
        "fastapply bench needs matplotlib (matplotlib.pyplot is missing): pip install 'fastapply[bench]'")
    assert missing_extra_message("apply", ModuleNotFoundError(name="torch")) == (
        "fastapply apply needs the HF engine (torch is missing): pip install 'fastapply[hf]'")
    assert missing_extra_message("apply", ModuleNotFoundError(name="no_such_module")) is None


def project() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def requirement_names(requirements: list[str]) -> set[str]:
    return {re.match(r"[A-Za-z0-9_.-]+", requirement).group(0).lower() for requirement in requirements}


def test_the_core_install_has_no_model_stack():
    core = requirement_names(project()["dependencies"])
    heavy = {"torch", "transformers", "tokenizers", "safetensors", "numpy", "llama-cpp-python", "ray", "scipy"}
    assert not core & heavy, core & heavy
    assert {"mcp", "fastapi", "uvicorn", "tree-sitter"} <= core  # the MCP server and the merge-only server
    extras = project()["optional-dependencies"]
    assert {"torch", "transformers"} <= requirement_names(extras["hf"])
    assert "fastapply[hf]" in extras["test"] and "fastapply[hf]" in extras["llama"]


def test_every_extra_named_exists():
    """`fastapply[NAME]` in the README, docs, code and tests, and each extra an error names, is in pyproject."""
    declared = set(project()["optional-dependencies"])
    assert set(EXTRAS) <= declared
    paths = [ROOT / "README.md", ROOT / ".ci" / "run", *(ROOT / "docs").rglob("*.md"), *(ROOT / "src").rglob("*.py"),
             *(ROOT / "tests").glob("*.py"), *(ROOT / "scripts").glob("*")]
    extra = re.compile(r"fastapply\[([a-z][a-z0-9_-]*)\]")
    named = {(path.relative_to(ROOT), name) for path in paths if path.is_file()
             for name in extra.findall(path.read_text(encoding="utf-8", errors="replace"))}
    unknown = sorted(f"{path}: fastapply[{name}]" for path, name in named if name not in declared)
    assert not unknown, unknown
