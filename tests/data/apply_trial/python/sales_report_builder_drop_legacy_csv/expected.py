import csv
import json
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path


@dataclass
class ReportRow:
    day: date
    region: str
    orders: int
    revenue_cents: int

    @property
    def revenue(self) -> float:
        return self.revenue_cents / 100


@dataclass
class ReportBuilder:
    title: str
    rows: list[ReportRow] = field(default_factory=list)

    def add(self, row: ReportRow) -> "ReportBuilder":
        self.rows.append(row)
        return self

    def totals(self) -> dict[str, float]:
        return {
            "orders": sum(r.orders for r in self.rows),
            "revenue": round(sum(r.revenue for r in self.rows), 2),
        }

    def by_region(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for r in self.rows:
            out[r.region] = out.get(r.region, 0) + r.orders
        return out

    def to_json(self) -> str:
        payload = {
            "title": self.title,
            "rows": [
                {"day": r.day.isoformat(), "region": r.region, "orders": r.orders, "revenue": r.revenue}
                for r in self.rows
            ],
            "totals": self.totals(),
        }
        return json.dumps(payload, indent=2)

    def to_csv(self, path: Path) -> None:
        with path.open("w", newline="") as fh:
            writer = csv.writer(fh)
            writer.writerow(["day", "region", "orders", "revenue"])
            for r in self.rows:
                writer.writerow([r.day.isoformat(), r.region, r.orders, f"{r.revenue:.2f}"])

    def to_markdown(self) -> str:
        lines = [f"# {self.title}", "", "| day | region | orders | revenue |", "|---|---|---|---|"]
        for r in self.rows:
            lines.append(f"| {r.day.isoformat()} | {r.region} | {r.orders} | {r.revenue:.2f} |")
        return "\n".join(lines) + "\n"


def write_all(builder: ReportBuilder, out_dir: Path) -> None:
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "report.json").write_text(builder.to_json())
    builder.to_csv(out_dir / "report.csv")
    (out_dir / "report.md").write_text(builder.to_markdown())
