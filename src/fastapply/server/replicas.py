"""`fastapply serve --replicas N`: N engine replicas behind one endpoint, on Ray Serve.

The HTTP API is the one `create_app` serves (same routes, auth, limits, errors, streaming): each
replica runs that app over its own engine (own model copy, one GPU when the cluster has GPUs), and
Serve's proxy routes every request to the replica with the fewest outstanding requests. Ray is an
optional extra (`pip install 'fastapply[ray]'`); this module imports it only when asked to scale out.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import signal
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # serving imports the engine (torch): only when a server really starts
    from .serving import ServerConfig

RAY_HINT = "pip install 'fastapply[ray]'"
APP_NAME = "fastapply"


@dataclass(frozen=True)
class ScaleConfig:
    """How many replicas, where: a fixed count, or autoscaling between min and max."""

    replicas: int = 1
    min_replicas: int | None = None
    max_replicas: int | None = None
    address: str | None = None  # a Ray cluster to join; None starts a local one

    @property
    def autoscaling(self) -> bool:
        return self.max_replicas is not None

    @property
    def wanted(self) -> bool:
        """Serve through Ray (else: the plain single-process server)."""
        return self.replicas > 1 or self.autoscaling or self.address is not None

    @property
    def most(self) -> int:
        return self.max_replicas if self.autoscaling else self.replicas

    def validate(self) -> None:
        from ..cli import CliError

        if self.replicas < 1:
            raise CliError(f"--replicas must be at least 1, got {self.replicas}")
        if self.min_replicas is not None and not self.autoscaling:
            raise CliError("--min-replicas needs --max-replicas (autoscaling between the two)")
        if self.autoscaling:
            low = self.min_replicas if self.min_replicas is not None else 1
            if not 0 <= low <= self.max_replicas or self.max_replicas < 1:
                raise CliError(f"need 0 <= --min-replicas <= --max-replicas and --max-replicas >= 1, "
                               f"got {low} and {self.max_replicas}")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("scaling out on Ray Serve (pip install 'fastapply[ray]')")
    group.add_argument("--replicas", type=int, default=1,
                       help="engine replicas behind one endpoint (> 1 serves through Ray Serve)")
    group.add_argument("--min-replicas", type=int, help="autoscaling: fewest replicas (default 1)")
    group.add_argument("--max-replicas", type=int, help="autoscaling: most replicas (turns autoscaling on)")
    group.add_argument("--address", help="Ray cluster to join ('auto' or host:port; default: start a local one)")


def scale_config(args: argparse.Namespace) -> ScaleConfig:
    scale = ScaleConfig(replicas=args.replicas, min_replicas=args.min_replicas, max_replicas=args.max_replicas,
                        address=args.address)
    scale.validate()
    return scale


def require_ray(importer: Callable[[str], object] = importlib.import_module):
    """(ray, ray.serve), or a CliError naming the extra when Ray Serve is not installed."""
    from ..cli import CliError

    try:
        return importer("ray"), importer("ray.serve")
    except ImportError as error:
        missing = getattr(error, "name", None) or "ray"
        raise CliError(f"--replicas, --max-replicas and --address need Ray Serve ({missing} is missing): "
                       f"{RAY_HINT}") from error


def replica_resources(cluster: dict, scale: ScaleConfig, device: str | None) -> dict:
    """One GPU per replica when the cluster has GPUs (unless --device cpu); on CPU a share of the cores."""
    if cluster.get("GPU", 0) and not (device or "").startswith("cpu"):
        return {"num_cpus": 1, "num_gpus": 1}
    return {"num_cpus": min(1.0, cluster.get("CPU", 1) / scale.most), "num_gpus": 0}


def serve_replicas(args: argparse.Namespace, config: ServerConfig, scale: ScaleConfig) -> int:
    """Start (or join) Ray, run the replicas under Serve's proxy on --host/--port, wait for Ctrl-C."""
    ray, serve = require_ray()
    from ..cli import engine_config_from
    from ..engine import Engine
    from .replica import application, stats_actor_name

    local = scale.address is None
    ray.init(address=scale.address, log_to_driver=args.log_level == "debug",
             **({"include_dashboard": False} if local else {}))
    try:
        resources = replica_resources(ray.cluster_resources(), scale, args.device)
        serve.start(http_options={"host": args.host, "port": args.port})
        load = functools.partial(Engine.from_pretrained, args.model, device=args.device, dtype=args.dtype,
                                 config=engine_config_from(args))
        serve.run(application(load, config, scale, resources), name=APP_NAME, route_prefix="/")
        count = f"{scale.min_replicas or 1}..{scale.max_replicas}" if scale.autoscaling else str(scale.replicas)
        print(f"fastapply: {count} replicas of {args.model} serving on http://{args.host}:{args.port} "
              f"(Ray Serve; Ctrl-C stops)", file=sys.stderr, flush=True)
        signal.signal(signal.SIGTERM, _interrupt)
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            pass
        if local:
            serve.shutdown()
        else:  # leave the cluster (and Serve on it) as we found it
            serve.delete(APP_NAME)
            try:
                ray.kill(ray.get_actor(stats_actor_name(APP_NAME), namespace="serve"))
            except ValueError:  # no replica got far enough to create it
                pass
    finally:
        ray.shutdown()
    return 0


def _interrupt(signum, frame) -> None:
    raise KeyboardInterrupt
