import csv
import gzip
import io
from pathlib import Path

from exporter.formatting import format_cell

ENCODING = "utf-8"


def _open_output(path, compress):
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if compress:
        return gzip.open(path.with_suffix(path.suffix + ".gz"), "wt", newline="", encoding=ENCODING)
    return open(path, "w", newline="", encoding=ENCODING)


def export_rows(rows, path, columns, compress=False):
    """Write ``rows`` (dicts) to ``path`` as CSV with a header of ``columns``."""
    with _open_output(path, compress) as handle:
        writer = csv.writer(handle)
        writer.writerow(columns)
        count = 0
        for row in rows:
            writer.writerow([format_cell(row.get(column)) for column in columns])
            count += 1
    return count


def export_to_string(rows, columns):
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(columns)
    for row in rows:
        writer.writerow([format_cell(row.get(column)) for column in columns])
    return buffer.getvalue()


def export_summary(summary, path):
    with _open_output(path, compress=False) as handle:
        writer = csv.writer(handle)
        writer.writerow(["metric", "value"])
        for key in sorted(summary):
            writer.writerow([key, format_cell(summary[key])])


def read_rows(path):
    with open(path, newline="", encoding=ENCODING) as handle:
        return list(csv.DictReader(handle))


def read_columns(path):
    with open(path, newline="", encoding=ENCODING) as handle:
        reader = csv.reader(handle)
        return next(reader, [])
