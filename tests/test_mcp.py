"""`fastapply mcp`, driven by the official SDK's own client over stdio: a real server subprocess, the
roots a client grants, edits written or refused (with the file's bytes unchanged), and bad arguments."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from contextlib import asynccontextmanager
from pathlib import Path

import anyio
import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.types import ListRootsResult, Root
from test_server import Server
from test_server_apply import AMBIGUOUS, MERGED, ORIGINAL, SNIPPET, SQL_READ_AS_RUBY, UNPLACEABLE

ENV = {"PYTHONPATH": os.pathsep.join(os.path.abspath(path) for path in os.environ["PYTHONPATH"].split(os.pathsep))} \
    if os.environ.get("PYTHONPATH") else {}  # the SDK passes a clean env; the server starts in another folder


@asynccontextmanager
async def mcp_client(*args: str, cwd: Path, roots: list[Path] | None = None, errlog=None, python=(),
                     command: tuple[str, ...] = ("-m", "fastapply.cli", "mcp"), env: dict[str, str] = ENV):
    """A ClientSession on `fastapply mcp ARGS` (or ``python COMMAND ARGS``) started in ``cwd``; ``roots``: what
    the client grants."""
    async def list_roots(context) -> ListRootsResult:
        return ListRootsResult(roots=[Root(uri=folder.resolve().as_uri()) for folder in roots])

    params = StdioServerParameters(command=sys.executable, args=[*python, *command, *args], cwd=cwd, env=env)
    async with stdio_client(params, errlog=errlog or sys.stderr) as (read, write):
        async with ClientSession(read, write, list_roots_callback=list_roots if roots is not None else None) as session:
            await session.initialize()
            yield session


async def edit(session: ClientSession, target: str | Path, code_edit: str, **extra):
    arguments = {"target_file": str(target), "instructions": "I am changing g.", "code_edit": code_edit, **extra}
    result = await session.call_tool("edit_file", arguments)
    return result.is_error, "".join(part.text for part in result.content)


def run(scenario) -> None:
    anyio.run(scenario)


def test_tool_listing_and_a_right_edit_written(tmp_path):
    (tmp_path / "app.py").write_text(ORIGINAL)

    async def scenario():
        async with mcp_client(cwd=tmp_path, roots=[tmp_path]) as session:
            tools = (await session.list_tools()).tools
            assert [tool.name for tool in tools] == ["edit_file"]
            schema = tools[0].input_schema
            assert set(schema["properties"]) == {"target_file", "instructions", "code_edit", "preview"}
            assert set(schema["required"]) == {"target_file", "instructions", "code_edit"}
            assert "existing code" in tools[0].description
            failed, text = await edit(session, "app.py", SNIPPET)  # relative: from the client's root
            assert not failed, text
            assert "-    return 2\n+    return 3\n" in text and text.startswith("Edited app.py")
            assert (tmp_path / "app.py").read_text() == MERGED
            failed, text = await edit(session, tmp_path / "app.py", SNIPPET)  # absolute; applies again: no change
            assert not failed and text.startswith("No change"), text

    run(scenario)


def test_ambiguous_edit_is_refused_and_nothing_is_written(tmp_path):
    original, snippet = AMBIGUOUS
    target = tmp_path / "both.py"
    target.write_bytes(original.encode())
    before = target.stat()

    async def scenario():
        async with mcp_client(cwd=tmp_path) as session:  # no client roots: the working directory
            failed, text = await edit(session, "both.py", snippet)
            assert failed, text
            assert "ambiguous" in text and "unchanged lines from just above and just below" in text, text
            failed, text = await edit(session, "both.py", "# ... existing code ...\nzzz_nowhere = 1\n"
                                                          "# ... existing code ...\n")
            assert failed and "does not apply" in text and "existing code" in text, text

    run(scenario)
    assert target.read_bytes() == original.encode()
    assert (target.stat().st_ino, target.stat().st_mtime_ns) == (before.st_ino, before.st_mtime_ns)


def test_the_files_name_gives_its_language(tmp_path):
    original, snippet, merged = SQL_READ_AS_RUBY  # (text Ruby's grammar parses cleanly: guessed, it is Ruby)
    (tmp_path / "schema.sql").write_text(original)
    (tmp_path / "schema.txt").write_text(original)

    async def scenario():
        async with mcp_client(cwd=tmp_path) as session:
            failed, text = await edit(session, "schema.sql", snippet)
            assert not failed, text
            failed, text = await edit(session, "schema.txt", snippet)  # (no name to go by: guessed, and refused)
            assert failed and "ambiguous" in text, text

    run(scenario)
    assert (tmp_path / "schema.sql").read_text() == merged and (tmp_path / "schema.txt").read_text() == original


def test_paths_outside_the_roots_are_refused(tmp_path):
    inside, outside, other = tmp_path / "inside", tmp_path / "outside", tmp_path / "other"
    for folder in (inside, outside, other):
        folder.mkdir()
        (folder / "app.py").write_text(ORIGINAL)
    (inside / "link.py").symlink_to(outside / "app.py")
    (inside / "linked-dir").symlink_to(outside)

    async def scenario():
        attempts = [outside / "app.py", "../outside/app.py", "link.py", "linked-dir/app.py", "linked-dir/new.py",
                    str(inside) + "/../outside/app.py"]
        async with mcp_client(cwd=other, roots=[inside]) as session:  # the client's root, not the cwd
            for target in attempts:
                failed, text = await edit(session, target, SNIPPET)
                assert failed and "outside the folders this server may edit" in text, (target, text)
            failed, text = await edit(session, other / "app.py", SNIPPET)
            assert failed and "outside" in text, text
        async with mcp_client("--root", str(inside), cwd=other, roots=[outside]) as session:  # both must hold
            failed, text = await edit(session, outside / "app.py", SNIPPET)
            assert failed and "outside" in text, text
        async with mcp_client("--root", str(inside), cwd=other) as session:  # --root alone
            for target in attempts:
                failed, text = await edit(session, target, SNIPPET)
                assert failed and "outside" in text, (target, text)
            failed, text = await edit(session, "app.py", SNIPPET)  # relative to --root
            assert not failed, text
        async with mcp_client(cwd=Path("/")) as session:  # started in "/" (as some clients do), no roots
            failed, text = await edit(session, outside / "app.py", SNIPPET)
            assert failed and "--root" in text, text

    run(scenario)
    assert [(folder / "app.py").read_text() for folder in (outside, other)] == [ORIGINAL, ORIGINAL]
    assert (inside / "app.py").read_text() == MERGED and not (outside / "new.py").exists()


def test_bad_arguments_are_tool_errors(tmp_path):
    (tmp_path / "app.py").write_text(ORIGINAL)
    (tmp_path / "data.bin").write_bytes(b"\0\1\2")
    (tmp_path / "folder").mkdir()

    async def scenario():
        async with mcp_client(cwd=tmp_path) as session:
            calls = [({"target_file": "app.py", "instructions": "x"}, "code_edit"),
                     ({"target_file": 7, "instructions": "x", "code_edit": SNIPPET}, "target_file"),
                     ({"target_file": "app.py", "instructions": "x", "code_edit": SNIPPET, "preview": "maybe"},
                      "preview"),
                     ({"target_file": "app.py", "instructions": "x", "code_edit": " \n"}, "code_edit is empty"),
                     ({"target_file": "", "instructions": "x", "code_edit": SNIPPET}, "target_file is empty"),
                     ({"target_file": "data.bin", "instructions": "x", "code_edit": SNIPPET}, "binary"),
                     ({"target_file": "folder", "instructions": "x", "code_edit": SNIPPET}, "folder")]
            for arguments, expected in calls:
                result = await session.call_tool("edit_file", arguments)
                text = "".join(part.text for part in result.content)
                assert result.is_error and expected in text, (arguments, text)
            result = await session.call_tool("no_such_tool", {})
            assert result.is_error

    run(scenario)
    assert (tmp_path / "app.py").read_text() == ORIGINAL and (tmp_path / "data.bin").read_bytes() == b"\0\1\2"


def test_preview_writes_nothing_and_new_files_need_no_markers(tmp_path):
    target = tmp_path / "app.py"
    target.write_text(ORIGINAL)
    before = target.stat()

    async def scenario():
        async with mcp_client(cwd=tmp_path, roots=[tmp_path]) as session:
            failed, text = await edit(session, "app.py", SNIPPET, preview=True)
            assert not failed and "nothing written" in text and "+    return 3\n" in text, text
            failed, text = await edit(session, "pkg/new.py", "def h():\n    return 4", preview=True)
            assert not failed and "--- /dev/null" in text and "+def h():" in text, text
            assert not (tmp_path / "pkg").exists()
            failed, text = await edit(session, "pkg/new.py", "# ... existing code ...\ndef h():\n    return 4\n")
            assert failed and "does not exist" in text and "without" in text, text
            assert not (tmp_path / "pkg" / "new.py").exists()
            failed, text = await edit(session, "pkg/new.py", "def h():\n    return 4")
            assert not failed and text.startswith("Created pkg/new.py") and "\\ No newline at end of file" in text
            (tmp_path / "empty.py").write_text("\n")
            failed, text = await edit(session, "empty.py", "# ... existing code ...\ndef h():\n    return 4\n")
            assert failed and "empty.py is empty" in text and "without" in text, text
            failed, text = await edit(session, "empty.py", "def h():\n    return 4\n")
            assert not failed and "+def h():" in text, text

    run(scenario)
    assert target.read_text() == ORIGINAL and target.stat().st_mtime_ns == before.st_mtime_ns
    assert (tmp_path / "pkg" / "new.py").read_text() == "def h():\n    return 4"
    assert (tmp_path / "empty.py").read_text() == "def h():\n    return 4\n"


def test_merge_only_server_never_imports_torch(tmp_path):
    """The server as agents start it, with Python's import log: an edit is applied without torch or transformers."""
    (tmp_path / "app.py").write_text(ORIGINAL)
    log = tmp_path / "imports.log"

    async def scenario():
        with open(log, "w") as errlog:
            async with mcp_client(cwd=tmp_path, errlog=errlog, python=("-X", "importtime")) as session:
                failed, text = await edit(session, "app.py", SNIPPET)
                assert not failed, text

    run(scenario)
    imported = {line.split("|")[-1].strip() for line in log.read_text().splitlines() if line.startswith("import time")}
    assert "mcp" in imported and "fastapply.apply.merge" in imported  # the log is read right
    assert not {"torch", "transformers"} & imported
    assert (tmp_path / "app.py").read_text() == MERGED


