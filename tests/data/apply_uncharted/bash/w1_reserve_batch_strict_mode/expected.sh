#!/usr/bin/env bash
#
# run_quarterly_reserves.sh - kicks off the quarterly IBNR reserve batch.
# Invoked by Control-M on the first business day after quarter close.
set -euo pipefail
umask 027

VALUATION_DATE="${1:-$(date -d "$(date +%Y-%m-01) -1 day" +%Y-%m-%d)}"
ENVIRONMENT="${RESERVE_ENV:-prod}"
WORK_DIR="/data/actuarial/reserves/${VALUATION_DATE}"
LOG_FILE="${WORK_DIR}/run.log"
PYTHON_BIN="/opt/actuarial/venv/bin/python"

log() {
  echo "[$(date '+%Y-%m-%d %H:%M:%S')] $*" | tee -a "$LOG_FILE"
}

fail() {
  log "ERROR: $*"
  exit 1
}

mkdir -p "$WORK_DIR"
log "Starting quarterly reserve run for ${VALUATION_DATE} (${ENVIRONMENT})"

if [ ! -x "$PYTHON_BIN" ]; then
  fail "python interpreter not found at ${PYTHON_BIN}"
fi

log "Extracting paid and incurred losses"
"$PYTHON_BIN" -m reserving.extract \
  --valuation-date "$VALUATION_DATE" \
  --env "$ENVIRONMENT" \
  --out "${WORK_DIR}/losses.parquet" || fail "extract step failed"

log "Building development triangles"
"$PYTHON_BIN" -m reserving.triangles \
  --input "${WORK_DIR}/losses.parquet" \
  --out "${WORK_DIR}/triangles.parquet" || fail "triangle step failed"

log "Running chain-ladder and Bornhuetter-Ferguson methods"
"$PYTHON_BIN" -m reserving.methods \
  --input "${WORK_DIR}/triangles.parquet" \
  --methods chain_ladder,bf \
  --out "${WORK_DIR}/estimates.csv" || fail "methods step failed"

log "Publishing estimates to the reserving committee share"
cp "${WORK_DIR}/estimates.csv" "/mnt/committee/reserves/${VALUATION_DATE}.csv" || fail "publish failed"

log "Quarterly reserve run complete"
