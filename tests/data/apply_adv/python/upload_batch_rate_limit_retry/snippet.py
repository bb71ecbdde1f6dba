def upload_batch(client: httpx.Client, records: list[dict], *, max_attempts: int = 3) -> dict:
    # ... existing validation ...

    payload = {"records": records, "source": SOURCE_NAME}
    last_error: Exception | None = None
    for attempt in range(1, max_attempts + 1):
        try:
            # ... existing request code ...
        except httpx.HTTPStatusError as exc:
            if exc.response.status_code != 429:
                raise
            last_error = exc
            retry_after = float(exc.response.headers.get("Retry-After", backoff_delay(attempt)))
            log.warning("rate limited on attempt %d, sleeping %.1fs", attempt, retry_after)
            time.sleep(retry_after)
        except httpx.TransportError as exc:
            # ... unchanged ...
    raise UploadError(f"gave up after {max_attempts} attempts") from last_error
