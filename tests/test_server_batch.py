"""The server batches concurrent requests (continuous batching) and each client still gets exactly
its answer alone: same text, same usage numbers, greedy or seeded, with or without a prediction."""

from __future__ import annotations

import functools
import threading
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
from conftest import cached_engine
from test_server import (
    ASCII_PROMPT,
    HOLD_PROMPT,
    MODEL,
    SlowForwards,
    chat,
    serve_in_thread,
    slowed_engine,
    wait_until,
)

from fastapply.config import SamplingParams, SpeculationConfig

pytestmark = pytest.mark.slow  # every test here talks to a real HTTP server


def rows_seen(engine) -> list[int]:
    """Records the batch size (rows) of every target forward."""
    rows: list[int] = []
    engine.model.register_forward_pre_hook(lambda module, args, kwargs: rows.append(kwargs["input_ids"].shape[0]),
                                           with_kwargs=True)
    return rows


@pytest.fixture(scope="module")
def batch_server(tiny_model_dir):
    """A slowed engine (10 ms per forward, held when the test says) with a batch of up to 4 requests."""
    from fastapply.server.app import create_app
    from fastapply.server.serving import ServerConfig

    forwards = SlowForwards()
    engine = slowed_engine(tiny_model_dir, forwards)
    rows = rows_seen(engine)
    for endpoint in serve_in_thread(create_app(engine, ServerConfig(MODEL, max_batch_size=4, max_queue=3))):
        endpoint.rows, endpoint.forwards = rows, forwards
        yield endpoint


def sampling(index: int) -> SamplingParams:
    return SamplingParams(max_tokens=16 + index, temperature=0.9 if index % 3 == 2 else 0.0, seed=index)


def request_body(index: int) -> dict:
    params = sampling(index)
    body = {"model": MODEL, "messages": chat(f"{ASCII_PROMPT} Case {index}."), "max_tokens": params.max_tokens,
            "temperature": params.temperature, "seed": params.seed}
    if index % 3 == 1:  # the plain answer as the prediction
        body["prediction"] = {"type": "content", "content": alone(index, plain=True).text}
    return body


@functools.cache
def alone(index: int, plain: bool = False):
    """Request ``index`` run by itself in this process (same weights as the server's)."""
    engine = cached_engine("llama")
    prompt = engine.chat_prompt(chat(f"{ASCII_PROMPT} Case {index}."))
    answer = engine.generate(prompt, sampling(index), SpeculationConfig("ngram"))
    if index % 3 == 1 and not plain:
        return engine.generate(prompt, sampling(index), SpeculationConfig("prediction"), answer.text)
    return answer


def test_concurrent_clients_are_batched_and_exact(batch_server):
    """A long request holds the batch open; six more join it (four rows at most, two wait in the batch
    queue), each must get its answer alone, with the same usage; cancelling the long one frees it.
    The six arrive while forwards are held, and the long one needs 900 forwards: the batch fills, and
    idle after fewer forwards means the cancel dropped it, however fast the machine."""
    url = f"{batch_server.base}/v1/chat/completions"
    hold = {"model": MODEL, "messages": chat(HOLD_PROMPT), "temperature": 0, "max_tokens": 900, "stream": True,
            "ignore_eos": True, "speculation": {"method": "none"}}
    results: dict[int, dict] = {}
    bodies = [request_body(index) for index in range(6)]  # before the hold: the threads only send
    before = batch_server.forwards.count
    with httpx.stream("POST", url, json=hold, timeout=60) as held:
        assert held.status_code == 200
        lines = held.iter_lines()  # one kept iterator: a dropped one may close the response (a disconnect)
        next(lines)

        def run(index: int) -> None:
            results[index] = httpx.post(url, json=bodies[index], timeout=60).json()

        threads = [threading.Thread(target=run, args=(index,)) for index in range(6)]
        with batch_server.forwards.held():
            del batch_server.rows[:]
            for thread in threads:
                thread.start()
            # an answer while every forward is held can only be an error: stop waiting and show it
            wait_until(lambda: batch_server.health()["outstanding"] == 7 or results, "all seven requests are in")
            assert not results, results
        for thread in threads:
            thread.join(60)
    batch_server.wait_idle(timeout=60)
    assert batch_server.forwards.count - before < 900  # the long request left when its client did
    assert max(batch_server.rows) == 4  # the batch was full: the long request and three others
    for index in range(6):
        expected, answer = alone(index), results[index]
        assert answer["choices"][0]["message"]["content"] == expected.text, index
        assert answer["choices"][0]["finish_reason"] == expected.finish_reason
        speculation = answer["usage"]["speculation"]
        assert speculation["drafted_tokens"] == expected.stats.drafted_tokens
        assert speculation["accepted_tokens"] == expected.stats.accepted_tokens
        assert speculation["target_forwards"] == expected.stats.target_forwards


