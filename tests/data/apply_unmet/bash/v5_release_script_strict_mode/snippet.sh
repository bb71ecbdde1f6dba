#!/usr/bin/env bash
#
# release.sh - build, test and package the toyc compiler for a release.
#
# Usage: scripts/release.sh <version> [--skip-tests] [--dry-run]

set -euo pipefail

# ... existing code ...
