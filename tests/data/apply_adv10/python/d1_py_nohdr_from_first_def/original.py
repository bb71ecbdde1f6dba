import argparse
import csv


def read_rows(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def summarize(rows):
    total = sum(float(r["amount"]) for r in rows)
    return {"count": len(rows), "total": total}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("path")
    args = parser.parse_args()
    rows = read_rows(args.path)
    print_summary(summarize(rows))


def print_summary(summary):
    print(f"{summary['count']} rows")
    print(f"total: {summary['total']:.2f}")


if __name__ == "__main__":
    main()
