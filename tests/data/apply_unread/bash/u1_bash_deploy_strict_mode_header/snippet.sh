#!/usr/bin/env bash
set -euo pipefail
IFS=$'\n\t'

APP_NAME="${APP_NAME:-storefront}"
DEPLOY_USER="${DEPLOY_USER:-deploy}"
RELEASES_DIR="/srv/${APP_NAME}/releases"
CURRENT_LINK="/srv/${APP_NAME}/current"
KEEP_RELEASES="${KEEP_RELEASES:-5}"

# ... rest of the script unchanged ...
