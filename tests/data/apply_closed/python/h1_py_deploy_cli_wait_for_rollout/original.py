import json
import sys

import click

from deployctl.client import ApiClient
from deployctl.config import load_profile


@click.group()
@click.option("--profile", default="default", help="Profile from ~/.deployctl.toml")
@click.pass_context
def cli(ctx: click.Context, profile: str) -> None:
    ctx.obj = ApiClient.from_profile(load_profile(profile))


@cli.command()
@click.argument("service")
@click.pass_obj
def status(client: ApiClient, service: str) -> None:
    info = client.get_service(service)
    click.echo(f"{info['name']}: {info['state']} ({info['replicas']} replicas)")


@cli.command()
@click.argument("service")
@click.argument("image")
@click.pass_obj
def deploy(client: ApiClient, service: str, image: str) -> None:
    rollout = client.start_rollout(service, image=image)
    click.echo(f"rollout {rollout['id']} started for {service}")


@cli.command()
@click.argument("service")
@click.argument("revision", type=int)
@click.pass_obj
def rollback(client: ApiClient, service: str, revision: int) -> None:
    rollout = client.start_rollout(service, revision=revision)
    click.echo(f"rollback to r{revision} started ({rollout['id']})")


@cli.command()
@click.argument("service")
@click.option("--limit", default=10, show_default=True)
@click.pass_obj
def history(client: ApiClient, service: str, limit: int) -> None:
    for entry in client.list_rollouts(service, limit=limit):
        click.echo(f"{entry['id']}  r{entry['revision']}  {entry['state']}  {entry['image']}")


@cli.command(name="export")
@click.argument("service")
@click.pass_obj
def export_config(client: ApiClient, service: str) -> None:
    json.dump(client.get_service(service), sys.stdout, indent=2)
    sys.stdout.write("\n")


if __name__ == "__main__":
    cli()
