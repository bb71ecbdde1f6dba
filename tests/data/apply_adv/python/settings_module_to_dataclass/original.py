import os

DEFAULT_PORT = 8080
DEFAULT_WORKERS = 4


def _bool(value):
    return value.lower() in ("1", "true", "yes", "on")


def load_settings():
    settings = {}
    settings["host"] = os.environ.get("APP_HOST", "0.0.0.0")
    settings["port"] = int(os.environ.get("APP_PORT", DEFAULT_PORT))
    settings["workers"] = int(os.environ.get("APP_WORKERS", DEFAULT_WORKERS))
    settings["debug"] = _bool(os.environ.get("APP_DEBUG", "false"))
    settings["database_url"] = os.environ["DATABASE_URL"]
    settings["redis_url"] = os.environ.get("REDIS_URL", "redis://localhost:6379/0")
    settings["secret_key"] = os.environ["SECRET_KEY"]
    settings["allowed_hosts"] = os.environ.get("ALLOWED_HOSTS", "*").split(",")
    return settings


def validate_settings(settings):
    errors = []
    if not 0 < settings["port"] < 65536:
        errors.append("APP_PORT must be between 1 and 65535")
    if settings["workers"] < 1:
        errors.append("APP_WORKERS must be positive")
    if len(settings["secret_key"]) < 32:
        errors.append("SECRET_KEY must be at least 32 characters")
    if errors:
        raise ValueError("; ".join(errors))
    return settings


def get_settings():
    return validate_settings(load_settings())
