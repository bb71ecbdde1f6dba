import argparse
import logging
import sys
from pathlib import Path

import yaml

logging.basicConfig(
    level=logging.INFO,
    format="%(asctime)s %(levelname)s %(name)s: %(message)s",
)


def load_config(path: Path) -> dict:
    with path.open() as fh:
        cfg = yaml.safe_load(fh) or {}
    for key in ("service", "image", "replicas"):
        if key not in cfg:
            raise SystemExit(f"{path}: missing required key {key!r}")
    return cfg


def render_manifest(cfg: dict) -> str:
    return yaml.safe_dump(
        {
            "apiVersion": "apps/v1",
            "kind": "Deployment",
            "metadata": {"name": cfg["service"]},
            "spec": {
                "replicas": cfg["replicas"],
                "template": {"spec": {"containers": [{"name": cfg["service"], "image": cfg["image"]}]}},
            },
        }
    )


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Render a deployment manifest")
    parser.add_argument("config", type=Path)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)

    cfg = load_config(args.config)
    manifest = render_manifest(cfg)
    if args.out:
        args.out.write_text(manifest)
        logging.info("wrote %s", args.out)
    else:
        sys.stdout.write(manifest)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
