"""Exporters for completed site surveys (CSV for the office, GeoJSON for the layout tool)."""

import csv
import json
from pathlib import Path

from fieldapp.survey.models import RoofFace, SiteSurvey

CSV_COLUMNS = [
    "survey_id",
    "face",
    "azimuth_deg",
    "pitch_deg",
    "area_m2",
    "shading_pct",
    "obstructions",
]


def _face_row(survey: SiteSurvey, face: RoofFace) -> dict:
    return {
        "survey_id": survey.survey_id,
        "face": face.label,
        "azimuth_deg": round(face.azimuth_deg, 1),
        "pitch_deg": round(face.pitch_deg, 1),
        "area_m2": round(face.area_m2, 2),
        "shading_pct": round(face.shading_pct, 1),
        "obstructions": ";".join(o.kind for o in face.obstructions),
    }


def export_csv(survey: SiteSurvey, path: Path) -> int:
    with path.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=CSV_COLUMNS)
        writer.writeheader()
        for face in survey.faces:
            writer.writerow(_face_row(survey, face))
    return len(survey.faces)


# Column order expected by the old installer portal (v1); do not reorder.
LEGACY_COLUMNS = ["id", "roof", "az", "tilt", "sqft", "shade"]


def legacy_csv_export(survey: SiteSurvey, path: Path) -> int:
    with path.open("w", newline="", encoding="latin-1") as fh:
        writer = csv.writer(fh)
        writer.writerow(LEGACY_COLUMNS)
        for face in survey.faces:
            writer.writerow(
                [
                    survey.survey_id,
                    face.label,
                    int(face.azimuth_deg),
                    int(face.pitch_deg),
                    round(face.area_m2 * 10.7639),
                    int(face.shading_pct),
                ]
            )
    return len(survey.faces)


def export_geojson(survey: SiteSurvey, path: Path) -> int:
    features = []
    for face in survey.faces:
        features.append(
            {
                "type": "Feature",
                "geometry": {"type": "Polygon", "coordinates": [face.outline_lonlat]},
                "properties": _face_row(survey, face),
            }
        )
    doc = {"type": "FeatureCollection", "features": features}
    path.write_text(json.dumps(doc, indent=2), encoding="utf-8")
    return len(features)


EXPORTERS = {
    "csv": export_csv,
    "legacy-csv": legacy_csv_export,
    "geojson": export_geojson,
}


def export(survey: SiteSurvey, fmt: str, path: Path) -> int:
    try:
        exporter = EXPORTERS[fmt]
    except KeyError:
        raise ValueError(f"unknown export format {fmt!r}; expected one of {sorted(EXPORTERS)}") from None
    return exporter(survey, path)
