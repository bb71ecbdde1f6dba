"""The OpenAPI schema says what the server does: schemathesis (every check, ST202 "schema-valid request rejected"
included) fuzzes real `fastapply serve` processes from their own /openapi.json and finds nothing: the model
server with an API key and without one, and the merge-only server. Bounded (a fixed seed, a few examples per
operation on top of schemathesis' coverage cases), so it costs seconds, not minutes.

One setting: on the apply routes a 422 answers a well-formed request whose snippet does not fit the file, or
fits it more than one way (documented as such); schemathesis counts only 2xx/401/403/404/409/429 as accepting
by default, so 422 is added there for those two operations, and nowhere else."""

from __future__ import annotations

import subprocess
import sys

import pytest
from test_server import API_KEY, Server

pytestmark = pytest.mark.slow  # starts server processes

EXAMPLES = 8  # per operation and phase
SEED = 1
CONFIG = """\
[[operations]]
include-path-regex = "^/v1/(code/)?apply$"
checks.positive_data_acceptance.expected-statuses = ["2xx", "401", "403", "404", "409", "422", "429"]
"""
SERVERS = {  # name: (a model?, the server's arguments)
    "model-with-key": (True, ("--api-key", API_KEY, "--max-total-tokens", "1024")),
    "model-open": (True, ("--max-total-tokens", "1024")),
    "merge-only": (False, ("--apply-engine", "merge")),
}


@pytest.mark.parametrize("name", list(SERVERS))
def test_schemathesis_finds_nothing(name, tiny_model_dir, tmp_path):
    with_model, arguments = SERVERS[name]
    server = Server(tiny_model_dir if with_model else None, tmp_path / "server.log", *arguments)
    config = tmp_path / "schemathesis.toml"
    config.write_text(CONFIG)
    auth = ["-H", f"Authorization: Bearer {API_KEY}"] if API_KEY in arguments else []
    try:
        server.wait_ready()
        run = subprocess.run(
            [sys.executable, "-m", "schemathesis.cli", "--config-file", str(config), "run",
             f"{server.base}/openapi.json", *auth, "--checks", "all", "--max-examples", str(EXAMPLES),
             "--seed", str(SEED), "--workers", "1", "--request-timeout", "120", "--no-color"],
            capture_output=True, text=True, timeout=900, cwd=tmp_path)
    finally:
        server.stop()
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    assert " passed" in run.stdout and "failed" not in run.stdout.split("SUMMARY")[-1], run.stdout[-3000:]