@pytest.fixture(scope="module")
def apply_server(tmp_path_factory):
    """`fastapply serve --apply-engine merge` with an API key, for --server-url."""
    process = Server(None, tmp_path_factory.mktemp("mcp-apply-server") / "server.log", "--apply-engine", "merge",
                     "--api-key", "sk-mcp")
    try:
        process.wait_ready()
        yield process
    finally:
        process.stop()


@pytest.mark.slow  # a real `fastapply serve` process
def test_server_url_engine(tmp_path, apply_server):
    original, snippet = AMBIGUOUS
    (tmp_path / "app.py").write_text(ORIGINAL)
    (tmp_path / "both.py").write_text(original)
    (tmp_path / "plain.py").write_text(ORIGINAL)

    async def scenario():
        async with mcp_client("--server-url", apply_server.base + "/v1", "--api-key", "sk-mcp", cwd=tmp_path) as session:
            failed, text = await edit(session, "app.py", SNIPPET)
            assert not failed and "+    return 3" in text, text
            failed, text = await edit(session, "both.py", snippet)
            assert failed and "ambiguous" in text, text
            failed, text = await edit(session, "plain.py", UNPLACEABLE)
            assert failed and "does not apply" in text, text
        async with mcp_client("--server-url", apply_server.base, "--api-key", "wrong", cwd=tmp_path) as session:
            failed, text = await edit(session, "both.py", "# ... existing code ...\nzzz = 1\n")
            assert failed and "answered 401" in text, text
        async with mcp_client("--server-url", "http://127.0.0.1:9", cwd=tmp_path) as session:
            failed, text = await edit(session, "both.py", "# ... existing code ...\nzzz = 1\n")
            assert failed and "did not answer" in text, text

    run(scenario)
    assert (tmp_path / "app.py").read_text() == MERGED and (tmp_path / "both.py").read_text() == original
    assert (tmp_path / "plain.py").read_text() == ORIGINAL


