# ...

@cli.command()
@click.argument("remote_url")
@click.option("--jobs", "-j", default=4, show_default=True, help="Parallel uploads.")
@click.option("--dry-run", "-n", is_flag=True, help="List what would be uploaded without uploading.")
@click.pass_obj
def sync(obj: dict, remote_url: str, jobs: int, dry_run: bool) -> None:
    """Upload new and changed files to REMOTE_URL."""
    # ...
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

# ... rest of the code ...
