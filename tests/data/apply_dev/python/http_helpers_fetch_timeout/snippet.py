# ... existing code ...


def fetch_json(
    session: requests.Session,
    url: str,
    params: dict[str, Any] | None = None,
    attempts: int = 4,
    timeout: float = 10.0,
) -> Any:
    last_error: Exception | None = None
    for attempt in range(attempts):
        try:
            response = session.get(url, params=params, headers=DEFAULT_HEADERS, timeout=timeout)
        except (requests.ConnectionError, requests.Timeout) as exc:
            last_error = exc
            # ... existing code ...


# ... existing code ...


def fetch_all_pages(session: requests.Session, url: str, page_size: int = 100, timeout: float = 10.0) -> list[Any]:
    items: list[Any] = []
    page = 1
    while True:
        data = fetch_json(session, url, params={"page": page, "per_page": page_size}, timeout=timeout)
        # ... existing code ...
