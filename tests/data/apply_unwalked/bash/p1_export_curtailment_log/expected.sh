#!/usr/bin/env bash
# Nightly export of turbine telemetry and alarm logs to the archive bucket.
# Runs from cron on ops-jump-01 at 02:15 Europe/Amsterdam.

set -euo pipefail

readonly SITE="${SITE:-HKN}"
readonly ARCHIVE_BUCKET="${ARCHIVE_BUCKET:-s3://nsw-telemetry-archive}"
readonly WORK_DIR="$(mktemp -d -t telemetry-export.XXXXXX)"
readonly DAY="${1:-$(date -u -d 'yesterday' +%F)}"

log() {
  printf '%s [%s] %s\n' "$(date -u +%FT%TZ)" "$SITE" "$*" >&2
}

cleanup() {
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT

export_scada_10min() {
  local out="$WORK_DIR/${SITE}_scada_10min_${DAY}.csv.gz"
  log "exporting 10-minute SCADA data for $DAY"
  psql --no-psqlrc --quiet --csv \
    -c "SELECT * FROM scada_10min WHERE site = '$SITE' AND ts::date = '$DAY' ORDER BY turbine_id, ts" \
    | gzip -9 > "$out"
  echo "$out"
}

export_alarm_log() {
  local out="$WORK_DIR/${SITE}_alarms_${DAY}.csv.gz"
  log "exporting alarm log for $DAY"
  psql --no-psqlrc --quiet --csv \
    -c "SELECT * FROM alarm_log WHERE site = '$SITE' AND raised_at::date = '$DAY' ORDER BY raised_at" \
    | gzip -9 > "$out"
  echo "$out"
}

export_curtailment_log() {
  local out="$WORK_DIR/${SITE}_curtailment_${DAY}.csv.gz"
  log "exporting curtailment log for $DAY"
  psql --no-psqlrc --quiet --csv \
    -c "SELECT * FROM curtailment_events WHERE site = '$SITE' AND started_at::date = '$DAY' ORDER BY started_at" \
    | gzip -9 > "$out"
  echo "$out"
}

upload() {
  local file="$1"
  local key="${SITE}/${DAY:0:4}/${DAY}/$(basename "$file")"
  log "uploading $(basename "$file")"
  aws s3 cp --only-show-errors "$file" "$ARCHIVE_BUCKET/$key"
}

main() {
  local files=()
  files+=("$(export_scada_10min)")
  files+=("$(export_alarm_log)")
  files+=("$(export_curtailment_log)")

  for f in "${files[@]}"; do
    upload "$f"
  done
  log "export for $DAY finished (${#files[@]} files)"
}

main "$@"
