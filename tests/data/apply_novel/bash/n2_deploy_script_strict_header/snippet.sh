#!/usr/bin/env bash
set -euo pipefail
IFS=$'\n\t'

# Deploys the current git revision to the given environment.
# Usage: ./deploy.sh <staging|production> [--skip-migrations]

ENVIRONMENT="${1:-}"
SKIP_MIGRATIONS=false
# ... rest of the script unchanged ...
