# ... existing code ...

@cli.command()
@click.argument("note_id", type=int)
@click.pass_obj
def show(store, note_id):
    """Print one note."""
    note = store.get(note_id)
    if note is None:
        raise click.ClickException(f"no note {note_id}")
    click.echo(note.title)
    click.echo("=" * len(note.title))
    click.echo(note.body)


@cli.command("import")
@click.argument("src", type=click.File("r"))
@click.pass_obj
def import_notes(store, src):
    # ... existing code ...
