import json
import sys
from pathlib import Path

import click

# ... existing code ...

@cli.command("releases")
@click.argument("project")
@click.option("--limit", type=int, default=20, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print raw JSON instead of a table.")
@click.pass_context
def list_releases(ctx: click.Context, project: str, limit: int, as_json: bool) -> None:
    releases = _client(ctx).get(f"/projects/{project}/releases", params={"limit": limit})
    if as_json:
        click.echo(json.dumps(releases, indent=2))
        return
    rows = [(r["version"], r["status"], r["created_at"]) for r in releases]
    print_table(["VERSION", "STATUS", "CREATED"], rows)

# ... existing code ...