def test_streamable_http_transport(tmp_path):
    """`--transport streamable-http`: the same tool at http://127.0.0.1:PORT/mcp, with the client's roots."""
    from mcp.client.streamable_http import streamable_http_client

    inside, outside = tmp_path / "inside", tmp_path / "outside"
    for folder in (inside, outside):
        folder.mkdir()
        (folder / "app.py").write_text(ORIGINAL)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen([sys.executable, "-m", "fastapply.cli", "mcp", "--transport", "streamable-http",
                                "--port", str(port)], cwd=outside, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    async def scenario():
        async def list_roots(context) -> ListRootsResult:
            return ListRootsResult(roots=[Root(uri=inside.as_uri())])

        async with streamable_http_client(f"http://127.0.0.1:{port}/mcp") as (read, write):
            async with ClientSession(read, write, list_roots_callback=list_roots) as session:
                await session.initialize()
                failed, text = await edit(session, "app.py", SNIPPET)
                assert not failed and "+    return 3" in text, text
                failed, text = await edit(session, outside / "app.py", SNIPPET)
                assert failed and "outside" in text, text

    try:
        for _ in range(600):  # until the port answers (bounded by tries, not time)
            assert process.poll() is None, process.stderr.read().decode()
            with socket.socket() as probe:
                if probe.connect_ex(("127.0.0.1", port)) == 0:
                    break
            anyio.run(anyio.sleep, 0.1)
        run(scenario)
    finally:
        process.terminate()
        process.wait(30)
    assert (inside / "app.py").read_text() == MERGED and (outside / "app.py").read_text() == ORIGINAL


@pytest.mark.slow  # loads a model in the MCP process
def test_local_model_engine(tmp_path, tiny_model_dir):
    """`--model`: the model writes the file. The tiny random model never closes its answer, so the apply is cut
    off at its token budget: a tool error naming that, and the file as it was."""
    (tmp_path / "app.py").write_text(ORIGINAL)

    async def scenario():
        async with mcp_client("--model", str(tiny_model_dir), "--device", "cpu", cwd=tmp_path) as session:
            failed, text = await edit(session, "app.py", SNIPPET)
            assert failed and "cut off" in text and "existing code" not in text, text

    run(scenario)
    assert (tmp_path / "app.py").read_text() == ORIGINAL


def doc_configs() -> list[tuple[str, dict]]:
    """The mcpServers entries of docs/agents.md's JSON snippets, under the heading they follow."""
    text = (Path(__file__).resolve().parents[1] / "docs" / "agents.md").read_text()
    configs, heading = [], None
    for block in text.split("```"):
        if block.startswith("json\n"):
            for name, entry in json.loads(block[len("json\n"):])["mcpServers"].items():
                configs.append((heading, entry))
        else:
            heading = next((line for line in reversed(block.splitlines()) if line.startswith("### ")), heading)
    return configs


def test_the_documented_configs_work_as_pasted(tmp_path):
    """Each snippet, started as its client starts it (Claude Code: in the project; Cursor and Cline: in "/"),
    with `fastapply` on the PATH and the snippet's placeholders filled in: an edit lands in the project."""
    configs = doc_configs()
    assert [heading for heading, _ in configs] == ["### Claude Code", "### Cursor", "### Cline"]
    for heading, entry in configs:
        project = tmp_path / heading.split()[-1]
        project.mkdir()
        (project / "app.py").write_text(ORIGINAL)
        assert entry["command"] == "fastapply" and entry.get("type", "stdio") == "stdio"
        args = [arg.replace("${workspaceFolder}", str(project)).replace("/home/me/project", str(project))
                for arg in entry["args"]]

        async def scenario():
            async with mcp_client(*args[1:], cwd=project if heading == "### Claude Code" else Path("/")) as session:
                failed, text = await edit(session, project / "app.py", SNIPPET)
                assert not failed, (heading, text)

        assert args[0] == "mcp"
        run(scenario)
        assert (project / "app.py").read_text() == MERGED, heading
