"""`fastapply serve --model x.gguf`: the OpenAI-compatible server on llama.cpp, driven by the `openai` client."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

pytest.importorskip("llama_cpp", reason="llama-cpp-python is not installed (pip install 'fastapply[llama]')")

import openai  # noqa: E402
from gguf_models import gguf, gguf_engine  # noqa: E402
from test_server import API_KEY, MODEL, Server  # noqa: E402

from fastapply.config import SamplingParams, SpeculationConfig  # noqa: E402

pytestmark = pytest.mark.slow  # every test here talks to real server processes

PROMPTS = ["Write a function that adds two numbers.", "def parse(line):", "hello"]


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    log_path = tmp_path_factory.mktemp("gguf-server") / "server.log"
    server = Server(gguf("llama", "q8_0"), log_path, "--api-key", API_KEY, "--max-total-tokens", "1024")
    try:
        server.wait_ready()
        yield openai.OpenAI(base_url=f"{server.base}/v1", api_key=API_KEY, max_retries=0)
    finally:
        server.stop()


def chat(content: str) -> list[dict]:
    return [{"role": "user", "content": content}]


def reference(content: str, max_tokens: int, prediction: str | None = None):
    engine = gguf_engine(gguf("llama", "q8_0"))
    prompt = engine.chat_prompt(chat(content))
    speculation = SpeculationConfig(method="prediction") if prediction is not None else SpeculationConfig()
    return engine.generate(prompt, SamplingParams(max_tokens=max_tokens), speculation, prediction)


def test_chat_with_prediction_streaming_and_usage(client):
    plain = reference(PROMPTS[0], 40)
    answer = plain.text
    edited = answer[: len(answer) // 2] + "EXTRA" + answer[len(answer) // 2 + 3 :]
    for prediction in (answer, edited):
        response = client.chat.completions.create(model=MODEL, messages=chat(PROMPTS[0]), temperature=0,
                                                  max_tokens=40, prediction={"type": "content", "content": prediction})
        assert response.choices[0].message.content == answer
        assert response.choices[0].finish_reason == plain.finish_reason
        usage, details = response.usage, response.usage.completion_tokens_details
        assert usage.prompt_tokens == plain.stats.prompt_tokens
        assert usage.completion_tokens == len(plain.token_ids) + details.rejected_prediction_tokens
        if prediction is answer:
            assert details.accepted_prediction_tokens > 0
        streamed = list(client.chat.completions.create(
            model=MODEL, messages=chat(PROMPTS[0]), temperature=0, max_tokens=40, stream=True,
            stream_options={"include_usage": True}, prediction={"type": "content", "content": prediction}))
        assert "".join(chunk.choices[0].delta.content or "" for chunk in streamed[:-1]) == answer
        assert streamed[-1].usage.completion_tokens == usage.completion_tokens


def test_completions_and_concurrent_clients(client):
    """Concurrent clients get the texts they get one at a time."""
    expected = {}
    engine = gguf_engine(gguf("llama", "q8_0"))
    for prompt in PROMPTS:
        expected[prompt] = engine.generate(prompt, SamplingParams(max_tokens=24)).text

    def complete(prompt):
        return client.completions.create(model=MODEL, prompt=prompt, temperature=0, max_tokens=24).choices[0].text

    with ThreadPoolExecutor(len(PROMPTS) * 2) as pool:
        answers = list(pool.map(complete, PROMPTS * 2))
    assert answers == [expected[prompt] for prompt in PROMPTS * 2]


@pytest.fixture(scope="module")
def batch_server(tmp_path_factory):
    """An F32 GGUF (llama.cpp's logits do not depend on the batch shape there), four requests at once."""
    log_path = tmp_path_factory.mktemp("gguf-batch-server") / "server.log"
    server = Server(gguf("llama", "f32"), log_path, "--max-batch-size", "4")
    try:
        server.wait_ready()
        yield server
    finally:
        server.stop()


def test_concurrent_clients_share_forwards_and_get_their_texts_alone(batch_server):
    """A long request holds the batch open (it runs to the end of the context unless cancelled); six
    more, plain, n-gram and with a prediction, arrive while it runs: each gets its text alone (an engine
    of one sequence, in this process), and the usage of each says its verify forwards were shared."""
    client = openai.OpenAI(base_url=f"{batch_server.base}/v1", api_key="none", max_retries=0)
    engine = gguf_engine(gguf("llama", "f32"))
    methods = ("none", "ngram", "prediction")
    plain = {prompt: engine.generate(engine.chat_prompt(chat(prompt)), SamplingParams(max_tokens=20)).text
             for prompt in PROMPTS}
    jobs = [(prompt, method) for prompt in PROMPTS for method in methods[: 2 + (prompt != PROMPTS[2])]]

    def ask(job):
        prompt, method = job
        extra = {"prediction": {"type": "content", "content": plain[prompt]}} if method == "prediction" else {
            "extra_body": {"speculation": {"method": method}}}
        response = client.chat.completions.create(model=MODEL, messages=chat(prompt), temperature=0, max_tokens=20,
                                                  **extra)
        return response.choices[0].message.content, response.usage.speculation

    hold = client.completions.create(model=MODEL, prompt="hello", temperature=0, max_tokens=1900, stream=True,
                                     extra_body={"ignore_eos": True, "speculation": {"method": "none"}})
    try:
        next(iter(hold))  # the long request is decoding
        with ThreadPoolExecutor(len(jobs)) as pool:
            answers = list(pool.map(ask, jobs))
    finally:
        hold.close()  # the client goes away: the server drops it
    for (prompt, method), (text, usage) in zip(jobs, answers):
        assert text == plain[prompt], (prompt, method)
        assert usage["method"] == method and usage["shared_forwards"] > 0, (prompt, usage)
    assert any(usage["accepted_tokens"] for _, usage in answers)
