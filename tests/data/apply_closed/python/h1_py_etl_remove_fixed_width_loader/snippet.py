# ... existing code ...

# removed load_fixed_width() — the mainframe export is retired

# ... existing code ...

LOADERS: dict[str, Callable[[Path], list[Row]]] = {
    ".csv": load_csv,
    ".json": load_json,
    ".parquet": load_parquet,
}

# ... existing code ...
