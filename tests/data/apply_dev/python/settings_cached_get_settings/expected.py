"""Application settings read from the environment (and an optional .env file)."""

import os
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from dotenv import load_dotenv

BASE_DIR = Path(__file__).resolve().parent.parent
TRUTHY = {"1", "true", "yes", "on"}


def env_bool(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in TRUTHY


def env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    try:
        return int(value)
    except ValueError as exc:
        raise RuntimeError(f"{name} must be an integer, got {value!r}") from exc


def env_list(name: str, default: list[str] | None = None) -> list[str]:
    value = os.environ.get(name)
    if not value:
        return list(default or [])
    return [part.strip() for part in value.split(",") if part.strip()]


@dataclass
class DatabaseSettings:
    url: str
    pool_size: int = 5
    echo: bool = False


@dataclass
class Settings:
    debug: bool
    secret_key: str
    allowed_hosts: list[str]
    database: DatabaseSettings
    media_root: Path = BASE_DIR / "media"
    extra: dict[str, str] = field(default_factory=dict)


def load_settings(env_file: Path | None = None) -> Settings:
    if env_file is not None:
        load_dotenv(env_file)
    secret_key = os.environ.get("SECRET_KEY", "")
    debug = env_bool("DEBUG")
    if not secret_key and not debug:
        raise RuntimeError("SECRET_KEY is required when DEBUG is off")
    database = DatabaseSettings(
        url=os.environ.get("DATABASE_URL", f"sqlite:///{BASE_DIR / 'db.sqlite3'}"),
        pool_size=env_int("DB_POOL_SIZE", 5),
        echo=env_bool("DB_ECHO"),
    )
    return Settings(
        debug=debug,
        secret_key=secret_key or "dev-insecure-key",
        allowed_hosts=env_list("ALLOWED_HOSTS", ["localhost", "127.0.0.1"]),
        database=database,
    )


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    env_file = Path(os.environ.get("ENV_FILE", BASE_DIR / ".env"))
    return load_settings(env_file if env_file.exists() else None)
