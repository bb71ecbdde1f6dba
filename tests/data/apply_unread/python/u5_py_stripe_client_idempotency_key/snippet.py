    def create_charge(
        self,
        amount_cents: int,
        currency: str,
        customer_id: str,
        *,
        idempotency_key: str | None = None,
    ) -> Charge:
        if amount_cents <= 0:
            raise ValueError("amount_cents must be positive")
        headers = {"Idempotency-Key": idempotency_key} if idempotency_key else {}
        data = self._request(
            "POST",
            "/charges",
            json={"amount": amount_cents, "currency": currency.lower(), "customer": customer_id},
            headers=headers,
        )
        # ... rest of method unchanged ...
