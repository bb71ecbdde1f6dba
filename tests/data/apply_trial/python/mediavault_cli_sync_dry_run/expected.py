"""mediavault command line: sync, verify and prune photo libraries."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from mediavault.library import Library
from mediavault.remote import RemoteStore
from mediavault.report import print_table


@click.group()
@click.option("--config", "config_path", type=click.Path(path_type=Path), default=Path("~/.mediavault.toml"))
@click.option("-v", "--verbose", is_flag=True, help="Log every file that is touched.")
@click.pass_context
def cli(ctx: click.Context, config_path: Path, verbose: bool) -> None:
    ctx.obj = {"library": Library.from_config(config_path.expanduser()), "verbose": verbose}


@cli.command()
@click.argument("remote_url")
@click.option("--jobs", "-j", default=4, show_default=True, help="Parallel uploads.")
@click.option("--dry-run", "-n", is_flag=True, help="List what would be uploaded without uploading.")
@click.pass_obj
def sync(obj: dict, remote_url: str, jobs: int, dry_run: bool) -> None:
    """Upload new and changed files to REMOTE_URL."""
    library: Library = obj["library"]
    remote = RemoteStore.connect(remote_url)
    changed = library.diff(remote.manifest())
    if not changed:
        click.echo("Everything is up to date.")
        return
    if dry_run:
        for path in changed:
            click.echo(f"would upload {path}")
        click.echo(f"{len(changed)} file(s) would be uploaded.")
        return
    with click.progressbar(changed, label="Uploading") as files:
        remote.upload_many(files, jobs=jobs, verbose=obj["verbose"])
    click.echo(f"Uploaded {len(changed)} file(s).")


@cli.command()
@click.option("--fix", is_flag=True, help="Re-download files whose checksum does not match.")
@click.pass_obj
def verify(obj: dict, fix: bool) -> None:
    """Check every file against its stored checksum."""
    library: Library = obj["library"]
    bad = [entry for entry in library.entries() if not entry.checksum_ok()]
    if not bad:
        click.echo("All files verified.")
        return
    print_table([(entry.path, entry.expected, entry.actual) for entry in bad], headers=("file", "expected", "actual"))
    if fix:
        for entry in bad:
            library.restore(entry)
    else:
        sys.exit(1)


@cli.command()
@click.option("--keep", default=3, show_default=True, help="Versions to keep per file.")
@click.option("--yes", is_flag=True, help="Do not ask for confirmation.")
@click.pass_obj
def prune(obj: dict, keep: int, yes: bool) -> None:
    """Delete old versions, keeping the newest KEEP of each file."""
    library: Library = obj["library"]
    doomed = library.old_versions(keep=keep)
    if not doomed:
        click.echo("Nothing to prune.")
        return
    if not yes:
        click.confirm(f"Delete {len(doomed)} old version(s)?", abort=True)
    for version in doomed:
        library.delete_version(version)
    click.echo(f"Deleted {len(doomed)} version(s).")


@cli.command()
@click.pass_obj
def stats(obj: dict) -> None:
    """Show library size and file counts per album."""
    library: Library = obj["library"]
    rows = [(album.name, album.count, album.human_size()) for album in library.albums()]
    print_table(rows, headers=("album", "files", "size"))


if __name__ == "__main__":
    cli()
