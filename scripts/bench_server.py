"""Measure the HTTP server: aggregate tokens/s and time to first token at several client counts.

Starts `fastapply serve` on a free loopback port, sends the same streaming chat requests (greedy)
at every level, from N client threads with the official `openai` client, and prints a markdown
table: each level's output tokens/s as a ratio to one client sending the same requests in
sequence (the first level, 1 client, measured in the same round: with ``--repeat`` the levels
run round after round, so a load that drifts over time hits both sides of a ratio alike; medians
are printed), and whether every answer is identical to that client's.
Modes: ``none`` (plain decoding), ``ngram`` (the default without a prediction), ``prediction``
(each request's own earlier answer as its prediction: the Predicted Outputs best case) and
``mixed`` (every other request with its prediction, the rest n-gram).
``--tasks FILE.jsonl``: the prompts are the start of each edit task's original file, sent as plain
completions (a model without a chat template, e.g. a GGUF written by ``llamacpp.export``).
``--against "ARGS"``: a second server with other serve arguments (``--max-batch-size 1``: one request at a
time) runs the same levels, alternating with the first each round; the table gives each level's
tokens/s on both and their ratio (the median of the rounds' ratios).

    python scripts/bench_server.py --model /path/to/model --clients 1 4 8 16 --max-tokens 64
    python scripts/bench_server.py --model DIR --modes mixed -- --max-batch-size 1   # no batching
    python scripts/bench_server.py --model model.gguf --tasks tasks.jsonl --against "--max-batch-size 1"
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import socket
import statistics
import subprocess
import sys
import threading
import time
import zlib

import httpx
import openai

PROMPTS = [f"Write a function that adds two numbers. Case {index}." for index in range(64)]


def start_server(model: str, extra: list[str], name: str = "bench", quiet: bool = True
                 ) -> tuple[subprocess.Popen, str]:
    """`fastapply serve --model MODEL` on a free loopback port, once its /health answers; ``extra``: more
    serve arguments. The process and its base URL."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen([sys.executable, "-m", "fastapply.cli", "serve", "--model", model, "--port", str(port),
                                "--served-model-name", name, "--log-level", "warning", "--max-queue", "256", *extra],
                               stdout=subprocess.DEVNULL if quiet else None, stderr=subprocess.DEVNULL if quiet else None,
                               env={**os.environ, "TOKENIZERS_PARALLELISM": "false"})
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"the server exited with {process.returncode}")
        try:
            if httpx.get(f"{base}/health", timeout=1).status_code == 200:
                return process, base
        except httpx.HTTPError:
            time.sleep(0.2)
    process.kill()
    raise SystemExit("the server did not start within 300 s")


def one_request(client: openai.OpenAI, prompt: str, max_tokens: int, mode: str, prediction: str | None) -> dict:
    """One streaming request: a chat of the ``PROMPTS``, or a plain completion of any other prompt (a task's)."""
    chat = prompt in PROMPTS
    if mode == "mixed":
        mode = "prediction" if zlib.crc32(prompt.encode()) % 2 == 0 else "ngram"
    kwargs: dict = dict(model="bench", temperature=0, max_tokens=max_tokens, stream=True,
                        stream_options={"include_usage": True})
    extra = {"prediction": {"type": "content", "content": prediction}} if mode == "prediction" else {
        "speculation": {"method": mode}}
    started = time.perf_counter()
    first, usage, text = None, None, []
    if chat:
        stream = client.chat.completions.create(messages=[{"role": "user", "content": prompt}], extra_body=extra,
                                                **kwargs)
    else:
        stream = client.completions.create(prompt=prompt, extra_body=extra, **kwargs)
    for chunk in stream:
        piece = (chunk.choices[0].delta.content if chat else chunk.choices[0].text) if chunk.choices else None
        if piece:
            first = first or time.perf_counter() - started
            text.append(piece)
        if chunk.usage:
            usage = chunk.usage
    return {"ttft": first or time.perf_counter() - started, "seconds": time.perf_counter() - started,
            "tokens": usage.completion_tokens, "text": "".join(text),
            "accepted": usage.completion_tokens_details.accepted_prediction_tokens}


