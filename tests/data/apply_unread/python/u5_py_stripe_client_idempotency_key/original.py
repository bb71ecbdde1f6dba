"""Thin wrapper around the payment provider's REST API."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import httpx

logger = logging.getLogger(__name__)

API_BASE = "https://api.payments.example.com/v2"


class PaymentError(Exception):
    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code


@dataclass(frozen=True)
class Charge:
    id: str
    amount_cents: int
    currency: str
    status: str


class PaymentClient:
    def __init__(self, api_key: str, *, timeout: float = 10.0, client: httpx.Client | None = None) -> None:
        self._client = client or httpx.Client(base_url=API_BASE, timeout=timeout)
        self._headers = {"Authorization": f"Bearer {api_key}", "Accept": "application/json"}

    def _request(self, method: str, path: str, **kwargs: Any) -> dict[str, Any]:
        headers = {**self._headers, **kwargs.pop("headers", {})}
        response = self._client.request(method, path, headers=headers, **kwargs)
        if response.status_code >= 400:
            body = response.json() if response.content else {}
            error = body.get("error", {})
            raise PaymentError(response.status_code, error.get("code", "unknown"), error.get("message", ""))
        return response.json()

    def get_charge(self, charge_id: str) -> Charge:
        data = self._request("GET", f"/charges/{charge_id}")
        return Charge(data["id"], data["amount"], data["currency"], data["status"])

    def create_charge(self, amount_cents: int, currency: str, customer_id: str) -> Charge:
        if amount_cents <= 0:
            raise ValueError("amount_cents must be positive")
        data = self._request(
            "POST",
            "/charges",
            json={"amount": amount_cents, "currency": currency.lower(), "customer": customer_id},
        )
        logger.info("created charge %s for customer %s", data["id"], customer_id)
        return Charge(data["id"], data["amount"], data["currency"], data["status"])

    def refund_charge(self, charge_id: str, amount_cents: int | None = None) -> Charge:
        payload = {} if amount_cents is None else {"amount": amount_cents}
        data = self._request("POST", f"/charges/{charge_id}/refunds", json=payload)
        logger.info("refunded charge %s", charge_id)
        return Charge(data["id"], data["amount"], data["currency"], data["status"])

    def close(self) -> None:
        self._client.close()

    def __enter__(self) -> PaymentClient:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
