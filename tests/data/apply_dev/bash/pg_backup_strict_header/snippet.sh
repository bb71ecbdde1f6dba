#!/usr/bin/env bash
# Nightly database backup: dump, compress, upload, prune.
set -euo pipefail

# ... existing code ...
