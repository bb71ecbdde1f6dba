"""`fastapply mcp` holds the HTTP server's input rules, over stdio in a real server process: text that is not
valid Unicode and NUL characters are refused in one sentence (and answered: the SDK alone never answers a line
it cannot read), `code_edit` and the file have size limits, a merge has a time limit (its worker process is
killed) and a slow merge never holds up the next call; bad arguments get one sentence, not a validation dump.

Lone surrogates cannot go through the official client (its JSON encoder refuses them, as a JavaScript agent's
does not), so those calls are written as raw JSON-RPC lines; everything else goes through the official client."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
from pathlib import Path

import anyio
from merge_doubles import HOLD, entered, gone
from test_mcp import ENV, edit, mcp_client, run
from test_server_apply import MERGED, ORIGINAL, SNIPPET

TESTS = Path(__file__).parent
ANSWER_BOUND = 60.0  # seconds a test waits for an answer (a hang guard: the answers come at once)


class RawSession:
    """`fastapply mcp` driven with raw JSON-RPC lines on its stdin (bytes as given), answers read from stdout."""

    def __init__(self, cwd: Path) -> None:
        self.process = subprocess.Popen([sys.executable, "-m", "fastapply.cli", "mcp"], cwd=cwd, env=ENV,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.send(json.dumps({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}}))
        assert self.answer()["id"] == 0
        self.send(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}))

    def send(self, line: str | bytes) -> None:
        self.process.stdin.write((line.encode() if isinstance(line, str) else line) + b"\n")
        self.process.stdin.flush()

    def answer(self) -> dict:
        ready, _, _ = select.select([self.process.stdout], [], [], ANSWER_BOUND)
        assert ready, f"no answer within {ANSWER_BOUND} s"
        return json.loads(self.process.stdout.readline())

    def call(self, rid: int, arguments: bytes) -> dict:
        """tools/call edit_file with ``arguments``: the JSON object's bytes, as written."""
        self.send(b'{"jsonrpc": "2.0", "id": %d, "method": "tools/call", "params": {"name": "edit_file", '
                  b'"arguments": %s}}' % (rid, arguments))
        answer = self.answer()
        assert answer["id"] == rid, answer
        return answer

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait(30)


def tool_text(answer: dict) -> tuple[bool, str]:
    result = answer["result"]
    return result["isError"], "".join(part["text"] for part in result["content"])


def test_text_that_is_not_unicode_is_answered_with_one_sentence_and_nothing_is_written(tmp_path):
    (tmp_path / "app.py").write_text(ORIGINAL)
    session = RawSession(tmp_path)
    try:
        calls = [  # (arguments as sent, the argument named, the character shown)
            (rb'{"target_file": "\udcff.py", "instructions": "x", "code_edit": "a = 1\n"}', "target_file", r"\udcff"),
            (rb'{"target_file": "app.py", "instructions": "x", "code_edit": "# ... existing code ...\ndef g():\n'
             rb'    return \"\ud800\"\n"}', "code_edit", r"\ud800"),
            (b'{"target_file": "new.py", "instructions": "x", "code_edit": "a = \xff\xfe\\n"}', "code_edit", r"\udcff"),
            (rb'{"target_file": "app.py", "instructions": "\udfff", "code_edit": "a"}', "instructions", r"\udfff"),
        ]
        for rid, (arguments, name, shown) in enumerate(calls, 1):
            failed, text = tool_text(session.call(rid, arguments))
            assert failed and text.startswith(f"{name} holds a lone UTF-16 surrogate") and shown in text, text
            assert "nothing was written" in text and text.count(". ") == 0, text  # one sentence
        session.send(json.dumps({"jsonrpc": "2.0", "id": 9, "method": "resources/read",
                                 "params": {"uri": "file:///\udcff"}}))  # not a tool call: JSON-RPC's invalid params
        answer = session.answer()
        assert answer["id"] == 9 and answer["error"]["code"] == -32602 and "UTF-8" in answer["error"]["message"]
        failed, text = tool_text(session.call(10, json.dumps({"target_file": "app.py", "instructions": "x",
                                                              "code_edit": SNIPPET}).encode()))
        assert not failed and text.startswith("Edited app.py"), text  # the server goes on
    finally:
        session.close()
    assert (tmp_path / "app.py").read_text() == MERGED
    assert sorted(path.name for path in tmp_path.iterdir()) == ["app.py"]


