def build_parser() -> argparse.ArgumentParser:
    # ... existing arguments ...
    parser.add_argument("-v", "--verbose", action="store_true", help="log every file")
    parser.add_argument(
        "--overwrite",
        action="store_true",
        help="replace thumbnails that already exist in dest",
    )
    return parser


# ... existing code ...


def main(argv: list[str] | None = None) -> int:
    # ...
    try:
        count = make_thumbnails(
            args.source,
            args.dest,
            size=SIZES[args.size],
            fmt=args.format,
            quality=args.quality,
            overwrite=args.overwrite,
        )
    # ...
