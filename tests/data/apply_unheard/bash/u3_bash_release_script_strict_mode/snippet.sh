#!/usr/bin/env bash
#
# release.sh - bump the version, tag and publish a release.
#
# Usage: ./scripts/release.sh <major|minor|patch> [--dry-run]
#
set -euo pipefail
shopt -s inherit_errexit

# ... rest of the script unchanged ...
