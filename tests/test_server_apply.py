"""The drop-in apply APIs, driven with the requests real clients build: Continue's Relace adapter
(`POST {apiBase}code/apply`), the `openai` client in the Morph / Relace chat format, a server
without a model (`fastapply serve --apply-engine merge`), streaming, auth and a user abort."""

from __future__ import annotations

import asyncio
import json
import random
import subprocess
import sys

import httpx
import openai
import pytest
from conftest import cached_engine
from test_server import (
    API_KEY,
    AUTH,
    MODEL,
    Server,
    SlowForwards,
    assert_openai_error,
    serve_in_thread,
    slowed_engine,
)

from fastapply.apply.merge import merge
from fastapply.apply.templates import TEMPLATES, SettledText, get_template
from fastapply.config import SamplingParams
from fastapply.server.apply_chat import draft_for, find_apply_message
from fastapply.server.protocol import ChatMessage

ORIGINAL = "def f():\n    return 1\n\n\ndef g():\n    return 2\n"
SNIPPET = "# ... existing code ...\ndef g():\n    return 3\n"
MERGED = ORIGINAL.replace("return 2", "return 3")
UNPLACEABLE = "# ... existing code ...\nzzz_unrelated = 1\n# ... existing code ...\n"  # the merge fails
AMBIGUOUS = ("def a():\n    x = 1\n    return x\n\n\ndef b():\n    x = 1\n    return x\n",
             "# ... existing code ...\n    x = 2\n    return x\n# ... existing code ...\n")


pytestmark = pytest.mark.slow  # every test here talks to real server processes


def continue_relace_request(api_base: str, initial_code: str, edit_snippet: str, api_key: str = API_KEY):
    """Exactly what Continue's RelaceApi (packages/openai-adapters/src/apis/Relace.ts) sends and reads."""
    if not api_base.endswith("/"):
        api_base += "/"
    headers = {"Content-Type": "application/json", "Authorization": f"Bearer {api_key}"}
    data = {"initialCode": initial_code, "editSnippet": edit_snippet}
    return httpx.post(api_base + "code/apply", headers=headers, content=json.dumps(data), timeout=60)


def sse_events(response) -> list:
    lines = [line for line in response.iter_lines() if line]
    assert all(line.startswith("data: ") for line in lines), lines
    assert lines[-1] == "data: [DONE]"
    return [json.loads(line[len("data: "):]) for line in lines[:-1]]
SQL_READ_AS_RUBY = (  # original, snippet, merged: a SQL file Ruby's grammar parses cleanly (read as Ruby, the
    # table and the index right after it are one paragraph about legacy_sessions: refused)
    "CREATE TABLE users (\n    id UUID PRIMARY KEY\n);\n\nCREATE TABLE legacy_sessions (\n    sid VARCHAR(64),\n"
    "    user_id UUID\n);\nCREATE INDEX users_id ON users (id);\n\nCREATE TABLE resets (\n    token TEXT\n);\n",
    "-- ... users unchanged ...\n\n-- (legacy_sessions table removed)\n\nCREATE TABLE resets (\n-- ... unchanged ...\n",
    "CREATE TABLE users (\n    id UUID PRIMARY KEY\n);\n\nCREATE INDEX users_id ON users (id);\n\nCREATE TABLE resets (\n"
    "    token TEXT\n);\n")


def morph_message(original: str, update: str, instruction: str = "Change g.") -> list[dict]:
    return [{"role": "user", "content": f"<instruction>{instruction}</instruction>\n<code>{original}</code>\n"
                                        f"<update>{update}</update>"}]


@pytest.fixture(scope="module")
def merge_server(tmp_path_factory):
    """`fastapply serve --apply-engine merge` without --model, with an API key."""
    process = Server(None, tmp_path_factory.mktemp("merge-server") / "server.log", "--apply-engine", "merge",
                     "--api-key", API_KEY)
    try:
        process.wait_ready()
        yield process
    finally:
        process.stop()


@pytest.fixture(scope="module")
def model_server(tiny_model_dir, tmp_path_factory):
    process = Server(tiny_model_dir, tmp_path_factory.mktemp("model-server") / "server.log", "--api-key", API_KEY)
    try:
        process.wait_ready()
        yield process
    finally:
        process.stop()


# -- a server without a model ----------------------------------------------------------------------
@pytest.mark.parametrize("api_base", ["/v1/", "/v1"])
def test_continue_relace_request_gets_the_merged_code_and_usage(merge_server, api_base):
    assert merge(ORIGINAL, SNIPPET).confidence == "exact"
    response = continue_relace_request(merge_server.base + api_base, ORIGINAL, SNIPPET)
    assert response.status_code == 200, response.text
    result = response.json()
    assert result["mergedCode"] == MERGED
    usage = result["usage"]  # Continue reads these three; the merge uses no model tokens
    assert (usage["prompt_tokens"], usage["completion_tokens"], usage["total_tokens"]) == (0, 0, 0)
    assert (result["method"], result["merge_confidence"]) == ("merge", "exact")


