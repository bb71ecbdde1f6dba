"""Bad and hostile input against a real server on loopback: lone surrogates, any-case Bearer, integers
out of range, a 4 MB prompt, a body that stalls, and an OpenAPI document that lists what is sent."""

from __future__ import annotations

import json
import re
import socket

import httpx
import openai
import pytest
from test_server import (
    API_KEY,
    AUTH,
    MODEL,
    Server,
    assert_openai_error,
    chat,
    serve_in_thread,
)

from fastapply.engine import Engine

OBSERVED: set[tuple[str, str, int]] = set()  # (method, path, status) of every answer below: OpenAPI must list them


pytestmark = pytest.mark.slow  # every test here talks to real server processes


def post(base: str, path: str, body, headers=AUTH, **kwargs) -> httpx.Response:
    content = body if isinstance(body, bytes) else json.dumps(body).encode()  # json.dumps escapes a lone surrogate
    response = httpx.post(f"{base}{path}", content=content, timeout=60,
                          headers={**headers, "Content-Type": "application/json"}, **kwargs)
    OBSERVED.add(("post", path, response.status_code))
    return response


@pytest.fixture(scope="module")
def server(tiny_model_dir, tmp_path_factory):
    log_path = tmp_path_factory.mktemp("safety-logs") / "server.log"
    process = Server(tiny_model_dir, log_path, "--api-key", API_KEY, "--max-total-tokens", "1024",
                     "--max-body-bytes", str(8 * 2**20), "--read-timeout", "1")
    try:
        process.wait_ready()
        yield process
    finally:
        process.stop()


GOOD = {"model": MODEL, "messages": chat("x"), "max_tokens": 4}
PROMPT = {"model": MODEL, "prompt": "x", "max_tokens": 4}
APPLY = {"original": "a = 1\n", "update": "a = 2\n", "engine": "merge"}
BAD = "ok \udfff"  # a lone low surrogate: valid JSON ("\\udfff"), not valid Unicode


@pytest.mark.parametrize("path, body, param", [
    ("/v1/chat/completions", {**GOOD, "messages": chat(BAD)}, "messages[0].content"),
    ("/v1/chat/completions", {**GOOD, "messages": [{"role": "user", "content": [{"type": "text", "text": BAD}]}]},
     "messages[0].content[0].text"),
    ("/v1/chat/completions", {**GOOD, "prediction": {"type": "content", "content": BAD}}, "prediction.content"),
    ("/v1/chat/completions", {**GOOD, "stop": ["a", BAD]}, "stop[1]"),
    ("/v1/chat/completions", {**GOOD, "stop": BAD}, "stop"),
    ("/v1/chat/completions", {**GOOD, "model": BAD}, "model"),
    ("/v1/completions", {**PROMPT, "prompt": BAD}, "prompt"),
    ("/v1/completions", {**PROMPT, "prompt": [BAD]}, "prompt[0]"),
    ("/v1/apply", {**APPLY, "original": BAD}, "original"),
    ("/v1/apply", {**APPLY, "update": BAD}, "update"),
    ("/v1/apply", {**APPLY, "engine": "model", "instruction": BAD}, "instruction"),
    ("/v1/code/apply", {"initialCode": BAD, "editSnippet": "a = 2\n"}, "initialCode"),
    ("/v1/code/apply", {"initialCode": "a = 1\n", "editSnippet": BAD}, "editSnippet"),
    ("/v1/code/apply", {"initial_code": "a = 1\n", "edit_snippet": "a = 2\n", "instruction": BAD}, "instruction"),
    ("/v1/code/apply", {"initialCode": "a = 1\n", "editSnippet": "a = 2\n", "stream": True, "instruction": BAD},
     "instruction"),
])
def test_a_lone_surrogate_is_a_400_naming_the_field(server, path, body, param):
    response = post(server.base, path, body)
    assert_openai_error(response, 400, "invalid_value", param)
    assert "surrogate" in response.json()["error"]["message"]
    assert server.health()["status"] == "ok"


def test_the_openai_client_sees_the_param(server):
    """(The client cannot send a lone surrogate: it encodes JSON as UTF-8. A seed it can.)"""
    client = openai.OpenAI(base_url=f"{server.base}/v1", api_key=API_KEY, max_retries=0)
    with pytest.raises(openai.BadRequestError) as raised:
        client.chat.completions.create(model=MODEL, messages=chat("x"), max_tokens=4, seed=2**64)
    assert raised.value.param == "seed" and raised.value.code == "invalid_value"


