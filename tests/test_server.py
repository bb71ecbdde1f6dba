"""The OpenAI-compatible server, end to end: a real `fastapply serve` process on a loopback port,
driven by the official `openai` client and by raw `httpx` requests."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
from contextlib import contextmanager
from pathlib import Path

import pytest

import httpx  # noqa: E402  (test dependencies: always installed by the test extra)
import openai  # noqa: E402

from conftest import cached_engine  # noqa: E402

from fastapply.config import SamplingParams  # noqa: E402

MODEL = "tiny"
API_KEY = "sk-test-key"
AUTH = {"Authorization": f"Bearer {API_KEY}"}
HOLD_PROMPT = "hello"  # the tiny model's greedy answer to it runs past 1500 tokens without an EOS
ASCII_PROMPT = "Write a function that adds two numbers."  # answer re-tokenizes well: predictions get accepted


pytestmark = pytest.mark.slow  # every test here talks to real server processes


class Endpoint:
    def __init__(self, base: str) -> None:
        self.base = base

    def health(self) -> dict:
        response = httpx.get(f"{self.base}/health", timeout=5)
        assert response.status_code == 200
        return response.json()

    def wait_idle(self, timeout: float = 10.0) -> float:
        started = time.monotonic()
        while self.health()["outstanding"] and time.monotonic() - started < timeout:
            time.sleep(0.05)
        assert self.health()["outstanding"] == 0
        return time.monotonic() - started


class Server(Endpoint):
    def __init__(self, model_dir: Path | None, log_path: Path, *extra: str, env: dict[str, str] | None = None) -> None:
        """``model_dir=None``: a server without a model (pass ``--apply-engine merge`` in ``extra``);
        ``env``: more environment variables (over one intra-op thread and no tokenizer threads)."""
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        super().__init__(f"http://127.0.0.1:{port}")
        self.log_path = log_path
        model = ["--model", str(model_dir), "--served-model-name", MODEL] if model_dir is not None else []
        command = [sys.executable, "-m", "fastapply.cli", "serve", *model, "--port", str(port),
                   "--log-level", "warning", *extra]
        env = {**os.environ, "OMP_NUM_THREADS": "1", "TOKENIZERS_PARALLELISM": "false", **(env or {})}
        self.log = open(log_path, "wb")
        self.process = subprocess.Popen(command, stdout=self.log, stderr=subprocess.STDOUT, env=env)

    def wait_ready(self, timeout: float = 120.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                pytest.fail(f"server exited with {self.process.returncode}:\n{self.log_path.read_text()}")
            try:
                if httpx.get(f"{self.base}/health", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        pytest.fail(f"server not ready after {timeout} s:\n{self.log_path.read_text()}")

    def rss_kib(self) -> int:
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        raise AssertionError("no VmRSS")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()


@pytest.fixture(scope="module")
def server(tiny_model_dir, tmp_path_factory):
    """`fastapply serve` in its own process, with an API key and small limits."""
    log_path = tmp_path_factory.mktemp("server-logs") / "server.log"
    process = Server(tiny_model_dir, log_path, "--api-key", API_KEY, "--max-body-bytes", "65536",
                     "--max-total-tokens", "1024")
    try:
        process.wait_ready()
        yield process
    finally:
        process.stop()


FORWARD_DELAY = 0.01  # seconds each forward of the slowed model waits: 1,500 tokens take >= 15 s


class SlowForwards:
    """A forward pre-hook that waits FORWARD_DELAY and counts the target forwards; inside ``held()``
    every forward waits for the test instead, so what runs stays in flight by construction."""

    def __init__(self) -> None:
        self.count = 0
        self.open = threading.Event()
        self.open.set()

    def __call__(self, module, args) -> None:
        assert self.open.wait(120), "a forward was held for 120 s"
        self.count += 1
        time.sleep(FORWARD_DELAY)

    @contextmanager
    def held(self):
        self.open.clear()
        try:
            yield
        finally:
            self.open.set()


def wait_until(condition, what: str, timeout: float = 120.0) -> None:
    """Poll ``condition`` (a generous bound: only a broken server reaches it)."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"not within {timeout} s: {what}"
        time.sleep(0.02)


