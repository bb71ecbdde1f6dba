# ... existing code ...
        for item in query.order_by(Item.sku):
            click.echo(f"{item.sku:12} {item.stock:6} {item.name}")


# ---------------------------------------------------------------------------
# Exports
# ---------------------------------------------------------------------------


@cli.command("export-items")
@click.argument("path", type=click.Path(dir_okay=False, writable=True))
def export_items(path: str) -> None:
    with session_scope() as s, open(path, "w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["sku", "name", "stock"])
        for item in s.query(Item).order_by(Item.sku):
            writer.writerow([item.sku, item.name, item.stock])


# ... existing code ...
