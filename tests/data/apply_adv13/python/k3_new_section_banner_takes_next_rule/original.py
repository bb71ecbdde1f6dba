"""Admin CLI for the warehouse service."""

from __future__ import annotations

import csv
import sys

import click

from .db import session_scope
from .models import Item, Shipment


@click.group()
def cli() -> None:
    """Warehouse admin commands."""


# ---------------------------------------------------------------------------
# Items
# ---------------------------------------------------------------------------


@cli.command("items")
@click.option("--low", is_flag=True, help="only items below their reorder level")
def list_items(low: bool) -> None:
    with session_scope() as s:
        query = s.query(Item)
        if low:
            query = query.filter(Item.stock < Item.reorder_level)
        for item in query.order_by(Item.sku):
            click.echo(f"{item.sku:12} {item.stock:6} {item.name}")


# ---------------------------------------------------------------------------
# Reports
# ---------------------------------------------------------------------------


@cli.command("shipments")
@click.argument("day")
def shipments_report(day: str) -> None:
    with session_scope() as s:
        rows = s.query(Shipment).filter(Shipment.day == day).all()
    writer = csv.writer(sys.stdout)
    writer.writerow(["id", "carrier", "parcels"])
    for row in rows:
        writer.writerow([row.id, row.carrier, row.parcels])


if __name__ == "__main__":
    cli()
