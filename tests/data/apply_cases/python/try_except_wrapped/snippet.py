class BillingClient:
    # ... existing code ...

    def create_charge(self, customer_id: str, amount_cents: int, currency: str = "usd") -> dict:
        payload = {"customer": customer_id, "amount": amount_cents, "currency": currency}
        try:
            response = self._http.post("/charges", json=payload)
            response.raise_for_status()
        except httpx.HTTPStatusError as exc:
            log.warning("charge for %s failed: %s", customer_id, exc.response.text)
            raise ChargeFailed(customer_id, exc.response.status_code) from exc
        log.info("charged %s %d %s", customer_id, amount_cents, currency)
        return response.json()

    # ... existing code ...
