# ... rest of the code ...


@cli.command()
@click.argument("name")
@click.option("--force", "-f", is_flag=True, help="Do not ask for confirmation.")
def remove(name, force):
    """Remove a stored profile."""
    store = ProfileStore.load()
    if name not in store:
        raise click.ClickException(f"No profile named {name!r}")
    if not force:
        click.confirm(f"Remove profile {name!r}?", abort=True)
    store.remove(name)
    store.save()
    click.echo(f"Removed {name}")


# ... rest of the code ...
