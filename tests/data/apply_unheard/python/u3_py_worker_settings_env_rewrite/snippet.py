"""Settings for the background worker process."""

import os


def env_int(name: str, default: int) -> int:
    return int(os.environ.get(name, str(default)))


def env_bool(name: str, default: bool = False) -> bool:
    return os.environ.get(name, "1" if default else "0").lower() in ("1", "true", "yes")


# Broker / result backend
BROKER_URL = os.environ.get("BROKER_URL", "redis://localhost:6379/0")
RESULT_BACKEND = os.environ.get("RESULT_BACKEND", "redis://localhost:6379/1")

# Concurrency
WORKER_CONCURRENCY = env_int("WORKER_CONCURRENCY", 4)
PREFETCH_MULTIPLIER = env_int("PREFETCH_MULTIPLIER", 1)

# Task behaviour
TASK_SOFT_TIME_LIMIT = env_int("TASK_SOFT_TIME_LIMIT", 300)
TASK_TIME_LIMIT = TASK_SOFT_TIME_LIMIT + 60
TASK_ACKS_LATE = True
TASK_DEFAULT_RETRY_DELAY = 30
TASK_MAX_RETRIES = 5

# Queues
DEFAULT_QUEUE = "default"
QUEUES = {
    "default": {"routing_key": "default"},
    "emails": {"routing_key": "emails"},
    "reports": {"routing_key": "reports"},
    "webhooks": {"routing_key": "webhooks"},
}
TASK_ROUTES = {
    "app.tasks.email.*": {"queue": "emails"},
    "app.tasks.reports.*": {"queue": "reports"},
    "app.tasks.webhooks.*": {"queue": "webhooks"},
}

# Monitoring
SEND_TASK_EVENTS = env_bool("SEND_TASK_EVENTS")
SENTRY_DSN = os.environ.get("SENTRY_DSN")

# Logging
LOG_LEVEL = os.environ.get("LOG_LEVEL", "INFO")
LOG_FORMAT = "[%(asctime)s: %(levelname)s/%(processName)s] %(message)s"

DEBUG = env_bool("DEBUG")
if DEBUG:
    LOG_LEVEL = "DEBUG"
    WORKER_CONCURRENCY = 1