@pytest.mark.parametrize("value", ["bearer", "BEARER", "bEaReR", "Bearer "])
def test_the_bearer_scheme_is_case_insensitive(server, value):
    response = post(server.base, "/v1/chat/completions", GOOD, headers={"Authorization": f"{value} {API_KEY}"})
    assert response.status_code == 200, response.text
    client = openai.OpenAI(base_url=f"{server.base}/v1", api_key=API_KEY, max_retries=0,
                           default_headers={"Authorization": f"{value} {API_KEY}"})
    assert [model.id for model in client.models.list().data] == [MODEL]
    for wrong in (f"{value} nope", f"{value.strip()}{API_KEY}", f"Basic {API_KEY}", API_KEY):
        assert_openai_error(post(server.base, "/v1/chat/completions", GOOD, headers={"Authorization": wrong}),
                            401, "invalid_api_key")


@pytest.mark.parametrize("path, body, param, bound", [
    ("/v1/chat/completions", {**GOOD, "seed": 2**64}, "seed", "9223372036854775807"),
    ("/v1/chat/completions", {**GOOD, "seed": 2**63}, "seed", "9223372036854775807"),
    ("/v1/chat/completions", {**GOOD, "seed": -(2**63) - 1}, "seed", "-9223372036854775808"),
    ("/v1/chat/completions", {**GOOD, "max_tokens": 2**64}, "max_tokens", "2147483647"),
    ("/v1/chat/completions", {**GOOD, "max_completion_tokens": -(2**70)}, "max_completion_tokens", "2147483647"),
    ("/v1/chat/completions", {**GOOD, "top_k": 2**40}, "top_k", "2147483647"),
    ("/v1/chat/completions", {**GOOD, "n": 2**64}, "n", "2147483647"),
    ("/v1/chat/completions", {**GOOD, "top_logprobs": 2**64}, "top_logprobs", "2147483647"),
    ("/v1/chat/completions", {**GOOD, "speculation": {"num_tokens": 2**64}}, "speculation.num_tokens", "2147483647"),
    ("/v1/completions", {**PROMPT, "prompt": [1, 2**64]}, "prompt[1]", "2147483647"),
    ("/v1/completions", {**PROMPT, "best_of": 2**64}, "best_of", "2147483647"),
    ("/v1/apply", {**APPLY, "max_tokens": 2**64}, "max_tokens", "2147483647"),
    ("/v1/apply", {**APPLY, "num_draft_tokens": 2**64}, "num_draft_tokens", "[1, 1024]"),
    ("/v1/apply", {**APPLY, "max_tokens": 0}, "max_tokens", "[1, 2147483647]"),
])
def test_integers_out_of_range_are_a_400_naming_the_field_and_range(server, path, body, param, bound):
    response = post(server.base, path, body)
    assert_openai_error(response, 400, "invalid_value", param)
    assert bound in response.json()["error"]["message"]


@pytest.mark.parametrize("seed", [2**63 - 1, -(2**63), 0])
def test_seeds_at_the_edges_of_the_range_work(server, seed):
    body = {**GOOD, "seed": seed, "temperature": 0.9}
    first, second = post(server.base, "/v1/chat/completions", body), post(server.base, "/v1/chat/completions", body)
    assert first.status_code == 200, first.text
    assert first.json()["choices"][0]["message"] == second.json()["choices"][0]["message"]


# -- a 4 MB prompt --------------------------------------------------------------------------------
BIG = "x" * 4_000_000


def test_a_4mb_prompt_is_refused_at_a_glance_and_memory_stays_flat(server):
    before = server.rss_kib()
    for path, body, param in (("/v1/completions", {**PROMPT, "prompt": BIG}, "prompt"),
                              ("/v1/chat/completions", {**GOOD, "messages": chat(BIG)}, "messages")):
        response = post(server.base, path, body)
        assert_openai_error(response, 400, "context_length_exceeded", param)
        assert "4000000 characters" in response.json()["error"]["message"]
    # tokenising it took ~1.2 GB; the request body itself is a few copies of 4 MB
    assert server.rss_kib() - before < 200 * 1024


class RecordingEngine(Engine):
    """An engine that records the length of every text it tokenises."""

    encoded: list[int]

    def encode(self, text: str, add_special_tokens: bool = True) -> list[int]:
        self.encoded.append(len(text))
        return super().encode(text, add_special_tokens)


