import json
import sys

import click

from syncer.client import ApiClient
from syncer.config import load_config, save_config
from syncer.state import StateStore


@click.group()
@click.option("--config", "config_path", default="~/.syncer.toml", show_default=True)
@click.pass_context
def cli(ctx, config_path):
    ctx.obj = load_config(config_path)


@cli.command()
@click.argument("workspace")
@click.pass_obj
def init(config, workspace):
    config["workspace"] = workspace
    save_config(config)
    click.echo(f"Initialised workspace {workspace}")


@cli.command()
@click.option("--dry-run", is_flag=True, help="Show changes without applying them.")
@click.pass_obj
def sync(config, dry_run):
    client = ApiClient(config["endpoint"], config["token"])
    store = StateStore(config["workspace"])
    changes = client.diff(store.snapshot())
    for change in changes:
        click.echo(f"{change.kind:>8} {change.path}")
    if not dry_run:
        store.apply(changes)
    click.echo(f"{len(changes)} change(s)")


@cli.command()
@click.pass_obj
def status(config):
    store = StateStore(config["workspace"])
    snapshot = store.snapshot()
    click.echo(f"workspace: {config['workspace']}")
    click.echo(f"tracked files: {len(snapshot)}")
    click.echo(f"last sync: {store.last_sync or 'never'}")


@cli.command()
@click.option("--pretty", is_flag=True)
@click.pass_obj
def export(config, pretty):
    store = StateStore(config["workspace"])
    json.dump(store.snapshot(), sys.stdout, indent=2 if pretty else None)
    click.echo()


if __name__ == "__main__":
    cli()