def run_level(client, clients: int, requests: int, max_tokens: int, mode: str, answers: dict) -> dict:
    prompts = [list(answers)[index % len(answers)] for index in range(requests)]
    results: list[dict] = []
    lock = threading.Lock()

    def worker(offset: int) -> None:
        for prompt in prompts[offset::clients]:
            record = {**one_request(client, prompt, max_tokens, mode, answers.get(prompt)), "prompt": prompt}
            with lock:
                results.append(record)

    started = time.perf_counter()
    threads = [threading.Thread(target=worker, args=(offset,)) for offset in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - started
    ttfts = sorted(record["ttft"] for record in results)
    return {"mode": mode, "clients": clients, "requests": len(results), "req_per_s": len(results) / wall,
            "tok_per_s": sum(record["tokens"] for record in results) / wall,
            "ttft_p50_ms": 1000 * statistics.median(ttfts), "ttft_p90_ms": 1000 * ttfts[int(0.9 * (len(ttfts) - 1))],
            "accepted_per_request": sum(record["accepted"] for record in results) / len(results),
            "texts": {record["prompt"]: record["text"] for record in results}}


def task_prompts(path: str, count: int, chars: int) -> list[str]:
    """The first ``chars`` characters of the first ``count`` edit tasks' original files."""
    with open(path, encoding="utf-8") as handle:
        return [json.loads(line)["original"][:chars] for line in handle if line.strip()][:count]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", required=True)
    parser.add_argument("--clients", type=int, nargs="+", default=[1, 4, 8, 16], help="the first is the baseline")
    parser.add_argument("--requests", type=int, default=32, help="requests per level (at least the client count)")
    parser.add_argument("--max-tokens", type=int, default=64)
    parser.add_argument("--modes", nargs="+", default=["none", "ngram", "prediction", "mixed"])
    parser.add_argument("--repeat", type=int, default=1,
                        help="rounds of all levels; each level's ratio is taken within its round (medians printed)")
    parser.add_argument("--tasks", help="edit tasks (JSONL with 'original'): prompts from them, as completions")
    parser.add_argument("--prompt-chars", type=int, default=400, help="with --tasks: characters of each prompt")
    parser.add_argument("--against", help="serve arguments of a second server measured alternately (quoted)")
    parser.add_argument("--json", help="also write the rows here (JSONL)")
    parser.add_argument("server_args", nargs="*", help="extra `fastapply serve` arguments (after --)")
    args = parser.parse_args()
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    prompts = task_prompts(args.tasks, args.requests, args.prompt_chars) if args.tasks else PROMPTS[: args.requests]
    servers = {"main": args.server_args, **({"against": shlex.split(args.against)} if args.against else {})}
    started = {}
    try:
        for name, extra in servers.items():
            started[name] = start_server(args.model, extra, name="bench")
        clients = {name: openai.OpenAI(base_url=f"{base}/v1", api_key="bench", max_retries=0, timeout=600)
                   for name, (_, base) in started.items()}
        answers = {prompt: one_request(clients["main"], prompt, args.max_tokens, "none", None)["text"]
                   for prompt in prompts}  # warm-up, and each prompt's prediction
        if "against" in clients:
            one_request(clients["against"], prompts[0], args.max_tokens, "none", None)
        rows = []
        for round_ in range(args.repeat):  # each level on both servers back to back, in turns
            order = list(clients) if round_ % 2 == 0 else list(clients)[::-1]
            rows += [{**run_level(clients[name], count, max(args.requests, count), args.max_tokens, mode, answers),
                      "round": round_, "server": name}
                     for mode in args.modes for count in args.clients for name in order]
    finally:
        for process, _ in started.values():
            process.terminate()
            process.wait(10)
    print_table(rows, args, answers)
    if args.json:
        with open(args.json, "a", encoding="utf-8") as handle:
            for row in rows:
                handle.write(json.dumps({key: value for key, value in row.items() if key != "texts"}) + "\n")
    return 0


def print_table(rows: list[dict], args, answers: dict) -> None:
    """Medians per level; each level against 1 client of its server and round, and against the second server."""
    def twin(row: dict, **match) -> dict | None:
        keys = {"mode": row["mode"], "round": row["round"], "server": row["server"], "clients": row["clients"], **match}
        return next((other for other in rows if all(other[key] == value for key, value in keys.items())), None)

    for row in rows:
        row["ratio"] = row["tok_per_s"] / twin(row, clients=args.clients[0])["tok_per_s"]
        row["identical"] = all(answers[prompt] == text for prompt, text in row["texts"].items())
        against = twin(row, server="against")
        row["against"] = against and against["tok_per_s"]
    against = "against" in {row["server"] for row in rows}
    extra = " | tok/s against | vs against (median, min-max)" if against else ""
    print(f"| mode | clients | requests | req/s | output tok/s | vs 1 client (median, min-max) | identical | "
          f"TTFT p50 ms | TTFT p90 ms | accepted pred. tok/req{extra} |")
    print("|---|---:|---:|---:|---:|---:|---|---:|---:|---:" + ("|---:|---:|" if against else "|"))
    for mode in args.modes:
        for clients in args.clients:
            same = [row for row in rows if row["mode"] == mode and row["clients"] == clients and row["server"] == "main"]
            ratios = [row["ratio"] for row in same]

            def median(key: str) -> float:
                return statistics.median(row[key] for row in same)  # noqa: B023 - used at once

            identical = all(row["identical"] for row in rows if row["mode"] == mode and row["clients"] == clients)
            line = (f"| {mode} | {clients} | {same[0]['requests']} | {median('req_per_s'):.2f} | "
                    f"{median('tok_per_s'):.0f} | {statistics.median(ratios):.2f}x ({min(ratios):.2f}-{max(ratios):.2f}) "
                    f"| {'yes' if identical else 'NO'} | {median('ttft_p50_ms'):.0f} | "
                    f"{median('ttft_p90_ms'):.0f} | {median('accepted_per_request'):.1f} |")
            if against:
                versus = [row["tok_per_s"] / row["against"] for row in same]
                line += (f" {median('against'):.0f} | {statistics.median(versus):.2f}x "
                         f"({min(versus):.2f}-{max(versus):.2f}) |")
            print(line)


if __name__ == "__main__":
    sys.exit(main())