def test_nul_characters_and_sizes_over_the_limits_are_refused(tmp_path):
    (tmp_path / "app.py").write_text(ORIGINAL)
    (tmp_path / "big.py").write_text("x = 1\n" * 500)  # 3,000 bytes

    async def scenario():
        async with mcp_client("--max-edit-bytes", "1000", "--max-file-bytes", "2000", cwd=tmp_path) as session:
            failed, text = await edit(session, "new.py", "a = 1\x00\n")
            assert failed and "code_edit holds a NUL character at character 5" in text, text
            failed, text = await edit(session, "app.py", SNIPPET.replace("return 3", "return '\x00'"))
            assert failed and "NUL" in text, text
            failed, text = await edit(session, "app.py", "# ... existing code ...\n" + "y = 2\n" * 200)
            assert failed and "code_edit has 1,224 bytes" in text and "--max-edit-bytes" in text, text
            failed, text = await edit(session, "big.py", "x = 2\n")
            assert failed and "big.py has 3,000 bytes" in text and "--max-file-bytes" in text, text
            failed, text = await edit(session, "app.py", SNIPPET)
            assert not failed, text

    run(scenario)
    assert sorted(path.name for path in tmp_path.iterdir()) == ["app.py", "big.py"]
    assert (tmp_path / "app.py").read_text() == MERGED and (tmp_path / "big.py").read_text() == "x = 1\n" * 500


def test_bad_arguments_are_one_sentence_naming_the_argument(tmp_path):
    (tmp_path / "app.py").write_text(ORIGINAL)

    async def scenario():
        async with mcp_client(cwd=tmp_path) as session:
            calls = [({"target_file": "app.py", "instructions": "x"},
                      "Missing argument code_edit: expected a string, the lazy edit"),
                     ({}, "Missing arguments target_file, instructions and code_edit ("),
                     ({"target_file": 7, "instructions": "x", "code_edit": SNIPPET},
                      "Invalid argument target_file: expected a string, the path of the file to edit, got a number (7)"),
                     ({"target_file": "app.py", "instructions": "x", "code_edit": SNIPPET, "preview": "maybe"},
                      'Invalid argument preview: expected true or false, got a string ("maybe")')]
            for arguments, expected in calls:
                result = await session.call_tool("edit_file", arguments)
                text = "".join(part.text for part in result.content)
                assert result.is_error and text.startswith(expected), (arguments, text)
                assert text.endswith("; nothing was written.") and "pydantic" not in text and "\n" not in text, text

    run(scenario)
    assert (tmp_path / "app.py").read_text() == ORIGINAL


def held_server(directory: Path, timeout: float, cwd: Path):
    """The MCP server of tests/mcp_doubles.py: merges held while a snippet has the HOLD line."""
    env = {"PYTHONPATH": os.pathsep.join([str(TESTS), *filter(None, [ENV.get("PYTHONPATH")])])}
    return mcp_client(str(directory), str(timeout), cwd=cwd, command=(str(TESTS / "mcp_doubles.py"),), env=env)


def test_a_merge_past_the_timeout_is_stopped_and_writes_nothing(tmp_path):
    (tmp_path / "app.py").write_text(ORIGINAL)
    holds = tmp_path / "holds"
    holds.mkdir()

    async def scenario():
        async with held_server(holds, 1.0, tmp_path) as session:
            with anyio.fail_after(ANSWER_BOUND):  # held until killed: past any budget
                failed, text = await edit(session, "app.py", HOLD + SNIPPET)
            assert failed and "took longer than this server's limit of 1 s (--apply-timeout)" in text, text
            assert "nothing written" in text
            [pid] = entered(holds)
            assert gone(pid)  # its worker process was killed
            failed, text = await edit(session, "app.py", SNIPPET)  # a fresh process serves the next call
            assert not failed and text.startswith("Edited app.py"), text

    run(scenario)
    assert (tmp_path / "app.py").read_text() == MERGED


def test_a_slow_merge_does_not_hold_up_the_next_call(tmp_path):
    for name in ("slow.py", "quick.py"):
        (tmp_path / name).write_text(ORIGINAL)
    holds = tmp_path / "holds"
    holds.mkdir()

    async def scenario():
        async with held_server(holds, 600.0, tmp_path) as session:
            slow: list = []

            async def slow_call():
                slow.append(await edit(session, "slow.py", HOLD + SNIPPET))

            async with anyio.create_task_group() as group:
                group.start_soon(slow_call)
                with anyio.fail_after(ANSWER_BOUND):
                    while not entered(holds):  # the slow merge is running in its process
                        await anyio.sleep(0.02)
                failed, text = await edit(session, "quick.py", SNIPPET)  # answered while the slow one is held
                assert not failed and text.startswith("Edited quick.py") and not slow, text
                (holds / "release").touch()
            assert slow and not slow[0][0] and slow[0][1].startswith("Edited slow.py"), slow

    run(scenario)
    assert (tmp_path / "slow.py").read_text() == (tmp_path / "quick.py").read_text() == MERGED
