"""Command line interface for managing connection profiles."""

import json
import sys

import click

from profiles.store import ProfileStore


@click.group()
@click.version_option()
def cli():
    """Manage saved connection profiles."""


@cli.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print the profiles as JSON.")
def list_profiles(as_json):
    """List stored profiles."""
    store = ProfileStore.load()
    if as_json:
        json.dump(store.to_dict(), sys.stdout, indent=2)
        click.echo()
        return
    for name, profile in sorted(store.items()):
        click.echo(f"{name:20} {profile.host}:{profile.port}")


@cli.command()
@click.argument("name")
@click.option("--host", required=True, help="Server host name.")
@click.option("--port", default=5432, show_default=True, help="Server port.")
@click.option("--user", "username", help="User to connect as.")
def add(name, host, port, username):
    """Add or replace a profile."""
    store = ProfileStore.load()
    store.put(name, host=host, port=port, username=username)
    store.save()
    click.echo(f"Saved {name}")


@cli.command()
@click.argument("name")
@click.option("--force", "-f", is_flag=True, help="Do not ask for confirmation.")
def remove(name, force):
    """Remove a stored profile."""
    store = ProfileStore.load()
    if name not in store:
        raise click.ClickException(f"No profile named {name!r}")
    if not force:
        click.confirm(f"Remove profile {name!r}?", abort=True)
    store.remove(name)
    store.save()
    click.echo(f"Removed {name}")


@cli.command()
@click.argument("name")
def show(name):
    """Show one profile."""
    store = ProfileStore.load()
    if name not in store:
        raise click.ClickException(f"No profile named {name!r}")
    profile = store[name]
    click.echo(f"host: {profile.host}")
    click.echo(f"port: {profile.port}")
    click.echo(f"user: {profile.username or '-'}")


if __name__ == "__main__":
    cli()
