"""`pip install fastapply` without extras, in a fresh venv: no torch, no transformers, and the merge,
the MCP server and the merge-only HTTP server work from it; a model command names the extra it needs.

One venv for the module (about a minute on 2 cores with pip's cache warm); the project is copied first,
so that the build leaves nothing in the work tree.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import anyio
import httpx
import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

from fastapply.apply.api import apply_edit

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("torch", "transformers", "numpy", "tokenizers", "safetensors", "scipy", "llama_cpp", "ray")
ORIGINAL = "def f():\n    return 1\n\n\ndef g():\n    return 2\n"
SNIPPET = "# ... existing code ...\ndef g():\n    return 3\n"
MERGED = "def f():\n    return 1\n\n\ndef g():\n    return 3\n"


class CoreInstall:
    def __init__(self, venv: Path) -> None:
        self.bin = venv / ("Scripts" if os.name == "nt" else "bin")
        self.python = self.bin / "python"
        self.fastapply = self.bin / "fastapply"
        # the venv's own packages only: not this checkout's src/ through PYTHONPATH
        self.env = {name: value for name, value in os.environ.items() if name not in ("PYTHONPATH", "PYTHONHOME")}

    def run(self, *argv, timeout: float = 300, **kwargs) -> subprocess.CompletedProcess:
        return subprocess.run([str(arg) for arg in argv], capture_output=True, text=True, env=self.env,
                              timeout=timeout, **kwargs)


@pytest.fixture(scope="module")
def core(tmp_path_factory) -> CoreInstall:
    base = tmp_path_factory.mktemp("core-install")
    source = base / "fastapply"
    shutil.copytree(ROOT / "src", source / "src",
                    ignore=shutil.ignore_patterns("__pycache__", "*.egg-info", "default-model"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    subprocess.run([sys.executable, "-m", "venv", str(base / "venv")], check=True, timeout=300)
    install = CoreInstall(base / "venv")
    done = install.run(install.python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", source,
                       timeout=900)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return install


def test_no_model_stack_is_installed(core):
    probe = f"import importlib.util, json; print(json.dumps([n for n in {HEAVY!r} if importlib.util.find_spec(n)]))"
    done = core.run(core.python, "-c", probe)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == []
    for module in ("torch", "transformers"):
        assert core.run(core.python, "-c", f"import {module}").returncode != 0


def test_apply_edits_the_bundled_example(core, tmp_path):
    done = core.run(core.python, "-c", "from fastapply.defaults import EXAMPLE_DIR; print(EXAMPLE_DIR)")
    example = Path(done.stdout.strip())
    target = tmp_path / "inventory.py"
    shutil.copy2(example / "inventory.py", target)
    done = core.run(core.fastapply, "apply", target, "--edit", example / "edit.py", "--in-place")
    assert done.returncode == 0, done.stderr
    expected = apply_edit((example / "inventory.py").read_text(), (example / "edit.py").read_text(), engine="merge")
    assert target.read_text() == expected.text != (example / "inventory.py").read_text()


def test_mcp_edit_file_writes_the_merge(core, tmp_path):
    (tmp_path / "app.py").write_text(ORIGINAL)

    async def scenario():
        params = StdioServerParameters(command=str(core.fastapply), args=["mcp", "--root", str(tmp_path)],
                                       cwd=tmp_path, env=core.env)
        async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            arguments = {"target_file": "app.py", "instructions": "g returns 3", "code_edit": SNIPPET}
            return await session.call_tool("edit_file", arguments)

    result = anyio.run(scenario)
    text = "".join(part.text for part in result.content)
    assert not result.is_error, text
    assert (tmp_path / "app.py").read_text() == MERGED


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_the_merge_only_server_answers_code_apply(core, tmp_path):
    port = free_port()
    log = tmp_path / "server.log"
    with log.open("wb") as sink:
        server = subprocess.Popen([str(core.fastapply), "serve", "--apply-engine", "merge", "--port", str(port),
                                   "--log-level", "warning"], stdout=sink, stderr=subprocess.STDOUT, env=core.env)
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 120
        while True:
            assert server.poll() is None, log.read_text()
            assert time.monotonic() < deadline, log.read_text()
            try:
                if httpx.get(f"{base}/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.2)
        answer = httpx.post(f"{base}/v1/code/apply", json={"initialCode": ORIGINAL, "editSnippet": SNIPPET},
                            timeout=60)
        assert answer.status_code == 200, answer.text
        assert answer.json()["mergedCode"] == MERGED
    finally:
        server.terminate()
        server.wait(30)


@pytest.mark.parametrize("argv, message", [
    (("generate", "--model", "m", "--prompt", "x"),
     "fastapply generate needs the HF engine: pip install 'fastapply[hf]'"),
    (("serve", "--model", "m.gguf"),
     "fastapply serve with a GGUF model needs the llama.cpp backend: pip install 'fastapply[llama]'"),
    (("apply", "a.py", "--edit", "e.py", "--model", "m"),
     "fastapply apply with a model needs the HF engine: pip install 'fastapply[hf]'"),
], ids=("generate", "serve-gguf", "apply-model"))
def test_a_model_command_names_its_extra_in_one_line(core, argv, message):
    done = core.run(core.fastapply, *argv)
    assert (done.returncode, done.stderr) == (2, f"fastapply: error: {message}\n")


def test_the_library_names_the_extra_for_the_engine(core):
    done = core.run(core.python, "-c", "import fastapply\ntry:\n    fastapply.Engine\nexcept ImportError as e:\n"
                                       "    print(e)")
    assert done.stdout == "fastapply.Engine needs the HF engine: pip install 'fastapply[hf]'\n", done.stderr
