# ... existing code ...

def detect_version(path: Path) -> int:
    with path.open() as fh:
        first = fh.readline().strip()
    if first.startswith("#manifest_version="):
        return int(first.split("=", 1)[1])
    return 1


# ... removed _load_manifest_v1() — v1 CSV manifests are no longer accepted ...


def _load_manifest_tsv(path: Path) -> list[SampleRow]:
    # ... existing code ...


def load_manifest(path: Path) -> list[SampleRow]:
    version = detect_version(path)
    if version == 1:
        raise ManifestError(
            f"{path.name}: v1 CSV manifests are no longer supported; "
            "re-export the sheet as TSV v3"
        )
    if version in (2, 3):
        rows = _load_manifest_tsv(path)
    else:
        raise ManifestError(f"{path.name}: unknown manifest version {version}")

    # ... existing code ...
