#!/usr/bin/env bash
# Nightly database backups. Run from cron as the backup user:
#   15 2 * * * /opt/ops/bin/nightly-backup.sh >> /var/log/nightly-backup.log 2>&1
set -euo pipefail

BACKUP_ROOT="${BACKUP_ROOT:-/srv/backups}"
STAMP="$(date +%F)"

log() {
  echo "[$(date '+%H:%M:%S')] $*"
}

prune_old() {
  local dir="$1"
  local keep_days="$2"
  find "$dir" -mindepth 1 -maxdepth 1 -type d -mtime +"$keep_days" -exec rm -rf {} +
}

backup_postgres() {
  local dest="$BACKUP_ROOT/postgres/$STAMP"
  mkdir -p "$dest"
  log "dumping postgres to $dest"
  pg_dumpall --clean --if-exists | gzip -9 > "$dest/cluster.sql.gz"
  prune_old "$BACKUP_ROOT/postgres" 7
}

backup_mysql() {
  local dest="$BACKUP_ROOT/mysql/$STAMP"
  mkdir -p "$dest"
  log "dumping mysql to $dest"
  mysqldump --single-transaction --routines --triggers --events --all-databases | gzip -9 > "$dest/all.sql.gz"
  prune_old "$BACKUP_ROOT/mysql" 7
}

backup_redis() {
  local dest="$BACKUP_ROOT/redis/$STAMP"
  mkdir -p "$dest"
  log "copying redis snapshot to $dest"
  redis-cli --rdb "$dest/dump.rdb" >/dev/null
  gzip -9 "$dest/dump.rdb"
  prune_old "$BACKUP_ROOT/redis" 7
}

backup_mongo() {
  local dest="$BACKUP_ROOT/mongo/$STAMP"
  mkdir -p "$dest"
  log "dumping mongo to $dest"
  mongodump --quiet --gzip --archive="$dest/all.archive.gz"
  prune_old "$BACKUP_ROOT/mongo" 7
}

main() {
  log "starting nightly backup"
  backup_postgres
  backup_mysql
  backup_redis
  backup_mongo
  log "backup finished"
}

main "$@"
