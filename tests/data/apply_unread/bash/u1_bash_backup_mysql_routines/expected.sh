#!/usr/bin/env bash
# Nightly backups of the data stores on this host.
set -euo pipefail

BACKUP_ROOT="/var/backups/nightly"
STAMP="$(date +%F)"
RETENTION_DAYS=14

log() { echo "$(date -Is) $*"; }

ensure_dir() {
  mkdir -p "$1"
  chmod 700 "$1"
}

backup_postgres() {
  local dir="${BACKUP_ROOT}/postgres"
  ensure_dir "${dir}"
  log "postgres: dumping"
  pg_dumpall --clean | gzip -6 > "${dir}/pg-${STAMP}.sql.gz"
  find "${dir}" -name 'pg-*.sql.gz' -mtime +"${RETENTION_DAYS}" -delete
  log "postgres: done"
}

backup_mysql() {
  local dir="${BACKUP_ROOT}/mysql"
  ensure_dir "${dir}"
  log "mysql: dumping"
  mysqldump --all-databases --single-transaction --routines --triggers | gzip -6 > "${dir}/mysql-${STAMP}.sql.gz"
  find "${dir}" -name 'mysql-*.sql.gz' -mtime +"${RETENTION_DAYS}" -delete
  log "mysql: done"
}

backup_redis() {
  local dir="${BACKUP_ROOT}/redis"
  ensure_dir "${dir}"
  log "redis: dumping"
  redis-cli --rdb - | gzip -6 > "${dir}/redis-${STAMP}.rdb.gz"
  find "${dir}" -name 'redis-*.rdb.gz' -mtime +"${RETENTION_DAYS}" -delete
  log "redis: done"
}

backup_uploads() {
  local dir="${BACKUP_ROOT}/uploads"
  ensure_dir "${dir}"
  log "uploads: archiving"
  tar -C /srv/app -czf "${dir}/uploads-${STAMP}.tar.gz" uploads
  find "${dir}" -name 'uploads-*.tar.gz' -mtime +"${RETENTION_DAYS}" -delete
  log "uploads: done"
}

main() {
  ensure_dir "${BACKUP_ROOT}"
  backup_postgres
  backup_mysql
  backup_redis
  backup_uploads
  log "all backups finished"
}

main "$@"
