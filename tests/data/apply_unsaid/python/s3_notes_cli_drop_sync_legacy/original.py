"""Command-line interface for the notes sync tool."""

from __future__ import annotations

from pathlib import Path

import click

from notes.config import load_config, write_default_config
from notes.store import NoteStore
from notes.sync import RemoteClient, sync_store


@click.group()
@click.option("--config", "config_path", type=click.Path(path_type=Path), default=Path("~/.notes.toml"))
@click.pass_context
def cli(ctx: click.Context, config_path: Path) -> None:
    """Manage and synchronise your notes."""
    ctx.obj = load_config(config_path.expanduser())


@cli.command()
@click.argument("directory", type=click.Path(file_okay=False, path_type=Path))
def init(directory: Path) -> None:
    """Create a new notes directory with a default config."""
    directory.mkdir(parents=True, exist_ok=True)
    write_default_config(directory / ".notes.toml")
    click.echo(f"initialised {directory}")


@cli.command("sync-legacy")
@click.option("--server", required=True, help="Address of the v1 sync server.")
@click.pass_obj
def sync_legacy(config, server: str) -> None:
    """Sync with a v1 server (deprecated)."""
    click.secho("sync-legacy is deprecated; use 'sync' instead", fg="yellow", err=True)
    store = NoteStore(config.notes_dir)
    client = RemoteClient(server, api_version=1)
    sync_store(store, client)


@cli.command()
@click.option("--dry-run", is_flag=True, help="Show what would change without writing.")
@click.pass_obj
def sync(config, dry_run: bool) -> None:
    """Sync notes with the configured server."""
    store = NoteStore(config.notes_dir)
    client = RemoteClient(config.server_url, token=config.token)
    changes = sync_store(store, client, dry_run=dry_run)
    for change in changes:
        click.echo(f"{change.kind:>8}  {change.path}")
    click.echo(f"{len(changes)} change(s)")


@cli.command()
@click.pass_obj
def status(config) -> None:
    """Show notes that changed since the last sync."""
    store = NoteStore(config.notes_dir)
    for path in store.modified_since_last_sync():
        click.echo(path)


if __name__ == "__main__":
    cli()
