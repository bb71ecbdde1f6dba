def summarise(entries: list[dict], top: int) -> dict:
    # ... counters as before ...
    errors = sum(1 for e in entries if e["status"] >= 500)
    client_errors = sum(1 for e in entries if 400 <= e["status"] < 500)
    return {
        "requests": len(entries),
        "errors": errors,
        "client_errors": client_errors,
        # ... remaining keys unchanged ...
    }