def test_ambiguous_merge_is_refused_unless_allowed(merge_server):
    original, snippet = AMBIGUOUS
    assert merge(original, snippet).confidence == "ambiguous"  # the premise: two places fit the snippet
    refused = continue_relace_request(f"{merge_server.base}/v1/", original, snippet)
    assert_openai_error(refused, 422, "ambiguous_merge", "editSnippet")
    assert "ambiguous" in refused.json()["error"]["message"] and "allow_ambiguous" in refused.json()["error"]["message"]
    allowed = httpx.post(f"{merge_server.base}/v1/code/apply", headers=AUTH, timeout=30, json={
        "initialCode": original, "editSnippet": snippet, "allow_ambiguous": True})
    assert allowed.status_code == 200 and allowed.json()["merge_confidence"] == "ambiguous"
    assert allowed.json()["mergedCode"] == merge(original, snippet).text
    apply_url = f"{merge_server.base}/v1/apply"
    assert_openai_error(httpx.post(apply_url, headers=AUTH, json={"original": original, "update": snippet}), 422,
                        "ambiguous_merge", "update")
    assert httpx.post(apply_url, headers=AUTH, json={"original": original, "update": snippet,
                                                     "allow_ambiguous": True}).status_code == 200


def test_relace_snake_case_extra_fields_and_streaming(merge_server):
    body = {"initial_code": ORIGINAL, "edit_snippet": SNIPPET, "instruction": "make g return 3", "model": "auto",
            "relace_metadata": {"source": "test"}, "stream": True}
    with httpx.stream("POST", f"{merge_server.base}/v1/code/apply", headers=AUTH, json=body, timeout=30) as response:
        assert response.status_code == 200 and response.headers["content-type"].startswith("text/event-stream")
        events = sse_events(response)
    assert "".join(event["delta"] for event in events[:-1]) == MERGED
    assert events[-1]["mergedCode"] == MERGED and events[-1]["usage"]["total_tokens"] == 0


@pytest.mark.parametrize("body, status, code, param", [
    ({"initialCode": ORIGINAL}, 400, "missing_required_parameter", "editSnippet"),
    ({"editSnippet": SNIPPET}, 400, "missing_required_parameter", "initialCode"),
    ({"initialCode": ORIGINAL, "editSnippet": 3}, 400, "invalid_value", "editSnippet"),
    ({"initialCode": ORIGINAL, "editSnippet": "  \n"}, 400, None, "editSnippet"),
    ({"initialCode": ORIGINAL, "editSnippet": UNPLACEABLE}, 422, "apply_failed", "editSnippet"),
    ({"initial_code": ORIGINAL, "edit_snippet": UNPLACEABLE}, 422, "apply_failed", "edit_snippet"),  # as spelled
    ({"initial_code": AMBIGUOUS[0], "edit_snippet": AMBIGUOUS[1]}, 422, "ambiguous_merge", "edit_snippet"),
    ({"initial_code": ORIGINAL, "edit_snippet": 3}, 400, "invalid_value", "edit_snippet"),
])
def test_bad_relace_requests_get_openai_errors(merge_server, body, status, code, param):
    assert_openai_error(httpx.post(f"{merge_server.base}/v1/code/apply", headers=AUTH, json=body, timeout=30),
                        status, code, param)


def test_merge_only_server_answers_model_routes_with_503_and_checks_the_key(merge_server):
    assert merge_server.health()["status"] == "ok"
    client = openai.OpenAI(base_url=f"{merge_server.base}/v1", api_key=API_KEY, max_retries=2, timeout=30)
    with pytest.raises(openai.InternalServerError) as raised:
        client.chat.completions.create(model="merge", messages=[{"role": "user", "content": "Explain g."}])
    assert raised.value.status_code == 503 and raised.value.body["code"] == "no_model"
    assert "--model" in raised.value.body["message"]
    assert [model.id for model in client.models.list().data] == ["merge"]  # the name its apply chats take
    assert client.models.retrieve("merge").id == "merge"
    with pytest.raises(openai.NotFoundError):
        client.models.retrieve("gpt-4o")
    for route, body in (("/v1/completions", {"model": "merge", "prompt": "x"}), ("/v1/apply", {
            "original": ORIGINAL, "update": SNIPPET, "engine": "model"})):
        assert_openai_error(httpx.post(merge_server.base + route, headers=AUTH, json=body), 503, "no_model")
    for key in ("undefined", "wrong"):  # Continue sends "Bearer undefined" when no apiKey is configured
        assert_openai_error(continue_relace_request(f"{merge_server.base}/v1/", ORIGINAL, SNIPPET, key), 401,
                            "invalid_api_key")
    with pytest.raises(openai.AuthenticationError):
        openai.OpenAI(base_url=f"{merge_server.base}/v1", api_key="wrong", max_retries=0).models.list()


