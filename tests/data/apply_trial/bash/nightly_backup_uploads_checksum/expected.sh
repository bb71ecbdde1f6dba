#!/bin/bash
# nightly-backup.sh - dump databases and uploads, then prune old archives.
# Run from cron: 15 2 * * * /opt/ops/nightly-backup.sh >> /var/log/backup.log 2>&1

set -o errexit
set -o nounset
set -o pipefail

BACKUP_ROOT="/var/backups/app"
RETENTION_DAYS=14
STAMP="$(date +%F)"
PG_DB="app_production"
REDIS_RDB="/var/lib/redis/dump.rdb"
UPLOADS_DIR="/srv/app/shared/uploads"

log() {
  echo "$(date '+%F %T') [backup] $*"
}

verify_archive() {
  local file="$1"
  if ! gzip -t "$file" 2>/dev/null; then
    log "corrupt archive: $file"
    return 1
  fi
  log "ok: $file ($(du -h "$file" | cut -f1))"
}

backup_postgres() {
  local out="${BACKUP_ROOT}/postgres/${PG_DB}-${STAMP}.sql.gz"
  mkdir -p "$(dirname "$out")"
  pg_dump --no-owner --format=plain "$PG_DB" | gzip -9 > "$out"
  verify_archive "$out"
}

backup_redis() {
  local out="${BACKUP_ROOT}/redis/dump-${STAMP}.rdb.gz"
  mkdir -p "$(dirname "$out")"
  redis-cli BGSAVE >/dev/null
  sleep 5
  gzip -9 -c "$REDIS_RDB" > "$out"
  verify_archive "$out"
}

backup_uploads() {
  local out="${BACKUP_ROOT}/uploads/uploads-${STAMP}.tar.gz"
  mkdir -p "$(dirname "$out")"
  tar -czf "$out" -C "$(dirname "$UPLOADS_DIR")" "$(basename "$UPLOADS_DIR")"
  verify_archive "$out" && sha256sum "$out" > "${out}.sha256"
}

prune_old() {
  local dir
  for dir in postgres redis uploads; do
    log "pruning ${dir} archives older than ${RETENTION_DAYS} days"
    find "${BACKUP_ROOT}/${dir}" -type f -mtime +"${RETENTION_DAYS}" -print -delete
  done
}

log "starting nightly backup"
backup_postgres
backup_redis
backup_uploads
prune_old
log "nightly backup finished"
