"""Drop-in details for clients configured for Morph, Relace or Continue, against real `fastapply serve`
processes: several served model names, greedy apply chats, the merge answering apply chats on a
server without a model, empty files, `usage` on every apply, and a merge-only server without torch."""

from __future__ import annotations

from pathlib import Path

import httpx
import openai
import pytest
import yaml
from test_server import API_KEY, AUTH, Server, assert_openai_error
from test_server_apply import AMBIGUOUS, MERGED, ORIGINAL, SNIPPET, UNPLACEABLE, morph_message

from fastapply.apply.templates import TEMPLATES

NAMES = ["tiny", "morph-v3-fast", "relace-apply-3", "auto"]
ZERO_USAGE = {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0}


def started(*args, **kwargs) -> Server:
    process = Server(*args, **kwargs)
    process.wait_ready()
    return process


@pytest.fixture(scope="module")
def named_server(tiny_model_dir, tmp_path_factory):
    """A model server answering to the names hosted apply clients send."""
    process = started(tiny_model_dir, tmp_path_factory.mktemp("named") / "server.log", "--api-key", API_KEY,
                      "--served-model-name", *NAMES)
    yield process
    process.stop()


@pytest.fixture(scope="module")
def merge_server(tmp_path_factory):
    process = started(None, tmp_path_factory.mktemp("merge-dropin") / "server.log", "--apply-engine", "merge",
                      "--api-key", API_KEY, "--served-model-name", "morph-v3-fast")
    yield process
    process.stop()


@pytest.mark.slow  # a real server process
def test_several_served_model_names(named_server):
    models = httpx.get(f"{named_server.base}/v1/models", headers=AUTH).json()["data"]
    assert [card["id"] for card in models] == NAMES
    assert httpx.get(f"{named_server.base}/v1/models/relace-apply-3", headers=AUTH).json()["id"] == "relace-apply-3"
    client = openai.OpenAI(base_url=f"{named_server.base}/v1", api_key=API_KEY, max_retries=0, timeout=120)
    for name in NAMES[1:]:
        answer = client.chat.completions.create(model=name, messages=[{"role": "user", "content": "hi"}],
                                                max_tokens=4)
        assert answer.model == "tiny"  # answers carry the first name, as vLLM's do
    unknown = httpx.post(f"{named_server.base}/v1/chat/completions", headers=AUTH, json={
        "model": "gpt-4o", "messages": [{"role": "user", "content": "hi"}]})
    assert_openai_error(unknown, 404, "model_not_found", "model")
    assert all(f"'{name}'" in unknown.json()["error"]["message"] for name in NAMES)


@pytest.mark.slow  # a real server process
def test_apply_chat_is_greedy_unless_a_temperature_is_given(named_server):
    client = openai.OpenAI(base_url=f"{named_server.base}/v1", api_key=API_KEY, max_retries=0, timeout=120)

    def answer(**extra) -> str:
        return client.chat.completions.create(model="morph-v3-fast", messages=morph_message(ORIGINAL, SNIPPET),
                                              max_tokens=24, **extra).choices[0].message.content

    greedy = answer(temperature=0)
    assert answer() == greedy and answer() == greedy  # no temperature: greedy, every time
    sampled = answer(temperature=1.0, seed=7)
    assert sampled == answer(temperature=1.0, seed=7) and sampled != greedy  # an explicit one is honoured


@pytest.mark.slow  # a real server process
def test_merge_only_server_answers_apply_chats_with_the_merge(merge_server):
    client = openai.OpenAI(base_url=f"{merge_server.base}/v1", api_key=API_KEY, max_retries=0, timeout=30)
    answer = client.chat.completions.create(model="merge", messages=morph_message(ORIGINAL, SNIPPET))
    assert answer.choices[0].message.content == MERGED and answer.choices[0].finish_reason == "stop"
    assert answer.usage.total_tokens == 0
    stream = client.chat.completions.create(model="merge", messages=morph_message(ORIGINAL, SNIPPET), stream=True,
                                            stream_options={"include_usage": True})
    chunks = list(stream)
    assert "".join(chunk.choices[0].delta.content or "" for chunk in chunks if chunk.choices) == MERGED
    assert chunks[-1].usage.total_tokens == 0
    template = TEMPLATES["fastapply"]  # this project's own chat format: answered in its frame
    message = template.user.replace("{original}", ORIGINAL).replace("{update}", SNIPPET).replace(
        "{instruction}", "Make g return 3.")
    framed = client.chat.completions.create(model="merge", messages=[{"role": "user", "content": message}])
    assert framed.choices[0].message.content == template.answer_prefix + MERGED + template.answer_suffix
    chat = f"{merge_server.base}/v1/chat/completions"
    for (original, snippet), code in ((AMBIGUOUS, "ambiguous_merge"), ((ORIGINAL, UNPLACEABLE), "apply_failed")):
        refused = httpx.post(chat, headers=AUTH, json={"model": "merge", "messages": morph_message(original, snippet)})
        assert_openai_error(refused, 422, code, "messages")
    assert_openai_error(httpx.post(chat, headers=AUTH, json={"model": "other", "messages": morph_message(
        ORIGINAL, SNIPPET)}), 404, "model_not_found", "model")
    assert_openai_error(httpx.post(chat, headers=AUTH, json={"model": "merge", "messages": [
        {"role": "user", "content": "Explain g."}]}), 503, "no_model")
    assert client.chat.completions.create(model="morph-v3-fast", messages=morph_message(ORIGINAL, SNIPPET)).model \
        == "morph-v3-fast"  # answers carry the first name
    listed = [model.id for model in client.models.list().data]
    assert listed == ["morph-v3-fast", "merge"], listed  # every name it answers to, "merge" always
    documented = httpx.get(f"{merge_server.base}/openapi.json", headers=AUTH).json()["paths"]
    assert "/v1/chat/completions" not in documented and "/v1/completions" not in documented  # (mostly) 503s
    assert {"/v1/apply", "/v1/code/apply", "/v1/models", "/health"} <= set(documented)


