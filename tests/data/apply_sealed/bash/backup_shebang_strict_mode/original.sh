#!/bin/bash
# backup-db.sh - dump the application database and ship it to object storage.
#
# Usage: backup-db.sh [--keep DAYS] [--dry-run]
# Reads DATABASE_URL and BACKUP_BUCKET from the environment (or /etc/app/backup.env).
set -e

ENV_FILE=/etc/app/backup.env
KEEP_DAYS=14
DRY_RUN=0
TIMESTAMP=$(date -u +%Y%m%dT%H%M%SZ)
WORKDIR=$(mktemp -d)

trap 'rm -rf "$WORKDIR"' EXIT

log() {
  printf '%s [backup] %s\n' "$(date -u +%H:%M:%S)" "$*" >&2
}

die() {
  log "ERROR: $*"
  exit 1
}

while [ $# -gt 0 ]; do
  case "$1" in
    --keep) KEEP_DAYS="$2"; shift 2 ;;
    --dry-run) DRY_RUN=1; shift ;;
    -h|--help) sed -n '2,6p' "$0"; exit 0 ;;
    *) die "unknown option: $1" ;;
  esac
done

if [ -f "$ENV_FILE" ]; then
  # shellcheck disable=SC1090
  . "$ENV_FILE"
fi

[ -n "$DATABASE_URL" ] || die "DATABASE_URL is not set"
[ -n "$BACKUP_BUCKET" ] || die "BACKUP_BUCKET is not set"

dump_file="$WORKDIR/db-$TIMESTAMP.sql.gz"

log "dumping database"
pg_dump --no-owner --no-privileges --format=plain "$DATABASE_URL" | gzip -9 > "$dump_file"
log "dump size: $(du -h "$dump_file" | cut -f1)"

if [ "$DRY_RUN" -eq 1 ]; then
  log "dry run: would upload $dump_file to s3://$BACKUP_BUCKET/db/"
  exit 0
fi

aws s3 cp --only-show-errors "$dump_file" "s3://$BACKUP_BUCKET/db/"
log "uploaded to s3://$BACKUP_BUCKET/db/$(basename "$dump_file")"

cutoff=$(date -u -d "-$KEEP_DAYS days" +%Y%m%d)
aws s3 ls "s3://$BACKUP_BUCKET/db/" | awk '{print $4}' | while read -r name; do
  day=${name#db-}
  day=${day%%T*}
  if [[ "$day" < "$cutoff" ]]; then
    log "pruning $name"
    aws s3 rm --only-show-errors "s3://$BACKUP_BUCKET/db/$name"
  fi
done

log "done"
