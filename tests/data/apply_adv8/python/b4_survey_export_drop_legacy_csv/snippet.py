# ... existing code ...

def export_csv(survey: SiteSurvey, path: Path) -> int:
    # ... existing code ...
    return len(survey.faces)


# ... removed LEGACY_COLUMNS and legacy_csv_export() — the v1 portal is retired ...


def export_geojson(survey: SiteSurvey, path: Path) -> int:
    # ... existing code ...


EXPORTERS = {
    "csv": export_csv,
    "geojson": export_geojson,
}

# ... existing code ...