def slowed_engine(model_dir: Path, forwards: SlowForwards | None = None):
    """An engine whose every target forward waits FORWARD_DELAY first: a long request is slow by
    construction, whatever the speed of the machine (a short one stays quick)."""
    from fastapply.engine import Engine

    engine = Engine.from_pretrained(str(model_dir))
    engine.model.register_forward_pre_hook(forwards or SlowForwards())
    return engine


def serve_in_thread(app, **options):
    """``app`` under uvicorn (``options``: more uvicorn.Config settings) in a thread of this process (no
    second model load); yields its Endpoint."""
    import uvicorn

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    runner = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", **options))
    thread = threading.Thread(target=runner.run, daemon=True)
    thread.start()
    while not runner.started:
        assert thread.is_alive()
        time.sleep(0.05)
    yield Endpoint(f"http://127.0.0.1:{port}")
    runner.should_exit = True
    thread.join(10)


@pytest.fixture(scope="module")
def slow_server(tiny_model_dir):
    """A slowed engine, default limits, and its forward count: a 900-token request runs 900 forwards
    (>= 9 s) unless it is dropped."""
    from fastapply.server.app import create_app
    from fastapply.server.serving import ServerConfig

    forwards = SlowForwards()
    for endpoint in serve_in_thread(create_app(slowed_engine(tiny_model_dir, forwards), ServerConfig(MODEL))):
        yield endpoint, forwards


@pytest.fixture(scope="module")
def busy_server(tiny_model_dir):
    """A slowed engine with --max-queue 1 --timeout 8: a 1,500-token request needs >= 15 s, so it
    always runs into the timeout; a 4-token one finishes well within it."""
    from fastapply.server.app import create_app
    from fastapply.server.serving import ServerConfig

    config = ServerConfig(MODEL, max_queue=1, timeout=8.0, max_batch_size=1)  # one at a time: see test_server_batch
    forwards = SlowForwards()
    for endpoint in serve_in_thread(create_app(slowed_engine(tiny_model_dir, forwards), config)):
        endpoint.forwards = forwards
        yield endpoint


@pytest.fixture(scope="module")
def client(server):
    return openai.OpenAI(base_url=f"{server.base}/v1", api_key=API_KEY, max_retries=0, timeout=60)


def chat(content: str) -> list[dict]:
    return [{"role": "user", "content": content}]


def reference(content: str, max_tokens: int, stop: tuple[str, ...] = ()):
    """Plain greedy decoding of the same model, in this process: what the server must reproduce."""
    engine = cached_engine("llama")
    return engine.generate(engine.chat_prompt(chat(content)), SamplingParams(max_tokens=max_tokens, stop=stop))


def assert_openai_error(response, status: int, code: str | None = None, param: str | None = None) -> None:
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert set(error) == {"message", "type", "param", "code"} and error["message"]
    assert "Traceback" not in response.text
    if code is not None:
        assert error["code"] == code
    if param is not None:
        assert error["param"] == param


# -- the openai client ------------------------------------------------------------------------
def test_health_is_open_and_models_list_the_served_name(server, client):
    assert server.health()["status"] == "ok"
    assert [model.id for model in client.models.list().data] == [MODEL]


def test_chat_equals_plain_greedy_decoding(client):
    expected = reference(ASCII_PROMPT, 24)
    response = client.chat.completions.create(model=MODEL, messages=chat(ASCII_PROMPT), temperature=0, max_tokens=24)
    assert response.object == "chat.completion"
    assert response.choices[0].message.content == expected.text
    assert response.choices[0].finish_reason == expected.finish_reason
    usage = response.usage
    assert usage.completion_tokens == len(expected.token_ids)
    assert usage.prompt_tokens == expected.stats.prompt_tokens
    assert usage.total_tokens == usage.prompt_tokens + usage.completion_tokens
    details = usage.completion_tokens_details
    assert details.accepted_prediction_tokens == details.rejected_prediction_tokens == 0
    assert usage.speculation["method"] == "ngram"  # lossless drafting is on by default


