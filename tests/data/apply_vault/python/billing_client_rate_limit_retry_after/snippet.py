    def _request(self, method, path, **kwargs):
        # ... existing setup ...
        for attempt in range(1, MAX_RETRIES + 1):
            # ... existing code ...
            if response.status_code == 429:
                retry_after = float(response.headers.get("Retry-After", 2 ** attempt))
                log.info("rate limited on %s %s, retrying in %.1fs", method, path, retry_after)
                last_error = RateLimitedError(path)
                time.sleep(retry_after)
                continue
            # ... existing code ...
