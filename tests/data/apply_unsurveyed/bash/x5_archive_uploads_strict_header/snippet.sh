#!/usr/bin/env bash
# Nightly archive of raw GPS/FIT uploads to cold storage.
# Runs from cron on ingest-01 at 02:30 UTC.

set -euo pipefail
IFS=$'\n\t'

ARCHIVE_BUCKET="${ARCHIVE_BUCKET:-s3://stridelab-cold/raw-uploads}"
# ... rest of script unchanged ...
