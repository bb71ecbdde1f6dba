#!/usr/bin/env bash
# Nightly PostgreSQL backup: dump, compress, upload to S3, prune old copies.
set -euo pipefail
IFS=$'\n\t'

# ... rest of script unchanged ...
