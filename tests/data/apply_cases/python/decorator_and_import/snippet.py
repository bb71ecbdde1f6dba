import httpx
from tenacity import retry, stop_after_attempt, wait_exponential

# ... existing code ...

    @retry(stop=stop_after_attempt(3), wait=wait_exponential(multiplier=0.5))
    def get_customer(self, customer_id: str) -> dict:
        # ... existing code ...

    @retry(stop=stop_after_attempt(3), wait=wait_exponential(multiplier=0.5))
    def list_invoices(self, customer_id: str, limit: int = 20) -> list[dict]:
        # ... existing code ...