def test_full_queue_answers_429_with_batching(batch_server):
    """4 rows + 3 waiting: of 9 requests arriving while forwards are held, exactly 2 are refused at once."""
    body = {"model": MODEL, "messages": chat(HOLD_PROMPT), "temperature": 0, "max_tokens": 8,
            "speculation": {"method": "none"}}
    statuses: list[int] = []

    def run() -> None:
        statuses.append(httpx.post(f"{batch_server.base}/v1/chat/completions", json=body, timeout=60).status_code)

    threads = [threading.Thread(target=run) for _ in range(9)]
    with batch_server.forwards.held():
        for thread in threads:
            thread.start()
        wait_until(lambda: batch_server.health()["outstanding"] + statuses.count(429) == 9, "all nine arrived")
        assert statuses == [429, 429]  # nothing else can answer while the forwards are held
    for thread in threads:
        thread.join(60)
    assert sorted(statuses) == [200] * 7 + [429] * 2, statuses
    batch_server.wait_idle(timeout=30)


def test_a_batched_forward_that_fails_is_retried_row_by_row(tiny_model_dir):
    """A batched forward that raises (here: every forward of more than one row) is retried row by row:
    both requests go on, each with its answer alone; the server goes on."""
    from fastapply.server.app import create_app
    from fastapply.server.serving import ServerConfig

    forwards = SlowForwards()
    engine = slowed_engine(tiny_model_dir, forwards)
    failures = [0]

    def fail_batched(module, args, kwargs):
        if kwargs["input_ids"].shape[0] > 1:
            failures[0] += 1
            raise RuntimeError("simulated failure in a batched forward")

    engine.model.register_forward_pre_hook(fail_batched, with_kwargs=True)
    for endpoint in serve_in_thread(create_app(engine, ServerConfig(MODEL))):
        url = f"{endpoint.base}/v1/chat/completions"
        hold = {"model": MODEL, "messages": chat(HOLD_PROMPT), "temperature": 0, "max_tokens": 900, "stream": True,
                "ignore_eos": True, "speculation": {"method": "none"}}
        with httpx.stream("POST", url, json=hold, timeout=60) as held:
            lines = held.iter_lines()
            next(lines)
            with ThreadPoolExecutor(1) as pool, forwards.held():  # the second arrives while the first runs
                joining = pool.submit(httpx.post, url, json=request_body(0), timeout=60)  # (900 forwards): they batch
                wait_until(lambda: endpoint.health()["outstanding"] == 2, "the second request is in")  # noqa: B023
            second = joining.result(60)
            later = [next(lines) for _ in range(8)]  # the long stream goes on
        assert failures[0] > 0  # they did meet in a batched forward
        assert second.status_code == 200, second.text
        assert second.json()["choices"][0]["message"]["content"] == alone(0).text
        assert all('"error"' not in line for line in later), later
        endpoint.wait_idle(timeout=30)


def test_static_kv_cache_server_batches_exactly(tiny_model_dir):
    """With ``--kv-cache static`` (the CUDA default) the server batches too (the slot layout): six
    concurrent clients each get their answer alone, in fewer target forwards than their own sum."""
    from test_server import SlowForwards

    from fastapply.config import EngineConfig
    from fastapply.engine import Engine
    from fastapply.server.app import create_app
    from fastapply.server.serving import ServerConfig

    engine = Engine.from_pretrained(str(tiny_model_dir), config=EngineConfig(kv_cache="static"))
    forwards = SlowForwards()
    engine.model.register_forward_pre_hook(forwards)
    rows = rows_seen(engine)
    results: dict[int, dict] = {}
    for endpoint in serve_in_thread(create_app(engine, ServerConfig(MODEL, max_batch_size=4, max_queue=3))):
        url = f"{endpoint.base}/v1/chat/completions"

        def run(index: int) -> None:
            results[index] = httpx.post(url, json=request_body(index), timeout=60).json()

        threads = [threading.Thread(target=run, args=(index,)) for index in range(6)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(60)
        endpoint.wait_idle(timeout=10)
    assert set(rows) == {4}  # every forward runs the four slots
    own = sum(results[index]["usage"]["speculation"]["target_forwards"] for index in range(6))
    assert forwards.count < own  # forwards were shared
    for index in range(6):
        assert results[index]["choices"][0]["message"]["content"] == alone(index).text, index
        assert results[index]["usage"]["speculation"]["accepted_tokens"] == alone(index).stats.accepted_tokens


@pytest.mark.parametrize("extreme", [{"temperature": 1e-300}, {"temperature": 1e-40}, {"temperature": 1.0, "top_p": 1e-300}])
def test_sampling_values_float32_cannot_hold_fail_nobody(batch_server, extreme):
    """A temperature (or top_p) that is 0 in float32 decodes greedily; the requests batched with it finish
    with their answers alone."""
    url = f"{batch_server.base}/v1/chat/completions"
    bodies = [request_body(index) for index in range(3)] + [{**request_body(0), **extreme}]
    with ThreadPoolExecutor(len(bodies)) as pool, batch_server.forwards.held():
        answers = [pool.submit(httpx.post, url, json=body, timeout=60) for body in bodies]
        wait_until(lambda: batch_server.health()["outstanding"] == len(bodies), "all requests are in")
    answers = [answer.result(60) for answer in answers]
    assert [answer.status_code for answer in answers] == [200] * len(bodies), [a.text for a in answers]
    for index in range(3):
        assert answers[index].json()["choices"][0]["message"]["content"] == alone(index).text
    assert answers[3].json()["choices"][0]["message"]["content"] == alone(0).text  # request 0 is greedy
    batch_server.wait_idle(timeout=30)
