#!/usr/bin/env bash
# Nightly database dumps. Invoked by cron as:
#   /opt/backup/dbdump.sh postgres:app mysql:legacy mongo:events
set -euo pipefail

BACKUP_ROOT="${BACKUP_ROOT:-/var/backups/db}"
LOG_FILE="${LOG_FILE:-/var/log/dbdump.log}"

log() {
  printf '%s %s\n' "$(date '+%F %T')" "$*" | tee -a "$LOG_FILE" >&2
}

prune() {
  local dir="$1" keep_days="$2"
  find "$dir" -type f -mtime +"$keep_days" -print -delete | while read -r f; do
    log "pruned $f"
  done
}

backup_postgres() {
  local db="$1"
  local out="$BACKUP_ROOT/postgres/${db}-$(date +%F).sql.gz"
  mkdir -p "$(dirname "$out")"
  log "dumping postgres database $db"
  pg_dump --no-owner --clean --if-exists "$db" | gzip -9 >"$out"
  prune "$BACKUP_ROOT/postgres" 7
}

backup_mysql() {
  local db="$1"
  local out="$BACKUP_ROOT/mysql/${db}-$(date +%F).sql.gz"
  mkdir -p "$(dirname "$out")"
  log "dumping mysql database $db"
  mysqldump --single-transaction --quick "$db" | gzip -9 >"$out"
  prune "$BACKUP_ROOT/mysql" 7
}

backup_mariadb() {
  local db="$1"
  local out="$BACKUP_ROOT/mariadb/${db}-$(date +%F).sql.gz"
  mkdir -p "$(dirname "$out")"
  log "dumping mariadb database $db"
  mariadb-dump --single-transaction --quick "$db" | gzip -9 >"$out"
  prune "$BACKUP_ROOT/mariadb" 7
}

backup_mongo() {
  local db="$1"
  local out="$BACKUP_ROOT/mongo/${db}-$(date +%F).archive.gz"
  mkdir -p "$(dirname "$out")"
  log "dumping mongo database $db"
  mongodump --db "$db" --archive="$out" --gzip --quiet
  prune "$BACKUP_ROOT/mongo" 14
}

main() {
  local spec engine db failed=0
  for spec in "$@"; do
    engine="${spec%%:*}"
    db="${spec#*:}"
    if ! "backup_${engine}" "$db"; then
      log "FAILED: $spec"
      failed=1
    fi
  done
  return "$failed"
}

main "$@"
