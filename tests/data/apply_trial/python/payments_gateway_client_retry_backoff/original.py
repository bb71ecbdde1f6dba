"""HTTP client for the Paystream payment gateway."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

import requests

from billing.config import settings
from billing.errors import GatewayError

API_VERSION = "2023-10-01"


@dataclass(frozen=True)
class Charge:
    id: str
    amount: Decimal
    currency: str
    status: str


class PaystreamClient:
    def __init__(self, api_key: str | None = None, base_url: str | None = None, timeout: float = 10.0) -> None:
        self.api_key = api_key or settings.PAYSTREAM_API_KEY
        self.base_url = (base_url or settings.PAYSTREAM_URL).rstrip("/")
        self.timeout = timeout
        self.session = requests.Session()
        self.session.headers.update(
            {
                "Authorization": f"Bearer {self.api_key}",
                "Paystream-Version": API_VERSION,
                "Accept": "application/json",
            }
        )

    def _post(self, path: str, payload: dict[str, Any], idempotency_key: str | None = None) -> dict[str, Any]:
        headers = {"Idempotency-Key": idempotency_key} if idempotency_key else {}
        response = self.session.post(f"{self.base_url}{path}", json=payload, headers=headers, timeout=self.timeout)
        if response.status_code >= 400:
            raise GatewayError(response.status_code, response.text)
        return response.json()

    def _get(self, path: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        response = self.session.get(f"{self.base_url}{path}", params=params, timeout=self.timeout)
        if response.status_code >= 400:
            raise GatewayError(response.status_code, response.text)
        return response.json()

    def create_charge(self, amount: Decimal, currency: str, source: str, idempotency_key: str) -> Charge:
        data = self._post(
            "/v1/charges",
            {"amount": str(amount), "currency": currency, "source": source},
            idempotency_key=idempotency_key,
        )
        return _to_charge(data)

    def capture_charge(self, charge_id: str) -> Charge:
        data = self._post(f"/v1/charges/{charge_id}/capture", {})
        return _to_charge(data)

    def refund_charge(self, charge_id: str, amount: Decimal | None = None) -> Charge:
        payload = {"amount": str(amount)} if amount is not None else {}
        data = self._post(f"/v1/charges/{charge_id}/refunds", payload)
        return _to_charge(data)

    def get_charge(self, charge_id: str) -> Charge:
        return _to_charge(self._get(f"/v1/charges/{charge_id}"))


def _to_charge(data: dict[str, Any]) -> Charge:
    return Charge(
        id=data["id"],
        amount=Decimal(data["amount"]),
        currency=data["currency"],
        status=data["status"],
    )
