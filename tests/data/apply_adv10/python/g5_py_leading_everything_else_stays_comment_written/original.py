import os

import click

from .client import ApiClient


@click.group()
@click.option("--token", envvar="ACME_TOKEN", required=True)
@click.pass_context
def cli(ctx, token):
    ctx.obj = ApiClient(token=token, base_url=os.environ.get("ACME_URL", "https://api.acme.dev"))


@cli.command()
@click.argument("project")
@click.pass_obj
def deploy(client, project):
    """Deploy PROJECT's latest build."""
    build = client.latest_build(project)
    client.deploy(project, build["id"])
    click.echo(f"deployed {project} @ {build['id']}")


@cli.command()
@click.argument("project")
@click.pass_obj
def status(client, project):
    """Show PROJECT's deployment status."""
    info = client.status(project)
    click.echo(f"{project}: {info['state']} ({info['build']})")
