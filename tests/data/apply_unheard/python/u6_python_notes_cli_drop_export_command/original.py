import json
import sys
from pathlib import Path

import click

from notes.store import NoteStore


@click.group()
@click.option("--db", type=click.Path(dir_okay=False, path_type=Path), default=Path("notes.db"))
@click.pass_context
def cli(ctx, db):
    """Manage notes from the command line."""
    ctx.obj = NoteStore(db)


@cli.command()
@click.argument("title")
@click.option("--tag", "tags", multiple=True, help="Tag to attach; may be repeated.")
@click.pass_obj
def add(store, title, tags):
    """Create a note with TITLE; the body is read from stdin."""
    body = sys.stdin.read()
    note = store.create(title=title, body=body, tags=list(tags))
    click.echo(f"created {note.id}")


@cli.command("list")
@click.option("--tag", default=None, help="Only notes with this tag.")
@click.pass_obj
def list_notes(store, tag):
    """List notes, newest first."""
    for note in store.list(tag=tag):
        click.echo(f"{note.id:>5}  {note.created:%Y-%m-%d}  {note.title}")


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


@cli.command()
@click.argument("out", type=click.File("w"), default="-")
@click.pass_obj
def export(store, out):
    """Write all notes as JSON to OUT (default: stdout)."""
    notes = [note.to_dict() for note in store.list()]
    json.dump(notes, out, indent=2, default=str)
    out.write("\n")


@cli.command("import")
@click.argument("src", type=click.File("r"))
@click.pass_obj
def import_notes(store, src):
    """Read notes from a JSON file (a list of objects with title, body and tags)."""
    count = 0
    for item in json.load(src):
        store.create(title=item["title"], body=item["body"], tags=item.get("tags", []))
        count += 1
    click.echo(f"imported {count} notes")


@cli.command()
@click.argument("note_id", type=int)
@click.confirmation_option(prompt="Delete this note?")
@click.pass_obj
def delete(store, note_id):
    """Delete one note."""
    if not store.delete(note_id):
        raise click.ClickException(f"no note {note_id}")
    click.echo(f"deleted {note_id}")


if __name__ == "__main__":
    cli()
