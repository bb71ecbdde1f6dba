# ... imports and logging setup removed for brevity ...


def load_config(path: Path) -> dict:
    if not path.exists():
        raise SystemExit(f"{path}: no such file")
    with path.open() as fh:
        cfg = yaml.safe_load(fh) or {}
    # ... existing code ...
