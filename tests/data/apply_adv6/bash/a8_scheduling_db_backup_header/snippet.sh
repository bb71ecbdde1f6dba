#!/usr/bin/env bash
# Nightly backup of the clinic scheduling database.
# Owner: clinic-platform@lakeside.org — runs from cron on ops01 at 01:30.
set -euo pipefail

# ... rest of the script unchanged ...
