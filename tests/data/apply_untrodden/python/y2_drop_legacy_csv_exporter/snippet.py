# ... existing code ...


def export_json(lines: list[RoyaltyLine], period: date) -> bytes:
    # ... existing code ...
    return json.dumps(payload, indent=2).encode("utf-8")


# ... removed export_legacy_csv() — no partners left on the 2019 template ...


def export_csv(lines: list[RoyaltyLine], period: date) -> bytes:
    # ... existing code ...


EXPORTERS = {
    "json": export_json,
    "csv": export_csv,
}


def publish_report(partner_id: str, fmt: str, play_rows: list[dict], period: date) -> str:
    # ... existing code ...
    key = f"royalties/{partner_id}/{period:%Y-%m}.{fmt}"
    # ... existing code ...
