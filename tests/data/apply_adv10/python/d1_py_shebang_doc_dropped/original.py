#!/usr/bin/env python3
"""Print the largest files under a directory."""
import os
import sys


def sizes(root):
    for dirpath, _, names in os.walk(root):
        for n in names:
            p = os.path.join(dirpath, n)
            yield os.path.getsize(p), p


def main(argv):
    root = argv[1] if len(argv) > 1 else "."
    for size, path in sorted(sizes(root), reverse=True)[:10]:
        print(f"{size:>12}  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
