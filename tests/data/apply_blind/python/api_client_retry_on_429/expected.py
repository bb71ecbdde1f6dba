import logging
import time
from dataclasses import dataclass, field

import requests

log = logging.getLogger(__name__)

RETRYABLE_STATUSES = {502, 503, 504}


@dataclass
class ApiClient:
    base_url: str
    token: str
    timeout: float = 10.0
    max_retries: int = 3
    session: requests.Session = field(default_factory=requests.Session)

    def _headers(self) -> dict:
        return {
            "Authorization": f"Bearer {self.token}",
            "Accept": "application/json",
        }

    def _backoff(self, attempt: int, retry_after: str | None) -> float:
        if retry_after and retry_after.isdigit():
            return float(retry_after)
        return min(2 ** attempt, 30)

    def _send(self, method: str, path: str, **kwargs) -> requests.Response:
        url = f"{self.base_url.rstrip('/')}/{path.lstrip('/')}"
        last_error: Exception | None = None
        for attempt in range(1, self.max_retries + 1):
            try:
                response = self.session.request(
                    method,
                    url,
                    headers=self._headers(),
                    timeout=self.timeout,
                    **kwargs,
                )
            except requests.ConnectionError as exc:
                last_error = exc
                log.warning("connection error on %s %s (attempt %d)", method, url, attempt)
                time.sleep(self._backoff(attempt, None))
                continue
            if response.status_code == 429:
                wait = self._backoff(attempt, response.headers.get("Retry-After"))
                log.info("rate limited on %s %s, sleeping %.1fs", method, url, wait)
                time.sleep(wait)
                continue
            if response.status_code in RETRYABLE_STATUSES:
                log.warning("retryable %d on %s %s", response.status_code, method, url)
                time.sleep(self._backoff(attempt, response.headers.get("Retry-After")))
                continue
            response.raise_for_status()
            return response
        raise RuntimeError(f"{method} {url} failed after {self.max_retries} attempts") from last_error

    def get(self, path: str, **params) -> dict:
        return self._send("GET", path, params=params).json()

    def post(self, path: str, payload: dict) -> dict:
        return self._send("POST", path, json=payload).json()

    def delete(self, path: str) -> None:
        self._send("DELETE", path)
