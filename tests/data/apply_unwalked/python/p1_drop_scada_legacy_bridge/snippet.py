# ... existing code ...


def stale_tickets(tickets: Iterable[Ticket], now: datetime | None = None) -> list[Ticket]:
    now = now or datetime.now(timezone.utc)
    return [t for t in open_tickets(tickets) if now - t.opened_at > STALE_AFTER]


# (removed legacy_priority() and to_legacy_row() - the SCADA bridge is decommissioned)


def assign(ticket: Ticket, technician: str) -> Ticket:
    # ... existing code ...
