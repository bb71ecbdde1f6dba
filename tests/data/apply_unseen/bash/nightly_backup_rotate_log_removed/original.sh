#!/usr/bin/env bash
# Nightly backup of the app database, uploads and redis snapshot.
set -euo pipefail

BACKUP_ROOT="${BACKUP_ROOT:-/var/backups/app}"
KEEP_DAYS="${KEEP_DAYS:-14}"
LOG_FILE="${LOG_FILE:-/var/log/app-backup.log}"
STAMP="$(date +%Y%m%d-%H%M%S)"

log() {
  printf '%s [backup] %s\n' "$(date -Is)" "$*" | tee -a "${LOG_FILE}"
}

die() {
  log "ERROR: $*"
  exit 1
}

backup_postgres() {
  local out="${BACKUP_ROOT}/postgres/db-${STAMP}.sql.gz"
  mkdir -p "$(dirname "${out}")"
  log "dumping postgres to ${out}"
  pg_dump --no-owner --format=plain "${DATABASE_URL}" | gzip -9 > "${out}"
}

backup_uploads() {
  local out="${BACKUP_ROOT}/uploads/uploads-${STAMP}.tar.gz"
  mkdir -p "$(dirname "${out}")"
  log "archiving uploads to ${out}"
  tar -czf "${out}" -C /srv/app/shared uploads
}

backup_redis() {
  local out="${BACKUP_ROOT}/redis/dump-${STAMP}.rdb"
  mkdir -p "$(dirname "${out}")"
  log "saving redis snapshot to ${out}"
  redis-cli --rdb "${out}" > /dev/null
}

rotate_backups() {
  local dir="$1"
  log "removing backups older than ${KEEP_DAYS} days in ${dir}"
  find "${dir}" -type f -mtime +"${KEEP_DAYS}" -delete
}

main() {
  [[ -n "${DATABASE_URL:-}" ]] || die "DATABASE_URL is not set"
  mkdir -p "${BACKUP_ROOT}"

  backup_postgres
  backup_uploads
  backup_redis

  for sub in postgres uploads redis; do
    rotate_backups "${BACKUP_ROOT}/${sub}"
  done

  log "backup finished"
}

main "$@"
