"""`fastapply mcp` over stdio whose merges the test can hold (merge_doubles.held_when_marked), in worker processes
killed past TIMEOUT seconds, as the real command runs them: ``python tests/mcp_doubles.py DIRECTORY TIMEOUT``."""

from __future__ import annotations

import functools
import sys

import anyio
from merge_doubles import held_when_marked

from fastapply.mcp.appliers import MergeApplier
from fastapply.mcp.server import create_server
from fastapply.mcp.stdio import serve_stdio
from fastapply.mcp.workers import MergeWorkers


def main() -> None:
    directory, timeout = sys.argv[1], float(sys.argv[2])
    workers = MergeWorkers(timeout)
    workers.start()
    try:
        anyio.run(serve_stdio, create_server(MergeApplier(workers, functools.partial(held_when_marked, directory))))
    finally:
        workers.close()


if __name__ == "__main__":
    main()
