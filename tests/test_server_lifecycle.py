"""A real `fastapply serve` process shutting down on SIGTERM mid-stream."""

from __future__ import annotations

import json
import shutil
import signal
import threading

import httpx
import pytest
from test_server import MODEL, Server, assert_openai_error, chat

LONG_CONTEXT = 2**20


@pytest.fixture(scope="module")
def long_model_dir(tiny_model_dir, tmp_path_factory):
    """The tiny model with a context of 2**20 positions: a request for a million tokens (ignore_eos) is
    accepted, and no machine decodes a million tokens within a grace period of seconds."""
    folder = tmp_path_factory.mktemp("long-llama")
    for path in tiny_model_dir.iterdir():
        shutil.copy(path, folder / path.name)
    config = json.loads((folder / "config.json").read_text())
    config["max_position_embeddings"] = LONG_CONTEXT
    (folder / "config.json").write_text(json.dumps(config))
    return folder


pytestmark = pytest.mark.slow  # every test here starts a server process


def stream_events(server: Server, max_tokens: int, started: threading.Event, events: list[str]) -> None:
    """Stream a chat answer, collecting each `data:` payload; ``started`` is set at the first content."""
    body = {"model": MODEL, "messages": chat("hello"), "temperature": 0, "max_tokens": max_tokens, "stream": True,
            "speculation": {"method": "none"}, "ignore_eos": True}  # one token per forward, to max_tokens
    with httpx.stream("POST", f"{server.base}/v1/chat/completions", json=body, timeout=60) as response:
        assert response.status_code == 200
        for line in response.iter_lines():
            if line.startswith("data: "):
                events.append(line[len("data: "):])
                if '"content":"' in events[-1] and '"content":""' not in events[-1]:
                    started.set()
    started.set()


def refused(server: Server) -> bool:
    """True once the server takes no new request: 503 while draining, or the port closed."""
    try:
        response = httpx.get(f"{server.base}/v1/models", timeout=5)
    except httpx.TransportError:
        return True
    if response.status_code == 200:
        return False
    assert_openai_error(response, 503, "server_shutting_down")
    return True


def sigterm_during_a_stream(tmp_path, model_dir, grace: str, max_tokens: int) -> tuple[list[str], bool]:
    """SIGTERM once the stream's first content arrived: its events, and whether a new request was refused
    while it was still open. The process must exit with 0 once the stream has ended."""
    server = Server(model_dir, tmp_path / "server.log", "--shutdown-grace", grace)
    try:
        server.wait_ready()
        started, events = threading.Event(), []
        reader = threading.Thread(target=stream_events, args=(server, max_tokens, started, events))
        reader.start()
        assert started.wait(60), events
        server.process.send_signal(signal.SIGTERM)
        seen_refusal = False
        while reader.is_alive() and not seen_refusal:  # the signal lands; then new requests are refused
            seen_refusal = refused(server)
        reader.join(60)
        assert not reader.is_alive()
        assert server.process.wait(30) == 0, (tmp_path / "server.log").read_text()
        assert refused(server)
        return events, seen_refusal
    finally:
        server.stop()


def test_sigterm_ends_an_open_stream_with_an_error_event_and_done(tmp_path, long_model_dir):
    """--shutdown-grace 3 and a request for a million tokens: still running when the grace ends (and
    the 3 s leave time for a refused request however loaded the machine)."""
    events, seen_refusal = sigterm_during_a_stream(tmp_path, long_model_dir, "3", LONG_CONTEXT - 100)
    assert seen_refusal  # new requests were refused while the stream ran out its grace
    assert events[-1] == "[DONE]", events[-3:]
    error = json.loads(events[-2])["error"]
    assert error["code"] == "server_shutting_down" and error["type"] == "server_error", error
    chunks = [json.loads(event) for event in events[:-2]]
    assert all(chunk["object"] == "chat.completion.chunk" for chunk in chunks)
    assert not any(chunk["choices"][0]["finish_reason"] for chunk in chunks)


def test_sigterm_lets_a_running_stream_finish_within_the_grace(tmp_path, tiny_model_dir):
    """--shutdown-grace 60 and a 200-token request: it ends normally, then the process exits."""
    events, _ = sigterm_during_a_stream(tmp_path, tiny_model_dir, "60", 200)
    assert events[-1] == "[DONE]"
    chunks = [json.loads(event) for event in events[:-1]]
    assert "error" not in json.dumps(chunks)
    assert chunks[-1]["choices"][0]["finish_reason"] == "length"
    assert sum(bool(chunk["choices"][0]["delta"].get("content")) for chunk in chunks) > 0
