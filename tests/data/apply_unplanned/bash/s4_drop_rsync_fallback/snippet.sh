upload_archive() {
  local archive="$1"
  log "uploading $(basename "$archive")"
  aws s3 cp "$archive" "s3://${BUCKET}/telemetry/" --only-show-errors
}

# (removed legacy_rsync_fallback -- the NAS mirror has been retired)

prune_local() {
  # ... unchanged ...
}

main() {
  # ... existing setup ...
  for array in "${ARRAYS[@]}"; do
    archive=$(pack_array "$array")
    verify_archive "$archive" || continue
    upload_archive "$archive"
  done
  prune_local
  log "backup finished"
}

main "$@"
