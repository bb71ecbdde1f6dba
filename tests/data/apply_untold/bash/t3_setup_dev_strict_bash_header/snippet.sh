#!/usr/bin/env bash
# setup-dev.sh - bootstrap a developer machine for the acme monorepo
set -euo pipefail

if [[ "$(uname -s)" != "Darwin" ]]; then
  echo "setup-dev.sh only supports macOS" >&2
  exit 1
fi

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# ... existing code ...
