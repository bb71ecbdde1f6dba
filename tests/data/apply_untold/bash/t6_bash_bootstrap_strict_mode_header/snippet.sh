#!/usr/bin/env bash
set -euo pipefail

# Bootstraps a developer machine for the storefront monorepo.
# Usage: scripts/bootstrap.sh  (safe to re-run)

# ... existing code ...
