"""One engine replica as a Ray Serve deployment, and the per-replica counters `/health` reports.

Each replica loads its own engine and serves the usual ``create_app`` FastAPI app through
``@serve.ingress`` (late-bound: the app is built in the replica, after the engine is loaded). The
replicas report their counters (requests served, outstanding) to one small named actor; ``/health``
on any replica returns the number of RUNNING replicas from Serve's status API and those counters.
Imported only when Ray Serve is installed and asked for (see replicas.py).
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Callable

import ray
from ray import serve

from ..engine import Engine
from .app import create_app
from .serving import ServerConfig

log = logging.getLogger("fastapply.server")
DEPLOYMENT = "fastapply"
HEARTBEAT_SECONDS = 1.0
STALE_SECONDS = 5.0  # a replica silent this long is left out of the counters (it died or hangs)
HEALTH_SECONDS = 10.0  # the most /health waits for Serve's status and the counters
HEADROOM = 8  # requests a replica takes beyond its engine queue: /health, /v1/models, and its own 429s


def stats_actor_name(app_name: str) -> str:
    return f"fastapply-stats-{app_name}"


class ReplicaStats:
    """A Ray actor: the latest counters of every replica, keyed by replica id.

    Threaded (``max_concurrency``), so calls run out of order and one cancelled call cannot hold up
    the others; each report carries a sequence number and an older one never replaces a newer one.
    """

    def __init__(self) -> None:
        self.rows: dict[str, tuple[int, float, dict]] = {}
        self.lock = threading.Lock()

    def report(self, replica: str, seq: int, row: dict) -> None:
        with self.lock:
            if seq > self.rows.get(replica, (-1,))[0]:
                self.rows[replica] = (seq, time.monotonic(), row)

    def snapshot(self, stale_seconds: float) -> list[dict]:
        now = time.monotonic()
        with self.lock:
            return [{"replica": replica, **row} for replica, (_, seen, row) in sorted(self.rows.items())
                    if now - seen < stale_seconds]


class RequestCounter:
    """ASGI middleware: HTTP requests served and outstanding in this replica (``/health`` aside); every
    answer names the replica in an ``x-fastapply-replica`` header."""

    def __init__(self, app, replica_id: str, on_change: Callable[[], None]) -> None:
        self.app, self.on_change = app, on_change
        self.header = (b"x-fastapply-replica", replica_id.encode())
        self.served = self.outstanding = 0

    def row(self) -> dict:
        return {"served": self.served, "outstanding": self.outstanding}

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)

        async def named_send(message) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", ()), self.header]}
            await send(message)

        if scope["path"] == "/health":
            return await self.app(scope, receive, named_send)
        self.outstanding += 1
        self.on_change()
        try:
            await self.app(scope, receive, named_send)
        finally:
            self.outstanding -= 1
            self.served += 1
            self.on_change()


class EngineReplica:
    """One replica: its own engine (own model copy, own worker thread) behind ``create_app``."""

    def __init__(self, load_engine: Callable[[], Engine], config: ServerConfig) -> None:
        context = serve.get_replica_context()
        self.app_name, self.replica_id = context.app_name, context.replica_id.unique_id
        self.engine, self.config = load_engine(), config
        self.reports = 0
        stats = ray.remote(ReplicaStats).options(name=stats_actor_name(self.app_name), namespace="serve",
                                                 lifetime="detached", get_if_exists=True, num_cpus=0,
                                                 max_concurrency=4)
        self.stats = stats.remote()

    async def __serve_build_asgi_app__(self):
        self.fastapi_app = create_app(self.engine, self.config, health_extra=self.health_extra)
        self.counter = RequestCounter(self.fastapi_app, self.replica_id, self.report)
        self.heartbeat = asyncio.get_running_loop().create_task(self._beat())
        return self.counter

    def report(self) -> None:  # fire and forget
        self.reports += 1
        self.stats.report.remote(self.replica_id, self.reports, self.counter.row())

    async def _beat(self) -> None:
        while True:
            try:
                self.report()
            except Exception as error:  # noqa: BLE001  (the counters must never stop the replica)
                log.warning("replica counters not reported: %s", error)
            await asyncio.sleep(HEARTBEAT_SECONDS)

    async def health_extra(self) -> dict:
        """Never hangs: a client that gives up cancels nothing in Ray, and each answer has a time limit
        (``None`` for what did not come in time)."""
        status, rows = await asyncio.gather(
            _bounded(asyncio.to_thread(serve.status)),
            _bounded(asyncio.wrap_future(self.stats.snapshot.remote(STALE_SECONDS).future())))
        running = None
        if status is not None:
            deployment = status.applications[self.app_name].deployments[DEPLOYMENT]
            running = sum(count for state, count in deployment.replica_states.items() if state == "RUNNING")
        return {"replicas": running, "replica": self.replica_id, "replica_stats": rows}

    def check_health(self) -> None:
        """Serve's periodic check: a replica whose engine thread died is replaced."""
        if not self.fastapi_app.state.worker.alive:
            raise RuntimeError("the engine worker thread stopped")


async def _bounded(awaitable, seconds: float = HEALTH_SECONDS):
    """``awaitable``'s result, or None after ``seconds``; cancelling the caller leaves it running."""
    try:
        return await asyncio.wait_for(asyncio.shield(awaitable), seconds)
    except (asyncio.TimeoutError, ray.exceptions.RayError) as error:
        log.warning("/health: no answer from Ray in time: %r", error)
        return None


def application(load_engine: Callable[[], Engine], config: ServerConfig, scale, resources: dict):
    """The Serve application: ``scale.replicas`` replicas (or autoscaling between min and max)."""
    options: dict = {"name": DEPLOYMENT, "ray_actor_options": dict(resources),
                     "max_ongoing_requests": config.max_queue + 1 + HEADROOM}
    if scale.autoscaling:
        low = scale.min_replicas if scale.min_replicas is not None else 1
        options["autoscaling_config"] = {"min_replicas": low, "max_replicas": scale.max_replicas,
                                         "initial_replicas": max(low, 1)}
    else:
        options["num_replicas"] = scale.replicas
    deployment = serve.deployment(**options)(serve.ingress()(EngineReplica))
    return deployment.bind(load_engine, config)
