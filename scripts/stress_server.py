"""Send the adversarial requests that once stalled the server, and watch whether others are still served.

Starts `fastapply serve` on a free loopback port (or takes ``--url``, loopback only), opens a
long-running chat stream and a `/health` prober, then runs each attack in turn (bounded in count,
size and time) and prints, per attack: its answers (status, seconds), the `/health` latency while
it ran (median / worst), and the stream's largest gap between chunks and its chunks per second.
Latencies are reported, not judged; the exit status is 1 only if the server died or answered 5xx
where a 4xx (or a 200) is right.

    python scripts/random_model.py /tmp/rnd            # any model directory with a chat template
    python scripts/stress_server.py --model /tmp/rnd -- --apply-engine merge   # /v1/code/apply merges
    python scripts/stress_server.py --model /tmp/rnd --scale 0.3     # smaller payloads
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import urlparse

import httpx

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_server import start_server  # noqa: E402  (the same server start as the benchmark)

CODE = "def f():\n    return 1\n\n\ndef g():\n    return 2\n"


def chat_body(model: str, content: str = "hello", **extra) -> dict:
    return {"model": model, "messages": [{"role": "user", "content": content}], "max_tokens": 8, **extra}


def attacks(model: str, scale: float) -> dict[str, list[tuple[str, dict]]]:
    """name -> the requests (path, body) sent together."""
    n = int(24_000 * scale)
    big = int(3_900_000 * scale)
    huge_code = CODE * max(1, int(60_000 * scale))
    return {
        f"1 apply-format bomb <code>+'</code><update>'*{n}": [
            ("/v1/chat/completions", chat_body(model, "<code>" + "</code><update>" * n))],
        "2 temperature 1e-300 / 1e-40, top_p 1e-300 beside 3 normal": [
            ("/v1/chat/completions", chat_body(model, temperature=1e-300)),
            ("/v1/chat/completions", chat_body(model, temperature=1e-40)),
            ("/v1/chat/completions", chat_body(model, temperature=1.0, top_p=1e-300)),
        ] + [("/v1/chat/completions", chat_body(model, f"normal {index}", temperature=0)) for index in range(3)],
        f"3 apply-format chats of {big // 10**6} MB x 4": [
            ("/v1/chat/completions", chat_body(model, f"<code>{'x = 1' * (big // 5)}</code><update>y</update>"))] * 4,
        f"4 role of {big // 10**6} MB x 3": [
            ("/v1/chat/completions", {**chat_body(model), "messages": [{"role": "r" * big, "content": "x"}]})] * 3,
        f"4 {int(130_000 * scale)} empty messages": [
            ("/v1/chat/completions", {**chat_body(model),
                                      "messages": [{"role": "user", "content": ""}] * int(130_000 * scale)})],
        f"4 prediction of {big // 10**6} MB": [
            ("/v1/chat/completions", chat_body(model, prediction={"type": "content", "content": "p" * big}))],
        f"4 {int(100_000 * scale)} stop strings x 4": [
            ("/v1/chat/completions", chat_body(model, stop=[f"s{i}" for i in range(int(100_000 * scale))]))] * 4,
        f"5 streaming /v1/code/apply of {len(huge_code) // 10**6} MB x 3": [
            ("/v1/code/apply", {"initialCode": huge_code, "editSnippet": "# ... existing code ...\ndef g():\n"
                                                                      "    return 3\n", "stream": True})] * 3,
    }


class Watch:
    """A /health prober and a long chat stream, both timed while an attack runs."""

    def __init__(self, base: str, model: str, headers: dict, max_tokens: int) -> None:
        self.base, self.model, self.headers, self.max_tokens = base, model, headers, max_tokens
        self.health: list[float] = []
        self.chunks: list[float] = []  # arrival times
        self.stop = threading.Event()

    def probe(self) -> None:
        while not self.stop.is_set():
            started = time.monotonic()
            try:
                httpx.get(f"{self.base}/health", timeout=120)
                self.health.append(time.monotonic() - started)
            except httpx.HTTPError:
                self.health.append(float("inf"))
            time.sleep(0.1)

    def stream(self) -> None:
        body = chat_body(self.model, "hello", max_tokens=self.max_tokens, ignore_eos=True, stream=True, temperature=0,
                         speculation={"method": "none"})
        while not self.stop.is_set():
            try:
                with httpx.stream("POST", f"{self.base}/v1/chat/completions", json=body, headers=self.headers,
                                  timeout=300) as response:
                    for line in response.iter_lines():
                        if line.startswith("data: "):
                            self.chunks.append(time.monotonic())
                        if self.stop.is_set():
                            return
            except httpx.HTTPError:
                time.sleep(0.2)

    def window(self, start: float, end: float, health_from: int) -> dict:
        health = self.health[health_from:] or [float("nan")]
        inside = [t for t in self.chunks if start <= t <= end]
        gaps = [b - a for a, b in zip([start] + inside, inside + [end])]
        return {"health_median_s": round(statistics.median(health), 3), "health_worst_s": round(max(health), 3),
                "stream_worst_gap_s": round(max(gaps), 3),
                "stream_chunks_per_s": round(len(inside) / max(end - start, 1e-9), 1)}


def send(base: str, path: str, body: dict, headers: dict, timeout: float) -> tuple[int | str, float]:
    started = time.monotonic()
    try:
        response = httpx.post(f"{base}{path}", content=json.dumps(body).encode(), timeout=timeout,
                              headers={**headers, "Content-Type": "application/json"})
        status = response.status_code
        if status == 200 and response.headers.get("content-type", "").startswith("text/event-stream") and \
                '"error"' in response.text:
            status = "200+error event"
    except httpx.HTTPError as error:
        status = type(error).__name__
    return status, round(time.monotonic() - started, 2)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", help="model directory to serve (not with --url)")
    parser.add_argument("--url", help="a running server on loopback, e.g. http://127.0.0.1:8000")
    parser.add_argument("--served-model-name", default="tiny")
    parser.add_argument("--api-key", default=None)
    parser.add_argument("--scale", type=float, default=1.0, help="payload sizes relative to the defaults")
    parser.add_argument("--max-body-bytes", type=int, default=8 * 2**20)
    parser.add_argument("--timeout", type=float, default=180.0, help="seconds per attack request")
    parser.add_argument("--stream-tokens", type=int, default=2000, help="max_tokens of the watched stream (it "
                        "restarts when done; must fit the model's context)")
    parser.add_argument("--only", nargs="*", default=None, help="attack name prefixes (e.g. 1 2)")
    parser.add_argument("serve_args", nargs="*", help="more `fastapply serve` arguments (after --)")
    args = parser.parse_args()
    if bool(args.model) == bool(args.url):
        parser.error("give exactly one of --model and --url")
    if args.url and urlparse(args.url).hostname not in ("127.0.0.1", "localhost", "::1"):
        parser.error("--url must be a loopback address")
    process, base = start_server(args.model, ["--max-body-bytes", str(args.max_body_bytes), *args.serve_args],
                                  args.served_model_name, quiet=False) if args.model else (None, args.url.rstrip("/"))
    headers = {"Authorization": f"Bearer {args.api_key}"} if args.api_key else {}
    watch = Watch(base, args.served_model_name, headers, args.stream_tokens)
    threads = [threading.Thread(target=watch.probe, daemon=True), threading.Thread(target=watch.stream, daemon=True)]
    for thread in threads:
        thread.start()
    time.sleep(5.0)  # the stream is flowing, the server's startup work is done
    failed = False
    try:
        baseline = watch.window(time.monotonic() - 2.0, time.monotonic(), len(watch.health) // 2)
        print(json.dumps({"attack": "0 none (baseline)", **baseline}), flush=True)
        for name, requests in attacks(args.served_model_name, args.scale).items():
            if args.only is not None and not any(name.startswith(prefix) for prefix in args.only):
                continue
            health_from, start = len(watch.health), time.monotonic()
            with ThreadPoolExecutor(len(requests)) as pool:
                answers = list(pool.map(lambda request: send(base, *request, headers, args.timeout), requests))
            time.sleep(1.0)  # what the attack left running (an abandoned merge...) shows here
            end = time.monotonic()
            print(json.dumps({"attack": name, "answers": answers, "seconds": round(end - start - 1.0, 2),
                              **watch.window(start, end, health_from)}), flush=True)
            failed |= any(not isinstance(status, int) or status >= 500 for status, _ in answers)
            if process is not None and process.poll() is not None:
                print(json.dumps({"server": f"exited with {process.returncode}"}))
                return 1
    finally:
        watch.stop.set()
        if process is not None:
            process.terminate()
            try:
                process.wait(30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
