def write_csv(
    path: Path,
    rows: Iterable[dict],
    columns: Sequence[Column] = DEFAULT_COLUMNS,
    *,
    delimiter: str = ",",
    excel: bool = False,
) -> int:
    """Write rows as CSV; with excel=True a UTF-8 BOM is added so Excel detects the encoding."""
    count = 0
    encoding = "utf-8-sig" if excel else "utf-8"
    with path.open("w", newline="", encoding=encoding) as fh:
        writer = csv.writer(fh, delimiter=delimiter, quoting=csv.QUOTE_MINIMAL)
        writer.writerow([c.header for c in columns])
        for row in rows:
            writer.writerow([format_value(row.get(c.key), c.fmt) for c in columns])
            count += 1
    log.info("wrote %d rows to %s", count, path)
    return count