@pytest.mark.slow  # a real server process
def test_empty_code_with_markers_is_refused_and_apply_always_has_usage(merge_server):
    marked = "# ... existing code ...\ndef h():\n    return 4\n# ... existing code ...\n"
    for code in ("", "\n\n"):
        refused = httpx.post(f"{merge_server.base}/v1/code/apply", headers=AUTH,
                             json={"initialCode": code, "editSnippet": marked})
        assert_openai_error(refused, 422, "apply_failed", "editSnippet")
        assert "empty" in refused.json()["error"]["message"]
        assert_openai_error(httpx.post(f"{merge_server.base}/v1/apply", headers=AUTH, json={
            "original": code, "update": marked}), 422, "apply_failed", "update")
    whole = httpx.post(f"{merge_server.base}/v1/code/apply", headers=AUTH,
                       json={"initialCode": "", "editSnippet": "def h():\n    return 4\n"})
    assert whole.status_code == 200 and whole.json()["mergedCode"] == "def h():\n    return 4\n"
    applied = httpx.post(f"{merge_server.base}/v1/apply", headers=AUTH, json={"original": ORIGINAL, "update": SNIPPET})
    assert applied.status_code == 200 and applied.json()["text"] == MERGED
    assert {key: applied.json()["usage"][key] for key in ZERO_USAGE} == ZERO_USAGE


@pytest.mark.slow  # a real server process
def test_merge_only_server_never_imports_torch(tmp_path, monkeypatch):
    """Python's own import log of a merge-only server that answered every apply route: no torch, no transformers."""
    monkeypatch.setenv("PYTHONPROFILEIMPORTTIME", "1")
    log = tmp_path / "server.log"
    process = started(None, log, "--apply-engine", "merge")
    try:
        for route, body in (("/v1/apply", {"original": ORIGINAL, "update": SNIPPET}),
                            ("/v1/code/apply", {"initialCode": ORIGINAL, "editSnippet": SNIPPET}),
                            ("/v1/chat/completions", {"model": "merge", "messages": morph_message(ORIGINAL, SNIPPET)})):
            assert httpx.post(process.base + route, json=body, timeout=30).status_code == 200, route
    finally:
        process.stop()
    imported = {line.split("|")[-1].strip() for line in log.read_text().splitlines() if line.startswith("import time")}
    assert {"fastapi", "uvicorn", "fastapply.server.app", "fastapply.apply.merge"} <= imported  # the log is read right
    assert not {"torch", "transformers"} & imported


def test_continue_config_files_are_complete():
    """docs/server.md's Continue config.yaml files: what Continue's config-yaml schema requires of a file."""
    text = (Path(__file__).resolve().parents[1] / "docs" / "server.md").read_text()
    files = [yaml.safe_load(block[len("yaml\n"):]) for block in text.split("```") if block.startswith("yaml\n")]
    assert len(files) == 2
    for config in files:
        assert {"name", "version", "schema", "models"} <= set(config) and config["schema"] == "v1"
        assert isinstance(config["name"], str) and isinstance(config["version"], str)
        for model in config["models"]:
            assert {"name", "provider", "model", "apiBase", "roles"} <= set(model) and model["roles"] == ["apply"]
            assert model["apiBase"].startswith("http://127.0.0.1:8000/v1")
    assert [config["models"][0]["provider"] for config in files] == ["relace", "openai"]


def test_greedy_default_holds_without_auto_prediction():
    """The greedy default belongs to the apply format, not to the drafting: --no-auto-prediction keeps it."""
    import asyncio

    from fastapply.server.apply_chat import with_apply_defaults
    from fastapply.server.protocol import ChatCompletionRequest
    from fastapply.server.serving import ServerConfig

    def temperature(messages, config: ServerConfig, **extra):
        request = ChatCompletionRequest(model="tiny", messages=messages, **extra)
        return asyncio.run(with_apply_defaults(request, config)).temperature

    for config in (ServerConfig("tiny"), ServerConfig("tiny", auto_prediction=False)):
        assert temperature(morph_message(ORIGINAL, SNIPPET), config) == 0.0
        assert temperature(morph_message(ORIGINAL, SNIPPET), config, temperature=0.7) == 0.7
        assert temperature([{"role": "user", "content": "hi"}], config) is None  # not an apply: OpenAI's default