def test_serve_without_model_needs_the_merge_engine():
    done = subprocess.run([sys.executable, "-m", "fastapply.cli", "serve", "--port", "8"], capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 2 and "--apply-engine merge" in done.stderr


# -- with a model -----------------------------------------------------------------------------------
@pytest.mark.parametrize("stream, base", [(False, "/v1"), (True, "/v1/apply")])  # Morph's base URL, Relace's
def test_morph_format_chat_drafts_from_the_merge_and_keeps_the_text(model_server, stream, base):
    client = openai.OpenAI(base_url=model_server.base + base, api_key=API_KEY, max_retries=0, timeout=120)

    def ask(**extra):
        kwargs = dict(model=MODEL, messages=morph_message(ORIGINAL, SNIPPET), temperature=0, max_tokens=48, **extra)
        if not stream:
            response = client.chat.completions.create(**kwargs)
            return response.choices[0].message.content, response.usage
        chunks = list(client.chat.completions.create(**kwargs, stream=True, stream_options={"include_usage": True}))
        return "".join(chunk.choices[0].delta.content or "" for chunk in chunks if chunk.choices), chunks[-1].usage

    plain_text, plain_usage = ask(extra_body={"speculation": {"method": "none"}})
    text, usage = ask()
    assert text == plain_text
    assert usage.speculation["method"] == "prediction" and plain_usage.speculation["method"] == "none"
    details = usage.completion_tokens_details
    assert details.accepted_prediction_tokens + details.rejected_prediction_tokens > 0  # drafted from the merge
    assert usage.completion_tokens == plain_usage.completion_tokens + details.rejected_prediction_tokens
    other = client.chat.completions.create(model=MODEL, messages=[{"role": "user", "content": "Write a function."}],
                                           temperature=0, max_tokens=8)
    assert other.usage.speculation["method"] == "ngram"  # not the apply format: no prediction invented
    with pytest.raises(openai.AuthenticationError):
        openai.OpenAI(base_url=client.base_url, api_key="wrong", max_retries=0).chat.completions.create(
            model=MODEL, messages=morph_message(ORIGINAL, SNIPPET))


def test_code_apply_with_the_model_streams_its_settled_text(model_server):
    """The random model never closes its answer: the streamed pieces are the settled part of its greedy
    output, then the cut-off error event; without streaming the same request is a 422."""
    engine, template = cached_engine("llama"), get_template("plain")
    prompt = engine.encode(template.render(ORIGINAL, SNIPPET, "", tokenizer=engine.tokenizer))
    budget = 2 * len(engine.encode(ORIGINAL + SNIPPET, add_special_tokens=False)) + 256  # apply_edit's budget
    expected = SettledText(template).push(engine.generate(prompt, SamplingParams(max_tokens=budget)).text)
    url = f"{model_server.base}/v1/code/apply"
    with httpx.stream("POST", url, headers=AUTH, timeout=120,
                      json={"initialCode": ORIGINAL, "editSnippet": SNIPPET, "stream": True}) as response:
        assert response.status_code == 200
        events = sse_events(response)
    assert expected and "".join(event["delta"] for event in events[:-1]) == expected
    assert events[-1]["error"]["code"] == "apply_failed"
    assert_openai_error(continue_relace_request(f"{model_server.base}/v1/", ORIGINAL, SNIPPET), 422, "apply_failed")


def test_user_abort_mid_stream_frees_the_engine(tiny_model_dir):
    """The model writes this file in 420 forwards (greedy, so always), its first settled line after 132;
    forwards are held from then until the client has gone: idle after fewer than 420 means the abort
    dropped it, however fast the machine."""
    from fastapply.server.app import create_app
    from fastapply.server.serving import ServerConfig

    original = "".join(f"value_{index} = {index}\n" for index in range(60))
    forwards = SlowForwards()
    for endpoint in serve_in_thread(create_app(slowed_engine(tiny_model_dir, forwards), ServerConfig(MODEL))):
        body = {"initialCode": original, "editSnippet": "# ... existing code ...\nvalue_59 = 0\n", "stream": True}
        try:
            with httpx.stream("POST", f"{endpoint.base}/v1/code/apply", json=body, timeout=60) as response:
                assert response.status_code == 200
                lines = response.iter_lines()  # kept: dropping the iterator would close the connection
                assert next(line for line in lines if line).startswith('data: {"delta"')
                forwards.open.clear()  # held from here until the client has gone
                assert endpoint.health()["outstanding"] == 1  # still writing the file
        finally:
            forwards.open.set()
        endpoint.wait_idle(timeout=60)
        assert 132 <= forwards.count < 420


# -- the pieces -------------------------------------------------------------------------------------
PIECES = ["a", "b = 1", "\n", "\n", " ", "```", "```py", "~~~", "`", "<updated-code>", "</updated-code>", "</upd",
          "<|end|>", "<|en"]


def test_settled_text_concatenates_to_the_extracted_file():
    """Random answers made of the frames' pieces, split at random: the pieces are never taken back."""
    rng = random.Random(0)
    for _ in range(20_000):
        answer = "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 12)))
        cuts = sorted(rng.sample(range(len(answer) + 1), min(len(answer) + 1, rng.randint(0, 5)))) + [len(answer)]
        for template in TEMPLATES.values():
            settled, start, pieces = SettledText(template), 0, []
            for cut in cuts:
                pieces.append(settled.push(answer[start:cut]))
                start = cut
            assert "".join(pieces) + settled.finish() == template.extract(answer), (template.name, answer, cuts)


@pytest.mark.parametrize("content, template", [
    (morph_message("a <code>x</code>\n", "b\n")[0]["content"], "relace"),
    ("\n<code>a <code>x</code>\n</code> <update>b\n</update>\n", "relace"),
    ([{"type": "text", "text": "<code>a <code>x</code>\n</code>"}, {"type": "text", "text": "<update>b\n</update>"}],
     "relace"),
    (TEMPLATES["fastapply"].messages("a <code>x</code>\n", "b\n")[-1]["content"], "fastapply"),
])
def test_apply_messages_are_found_in_each_format(content, template):
    found = find_apply_message([ChatMessage(role="system", content="Be brief."), ChatMessage(role="user",
                                                                                             content=content)])
    assert (found.original, found.update, found.template.name) == ("a <code>x</code>\n", "b\n", template)


def test_other_messages_and_drafts():
    assert find_apply_message([ChatMessage(role="user", content="Explain <code>x</code> then <update>y</update>.")]) \
        is None
    assert find_apply_message([ChatMessage(role="user", content=morph_message("a", "b")[0]["content"]),
                               ChatMessage(role="assistant", content="ok")]) is not None  # the last *user* message
    found = find_apply_message([ChatMessage(role="user", content=morph_message(ORIGINAL, SNIPPET)[0]["content"])])
    assert draft_for(found) == MERGED
    failing = find_apply_message([ChatMessage(role="user", content=morph_message(ORIGINAL, UNPLACEABLE)[0]["content"])])
    assert merge(ORIGINAL, UNPLACEABLE).text is None and draft_for(failing) == ORIGINAL  # draft from the code


def test_auto_prediction_follows_the_flag_and_the_request():
    from fastapply.cli import build_parser
    from fastapply.server.apply_chat import with_apply_defaults
    from fastapply.server.protocol import ChatCompletionRequest
    from fastapply.server.serving import ServerConfig

    def prediction(config: ServerConfig, **extra):
        request = ChatCompletionRequest(model=MODEL, messages=morph_message(ORIGINAL, SNIPPET), **extra)
        found = asyncio.run(with_apply_defaults(request, config)).prediction
        return found.text() if found is not None else None

    assert prediction(ServerConfig(MODEL)) == MERGED  # the relace frame is the bare file
    args = build_parser().parse_args(["serve", "--apply-engine", "merge", "--no-auto-prediction"])
    assert prediction(ServerConfig(MODEL, auto_prediction=args.auto_prediction)) is None
    assert prediction(ServerConfig(MODEL), speculation={"method": "none"}) is None
    assert prediction(ServerConfig(MODEL), presence_penalty=0.5) is None  # would make the request invalid
    assert prediction(ServerConfig(MODEL), prediction={"type": "content", "content": "mine"}) == "mine"


def test_apply_takes_the_files_language(merge_server):
    # (a SQL file whose text Ruby's grammar parses cleanly: guessed, it is merged as Ruby and refused; named, by
    # its lines, right)
    original, snippet, merged = SQL_READ_AS_RUBY
    apply_url = f"{merge_server.base}/v1/apply"
    named = httpx.post(apply_url, headers=AUTH, timeout=30, json={"original": original, "update": snippet,
                                                                   "language": "sql"})
    assert named.status_code == 200 and (named.json()["text"], named.json()["merge_confidence"]) == (merged, "exact")
    assert_openai_error(httpx.post(apply_url, headers=AUTH, timeout=30, json={"original": original, "update": snippet}),
                        422, "ambiguous_merge", "update")
    assert_openai_error(httpx.post(apply_url, headers=AUTH, timeout=30, json={"original": original, "update": snippet,
                                                                               "language": "cobol"}), 400, None,
                        "language")
