#!/usr/bin/env bash
# nightly_backup.sh: back up the recipe app's database, uploaded photos and search index.
set -euo pipefail

BACKUP_BUCKET="${BACKUP_BUCKET:-s3://pantrypal-backups}"
STAMP="$(date -u +%Y%m%dT%H%M%SZ)"
WORKDIR="$(mktemp -d)"
trap 'rm -rf "$WORKDIR"' EXIT

log() {
  printf '[%s] %s\n' "$(date -u +%H:%M:%S)" "$*" >&2
}

backup_database() {
  local out="$WORKDIR/recipes-$STAMP.sql.gz"
  log "dumping recipes database"
  pg_dump --no-owner --format=plain "$DATABASE_URL" | gzip -9 > "$out"
  aws s3 cp "$out" "$BACKUP_BUCKET/db/" --only-show-errors
  log "upload finished"
}

backup_photos() {
  local out="$WORKDIR/photos-$STAMP.tar.gz"
  log "archiving recipe photos"
  tar -czf "$out" -C /srv/pantrypal/media photos
  aws s3 cp "$out" "$BACKUP_BUCKET/media/" --only-show-errors --storage-class STANDARD_IA
  log "upload finished"
}

backup_search_index() {
  local out="$WORKDIR/search-$STAMP.tar.gz"
  log "snapshotting search index"
  curl -fsS -X POST "http://localhost:7700/snapshots" \
    -H "Authorization: Bearer $MEILI_MASTER_KEY" > /dev/null
  sleep 5
  tar -czf "$out" -C /var/lib/meilisearch snapshots
  aws s3 cp "$out" "$BACKUP_BUCKET/search/" --only-show-errors
  log "upload finished"
}

prune_old_backups() {
  local prefix="$1" keep_days="$2"
  local cutoff
  cutoff="$(date -u -d "-${keep_days} days" +%Y%m%d)"
  aws s3 ls "$BACKUP_BUCKET/$prefix/" | while read -r _ _ _ name; do
    local day="${name#*-}"
    day="${day:0:8}"
    if [[ "$day" < "$cutoff" ]]; then
      log "pruning $prefix/$name"
      aws s3 rm "$BACKUP_BUCKET/$prefix/$name" --only-show-errors
    fi
  done
}

main() {
  backup_database
  backup_photos
  backup_search_index
  prune_old_backups db 30
  prune_old_backups media 14
  prune_old_backups search 7
  log "all backups complete"
}

main "$@"
