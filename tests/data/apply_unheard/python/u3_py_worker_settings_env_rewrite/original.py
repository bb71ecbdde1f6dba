"""Settings for the background worker process."""

import os

# Broker / result backend
BROKER_URL = os.environ.get("BROKER_URL", "redis://localhost:6379/0")
RESULT_BACKEND = os.environ.get("RESULT_BACKEND", "redis://localhost:6379/1")

# Concurrency
WORKER_CONCURRENCY = int(os.environ.get("WORKER_CONCURRENCY", "4"))
PREFETCH_MULTIPLIER = int(os.environ.get("PREFETCH_MULTIPLIER", "4"))

# Task behaviour
TASK_SOFT_TIME_LIMIT = 300
TASK_TIME_LIMIT = 360
TASK_ACKS_LATE = True
TASK_DEFAULT_RETRY_DELAY = 30
TASK_MAX_RETRIES = 5

# Queues
DEFAULT_QUEUE = "default"
QUEUES = {
    "default": {"routing_key": "default"},
    "emails": {"routing_key": "emails"},
    "reports": {"routing_key": "reports"},
}
TASK_ROUTES = {
    "app.tasks.email.*": {"queue": "emails"},
    "app.tasks.reports.*": {"queue": "reports"},
}

# Monitoring
SEND_TASK_EVENTS = os.environ.get("SEND_TASK_EVENTS", "0") == "1"
SENTRY_DSN = os.environ.get("SENTRY_DSN")

# Logging
LOG_LEVEL = os.environ.get("LOG_LEVEL", "INFO")
LOG_FORMAT = "[%(asctime)s: %(levelname)s/%(processName)s] %(message)s"

DEBUG = os.environ.get("DEBUG", "0") == "1"
if DEBUG:
    LOG_LEVEL = "DEBUG"
    WORKER_CONCURRENCY = 1
