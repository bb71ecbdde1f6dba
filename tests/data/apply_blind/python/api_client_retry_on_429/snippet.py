class ApiClient:
    # ... fields and helpers unchanged ...

    def _send(self, method: str, path: str, **kwargs) -> requests.Response:
        url = f"{self.base_url.rstrip('/')}/{path.lstrip('/')}"
        last_error: Exception | None = None
        for attempt in range(1, self.max_retries + 1):
            # ... request + ConnectionError handling stays the same ...
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

    # ... get / post / delete unchanged ...
