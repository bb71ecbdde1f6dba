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
@click.option("--build", "build_id", help="Deploy this build instead of the latest.")
@click.pass_obj
def deploy(client, project, build_id):
    """Deploy PROJECT's latest build, or the one given with --build."""
    if build_id is None:
        build_id = client.latest_build(project)["id"]
    client.deploy(project, build_id)
    click.echo(f"deployed {project} @ {build_id}")


@cli.command()
@click.argument("project")
@click.pass_obj
def status(client, project):
    """Show PROJECT's deployment status."""
    info = client.status(project)
    click.echo(f"{project}: {info['state']} ({info['build']})")
