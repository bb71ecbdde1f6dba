# ... parsers above unchanged ...


def dedupe(pings: Iterable[Ping], precision: int = 4) -> list[Ping]:
    """Drop repeated pings for the same load, time and (rounded) position.

    Providers re-send the last known position when a truck is parked, so two
    pings at the same timestamp and rounded coordinates count as one.
    """
    seen: set[tuple[str, datetime, float, float]] = set()
    out: list[Ping] = []
    for ping in sorted(pings, key=lambda p: (p.load_id, p.recorded_at)):
        key = (ping.load_id, ping.recorded_at, round(ping.lat, precision), round(ping.lng, precision))
        if key in seen:
            continue
        seen.add(key)
        out.append(ping)
    return out


# ... drop_invalid and _parse_ts unchanged ...