def test_top_p_zero_decodes_greedily(client):
    """OpenAI takes top_p 0 (a nucleus of the top token alone): the answer is greedy, at any temperature."""
    expected = reference(ASCII_PROMPT, 24)
    for temperature in (1.0, 2.0):
        response = client.chat.completions.create(model=MODEL, messages=chat(ASCII_PROMPT), temperature=temperature,
                                                  top_p=0, max_tokens=24)
        assert response.choices[0].message.content == expected.text


@pytest.mark.parametrize("stream", [False, True])
def test_prediction_keeps_the_output_and_reports_usage(client, stream):
    plain = client.chat.completions.create(model=MODEL, messages=chat(ASCII_PROMPT), temperature=0, max_tokens=40)
    answer = plain.choices[0].message.content
    edited = answer[: len(answer) // 2] + "EXTRA" + answer[len(answer) // 2 + 3:]  # a prediction that is partly wrong
    for prediction in (answer, [{"type": "text", "text": edited}]):
        kwargs = dict(model=MODEL, messages=chat(ASCII_PROMPT), temperature=0, max_tokens=40,
                      prediction={"type": "content", "content": prediction})
        if stream:
            chunks = list(client.chat.completions.create(**kwargs, stream=True, stream_options={"include_usage": True}))
            text = "".join(chunk.choices[0].delta.content or "" for chunk in chunks if chunk.choices)
            usage = chunks[-1].usage
        else:
            response = client.chat.completions.create(**kwargs)
            text, usage = response.choices[0].message.content, response.usage
        assert text == answer
        details, drafted = usage.completion_tokens_details, usage.speculation["drafted_tokens"]
        # as OpenAI counts them: the answer's tokens plus the rejected prediction tokens
        assert usage.completion_tokens == plain.usage.completion_tokens + details.rejected_prediction_tokens
        assert usage.total_tokens == usage.prompt_tokens + usage.completion_tokens
        assert usage.speculation["method"] == "prediction"
        assert details.accepted_prediction_tokens + details.rejected_prediction_tokens <= drafted
        assert 0 <= details.accepted_prediction_tokens <= plain.usage.completion_tokens
        if prediction is answer:
            assert details.accepted_prediction_tokens > 0


def test_prediction_token_counts_leave_out_ngram_fallback_drafts():
    from fastapply.server.protocol import usage_of
    from fastapply.stats import RequestStats

    stats = RequestStats(prompt_tokens=5, output_tokens=30)
    stats.record_step(16, 10, "prediction")
    stats.record_step(4, 4, "ngram")  # the fallback drafted these: not prediction tokens
    stats.record_step(0, 0, "prediction")
    details = usage_of(stats, "prediction").completion_tokens_details
    assert (details.accepted_prediction_tokens, details.rejected_prediction_tokens) == (10, 6)
    usage = usage_of(stats, "prediction")
    assert (usage.completion_tokens, usage.total_tokens) == (36, 41)  # 30 answer tokens + 6 rejected
    assert usage_of(stats, "ngram").completion_tokens == 30
    assert usage_of(stats, "ngram").completion_tokens_details.accepted_prediction_tokens == 0
    assert stats.to_dict()["drafted_by_source"] == {"prediction": 16, "ngram": 4}


def test_streaming_chunks_follow_the_openai_shape(client):
    expected = reference(ASCII_PROMPT, 20)
    chunks = list(client.chat.completions.create(model=MODEL, messages=chat(ASCII_PROMPT), temperature=0,
                                                 max_tokens=20, stream=True, stream_options={"include_usage": True}))
    assert all(chunk.object == "chat.completion.chunk" and chunk.id == chunks[0].id for chunk in chunks)
    assert chunks[0].choices[0].delta.role == "assistant"
    assert chunks[-2].choices[0].finish_reason == expected.finish_reason
    assert chunks[-1].choices == [] and chunks[-1].usage.completion_tokens == len(expected.token_ids)
    assert "".join(chunk.choices[0].delta.content or "" for chunk in chunks[:-1]) == expected.text


def test_stop_strings_and_seeded_sampling(client):
    answer = reference(ASCII_PROMPT, 40).text
    stop = answer[len(answer) // 2: len(answer) // 2 + 2]
    expected = reference(ASCII_PROMPT, 40, stop=(stop,))
    response = client.chat.completions.create(model=MODEL, messages=chat(ASCII_PROMPT), temperature=0, max_tokens=40,
                                              stop=[stop])
    assert response.choices[0].message.content == expected.text and response.choices[0].finish_reason == "stop"
    sampled = [client.chat.completions.create(model=MODEL, messages=chat(ASCII_PROMPT), temperature=0.9, top_p=0.95,
                                              seed=7, max_tokens=16).choices[0].message.content for _ in range(2)]
    assert sampled[0] == sampled[1]


def test_completions_endpoint(client):
    engine = cached_engine("llama")
    expected = engine.generate("def add(a, b):", SamplingParams(max_tokens=12))
    response = client.completions.create(model=MODEL, prompt="def add(a, b):", temperature=0, max_tokens=12)
    assert response.choices[0].text == expected.text and response.usage.completion_tokens == len(expected.token_ids)
    streamed = client.completions.create(model=MODEL, prompt="def add(a, b):", temperature=0, max_tokens=12,
                                         stream=True)
    assert "".join(chunk.choices[0].text for chunk in streamed) == expected.text


def test_openai_client_raises_typed_errors(client):
    with pytest.raises(openai.NotFoundError):
        client.chat.completions.create(model="gpt-4o", messages=chat("x"))
    with pytest.raises(openai.BadRequestError):
        client.chat.completions.create(model=MODEL, messages=chat("x"), n=2)
    bad_key = openai.OpenAI(base_url=client.base_url, api_key="wrong", max_retries=0)
    with pytest.raises(openai.AuthenticationError):
        bad_key.models.list()


# -- raw HTTP: every error is OpenAI-shaped and the server stays up ------------------------------
GOOD = {"model": MODEL, "messages": chat("x"), "max_tokens": 4}
PREDICTION = {"type": "content", "content": "x"}


@pytest.mark.parametrize("body, status, code, param", [
    (b'{"model": "tiny", "messages": [', 400, "invalid_json", None),
    (b'"just a string"', 400, "invalid_body", None),
    ({**GOOD, "messages": "hello"}, 400, "invalid_value", "messages"),
    ({**GOOD, "messages": [{"role": "user", "content": 3}]}, 400, "invalid_value", "messages[0].content"),
    ({**GOOD, "max_tokens": "10"}, 400, "invalid_value", "max_tokens"),
    ({"model": MODEL}, 400, "missing_required_parameter", "messages"),
    ({**GOOD, "model": "nope"}, 404, "model_not_found", "model"),
    ({**GOOD, "max_tokens": -1}, 400, None, "max_tokens"),
    ({**GOOD, "temperature": -0.5}, 400, None, "temperature"),
    ({**GOOD, "top_p": -0.1}, 400, None, "top_p"),
    ({**GOOD, "messages": [{"role": "bogus", "content": "x"}]}, 400, "invalid_value", "messages[0].role"),
    ({**GOOD, "messages": [{"role": "function", "content": "x"}]}, 400, "invalid_value", "messages[0].role"),
    ({**GOOD, "stop": [""]}, 400, None, "stop"),
    ({**GOOD, "n": 2}, 400, None, "n"),
    ({**GOOD, "tools": [{"type": "function", "function": {"name": "f"}}]}, 400, None, "tools"),
    ({**GOOD, "prediction": PREDICTION, "logprobs": True}, 400, None, "logprobs"),
    ({**GOOD, "prediction": PREDICTION, "presence_penalty": 0.5}, 400, None, "presence_penalty"),
    ({**GOOD, "prediction": PREDICTION, "frequency_penalty": 0.5}, 400, None, "frequency_penalty"),
    ({**GOOD, "prediction": {"type": "content", "content": [{"type": "image"}]}}, 400, None, None),
    ({**GOOD, "speculation": {"method": "prediction"}}, 400, None, "speculation.method"),
    ({**GOOD, "speculation": {"method": "ngram", "num_tokens": 0}}, 400, None, "speculation.num_tokens"),
    ({**GOOD, "max_tokens": 1020}, 400, "context_length_exceeded", "max_tokens"),
    ({**GOOD, "messages": chat("x " * 1200)}, 400, "context_length_exceeded", "messages"),
    ({**GOOD, "messages": chat("x" * 70_000)}, 413, "request_too_large", None),
])
def test_bad_chat_requests_get_openai_errors(server, body, status, code, param):
    url = f"{server.base}/v1/chat/completions"
    if isinstance(body, bytes):
        response = httpx.post(url, content=body, headers={**AUTH, "Content-Type": "application/json"}, timeout=30)
    else:
        response = httpx.post(url, json=body, headers=AUTH, timeout=30)
    assert_openai_error(response, status, code, param)
    assert server.health()["status"] == "ok"


def test_auth_and_unknown_routes(server):
    for headers in ({}, {"Authorization": "Bearer nope"}, {"Authorization": API_KEY}):
        assert_openai_error(httpx.post(f"{server.base}/v1/chat/completions", json=GOOD, headers=headers), 401,
                            "invalid_api_key")
        assert_openai_error(httpx.get(f"{server.base}/v1/models", headers=headers), 401, "invalid_api_key")
    assert_openai_error(httpx.get(f"{server.base}/v1/nothing", headers=AUTH), 404, "unknown_url")
    assert_openai_error(httpx.get(f"{server.base}/v1/chat/completions", headers=AUTH), 405)
    chunked = httpx.post(f"{server.base}/v1/chat/completions", headers={**AUTH, "Content-Type": "application/json"},
                         content=iter([b'{"model": "tiny", "messages": [', b'{"role": "user", "content": "'] +
                                      [b"x" * 8192] * 10 + [b'"}]}']))
    assert_openai_error(chunked, 413, "request_too_large")
    assert server.health()["status"] == "ok"


def test_apply_endpoint(server):
    original = "def f():\n    return 1\n\n\ndef g():\n    return 2\n"
    update = "# ... existing code ...\ndef g():\n    return 3\n"
    response = httpx.post(f"{server.base}/v1/apply", headers=AUTH, timeout=60,
                          json={"original": original, "update": update, "engine": "merge"})
    assert response.status_code == 200, response.text
    assert response.json()["text"] == original.replace("return 2", "return 3")
    assert_openai_error(httpx.post(f"{server.base}/v1/apply", headers=AUTH, json={"original": original,
                                                                                  "update": "   "}), 400)
    cut_off = httpx.post(f"{server.base}/v1/apply", headers=AUTH, timeout=60,  # the random model never closes
                         json={"original": original, "update": update, "engine": "model", "max_tokens": 8})
    assert_openai_error(cut_off, 422, "apply_failed")
    empty = httpx.post(f"{server.base}/v1/apply", headers=AUTH, timeout=60, json={  # an empty original drafts nothing
        "original": "", "update": "x = 1\n", "engine": "model", "draft": "original", "max_tokens": 8})
    assert_openai_error(empty, 422, "apply_failed")  # the model answered (cut off), no 400 for an empty draft
    assert_openai_error(httpx.post(f"{server.base}/v1/apply", headers=AUTH, json={
        "original": original, "update": update, "template": "no-such-template"}), 400)
    assert_openai_error(httpx.post(f"{server.base}/v1/apply", headers=AUTH, json={"original": original}), 400,
                        "missing_required_parameter", "update")


# -- serving many clients -----------------------------------------------------------------------
def test_a_client_that_goes_away_frees_the_engine(slow_server):
    """A 900-token request runs 900 target forwards (one token each, ignore_eos); idle after far fewer
    means it was dropped, however fast or slow the machine."""
    endpoint, forwards = slow_server
    endpoint.wait_idle(timeout=30)
    hold = dict(model=MODEL, messages=chat(HOLD_PROMPT), temperature=0, max_tokens=900, ignore_eos=True,
                speculation={"method": "none"})
    url = f"{endpoint.base}/v1/chat/completions"
    before = forwards.count
    with httpx.stream("POST", url, json={**hold, "stream": True}, timeout=30) as response:
        assert response.status_code == 200
        next(response.iter_lines())
    endpoint.wait_idle(timeout=60)
    assert forwards.count - before < 900
    before = forwards.count
    with pytest.raises(httpx.TimeoutException):  # not streaming: the server polls for the disconnect
        httpx.post(url, timeout=0.5, json=hold)
    endpoint.wait_idle(timeout=60)
    assert forwards.count - before < 900


def test_concurrent_clients_get_their_own_answers(server, client):
    prompts = [f"{ASCII_PROMPT} Case {index}." for index in range(16)]
    expected = [reference(prompt, 16).text for prompt in prompts]
    rss_before = server.rss_kib()
    answers: dict[int, str] = {}
    failures: list[BaseException] = []

    def run(index: int) -> None:
        try:
            kwargs = dict(model=MODEL, messages=chat(prompts[index]), temperature=0, max_tokens=16)
            if index % 4 == 1:
                kwargs["prediction"] = {"type": "content", "content": expected[index]}
            if index % 4 == 3:  # disconnects after the first chunk
                stream = client.chat.completions.create(**kwargs, stream=True)
                next(iter(stream))
                stream.close()
            elif index % 2 == 0:
                stream = client.chat.completions.create(**kwargs, stream=True)
                answers[index] = "".join(chunk.choices[0].delta.content or "" for chunk in stream)
            else:
                answers[index] = client.chat.completions.create(**kwargs).choices[0].message.content
        except BaseException as error:  # noqa: BLE001 - reported below
            failures.append(error)

    for _ in range(2):
        threads = [threading.Thread(target=run, args=(index,)) for index in range(16)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(60)
    assert not failures, failures
    assert len(answers) == 12
    for index, answer in answers.items():
        assert answer == expected[index], index
    server.wait_idle()
    assert server.health()["status"] == "ok"
    assert server.rss_kib() - rss_before < 150 * 1024  # generous: no per-request leak


def test_full_queue_answers_429_and_timeouts_408(busy_server):
    """--max-queue 1: one request runs, one waits, the rest are refused at once (forwards held meanwhile).
    The requests need >= 15 s each (slowed forwards, ignore_eos) and time out after 8 s."""
    body = {"model": MODEL, "messages": chat(HOLD_PROMPT), "temperature": 0, "max_tokens": 1500, "stream": True,
            "ignore_eos": True, "speculation": {"method": "none"}}
    url = f"{busy_server.base}/v1/chat/completions"
    busy_server.wait_idle(timeout=30)
    with httpx.stream("POST", url, json=body, timeout=30) as running:
        assert running.status_code == 200
        lines = running.iter_lines()  # one iterator: a dropped one closes the response
        next(lines)  # it runs
        with busy_server.forwards.held():  # and stays running (the queue full) until the 429s are seen
            waiting: list[httpx.Response] = []
            thread = threading.Thread(target=lambda: waiting.append(httpx.post(url, json=body, timeout=30)))
            thread.start()
            wait_until(lambda: busy_server.health()["outstanding"] == 2, "the second request waits in the queue")
            for _ in range(3):
                refused = httpx.post(url, json=body, timeout=30)
                assert_openai_error(refused, 429, "queue_full")
                assert refused.headers["retry-after"] == "1"
        events = [line for line in lines if line.startswith("data: ")]
    assert json.loads(events[-2][len("data: "):])["error"]["code"] == "timeout" and events[-1] == "data: [DONE]"
    thread.join(30)
    assert waiting[0].status_code in (200, 408)  # timed out waiting, or began just before its own deadline
    busy_server.wait_idle()
    slow = httpx.post(url, json={**body, "stream": False}, timeout=30)
    assert_openai_error(slow, 408, "timeout")
    busy_server.wait_idle()
    quick = httpx.post(url, json={**body, "stream": False, "max_tokens": 4})
    assert quick.status_code == 200
