#!/usr/bin/env bash
# Nightly export of brew logs and tank telemetry to the NAS.
# Runs from cron on brewhouse-pi at 02:15.
set -euo pipefail

# ... existing code ...
