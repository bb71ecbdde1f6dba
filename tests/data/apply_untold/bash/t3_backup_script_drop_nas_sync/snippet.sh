# ... existing code ...

archive_uploads() {
  local target="$BACKUP_ROOT/uploads-$STAMP.tar.zst"
  log "archiving uploads to $target"
  tar --zstd -cf "$target" -C /srv/acme uploads
  echo "$target"
}

# (sync_to_nas removed — the NAS has been decommissioned)

upload_to_s3() {
# ... existing code ...
