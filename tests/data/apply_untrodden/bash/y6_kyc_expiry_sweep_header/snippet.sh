#!/usr/bin/env bash
# kyc_expiry_sweep.sh
# Finds active customers whose primary identity document expires within the
# notice window and queues a re-verification request with the KYC gateway.
#
# Usage: kyc_expiry_sweep.sh [notice_days]   (default 30)
# Needs CRM_DSN and KYC_API_TOKEN in the environment.

set -euo pipefail

# ... existing code ...
