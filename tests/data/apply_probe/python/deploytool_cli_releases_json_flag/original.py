"""Command-line entry points for the deploy tool."""

import sys
from pathlib import Path

import click

from deploytool.client import ApiClient, ApiError
from deploytool.config import load_config
from deploytool.output import print_table


def _client(ctx: click.Context) -> ApiClient:
    cfg = ctx.obj["config"]
    return ApiClient(base_url=cfg.api_url, token=cfg.token, timeout=cfg.timeout)


@click.group()
@click.option("--config", "config_path", type=click.Path(path_type=Path), default=None)
@click.pass_context
def cli(ctx: click.Context, config_path: Path | None) -> None:
    ctx.ensure_object(dict)
    ctx.obj["config"] = load_config(config_path)


@cli.command("projects")
@click.pass_context
def list_projects(ctx: click.Context) -> None:
    projects = _client(ctx).get("/projects")
    rows = [(p["slug"], p["name"], p["default_branch"]) for p in projects]
    print_table(["SLUG", "NAME", "BRANCH"], rows)


@cli.command("releases")
@click.argument("project")
@click.option("--limit", type=int, default=20, show_default=True)
@click.pass_context
def list_releases(ctx: click.Context, project: str, limit: int) -> None:
    releases = _client(ctx).get(f"/projects/{project}/releases", params={"limit": limit})
    rows = [(r["version"], r["status"], r["created_at"]) for r in releases]
    print_table(["VERSION", "STATUS", "CREATED"], rows)


@cli.command("deploy")
@click.argument("project")
@click.argument("version")
@click.option("--env", "environment", default="staging", show_default=True)
@click.option("--yes", is_flag=True, help="Skip the confirmation prompt.")
@click.pass_context
def deploy(ctx: click.Context, project: str, version: str, environment: str, yes: bool) -> None:
    if not yes:
        click.confirm(f"Deploy {project}@{version} to {environment}?", abort=True)
    try:
        job = _client(ctx).post(
            f"/projects/{project}/deployments",
            json={"version": version, "environment": environment},
        )
    except ApiError as exc:
        click.echo(f"deploy failed: {exc}", err=True)
        sys.exit(1)
    click.echo(f"started deployment {job['id']} ({job['status']})")


@cli.command("rollback")
@click.argument("project")
@click.option("--env", "environment", default="staging", show_default=True)
@click.pass_context
def rollback(ctx: click.Context, project: str, environment: str) -> None:
    try:
        job = _client(ctx).post(
            f"/projects/{project}/rollbacks",
            json={"environment": environment},
        )
    except ApiError as exc:
        click.echo(f"rollback failed: {exc}", err=True)
        sys.exit(1)
    click.echo(f"started rollback {job['id']} ({job['status']})")


if __name__ == "__main__":
    cli()
