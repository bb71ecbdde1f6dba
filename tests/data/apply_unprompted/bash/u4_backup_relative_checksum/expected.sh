#!/usr/bin/env bash
# Nightly backup for the clinic server: x-ray images, practice database and scanned insurance forms.
# cron: 30 1 * * * /opt/clinic/bin/nightly_backup.sh >> /var/log/clinic/backup.log 2>&1

set -euo pipefail

BACKUP_ROOT="${BACKUP_ROOT:-/mnt/nas/clinic-backups}"
XRAY_DIR="${XRAY_DIR:-/srv/clinic/xrays}"
FORMS_DIR="${FORMS_DIR:-/srv/clinic/insurance-forms}"
DB_NAME="${DB_NAME:-clinic}"
RETENTION_DAYS="${RETENTION_DAYS:-30}"
STAMP="$(date +%Y%m%d_%H%M%S)"

log() {
  printf '%s [backup] %s\n' "$(date '+%Y-%m-%d %H:%M:%S')" "$*"
}

backup_xrays() {
  local dest="${BACKUP_ROOT}/xrays"
  mkdir -p "${dest}"
  log "syncing x-ray images from ${XRAY_DIR}"
  rsync -a --delete --exclude '*.tmp' "${XRAY_DIR}/" "${dest}/"
}

backup_forms() {
  local dest="${BACKUP_ROOT}/insurance-forms"
  mkdir -p "${dest}"
  log "syncing insurance forms from ${FORMS_DIR}"
  rsync -a --exclude '*.tmp' "${FORMS_DIR}/" "${dest}/"
}

backup_database() {
  local dump_file="${BACKUP_ROOT}/db/${DB_NAME}_${STAMP}.sql.gz"
  mkdir -p "${BACKUP_ROOT}/db"
  log "dumping database ${DB_NAME} to ${dump_file}"
  pg_dump --no-owner --dbname="${DB_NAME}" | gzip -9 > "${dump_file}"
  (cd "${BACKUP_ROOT}/db" && sha256sum "$(basename "${dump_file}")" > "$(basename "${dump_file}").sha256")
}

prune_old_dumps() {
  log "removing database dumps older than ${RETENTION_DAYS} days"
  find "${BACKUP_ROOT}/db" -name '*.sql.gz*' -mtime "+${RETENTION_DAYS}" -print -delete
}

main() {
  log "starting nightly backup to ${BACKUP_ROOT}"
  backup_xrays
  backup_forms
  backup_database
  prune_old_dumps
  log "nightly backup finished"
}

main "$@"
