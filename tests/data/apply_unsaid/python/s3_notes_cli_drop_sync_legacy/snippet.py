@cli.command()
@click.argument("directory", type=click.Path(file_okay=False, path_type=Path))
def init(directory: Path) -> None:
    """Create a new notes directory with a default config."""
    directory.mkdir(parents=True, exist_ok=True)
    write_default_config(directory / ".notes.toml")
    click.echo(f"initialised {directory}")


@cli.command()
@click.option("--dry-run", is_flag=True, help="Show what would change without writing.")
@click.pass_obj
def sync(config, dry_run: bool) -> None:
    # ... existing code ...
