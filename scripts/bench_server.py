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

    python scripts/bench_server.py --model /path/to/model --clients 1 4 8 16 --max-tokens 64
    python scripts/bench_server.py --model DIR --modes mixed -- --max-batch-size 1   # no batching
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import threading
import time

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
    if mode == "mixed":
        mode = "prediction" if PROMPTS.index(prompt) % 2 == 0 else "ngram"
    kwargs: dict = dict(model="bench", messages=[{"role": "user", "content": prompt}], temperature=0,
                        max_tokens=max_tokens, stream=True, stream_options={"include_usage": True})
    if mode == "prediction":
        kwargs["prediction"] = {"type": "content", "content": prediction}
    else:
        kwargs["extra_body"] = {"speculation": {"method": mode}}
    started = time.perf_counter()
    first, usage, text = None, None, []
    for chunk in client.chat.completions.create(**kwargs):
        if chunk.choices and chunk.choices[0].delta.content:
            first = first or time.perf_counter() - started
            text.append(chunk.choices[0].delta.content)
        if chunk.usage:
            usage = chunk.usage
    return {"ttft": first or time.perf_counter() - started, "seconds": time.perf_counter() - started,
            "tokens": usage.completion_tokens, "text": "".join(text),
            "accepted": usage.completion_tokens_details.accepted_prediction_tokens}


def run_level(client, clients: int, requests: int, max_tokens: int, mode: str, answers: dict) -> dict:
    prompts = [PROMPTS[index % len(PROMPTS)] for index in range(requests)]
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", required=True)
    parser.add_argument("--clients", type=int, nargs="+", default=[1, 4, 8, 16], help="the first is the baseline")
    parser.add_argument("--requests", type=int, default=32, help="requests per level (at least the client count)")
    parser.add_argument("--max-tokens", type=int, default=64)
    parser.add_argument("--modes", nargs="+", default=["none", "ngram", "prediction", "mixed"])
    parser.add_argument("--repeat", type=int, default=1,
                        help="rounds of all levels; each level's ratio is taken within its round (medians printed)")
    parser.add_argument("--json", help="also write the rows here (JSONL)")
    parser.add_argument("server_args", nargs="*", help="extra `fastapply serve` arguments (after --)")
    args = parser.parse_args()
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    process, base = start_server(args.model, args.server_args)
    try:
        client = openai.OpenAI(base_url=f"{base}/v1", api_key="bench", max_retries=0, timeout=600)
        answers = {prompt: one_request(client, prompt, args.max_tokens, "none", None)["text"]
                   for prompt in PROMPTS[: args.requests]}  # warm-up, and each prompt's prediction
        rows = [{**run_level(client, clients, max(args.requests, clients), args.max_tokens, mode, answers),
                 "round": round_} for round_ in range(args.repeat) for mode in args.modes for clients in args.clients]
    finally:
        process.terminate()
        process.wait(10)
    for row in rows:  # each level against the first level (1 client) of the same mode and round
        base = next(other for other in rows if other["mode"] == row["mode"] and other["round"] == row["round"])
        row["ratio"] = row["tok_per_s"] / base["tok_per_s"]
        row["identical"] = all(base["texts"].get(prompt, text) == text for prompt, text in row["texts"].items())
    print("| mode | clients | requests | req/s | output tok/s | vs 1 client (median, min-max) | identical | "
          "TTFT p50 ms | TTFT p90 ms | accepted pred. tok/req |")
    print("|---|---:|---:|---:|---:|---:|---|---:|---:|---:|")
    for mode in args.modes:
        for clients in args.clients:
            same = [row for row in rows if row["mode"] == mode and row["clients"] == clients]
            ratios = [row["ratio"] for row in same]

            def median(key: str) -> float:
                return statistics.median(row[key] for row in same)  # noqa: B023 - used at once

            print(f"| {mode} | {clients} | {same[0]['requests']} | {median('req_per_s'):.2f} | "
                  f"{median('tok_per_s'):.0f} | {statistics.median(ratios):.2f}x ({min(ratios):.2f}-{max(ratios):.2f}) "
                  f"| {'yes' if all(row['identical'] for row in same) else 'NO'} | {median('ttft_p50_ms'):.0f} | "
                  f"{median('ttft_p90_ms'):.0f} | {median('accepted_per_request'):.1f} |")
    if args.json:
        with open(args.json, "a", encoding="utf-8") as handle:
            for row in rows:
                handle.write(json.dumps({key: value for key, value in row.items() if key != "texts"}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
