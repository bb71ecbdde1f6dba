#!/usr/bin/env bash
#
# bootstrap-agent.sh — prepare a fresh Linux build agent for the console farm.
# Run once as root after imaging; safe to re-run.
#
set -euo pipefail

# ... existing code ...
