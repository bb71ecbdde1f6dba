import os

DEBUG = os.getenv("DEBUG", "0") == "1"
DATABASE_URL = os.getenv("DATABASE_URL", "sqlite:///app.db")
REDIS_URL = os.getenv("REDIS_URL", "redis://localhost:6379/0")
SECRET_KEY = os.environ["SECRET_KEY"]
ALLOWED_HOSTS = os.getenv("ALLOWED_HOSTS", "localhost").split(",")
SENTRY_DSN = os.getenv("SENTRY_DSN")


def is_production() -> bool:
    return not DEBUG and SENTRY_DSN is not None
