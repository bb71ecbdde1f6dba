# ... existing code ...
def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    report = build_report(args.month, teams=args.team or None)
    if not report.rows:
        print(f"no usage recorded for {args.month}", file=sys.stderr)
        return 1
    # ... same as before
    return 0
# ... existing code ...
