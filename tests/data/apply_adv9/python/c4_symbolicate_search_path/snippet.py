# ... existing code ...


def symbolicate(report: CrashReport, symbol_dirs: list[str]) -> int:
    """Fill in frame symbols in place; returns how many frames were resolved.

    ``symbol_dirs`` are searched in order, so list the local cache before the NAS.
    """
    resolved = 0
    tables: dict[str, dict[int, str]] = {}
    for frame in report.frames:
        if frame.module not in tables:
            tables[frame.module] = {}
            for symbol_dir in symbol_dirs:
                path = os.path.join(symbol_dir, report.build_id, frame.module + ".sym")
                if os.path.exists(path):
                    tables[frame.module] = load_symbol_table(path)
                    break
            else:
                log.warning("no symbols for %s in build %s", frame.module, report.build_id)
        table = tables[frame.module]
        candidates = [off for off in table if off <= frame.offset]
        if candidates:
            frame.symbol = table[max(candidates)]
            resolved += 1
    return resolved


def process_batch(reports: list[CrashReport], symbol_dirs: list[str]) -> dict[str, int]:
    results = {}
    for report in reports:
        results[report.report_id] = symbolicate(report, symbol_dirs)
    return results


def process_single(report: CrashReport, symbol_dirs: list[str]) -> None:
    count = symbolicate(report, symbol_dirs)
    # ... existing code ...


def main(argv: list[str] | None = None) -> int:
    # ... existing code ...
    results = process_batch(reports, [args.symbols])
    # ... existing code ...
