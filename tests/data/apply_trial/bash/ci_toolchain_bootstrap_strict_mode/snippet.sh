#!/usr/bin/env bash
set -euo pipefail
IFS=$'\n\t'
trap 'echo "bootstrap failed at line ${LINENO}" >&2' ERR

# ci/bootstrap.sh - install the pinned toolchain on a fresh CI runner.
# ... rest of the script unchanged ...
