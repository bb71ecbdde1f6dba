"""Command line interface for the snapshot backup tool."""

from pathlib import Path

import click

from .config import load_config
from .store import SnapshotStore


@click.group()
@click.option("--config", "config_path", type=click.Path(path_type=Path), default="~/.snapback.toml")
@click.pass_context
def cli(ctx, config_path):
    ctx.obj = SnapshotStore(load_config(config_path.expanduser()))


@cli.command()
@click.argument("source", type=click.Path(exists=True, path_type=Path))
@click.option("--tag", multiple=True, help="Tag to attach to the snapshot.")
@click.pass_obj
def create(store, source, tag):
    """Create a snapshot of SOURCE."""
    snapshot = store.create(source, tags=list(tag))
    click.echo(f"created {snapshot.id} ({snapshot.size_human})")


@cli.command(name="list")
@click.option("--tag", help="Only show snapshots with this tag.")
@click.pass_obj
def list_snapshots(store, tag):
    """List snapshots, newest first."""
    for snapshot in store.list(tag=tag):
        click.echo(f"{snapshot.id}  {snapshot.created:%Y-%m-%d %H:%M}  {snapshot.size_human:>8}  {','.join(snapshot.tags)}")


@cli.command()
@click.argument("snapshot_id")
@click.argument("target", type=click.Path(path_type=Path))
@click.option("--overwrite", is_flag=True, help="Replace files that already exist.")
@click.pass_obj
def restore(store, snapshot_id, target, overwrite):
    """Restore SNAPSHOT_ID into TARGET."""
    restored = store.restore(snapshot_id, target, overwrite=overwrite)
    click.echo(f"restored {restored} files into {target}")


@cli.command()
@click.option("--keep", type=int, default=10, show_default=True, help="How many snapshots to keep.")
@click.option("--dry-run", is_flag=True)
@click.pass_obj
def prune(store, keep, dry_run):
    """Delete old snapshots, keeping the newest KEEP."""
    removed = store.prune(keep=keep, dry_run=dry_run)
    verb = "would remove" if dry_run else "removed"
    for snapshot in removed:
        click.echo(f"{verb} {snapshot.id}")


if __name__ == "__main__":
    cli()
