#!/usr/bin/env bash
# rotate_meter_archives.sh
# Compresses and prunes raw AMI meter-read archives for each pressure zone.
# Intended for cron on the collector host: 15 2 * * * /opt/ami/bin/rotate_meter_archives.sh

set -euo pipefail
umask 027

ARCHIVE_ROOT="${ARCHIVE_ROOT:-/srv/ami/archives}"
# ... rest of the script unchanged ...
