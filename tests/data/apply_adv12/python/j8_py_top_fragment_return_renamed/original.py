import json
import logging
from pathlib import Path

logger = logging.getLogger(__name__)

DEFAULTS = {
    "workers": 4,
    "timeout": 30,
    "retries": 3,
}


def load_config(path):
    data = dict(DEFAULTS)
    file = Path(path)
    if file.exists():
        data.update(json.loads(file.read_text()))
    logger.debug("config loaded from %s", path)
    return data


def save_config(path, config):
    Path(path).write_text(json.dumps(config, indent=2, sort_keys=True))
    logger.info("config saved to %s", path)
    return str(path)
