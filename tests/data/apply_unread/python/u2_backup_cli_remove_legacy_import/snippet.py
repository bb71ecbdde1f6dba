# ... existing code ...
def list_snapshots(store, tag):
    """List snapshots, newest first."""
    for snapshot in store.list(tag=tag):
        click.echo(f"{snapshot.id}  {snapshot.created:%Y-%m-%d %H:%M}  {snapshot.size_human:>8}  {','.join(snapshot.tags)}")


@cli.command()
@click.argument("snapshot_id")
@click.argument("target", type=click.Path(path_type=Path))
# ... existing code ...
