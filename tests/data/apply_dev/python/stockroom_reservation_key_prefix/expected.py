"""Redis helpers for cached stock levels and reservations."""

from __future__ import annotations

import json
from typing import Any

import redis

STOCK_TTL_SECONDS = 300
RESERVATION_TTL_SECONDS = 900

_client: redis.Redis | None = None


def client() -> redis.Redis:
    global _client
    if _client is None:
        _client = redis.Redis.from_url("redis://localhost:6379/0", decode_responses=True)
    return _client


def stock_key(warehouse_id: str, sku: str) -> str:
    """Key under which the stock level of one SKU in one warehouse is cached."""
    sku = sku.strip().upper()
    return f"stock:{warehouse_id}:{sku}"


def reservation_key(warehouse_id: str, sku: str) -> str:
    """Key of the hash that holds open reservations for one SKU in one warehouse."""
    sku = sku.strip().upper()
    return f"stockroom:reserve:{warehouse_id}:{sku}"


def get_stock(warehouse_id: str, sku: str) -> int | None:
    raw = client().get(stock_key(warehouse_id, sku))
    return None if raw is None else int(raw)


def set_stock(warehouse_id: str, sku: str, on_hand: int) -> None:
    client().set(stock_key(warehouse_id, sku), on_hand, ex=STOCK_TTL_SECONDS)


def reserve(warehouse_id: str, sku: str, order_id: str, quantity: int) -> None:
    key = reservation_key(warehouse_id, sku)
    pipe = client().pipeline()
    pipe.hset(key, order_id, json.dumps({"quantity": quantity}))
    pipe.expire(key, RESERVATION_TTL_SECONDS)
    pipe.execute()


def reserved_quantity(warehouse_id: str, sku: str) -> int:
    entries: dict[str, Any] = client().hgetall(reservation_key(warehouse_id, sku))
    return sum(json.loads(v)["quantity"] for v in entries.values())


def invalidate(warehouse_id: str, sku: str) -> None:
    client().delete(stock_key(warehouse_id, sku), reservation_key(warehouse_id, sku))