@pytest.fixture(scope="module")
def recording(tiny_model_dir):
    from fastapply.server.app import create_app
    from fastapply.server.serving import ServerConfig

    engine = RecordingEngine.from_pretrained(str(tiny_model_dir))
    engine.encoded = []
    for endpoint in serve_in_thread(create_app(engine, ServerConfig(MODEL, max_total_tokens=1024,
                                                                    max_body_bytes=8 * 2**20))):
        yield endpoint, engine


def test_a_4mb_prompt_is_never_tokenised(recording):
    endpoint, engine = recording
    engine.encoded.clear()
    for path, body in (("/v1/completions", {**PROMPT, "prompt": BIG}),
                       ("/v1/chat/completions", {**GOOD, "messages": chat(BIG)}),
                       ("/v1/apply", {**APPLY, "engine": "model", "original": BIG})):
        assert_openai_error(post(endpoint.base, path, body), 400, "context_length_exceeded")
    assert engine.encoded == []
    # a prompt under the bound but over the context is still tokenised and measured exactly
    response = post(endpoint.base, "/v1/completions", {**PROMPT, "prompt": "x " * 3000})
    assert_openai_error(response, 400, "context_length_exceeded", "prompt")
    assert "tokens" in response.json()["error"]["message"] and engine.encoded == [6000]


LONG = "r" * 40_000  # over the context (1024 tokens of at most 17 characters) in any field, under the body limit


@pytest.mark.parametrize("path, body, param", [
    ("/v1/chat/completions", {**GOOD, "messages": [{"role": "user", "name": LONG, "content": "x"}]}, "messages"),
    ("/v1/chat/completions", {**GOOD, "messages": [{"role": "user", "content": [{"type": "text", "text": LONG}]}]},
     "messages"),
    ("/v1/chat/completions", {**GOOD, "messages": [{"role": "user", "content": ""}] * 2000}, "messages"),
    ("/v1/chat/completions", {**GOOD, "prediction": {"type": "content", "content": LONG}}, "prediction"),
    ("/v1/chat/completions", {**GOOD, "messages": chat(f"<code>{LONG}</code><update>x</update>")}, "messages"),
    # quadratic for a backtracking regular expression (minutes); refused by the size budget before any scan
    ("/v1/chat/completions", {**GOOD, "messages": chat("<code>" + "</code><update>" * 70_000)}, "messages"),
    ("/v1/completions", {**PROMPT, "prompt": [1] * 2000}, "prompt"),
])
def test_every_field_that_reaches_the_tokenizer_counts_before_any_work(recording, path, body, param):
    endpoint, engine = recording
    engine.encoded.clear()
    assert_openai_error(post(endpoint.base, path, body), 400, "context_length_exceeded", param)
    assert engine.encoded == []


@pytest.mark.parametrize("stop", [[f"s{index}" for index in range(17)], ["x" * 2100, "y" * 2100]])
def test_stop_strings_are_bounded_in_count_and_length(recording, stop):
    endpoint, engine = recording
    engine.encoded.clear()
    response = post(endpoint.base, "/v1/chat/completions", {**GOOD, "stop": stop})
    assert_openai_error(response, 400, "invalid_value", "stop")
    assert engine.encoded == []
    assert post(endpoint.base, "/v1/chat/completions", {**GOOD, "stop": [s[:100] for s in stop[:4]]}).status_code == 200


# -- a body that stalls ---------------------------------------------------------------------------
@pytest.fixture(scope="module")
def impatient(tiny_model_dir):
    """A server that waits 0.5 s for the next piece of a request body."""
    from conftest import cached_engine

    from fastapply.server.app import create_app
    from fastapply.server.serving import ServerConfig

    yield from serve_in_thread(create_app(cached_engine("llama"), ServerConfig(MODEL, read_timeout=0.5)))


def stall(base: str, path: str) -> bytes:
    """Send the head and the start of a body, then nothing; the status the server answers."""
    head = (f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAuthorization: Bearer "
            f"{API_KEY}\r\nContent-Length: 1000\r\n\r\n").encode()
    answer = raw_request(base, head + b'{"model": "tiny", "mess')
    OBSERVED.add(("post", path, int(answer.split(b" ", 2)[1])))
    return answer


def raw_request(base: str, data: bytes) -> bytes:
    """Send ``data`` on a raw socket, then read until the server closes (30 s at most)."""
    host, port = re.match(r"http://([\d.]+):(\d+)", base).groups()
    with socket.create_connection((host, int(port)), timeout=30) as sock:
        sock.sendall(data)
        received = b""
        while chunk := sock.recv(65536):
            received += chunk
    return received


