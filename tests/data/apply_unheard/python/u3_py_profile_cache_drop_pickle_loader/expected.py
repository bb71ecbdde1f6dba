"""Redis-backed cache for user profiles."""

from __future__ import annotations

import json
import logging
import pickle
from typing import Any

import redis

log = logging.getLogger(__name__)

PROFILE_TTL_SECONDS = 15 * 60
KEY_PREFIX = "profile:v2:"

_client: redis.Redis | None = None


def get_client() -> redis.Redis:
    global _client
    if _client is None:
        _client = redis.Redis.from_url("redis://localhost:6379/3", decode_responses=False)
    return _client


def _key(user_id: int) -> str:
    return f"{KEY_PREFIX}{user_id}"


def store_profile(user_id: int, profile: dict[str, Any]) -> None:
    payload = json.dumps(profile, separators=(",", ":"), default=str)
    get_client().set(_key(user_id), payload, ex=PROFILE_TTL_SECONDS)


def load_profile(user_id: int) -> dict[str, Any] | None:
    raw = get_client().get(_key(user_id))
    if raw is None:
        return None
    try:
        return json.loads(raw)
    except ValueError:
        log.warning("corrupt cached profile for user %s, dropping it", user_id)
        invalidate_profile(user_id)
        return None


def invalidate_profile(user_id: int) -> None:
    get_client().delete(_key(user_id))


def invalidate_many(user_ids: list[int]) -> int:
    if not user_ids:
        return 0
    return get_client().delete(*(_key(uid) for uid in user_ids))
