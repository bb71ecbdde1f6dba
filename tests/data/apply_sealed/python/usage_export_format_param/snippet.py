# ... imports, Row, parse_month and load_rows unchanged ...


def write_report(rows: list[Row], out: Path, fmt: str = "csv") -> None:
    if fmt == "json":
        out.write_text(json.dumps([vars(row) for row in rows], indent=2))
        return
    with out.open("w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["account_id", "account_name", "api_calls", "storage_gb", "amount"])
        for row in rows:
            writer.writerow(
                [row.account_id, row.account_name, row.api_calls, row.storage_gb, f"{row.amount_cents / 100:.2f}"]
            )


# ... build_parser unchanged ...


def main(argv: list[str] | None = None) -> int:
    # ... parse args and load rows as before ...
    out = args.out or Path(f"usage-{args.month:%Y-%m}.{args.format}")
    write_report(rows, out, fmt=args.format)
    print(f"wrote {len(rows)} rows to {out}")
    return 0

# ... rest unchanged ...
