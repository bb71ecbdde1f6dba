"""SIGTERM under load: a real `fastapply serve` process with 16 streams in flight, each client on a kept-alive
connection. Every stream ends with the shutdown's error event and [DONE]; the next request each client sends on
its connection, as its stream ends, is answered 503 server_shutting_down (never a reset, never a connection
closed under it); the process exits with status 0, the engine thread stopped before the interpreter ends
(a daemon thread left inside a torch op is killed by Python mid-call: SIGABRT)."""

from __future__ import annotations

import asyncio
import json
import signal
import threading

import httpx
import pytest
from conftest import CHAT_TEMPLATE, build_tokenizer
from test_server import MODEL, Server, chat

from fastapply.server.worker import Worker

CLIENTS = 16
CONTEXT = 2**16


@pytest.fixture(scope="module")
def heavy_model_dir(tmp_path_factory):
    """A random 8-layer Llama (hidden 384, ~14M parameters) with a long context: a batch of 16 rows takes
    a while per forward, and a request for 60,000 tokens outlives any grace period of seconds."""
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    folder = tmp_path_factory.mktemp("heavy-llama")
    tokenizer = build_tokenizer()
    tokenizer.chat_template = CHAT_TEMPLATE
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=len(tokenizer), hidden_size=384, intermediate_size=1024, num_hidden_layers=8,
                         num_attention_heads=6, num_key_value_heads=2, max_position_embeddings=CONTEXT,
                         eos_token_id=tokenizer.eos_token_id, bos_token_id=None, pad_token_id=None)
    LlamaForCausalLM(config).float().save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


def client_run(base: str, index: int, streaming: threading.Event, outcome: dict) -> None:
    """A long stream, then (as soon as it ends) a second request and a third on the same client."""
    body = {"model": MODEL, "messages": chat(f"hello {index}"), "temperature": 0, "max_tokens": CONTEXT - 100,
            "stream": True, "ignore_eos": True, "speculation": {"method": "none"}}
    try:
        with httpx.Client(base_url=base, timeout=120) as client:
            with client.stream("POST", "/v1/chat/completions", json=body) as response:
                outcome["stream_status"] = response.status_code
                events = []
                for line in response.iter_lines():
                    if line.startswith("data: "):
                        events.append(line[len("data: "):])
                        streaming.set()
            outcome["stream_end"] = events[-2:]
            after = client.post("/v1/chat/completions", json={**body, "stream": False})
            outcome["next"] = (after.status_code, after.json()["error"]["code"], after.headers.get("connection"))
            try:
                client.post("/v1/chat/completions", json=body)
                outcome["third"] = "answered"
            except httpx.ConnectError:  # the listening socket is closed: refused before anything was sent
                outcome["third"] = "refused"
    except Exception as error:  # noqa: BLE001  (reported by the test: a reset, a connection closed mid-request)
        outcome["error"] = repr(error)
    finally:
        streaming.set()


@pytest.mark.slow
def test_sigterm_with_16_streams_in_flight_answers_every_request_and_exits_0(tmp_path, heavy_model_dir):
    # two intra-op threads: forwards as a default install runs them (longer on 2 shared cores)
    server = Server(heavy_model_dir, tmp_path / "server.log", "--shutdown-grace", "1", "--max-batch-size",
                    str(CLIENTS), env={"OMP_NUM_THREADS": "2"})
    try:
        server.wait_ready()
        outcomes = [{} for _ in range(CLIENTS)]
        started = [threading.Event() for _ in range(CLIENTS)]
        threads = [threading.Thread(target=client_run, args=(server.base, index, started[index], outcomes[index]))
                   for index in range(CLIENTS)]
        for thread in threads:
            thread.start()
        for event in started:
            assert event.wait(300)
        assert all("error" not in outcome for outcome in outcomes), outcomes
        assert server.health()["outstanding"] == CLIENTS  # all 16 in flight
        server.process.send_signal(signal.SIGTERM)
        for thread in threads:
            thread.join(120)
        assert server.process.wait(60) == 0, (tmp_path / "server.log").read_text()[-3000:]
    finally:
        server.stop()
    for outcome in outcomes:
        assert "error" not in outcome, outcomes
        assert outcome["stream_status"] == 200 and outcome["stream_end"][-1] == "[DONE]", outcome
        assert json.loads(outcome["stream_end"][0])["error"]["code"] == "server_shutting_down", outcome
        assert outcome["next"] == (503, "server_shutting_down", "close"), outcome
        assert outcome["third"] == "refused", outcome
    log = (tmp_path / "server.log").read_text()
    assert "terminate called" not in log and "Fatal Python error" not in log


def test_stop_waits_for_the_engine_thread():
    """Worker.stop returns once the thread has ended: here its work is inside a 'forward' that ends after
    stop was called (a daemon thread still in one at exit is what aborted the process)."""
    inside, release = threading.Event(), threading.Event()

    def forward(engine, job) -> None:
        inside.set()
        release.wait(60)
        job.check()  # cancelled: the work ends at its next check, as a decode step does

    async def scenario() -> None:
        worker = Worker(None, max_queue=4)
        job = worker.submit(forward, timeout=120)
        assert await asyncio.to_thread(inside.wait, 60)
        job.cancel()
        threading.Timer(0.2, release.set).start()  # the forward ends after stop() began waiting
        worker.stop()
        assert not worker.alive

    asyncio.run(scenario())
