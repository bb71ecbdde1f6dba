"""Every merge runs in a worker process, within --apply-timeout: past it the process is killed (no core
burns on), the request gets 408, the next merge runs in a fresh process; shutdown kills them."""

from __future__ import annotations

import functools
import json
import os
import signal
import socket
import subprocess
import sys
import threading
from pathlib import Path

import httpx
import pytest
from merge_doubles import entered, gone, held_merge
from test_server import MODEL, assert_openai_error, serve_in_thread, wait_until

pytestmark = pytest.mark.slow  # real servers and merge processes, and budgets that must run out

APPLY = {"original": "def f():\n    return 1\n", "update": "def f():\n    return 2\n", "engine": "merge"}
RELACE = {"initialCode": APPLY["original"], "editSnippet": APPLY["update"]}


def merge_only_app(directory: Path, timeout: float, backlog: int = 4):
    from fastapply.server.app import create_app
    from fastapply.server.merging import MergeRunner
    from fastapply.server.serving import ServerConfig

    app = create_app(None, ServerConfig(MODEL, apply_engine="merge", apply_timeout=timeout))
    app.state.merges = MergeRunner(timeout, merge=functools.partial(held_merge, str(directory)), backlog=backlog)
    return app


@pytest.fixture
def quick(tmp_path):
    """A merge-only server whose merges hold until released, with a 2 s budget."""
    for endpoint in serve_in_thread(merge_only_app(tmp_path, 2.0)):
        yield endpoint, tmp_path
        (tmp_path / "release").touch()


@pytest.mark.parametrize("path, body, stream", [("/v1/apply", APPLY, False), ("/v1/code/apply", RELACE, False),
                                                ("/v1/code/apply", {**RELACE, "stream": True}, True)])
def test_a_merge_past_its_budget_is_killed_and_the_next_runs_fresh(quick, path, body, stream):
    endpoint, directory = quick
    answer = httpx.post(f"{endpoint.base}{path}", json=body, timeout=60)
    assert_openai_error(answer, 408, "apply_timeout", "update" if path == "/v1/apply" else "editSnippet")
    [pid] = entered(directory)
    wait_until(lambda: gone(pid), "the abandoned merge's process ends", timeout=30)
    (directory / "release").touch()
    answer = httpx.post(f"{endpoint.base}{path}", json=body, timeout=60)
    assert answer.status_code == 200, answer.text
    merged = APPLY["update"]
    if stream:
        events = [json.loads(line[6:]) for line in answer.text.splitlines() if line.startswith("data: {")]
        assert events[0] == {"delta": merged} and events[-1]["mergedCode"] == merged
    else:
        assert answer.json().get("text", answer.json().get("mergedCode")) == merged
    assert len(entered(directory)) == 2 and pid not in entered(directory)[-1:]  # in another process


def test_past_the_backlog_merges_get_429_with_retry_after(tmp_path):
    for endpoint in serve_in_thread(merge_only_app(tmp_path, 60.0, backlog=2)):
        answers: list[httpx.Response] = []
        threads = [threading.Thread(target=lambda: answers.append(httpx.post(f"{endpoint.base}/v1/apply",
                                                                               json=APPLY, timeout=120)))
                   for _ in range(2)]
        for thread in threads:
            thread.start()
        wait_until(lambda: len(entered(tmp_path)) == 2, "both merges are running")
        refused = httpx.post(f"{endpoint.base}/v1/apply", json=APPLY, timeout=60)
        assert_openai_error(refused, 429, "merges_busy")
        assert refused.headers["retry-after"] == "1"
        (tmp_path / "release").touch()
        for thread in threads:
            thread.join(60)
        assert [answer.status_code for answer in answers] == [200, 200]


SERVE = """
import functools, sys
sys.path.insert(0, {tests!r})
from merge_doubles import held_merge
from fastapply.server.app import create_app
from fastapply.server.merging import MergeRunner
from fastapply.server.serving import ServerConfig
from fastapply.server.shutdown import serve

config = ServerConfig("tiny", apply_engine="merge", apply_timeout=600.0, shutdown_grace=1.0)
app = create_app(None, config)
app.state.merges = MergeRunner(600.0, merge=functools.partial(held_merge, {directory!r}))
serve(app, app.state.drain, host="127.0.0.1", port={port}, log_level="warning")
"""


def test_sigterm_does_not_wait_for_a_running_merge(tmp_path):
    """A merge that never ends on its own is running when SIGTERM comes: the server ends its request with
    503 after the grace period, kills the merge's process and exits 0."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    script = SERVE.format(tests=str(Path(__file__).parent), directory=str(tmp_path), port=port)
    server = subprocess.Popen([sys.executable, "-c", script], env={**os.environ, "OMP_NUM_THREADS": "1"})
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until(lambda: _healthy(base), "the server is up")
        answers: list[httpx.Response] = []
        applying = threading.Thread(target=lambda: answers.append(httpx.post(f"{base}/v1/apply", json=APPLY,
                                                                             timeout=120)))
        applying.start()
        wait_until(lambda: entered(tmp_path), "the merge is running")
        [pid] = entered(tmp_path)
        server.send_signal(signal.SIGTERM)
        assert server.wait(60) == 0  # a merge that never ends would hold a thread (and the exit) forever
        applying.join(60)
        assert_openai_error(answers[0], 503, "server_shutting_down")
        assert gone(pid)
    finally:
        (tmp_path / "release").touch()
        if server.poll() is None:
            server.kill()
            server.wait()


def _healthy(base: str) -> bool:
    try:
        return httpx.get(f"{base}/health", timeout=2).status_code == 200
    except httpx.HTTPError:
        return False


def test_an_apply_format_chat_is_sized_before_its_merge(tiny_model_dir):
    """The size budget refuses an apply-format chat before any merge starts; one within the budget
    drafts from a merge in the merge processes."""
    from fastapply.server.app import create_app
    from fastapply.server.merging import MergeRunner
    from fastapply.server.serving import ServerConfig

    class CountingRunner(MergeRunner):
        drafts = 0

        async def draft(self, original, update, budget):
            CountingRunner.drafts += 1
            return await super().draft(original, update, budget)

    from conftest import cached_engine

    app = create_app(cached_engine("llama"), ServerConfig(MODEL, max_total_tokens=1024))
    app.state.merges = CountingRunner(5.0)
    message = "<code>{}</code>\n<update>def g():\n    return 3\n</update>"
    for endpoint in serve_in_thread(app):
        url = f"{endpoint.base}/v1/chat/completions"
        big = {"model": MODEL, "max_tokens": 4, "messages": [{"role": "user", "content": message.format("x" * 40_000)}]}
        assert_openai_error(httpx.post(url, json=big, timeout=60), 400, "context_length_exceeded", "messages")
        assert CountingRunner.drafts == 0
        small = {**big, "messages": [{"role": "user", "content": message.format("def g():\n    return 2\n")}]}
        answer = httpx.post(url, json=small, timeout=60)
        assert answer.status_code == 200, answer.text
        assert CountingRunner.drafts == 1 and answer.json()["usage"]["speculation"]["method"] == "prediction"
