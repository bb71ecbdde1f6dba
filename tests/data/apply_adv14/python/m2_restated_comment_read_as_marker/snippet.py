# ... existing code ...
def forward_headers(headers: Mapping[str, str], client_ip: str) -> dict[str, str]:
    out = {}
    for name, value in headers.items():
        lower = name.lower()
        if lower in HOP_BY_HOP:
            continue
        # Other headers pass through unchanged.
        out[name] = value
    return out
# ... existing code ...
