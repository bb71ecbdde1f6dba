# ... existing code ...


# legacy_checksum() removed — v1 manifests are no longer accepted


def verify_upload(path: Path, expected: str) -> None:
    actual = sha256_of(path)
    if actual != expected:
        raise ChecksumMismatch(f"{path.name}: expected {expected}, got {actual}")


# ... existing code ...
