"""Command line tools for managing user accounts."""
from __future__ import annotations

import csv
import sys
from pathlib import Path

import click

from accounts.directory import DirectoryClient
from accounts.store import UserStore
from accounts.sync import apply_changes, plan_sync


@click.group()
@click.option("--database", envvar="ACCOUNTS_DB", default="accounts.sqlite3", show_default=True)
@click.pass_context
def cli(ctx: click.Context, database: str) -> None:
    """Account management commands."""
    ctx.obj = UserStore(database)


@cli.command("import")
@click.argument("path", type=click.Path(exists=True, path_type=Path))
@click.option("--batch-size", default=100, show_default=True)
@click.pass_obj
def import_users(store: UserStore, path: Path, batch_size: int) -> None:
    """Import users from a CSV file."""
    with path.open(newline="") as fh:
        rows = list(csv.DictReader(fh))
    imported = store.bulk_insert(rows, batch_size=batch_size)
    click.echo(f"imported {imported} users")


@cli.command("export")
@click.argument("path", type=click.Path(path_type=Path), required=False)
@click.option("--active-only", is_flag=True, help="Skip deactivated accounts.")
@click.pass_obj
def export_users(store: UserStore, path: Path | None, active_only: bool) -> None:
    """Export users as CSV to PATH or stdout."""
    users = store.list_users(active_only=active_only)
    fh = path.open("w", newline="") if path else sys.stdout
    writer = csv.DictWriter(fh, fieldnames=["id", "email", "name", "active"])
    writer.writeheader()
    for user in users:
        writer.writerow(user.as_dict())
    if path:
        fh.close()


@cli.command("sync")
@click.option("--source", required=True, help="Upstream directory URL.")
@click.option("--batch-size", default=100, show_default=True)
@click.pass_obj
def sync_users(store: UserStore, source: str, batch_size: int) -> None:
    """Synchronise users from an upstream directory."""
    client = DirectoryClient(source)
    changes = plan_sync(store, client, batch_size=batch_size)
    applied = apply_changes(store, changes)
    click.echo(f"applied {applied} changes")


@cli.command("deactivate")
@click.argument("email")
@click.pass_obj
def deactivate_user(store: UserStore, email: str) -> None:
    """Deactivate the account with EMAIL."""
    if not store.deactivate(email):
        raise click.ClickException(f"no user with email {email}")
    click.echo(f"deactivated {email}")


if __name__ == "__main__":
    cli()
