from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import lru_cache

DEFAULT_PORT = 8080
DEFAULT_WORKERS = 4


def _bool(value: str) -> bool:
    return value.strip().lower() in ("1", "true", "yes", "on")


@dataclass(frozen=True)
class Settings:
    database_url: str
    secret_key: str
    host: str = "0.0.0.0"
    port: int = DEFAULT_PORT
    workers: int = DEFAULT_WORKERS
    debug: bool = False
    redis_url: str = "redis://localhost:6379/0"
    allowed_hosts: list[str] = field(default_factory=lambda: ["*"])

    @classmethod
    def from_env(cls) -> Settings:
        return cls(
            database_url=os.environ["DATABASE_URL"],
            secret_key=os.environ["SECRET_KEY"],
            host=os.environ.get("APP_HOST", "0.0.0.0"),
            port=int(os.environ.get("APP_PORT", DEFAULT_PORT)),
            workers=int(os.environ.get("APP_WORKERS", DEFAULT_WORKERS)),
            debug=_bool(os.environ.get("APP_DEBUG", "false")),
            redis_url=os.environ.get("REDIS_URL", "redis://localhost:6379/0"),
            allowed_hosts=[h.strip() for h in os.environ.get("ALLOWED_HOSTS", "*").split(",") if h.strip()],
        )

    def validate(self) -> Settings:
        errors = []
        if not 0 < self.port < 65536:
            errors.append("APP_PORT must be between 1 and 65535")
        if self.workers < 1:
            errors.append("APP_WORKERS must be positive")
        if len(self.secret_key) < 32:
            errors.append("SECRET_KEY must be at least 32 characters")
        if errors:
            raise ValueError("; ".join(errors))
        return self


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings.from_env().validate()
