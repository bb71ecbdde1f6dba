import logging
import time

import requests

from billing.errors import BillingError, RateLimitedError

log = logging.getLogger(__name__)

DEFAULT_TIMEOUT = 10
MAX_RETRIES = 3


class BillingClient:
    def __init__(self, base_url, api_key, timeout=DEFAULT_TIMEOUT):
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.timeout = timeout
        self.session = requests.Session()
        self.session.headers.update({"Authorization": f"Bearer {api_key}"})

    def _request(self, method, path, **kwargs):
        url = f"{self.base_url}{path}"
        kwargs.setdefault("timeout", self.timeout)
        last_error = None
        for attempt in range(1, MAX_RETRIES + 1):
            try:
                response = self.session.request(method, url, **kwargs)
            except requests.ConnectionError as exc:
                log.warning("connection error on %s %s (attempt %d)", method, path, attempt)
                last_error = exc
                time.sleep(1)
                continue
            if response.status_code == 429:
                log.info("rate limited on %s %s", method, path)
                last_error = RateLimitedError(path)
                time.sleep(1)
                continue
            if response.status_code >= 400:
                raise BillingError(response.status_code, response.text)
            return response.json()
        raise BillingError(0, f"giving up after {MAX_RETRIES} attempts") from last_error

    def get_invoice(self, invoice_id):
        return self._request("GET", f"/invoices/{invoice_id}")

    def list_invoices(self, customer_id, limit=50):
        params = {"customer": customer_id, "limit": limit}
        return self._request("GET", "/invoices", params=params)

    def create_charge(self, customer_id, amount_cents, currency="usd"):
        payload = {
            "customer": customer_id,
            "amount": amount_cents,
            "currency": currency,
        }
        return self._request("POST", "/charges", json=payload)

    def refund_charge(self, charge_id, amount_cents=None):
        payload = {"charge": charge_id}
        if amount_cents is not None:
            payload["amount"] = amount_cents
        return self._request("POST", "/refunds", json=payload)

    def close(self):
        self.session.close()
