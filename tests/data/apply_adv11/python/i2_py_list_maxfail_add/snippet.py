    cmd = [
        sys.executable,
        "-m",
        "pytest",
        "tests/",
        "--maxfail=5",
        "-p", "no:cacheprovider",
        # ... existing code ...
    ]
