"""Maintenance ticket helpers used by the field-service dashboard."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Iterable

STALE_AFTER = timedelta(days=21)
PRIORITY_ORDER = ("P1", "P2", "P3", "P4")


@dataclass
class Ticket:
    ticket_id: str
    turbine_id: str
    component: str
    priority: str
    opened_at: datetime
    assignee: str | None = None
    closed_at: datetime | None = None
    notes: list[str] = field(default_factory=list)

    @property
    def is_open(self) -> bool:
        return self.closed_at is None


def open_tickets(tickets: Iterable[Ticket]) -> list[Ticket]:
    return [t for t in tickets if t.is_open]


def by_priority(tickets: Iterable[Ticket]) -> list[Ticket]:
    rank = {p: i for i, p in enumerate(PRIORITY_ORDER)}
    return sorted(tickets, key=lambda t: (rank.get(t.priority, len(rank)), t.opened_at))


def stale_tickets(tickets: Iterable[Ticket], now: datetime | None = None) -> list[Ticket]:
    now = now or datetime.now(timezone.utc)
    return [t for t in open_tickets(tickets) if now - t.opened_at > STALE_AFTER]


def assign(ticket: Ticket, technician: str) -> Ticket:
    if not ticket.is_open:
        raise ValueError(f"ticket {ticket.ticket_id} is already closed")
    ticket.assignee = technician
    ticket.notes.append(f"assigned to {technician}")
    return ticket


def close(ticket: Ticket, resolution: str, when: datetime | None = None) -> Ticket:
    if not ticket.is_open:
        raise ValueError(f"ticket {ticket.ticket_id} is already closed")
    ticket.closed_at = when or datetime.now(timezone.utc)
    ticket.notes.append(f"closed: {resolution}")
    return ticket


def summarize(tickets: Iterable[Ticket]) -> dict[str, int]:
    counts = {p: 0 for p in PRIORITY_ORDER}
    for t in open_tickets(tickets):
        counts[t.priority] = counts.get(t.priority, 0) + 1
    return counts
