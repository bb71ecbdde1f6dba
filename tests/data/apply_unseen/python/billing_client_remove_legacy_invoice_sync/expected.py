import logging
from datetime import datetime, timezone
from typing import Any, Iterator

import requests

from billing.models import Invoice
from billing.store import InvoiceStore

log = logging.getLogger(__name__)

DEFAULT_TIMEOUT = 15


class BillingApiError(RuntimeError):
    def __init__(self, status: int, body: str) -> None:
        super().__init__(f"billing API returned {status}: {body[:200]}")
        self.status = status


class BillingClient:
    """Thin wrapper around the billing provider's REST API."""

    def __init__(self, base_url: str, api_key: str, store: InvoiceStore) -> None:
        self.base_url = base_url.rstrip("/")
        self.store = store
        self.session = requests.Session()
        self.session.headers.update({"Authorization": f"Bearer {api_key}"})

    def _get(self, path: str, **params: Any) -> dict:
        resp = self.session.get(f"{self.base_url}{path}", params=params, timeout=DEFAULT_TIMEOUT)
        if resp.status_code >= 400:
            raise BillingApiError(resp.status_code, resp.text)
        return resp.json()

    def _paginate(self, path: str, **params: Any) -> Iterator[dict]:
        cursor = None
        while True:
            page = self._get(path, starting_after=cursor, **params)
            yield from page["data"]
            if not page.get("has_more"):
                return
            cursor = page["data"][-1]["id"]

    def fetch_invoice(self, invoice_id: str) -> Invoice:
        return Invoice.from_api(self._get(f"/v2/invoices/{invoice_id}"))

    def list_invoices(self, customer_id: str, limit: int = 50) -> list[Invoice]:
        page = self._get("/v2/invoices", customer=customer_id, limit=limit)
        return [Invoice.from_api(item) for item in page["data"]]

    def sync_invoices(self, since: datetime) -> int:
        count = 0
        created_gte = int(since.timestamp())
        for item in self._paginate("/v2/invoices", created_gte=created_gte, limit=100):
            self.store.save(Invoice.from_api(item))
            count += 1
        log.info("synced %d invoices since %s", count, since.isoformat())
        return count

    def void_invoice(self, invoice_id: str) -> Invoice:
        resp = self.session.post(f"{self.base_url}/v2/invoices/{invoice_id}/void", timeout=DEFAULT_TIMEOUT)
        if resp.status_code >= 400:
            raise BillingApiError(resp.status_code, resp.text)
        return Invoice.from_api(resp.json())
