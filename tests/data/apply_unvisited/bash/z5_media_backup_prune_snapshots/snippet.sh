# ... keep existing code

sync_dir() {
  local src="$1"
  local dest="$2"
  log "syncing ${src} -> ${dest}"
  aws s3 sync "$src" "$dest" --only-show-errors --storage-class STANDARD_IA
}

prune_certificate_snapshots() {
  local cutoff tag
  cutoff="$(date -u -d "-${RETENTION_DAYS} days" +%Y-%m-%d)"
  log "pruning certificate snapshots older than ${cutoff}"
  aws s3 ls "${BACKUP_BUCKET}/certificates/" | awk '{print $2}' | tr -d '/' | while read -r tag; do
    if [[ "$tag" < "$cutoff" ]]; then
      aws s3 rm "${BACKUP_BUCKET}/certificates/${tag}/" --recursive --only-show-errors
    fi
  done
}

# ... keep existing code
rm -f "$manifest"

prune_certificate_snapshots

log "backup finished"
