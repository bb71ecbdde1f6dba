# ... existing code ...

def transform_rows(rows: Iterable[dict[str, str]], schema: Schema) -> Iterator[dict[str, Any]]:
    for lineno, row in enumerate(rows, start=2):
        if not any(value.strip() for value in row.values()):
            log.debug("skipping blank row at line %d", lineno)
            continue
        record: dict[str, Any] = {}
        # ... existing column parsing ...
        record["_source_line"] = lineno
        yield record

# ... existing code ...
