# ... existing settings ...
DATABASES=(orders inventory accounts)
RETENTION_DAYS="${RETENTION_DAYS:-14}"

# ...

prune_old_backups() {
  local target_dir="$1"
  local retention_days="$2"

  log "pruning backups older than ${retention_days} days in ${target_dir}"
  find "$target_dir" -name '*.dump' -type f -mtime +"$retention_days" -print -delete
}

main() {
  for db in "${DATABASES[@]}"; do
    # ...

    prune_old_backups "$dir" "$RETENTION_DAYS"
  done

  log "done"
}

main "$@"
