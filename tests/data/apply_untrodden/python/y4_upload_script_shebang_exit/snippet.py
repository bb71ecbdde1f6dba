#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Upload tractor CAN-bus telemetry dumps to the farm data lake.

Usage: upload_telemetry.py DUMP_DIR [--since YYYY-MM-DD] [--dry-run]
"""
# ... existing code ...


if __name__ == "__main__":
    raise SystemExit(main())
