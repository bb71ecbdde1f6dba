# gate-planner service — build, test, lint and deploy helpers
# Usage: make <target> [ENV=staging|prod]

SHELL       := /usr/bin/env bash
.SHELLFLAGS := -eu -o pipefail -c

SERVICE   := gate-planner
# ... existing code ...
