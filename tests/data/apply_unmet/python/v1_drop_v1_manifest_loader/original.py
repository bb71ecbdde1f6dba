"""Sample manifest loading for the sequencing core.

Manifests arrive from the wet lab as CSV (legacy v1) or TSV (v2, v3) sheets
that map sample IDs to barcodes, lanes and submitting PIs.
"""

import csv
import logging
from dataclasses import dataclass
from pathlib import Path

logger = logging.getLogger("sampletrack.manifest")

REQUIRED_V2_COLUMNS = ("sample_id", "i7_index", "i5_index", "lane", "pi")


class ManifestError(ValueError):
    pass


@dataclass(frozen=True)
class SampleRow:
    sample_id: str
    i7_index: str
    i5_index: str | None
    lane: int
    pi: str


def detect_version(path: Path) -> int:
    with path.open() as fh:
        first = fh.readline().strip()
    if first.startswith("#manifest_version="):
        return int(first.split("=", 1)[1])
    return 1


def _load_manifest_v1(path: Path) -> list[SampleRow]:
    """Old core-facility CSV: single index, lane encoded in the sample name."""
    rows = []
    with path.open(newline="") as fh:
        for rec in csv.DictReader(fh):
            name, _, lane = rec["Sample_Name"].rpartition("_L")
            rows.append(
                SampleRow(
                    sample_id=name,
                    i7_index=rec["Index"].upper(),
                    i5_index=None,
                    lane=int(lane),
                    pi=rec.get("Investigator", "unknown"),
                )
            )
    logger.warning("%s uses the deprecated v1 manifest format", path.name)
    return rows


def _load_manifest_tsv(path: Path) -> list[SampleRow]:
    rows = []
    with path.open(newline="") as fh:
        lines = (ln for ln in fh if not ln.startswith("#"))
        reader = csv.DictReader(lines, delimiter="\t")
        missing = set(REQUIRED_V2_COLUMNS) - set(reader.fieldnames or ())
        if missing:
            raise ManifestError(f"{path.name}: missing columns {sorted(missing)}")
        for rec in reader:
            rows.append(
                SampleRow(
                    sample_id=rec["sample_id"],
                    i7_index=rec["i7_index"].upper(),
                    i5_index=rec["i5_index"].upper() or None,
                    lane=int(rec["lane"]),
                    pi=rec["pi"],
                )
            )
    return rows


def load_manifest(path: Path) -> list[SampleRow]:
    version = detect_version(path)
    if version == 1:
        rows = _load_manifest_v1(path)
    elif version in (2, 3):
        rows = _load_manifest_tsv(path)
    else:
        raise ManifestError(f"{path.name}: unknown manifest version {version}")

    seen: set[str] = set()
    for row in rows:
        if row.sample_id in seen:
            raise ManifestError(f"{path.name}: duplicate sample {row.sample_id}")
        seen.add(row.sample_id)
    logger.info("loaded %d samples from %s (v%d)", len(rows), path.name, version)
    return rows
