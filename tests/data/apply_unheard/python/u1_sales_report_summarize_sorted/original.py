import csv
import json
from dataclasses import asdict, dataclass
from datetime import date
from pathlib import Path


@dataclass
class SalesRow:
    day: date
    region: str
    orders: int
    revenue: float


def _ensure_dir(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)


def export_csv(rows: list[SalesRow], path: Path) -> Path:
    _ensure_dir(path)
    with path.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(["day", "region", "orders", "revenue"])
        for row in rows:
            writer.writerow([row.day.isoformat(), row.region, row.orders, f"{row.revenue:.2f}"])
    return path


def export_json(rows: list[SalesRow], path: Path) -> Path:
    _ensure_dir(path)
    payload = [{**asdict(r), "day": r.day.isoformat()} for r in rows]
    path.write_text(json.dumps(payload, indent=2), encoding="utf-8")
    return path


def export_markdown(rows: list[SalesRow], path: Path) -> Path:
    _ensure_dir(path)
    lines = ["| day | region | orders | revenue |", "|---|---|---:|---:|"]
    for r in rows:
        lines.append(f"| {r.day.isoformat()} | {r.region} | {r.orders} | {r.revenue:.2f} |")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def summarize(rows: list[SalesRow]) -> dict[str, float]:
    by_region: dict[str, float] = {}
    for r in rows:
        by_region[r.region] = by_region.get(r.region, 0.0) + r.revenue
    return by_region


EXPORTERS = {
    "csv": export_csv,
    "json": export_json,
    "md": export_markdown,
}


def export(rows: list[SalesRow], fmt: str, out_dir: Path, stem: str = "sales") -> Path:
    try:
        exporter = EXPORTERS[fmt]
    except KeyError:
        raise ValueError(f"unknown export format {fmt!r}") from None
    target = out_dir / f"{stem}.{fmt}"
    return exporter(rows, target)
