"""Command-line entry point for the image thumbnailer."""

import argparse
import logging
import sys
from pathlib import Path

from thumbnailer import ThumbnailError, make_thumbnails

SIZES = {"small": 128, "medium": 256, "large": 512}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="thumbnailer",
        description="Create thumbnails for every image in a folder.",
    )
    parser.add_argument("source", type=Path, help="folder with the original images")
    parser.add_argument("dest", type=Path, help="folder to write thumbnails into")
    parser.add_argument(
        "-s",
        "--size",
        choices=sorted(SIZES),
        default="medium",
        help="thumbnail size (default: %(default)s)",
    )
    parser.add_argument(
        "-f",
        "--format",
        choices=["jpeg", "png", "webp"],
        default="jpeg",
        help="output format (default: %(default)s)",
    )
    parser.add_argument("-q", "--quality", type=int, default=85, help="JPEG/WebP quality 1-100")
    parser.add_argument("-v", "--verbose", action="store_true", help="log every file")
    return parser


def configure_logging(verbose: bool) -> None:
    logging.basicConfig(
        level=logging.DEBUG if verbose else logging.INFO,
        format="%(levelname)s %(message)s",
    )


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    configure_logging(args.verbose)
    if not args.source.is_dir():
        logging.error("source %s is not a directory", args.source)
        return 2
    if not 1 <= args.quality <= 100:
        logging.error("quality must be between 1 and 100")
        return 2
    args.dest.mkdir(parents=True, exist_ok=True)
    try:
        count = make_thumbnails(
            args.source,
            args.dest,
            size=SIZES[args.size],
            fmt=args.format,
            quality=args.quality,
        )
    except ThumbnailError as exc:
        logging.error("%s", exc)
        return 1
    logging.info("wrote %d thumbnails to %s", count, args.dest)
    return 0


if __name__ == "__main__":
    sys.exit(main())
