import json
import logging
import os
from pathlib import Path

logger = logging.getLogger(__name__)

DEFAULTS = {
    "workers": 4,
    "timeout": 30,
    "retries": 3,
}


def load_config(path):
    config = dict(DEFAULTS)
    file = Path(path)
    if file.exists():
        config.update(json.loads(file.read_text()))
    if "APP_WORKERS" in os.environ:
        config["workers"] = int(os.environ["APP_WORKERS"])
    logger.debug("config loaded from %s", path)
    return config


def save_config(path, config):
    Path(path).write_text(json.dumps(config, indent=2, sort_keys=True))
    logger.info("config saved to %s", path)
    return str(path)