def test_a_stalled_body_gets_408_and_the_connection_is_closed(impatient):
    answer = stall(impatient.base, "/v1/chat/completions")
    assert int(answer.split(b" ", 2)[1]) == 408, answer
    error = json.loads(answer.split(b"\r\n\r\n", 1)[1])["error"]
    assert error["code"] == "request_timeout" and "stalled" in error["message"]
    assert impatient.health()["status"] == "ok"
    # a body sent in pieces that never pause long is read whole
    body = json.dumps({**GOOD, "max_tokens": 2}).encode()
    response = httpx.post(f"{impatient.base}/v1/chat/completions", content=iter([body[:10], body[10:]]),
                          headers={"Content-Type": "application/json"}, timeout=30)
    assert response.status_code == 200, response.text


def test_head_on_health_answers_200_without_the_key(server):
    response = httpx.head(f"{server.base}/health", timeout=10)
    assert response.status_code == 200 and response.content == b""


# -- OpenAPI --------------------------------------------------------------------------------------
def documented(schema: dict, method: str, path: str) -> dict:
    for template, operations in schema["paths"].items():
        if re.fullmatch(re.sub(r"\{[^}]+\}", "[^/]+", template.replace(":path", "")), path):
            return operations[method]["responses"]
    raise AssertionError(f"{path} is not in the OpenAPI document")


def test_openapi_lists_every_error_the_tests_saw(server):
    """Runs after the tests above (file order): every status they observed is documented, as an
    OpenAI error; then a fresh battery of errors per route."""
    for headers in ({}, AUTH):
        OBSERVED.add(("get", "/v1/models", httpx.get(f"{server.base}/v1/models", headers=headers).status_code))
        OBSERVED.add(("get", "/v1/models/nope", httpx.get(f"{server.base}/v1/models/nope",
                                                          headers=headers).status_code))
    for path in ("/v1/chat/completions", "/v1/completions", "/v1/apply"):
        for body in (b"{", b"[]", {**GOOD, **PROMPT, **APPLY, "model": "nope"}, {"x": "y" * (8 * 2**20)}):
            post(server.base, path, body)
        post(server.base, path, GOOD, headers={"Authorization": "Bearer nope"})
        stall(server.base, path)
    post(server.base, "/v1/apply", {**APPLY, "engine": "model", "max_tokens": 8})  # cut off: 422
    schema = httpx.get(f"{server.base}/openapi.json", headers=AUTH).json()
    seen = {status for _, _, status in OBSERVED}
    assert {400, 401, 404, 408, 413, 422} <= seen, seen
    for method, path, status in sorted(OBSERVED):
        responses = documented(schema, method, path)
        assert str(status) in responses, (method, path, status, sorted(responses))
        if status >= 400:
            content = responses[str(status)]["content"]["application/json"]["schema"]
            assert content == {"$ref": "#/components/schemas/ErrorResponse"}
    assert "HTTPValidationError" not in json.dumps(schema)  # FastAPI's 422 shape is never sent
    assert {"400", "401", "408", "413", "422", "429", "500", "503"} <= set(documented(schema, "post", "/v1/code/apply"))
    assert schema["components"]["securitySchemes"]["bearer"] == {
        "type": "http", "scheme": "bearer", "description": "the server's --api-key"}
    assert schema["paths"]["/v1/code/apply"]["post"]["security"] == [{"bearer": []}]
    assert "security" not in schema["paths"]["/health"]["get"]
    error = schema["components"]["schemas"]["ErrorDetail"]
    assert set(error["properties"]) == {"message", "type", "param", "code"}


def test_a_flood_of_messages_is_counted_before_any_is_validated(recording):
    """130,000 empty messages (a 3.8 MB body, under the body limit): refused by their count, a 400 naming
    'messages'. The count comes first: with items that are not messages at all, the answer is still the count,
    not an item's error (validating 130,000 items on the event loop held every route for seconds)."""
    from fastapply.server.protocol import MAX_MESSAGES, ChatCompletionRequest

    endpoint, engine = recording
    engine.encoded.clear()
    response = post(endpoint.base, "/v1/chat/completions", {**GOOD, "messages": [{"role": "user", "content": ""}] * 130_000})
    assert_openai_error(response, 400, "invalid_value", "messages")
    assert f"at most {MAX_MESSAGES} messages" in response.json()["error"]["message"] and engine.encoded == []
    with pytest.raises(ValueError) as caught:
        ChatCompletionRequest.model_validate({"model": MODEL, "messages": [0] * (MAX_MESSAGES + 1)})
    assert [error["type"] for error in caught.value.errors()] == ["value_error"]
